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
from tournament.service import commands as c


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
        assert t.entry_count(kind) == sum(1 for x in entries if x.kind.value == kind)


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


def test_prizes_in_the_kept_rows_follow_payouts_undone_and_redone() -> None:
    """The rows kept between queries: a payout table changed then undone (an equal table
    put back) shows the old prizes again; a bust in the money, its undo and its redo."""
    t = new_tournament(4, tables=1, seat=True)
    rng = random.Random(3)
    t.handle(c.SetPayouts((30_000, 10_000)), NOW, rng)

    def prizes() -> dict[str, tuple[int | None, int]]:
        return {r.player_id: (r.place, r.prize) for r in t.players_view()}

    t.handle(c.EliminatePlayer("P0004"), NOW, rng)
    t.handle(c.EliminatePlayer("P0003"), NOW, rng)
    shown = prizes()  # 4th and 3rd are out of the money (two places paid)
    assert shown["P0004"] == (4, 0)
    assert shown["P0003"] == (3, 0)
    changed = t.handle(c.SetPayouts((25_000, 15_000)), NOW, rng)
    bust = t.handle(c.EliminatePlayer("P0002"), NOW, rng)
    assert prizes()["P0002"] == (2, 15_000)
    t.apply_all(bust.inverse)  # undo the bust: P0002 plays on
    assert prizes()["P0002"] == (None, 0)
    t.apply_all(changed.inverse)  # undo the new table: 30,000 / 10,000 again
    t.handle(c.EliminatePlayer("P0002"), NOW, rng)  # busted again: 2nd pays 10,000
    assert prizes()["P0002"] == (2, 10_000)
    assert t.players_view() == views.players_view(t)
