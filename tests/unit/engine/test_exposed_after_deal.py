"""Cards exposed by the dealer after the initial deal, by the rulebook's procedure.

rules.md ("Irregularities"): a card exposed after the initial deal (a board card
flashed, a draw card exposed) follows the rulebook's procedure rather than being
refused.  The procedures are Robert's Rules of Poker's (hold'em irregularities 3-5,
draw and lowball, seven-card stud):

- a board card turned before the betting round is complete: the premature flop or river
  goes back into the stub, which is scrambled, and is dealt again **without a burn**
  (the burn card stays); a premature turn card is **set aside**, the dealer burns and
  turns what would have been the river in the turn's place, and after that round the
  stub and the set-aside card are scrambled and the river is dealt without a burn;
- a card exposed while dealing the draw cannot be kept: it goes with the burns and the
  player gets the next card after the others' replacements;
- a player's card exposed by the dealer after the deal (a hold'em hole card, a stud down
  card on a later street, a stud 7th-street card) stays live and plays face up; on 7th
  street the order of betting stays the one of the cards dealt face up (an exposed 7th
  card does not change who acts first).

Every expected card is worked out by hand from the deck order written in the test.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.engine.test_engine_properties import CODES, _setup, _step
from tournament import hh
from tournament.cards import parse_cards
from tournament.engine import HandState, IllegalAction, Rules
from tournament.engine.events import BoardCardsExposed, CardExposed, CardsBurned, Misdealt
from tournament.hh import replay
from tournament.hh.history import VARIANT_FIELDS

_PHH_CODES = [code for code in CODES if code in VARIANT_FIELDS]  # FO has no PHH code


def c(text: str) -> list[int | None]:
    """Cards from text."""
    return list(parse_cards(text))


def card(text: str) -> int:
    found = c(text)[0]
    assert found is not None
    return found


def deck(first: str) -> list[int]:
    """A deck order whose top cards are ``first`` (then the rest in card order)."""
    top = [x for x in c(first) if x is not None]
    return top + [x for x in range(52) if x not in top]


def all_52(hand: HandState) -> bool:
    cards = [x for pile in hand.accounted_cards().values() for x in pile if x is not None]
    return sorted(cards) == list(range(52))


def rejected(hand: HandState, action: Any, *args: Any) -> IllegalAction:
    before = (list(hand.stacks), hand.actor, hand.phase, len(hand.events), list(hand.board))
    with pytest.raises(IllegalAction) as info:
        action(*args)
    assert (list(hand.stacks), hand.actor, hand.phase, len(hand.events), list(hand.board)) == (
        before
    )
    assert info.value.reason
    return info.value


def replays(hand: HandState) -> str:
    """The hand's PHH text; asserts that it replays to the same finishing stacks."""
    text = hh.dumps(hh.from_hand(hand))
    result = replay(hh.loads(text))
    assert result.ok, result.error
    assert list(result.finishing_stacks or ()) == hand.finishing_stacks
    return text


# Hold'em, 3 players, dealt one card at a time from p1: p1 AsAd, p2 KsKd, p3 QsQd; then
# burn 2c, flop 7h8h9h, burn 3c, turn Tc, burn 4c, river Jc.
_HOLDEM = "AsKsQsAdKdQd" + "2c7h8h9h" + "3cTc" + "4cJc"


def _holdem(**kw: Any) -> HandState:
    return HandState(
        "NT", [1000] * 3, blinds_or_straddles=[5, 10, 0], min_bet=10, deck=deck(_HOLDEM), **kw
    )


def _check_round(hand: HandState) -> None:
    street = hand.street_index
    while not hand.is_over and hand.street_index == street and hand.phase_name == "betting":
        hand.check_or_call()


# ---------------------------------------------------------------- premature board cards


