"""Payout tables to choose from (issue 27, item 13): the curves, the places paid by entries,
by a percentage or fixed, the min cash and the rounding unit; every table sums to the pool
(a property over many pools, fields and choices). Figures worked out by hand."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.money import MoneyError, PayoutCurve, PayoutTableChoice, payout_table

EURO = 100


def test_places_paid_by_entries_by_a_percentage_or_fixed() -> None:
    # 45 entries: 15 % is 6.75 -> 7 places; the flat club curve pays 20 %: 9 places.
    assert len(payout_table(PayoutTableChoice(), 4_500 * EURO, 45, 100 * EURO)) == 7
    flat = PayoutTableChoice(PayoutCurve.FLAT)
    assert len(payout_table(flat, 4_500 * EURO, 45, 100 * EURO)) == 9
    # 10 % of 45 is 4.5 -> 5 places (half up); a fixed 4 places; never more than the field.
    tenth = PayoutTableChoice(paid_percent=Fraction(10, 100))
    assert len(payout_table(tenth, 4_500 * EURO, 45, 100 * EURO)) == 5
    assert len(payout_table(PayoutTableChoice(places=4), 4_500 * EURO, 45, 100 * EURO)) == 4
    assert len(payout_table(PayoutTableChoice(places=12), 1_000 * EURO, 10, 100 * EURO)) == 10


def test_the_curves_give_first_place_their_share_steep_above_standard_above_flat() -> None:
    pool = 10_000 * EURO  # 100 entries of €100; ten places paid (fixed)
    tables = {
        curve: payout_table(PayoutTableChoice(curve, places=10), pool, 100, 100 * EURO)
        for curve in PayoutCurve
    }
    # First place's share of €10,000 with ten paid: steep 34 %, standard 30 %, flat 22 %.
    assert tables[PayoutCurve.STEEP][0] == 3_400 * EURO
    assert tables[PayoutCurve.STANDARD][0] == 3_000 * EURO
    assert tables[PayoutCurve.FLAT][0] == 2_200 * EURO
    # The min cash by default: the larger of €100 + €0 and 1.5 x €100 = €150, to 10th place
    # (the flat curve over ten places cannot taper down to it: its 10th place gets more).
    assert tables[PayoutCurve.STEEP][-1] == 150 * EURO
    assert tables[PayoutCurve.STANDARD][-1] == 150 * EURO
    assert tables[PayoutCurve.FLAT][-1] > 150 * EURO
    assert {sum(table) for table in tables.values()} == {pool}


def test_a_min_cash_and_a_ten_euro_unit_the_cents_below_a_unit_go_to_first_place() -> None:
    # €1,003 for 3 places in €10 units, min cash €200: €1,000 in tens, €3 left to first.
    choice = PayoutTableChoice(places=3, min_cash=200 * EURO, unit=10 * EURO)
    table = payout_table(choice, 1_003 * EURO, 20, 50 * EURO)
    assert sum(table) == 1_003 * EURO
    assert table[0] % (10 * EURO) == 3 * EURO
    assert all(prize % (10 * EURO) == 0 for prize in table[1:])
    assert table[-1] == 200 * EURO
    # Three places with first at 50 % (the standard curve): €500 + €3.
    assert table[0] == 503 * EURO


def test_what_cannot_be_paid_is_refused_with_the_figures() -> None:
    with pytest.raises(MoneyError, match=r"cannot pay 5 places at least 10\.00 each"):
        payout_table(PayoutTableChoice(places=5, unit=10 * EURO), 40 * EURO, 20, 2 * EURO)
    with pytest.raises(MoneyError, match="must be at least one rounding unit"):
        PayoutTableChoice(min_cash=3 * EURO, unit=5 * EURO)
    with pytest.raises(MoneyError, match="At least one place"):
        PayoutTableChoice(places=0)


@settings(max_examples=400, deadline=None)
@given(
    pool_units=st.integers(min_value=1, max_value=200_000),
    cents=st.integers(min_value=0, max_value=99),
    entries=st.integers(min_value=1, max_value=1_500),
    curve=st.sampled_from(list(PayoutCurve)),
    places=st.one_of(st.none(), st.integers(min_value=1, max_value=200)),
    percent=st.one_of(st.none(), st.integers(min_value=1, max_value=100)),
    unit=st.sampled_from([1, 100, 500, 1_000, 2_500]),
    buy_in=st.integers(min_value=0, max_value=100_000),
    min_cash_units=st.one_of(st.none(), st.integers(min_value=1, max_value=50)),
)
def test_every_table_sums_to_the_pool_in_whole_units_and_never_pays_a_place_above_another(
    pool_units: int,
    cents: int,
    entries: int,
    curve: PayoutCurve,
    places: int | None,
    percent: int | None,
    unit: int,
    buy_in: int,
    min_cash_units: int | None,
) -> None:
    pool = pool_units * 100 + cents
    min_cash = None if min_cash_units is None else min_cash_units * unit
    choice = PayoutTableChoice(
        curve,
        places,
        None if percent is None else Fraction(percent, 100),
        min_cash,
        unit,
    )
    paid = choice.places_for(entries)
    if pool < paid * unit:
        with pytest.raises(MoneyError):
            payout_table(choice, pool, entries, buy_in)
        return
    table = payout_table(choice, pool, entries, buy_in)
    assert sum(table) == pool
    assert len(table) == paid
    assert all(prize > 0 for prize in table)
    assert all(a >= b for a, b in itertools.pairwise(table))
    assert all(prize % unit == 0 for prize in table[1:])
    assert table[0] % unit == pool % unit
    if min_cash is not None and paid * min_cash <= pool:
        assert table[-1] >= min_cash
