"""The aggregate's incremental indexes and cached views equal a computation from scratch."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.service.helpers import NOW, new_tournament
from tests.unit.service.test_undo import _command
from tournament import money
from tournament.limits import MINUTE_MS
from tournament.service import Tournament, seating_plans, views


def _assert_indexes_match_the_records(t: Tournament) -> None:
    tables = t.table_records()
    where = {p: (r.number, i) for r in tables for i, p in enumerate(r.seats, 1) if p}
    for p in t.player_records():
        assert t.location(p.player_id) == where.get(p.player_id)
    active = tuple(p for p in t.player_records() if p.status == "active")
    assert t.active_players() == active
    assert t.players_left() == len(active)
    assert t.recorded_chips() == sum(p.stack for p in active)
    top = money.chip_leader({p.player_id: p.stack for p in active})
    leader = t.chip_leader()
    assert (leader.player_id if leader else None) == (top.players[0] if top else None)
    fresh = seating_plans.seating_state({r.number: r for r in tables})
    kept = t.seating_state()
    assert dict(kept.tables) == dict(fresh.tables)
    assert dict(kept.locations.items()) == dict(fresh.locations.items())
    assert kept.by_count == fresh.by_count
    assert kept.capacity == fresh.capacity
    assert t.players_view() == views.players_view(t)
    assert t.tables_view(include_broken=True) == views.tables_view(t, include_broken=True)
    entries = t.entry_records()
    for kind in ("buy_in", "re_entry", "rebuy", "add_on"):
        assert t.entry_count(kind) == sum(1 for x in entries if x.kind == kind)


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_indexes_and_views_follow_commands_undo_and_redo(data: st.DataObject) -> None:
    t = new_tournament(data.draw(st.integers(0, 10)), seat=data.draw(st.booleans()))
    now = NOW
    t.players_view(), t.tables_view(include_broken=True)  # warm the caches
    for _ in range(20):
        command = _command(t, data)
        now += data.draw(st.integers(0, 30)) * MINUTE_MS
        if not t.can(command, now):
            continue
        result = t.handle(command, now, random.Random(data.draw(st.integers(0, 9))))
        _assert_indexes_match_the_records(t)
        if data.draw(st.booleans()):
            t.apply_all(result.inverse)
            _assert_indexes_match_the_records(t)
            t.apply_all(result.events)
            _assert_indexes_match_the_records(t)
    _assert_indexes_match_the_records(Tournament.restore(t.snapshot()))
