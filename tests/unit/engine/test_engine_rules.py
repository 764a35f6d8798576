"""One test per rule the hand engine enforces (shared/reference/rules.md)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tournament import hh
from tournament.cards import parse_cards
from tournament.engine import (
    VARIANTS,
    HandState,
    IllegalAction,
    Rules,
    RulesError,
)
from tournament.engine.events import (
    BetReturned,
    CardsBurned,
    CommonCardDealt,
    Discarded,
    HoleDealt,
    Misdealt,
    PotAwarded,
    ShowedOrMucked,
    StubReshuffled,
)
from tournament.hh import replay


def c(text: str) -> list[int | None]:
    """Cards from text."""
    return list(parse_cards(text))


def snapshot(hand: HandState) -> tuple[Any, ...]:
    """Everything an action could change."""
    return (
        list(hand.stacks),
        list(hand.bets),
        list(hand.contrib),
        list(hand.folded),
        hand.actor,
        hand.phase,
        hand.street_index,
        hand.call_level,
        [list(h) for h in hand.hole],
        list(hand.board),
        len(hand.events),
    )


def rejected(hand: HandState, action: Any, *args: Any) -> IllegalAction:
    """Run an action that must be refused and check that nothing changed."""
    before = snapshot(hand)
    with pytest.raises(IllegalAction) as info:
        action(*args)
    assert snapshot(hand) == before
    assert info.value.reason
    return info.value


def nt(stacks: list[int], **kw: Any) -> HandState:
    """No-limit hold'em, blinds 5/10, manual dealing with unknown hole cards."""
    n = len(stacks)
    hand = HandState(
        "NT", stacks, blinds_or_straddles=[5, 10] + [0] * (n - 2), min_bet=10, manual=True, **kw
    )
    for p in range(n):
        hand.deal_hole(p, [None, None])
    return hand


def ft(stacks: list[int], **kw: Any) -> HandState:
    """Limit hold'em 10/20, blinds 5/10, manual dealing with unknown hole cards."""
    n = len(stacks)
    hand = HandState(
        "FT",
        stacks,
        blinds_or_straddles=[5, 10] + [0] * (n - 2),
        small_bet=10,
        big_bet=20,
        manual=True,
        **kw,
    )
    for p in range(n):
        hand.deal_hole(p, [None, None])
    return hand


def stud(code: str, third: list[str], **kw: Any) -> HandState:
    """A stud hand (ante 1, bring-in 5, 10/20) with the given 3rd-street cards."""
    hand = HandState(
        code,
        kw.pop("stacks", [1000] * len(third)),
        antes=1,
        bring_in=5,
        small_bet=10,
        big_bet=20,
        manual=True,
        **kw,
    )
    for p, cards in enumerate(third):
        hand.deal_hole(p, c(cards))
    return hand


# ---------------------------------------------------------------- variants and rules


def test_variants_cover_every_phh_game_of_the_rulebook() -> None:
    for code in ("NT", "FT", "PO", "FO/8", "F7S", "F7S/8", "FR", "F2L3D", "N2L1D", "FB"):
        assert VARIANTS[code].code == code
    assert VARIANTS["F7S"].button_game is False
    assert VARIANTS["FO/8"].hi_lo
    assert VARIANTS["FO/8"].betting == "fixed-limit"
    assert VARIANTS["F2L3D"].max_players == 6
    assert VARIANTS["NT"].max_players == 10


def test_rules_profiles_match_the_rulebook_table() -> None:
    assert Rules.profile("tda") == Rules()
    assert Rules.profile("wsop").raise_cap == 4
    assert not Rules.profile("wsop").open_pair_big_bet("stud")
    assert Rules.profile("robert").uncap_when == "hand_heads_up"
    assert not Rules.profile("robert").open_pair_big_bet("stud8")
    assert Rules.profile("casinos_austria").uncap_when == "last_round_heads_up"
    assert Rules.profile("wsop").stud_tie_break == "suit"


def test_rules_any_setting_can_be_overridden_and_round_trips() -> None:
    rules = Rules.profile("wsop", raise_cap=5, odd_chips="all_to_first")
    assert rules.raise_cap == 5
    assert Rules.from_dict(rules.to_dict()) == rules
    with pytest.raises(RulesError):
        Rules.profile("tda", raise_cap=0)
    with pytest.raises(RulesError):
        Rules.profile("nowhere")


# ---------------------------------------------------------------- button games


def test_heads_up_button_posts_small_blind_and_acts_first_preflop() -> None:
    hand = nt([100, 100])
    assert hand.bets == [10, 5]  # p2 is the button and posts the small blind
    assert hand.actor == 1
    hand.check_or_call()
    hand.check_or_call()
    hand.deal_board(c("2c3d4h"))
    assert hand.actor == 0  # the button acts last after the flop


def test_big_blind_has_the_option_preflop() -> None:
    hand = nt([100, 100, 100])
    hand.check_or_call()
    hand.check_or_call()
    assert hand.actor == 1
    assert hand.legal_actions().check


def test_no_limit_minimum_raise_is_largest_prior_raise() -> None:
    hand = nt([1000, 1000, 1000])
    hand.complete_bet_or_raise_to(50)  # a raise of 40
    assert hand.legal_actions().raise_to == (90, 1000)
    rejected(hand, hand.complete_bet_or_raise_to, 80)


def test_short_all_in_does_not_reopen_betting() -> None:
    hand = nt([1000, 150, 1000])
    hand.complete_bet_or_raise_to(100)  # p3 raises 90
    hand.check_or_call()  # p1 calls
    hand.complete_bet_or_raise_to(150)  # p2 all-in: 50 more, less than a full raise
    assert hand.actor == 2
    assert hand.legal_actions().raise_to is None
    rejected(hand, hand.complete_bet_or_raise_to, 300)
    hand.check_or_call()
    assert hand.actor == 0


