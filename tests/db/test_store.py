"""Repository round trips, one transaction per command, publish after commit, display stations."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from db.commits import Commit
from db.connect import open_store
from db.errors import ReadOnlyStoreError, UnknownTournamentError
from db.event_log import Published
from db.rows import EliminationRow, EventRow, LogEntryRow, SeatRow, TournamentPlayerRow
from db.store import Store
from tests.db.scenario import T0, create_command, next_command
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.outcome import Touched


def run_script(store: Store, tid: str, steps: int, seed: int, now: int = T0) -> int:
    """Run ``steps`` random legal commands; return the instant after the last."""
    rng = random.Random(seed)
    for i in range(steps):
        now += 1_000
        command = next_command(store.loaded.load(tid), rng, now, i)
        store.log.execute(tid, command, now, rng)
    return now


def count(store: Store, model: Any) -> int:
    with store.transactions.read() as conn:
        return int(conn.execute(select(func.count()).select_from(model)).scalar_one())


def test_reopening_gives_the_last_committed_state(db_target: str | Path) -> None:
    store = open_store(db_target, now_ms=T0)
    tid = store.log.create_tournament(create_command(), T0, random.Random(1))
    now = run_script(store, tid, 60, seed=2)
    expected = store.loaded.load(tid).snapshot()
    store.close(now)
    again = open_store(db_target, now_ms=now + 5_000)
    try:
        assert again.loaded.load(tid).snapshot() == expected
        assert [t.id for t in again.log.tournaments()] == [tid]
        assert again.log.tournaments()[0].name == "Friday Deepstack"
    finally:
        again.close(now + 5_000)


def test_reopening_without_a_clean_close_replays_the_log(db_target: str | Path) -> None:
    store = open_store(db_target, now_ms=T0)
    tid = store.log.create_tournament(create_command(), T0, random.Random(1))
    now = run_script(store, tid, 40, seed=3)
    expected = store.loaded.load(tid).snapshot()
    store.close()  # no instant: no snapshot, no clean-close mark (as after a crash)
    again = open_store(db_target, now_ms=now + 60_000)
    try:
        assert again.loaded.load(tid).snapshot() == expected
        assert not again.was_closed_cleanly
        assert again.closed_for_ms == 60_000
    finally:
        again.close(now)


def test_closed_for_ms_is_the_time_since_the_program_was_last_seen(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite"
    store = open_store(path, now_ms=T0)
    assert store.closed_for_ms == 0
    store.heartbeat(T0 + 30_000)
    store.close(T0 + 40_000)
    again = open_store(path, now_ms=T0 + 40_000 + 3_600_000)
    assert again.closed_for_ms == 3_600_000
    assert again.was_closed_cleanly
    again.close(T0)


def test_clock_resumes_from_its_stored_end_instant(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite"
    store = open_store(path, now_ms=T0)
    rng = random.Random(1)
    tid = store.log.create_tournament(create_command(), T0, rng)
    store.log.execute(tid, c.StartClock(), T0 + 1_000, rng)
    ends_at = store.loaded.load(tid).clock_state.ends_at
    store.close()
    later = T0 + 5 * 60_000
    again = open_store(path, now_ms=later)
    try:
        t = again.loaded.load(tid)
        assert t.clock_state.running
        assert t.clock_state.ends_at == ends_at
        assert t.settled_clock(later).ends_at == ends_at
    finally:
        again.close(later)


def test_each_command_is_one_log_entry_with_its_events(db_target: str | Path) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        rng = random.Random(5)
        tid = store.log.create_tournament(create_command(), T0, rng)
        outcome = store.log.execute(tid, c.RegisterPlayer("Anna"), T0 + 1, rng)
        assert len(outcome.events) == 1
        assert count(store, LogEntryRow) == 2
        with store.transactions.read() as conn:
            rows = conn.execute(
                select(EventRow.type, EventRow.log_seq).order_by(EventRow.seq)
            ).all()
        assert rows[-1][0] == "PlayerRegistered"
    finally:
        store.close(T0)


def test_a_refused_command_writes_nothing(db_target: str | Path) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        rng = random.Random(5)
        tid = store.log.create_tournament(create_command(), T0, rng)
        before = (
            count(store, LogEntryRow),
            count(store, EventRow),
            store.loaded.load(tid).snapshot(),
        )
        with pytest.raises(DomainError):
            store.log.execute(tid, c.BuyIn("P9999"), T0 + 1, rng)
        assert (
            count(store, LogEntryRow),
            count(store, EventRow),
            store.loaded.load(tid).snapshot(),
        ) == before
    finally:
        store.close(T0)


def test_events_are_published_only_after_the_commit(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite"
    store = open_store(path, now_ms=T0)
    seen: list[tuple[int, bool]] = []

    def on_events(commit: Commit) -> None:
        # a second, independent reader must already see the committed events
        reader = open_store(path, now_ms=T0, read_only=True)
        try:
            committed = {p.seq for p in reader.log.events(commit.tournament_id)}
        finally:
            reader.close()
        seen.extend((p.seq, p.seq in committed) for p in commit.published)

    store.log.subscribe(on_events)
    rng = random.Random(3)
    tid = store.log.create_tournament(create_command(), T0, rng)
    store.log.execute(tid, c.RegisterPlayer("Anna"), T0 + 1, rng)
    store.close(T0)
    assert seen
    assert all(ok for _, ok in seen)


def test_rows_follow_the_aggregate(db_target: str | Path) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        rng = random.Random(8)
        tid = store.log.create_tournament(create_command(), T0, rng)
        for name in ("Anna", "Bo", "Cy", "Di"):
            store.log.execute(tid, c.RegisterPlayer(name), T0, rng)
        t = store.loaded.load(tid)
        for p in t.player_records():
            store.log.execute(tid, c.BuyIn(p.player_id), T0, rng)
        store.log.execute(tid, c.DrawSeats(), T0, rng)
        anna = t.player_records()[0].player_id
        bo = t.player_records()[1].player_id
        store.log.execute(tid, c.EliminatePlayer(anna, busted_by=bo), T0 + 5, rng)
        with store.transactions.read() as conn:
            seated = conn.execute(
                select(func.count()).select_from(SeatRow).where(SeatRow.player_id.is_not(None))
            ).scalar_one()
            elim = conn.execute(
                select(EliminationRow.player_id, EliminationRow.place, EliminationRow.busted_by)
            ).all()
            stacks = dict(
                conn.execute(select(TournamentPlayerRow.player_id, TournamentPlayerRow.chips)).all()
            )
        assert seated == 3
        assert elim == [(anna, 4, bo)]
        assert stacks == {p.player_id: p.stack for p in t.player_records()}
        store.undo_redo.undo(T0 + 6)
        with store.transactions.read() as conn:
            assert conn.execute(select(func.count()).select_from(EliminationRow)).scalar_one() == 0
            seated = conn.execute(
                select(func.count()).select_from(SeatRow).where(SeatRow.player_id.is_not(None))
            ).scalar_one()
        assert seated == 4
    finally:
        store.close(T0)


def test_display_station_follows_the_director(db_target: str | Path) -> None:
    writer = open_store(db_target, now_ms=T0)
    rng = random.Random(4)
    tid = writer.log.create_tournament(create_command(), T0, rng)
    display = open_store(db_target, now_ms=T0, read_only=True)
    heard: list[Published] = []
    touched: list[Touched] = []

    def hear(commit: Commit) -> None:
        heard.extend(commit.published)
        touched.append(commit.touched)

    display.log.subscribe(hear)
    try:
        display.loaded.load(tid)
        writer.log.execute(tid, c.RegisterPlayer("Anna"), T0 + 1, rng)
        new = display.log.refresh()
        assert [type(p.event).__name__ for p in new] == ["PlayerRegistered"]
        assert heard == new
        assert len(touched) == 1  # the new player, from the display's own aggregate
        assert len(touched[0].players) == 1
        assert display.loaded.load(tid).snapshot() == writer.loaded.load(tid).snapshot()
        assert display.log.refresh() == []
        with pytest.raises(ReadOnlyStoreError, match="cannot change"):
            display.log.execute(tid, c.RegisterPlayer("Bo"), T0 + 2, rng)
    finally:
        display.close()
        writer.close(T0)


def test_unknown_tournament_is_a_clear_error(tmp_path: Path) -> None:
    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        with pytest.raises(UnknownTournamentError, match="no tournament with id nope"):
            store.loaded.load("nope")
    finally:
        store.close(T0)


def test_snapshots_bound_the_replay_and_old_ones_are_pruned(db_target: str | Path) -> None:
    from db.rows import SnapshotRow

    store = open_store(db_target, now_ms=T0)
    store.loaded.snapshot_every = 5
    tid = store.log.create_tournament(create_command(), T0, random.Random(1))
    now = run_script(store, tid, 40, seed=9)
    expected = store.loaded.load(tid).snapshot()
    assert 1 <= count(store, SnapshotRow) <= 2
    store.close()
    again = open_store(db_target, now_ms=now)
    try:
        assert again.loaded.load(tid).snapshot() == expected
    finally:
        again.close(now)
