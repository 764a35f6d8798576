"""A full disk in the middle of a checkpoint never costs the director the event (issue 25, 1).

A worker process plays an event on a real small filesystem (a tmpfs) until the disk is full,
checkpointing as the program's heartbeat does, and is killed with SIGKILL. SQLite's checkpoint
had already written the file's header (its new page count) when the disk filled, so the file
is shorter than its header says; every commit is still in the ``-wal``. The file must open,
display-only on the full disk (its bytes unchanged) and for writing once space is freed, with
every command the worker printed as committed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select

from db.connect import open_store
from db.rows import LogEntryRow
from db.store import Store
from tests.db.crash_worker import state_hash
from tests.db.scenario import T0
from tests.db.small_disk import hashes, resize, run_until_full, small_disk


def _header_bytes(path: Path) -> int:
    header = path.read_bytes()[:100]
    return int.from_bytes(header[28:32], "big") * int.from_bytes(header[16:18], "big")


def _log_seqs(store: Store) -> list[int]:
    with store.transactions.read() as conn:
        return list(conn.execute(select(LogEntryRow.seq).order_by(LogEntryRow.seq)).scalars())


def test_a_file_cut_short_by_a_full_disk_mid_checkpoint_opens_with_every_commit(
    tmp_path: Path,
) -> None:
    with small_disk(tmp_path / "disk", "1500k") as disk:
        path = disk / "event.sqlite"
        commits, refusals = run_until_full(["tests.db.full_disk_worker", str(path), "1", "3"])
        assert commits
        assert all("disk is full" in r or "full" in r for r in refusals)
        wal = disk / "event.sqlite-wal"
        # the situation of the issue: the header counts more pages than the file holds
        assert wal.stat().st_size > 0
        assert path.stat().st_size < _header_bytes(path)
        before = hashes(disk)
        del before["event.sqlite-shm"]  # SQLite's index of the -wal in shared memory, not data

        station = open_store(path, now_ms=T0, read_only=True)  # the disk is still full
        try:
            tid = station.log.tournaments()[0].id
            assert _log_seqs(station) == list(range(1, commits[-1][0] + 1))
            assert state_hash(station, tid) == commits[-1][1]
        finally:
            station.close()
        after = hashes(disk)
        del after["event.sqlite-shm"]
        assert after == before  # display-only: the file, its -wal and the lock unchanged

        resize(disk, "20m")  # the director frees space
        store = open_store(path, now_ms=T0 + 1)
        try:
            assert _log_seqs(store) == list(range(1, commits[-1][0] + 1))
            assert state_hash(store, store.log.tournaments()[0].id) == commits[-1][1]
        finally:
            store.close(T0 + 2)
        again = open_store(path, now_ms=T0 + 3, read_only=True)  # and stays readable
        try:
            assert _log_seqs(again)[-1] == commits[-1][0]
        finally:
            again.close()


def test_a_file_cut_short_with_a_wal_beside_it_is_still_refused_untouched(
    tmp_path: Path,
) -> None:
    """The -wal does not excuse pages it does not hold: SQLite's check finds them missing."""
    import random
    import shutil

    from db.errors import DamagedFileError
    from tests.db.scenario import create_command, next_command

    path = tmp_path / "event.sqlite"
    store = open_store(path, now_ms=T0)
    rng = random.Random(3)
    tid = store.log.create_tournament(create_command(), T0, rng)
    for serial in range(80):
        now = T0 + 1_000 * (serial + 1)
        store.log.execute(tid, next_command(store.loaded.load(tid), rng, now, serial), now, rng)
    store.heartbeat(T0 + 100_000)  # everything in the file; the -wal restarts
    for serial in range(80, 83):
        now = T0 + 1_000 * (serial + 1)
        store.log.execute(tid, next_command(store.loaded.load(tid), rng, now, serial), now, rng)
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for name in ("event.sqlite", "event.sqlite-wal"):  # what a crash leaves behind
        shutil.copy(tmp_path / name, crashed / name)
    store.close(T0 + 200_000)
    copy = crashed / "event.sqlite"
    data = copy.read_bytes()
    copy.write_bytes(data[: len(data) // 2])
    before = hashes(crashed)
    for read_only in (True, False):
        with pytest.raises(DamagedFileError) as caught:
            open_store(copy, now_ms=T0, read_only=read_only).close()
        assert str(copy) in caught.value.message
        assert "it was left untouched" in caught.value.message
        after = hashes(crashed)
        after.pop("event.sqlite-shm", None)
        assert after == before