def test_several_short_all_ins_add_up_to_a_full_raise_and_reopen() -> None:
    hand = nt([1000, 160, 220, 1000])
    for _ in range(4):
        hand.check_or_call()
    hand.deal_board(c("2c3d4h"))
    hand.complete_bet_or_raise_to(100)  # p1 bets 100
    hand.complete_bet_or_raise_to(150)  # p2 all-in, short raise (50)
    hand.complete_bet_or_raise_to(210)  # p3 all-in, short raise (60); 110 over p1's bet
    hand.check_or_call()  # p4 calls
    assert hand.actor == 0
    assert hand.legal_actions().raise_to is not None


def test_short_big_blind_others_still_owe_the_full_big_blind() -> None:
    hand = nt([100, 6, 100])
    assert hand.bets == [5, 6, 0]
    assert hand.legal_actions().call == 10
    hand.check_or_call()
    assert hand.bets[2] == 10
    hand.check_or_call()
    assert hand.bets[0] == 10


def test_pot_limit_maximum_raise_is_bet_plus_pot_after_calling() -> None:
    hand = HandState("PO", [1000] * 3, blinds_or_straddles=[5, 10, 0], min_bet=10, manual=True)
    for p in range(3):
        hand.deal_hole(p, [None] * 4)
    assert hand.legal_actions().raise_to == (20, 35)
    rejected(hand, hand.complete_bet_or_raise_to, 36)
    hand.complete_bet_or_raise_to(35)


def test_check_facing_a_bet_is_rejected_and_changes_nothing() -> None:
    hand = nt([100, 100, 100])
    hand.complete_bet_or_raise_to(30)
    assert hand.legal_actions().check is False
    rejected(hand, hand.stand_pat_or_discard, ())  # a draw in a non-draw game
    rejected(hand, hand.check_or_call, 2)  # out of turn


def test_bet_below_minimum_rejected_unless_all_in() -> None:
    hand = nt([100, 100, 100])
    for _ in range(3):
        hand.check_or_call()
    hand.deal_board(c("2c3d4h"))
    rejected(hand, hand.complete_bet_or_raise_to, 5)
    hand2 = nt([100, 100, 16])
    for _ in range(3):
        hand2.check_or_call()
    hand2.deal_board(c("2c3d4h"))
    hand2.check_or_call()
    hand2.check_or_call()
    hand2.complete_bet_or_raise_to(6)  # all-in for less than the minimum bet
    assert hand2.stacks[2] == 0


def test_uncalled_bet_is_returned_to_the_bettor() -> None:
    hand = nt([100, 100, 100])
    hand.complete_bet_or_raise_to(60)
    hand.fold()
    hand.fold()
    assert any(isinstance(e, BetReturned) and e.amount == 50 for e in hand.events)
    assert hand.finishing_stacks == [95, 90, 115]


# ---------------------------------------------------------------- limit betting


def test_limit_half_bet_rule_reopens_betting() -> None:
    hand = ft([1000, 1000, 26])
    hand.check_or_call()  # p3 calls 10
    hand.check_or_call()  # p1 completes
    hand.check_or_call()  # p2 checks
    hand.deal_board(c("2c3d4h"))
    hand.complete_bet_or_raise_to(10)
    hand.check_or_call()
    hand.complete_bet_or_raise_to(16)  # p3 all-in: 6 is at least half a bet
    assert hand.actor == 0
    assert hand.legal_actions().raise_to == (26, 26)


def test_limit_all_in_under_half_a_bet_does_not_reopen_and_next_may_complete() -> None:
    hand = ft([1000, 1000, 1000, 23])
    for _ in range(4):
        hand.check_or_call()
    hand.deal_board(c("2c3d4h"))
    hand.complete_bet_or_raise_to(10)  # p1
    hand.check_or_call()  # p2
    hand.fold()  # p3
    hand.complete_bet_or_raise_to(13)  # p4 all-in, 3 is less than half a bet
    assert hand.actor == 0
    assert hand.legal_actions().raise_to is None
    hand.check_or_call()
    assert hand.actor == 1
    assert hand.legal_actions().raise_to is None


def test_limit_player_facing_short_all_in_may_complete_to_full_bet() -> None:
    hand = ft([1000, 1000, 1000, 13])
    for _ in range(4):
        hand.check_or_call()
    hand.deal_board(c("2c3d4h"))
    hand.check_or_call()
    hand.check_or_call()
    hand.check_or_call()
    hand.complete_bet_or_raise_to(3)  # p4 all-in bet of 3
    assert hand.legal_actions().raise_to == (10, 10)
    hand.complete_bet_or_raise_to(10)


def test_limit_raise_cap_preflop_big_blind_is_the_bet() -> None:
    hand = ft([1000] * 4)
    hand.complete_bet_or_raise_to(20)
    hand.complete_bet_or_raise_to(30)
    hand.complete_bet_or_raise_to(40)  # big blind + 3 raises: capped
    assert hand.legal_actions().raise_to is None
    rejected(hand, hand.complete_bet_or_raise_to, 50)


def test_raise_cap_lifts_only_heads_up_in_tournament() -> None:
    def capped_heads_up(**kw: Any) -> HandState:
        hand = ft([1000] * 3, **kw)
        hand.complete_bet_or_raise_to(20)
        hand.fold()
        hand.complete_bet_or_raise_to(30)
        hand.complete_bet_or_raise_to(40)
        return hand

    assert capped_heads_up().legal_actions().raise_to is None
    assert capped_heads_up(tournament_heads_up=True).legal_actions().raise_to == (50, 50)
    robert = capped_heads_up(rules=Rules.profile("robert"))
    assert robert.legal_actions().raise_to == (50, 50)


