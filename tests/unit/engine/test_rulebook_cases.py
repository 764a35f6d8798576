"""The rulebook cases of issue 13, one test per rule (shared/reference/rules.md).

Each expected figure is worked out by hand in the test from the rule, never taken from
the engine's own settlement.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tournament.cards import parse_cards
from tournament.engine import HandState, IllegalAction, Rules, RulesError
from tournament.engine.events import (
    CardExposed,
    CardsBurned,
    CommonCardDealt,
    HoleDealt,
    Misdealt,
    StubReshuffled,
)


def c(text: str) -> list[int | None]:
    """Cards from text."""
    return list(parse_cards(text))


def _play_out(hand: HandState, fold: set[int] | None = None) -> None:
    """Check or call down (players in ``fold`` fold when it is their turn); show all."""
    while not hand.is_over:
        legal = hand.legal_actions()
        if legal.phase == "bring-in":
            hand.post_bring_in()
        elif legal.phase == "betting":
            if fold and legal.player in fold:
                hand.fold()
            else:
                hand.check_or_call()
        elif legal.phase == "showdown":
            hand.show_or_muck(())
        else:
            raise AssertionError(f"unexpected phase {legal.phase}")


# ---------------------------------------------------------------- 1. odd chips per pot


def test_each_pot_is_divided_on_its_own_odd_chip_in_every_pot_to_first_left_of_button() -> None:
    # p0 SB 1, p1 BB 2, p2 all-in for 10, p3 raises to 25, p4 calls, p0 folds, p1 calls;
    # p4 folds on the flop.  Main pot: 10 x 4 (p1 p2 p3 p4) + 1 (p0) = 41, side pot:
    # 15 x 3 (p1 p3 p4) = 45.  p1 and p3 hold the same two pair and split both pots;
    # each pot's odd chip goes to the first winner left of the button: p1, twice.
    hand = HandState(
        "NT",
        [100, 100, 10, 100, 100],
        blinds_or_straddles=[1, 2, 0, 0, 0],
        min_bet=2,
        manual=True,
    )
    for p, cards in enumerate(("2c3d", "AhKh", "7d2h", "AsKs", "9c9d")):
        hand.deal_hole(p, c(cards))
    hand.complete_bet_or_raise_to(10)  # p2 all in
    hand.complete_bet_or_raise_to(25)  # p3
    hand.check_or_call()  # p4
    hand.fold()  # p0
    hand.check_or_call()  # p1
    hand.deal_board(c("AdKc8h"))
    hand.check_or_call()  # p1
    hand.check_or_call()  # p3
    hand.fold()  # p4
    for card in ("8s", "3c"):
        hand.deal_board(c(card))
        hand.check_or_call()
        hand.check_or_call()
    while not hand.is_over:
        hand.show_or_muck(())
    # p1: 100 - 25 + 21 + 23; p3: 100 - 25 + 20 + 22
    assert hand.finishing_stacks == [99, 119, 0, 117, 75]


# ---------------------------------------------------------------- 2. stud odd chip


def _razz_tie(rules: Rules) -> HandState:
    # p0 and p1 both make 6-5-4-3-2; p2 brings in (7c up) and folds on 4th street.
    # Pot: antes 3 x 1 + bring-in 2 called by p0 and p1 = 9: a 5 / 4 split.
    hand = HandState(
        "FR",
        [100, 100, 100],
        antes=1,
        bring_in=2,
        small_bet=10,
        big_bet=20,
        manual=True,
        rules=rules,
    )
    for p, cards in enumerate(("2h3h4h", "2s3d4d", "9s8s7c")):
        hand.deal_hole(p, c(cards))
    hand.post_bring_in()  # p2
    hand.check_or_call()
    hand.check_or_call()
    streets: list[tuple[str, ...]] = [("5h", "5d", "Ks"), ("6h", "6s"), ("Kc", "Jc"), ("Qd", "Tc")]
    for street in streets:
        for p, card in enumerate(street):
            hand.deal_hole(p, c(card))
        _bet_round(hand, fold={2})
    while not hand.is_over:
        hand.show_or_muck(())
    return hand


def _bet_round(hand: HandState, fold: set[int]) -> None:
    street = hand.street_index
    while not hand.is_over and hand.street_index == street and hand.phase_name == "betting":
        if hand.actor in fold:
            hand.fold()
        else:
            hand.check_or_call()


def test_stud_odd_chip_highest_card_by_suit_among_the_five_cards_of_the_winning_hand() -> None:
    # The five cards: p0 6h5h4h3h2h, p1 6s5d4d3d2s: the 6s is the highest card by suit.
    # p0's Kc is not one of the five and does not count.
    hand = _razz_tie(Rules())
    assert hand.finishing_stacks == [101, 102, 97]


def test_low_odd_chip_low_card_gives_the_odd_chip_to_the_lowest_card_by_suit() -> None:
    # Robert's: the lowest card by suit among the five: 2h (p0) is lower than 2s (p1).
    hand = _razz_tie(Rules(low_odd_chip="low_card"))
    assert hand.finishing_stacks == [102, 101, 97]


def test_low_odd_chip_setting_values_and_profiles() -> None:
    assert Rules().low_odd_chip == "high_card"
    assert Rules.profile("robert").low_odd_chip == "low_card"
    with pytest.raises(RulesError):
        Rules(low_odd_chip="suit")  # type: ignore[arg-type]


# ---------------------------------------------------------------- 3. exposed first two cards


def _deck(first: str) -> list[int]:
    top = [x for x in c(first) if x is not None]
    return top + [x for x in range(52) if x not in top]


@pytest.mark.parametrize("player", [0, 1])
def test_exposed_first_or_second_card_of_the_deal_is_a_misdeal(player: int) -> None:
    # dealt round the table: As to p0 first, Ks to p1 second, Qs to p2 third
    hand = HandState(
        "NT",
        [100] * 3,
        blinds_or_straddles=[5, 10, 0],
        min_bet=10,
        deck=_deck("AsKsQsAdKdQd2c7h8h9h"),
    )
    event = hand.expose_card(player, c("AsKs")[player])
    assert event.remedy == "misdeal"
    assert isinstance(hand.events[-2], Misdealt)
    assert hand.is_over
    assert hand.finishing_stacks == [100, 100, 100]


def test_exposed_third_card_of_the_deal_becomes_the_burn_card() -> None:
    hand = HandState(
        "NT",
        [100] * 3,
        blinds_or_straddles=[5, 10, 0],
        min_bet=10,
        deck=_deck("AsKsQsAdKdQd2c7h8h9h"),
    )
    assert hand.expose_card(2, c("Qs")[0]).remedy == "burn card"


# ---------------------------------------------------------------- 4. limit cap memory


def _limit(stacks: list[int], rules: Rules) -> HandState:
    n = len(stacks)
    hand = HandState(
        "FT",
        stacks,
        blinds_or_straddles=[5, 10] + [0] * (n - 2),
        small_bet=10,
        big_bet=20,
        manual=True,
        rules=rules,
    )
    for p in range(n):
        hand.deal_hole(p, [None, None])
    return hand


def test_round_capped_three_way_stays_capped_when_a_player_folds() -> None:
    hand = _limit([500, 500, 500], Rules.profile("robert"))  # uncap when hand heads-up
    hand.complete_bet_or_raise_to(20)  # p2
    hand.complete_bet_or_raise_to(30)  # p0
    hand.complete_bet_or_raise_to(40)  # p1: bet (the big blind) and three raises: capped
    hand.fold()  # p2: two players left, but the cap was reached three-way
    assert hand.actor == 0
    assert hand.legal_actions().raise_to is None
    with pytest.raises(IllegalAction, match="capped"):
        hand.complete_bet_or_raise_to(50)


def test_hand_heads_up_a_third_player_all_in_does_not_count() -> None:
    hand = _limit([500, 500, 10], Rules.profile("robert"))
    hand.check_or_call()  # p2 calls 10, all in
    hand.complete_bet_or_raise_to(20)  # p0
    hand.complete_bet_or_raise_to(30)  # p1
    hand.complete_bet_or_raise_to(40)  # p0: the cap, but only two players have chips
    assert hand.actor == 1
    assert hand.legal_actions().raise_to == (50, 50)


def test_uncap_when_round_starts_heads_up_uncaps_only_a_round_that_began_heads_up() -> None:
    rules = Rules(uncap_when="round_starts_heads_up")
    hand = _limit([500, 500, 500], rules)
    hand.fold()  # p2: the round began three-way
    hand.complete_bet_or_raise_to(20)  # p0
    hand.complete_bet_or_raise_to(30)  # p1
    hand.complete_bet_or_raise_to(40)  # p0: capped
    assert hand.legal_actions().raise_to is None
    hand.check_or_call()  # p1
    hand.deal_board(c("2c3d4h"))  # the flop begins heads-up: no cap
    for to in (10, 20, 30, 40):
        hand.complete_bet_or_raise_to(to)
    assert hand.legal_actions().raise_to == (50, 50)


def test_uncap_when_round_starts_heads_up_is_a_setting() -> None:
    assert Rules(uncap_when="round_starts_heads_up").uncap_when == "round_starts_heads_up"
    assert Rules().uncap_when == "tournament_heads_up"


# ---------------------------------------------------------------- 5. stud bring-in has acted


def test_stud_bring_in_facing_all_in_below_half_the_completion_may_only_call() -> None:
    # bring-in 3, completion 10 (half: 5); p1 is all in for 4, p2 calls 4: the bring-in
    # posted counts as having acted, so p0 may call 1 more or fold, not raise.
    hand = HandState("F7S", [1000, 4, 1000], bring_in=3, small_bet=10, big_bet=20, manual=True)
    for p, cards in enumerate(("AsKs2c", "AhKh9c", "AdKd9h")):
        hand.deal_hole(p, c(cards))
    hand.post_bring_in()  # p0, the 2c
    hand.complete_bet_or_raise_to(4)  # p1 all in
    hand.check_or_call()  # p2
    legal = hand.legal_actions()
    assert (legal.player, legal.call, legal.raise_to) == (0, 1, None)
    with pytest.raises(IllegalAction):
        hand.complete_bet_or_raise_to(10)


# ---------------------------------------------------------------- 6. stud short stub


def _stud_auto(players: int, fold_third: int) -> HandState:
    hand = HandState(
        "F7S",
        [1000] * players,
        antes=1,
        bring_in=5,
        small_bet=10,
        big_bet=20,
        deck=list(range(52)),
    )
    folded = 0
    while hand.street_index < 4:
        legal = hand.legal_actions()
        if legal.phase == "bring-in":
            hand.post_bring_in()
        elif folded < fold_third and hand.street_index == 0:
            hand.fold()
            folded += 1
        else:
            hand.check_or_call()
    return hand


def test_stud_short_stub_seven_players_stub_of_four_burn_and_one_common_card() -> None:
    # 8 players, one folds on 3rd street: 24 + 3 x (1 + 7) = 48 cards out, a stub of 4
    # and 3 burns for 7 players and a burn: burn, then one common card, no scramble.
    hand = _stud_auto(8, 1)
    seventh = hand.events[_last_bet(hand) :]
    assert not any(isinstance(e, StubReshuffled) for e in seventh)
    assert [type(e) for e in seventh[:2]] == [CardsBurned, CommonCardDealt]
    assert not any(isinstance(e, HoleDealt) for e in seventh)
    assert len(hand.stub) == 2


def test_stud_short_stub_seven_players_stub_of_seven_scramble_then_burn_then_deal() -> None:
    # 7 players: 21 + 3 x 8 = 45 cards out, a stub of 7 and 3 burns: 7 < 7 + 1, the
    # stub and the burns (10) are enough: scramble them, burn, deal 7 individual cards.
    hand = _stud_auto(7, 0)
    start = _last_bet(hand)
    seventh = hand.events[start:]
    kinds = [type(e) for e in seventh if not _is_action(e)]
    assert kinds[:3] == [StubReshuffled, CardsBurned, HoleDealt]
    reshuffled = next(e for e in seventh if isinstance(e, StubReshuffled))
    assert len(reshuffled.cards) == 10
    assert sum(isinstance(e, HoleDealt) for e in seventh) == 7


def _is_action(event: Any) -> bool:
    return type(event).__name__ in ("CheckedOrCalled", "Folded", "BetOrRaised", "BroughtIn")


def _last_bet(hand: HandState) -> int:
    """Index just after the last betting action of 6th street."""
    sixth_done = 0
    for i, e in enumerate(hand.events):
        if _is_action(e):
            sixth_done = i + 1
    return sixth_done


# ---------------------------------------------------------------- 7. draw stub exactly enough


def test_draw_stub_exactly_enough_after_the_burn_deals_them_all() -> None:
    # 6 players: 30 cards dealt, a stub of 22; one burn leaves 21, and the players
    # discard 5 + 5 + 5 + 5 + 1 + 0 = 21: deal them all, the last card included.
    hand = HandState(
        "F2L3D",
        [1000] * 6,
        blinds_or_straddles=[5, 10, 0, 0, 0, 0],
        small_bet=10,
        big_bet=20,
        rng=random.Random(11),
    )
    while hand.phase_name == "betting":
        hand.check_or_call()
    for count in (5, 5, 5, 5, 1, 0):
        p = hand.actor
        assert p is not None
        hand.stand_pat_or_discard(list(hand.hole[p][:count]))
    assert not any(isinstance(e, StubReshuffled) for e in hand.events)
    assert hand.stub == []
    assert all(len(h) == 5 for h in hand.hole)


# ---------------------------------------------------------------- settings


def test_check_raise_off_forbids_check_raising_in_limit() -> None:
    for allowed in (True, False):
        hand = _limit([500, 500], Rules(check_raise=allowed))
        hand.check_or_call()  # p1 (button, small blind) calls
        hand.check_or_call()  # p0 checks
        hand.deal_board(c("2c3d4h"))
        hand.check_or_call()  # p0 checks
        hand.complete_bet_or_raise_to(10)  # p1 bets
        raise_to = hand.legal_actions().raise_to
        assert (raise_to == (20, 20)) is allowed
        assert hand.can_check_or_call()


def test_check_raise_is_on_by_default() -> None:
    assert Rules().check_raise
    assert all(Rules.profile(name).check_raise for name in ("tda", "wsop", "robert"))


def test_stud_exposed_down_card_misdeal_setting() -> None:
    for setting, remedy in (("deal_third_down", "dealt down"), ("misdeal", "misdeal")):
        hand = HandState(
            "F7S",
            [1000] * 3,
            antes=1,
            bring_in=5,
            small_bet=10,
            big_bet=20,
            manual=True,
            rules=Rules(stud_exposed_down_card=setting),  # type: ignore[arg-type]
        )
        for p, cards in enumerate(("AsKs2d", "AhKh9c", "AdKd9h")):
            hand.deal_hole(p, c(cards))
        event = hand.expose_card(0, c("As")[0])
        assert isinstance(event, CardExposed)
        assert event.remedy == remedy
        assert hand.is_over is (setting == "misdeal")
    assert Rules.profile("wsop").stud_exposed_down_card == "misdeal"
    assert Rules().stud_exposed_down_card == "deal_third_down"


def test_profile_table_of_the_rulebook() -> None:
    table = {
        "tda": ("tournament_heads_up", "high_card", "deal_third_down", True),
        "wsop": ("tournament_heads_up", "high_card", "misdeal", True),
        "robert": ("hand_heads_up", "high_card", "deal_third_down", True),
        "casinos_austria": ("last_round_heads_up", "high_card", "deal_third_down", True),
    }
    table["robert"] = ("hand_heads_up", "low_card", "deal_third_down", True)
    for name, (uncap, low_odd, exposed, check_raise) in table.items():
        rules = Rules.profile(name)
        assert rules.uncap_when == uncap
        assert rules.low_odd_chip == low_odd
        assert rules.stud_exposed_down_card == exposed
        assert rules.check_raise is check_raise
        assert Rules.from_dict(rules.to_dict()) == rules


def test_new_settings_are_recorded_in_the_hand_history_rules() -> None:
    from tournament import hh

    rules = Rules.profile("robert", check_raise=False, uncap_when="round_starts_heads_up")
    hand = HandState(
        "FT",
        [500, 500],
        blinds_or_straddles=[5, 10],
        small_bet=10,
        big_bet=20,
        rng=random.Random(1),
        rules=rules,
    )
    _play_out(hand)
    recorded = hh.from_hand(hand).user_fields["_rules"]
    assert recorded["check_raise"] is False
    assert recorded["uncap_when"] == "round_starts_heads_up"
    assert recorded["low_odd_chip"] == "low_card"
    assert recorded["stud_exposed_down_card"] == "deal_third_down"


# ---------------------------------------------------------------- showdown order


def test_showdown_order_last_bettor_of_the_final_round_first_then_clockwise() -> None:
    hand = _limit([500, 500, 500], Rules())
    for _ in range(3):
        hand.check_or_call()
    for board in ("2c3d4h", "5s", "9d"):
        hand.deal_board(c(board))
        if board == "9d":
            hand.check_or_call()  # p0 checks
            hand.complete_bet_or_raise_to(20)  # p1 bets on the river
            hand.check_or_call()  # p2
            hand.check_or_call()  # p0
        else:
            for _ in range(3):
                hand.check_or_call()
    assert hand.showdown_order() == [1, 2, 0]
    hand.show_or_muck(())
    assert hand.showdown_order() == [2, 0]


def test_showdown_order_without_a_bet_first_to_act_in_the_final_round() -> None:
    hand = _limit([500, 500, 500], Rules())
    for _ in range(3):
        hand.check_or_call()
    for board in ("2c3d4h", "5s", "9d"):
        hand.deal_board(c(board))
        for _ in range(3):
            hand.check_or_call()
    assert hand.showdown_order() == [0, 1, 2]
    assert _limit([500, 500], Rules()).showdown_order() == []  # no showdown yet


# ---------------------------------------------------------------- 8. replay diagnostics


def test_replay_reports_the_reason_of_the_reading_that_got_furthest() -> None:
    from tournament import hh

    # Action 3 (a raise to 35) is no limit amount, so the fixed-limit reading stops
    # there; the pot-limit reading (pokerkit's FO/8) accepts it and stops at action 7,
    # where p3 acts out of turn on the flop: that reason is reported.
    text = """
