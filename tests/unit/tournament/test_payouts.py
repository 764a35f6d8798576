"""Payout tables: places paid, the generated curve, edited tables."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.money import (
    MoneyError,
    PayoutPolicy,
    generate_payouts,
    payouts_from_percentages,
    percentages,
    places_paid,
    validate_payouts,
)


def test_about_fifteen_percent_of_the_field_is_paid_by_default() -> None:
    assert places_paid(100) == 15
    assert places_paid(1_000) == 150
    assert places_paid(9) == 1
    assert places_paid(100, Fraction(10, 100)) == 10


def test_first_place_share_is_bigger_in_small_fields() -> None:
    small = generate_payouts(200_000, field=20, buy_in=10_000)
    big = generate_payouts(10_000_000, field=1_000, buy_in=10_000)
    assert small[0] / sum(small) == pytest.approx(0.5, abs=0.01)
    assert 0.18 <= big[0] / sum(big) <= 0.30
    assert small[0] / sum(small) > big[0] / sum(big)


def test_min_cash_is_at_least_one_and_a_half_buy_ins_by_default() -> None:
    table = generate_payouts(1_000_000, field=100, buy_in=10_000, fee=1_000)
    assert table[-1] >= 15_000


def test_min_cash_is_configurable() -> None:
    table = generate_payouts(
        1_000_000, field=100, buy_in=10_000, policy=PayoutPolicy(min_cash=20_000)
    )
    assert table[-1] == 20_000


def test_amounts_are_rounded_to_the_unit() -> None:
    table = generate_payouts(1_234_567, field=100, buy_in=10_000, policy=PayoutPolicy(unit=500))
    assert all(a % 500 == 0 for a in table[1:])
    assert sum(table) == 1_234_567


def test_editable_percentage_table() -> None:
    assert payouts_from_percentages(10_000, ["50", "30", "20"], unit=100) == (5000, 3000, 2000)
    assert sum(payouts_from_percentages(9_999, ["33.4", "33.3", "33.3"])) == 9_999
    with pytest.raises(MoneyError, match="add up to 95%, not 100%"):
        payouts_from_percentages(10_000, [50, 30, 15])
    with pytest.raises(MoneyError, match=r"Place 3 pays more than place 2 \(30% > 20%\)"):
        payouts_from_percentages(10_000, [50, 20, 30])


def test_editable_amount_table() -> None:
    assert validate_payouts(10_000, [6_000, 4_000]) == (6_000, 4_000)
    with pytest.raises(MoneyError, match=r"Payouts add up to 99\.50 but the prize pool is 100\.00"):
        validate_payouts(10_000, [6_000, 3_950])
    with pytest.raises(MoneyError, match="Place 2 pays more than place 1"):
        validate_payouts(10_000, [4_000, 6_000])
    with pytest.raises(MoneyError, match="Place 2 must pay something"):
        validate_payouts(10_000, [10_000, 0])


def test_percentages_of_a_table() -> None:
    assert percentages((500, 300, 200)) == (Fraction(50), Fraction(30), Fraction(20))


@settings(max_examples=200, deadline=None)
@given(
    field=st.integers(1, 3_000),
    buy_in=st.sampled_from([500, 1_000, 5_500, 10_000, 100_000]),
    overlay=st.integers(0, 1_000_000),
    unit=st.sampled_from([1, 5, 100, 500, 10_000]),
    percent=st.sampled_from([Fraction(10, 100), Fraction(15, 100), Fraction(20, 100)]),
)
def test_generated_payouts_sum_to_the_prize_pool(
    field: int, buy_in: int, overlay: int, unit: int, percent: Fraction
) -> None:
    pool = field * buy_in + overlay
    table = generate_payouts(pool, field, buy_in, policy=PayoutPolicy(percent, unit=unit))
    assert sum(table) == pool
    assert len(table) == places_paid(field, percent)
    assert all(a >= b for a, b in itertools.pairwise(table))  # non-increasing
    assert all(a % unit == 0 for a in table[1:])
    min_cash = -(-(buy_in * 3 // 2) // unit) * unit
    if min_cash * len(table) <= pool and len(table) > 1:
        assert table[-1] >= min_cash


@settings(max_examples=200, deadline=None)
@given(
    pool=st.integers(0, 10**9),
    shares=st.lists(st.integers(1, 1_000), min_size=1, max_size=30),
    unit=st.sampled_from([1, 5, 100]),
)
def test_percentage_tables_sum_exactly_to_the_prize_pool(
    pool: int, shares: list[int], unit: int
) -> None:
    shares.sort(reverse=True)
    total = sum(shares)
    percents = [Fraction(100 * s, total) for s in shares]
    table = payouts_from_percentages(pool, percents, unit)
    assert sum(table) == pool
    assert all(a >= b for a, b in itertools.pairwise(table))
