"""The event's floor rules: the balancing trigger, the TDA 11D halt and the break order are
settings (CreateTournament, SetFloorRules), followed by the floor hints and the plans. The
table sizes in each test are counted by hand from the busts."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.unit.service.helpers import NOW, new_tournament, run
from tournament.errors import DomainError
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.floor import floor_hints
from tournament.service.records import FloorRules


def _at(t: Tournament, table: int) -> list[str]:
    record = next(r for r in t.table_records() if r.number == table)
    return [p for p in record.seats if p is not None]


def _bust(t: Tournament, table: int, count: int) -> None:
    for player in _at(t, table)[:count]:
        run(t, c.EliminatePlayer(player))


def _rules(t: Tournament, **changes: object) -> None:
    settings = t.settings
    assert settings is not None
    run(t, c.SetFloorRules(replace(settings.floor, **changes)))  # type: ignore[arg-type]


def test_the_balancing_trigger_decides_when_tables_are_balanced() -> None:
    t = new_tournament(27, seat=True)  # three tables of 9
    _bust(t, 1, 2)  # 7, 9, 9: two players apart
    assert [len(_at(t, n)) for n in (1, 2, 3)] == [7, 9, 9]
    assert len(t.balance_plan()) == 1  # trigger 1 (the default): one player moves
    assert floor_hints(t).needs_balancing
    _rules(t, balance_trigger=2)  # balance only when more than two apart
    assert t.balance_plan() == ()
    assert not floor_hints(t).needs_balancing
    _bust(t, 1, 1)  # 6, 9, 9: three apart
    # One move makes 7, 8, 9: within two players, which this trigger allows.
    assert len(t.balance_plan()) == 1
    assert floor_hints(t).needs_balancing


def test_the_11d_halt_follows_how_short_a_table_may_be() -> None:
    t = new_tournament(27, seat=True)
    _rules(t, halt_only_at_big_blind=False, balance_trigger=2)
    _bust(t, 1, 3)  # 6, 9, 9: table 1 is three players short of the longest
    assert [h.table for h in floor_hints(t).halts] == [1]
    _rules(t, halt_short_by=4)
    assert floor_hints(t).halts == ()


def test_the_break_order_decides_which_of_equal_tables_breaks_first() -> None:
    t = new_tournament(27, seat=True)
    for table in (1, 2, 3):
        _bust(t, table, 3)  # 6, 6, 6: the 18 players fit in two tables of 9
    assert floor_hints(t).tables_to_break == (3,)  # default: the highest number first
    _rules(t, break_order=(1,))
    assert floor_hints(t).tables_to_break == (1,)
    for table in (1, 2, 3):
        _bust(t, table, 3)  # 3, 3, 3: everybody fits at one table
    # Table 1 breaks first, then the others from the highest: table 2 is the final table.
    assert floor_hints(t).final_table == 2
    _rules(t, break_order=())
    assert floor_hints(t).final_table == 1  # 3, then 2: table 1 stays


def test_the_rules_are_set_at_creation_and_a_change_is_one_undo_step() -> None:
    t = new_tournament(9, tables=2, seat=True)
    before = t.snapshot()
    settings = t.settings
    assert settings is not None
    assert settings.floor == FloorRules(1, 3, True, ())  # the TDA defaults
    result = run(t, c.SetFloorRules(FloorRules(2, 4, False, (2, 1))))
    assert t.settings is not None
    assert t.settings.floor == FloorRules(2, 4, False, (2, 1))
    t.apply_all(result.inverse)
    assert t.snapshot() == before


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        (FloorRules(balance_trigger=0), "at least 1 player"),
        (FloorRules(balance_trigger=2, halt_short_by=2), "would halt before the tables are"),
        (FloorRules(break_order=(4,)), "names table 4; the tables are 1 to 3"),
        (FloorRules(break_order=(2, 2)), "names table 2 twice"),
        (FloorRules(), "These are the floor rules already"),
    ],
)
def test_rules_that_cannot_work_are_refused_and_change_nothing(
    rules: FloorRules, message: str
) -> None:
    t = new_tournament(6, seat=True)
    before = t.snapshot()
    with pytest.raises(DomainError, match=message):
        t.handle(c.SetFloorRules(rules), NOW, random.Random(0))
    assert t.snapshot() == before
