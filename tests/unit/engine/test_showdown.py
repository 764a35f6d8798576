"""Awarding pots: best eligible hand, side pots first, hi-lo, odd chips."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.cards import (
    high_rank,
    low_8_rank,
    omaha_high_rank,
    omaha_low_8_rank,
    parse_known_cards,
)
from tournament.engine.pots import Pot
from tournament.engine.showdown import (
    ShowdownError,
    award_pots,
    button_order,
    high_card_order,
    settle,
    split_amount,
)


def p(text: str) -> list[int]:
    return list(parse_known_cards(text))


def test_best_hand_wins_the_pot() -> None:
    s = settle([50, 50, 50], [False, False, False], high=[3, 9, 5])
    assert s.winnings == (0, 150, 0)


def test_side_pot_goes_to_best_eligible_hand_and_main_pot_to_best_overall() -> None:
    # p3 (best hand) all-in for 20; p1 beats p2 for the side pot.
    s = settle([100, 100, 20], [False, False, False], high=[7, 4, 9])
    assert s.winnings == (160, 0, 60)
    assert [a.index for a in s.awards] == [0, 1]
    assert s.awards[1].shares[0].player == 0


def test_folded_player_cannot_win_even_with_the_best_cards() -> None:
    s = settle([40, 40, 10], [False, False, True], high=[1, 2, 99])
    assert s.winnings == (0, 90, 0)


def test_uncalled_bet_is_returned_in_settlement() -> None:
    s = settle([300, 100], [False, False], high=[1, 2])
    assert s.returned == (200, 0)
    assert s.winnings == (200, 200)


def test_single_eligible_player_wins_without_showing() -> None:
    [award] = award_pots([Pot(70, (2,))], high=[None, None, None], order=[0, 1, 2])
    assert [(sh.player, sh.amount) for sh in award.shares] == [(2, 70)]


def test_tie_splits_evenly() -> None:
    a = high_rank(p("AhKd9c7s3h"))
    b = high_rank(p("AsKc9d7h3s"))
    assert a == b
    s = settle([50, 50, 50], [False, False, False], high=[a, b, a - 1])
    assert s.winnings == (75, 75, 0)


def test_odd_chip_goes_to_first_winner_clockwise_from_button() -> None:
    # Button games: order starts left of the button (p1 in PHH order).
    s = settle([25, 25, 25], [False, False, False], high=[5, 7, 7])
    assert s.winnings == (0, 38, 37)
    s = settle([25, 25, 25], [False, False, False], high=[7, 5, 7], order=button_order(3, 2))
    assert s.winnings == (37, 0, 38)


def test_stud_odd_chip_goes_to_highest_card_by_suit() -> None:
    hands = [p("AcKd2c2d3h4s5c"), p("AsQd2h2s3c4d5d")]
    order = high_card_order(hands)
    assert order == [1, 0]  # As beats Ac
    s = settle([25, 26], [False, False], high=[9, 9], order=order)
    assert s.winnings == (25, 26)
    [award] = award_pots([Pot(51, (0, 1))], high=[9, 9], order=order)
    assert {sh.player: sh.amount for sh in award.shares} == {1: 26, 0: 25}


def test_split_is_in_smallest_chip_unit() -> None:
    # Three-way split of 500 in 25-chips: 20 units -> 7, 7, 6.
    assert split_amount(500, [0, 1, 2], unit=25) == [(0, 175), (1, 175), (2, 150)]


def test_several_odd_chips_one_each() -> None:
    # 4 winners, 10 units of 5: 2 each and 2 odd chips, one each to the first two.
    assert split_amount(50, [2, 0, 3, 1], unit=5, odd_chips="one_each") == [
        (2, 15),
        (0, 15),
        (3, 10),
        (1, 10),
    ]


def test_several_odd_chips_all_to_first() -> None:
    assert split_amount(50, [2, 0, 3, 1], unit=5, odd_chips="all_to_first") == [
        (2, 20),
        (0, 10),
        (3, 10),
        (1, 10),
    ]


def test_remainder_smaller_than_the_smallest_chip_goes_to_first_winner() -> None:
    # 4 chips of 25 split 2-2; the extra 1 (no such chip) goes to the first winner.
    assert split_amount(101, [0, 1], unit=25) == [(0, 51), (1, 50)]


def test_unknown_odd_chip_setting_is_rejected() -> None:
    with pytest.raises(ShowdownError, match="odd_chips"):
        split_amount(10, [0, 1], odd_chips="random")


def test_hi_lo_splits_between_best_high_and_best_low() -> None:
    board = p("2c 5d 7h Kd Ks")
    hole = [p("AhKcQsJs"), p("3d4dQhJh")]
    high = [omaha_high_rank(h, board) for h in hole]
    low = [omaha_low_8_rank(h, board) for h in hole]
    assert low[0] is None  # only one low card in p1's hand
    assert high[0] > high[1]  # three kings beat a pair of kings
    s = settle([100, 100], [False, False], high=high, low=low)
    # p1 wins the high half, p2's 7-5-4-3-2 the low half.
    assert s.winnings == (100, 100)


def test_hi_lo_high_takes_all_when_nobody_qualifies_for_low() -> None:
    high = [high_rank(p("KcKd9h9s2c7d8h")), high_rank(p("QcQd9c9d2d7c8s"))]
    low = [low_8_rank(p("KcKd9h9s2c7d8h")), low_8_rank(p("QcQd9c9d2d7c8s"))]
    assert low == [None, None]
    s = settle([60, 60], [False, False], high=high, low=low)
    assert s.winnings == (120, 0)
    assert {sh.half for a in s.awards for sh in a.shares} == {"high"}


def test_hi_lo_odd_chip_goes_to_the_high_half() -> None:
    [award] = award_pots([Pot(45, (0, 1))], high=[9, 1], low=[None, 5], order=[0, 1])
    assert {(sh.player, sh.half): sh.amount for sh in award.shares} == {
        (0, "high"): 23,
        (1, "low"): 22,
    }


def test_hi_lo_quartered_pot_follows_odd_chip_order_inside_the_half() -> None:
    # Pot 90 in 5-chips (18): high 9 chips to p1; low 9 chips split by p3, p2 in that order.
    [award] = award_pots(
        [Pot(90, (0, 1, 2))], high=[9, 1, 1], low=[None, 5, 5], order=[2, 0, 1], min_chip_unit=5
    )
    got = {(sh.player, sh.half): sh.amount for sh in award.shares}
    assert got == {(0, "high"): 45, (2, "low"): 25, (1, "low"): 20}


def test_same_player_can_scoop_both_halves() -> None:
    s = settle([30, 30], [False, False], high=[9, 1], low=[8, 4])
    assert s.winnings == (60, 0)


def test_side_pot_in_hi_lo_uses_only_its_eligible_lows() -> None:
    # p3 all-in for 10 has the only low; the side pot (p1, p2) goes all to the high.
    s = settle([50, 50, 10], [False, False, False], high=[9, 5, 1], low=[None, None, 7])
    assert s.winnings == (80 + 15, 0, 15)


def test_pot_with_no_shown_hand_is_an_error() -> None:
    with pytest.raises(ShowdownError, match="no hand"):
        award_pots([Pot(10, (0, 1))], high=[None, None], order=[0, 1])


@settings(max_examples=200, deadline=None)
@given(
    data=st.data(),
    n=st.integers(min_value=2, max_value=9),
    unit=st.sampled_from([1, 5, 25]),
    odd=st.sampled_from(["one_each", "all_to_first"]),
    hi_lo=st.booleans(),
)
def test_awarding_conserves_chips(
    data: st.DataObject, n: int, unit: int, odd: str, hi_lo: bool
) -> None:
    contributions = data.draw(st.lists(st.integers(0, 50), min_size=n, max_size=n))
    contributions = [c * unit for c in contributions]
    folded = data.draw(st.lists(st.booleans(), min_size=n, max_size=n))
    if all(folded):
        folded[data.draw(st.integers(0, n - 1))] = False
    high = [data.draw(st.integers(0, 3)) for _ in range(n)]
    low = [data.draw(st.one_of(st.none(), st.integers(0, 3))) for _ in range(n)] if hi_lo else None
    order = data.draw(st.permutations(range(n)))
    s = settle(
        contributions,
        folded,
        [h if not f else None for h, f in zip(high, folded, strict=True)],
        low,
        order=order,
        min_chip_unit=unit,
        odd_chips=odd,
    )
    assert sum(s.winnings) == sum(contributions)
    assert all(w >= 0 for w in s.winnings)
    for i in range(n):
        if folded[i]:
            assert s.winnings[i] == s.returned[i]
    # Shares are whole chips of the unit, and one_each gives at most one odd chip each.
    for award in s.awards:
        for sh in award.shares:
            assert sh.amount % unit == 0
        if odd == "one_each":
            for half in ("high", "low", "whole"):
                amounts = [sh.amount for sh in award.shares if sh.half == half]
                if amounts:
                    assert max(amounts) - min(amounts) <= unit