def test_premature_flop_goes_back_into_the_stub_and_is_dealt_again_without_a_burn() -> None:
    hand = _holdem()
    hand.check_or_call()  # p3 calls; p1 and p2 still to act
    event = hand.expose_board_card()
    assert isinstance(event, BoardCardsExposed)
    assert (event.cards, event.remedy) == (tuple(c("7h8h9h")), "reshuffled")
    assert hand.board == []
    assert hand.burns == c("2c")
    assert set(c("7h8h9h")) <= set(hand.stub)  # back in the stub
    assert hand.actor == 0  # the betting round goes on
    _check_round(hand)
    assert len(hand.board) == 3
    assert hand.burns == c("2c")  # no second burn before the new flop
    held = set(c("AsKsQsAdKdQd2c"))
    assert not held & set(hand.board)
    assert all_52(hand)
    assert len([e for e in hand.events if isinstance(e, CardsBurned)]) == 1


def test_premature_turn_is_set_aside_the_river_card_becomes_the_turn() -> None:
    hand = _holdem()
    _check_round(hand)  # pre-flop: call, call, check
    assert hand.board == c("7h8h9h")
    hand.check_or_call()  # p1 checks on the flop; the dealer turns the turn early
    event = hand.expose_board_card()
    assert (event.cards, event.remedy) == (tuple(c("Tc")), "set aside")
    assert hand.burns == c("2c3c")
    assert hand.board == c("7h8h9h")
    _check_round(hand)
    # the dealer burns 4c and turns what would have been the river, Jc
    assert hand.board == c("7h8h9hJc")
    assert hand.burns == c("2c3c4c")
    assert card("Tc") not in hand.stub  # still aside during the turn's betting
    _check_round(hand)
    # the stub and the set-aside Tc are scrambled; the river comes without a burn
    assert len(hand.board) == 5
    assert hand.burns == c("2c3c4c")
    assert hand.board[4] not in set(c("AsKsQsAdKdQd2c3c4c7h8h9hJc"))  # held, burned, dealt
    assert all_52(hand)
    _check_round(hand)
    while not hand.is_over:
        hand.show_or_muck(())
    text = replays(hand)
    assert "Tc" in text  # the set-aside card is recorded in a note


def test_premature_river_goes_back_into_the_stub_and_is_dealt_without_a_burn() -> None:
    hand = _holdem()
    _check_round(hand)
    _check_round(hand)
    assert hand.board == c("7h8h9hTc")
    hand.check_or_call()
    event = hand.expose_board_card()
    assert (event.cards, event.remedy) == (tuple(c("Jc")), "reshuffled")
    assert card("Jc") in hand.stub
    _check_round(hand)
    assert len(hand.board) == 5
    assert hand.burns == c("2c3c4c")
    assert all_52(hand)
    _check_round(hand)
    while not hand.is_over:
        hand.show_or_muck(())
    replays(hand)


def test_premature_turn_with_manual_dealing_keeps_the_set_aside_card_off_the_turn() -> None:
    hand = HandState("NT", [1000] * 3, blinds_or_straddles=[5, 10, 0], min_bet=10, manual=True)
    for p, cards in enumerate(("AsAd", "KsKd", "QsQd")):
        hand.deal_hole(p, c(cards))
    _check_round(hand)
    hand.deal_board(c("7h8h9h"))
    hand.check_or_call()
    rejected(hand, hand.expose_board_card)  # manual dealing: the cards turned are named
    rejected(hand, hand.expose_board_card, c("As"))  # a card in a player's hand
    assert hand.expose_board_card(c("Tc")).remedy == "set aside"
    _check_round(hand)
    error = rejected(hand, hand.deal_board, c("Tc"))
    assert "aside" in error.reason
    hand.deal_board(c("Jc"))
    _check_round(hand)
    hand.deal_board(c("Tc"))  # back in the stub for the river
    assert hand.burns == [None, None, None]  # flop, early turn, turn; none at the river
    _check_round(hand)
    while not hand.is_over:
        hand.show_or_muck(())
    replays(hand)


def test_premature_flop_with_manual_dealing_may_come_again() -> None:
    hand = HandState("NT", [1000] * 3, blinds_or_straddles=[5, 10, 0], min_bet=10, manual=True)
    for p in range(3):
        hand.deal_hole(p, [None, None])
    hand.check_or_call()
    assert hand.expose_board_card(c("7h8h9h")).remedy == "reshuffled"
    _check_round(hand)
    hand.deal_board(c("7h2d3d"))  # reshuffled: the 7h may come again
    assert hand.burns == [None]  # the early flop's burn; the new flop has none


