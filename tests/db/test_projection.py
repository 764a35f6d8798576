"""The query rows always equal the aggregate's records, after commands, undo and redo."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from db.connect import open_store
from db.rows import EliminationRow, EntryRow, SeatRow, TournamentPlayerRow
from db.store import Store
from tests.db.scenario import T0, create_command, next_command


def rows_of(store: Store, tid: str) -> dict[str, Any]:
    with store.transactions.read() as conn:
        players = {
            r.player_id: (r.name, r.status, r.chips, r.place, r.entries)
            for r in conn.execute(
                select(TournamentPlayerRow).where(TournamentPlayerRow.tournament_id == tid)
            )
        }
        seats = {
            (r.table_number, r.seat): r.player_id
            for r in conn.execute(select(SeatRow).where(SeatRow.tournament_id == tid))
            if r.player_id is not None
        }
        entries = set(
            conn.execute(select(EntryRow.entry_id).where(EntryRow.tournament_id == tid)).scalars()
        )
        out = {
            r.player_id: r.place
            for r in conn.execute(select(EliminationRow).where(EliminationRow.tournament_id == tid))
        }
    return {"players": players, "seats": seats, "entries": entries, "out": out}


def expected_of(store: Store, tid: str) -> dict[str, Any]:
    t = store.loaded.load(tid)
    players = {
        p.player_id: (p.name, p.status, p.stack, p.place, p.entries) for p in t.player_records()
    }
    seats = {
        (table.number, i + 1): pid
        for table in t.table_records()
        for i, pid in enumerate(table.seats)
        if pid is not None
    }
    entries = {e.entry_id for e in t.entry_records()}
    out = {p.player_id: p.place for p in t.player_records() if p.status == "eliminated"}
    return {"players": players, "seats": seats, "entries": entries, "out": out}


@settings(
    max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 10_000), steps=st.integers(5, 40))
def test_rows_equal_the_aggregate_after_commands_undo_and_redo(
    tmp_path_factory: pytest.TempPathFactory, seed: int, steps: int
) -> None:
    path: Path = tmp_path_factory.mktemp("proj") / "e.sqlite"
    store = open_store(path, now_ms=T0)
    try:
        rng = random.Random(seed)
        tid = store.log.create_tournament(create_command(), T0, rng)
        now = T0
        for i in range(steps):
            now += 1_000
            roll = rng.random()
            if roll < 0.15 and store.undo_redo.can_undo:
                store.undo_redo.undo(now)
            elif roll < 0.22 and store.undo_redo.can_redo:
                store.undo_redo.redo(now)
            else:
                store.log.execute(tid, next_command(store.loaded.load(tid), rng, now, i), now, rng)
            assert rows_of(store, tid) == expected_of(store, tid)
    finally:
        store.close(now)
