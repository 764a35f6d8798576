"""Idle-time work: snapshots are due every ``snapshot_every`` events and written at the
heartbeat (by a command only when no heartbeat came for ``SNAPSHOT_LIMIT`` intervals); the
heartbeat also checkpoints a SQLite file's write-ahead log."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

from sqlalchemy import func, select

from db.connect import open_store
from db.rows import SnapshotRow
from db.snapshots import SNAPSHOT_LIMIT
from db.store import Store
from tests.db.scenario import T0, create_command
from tournament.service import Tournament
from tournament.service import commands as c


def _snapshots(store: Store) -> list[int]:
    with store.transactions.read() as conn:
        return list(
            conn.execute(select(SnapshotRow.event_seq).order_by(SnapshotRow.event_seq)).scalars()
        )


def _events(store: Store, tid: str) -> int:
    return len(store.log.events(tid))


def _register(store: Store, tid: str, n: int, now: int) -> int:
    rng = random.Random(n)
    for i in range(n):
        now += 1_000
        store.log.execute(tid, c.RegisterPlayer(f"Player {now}-{i}"), now, rng)
    return now


def test_a_due_snapshot_waits_for_the_heartbeat_not_for_a_command(db_target: str | Path) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        store.loaded.snapshot_every = 5
        tid = store.log.create_tournament(create_command(), T0, random.Random(1))
        now = _register(store, tid, 6, T0)  # one event each: the snapshot is due
        assert _snapshots(store) == []
        store.heartbeat(now)
        assert _snapshots(store) == [store.log.last_seq]
        store.heartbeat(now + 1)  # nothing new: nothing written
        assert _snapshots(store) == [store.log.last_seq]
    finally:
        store.close(T0)


def test_without_heartbeats_a_command_writes_the_snapshot_at_the_limit(
    db_target: str | Path,
) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        store.loaded.snapshot_every = 5
        tid = store.log.create_tournament(create_command(), T0, random.Random(1))
        limit = 5 * SNAPSHOT_LIMIT
        now = _register(store, tid, limit - _events(store, tid) - 1, T0)
        assert _snapshots(store) == []
        _register(store, tid, 1, now)
        assert _snapshots(store) == [store.log.last_seq] == [limit]
    finally:
        store.close(T0)


def test_reopening_after_a_heartbeat_snapshot_gives_the_same_state(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite"
    store = open_store(path, now_ms=T0)
    store.loaded.snapshot_every = 3
    tid = store.log.create_tournament(create_command(), T0, random.Random(1))
    now = _register(store, tid, 4, T0)
    store.heartbeat(now)
    now = _register(store, tid, 2, now)  # a tail after the snapshot
    expected = store.loaded.load(tid).snapshot()
    store.close()  # not a clean close: no snapshot at closing
    again = open_store(path, now_ms=now)
    try:
        with again.transactions.read() as conn:
            assert conn.execute(select(func.count()).select_from(SnapshotRow)).scalar_one() == 1
        assert again.loaded.load(tid).snapshot() == expected
    finally:
        again.close(now)


def test_the_heartbeat_copies_the_write_ahead_log_into_the_sqlite_file(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite"
    store = open_store(path, now_ms=T0)
    try:
        tid = store.log.create_tournament(create_command(), T0, random.Random(1))
        now = _register(store, tid, 20, T0)
        before = path.stat().st_size
        store.heartbeat(now)
        assert path.stat().st_size > before  # the commits are in the file, not only the log
        display = open_store(path, now_ms=now, read_only=True)
        try:
            assert display.loaded.load(tid).snapshot() == store.loaded.load(tid).snapshot()
        finally:
            display.close()
    finally:
        store.close(T0)


def test_a_clean_close_writes_the_snapshot_so_reopening_replays_nothing(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite"
    store = open_store(path, now_ms=T0)
    tid = store.log.create_tournament(create_command(), T0, random.Random(1))
    now = _register(store, tid, 4, T0)  # far fewer than a due snapshot's events
    assert _snapshots(store) == []
    expected = store.loaded.load(tid).snapshot()
    last = store.log.last_seq
    store.close(now)  # the program's close: the snapshot of the last event
    again = open_store(path, now_ms=now + 1_000)
    try:
        assert _snapshots(again) == [last]
        assert again.loaded.load(tid).snapshot() == expected
        assert again.loaded.since_snapshot[tid] == 0  # no event replayed after it
        assert len(again.loaded.load(tid).player_records()) == 4
        again.undo_redo.undo(now + 2_000)  # the undo reaches the log as before
        assert len(again.loaded.load(tid).player_records()) == 3
    finally:
        again.close(now + 3_000)


OLD_SNAPSHOT = Path(__file__).resolve().parents[1] / "data" / "db" / "hands_0004.sqlite"
"""A file an earlier version wrote: its snapshot (after its last event, 30) is version 2,
a JSON object per record."""


def _versions(store: Store) -> list[tuple[int, int]]:
    with store.transactions.read() as conn:
        rows = conn.execute(
            select(SnapshotRow.event_seq, SnapshotRow.data).order_by(SnapshotRow.event_seq)
        ).all()
    return [(int(seq), json.loads(data)["version"]) for seq, data in rows]


def test_an_earlier_versions_snapshot_loads_and_is_written_again_in_todays_form(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.sqlite"
    shutil.copy(OLD_SNAPSHOT, path)
    store = open_store(path, now_ms=T0)
    try:
        assert _versions(store) == [(30, 2)]
        tid = store.log.tournaments()[0].id
        replayed = Tournament()  # the whole log, from its first event
        replayed.apply_all(p.event for p in store.log.events(tid))
        state = store.loaded.load(tid).snapshot()
        assert state == replayed.snapshot()
        assert store.loaded.due()  # written again at the next heartbeat
        store.heartbeat(T0 + 1_000)
        assert _versions(store) == [(30, 3)]  # the same event, today's form
        assert not store.loaded.due()
    finally:
        store.close()
    again = open_store(path, now_ms=T0 + 2_000)
    try:
        assert again.loaded.load(tid).snapshot() == state
        assert again.loaded.since_snapshot[tid] == 0  # nothing replayed, nothing due
        assert not again.loaded.due()
    finally:
        again.close()
