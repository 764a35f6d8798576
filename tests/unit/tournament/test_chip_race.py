"""Colour-up chip race (TDA 2024 rule 24)."""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.money import MoneyError, RaceSeat, chip_race


class StackedDeck(random.Random):
    """A 'shuffle' that leaves the deck in order: cards are dealt As, Ah, Ad, Ac, Ks, ..."""

    def shuffle(self, x: MutableSequence[Any]) -> None:
        return None


def test_full_sets_are_changed_and_only_odd_chips_race() -> None:
    result = chip_race([RaceSeat("ann", 1, 7, 1_000)], 25, 100, random.Random(1))
    (share,) = result.shares
    assert (share.changed, share.odd_chips, len(share.cards)) == (1, 3, 3)


def test_tda_24_chip_race_starts_from_seat_1_one_card_per_odd_chip() -> None:
    seats = [RaceSeat("cy", 3, 1, 500), RaceSeat("ann", 1, 2, 500), RaceSeat("bob", 2, 0, 500)]
    result = chip_race(seats, 25, 100, StackedDeck())
    by_player = {s.player: s for s in result.shares}
    assert [s.seat for s in result.shares] == [1, 2, 3]
    assert by_player["ann"].cards == ("As", "Ah")  # seat 1 is dealt first
    assert by_player["bob"].cards == ()
    assert by_player["cy"].cards == ("Ad",)


def test_tda_24_chip_race_highest_card_by_rank_then_suit_wins() -> None:
    # Odd value 50 of 100 -> one chip raced (half rounds up); seat 1 holds As.
    seats = [RaceSeat("ann", 1, 1, 500), RaceSeat("bob", 2, 1, 500)]
    result = chip_race(seats, 25, 100, StackedDeck())
    assert result.raced_chips == 1
    assert [s.won_race for s in result.shares] == [True, False]  # As beats Ah by suit


def test_tda_24_chip_race_at_most_one_chip_per_player() -> None:
    # 3 + 3 odd 25s = 150 -> two 100s raced; each player can win only one.
    seats = [RaceSeat("ann", 1, 3, 500), RaceSeat("bob", 2, 3, 500)]
    result = chip_race(seats, 25, 100, random.Random(5))
    assert result.raced_chips == 2
    assert all(s.won_race for s in result.shares)


def test_tda_24_chip_race_nobody_raced_out() -> None:
    # Two players with only one odd 25 each: one 100 is raced (half up); the loser
    # would have nothing, so he gets one 100 chip (the smallest chip still in play).
    seats = [RaceSeat("ann", 1, 1, 0), RaceSeat("bob", 2, 1, 0)]
    result = chip_race(seats, 25, 100, random.Random(2))
    assert all(s.value_after >= 100 for s in result.shares)
    assert sum(s.saved for s in result.shares) == 1
    assert result.minimum_chip_change == 100
    assert result.value_after == result.value_before + result.change


def test_chip_race_rounding_settings() -> None:
    seats = [RaceSeat("ann", 1, 1, 500)]  # 25 of a 100: less than half
    assert chip_race(seats, 25, 100, random.Random(0)).raced_chips == 0
    assert chip_race(seats, 25, 100, random.Random(0), rounding="up").raced_chips == 1
    seats = [RaceSeat("ann", 1, 2, 500)]  # exactly half rounds up
    assert chip_race(seats, 25, 100, random.Random(0)).raced_chips == 1
    assert chip_race(seats, 25, 100, random.Random(0), rounding="down").raced_chips == 0


def test_colour_up_needs_a_larger_multiple() -> None:
    with pytest.raises(MoneyError, match="larger multiple"):
        chip_race([RaceSeat("ann", 1, 1, 0)], 25, 60, random.Random(0))


SEATS = st.lists(st.tuples(st.integers(0, 40), st.integers(0, 20)), min_size=1, max_size=10).map(
    lambda rows: [
        RaceSeat(f"p{i}", i + 1, removed, other * 500) for i, (removed, other) in enumerate(rows)
    ]
)


@settings(max_examples=200, deadline=None)
@given(
    seats=SEATS,
    denominations=st.sampled_from([(25, 100), (5, 25), (100, 500), (25, 500), (1_000, 5_000)]),
    seed=st.integers(0, 2**32),
    rounding=st.sampled_from(["half_up", "up", "down"]),
)
def test_chip_race_value_conserved_except_the_reported_rounding(
    seats: list[RaceSeat], denominations: tuple[int, int], seed: int, rounding: Any
) -> None:
    removed, next_chip = denominations
    # other chips are whole chips of the new smallest denomination
    seats = [
        RaceSeat(s.player, s.seat, s.removed_chips, s.other_value // 500 * next_chip) for s in seats
    ]
    result = chip_race(seats, removed, next_chip, random.Random(seed), rounding=rounding)
    odd_value = sum(s.removed_chips % (next_chip // removed) for s in seats) * removed
    assert result.odd_value == odd_value
    assert result.value_before == sum(s.other_value + s.removed_chips * removed for s in seats)
    assert (
        result.value_after == result.value_before + result.race_change + result.minimum_chip_change
    )
    assert result.race_change == result.raced_chips * next_chip - odd_value
    assert abs(result.race_change) < next_chip * max(1, len(seats))
    for before, share in zip(sorted(seats, key=lambda s: s.seat), result.shares, strict=True):
        full = before.removed_chips // (next_chip // removed)
        won = 1 if share.won_race else 0
        assert won <= 1  # at most one raced chip per player
        if share.won_race:
            assert share.odd_chips > 0  # only players with odd chips race
        expected = before.other_value + (full + won) * next_chip
        if share.value_before > 0 and expected == 0:
            assert share.saved
            assert share.value_after == next_chip
        else:
            assert share.value_after == expected
        assert share.value_after % next_chip == 0
    assert sum(s.won_race for s in result.shares) == result.raced_chips


def test_chip_race_with_more_odd_chips_than_a_deck_uses_a_fresh_deck() -> None:
    # 25s coloured up to 500s: up to 19 odd chips each, 76 cards for four players.
    seats = [RaceSeat(f"p{i}", i + 1, 19, 500) for i in range(4)]
    result = chip_race(seats, 25, 500, random.Random(9))
    assert sum(len(s.cards) for s in result.shares) == 76
    assert result.raced_chips == 4  # 76 x 25 = 1,900 -> 3.8 chips, rounds up to 4
    assert all(s.won_race for s in result.shares)