def test_raise_cap_casinos_austria_lifts_only_in_last_round_heads_up() -> None:
    hand = ft([1000] * 3, rules=Rules.profile("casinos_austria"))
    hand.complete_bet_or_raise_to(20)
    hand.fold()
    hand.complete_bet_or_raise_to(30)
    hand.complete_bet_or_raise_to(40)
    assert hand.legal_actions().raise_to is None


def test_limit_player_may_not_raise_own_raise() -> None:
    hand = ft([1000] * 3)
    hand.complete_bet_or_raise_to(20)
    hand.check_or_call()
    hand.check_or_call()
    hand.deal_board(c("2c3d4h"))
    hand.complete_bet_or_raise_to(10)
    hand.check_or_call()
    hand.check_or_call()
    assert hand.phase_name == "dealing"


# ---------------------------------------------------------------- stud


def test_bring_in_lowest_up_card_ties_by_suit() -> None:
    hand = stud("F7S", ["AsKs2d", "AhKh2c", "AdKd9h"])
    assert hand.actor == 1  # 2c: clubs is the lowest suit


def test_bring_in_tie_by_position_setting() -> None:
    hand = stud("F7S", ["AsKs2d", "AhKh2c", "AdKd9h"], rules=Rules(bring_in_tie="position"))
    assert hand.actor == 0


def test_razz_bring_in_highest_card() -> None:
    hand = stud("FR", ["2s3sKc", "2h3hKd", "2d3d5s"])
    assert hand.actor == 1  # the king of diamonds is the highest (suit breaks the tie)
    ace = stud("FR", ["2s3sAc", "2h3h4d", "2d3d5s"])
    assert ace.actor == 2  # aces are low in razz


def test_bring_in_may_complete_and_others_may_complete() -> None:
    hand = stud("F7S", ["AsKs2d", "AhKh9c", "AdKd9h"])
    assert hand.actor == 0
    legal = hand.legal_actions()
    assert legal.bring_in == 5
    assert legal.raise_to == (10, 10)
    hand.post_bring_in()
    assert hand.legal_actions().raise_to == (10, 10)  # complete to the small bet
    hand.complete_bet_or_raise_to(10)
    assert hand.legal_actions().raise_to == (20, 20)


def test_bring_in_round_ends_without_option_when_everyone_calls() -> None:
    hand = stud("F7S", ["AsKs2d", "AhKh9c", "AdKd9h"])
    hand.post_bring_in()
    hand.check_or_call()
    hand.check_or_call()
    assert hand.phase_name == "dealing"
    assert hand.street_index == 1


def test_short_bring_in_others_still_owe_the_full_bring_in() -> None:
    hand = stud("F7S", ["AsKs2d", "AhKh9c", "AdKd9h"], stacks=[4, 1000, 1000])
    hand.post_bring_in()
    assert hand.bets[0] == 3
    assert hand.legal_actions().call == 5


def test_stud_best_exposed_hand_acts_first_from_fourth_street() -> None:
    hand = stud("F7S", ["AsKs2d", "AhKh9c", "AdKd9h"])
    hand.post_bring_in()
    hand.check_or_call()
    hand.check_or_call()
    for p, card in enumerate(("3c", "9s", "Qh")):
        hand.deal_hole(p, c(card))
    assert hand.actor == 1  # a pair of nines showing


def test_razz_lowest_exposed_hand_acts_first() -> None:
    hand = stud("FR", ["2s3sKc", "2h3h4d", "2d3d5s"])
    hand.post_bring_in()
    hand.check_or_call()
    hand.check_or_call()
    for p, card in enumerate(("Qc", "4s", "Ah")):
        hand.deal_hole(p, c(card))
    assert hand.actor == 2  # 5-A beats a pair of fours and K-Q


def test_stud_tie_break_by_position_or_suit() -> None:
    def fourth(rules: Rules) -> HandState:
        hand = stud("F7S", ["AsKs9d", "AhKh9c", "2d3d4h"], rules=rules)
        hand.post_bring_in()
        hand.check_or_call()
        hand.check_or_call()
        for p, card in enumerate(("Tc", "Th", "5c")):
            hand.deal_hole(p, c(card))
        return hand

    assert fourth(Rules()).actor == 0  # position
    assert fourth(Rules(stud_tie_break="suit")).actor == 1  # ten of hearts


def test_open_pair_on_fourth_street_allows_big_bet() -> None:
    hand = stud("F7S", ["2c3dKh", "4c5d7h"])
    hand.post_bring_in()  # p2: the 7 is the lowest up card
    hand.check_or_call()
    hand.deal_hole(0, c("Kd"))
    hand.deal_hole(1, c("9s"))
    assert hand.actor == 0
    assert hand.legal_actions().raise_to == (10, 20)
    hand.complete_bet_or_raise_to(20)
    assert hand.legal_actions().raise_to == (40, 40)  # after a big bet raises are big


def test_open_pair_big_bet_off_in_wsop_profile_and_razz() -> None:
    hand = stud("F7S", ["2c3dKh", "4c5d7h"], rules=Rules.profile("wsop"))
    hand.post_bring_in()
    hand.check_or_call()
    hand.deal_hole(0, c("Kd"))
    hand.deal_hole(1, c("9s"))
    assert hand.legal_actions().raise_to == (10, 10)
    rejected(hand, hand.complete_bet_or_raise_to, 20)


def test_short_stub_common_card() -> None:
    hand = HandState(
        "F7S", [1000] * 8, antes=1, bring_in=5, small_bet=10, big_bet=20, rng=random.Random(3)
    )
    while not hand.is_over:
        legal = hand.legal_actions()
        if legal.phase == "bring-in":
            hand.post_bring_in()
        elif legal.phase == "betting":
            hand.check_or_call()
        else:
            hand.show_or_muck(())
    assert any(isinstance(e, StubReshuffled) for e in hand.events)
    assert any(isinstance(e, CommonCardDealt) for e in hand.events)
    everything = [x for pile in hand.accounted_cards().values() for x in pile]
    assert sorted(everything) == list(range(52))  # type: ignore[type-var]


