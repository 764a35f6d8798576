"""A ``-wal`` deleted while the program runs is noticed at the next commit, and what is
committed is secured at once (issue 25, item 3).

A separate worker process registers players, one commit each, and never runs a heartbeat.
The test deletes the worker's ``-wal`` (as a cleaning or sync tool would), has it commit
more players, and kills it with SIGKILL right after its last commit. Every player it printed
as committed must be in the file when it is opened again; the worker's ``wal_problem`` names
the file and says what happened from the first commit after the deletion.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from db.connect import open_store
from tests.db.scenario import T0
from tests.db.small_disk import ROOT, small_disk


class Worker:
    """The worker process, fed one name at a time."""

    def __init__(self, path: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.db.wal_worker", str(path)],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        assert self.readline().startswith("R ")

    def readline(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline().decode()
        assert line, self.proc.stderr.read().decode()[-2000:] if self.proc.stderr else ""
        return line.rstrip("\n")

    def register(self, name: str) -> str:
        """Register ``name``; return the worker's wal problem after that commit."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"{name}\n".encode())
        self.proc.stdin.flush()
        line = self.readline()
        assert line.startswith("C "), line
        assert f" {name} | " in line, line
        return line.split(" | ", 1)[1]

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.communicate(timeout=60)
        assert self.proc.returncode == -signal.SIGKILL


def _names(path: Path) -> list[str]:
    store = open_store(path, now_ms=T0 + 10**7, read_only=True)
    try:
        (info,) = store.log.tournaments()
        return [p.name for p in store.loaded.load(info.id).player_records()]
    finally:
        store.close()


def test_a_deleted_wal_is_secured_at_the_next_commit_and_a_kill_then_loses_nothing(
    tmp_path: Path,
) -> None:
    with small_disk(tmp_path / "disk", "20m") as disk:
        path = disk / "event.sqlite"
        worker = Worker(path)
        try:
            for name in ("Anna", "Bo", "Cy"):
                assert worker.register(name) == "-"
            os.unlink(disk / "event.sqlite-wal")
            problem = worker.register("Di")  # the next commit notices it
            assert str(path) in problem
            assert "write-ahead log (event.sqlite-wal) was deleted" in problem
            assert "saved into the database file" in problem
            assert "nothing is lost" in problem
            worker.register("Ed")
            assert (disk / "event.sqlite-wal").exists()  # a new one holds Ed
        finally:
            worker.kill()  # no heartbeat, no close: a crash right after Ed's commit
        assert _names(path) == ["Anna", "Bo", "Cy", "Di", "Ed"]


def test_a_replaced_wal_is_secured_at_every_commit_until_a_fresh_copy_is_made(
    tmp_path: Path,
) -> None:
    with small_disk(tmp_path / "disk", "20m") as disk:
        path = disk / "event.sqlite"
        worker = Worker(path)
        try:
            for name in ("Anna", "Bo"):
                worker.register(name)
            wal = disk / "event.sqlite-wal"
            stranger = disk / "stranger"
            stranger.write_bytes(wal.read_bytes())
            os.replace(stranger, wal)  # a sync tool put its own copy in its place
            problem = worker.register("Cy")
            assert "was replaced by another file" in problem
            assert "write a fresh copy" in problem
            worker.register("Di")
        finally:
            worker.kill()
        os.unlink(disk / "event.sqlite-wal")  # the stranger's file holds none of Cy and Di
        assert _names(path) == ["Anna", "Bo", "Cy", "Di"]