def test_premature_board_card_is_refused_where_the_rule_does_not_apply() -> None:
    hand = _holdem()
    rejected(hand, hand.expose_board_card, c("7h8h9h"))  # the engine deals: no cards named
    for _ in range(3):
        _check_round(hand)
    hand.check_or_call()
    error = rejected(hand, hand.expose_board_card)  # river betting: no card to come
    assert "no board card" in error.reason
    stud = HandState("F7S", [100] * 3, antes=1, bring_in=2, small_bet=10, big_bet=20, deck=deck(""))
    rejected(stud, stud.expose_board_card)


# ---------------------------------------------------------------- draw


# 2-7 triple draw, 3 players, 5 cards each dealt one at a time from p1:
# p1 2c3c4c5cKh, p2 2d3d4d5dKs, p3 2h3h4h5hKc; then burn Ad, replacements 7c 7d 8c 9c ...
_DRAW = "2c2d2h3c3d3h4c4d4h5c5d5hKhKsKc" + "Ad" + "7c7d8c9cTd"


def _triple_draw(**kw: Any) -> HandState:
    hand = HandState(
        "F2L3D",
        [1000] * 3,
        blinds_or_straddles=[5, 10, 0],
        small_bet=10,
        big_bet=20,
        **kw,
    )
    return hand


def test_card_exposed_in_the_draw_is_replaced_after_the_other_players() -> None:
    hand = _triple_draw(deck=deck(_DRAW))
    _check_round(hand)
    hand.stand_pat_or_discard(c("Kh"))  # p1 draws one
    hand.stand_pat_or_discard()  # p2 stands pat
    hand.stand_pat_or_discard(c("Kc"))  # p3 draws one
    # burn Ad; p1 gets 7c, p3 gets 7d; the dealer exposed p1's 7c
    assert hand.hole[0][-1] == card("7c")
    assert hand.hole[2][-1] == card("7d")
    actor = hand.actor
    event = hand.expose_card(0, card("7c"))
    assert isinstance(event, CardExposed)
    assert event.remedy == "replaced after the draw"
    assert hand.hole[0] == c("2c3c4c5c8c")  # the next card after the others' replacements
    assert hand.burns == c("Ad7c")  # the exposed card is dead, with the burns
    assert hand.actor == actor
    assert all_52(hand)
    while not hand.is_over:
        if hand.phase_name == "drawing":
            hand.stand_pat_or_discard()
        elif hand.phase_name == "showdown":
            hand.show_or_muck(())
        else:
            hand.check_or_call()
    text = replays(hand)
    assert "d dh p1 8c" in text  # written as finally dealt, the exposed card in a note


def test_card_exposed_in_the_draw_with_manual_dealing_is_replaced() -> None:
    hand = _triple_draw(manual=True)
    for p in range(3):
        hand.deal_hole(p, [None] * 5)
    _check_round(hand)
    hand.stand_pat_or_discard([None])
    hand.stand_pat_or_discard()
    hand.stand_pat_or_discard()
    hand.deal_hole(0, c("7c"))
    assert hand.phase_name == "betting"
    assert hand.expose_card(0, card("7c")).remedy == "replaced after the draw"
    assert hand.phase_name == "dealing"
    rejected(hand, hand.deal_hole, 0, c("7c"))  # dead: not dealt again
    hand.deal_hole(0, c("8c"))
    assert hand.phase_name == "betting"


def test_draw_card_exposed_after_the_betting_began_stays_live_face_up() -> None:
    hand = _triple_draw(deck=deck(_DRAW))
    _check_round(hand)
    hand.stand_pat_or_discard(c("Kh"))
    hand.stand_pat_or_discard()
    hand.stand_pat_or_discard()
    hand.check_or_call()  # the betting after the draw began
    assert hand.expose_card(0, card("7c")).remedy == "face up"
    assert card("7c") in hand.hole[0]


# ---------------------------------------------------------------- a player's card mid-hand