def test_short_stub_adds_burns_before_common_card() -> None:
    hand = HandState(
        "F7S", [1000] * 7, antes=1, bring_in=5, small_bet=10, big_bet=20, rng=random.Random(3)
    )
    while not hand.is_over:
        legal = hand.legal_actions()
        if legal.phase == "bring-in":
            hand.post_bring_in()
        elif legal.phase == "betting":
            hand.check_or_call()
        else:
            hand.show_or_muck(())
    assert any(isinstance(e, StubReshuffled) for e in hand.events)
    assert not any(isinstance(e, CommonCardDealt) for e in hand.events)
    assert all(len(h) == 7 for h in hand.hole)


def test_common_card_only_when_the_stub_is_short() -> None:
    hand = stud("F7S", ["AsKs2d", "AhKh9c"])
    hand.post_bring_in()
    hand.check_or_call()
    rejected(hand, hand.deal_board, c("3c"))  # 4th street: not the last street
    for cards in (("3c", "4c"), ("5c", "6c"), ("7c", "8c")):
        hand.deal_hole(0, c(cards[0]))
        hand.deal_hole(1, c(cards[1]))
        hand.check_or_call()
        hand.check_or_call()
    assert hand.street_index == 4
    error = rejected(hand, hand.deal_board, c("9d"))  # 7th street, but 38 cards are left
    assert "short" in error.reason


# ---------------------------------------------------------------- draw


def test_stub_shortage_never_reuses_current_discards() -> None:
    hand = HandState(
        "F2L3D",
        [1000] * 4,
        blinds_or_straddles=[5, 10, 0, 0],
        small_bet=10,
        big_bet=20,
        rng=random.Random(7),
    )
    reshuffled = False
    while not hand.is_over:
        legal = hand.legal_actions()
        if legal.phase == "drawing":
            assert legal.player is not None
            hand.stand_pat_or_discard(list(hand.hole[legal.player]))
            if hand.phase_name != "drawing":  # replacements were dealt
                start = max(i for i, e in enumerate(hand.events) if isinstance(e, Discarded)) - 3
                discarded = {
                    x for e in hand.events[start:] if isinstance(e, Discarded) for x in e.cards
                }
                dealt = {
                    x for e in hand.events[start:] if isinstance(e, HoleDealt) for x in e.cards
                }
                assert not discarded & dealt
                reshuffled = reshuffled or any(
                    isinstance(e, StubReshuffled) for e in hand.events[start:]
                )
        elif legal.phase == "betting":
            hand.check_or_call()
        else:
            hand.show_or_muck(())
    assert reshuffled


def test_discard_of_a_card_not_held_is_rejected() -> None:
    hand = HandState(
        "F2L3D", [1000] * 2, blinds_or_straddles=[5, 10], small_bet=10, big_bet=20, manual=True
    )
    hand.deal_hole(0, c("2c3c4c5c7d"))
    hand.deal_hole(1, c("2d3d4d5d7h"))
    hand.check_or_call()
    hand.check_or_call()
    assert hand.phase_name == "drawing"
    rejected(hand, hand.stand_pat_or_discard, c("Ah"))


def test_2_7_check_raise_allowed() -> None:
    hand = HandState(
        "F2L3D", [1000] * 2, blinds_or_straddles=[5, 10], small_bet=10, big_bet=20, manual=True
    )
    hand.deal_hole(0, c("2c3c4c5c7d"))
    hand.deal_hole(1, c("2d3d4d5d7h"))
    hand.check_or_call()
    hand.check_or_call()
    hand.stand_pat_or_discard(())
    hand.stand_pat_or_discard(())
    hand.check_or_call()  # p1 checks
    hand.complete_bet_or_raise_to(10)
    hand.complete_bet_or_raise_to(20)  # check-raise


# ---------------------------------------------------------------- showdown and pots


def test_side_pots_each_awarded_to_best_eligible_hand() -> None:
    hand = HandState("NT", [50, 100, 200], blinds_or_straddles=[5, 10, 0], min_bet=10, manual=True)
    hand.deal_hole(0, c("AsAh"))
    hand.deal_hole(1, c("KsKh"))
    hand.deal_hole(2, c("2c7d"))
    hand.complete_bet_or_raise_to(200)
    hand.check_or_call()
    hand.check_or_call()
    assert hand.phase_name == "showdown"  # all-in: hands tabled before the board
    for _ in range(3):
        hand.show_or_muck(())
    hand.deal_board(c("3c8d9h"))
    hand.deal_board(c("Jc"))
    hand.deal_board(c("Qd"))
    assert hand.finishing_stacks == [150, 100, 100]


def test_showdown_order_last_aggressor_first() -> None:
    hand = nt([100, 100, 100])
    for _ in range(3):
        hand.check_or_call()
    for board in ("2c3d4h", "5s", "9d"):
        hand.deal_board(c(board))
        if board == "9d":
            hand.check_or_call()
            hand.complete_bet_or_raise_to(10)
            hand.check_or_call()
            hand.check_or_call()
        else:
            for _ in range(3):
                hand.check_or_call()
    assert hand.phase_name == "showdown"
    assert hand.actor == 1


