"""League points formulas a director can type but the computer cannot compute (issue 25, 9).

Deep nesting, long chains, huge sums and numbers, overflows in ``floor``/``round``,
``inf - inf`` and NaN in a points table: each is a :class:`FormulaError` that says what is
wrong, never a RecursionError, OverflowError or a non-finite number of points.
"""

from __future__ import annotations

import math

import pytest

from db.seasons import check_points_rule, scorer_from_text
from tournament.money.league_formula import Formula, FormulaError

PLACES = [
    {
        "players": 100,
        "place": p,
        "buyin": 50,
        "entries": 1,
        "rebuys": 0,
        "addons": 0,
        "prize": 0,
        "bounties": 0,
    }
    for p in (1, 2, 50, 100)
]


@pytest.mark.parametrize(
    ("source", "named"),
    [
        ("(" * 300 + "place" + ")" * 300, "nested"),
        ("-" * 1000 + "place", "too long"),
        ("-" * 500 + "place", "nested"),
        ("+".join(["1"] * 5000), "too long"),
        ("sqrt(" * 300 + "place" + ")" * 300, "nested"),
        ("2^" * 300 + "2", "nested"),
        ("9" * 400, "too large"),
        ("1" + "0" * 309 + " - place", "too large"),
    ],
)
def test_a_formula_beyond_the_limits_is_refused_as_it_is_typed(source: str, named: str) -> None:
    with pytest.raises(FormulaError) as caught:
        check_points_rule(source)
    assert named in str(caught.value)
    assert "points formula" in str(caught.value)


@pytest.mark.parametrize(
    "source",
    [
        "floor(10^300 * 10^300)",
        "round(10^300 * 10^300 * place)",
        "10^300 * 10^300 - 10^300 * 10^300",  # inf - inf
        "(10^200 * 10^200) / (10^200 * 10^200)",
        "abs(10^308 * 10) - place",
        "max(10^308 * 10, 1)",
        "10^308 + 10^308",
    ],
)
def test_an_overflow_is_a_formula_error_never_an_overflow_or_infinite_points(
    source: str,
) -> None:
    with pytest.raises(FormulaError) as caught:
        check_points_rule(source)  # as the director types: computed for sample results
    assert "too large" in str(caught.value)
    formula = Formula.parse(source)
    for variables in PLACES:
        with pytest.raises(FormulaError):
            formula.evaluate(variables)


def test_a_formula_that_overflows_only_for_some_results_is_refused_there() -> None:
    formula = Formula.parse("10 ^ (place * 10)")
    assert formula.evaluate({"place": 3}) == 10.0**30
    with pytest.raises(FormulaError, match="too large"):
        formula.evaluate({"place": 40})


@pytest.mark.parametrize(
    "text",
    [
        "table: 100, nan, 50",
        "table: 100, inf",
        "table: 100, 50; nan",
        "table: 1e400, 5",
        "table: 100, -inf",
    ],
)
def test_a_points_table_with_a_non_finite_number_is_refused(text: str) -> None:
    with pytest.raises(FormulaError) as caught:
        check_points_rule(text)
    assert "points table" in str(caught.value)
    assert "finite" in str(caught.value) or "must list numbers" in str(caught.value)


def test_sensible_formulas_still_compute() -> None:
    assert check_points_rule("10 * sqrt(players) / sqrt(place)").evaluate(PLACES[0]) == 100.0
    assert scorer_from_text("table: 100, 70; 5").evaluate({"place": 2}) == 70.0
    nested = "(" * 40 + "place" + ")" * 40
    assert Formula.parse(nested).evaluate({"place": 7}) == 7.0
    long_sum = "+".join(["place"] * 200)
    assert Formula.parse(long_sum).evaluate({"place": 2}) == 400.0
    assert math.isfinite(Formula.parse("10^300 * place").evaluate({"place": 100}))
