"""The league points language: arithmetic, functions, variables; safe and clear errors."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.money.league_formula import Formula, FormulaError, PointsTable


def test_precedence_and_parentheses() -> None:
    assert Formula.parse("1 + 2 * 3").evaluate({}) == 7
    assert Formula.parse("(1 + 2) * 3").evaluate({}) == 9
    assert Formula.parse("-2 ^ 2").evaluate({}) == -4
    assert Formula.parse("10 - 4 - 3").evaluate({}) == 3
    assert Formula.parse("8 / 4 / 2").evaluate({}) == 1


def test_functions_and_variables() -> None:
    f = Formula.parse("sqrt(players * buyin) / (place + 1) + max(rebuys, 1) - min(ln(1), 2)")
    assert f.variables == {"players", "buyin", "place", "rebuys"}
    value = f.evaluate({"players": 25, "buyin": 4, "place": 1, "rebuys": 0})
    assert value == pytest.approx(math.sqrt(100) / 2 + 1)


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("", "empty"),
        ("players +", "ends too early"),
        ("2 $ 3", "Unexpected character '\\$'"),
        ("exec(1)", "Unknown function 'exec'"),
        ("place.__class__", "Unexpected character '\\.'"),
        ("(1 + 2", "ends too early"),
        ("1 2", "Unexpected '2'"),
        ("max()", "Unexpected"),
        ("sqrt(1, 2)", "sqrt takes 1"),
    ],
)
def test_malformed_formulas_are_refused_with_the_reason(source: str, message: str) -> None:
    with pytest.raises(FormulaError, match=message):
        Formula.parse(source)


def test_computation_errors_name_the_problem() -> None:
    with pytest.raises(FormulaError, match="Division by zero"):
        Formula.parse("1 / (place - 1)").evaluate({"place": 1})
    with pytest.raises(FormulaError, match="Unknown variable 'bogus'"):
        Formula.parse("bogus + 1").evaluate({})
    with pytest.raises(FormulaError, match="negative"):
        Formula.parse("sqrt(0 - place)").evaluate({"place": 2})


def test_points_table_gives_points_by_place_and_a_default() -> None:
    table = PointsTable((100, 60, 40), default=5)
    assert [table.evaluate({"place": p}) for p in (1, 2, 3, 4)] == [100, 60, 40, 5]


@settings(max_examples=100, deadline=None)
@given(a=st.integers(-1000, 1000), b=st.integers(-1000, 1000), c=st.integers(1, 1000))
def test_the_evaluator_agrees_with_python_arithmetic(a: int, b: int, c: int) -> None:
    f = Formula.parse("a * b + (a - b) / c")
    assert f.evaluate({"a": a, "b": b, "c": c}) == pytest.approx(a * b + (a - b) / c)