def test_odd_chip_first_winner_clockwise_from_button() -> None:
    hand = HandState(
        "NT", [100, 100, 100], antes=1, blinds_or_straddles=[5, 10, 0], min_bet=10, manual=True
    )
    hand.deal_hole(0, c("2c3d"))
    hand.deal_hole(1, c("2d3c"))
    hand.deal_hole(2, c("7h8h"))
    hand.check_or_call()
    hand.check_or_call()
    hand.check_or_call()
    for board in ("AsKsQs", "Js", "Td"):
        hand.deal_board(c(board))
        for _ in range(3):
            hand.check_or_call()
    for _ in range(3):
        hand.show_or_muck(())
    # royal flush on board: three-way split of 33 chips
    assert hand.finishing_stacks == [100, 100, 100]
    hand2 = HandState(
        "NT", [100, 100, 100], antes=1, blinds_or_straddles=[5, 10, 0], min_bet=10, manual=True
    )
    hand2.deal_hole(0, c("2c3d"))
    hand2.deal_hole(1, c("2d3c"))
    hand2.deal_hole(2, c("7h8h"))
    hand2.fold()
    hand2.check_or_call()
    hand2.check_or_call()
    for board in ("AsKsQs", "Js", "Td"):
        hand2.deal_board(c(board))
        hand2.check_or_call()
        hand2.check_or_call()
    hand2.show_or_muck(())
    hand2.show_or_muck(())
    assert hand2.finishing_stacks == [101, 100, 99]  # 23 chips: the odd one to p1


def test_hi_lo_odd_chip_goes_to_high_half() -> None:
    hand = HandState(
        "F7S/8", [100, 100], antes=0, bring_in=5, small_bet=10, big_bet=20, manual=True
    )
    hand.deal_hole(0, c("AsKsQs"))
    hand.deal_hole(1, c("2c3c4d"))
    hand.complete_bet_or_raise_to(10)  # p1 (As up? no: Qs vs 4d) -- p2 brings in
    hand.check_or_call()
    for cards in (("Js", "5h"), ("Ts", "7d"), ("2h", "9c"), ("3h", "Kd")):
        hand.deal_hole(0, c(cards[0]))
        hand.deal_hole(1, c(cards[1]))
        hand.check_or_call()
        hand.check_or_call()
    hand.show_or_muck(())
    hand.show_or_muck(())
    assert hand.finishing_stacks == [100, 100]


def test_all_in_player_keeps_getting_stud_cards_and_hands_are_tabled() -> None:
    hand = stud("F7S", ["AsKs2d", "AhKh9c"], stacks=[11, 1000])
    hand.complete_bet_or_raise_to(10)  # p1 completes all-in
    hand.check_or_call()
    assert hand.phase_name == "showdown"
    hand.show_or_muck(())
    hand.show_or_muck(())
    for cards in (("3c", "4c"), ("5c", "6c"), ("7c", "8c"), ("9d", "Th")):
        hand.deal_hole(0, c(cards[0]))
        hand.deal_hole(1, c(cards[1]))
    assert hand.phase_name == "showdown"  # the 7th-street down card is shown too
    hand.show_or_muck(())
    hand.show_or_muck(())
    assert hand.is_over


def test_amount_in_whole_chips_a_float_like_30_0_counts_as_30() -> None:
    hand = nt([100, 100, 100])
    event = hand.complete_bet_or_raise_to(30.0)
    assert event.to == 30
    assert type(event.to) is int
    assert hand.bets == [5, 10, 30]


def test_amount_not_whole_chips_is_refused_with_a_reason() -> None:
    hand = nt([100, 100, 100])
    assert not hand.can_complete_bet_or_raise_to(30.5)
    assert "whole number of chips" in rejected(hand, hand.complete_bet_or_raise_to, 30.5).reason
    with pytest.raises(TypeError):  # not a number: a programming error
        hand.complete_bet_or_raise_to("30")  # type: ignore[arg-type]
    assert hand.bets == [5, 10, 0]


def test_forced_bet_settings_not_whole_chips_are_refused() -> None:
    with pytest.raises(ValueError, match="whole number of chips"):
        HandState("F7S", [100, 100], antes=1, bring_in=2.5, small_bet=10, big_bet=20)


# ---------------------------------------------------------------- irregularities


def test_misdeal_before_substantial_action_returns_everything() -> None:
    hand = nt([100, 100, 100])
    hand.fold()
    assert hand.can_declare_misdeal()
    event = hand.declare_misdeal("first card to the wrong seat")
    assert isinstance(event, Misdealt)
    assert hand.finishing_stacks == [100, 100, 100]


def test_no_misdeal_after_substantial_action() -> None:
    hand = nt([100, 100, 100])
    hand.complete_bet_or_raise_to(30)
    hand.check_or_call()
    assert not hand.can_declare_misdeal()
    rejected(hand, hand.declare_misdeal)


def test_misdeal_two_folds_are_not_substantial_action() -> None:
    hand = nt([100] * 5)
    hand.fold()
    hand.fold()
    assert hand.can_declare_misdeal()  # two actions, no chips put in


def test_misdeal_three_actions_are_substantial_action() -> None:
    hand = nt([100] * 5)
    for _ in range(3):
        hand.fold()
    error = rejected(hand, hand.declare_misdeal)
    assert "Substantial action" in error.reason


def test_misdeal_check_and_bet_are_substantial_action() -> None:
    hand = nt([100, 100])
    hand.check_or_call()  # the button completes the small blind: chips in
    assert hand.can_declare_misdeal()  # one action
    hand.check_or_call()  # the big blind checks: two actions, one with chips
    assert not hand.can_declare_misdeal()


def _deck(first: str) -> list[int]:
    """A deck order whose top cards are ``first`` (then the rest in card order)."""
    top = [x for x in c(first) if x is not None]
    return top + [x for x in range(52) if x not in top]


def _accounted(hand: HandState) -> list[int | None]:
    return sorted(x for pile in hand.accounted_cards().values() for x in pile)  # type: ignore[type-var]


