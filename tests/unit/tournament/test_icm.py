"""ICM (Malmuth-Harville): exact DP, the approximation, and deals built on it."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.money import (
    EXACT_LIMIT,
    DealKind,
    MoneyError,
    chip_chop,
    even_chop,
    icm,
    icm_approx,
    icm_deal,
    icm_exact,
)


def brute_force(stacks: Sequence[int], payouts: Sequence[int]) -> list[float]:
    """Harville by enumerating every finishing order."""
    n = len(stacks)
    equity = [0.0] * n
    for order in itertools.permutations(range(n)):
        prob, left = 1.0, float(sum(stacks))
        for i in order:
            prob *= stacks[i] / left
            left -= stacks[i]
        for place, i in enumerate(order):
            if place < len(payouts):
                equity[i] += prob * payouts[place]
    return equity


def test_icm_textbook_example_5000_3000_2000_paying_50_30_20() -> None:
    equity = icm_exact([5_000, 3_000, 2_000], [50, 30, 20])
    # Worked by hand: 5,000 chips win 50% of the time, come 2nd 33.93%, 3rd 16.07%.
    assert equity == pytest.approx([38.393, 32.750, 28.857], abs=0.001)


def test_icm_equal_stacks_get_equal_equity() -> None:
    assert icm_exact([1_000] * 4, [50, 30, 20]) == pytest.approx([25.0] * 4)


def test_icm_heads_up_is_chip_proportional_above_second_prize() -> None:
    assert icm_exact([3_000, 1_000], [700, 300]) == pytest.approx([600, 400])


@settings(max_examples=60, deadline=None)
@given(
    stacks=st.lists(st.integers(1, 10_000), min_size=1, max_size=6),
    payouts=st.lists(st.integers(0, 10_000), min_size=1, max_size=7),
)
def test_icm_exact_matches_brute_force(stacks: list[int], payouts: list[int]) -> None:
    payouts.sort(reverse=True)
    assert icm_exact(stacks, payouts) == pytest.approx(brute_force(stacks, payouts), abs=1e-6)


@settings(max_examples=60, deadline=None)
@given(
    stacks=st.lists(st.integers(1, 100_000), min_size=2, max_size=10),
    payouts=st.lists(st.integers(0, 100_000), min_size=1, max_size=10),
)
def test_icm_equities_sum_to_the_prize_money(stacks: list[int], payouts: list[int]) -> None:
    payouts.sort(reverse=True)
    reachable = sum(payouts[: len(stacks)])
    assert sum(icm_exact(stacks, payouts)) == pytest.approx(reachable, rel=1e-9, abs=1e-6)


def test_icm_approximation_close_to_exact_at_twelve_players() -> None:
    rng = random.Random(7)
    stacks = [rng.randint(1_000, 60_000) for _ in range(12)]
    payouts = sorted((rng.randint(100, 10_000) for _ in range(12)), reverse=True)
    exact = icm_exact(stacks, payouts)
    approx = icm_approx(stacks, payouts, random.Random(1), samples=5_000, depth=2)
    assert sum(approx) == pytest.approx(sum(payouts))
    assert max(abs(a - e) for a, e in zip(approx, exact, strict=True)) < 0.01 * sum(payouts)


def test_icm_approximation_is_exact_when_depth_covers_every_place() -> None:
    stacks, payouts = [5_000, 3_000, 2_000], [50, 30, 20]
    assert icm_approx(stacks, payouts, random.Random(0)) == pytest.approx(
        icm_exact(stacks, payouts)
    )


def test_icm_beyond_the_exact_limit_needs_a_random_source() -> None:
    stacks = [1_000 + i for i in range(EXACT_LIMIT + 1)]
    with pytest.raises(MoneyError, match="needs a random source"):
        icm(stacks, [100, 50])
    equity = icm(stacks, [100, 50], random.Random(3), samples=200)
    assert sum(equity) == pytest.approx(150)


def test_icm_refuses_a_player_without_chips() -> None:
    with pytest.raises(MoneyError, match="needs chips"):
        icm_exact([100, 0], [70, 30])


# Deals ---------------------------------------------------------------------------------

STACKS = {"ann": 5_000, "bob": 3_000, "cy": 2_000}


def test_icm_deal_integer_amounts_sum_to_remaining_prize_money() -> None:
    deal = icm_deal(STACKS, [5_000, 3_000, 2_000])
    assert deal.kind is DealKind.ICM
    assert dict(deal.amounts) == {"ann": 3_839, "bob": 3_275, "cy": 2_886}
    assert deal.total == 10_000


def test_deal_play_for_is_held_back_for_the_winner() -> None:
    deal = icm_deal(STACKS, [5_000, 3_000, 2_000], play_for=1_000)
    assert deal.play_for == 1_000
    assert sum(a for _, a in deal.amounts) == 9_000
    assert deal.total == 10_000


def test_deal_play_for_cannot_exceed_first_prize() -> None:
    with pytest.raises(MoneyError, match=r"cannot exceed first prize \(50.00\)"):
        icm_deal(STACKS, [5_000, 3_000, 2_000], play_for=5_001)


def test_chip_chop_gives_everyone_the_last_prize_then_splits_by_chips() -> None:
    deal = chip_chop(STACKS, [5_000, 3_000, 2_000])
    assert dict(deal.amounts) == {"ann": 4_000, "bob": 3_200, "cy": 2_800}
    plain = chip_chop(STACKS, [5_000, 3_000, 2_000], floor_at_last_prize=False)
    assert dict(plain.amounts) == {"ann": 5_000, "bob": 3_000, "cy": 2_000}


def test_even_chop() -> None:
    deal = even_chop(STACKS, [5_000, 3_000, 2_001])
    assert dict(deal.amounts) == {"ann": 3_334, "bob": 3_334, "cy": 3_333}


def test_deal_rounded_to_unit() -> None:
    deal = icm_deal(STACKS, [5_000, 3_000, 2_000], unit=100)
    assert all(a % 100 == 0 for _, a in deal.amounts)
    assert sum(a for _, a in deal.amounts) == 10_000


@settings(max_examples=100, deadline=None)
@given(
    chips=st.lists(st.integers(1, 10**6), min_size=2, max_size=9),
    payouts=st.lists(st.integers(0, 10**7), min_size=2, max_size=9),
    play_for_part=st.integers(0, 100),
    unit=st.sampled_from([1, 100, 500]),
    method=st.sampled_from(["icm", "chip", "even"]),
)
def test_deals_sum_exactly_and_nobody_gets_less_than_the_smallest_prize(
    chips: list[int], payouts: list[int], play_for_part: int, unit: int, method: str
) -> None:
    payouts.sort(reverse=True)
    stacks = {f"p{i}": c for i, c in enumerate(chips)}
    pay = (payouts + [0] * len(chips))[: len(chips)]
    play_for = pay[0] * play_for_part // 100
    if method == "icm":
        deal = icm_deal(stacks, payouts, play_for=play_for, unit=unit)
    elif method == "chip":
        deal = chip_chop(stacks, payouts, play_for=play_for, unit=unit)
    else:
        deal = even_chop(stacks, payouts, play_for=play_for, unit=unit)
    amounts = [a for _, a in deal.amounts]
    assert sum(amounts) + play_for == sum(pay)
    adjusted = [pay[0] - play_for, *pay[1:]]
    assert min(amounts) >= min(adjusted)


@settings(max_examples=20, deadline=None)
@given(
    stacks=st.lists(st.integers(1, 10**6), min_size=16, max_size=20),
    seed=st.integers(0, 2**32),
)
def test_icm_approximation_equities_sum_to_the_prize_money(stacks: list[int], seed: int) -> None:
    payouts = [1_000 * (len(stacks) - k) for k in range(len(stacks))]
    equity = icm_approx(stacks, payouts, random.Random(seed), samples=300)
    assert sum(equity) == pytest.approx(sum(payouts), rel=1e-9)
    assert min(equity) >= min(payouts) - 1e-6


def test_icm_deal_for_twenty_players_uses_the_approximation() -> None:
    stacks = {f"p{i}": 10_000 * (i + 1) for i in range(20)}
    payouts = [100_000 - 4_000 * k for k in range(20)]
    deal = icm_deal(stacks, payouts, rng=random.Random(11))
    amounts = dict(deal.amounts)
    assert sum(amounts.values()) == sum(payouts)
    assert amounts["p19"] > amounts["p0"]  # the biggest stack is worth more
    assert min(amounts.values()) >= payouts[-1]


def test_an_even_chop_of_less_than_a_unit_each_keeps_everyone_at_the_smallest_prize() -> None:
    # Found by hypothesis: 2 cents split evenly in units of 1.00 gave (2, 0).
    deal = even_chop({"p0": 1, "p1": 1}, [1, 1], unit=100)
    assert sorted(a for _, a in deal.amounts) == [1, 1]
