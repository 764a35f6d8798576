"""Crash recovery: a scripted tournament killed with SIGKILL at random moments loses nothing.

The worker prints each committed log sequence number (and a hash of the state) after the
commit. After every kill the database must reopen with every printed command, at most the
one command that was committing when the kill came, and nothing else; its state must be the
state the worker printed for that command.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import func, select

from db.connect import open_store
from db.rows import LogEntryRow
from tests.db.crash_worker import state_hash
from tests.db.scenario import T0

ROOT = Path(__file__).resolve().parents[2]
KILLS = 50


def _run_and_kill(
    path: Path, seed: int, delay: float, after_first_commit: bool
) -> list[tuple[int, str]]:
    """Start the worker, kill it ``delay`` s after its first commit (or after its start)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.db.crash_worker", str(path), str(seed)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None
    first = b""
    if after_first_commit:
        first = proc.stdout.readline()  # blocks until the first commit (or the worker dies)
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    out, err = proc.communicate(timeout=30)
    out = first + out
    assert proc.returncode == -signal.SIGKILL, err.decode()[-2000:]
    commits = []
    for line in out.decode().splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == "C":  # a line cut by the kill is ignored
            commits.append((int(parts[1]), parts[2]))
    return commits


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_no_committed_command(tmp_path: Path) -> None:
    path = tmp_path / "crash.sqlite"
    rng = random.Random(20240601)
    last_seq = 0
    total_commits = 0
    for kill in range(KILLS):
        during_start = kill % 5 == 4  # some kills land while opening / migrating
        delay = rng.uniform(0.0, 1.0) if during_start else rng.uniform(0.0, 0.3)
        commits = _run_and_kill(path, kill + 1, delay, after_first_commit=not during_start)
        total_commits += len(commits)
        printed = [seq for seq, _ in commits]
        assert printed == sorted(printed)
        store = open_store(path, now_ms=T0)
        try:
            with store.transactions.read() as conn:
                seqs = list(
                    conn.execute(select(LogEntryRow.seq).order_by(LogEntryRow.seq)).scalars()
                )
                n = conn.execute(select(func.count()).select_from(LogEntryRow)).scalar_one()
            assert n == len(seqs)
            found = seqs[-1] if seqs else 0
            expected = printed[-1] if printed else last_seq
            assert seqs == list(range(1, found + 1)), "the log has a gap"
            # every printed commit is there; at most the one in flight beyond it
            assert expected <= found <= expected + 1, (kill, expected, found)
            if commits and found == printed[-1]:
                tid = store.log.tournaments()[0].id
                assert state_hash(store, tid) == commits[-1][1]
            last_seq = found
        finally:
            store.close()
    assert total_commits > KILLS  # the kills really landed among commits