def test_exposed_card_in_hold_em_becomes_the_burn_card() -> None:
    # dealt round the table: p1 As Ad, p2 Ks Kd, p3 Qs Qd; next 2c (the flop burn)
    deck = _deck("AsKsQsAdKdQd2c7h8h9h")
    hand = HandState("NT", [100] * 3, blinds_or_straddles=[5, 10, 0], min_bet=10, deck=deck)
    before = hand.actor
    event = hand.expose_card(1, c("Kd")[0])  # the 5th card dealt (the first two: misdeal)
    assert (event.player, event.remedy) == (1, "burn card")
    assert sorted(hand.hole[1]) == sorted(c("Ks2c"))  # type: ignore[type-var]
    assert hand.actor == before
    for _ in range(3):
        hand.check_or_call()
    assert hand.board == c("7h8h9h")  # the same flop as without the exposure
    assert hand.burns == c("Kd")  # the exposed card was the burn card
    assert _accounted(hand) == list(range(52))


def test_exposed_card_in_hold_em_with_random_dealing_is_the_next_burn() -> None:
    hand = HandState(
        "NT", [100] * 4, blinds_or_straddles=[5, 10, 0, 0], min_bet=10, rng=random.Random(5)
    )
    card = hand.hole[2][0]
    hand.expose_card(2, card)
    assert card not in hand.hole[2]
    assert len(hand.hole[2]) == 2
    assert _accounted(hand) == list(range(52))
    for _ in range(4):
        hand.check_or_call()
    assert hand.burns == [card]


def test_exposed_stud_down_card_means_the_third_card_is_dealt_down() -> None:
    hand = stud("F7S", ["AsKs2d", "AhKh9c", "AdKd9h"])
    assert hand.actor == 0  # the 2d brings it in
    hand.expose_card(0, c("As")[0])
    assert hand.up_cards(0) == c("As")  # the exposed card is up, the 2d is down
    assert hand.hole[0] == c("Ks2dAs")
    assert hand.actor == 1  # the 9c is now the lowest up card
    hand.post_bring_in()


def test_exposed_stud_up_card_is_not_an_exposure() -> None:
    hand = stud("F7S", ["AsKs2d", "AhKh9c"])
    error = rejected(hand, hand.expose_card, 0, c("2d")[0])
    assert "face up" in error.reason
    rejected(hand, hand.expose_card, 1, c("As")[0])  # not the player's card


def test_exposed_card_after_the_action_started_stays_live_face_up() -> None:
    # rules.md: a card exposed after the initial deal follows the rulebook's procedure
    # (it was refused before); the card stays in the hand and plays face up
    hand = HandState(
        "NT", [100] * 3, blinds_or_straddles=[5, 10, 0], min_bet=10, rng=random.Random(1)
    )
    hand.check_or_call()
    card = hand.hole[0][0]
    assert hand.expose_card(0, card).remedy == "face up"
    assert hand.hole[0][0] == card
    assert hand.up[0][0]
    error = rejected(hand, hand.expose_card, 0, card)
    assert "already face up" in error.reason


def test_two_exposed_cards_in_the_initial_deal_are_a_misdeal() -> None:
    hand = HandState(
        "NT", [100] * 3, blinds_or_straddles=[5, 10, 0], min_bet=10, rng=random.Random(2)
    )
    assert hand.expose_card(2, hand.hole[2][0]).remedy == "burn card"  # the 3rd card dealt
    event = hand.expose_card(0, hand.hole[0][1])
    assert event.remedy == "misdeal"
    assert isinstance(hand.events[-2], Misdealt)
    assert hand.is_over
    assert hand.finishing_stacks == [100, 100, 100]


def test_exposed_card_with_manual_dealing_is_burned_and_replaced() -> None:
    hand = HandState("NT", [100] * 3, blinds_or_straddles=[5, 10, 0], min_bet=10, manual=True)
    for p, cards in enumerate(("AsAd", "KsKd", "QsQd")):
        hand.deal_hole(p, c(cards))
    hand.expose_card(1, c("Kd")[0])  # p2's second card (the first two of the deal: misdeal)
    assert hand.phase_name == "dealing"  # the replacement is due
    rejected(hand, hand.deal_hole, 0, c("2c"))
    hand.deal_hole(1, c("2c"))
    assert hand.actor == 2
    for _ in range(3):
        hand.check_or_call()
    hand.deal_board(c("7h8h9h"))
    assert hand.burns == c("Kd")  # one burn before the flop: the exposed card


def test_exposed_card_hands_export_and_replay() -> None:
    for code, deal in (("NT", "AsKsQsAdKdQd2c"), ("F7S", "AsKsQsAdKdQd2c3c4c")):
        stud_game = code == "F7S"
        hand = HandState(
            code,
            [100] * 3,
            antes=1 if stud_game else 0,
            blinds_or_straddles=() if stud_game else [5, 10, 0],
            bring_in=2 if stud_game else 0,
            small_bet=10 if stud_game else 0,
            big_bet=20 if stud_game else 0,
            min_bet=0 if stud_game else 10,
            deck=_deck(deal),
        )
        hand.expose_card(0, hand.hole[0][0 if stud_game else 1])  # not the deal's first card
        while not hand.is_over:
            legal = hand.legal_actions()
            if legal.phase == "bring-in":
                hand.post_bring_in()
            elif legal.phase == "betting":
                hand.check_or_call()
            else:
                hand.show_or_muck(())
        result = replay(hh.loads(hh.dumps(hh.from_hand(hand))))
        assert result.ok, result.error
        assert list(result.finishing_stacks or ()) == hand.finishing_stacks


def test_card_dealt_twice_is_rejected() -> None:
    hand = HandState("NT", [100, 100], blinds_or_straddles=[5, 10], min_bet=10, manual=True)
    hand.deal_hole(0, c("AsAh"))
    rejected(hand, hand.deal_hole, 1, c("AsKd"))