def test_hole_card_exposed_by_the_dealer_mid_hand_stays_live_face_up() -> None:
    hand = _holdem()
    hand.check_or_call()  # the action began: no longer the initial deal
    event = hand.expose_card(0, card("As"))
    assert event.remedy == "face up"
    assert hand.hole[0] == c("AsAd")
    assert hand.up[0] == [True, False]
    assert hand.actor == 0
    assert hand.stacks == [995, 990, 990]
    rejected(hand, hand.expose_card, 0, card("As"))  # already face up
    rejected(hand, hand.expose_card, 0, card("Ks"))  # not p1's card
    _check_round(hand)
    for _ in range(3):
        _check_round(hand)
    while not hand.is_over:
        hand.show_or_muck(())
    text = replays(hand)
    assert "# the dealer exposed p1's As" in text


@pytest.mark.parametrize("setting", ["deal_third_down", "misdeal"])
def test_stud_down_card_exposed_on_a_later_street_plays_face_up(setting: str) -> None:
    rules = Rules(stud_exposed_down_card=setting)  # type: ignore[arg-type]
    hand = HandState(
        "F7S",
        [1000] * 2,
        rules=rules,
        antes=1,
        bring_in=5,
        small_bet=10,
        big_bet=20,
        manual=True,
    )
    hand.deal_hole(0, c("AsKs9d"))
    hand.deal_hole(1, c("QhQd2c"))
    hand.post_bring_in()  # p2's 2c
    hand.check_or_call()
    hand.deal_hole(0, c("8d"))
    hand.deal_hole(1, c("3c"))
    # the dealer flips p1's As while pitching 4th street: live, face up, no misdeal
    event = hand.expose_card(0, card("As"))
    assert event.remedy == "face up"
    assert not any(isinstance(e, Misdealt) for e in hand.events)
    assert hand.up_cards(0) == c("As9d8d")
    assert not hand.is_over


def test_stud_seventh_street_card_exposed_stays_up_and_the_betting_order_stands() -> None:
    hand = HandState("F7S", [1000] * 2, antes=1, bring_in=5, small_bet=10, big_bet=20, manual=True)
    hand.deal_hole(0, c("4s4h2c"))
    hand.deal_hole(1, c("6s6h3d"))
    hand.post_bring_in()  # p1's 2c
    hand.check_or_call()
    for first, second in (("5d", "6d"), ("8h", "9s"), ("Jc", "Kd")):
        hand.deal_hole(0, c(first))
        hand.deal_hole(1, c(second))
        _check_round(hand)
    # boards: p1 2c 5d 8h Jc, p2 3d 6d 9s Kd: p2 is high and acts first
    hand.deal_hole(0, c("Kc"))
    assert hand.expose_card(0, card("Kc")).remedy == "face up"  # p1 would now be high
    hand.deal_hole(1, c("Ts"))
    assert hand.actor == 1  # the order of the cards dealt face up stands
    assert hand.up_cards(0)[-1] == card("Kc")
    _check_round(hand)
    while not hand.is_over:
        hand.show_or_muck(())
    replays(hand)


# ---------------------------------------------------------------- every variant, at random


@settings(max_examples=60, deadline=None)
@given(
    code=st.sampled_from(_PHH_CODES),
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32 - 1),
)
def test_exposures_at_any_moment_keep_chips_cards_and_the_record(
    code: str, players: int, seed: int
) -> None:
    """Random hands with cards exposed at random moments: every chip and card is kept,
    and the PHH written replays (manual dealing) to the same finishing stacks (unless a
    second card exposed in the initial deal made it a misdeal: the hand is void)."""
    rng = random.Random(seed)
    stacks = [rng.randint(20, 500) for _ in range(players)]
    hand = HandState(code, stacks, rng=rng, **_setup(code, players))
    steps = 0
    while not hand.is_over:
        assert all_52(hand)
        roll = rng.random()
        if roll < 0.15 and hand.can_expose_board_card():
            hand.expose_board_card()
        elif roll < 0.3:
            choices = [
                (p, x)
                for p in range(players)
                for x in hand.hole[p]
                if x is not None and hand.can_expose_card(p, x)
            ]
            if choices:
                hand.expose_card(*rng.choice(choices))
        if not hand.is_over:
            _step(hand, rng)
        steps += 1
        assert steps < 500
    assert hand.finishing_stacks is not None
    assert sum(hand.finishing_stacks) == sum(stacks)
    assert all_52(hand)
    if not any(isinstance(e, Misdealt) for e in hand.events):  # a void hand is not replayed
        replays(hand)
