"""The running program's heartbeat copies the write-ahead log into the file on a worker
thread (``Store.idle_work(now, checkpoint_aside=True)``): what was committed before the
beat is in the file itself, as with the copy on the UI thread, and closing waits for it."""

from __future__ import annotations

import os
import random
import shutil
import threading
from pathlib import Path

from db.connect import open_store
from tests.db.scenario import T0, create_command
from tournament.service import commands as c


def test_the_heartbeats_copy_on_its_worker_puts_the_commands_in_the_file(
    tmp_path: Path,
) -> None:
    path = tmp_path / "event.sqlite"
    store = open_store(path, now_ms=T0)
    try:
        rng = random.Random(2)
        tid = store.log.create_tournament(create_command(), T0, rng)
        for name in ("Anna", "Bo"):
            store.log.execute(tid, c.RegisterPlayer(name), T0 + 1, rng)
        store.idle_work(T0 + 2, checkpoint_aside=True)
        copying = [t for t in threading.enumerate() if t.name == "pokerfloor-checkpoint"]
        for thread in copying:
            thread.join(timeout=30)
        store.log.execute(tid, c.RegisterPlayer("Cy"), T0 + 3, rng)  # after the copy
        os.unlink(path.with_name("event.sqlite-wal"))  # lost: the file alone is left
        crashed = tmp_path / "crashed"
        crashed.mkdir()
        shutil.copy(path, crashed / "event.sqlite")
    finally:
        store.close(T0 + 4)
    assert not [t for t in threading.enumerate() if t.name == "pokerfloor-checkpoint"]
    left = open_store(crashed / "event.sqlite", now_ms=T0 + 5, read_only=True)
    try:
        # Anna and Bo were copied into the file by the heartbeat; Cy came after it
        assert [p.name for p in left.loaded.load(tid).player_records()] == ["Anna", "Bo"]
    finally:
        left.close()