def test_big_blind_ante_blind_paid_first() -> None:
    hand = HandState(
        "NT",
        [100, 12, 100],
        antes=[0, 10, 0],
        blinds_or_straddles=[5, 10, 0],
        min_bet=10,
        manual=True,
    )
    assert hand.bets[1] == 10
    assert hand.contrib[1] == 12
    ante_first = HandState(
        "NT",
        [100, 12, 100],
        antes=[0, 10, 0],
        blinds_or_straddles=[5, 10, 0],
        min_bet=10,
        manual=True,
        rules=Rules(bb_ante_order="ante_first"),
    )
    assert ante_first.bets[1] == 2
    assert ante_first.contrib[1] == 12


def test_big_blind_ante_paid_out_leaves_no_pot() -> None:
    hand = HandState(
        "NT", [100, 100, 100], antes=[0, 10, 0], blinds_or_straddles=[5, 10, 0], min_bet=10
    )
    assert hand.total_pot() == 25
    hand.fold()
    hand.fold()
    assert hand.is_over
    assert hand.pots() == []
    assert hand.finishing_stacks == [95, 105, 100]


# ---------------------------------------------------------------- showdown order


def _checked_down(hand: HandState, boards: tuple[str, ...] = ("2c3d4h", "5s", "9d")) -> None:
    for board in boards:
        hand.deal_board(c(board))
        while hand.phase_name == "betting":
            hand.check_or_call()


def test_showdown_order_without_a_bet_first_to_act_shows_first_then_clockwise() -> None:
    hand = nt([100] * 4)
    hand.check_or_call()  # p3 calls
    hand.check_or_call()  # p4 calls
    hand.check_or_call()  # p1 completes
    hand.check_or_call()  # p2 checks
    _checked_down(hand)
    order = []
    while hand.phase_name == "showdown":
        order.append(hand.actor)
        hand.show_or_muck(())
    assert order == [0, 1, 2, 3]


def test_showdown_order_last_bettor_first_then_clockwise() -> None:
    hand = nt([100] * 4)
    for _ in range(4):
        hand.check_or_call()
    _checked_down(hand, ("2c3d4h", "5s"))
    hand.deal_board(c("9d"))
    hand.check_or_call()
    hand.check_or_call()
    hand.complete_bet_or_raise_to(10)  # p3 bets the river
    hand.check_or_call()
    hand.check_or_call()
    hand.check_or_call()
    order = []
    while hand.phase_name == "showdown":
        order.append(hand.actor)
        hand.show_or_muck(None if hand.actor == 3 else ())
    assert order == [2, 3, 0, 1]


def test_stud_showdown_without_a_bet_best_exposed_hand_shows_first() -> None:
    hand = stud("F7S", ["2s3s4d", "5h6hKc", "7d8dAh"])
    hand.post_bring_in()  # the 4d
    hand.check_or_call()
    hand.check_or_call()
    for cards in (("4c", "Kd", "9s"), ("Tc", "Jd", "Qs"), ("Td", "Jc", "Qh"), ("2c", "2d", "2h")):
        for p, card in enumerate(cards):
            hand.deal_hole(p, c(card))
        while hand.phase_name == "betting":
            hand.check_or_call()
    assert hand.phase_name == "showdown"
    assert hand.actor == 1  # K-K-J-J showing


def test_all_in_hands_are_tabled_face_up_before_the_remaining_cards() -> None:
    hand = HandState("NT", [50, 100, 100], blinds_or_straddles=[5, 10, 0], min_bet=10, manual=True)
    for p, cards in enumerate(("AsAh", "KsKh", "QsQh")):
        hand.deal_hole(p, c(cards))
    hand.fold()  # p3
    hand.complete_bet_or_raise_to(50)  # p1 all in
    hand.check_or_call()  # p2 calls: the betting is over
    assert hand.phase_name == "showdown"
    assert hand.board == []
    assert hand.actor == 0  # the all-in raiser shows first
    error = rejected(hand, hand.show_or_muck, None)
    assert "tabled face up" in error.reason
    hand.show_or_muck(())
    hand.show_or_muck(())
    tabled = [e for e in hand.events if isinstance(e, ShowedOrMucked)]
    assert [(e.player, e.cards) for e in tabled] == [(0, tuple(c("AsAh"))), (1, tuple(c("KsKh")))]
    assert hand.up_cards(0) == c("AsAh")
    assert hand.up_cards(1) == c("KsKh")
    assert hand.phase_name == "dealing"  # now the board


# ---------------------------------------------------------------- more betting, draw and pots


def test_no_limit_minimum_bet_is_the_big_blind() -> None:
    hand = nt([1000] * 3)
    for _ in range(3):
        hand.check_or_call()
    hand.deal_board(c("2c3d4h"))
    assert hand.legal_actions().raise_to == (10, 990)  # all 990 chips left may go in
    rejected(hand, hand.complete_bet_or_raise_to, 9)


def test_limit_small_bet_on_the_first_two_rounds_big_bet_later() -> None:
    hand = ft([1000] * 2)
    assert hand.legal_actions().raise_to == (20, 20)  # pre-flop: small bet raise
    hand.check_or_call()
    hand.check_or_call()
    hand.deal_board(c("2c3d4h"))
    assert hand.legal_actions().raise_to == (10, 10)  # flop: small bet
    hand.check_or_call()
    hand.check_or_call()
    hand.deal_board(c("5s"))
    assert hand.legal_actions().raise_to == (20, 20)  # turn: big bet
    rejected(hand, hand.complete_bet_or_raise_to, 10)


def test_raise_cap_casinos_austria_lifts_in_last_round_heads_up() -> None:
    hand = ft([1000] * 3, rules=Rules.profile("casinos_austria"))
    hand.fold()  # p3
    hand.check_or_call()
    hand.check_or_call()
    for board in ("2c3d4h", "5s"):
        hand.deal_board(c(board))
        hand.check_or_call()
        hand.check_or_call()
    hand.deal_board(c("9d"))
    for to in (20, 40, 60, 80):  # bet and three raises: the cap
        hand.complete_bet_or_raise_to(to)
    assert hand.legal_actions().raise_to == (100, 100)  # river, two players: uncapped


