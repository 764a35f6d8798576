"""Stud rules a floor person meets at a full table (issue 26, items 3 and 5).

Each expected figure is worked out by hand in the test from the rule quoted in its
docstring, never taken from the engine's own settlement.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

from tournament.cards import parse_cards
from tournament.engine import HandState, Rules


def c(text: str) -> list[int | None]:
    """Cards from text."""
    return list(parse_cards(text))


def _play(hand: HandState, streets: Mapping[int, Sequence[str]], fold: set[int]) -> None:
    """Deal each street's cards from ``streets`` (per player, dealing order), post the
    bring-in, check or call (``fold`` fold at their first turn), table every hand."""
    street = -1
    while not hand.is_over:
        phase = hand.phase_name
        if phase == "dealing":
            street += 1
            for p, cards in enumerate(streets[street]):
                if not hand.folded[p]:
                    hand.deal_hole(p, c(cards))
        elif phase == "bring-in":
            hand.post_bring_in()
        elif phase == "betting":
            if hand.actor in fold:
                hand.fold()
            else:
                hand.check_or_call()
        else:
            hand.show_or_muck(())


# ---------------------------------------------------------------- 3. all in for the ante


def _all_in_for_the_ante() -> HandState:
    # p0 has 5 chips and antes them all: its 2c is the lowest up card (the bring-in card).
    hand = HandState(
        "F7S", [5, 100, 100, 100], antes=5, bring_in=5, small_bet=10, big_bet=20, manual=True
    )
    for p, cards in enumerate(("AsKs2c", "AhKh9c", "AdKd9h", "QcQd8s")):
        hand.deal_hole(p, c(cards))
    return hand


def test_all_in_for_the_ante_the_next_player_may_fold_bring_in_or_complete() -> None:
    """French cardroom stud guide: "when the player with the low card is all in for the
    ante, the player to her left acts first and may fold, bring it in or complete."

    p0 (2c) is all in for the ante of 5: p1 (9c) acts first. p1 may fold; the duty
    passes to p2 (9h), who may bring it in for 5 or complete to the small bet, 10."""
    hand = _all_in_for_the_ante()
    legal = hand.legal_actions()
    assert (legal.player, legal.phase, legal.fold) == (1, "bring-in", True)
    assert (legal.bring_in, legal.raise_to) == (5, (10, 10))
    hand.fold()
    assert hand.folded == [False, True, False, False]
    legal = hand.legal_actions()
    assert (legal.player, legal.phase, legal.fold) == (2, "bring-in", True)
    assert (legal.bring_in, legal.raise_to) == (5, (10, 10))
    hand.post_bring_in()
    hand.check_or_call()  # p3 calls 5
    # antes 4 x 5 = 20, p2's bring-in 5 and p3's call 5: 30 in the middle, p1 out.
    assert sum(hand.contrib) == 30
    assert hand.stacks == [0, 95, 90, 90]


def test_the_bring_in_player_with_chips_still_may_not_fold() -> None:
    """The low card with chips must bring it in or complete (rules.md: "the bring-in
    player must post the bring-in or complete to a full small bet")."""
    hand = HandState(
        "F7S", [100, 100, 100], antes=5, bring_in=5, small_bet=10, big_bet=20, manual=True
    )
    for p, cards in enumerate(("AsKs2c", "AhKh9c", "AdKd9h")):
        hand.deal_hole(p, c(cards))
    legal = hand.legal_actions()
    assert (legal.player, legal.fold) == (0, False)
    assert not hand.can_fold()


def test_all_in_for_the_ante_a_fold_leaves_one_player_with_chips_no_betting() -> None:
    """p0 (2c) is all in for the ante, p1 folds: p2 is the only player with chips left
    and has nobody to bet against, so the hands are tabled and the cards dealt out.
    Antes 3 x 5 = 15; p0's ace high loses to p2's pair of nines: p2 100 - 5 + 15 = 110."""
    hand = HandState(
        "F7S", [5, 100, 100], antes=5, bring_in=5, small_bet=10, big_bet=20, manual=True
    )
    for p, cards in enumerate(("AsKs2c", "AhKh9c", "AdKd9h")):
        hand.deal_hole(p, c(cards))
    hand.fold()
    assert hand.actor is None or hand.phase_name == "showdown"
    later = {0: iter(c("3c4dTh8s")), 2: iter(c("QsJd9s8c"))}
    while not hand.is_over:
        if hand.phase_name == "showdown":
            hand.show_or_muck(())
        else:
            for p in (0, 2):
                hand.deal_hole(p, [next(later[p])])
    assert hand.finishing_stacks == [0, 95, 110]


# ---------------------------------------------------------------- 5. stud 8 odd chip


_STUD8_TIED_LOWS = {
    # p0: As 7c | 2d 5d 4d Kh | Ks -> high: a pair of kings; low 7-5-4-2-A
    # p1: Ah 7s | 2c 5c 4c Qd | Jd -> high: ace high;        low 7-5-4-2-A
    # p2 folds on 3rd street.
    0: ("As7c2d", "Ah7s2c", "9h9s8h"),
    1: ("5d", "5c", ""),
    2: ("4d", "4c", ""),
    3: ("Kh", "Qd", ""),
    4: ("Ks", "Jd", ""),
}


@pytest.mark.parametrize("profile", ["tda", "wsop", "casinos_austria"])
def test_stud8_tied_lows_odd_chip_by_the_highest_card_of_the_low_hand_ace_low(
    profile: str,
) -> None:
    """rules.md: the stud odd chip goes to "the winner with the highest card by suit
    among the five cards of the winning hand"; for the low half of stud 8 "the same by
    default". In a low hand the ace counts low, so of two 7-5-4-2-A lows the sevens
    decide: 7s (p1) beats 7c (p0); the aces (As, Ah) do not.

    Antes 3 x 1 = 3, p1 brings in 2 (2c, the lowest up card), p2 folds, p0 calls 2:
    the pot is 7. High half 4 (the odd chip goes high) to p0's kings; low half 3 split
    2 / 1, the odd chip to p1 (7s). p0: 100 - 3 + 4 + 1 = 102; p1: 100 - 3 + 2 = 99;
    p2: 100 - 1 = 99."""
    hand = HandState(
        "F7S/8",
        [100, 100, 100],
        antes=1,
        bring_in=2,
        small_bet=10,
        big_bet=20,
        manual=True,
        rules=Rules.profile(profile),
    )
    _play(hand, _STUD8_TIED_LOWS, fold={2})
    assert hand.finishing_stacks == [102, 99, 99]


def test_stud8_tied_lows_robert_gives_the_odd_chip_to_the_lowest_card_by_suit() -> None:
    """Robert's Rules (``low_odd_chip = low_card``): the lowest card by suit, aces low:
    Ah (p1) is lower than As (p0), so p1 gets the odd chip of the low half (2 of 3):
    p0 gets high 4 and low 1: 100 - 3 + 5 = 102; p1 low 2: 100 - 3 + 2 = 99."""
    hand = HandState(
        "F7S/8",
        [100, 100, 100],
        antes=1,
        bring_in=2,
        small_bet=10,
        big_bet=20,
        manual=True,
        rules=Rules.profile("robert"),
    )
    _play(hand, _STUD8_TIED_LOWS, fold={2})
    assert hand.finishing_stacks == [102, 99, 99]