variant = "FO/8"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
small_bet = 10
big_bet = 20
starting_stacks = [500, 500, 500]
actions = ["d dh p1 AsKs2c3c", "d dh p2 AhKh2d3d", "d dh p3 QsQhJsJh", "p3 cbr 35",
           "p1 cc", "p2 cc", "d db 4c5d9h", "p3 cc"]
"""
    result = hh.replay(hh.loads(text))
    assert not result.ok
    assert result.action_index == 7
    assert result.error is not None
    assert result.error.startswith("read as PO/8: action 7 (p3 cc): ")


def test_manual_stud_common_card_when_stub_and_burns_cannot_serve_the_players_and_a_burn() -> None:
    # 8 players, one folds on 3rd street: 24 + 3 x 7 = 45 cards dealt, so the stub and
    # the 3 burns hold 7 cards: 7 players and a burn need 8, so one common card (WSOP 228).
    deck = list(range(52))
    hand = HandState("F7S", [1000] * 8, antes=1, bring_in=5, small_bet=10, big_bet=20, manual=True)
    for p in range(8):
        hand.deal_hole(p, [deck.pop(), deck.pop(), deck.pop()])
    folded = False
    while hand.street_index < 4:
        if hand.phase_name == "dealing":
            for p in range(8):
                if not hand.folded[p]:
                    hand.deal_hole(p, [deck.pop()])
        elif hand.phase_name == "bring-in":
            hand.post_bring_in()
        elif not folded:
            hand.fold()
            folded = True
        else:
            hand.check_or_call()
    assert hand.can_deal_board([deck.pop()])