def test_raise_cap_never_lifted_when_the_setting_says_never() -> None:
    hand = ft([1000] * 2, rules=Rules(uncap_when="never"), tournament_heads_up=True)
    for to in (20, 30, 40):
        hand.complete_bet_or_raise_to(to)
    assert hand.legal_actions().raise_to is None


def _triple_draw(stacks: list[int], **kw: Any) -> HandState:
    n = len(stacks)
    return HandState(
        "F2L3D",
        stacks,
        blinds_or_straddles=[5, 10] + [0] * (n - 2),
        small_bet=10,
        big_bet=20,
        **kw,
    )


def test_draw_in_turn_from_the_first_active_seat_left_of_the_button() -> None:
    hand = _triple_draw([1000] * 4, rng=random.Random(4))
    hand.check_or_call()  # p3
    hand.check_or_call()  # p4 (button)
    hand.fold()  # p1 (small blind)
    hand.check_or_call()  # p2 (big blind)
    order = []
    while hand.phase_name == "drawing":
        order.append(hand.actor)
        hand.stand_pat_or_discard(())
    assert order == [1, 2, 3]


def test_draw_one_card_is_burned_even_when_everyone_stands_pat() -> None:
    hand = _triple_draw([1000] * 2, rng=random.Random(4))
    hand.check_or_call()
    hand.check_or_call()
    burned = sum(isinstance(e, CardsBurned) for e in hand.events)
    hand.stand_pat_or_discard(())
    hand.stand_pat_or_discard(())
    assert sum(isinstance(e, CardsBurned) for e in hand.events) == burned + 1


def test_triple_draw_has_three_draws_and_four_betting_rounds_single_draw_one_and_two() -> None:
    for code, draws, rounds in (("F2L3D", 3, 4), ("N2L1D", 1, 2)):
        setup: dict[str, Any] = {"small_bet": 10, "big_bet": 20} if code == "F2L3D" else {}
        hand = HandState(
            code,
            [1000] * 2,
            blinds_or_straddles=[5, 10],
            min_bet=10,
            rng=random.Random(1),
            **setup,
        )
        betting_rounds = 0
        while not hand.is_over:
            phase = hand.phase_name
            if phase == "betting":
                street = hand.street_index
                while hand.phase_name == "betting" and hand.street_index == street:
                    hand.check_or_call()
                betting_rounds += 1
            elif phase == "drawing":
                hand.stand_pat_or_discard(hand.hole[hand.actor or 0][:1])
            else:
                hand.show_or_muck(())
        assert sum(isinstance(e, Discarded) for e in hand.events) == 2 * draws
        assert betting_rounds == rounds


def test_discard_of_more_cards_than_the_game_allows_is_rejected() -> None:
    hand = HandState(
        "FB", [1000] * 2, blinds_or_straddles=[5, 10], small_bet=10, big_bet=20, manual=True
    )
    hand.deal_hole(0, c("2c3d4h5s"))
    hand.deal_hole(1, c("6c7d8h9s"))
    hand.check_or_call()
    hand.check_or_call()
    error = rejected(hand, hand.stand_pat_or_discard, c("2c3d4h5sAs"))
    assert "At most 4" in error.reason


def test_side_pots_are_settled_before_the_main_pot() -> None:
    hand = HandState("NT", [50, 100, 200], blinds_or_straddles=[5, 10, 0], min_bet=10, manual=True)
    for p, cards in enumerate(("AsAh", "KsKh", "2c7d")):
        hand.deal_hole(p, c(cards))
    hand.complete_bet_or_raise_to(200)
    hand.check_or_call()
    hand.check_or_call()
    for _ in range(3):
        hand.show_or_muck(())
    for board in ("3c8d9h", "Jc", "Qd"):
        hand.deal_board(c(board))
    awards = [e for e in hand.events if isinstance(e, PotAwarded)]
    assert [(e.pot, e.amount) for e in awards] == [(1, 100), (0, 150)]


def test_split_pot_is_divided_in_the_smallest_chip_in_play() -> None:
    def split(unit: int) -> list[int] | None:
        hand = HandState(
            "NT",
            [100] * 3,
            blinds_or_straddles=[5, 10, 0],
            min_bet=10,
            manual=True,
            rules=Rules(min_chip_unit=unit),
        )
        for p, cards in enumerate(("2c3d", "2d3c", "4d5c")):
            hand.deal_hole(p, c(cards))
        hand.check_or_call()  # p3 calls
        hand.fold()  # p1: 5 dead chips, pot 25
        hand.check_or_call()
        for board in ("AsKsQs", "Js", "Ts"):
            hand.deal_board(c(board))
            hand.check_or_call()
            hand.check_or_call()
        hand.show_or_muck(())
        hand.show_or_muck(())
        return hand.finishing_stacks

    assert split(1) == [95, 103, 102]
    assert split(5) == [95, 105, 100]  # 25 in 5-chip units: 15 and 10


def test_stud_odd_chip_goes_to_the_highest_card_by_suit() -> None:
    hand = stud("F7S", ["AsKdQc", "AhKcQd", "5h6hKh"], stacks=[100] * 3)
    hand.post_bring_in()  # p1: the Qc
    hand.check_or_call()
    hand.fold()  # pot 13
    for cards in (("Jc", "Jd"), ("9s", "9h"), ("3c", "3h"), ("2d", "2c")):
        hand.deal_hole(0, c(cards[0]))
        hand.deal_hole(1, c(cards[1]))
        while hand.phase_name == "betting":
            hand.check_or_call()
    while hand.phase_name == "showdown":
        hand.show_or_muck(())
    assert hand.finishing_stacks == [101, 100, 99]  # A-K-Q-J-9 each: the As takes 7
