"""A snapshot restored: the records written at once and the indexes built in one pass equal
what writing them one by one (each write's hook) leaves, field by field; the snapshot as
the database stores it (version 3, column-wise) restores the same state as version 2."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.service.helpers import NOW, new_tournament
from tests.unit.service.test_undo import _command
from tournament.clock import ClockState
from tournament.errors import DomainError
from tournament.money import Entry
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.codec import CodecError, from_value
from tournament.service.records import Meta, PlayerRecord, Settings
from tournament.service.records.players import ChipCount
from tournament.service.tournament_table import TournamentTable
from tournament.structure import Structure


def _one_by_one(snapshot: dict[str, Any]) -> Tournament:
    """The snapshot's records put one at a time, each through its hook (as before)."""
    t = Tournament()
    t.set_settings(from_value(Settings | None, snapshot["settings"]))
    t.set_structure(from_value(Structure | None, snapshot["structure"]))
    for p in from_value(tuple[PlayerRecord, ...], snapshot["players"]):
        t.put_player(p)
    for x in from_value(tuple[Entry, ...], snapshot["entries"]):
        t.put_entry(x)
    for table in from_value(tuple[TournamentTable, ...], snapshot["tables"]):
        t.put_table(table)
    t.set_clock(from_value(ClockState, snapshot["clock"]))
    t.set_meta(from_value(Meta, snapshot["meta"]))
    return t


def _fields(t: Tournament) -> dict[str, Any]:
    """Every field of the aggregate, its records and indexes (the table views' cache by
    what it holds)."""
    out = dict(vars(t))
    views = out.pop("_table_views")
    out["_table_views"] = (views.dirty, views._views)
    for name in ("_players", "_entries", "_tables", "_where_map", "_moves", "_kind_count"):
        out[name] = list(out[name].items())  # in order: readers iterate them
    return out


def _assert_same(snapshot: dict[str, Any]) -> None:
    expected = _fields(_one_by_one(snapshot))
    for form in (snapshot, Tournament.restore(snapshot).stored_snapshot()):
        restored = Tournament.restore(json.loads(json.dumps(form)))
        assert _fields(restored) == expected
        assert restored.snapshot() == snapshot


def test_a_field_with_busts_places_moves_and_shared_names() -> None:
    t = new_tournament(20, tables=3, seat=True)
    rng = random.Random(4)
    t.handle(c.RegisterPlayer("Player 3", "FR", second_player=True), NOW, rng)  # a namesake
    t.handle(c.StartClock(), NOW, rng)
    t.handle(c.RecordChipCounts((ChipCount("P0005", 61_000), ChipCount("P0006", 61_000))), NOW, rng)
    t.handle(c.Rebuy("P0007"), NOW, rng)
    t.handle(c.AddOn("P0008"), NOW, rng)
    t.handle(c.SetPayouts((110_000, 70_000, 40_000)), NOW, rng)
    t.handle(c.EliminatePlayers(("P0001", "P0002")), NOW, rng)  # a shared place
    t.handle(c.EliminatePlayer("P0003"), NOW, rng)
    t.handle(c.ReEnter("P0003"), NOW, rng)
    t.handle(c.BreakTable(3, t.break_plan(3, rng)), NOW, rng)
    before = t.snapshot()
    assert any(table["broken"] for table in before["tables"])
    _assert_same(before)


@settings(max_examples=15, deadline=None)
@given(st.data())
def test_any_state_the_commands_leave(data: st.DataObject) -> None:
    t = new_tournament(data.draw(st.integers(0, 12)), seat=data.draw(st.booleans()))
    for _ in range(12):
        command = _command(t, data)
        if t.can(command, NOW):
            t.handle(command, NOW, random.Random(data.draw(st.integers(0, 9))))
    _assert_same(t.snapshot())


def test_records_load_at_once_into_a_new_tournament_only() -> None:
    t = new_tournament(2)
    with pytest.raises(DomainError, match="new tournament only"):
        t.load_records(t.player_records(), (), ())


def test_a_damaged_column_is_refused_naming_the_field() -> None:
    stored = new_tournament(3, seat=True).stored_snapshot()
    stacks = stored["players"]["columns"]["stack"]
    stacks[1] = "20000"
    with pytest.raises(CodecError, match=r"players\.stack: expected an integer"):
        Tournament.restore(stored)
    stacks[1] = True
    with pytest.raises(CodecError, match=r"players\.stack: expected an integer"):
        Tournament.restore(stored)
    stacks[1] = 20_000
    stored["players"]["columns"]["status"][0] = "asleep"
    with pytest.raises(CodecError, match=r"players\.status: 'asleep' is not one of"):
        Tournament.restore(stored)
    stored["players"]["columns"]["status"][0] = "active"
    stored["entries"]["columns"]["chips"].pop()
    with pytest.raises(CodecError, match="entries: the columns have different lengths"):
        Tournament.restore(stored)
    stored["entries"]["columns"]["chips"].append(20_000)
    stored["tables"]["columns"]["colour"] = [None] * 3
    with pytest.raises(CodecError, match=r"tables: unknown field\(s\) colour"):
        Tournament.restore(stored)
    del stored["tables"]["columns"]["colour"]
    del stored["players"]["columns"]["name"]
    with pytest.raises(CodecError, match="players: missing field name"):
        Tournament.restore(stored)
