"""Losing the ``-wal`` file under a running program is noticed at the next heartbeat (issue 14).

Without the watch, a deleted ``-wal`` followed by a crash silently loses every command since
the last checkpoint. With it, the store reports the problem at once and can write a fresh copy
of the whole event (every committed command) from its open connection.
"""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

from db.connect import open_store
from db.fresh_copy import write_fresh_copy
from db.store import Store
from tests.db.scenario import T0, create_command
from tournament.service import commands as c


def running_event(path: Path) -> tuple[Store, str]:
    """A store with a tournament; a heartbeat (checkpoint), then three more commands."""
    store = open_store(path, now_ms=T0)
    rng = random.Random(2)
    tid = store.log.create_tournament(create_command(), T0, rng)
    store.log.execute(tid, c.RegisterPlayer("Anna"), T0 + 1, rng)
    store.heartbeat(T0 + 2)  # the write-ahead log is copied into the file here
    for name in ("Bo", "Cy", "Di"):
        store.log.execute(tid, c.RegisterPlayer(name), T0 + 3, rng)
    return store, tid


def names(store: Store, tid: str) -> list[str]:
    return [p.name for p in store.loaded.load(tid).player_records()]


def test_without_the_wal_a_crash_loses_the_commands_since_the_checkpoint(tmp_path: Path) -> None:
    """What the watch is for: the main file alone misses Bo, Cy and Di."""
    path = tmp_path / "event.sqlite"
    store, tid = running_event(path)
    try:
        os.unlink(path.with_name("event.sqlite-wal"))
        crashed = tmp_path / "crashed"
        crashed.mkdir()
        shutil.copy(path, crashed / "event.sqlite")  # what a crash would leave behind
    finally:
        store.close(T0 + 4)
    left = open_store(crashed / "event.sqlite", now_ms=T0 + 5, read_only=True)
    try:
        assert names(left, tid) == ["Anna"]
    finally:
        left.close()


def test_a_deleted_wal_is_reported_at_the_next_heartbeat(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    store, _ = running_event(path)
    try:
        store.heartbeat(T0 + 4)
        assert store.wal_problem is None
        os.unlink(path.with_name("event.sqlite-wal"))
        assert store.wal_problem is None  # noticed at the heartbeat, not before
        store.heartbeat(T0 + 5)
        problem = store.wal_problem
        assert problem is not None
        assert str(path) in problem
        assert "write-ahead log (event.sqlite-wal) was deleted" in problem
        assert "write a fresh copy" in problem
    finally:
        store.close(T0 + 6)


def test_a_replaced_wal_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    store, _ = running_event(path)
    try:
        wal = path.with_name("event.sqlite-wal")
        copy = tmp_path / "other-wal"
        shutil.copy(wal, copy)
        os.replace(copy, wal)  # same bytes, another file: SQLite still writes the old one
        store.heartbeat(T0 + 4)
        assert store.wal_problem is not None
        assert "was replaced by another file" in store.wal_problem
    finally:
        store.close(T0 + 5)


def test_a_fresh_copy_holds_every_committed_command(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    store, tid = running_event(path)
    try:
        os.unlink(path.with_name("event.sqlite-wal"))
        store.heartbeat(T0 + 4)
        expected = store.loaded.load(tid).snapshot()
        undo_label = store.undo_redo.undo_label
        copy = write_fresh_copy(store, T0 + 5)
        assert copy.parent == tmp_path
        assert copy.name == f"event.fresh-{T0 + 5}.sqlite"
    finally:
        store.close(T0 + 6)
    fresh = open_store(copy, now_ms=T0 + 7)
    try:
        assert names(fresh, tid) == ["Anna", "Bo", "Cy", "Di"]
        assert fresh.loaded.load(tid).snapshot() == expected
        assert fresh.undo_redo.undo_label == undo_label == "Undo: registration of Di"
    finally:
        fresh.close(T0 + 8)
