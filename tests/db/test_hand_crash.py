"""A recorded hand survives a kill -9 at any instant wholly, or not at all.

A real separate process (:mod:`tests.db.hand_worker`) deals and records hands at a table
through the table view's own path, with undos and redos among them. It is killed with
SIGKILL just before each database commit of a hand's recording (and of an undo) in turn,
so that every gap between two transactions is hit, and at random moments over further
runs on one file. After every
kill the reopened database must show each hand either wholly or not at all:

- the tournament's count of hands dealt at the table,
- the hand list (numbers 1..count, each once),
- ``export hands`` (the same hands, as PHH),
- the players' stacks (those the last listed hand finished with),
- the display stations' live hand (never a hand the tournament already counts).
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from db import exports
from db.connect import open_store
from db.uow import TournamentUnitOfWork
from tests.db.hand_worker import PLAYERS
from tests.db.scenario import T0, create_command
from tournament import hh
from tournament.service import commands as c
from tournament.service.hand_setup import hands_dealt
from ui.app.db_hands import DbHandArchive

ROOT = Path(__file__).resolve().parents[2]
STARTING_STACK = create_command().buy_in.starting_stack


def _worker(path: Path, seed: int, *args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.db.hand_worker", str(path), str(seed), *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "QT_QPA_PLATFORM": "offscreen"},
    )


def _new_event(path: Path) -> None:
    """The worker's event: six players seated at table 1, button drawn, clock running."""
    rng = random.Random(1)
    store = open_store(path, now_ms=T0)
    try:
        tid = store.log.create_tournament(create_command("Hands", tables=1), T0, rng)
        for name in PLAYERS:
            store.log.execute(tid, c.RegisterPlayer(name), T0, rng)
        for p in store.loaded.load(tid).player_records():
            store.log.execute(tid, c.BuyIn(p.player_id), T0, rng)
        for command in (c.DrawSeats(), c.DrawButton(1), c.StartClock()):
            store.log.execute(tid, command, T0, rng)
    finally:
        store.close(T0)


def _check_whole(path: Path, where: str) -> int:
    """Reopen the file; every hand is wholly there or wholly absent. The hands dealt."""
    store = open_store(path, now_ms=T0)
    try:
        tid = store.log.tournaments()[0].id
        tournament = store.loaded.load(tid)
        dealt = hands_dealt(tournament, 1)
        archive = DbHandArchive(store, lambda: tid)
        listed = [h.number for h in archive.table_hands(1)]
        assert listed == list(range(1, dealt + 1)), f"{where}: hand list {listed}, dealt {dealt}"
        exported = hh.loads_all(exports.hands_phh(store, tid)) if dealt else []
        assert [h.hand for h in exported] == listed, f"{where}: export hands"
        stacks = {p.name: p.stack for p in tournament.player_records()}
        if exported:
            last = exported[-1]
            assert last.players is not None
            assert last.finishing_stacks is not None
            finished = dict(zip(last.players, last.finishing_stacks, strict=True))
            assert stacks == finished, f"{where}: stacks after hand {dealt}"
        else:
            assert stacks == dict.fromkeys(PLAYERS, STARTING_STACK), f"{where}: stacks"
        uow = TournamentUnitOfWork(store, tid, lambda: T0, random.Random(0))
        live = uow.live_hand(1)
        assert live is None or live.setup.number > dealt, (
            f"{where}: the stations show hand {live.setup.number} in progress, "
            f"but the tournament counts {dealt} hands"
        )
        return dealt
    finally:
        store.close(T0)


@pytest.mark.slow
@pytest.mark.parametrize("what", ["record:1", "record:2", "undo:1"])
def test_a_kill_before_each_commit_of_a_recording_or_undo_leaves_the_hand_whole(
    tmp_path: Path, what: str
) -> None:
    """The recording (or undo) and the table view's next step: the kill lands before
    each of their commits in turn; the worker's own script (seed 7) undoes a hand early."""
    base = tmp_path / "base.sqlite"
    _new_event(base)
    for k in range(1, 4):
        path = tmp_path / f"kill{k}.sqlite"
        shutil.copy(base, path)
        proc = _worker(path, 7, f"{what}:{k}")
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == -signal.SIGKILL, err.decode()[-2000:]
        _check_whole(path, f"killed before commit {k} of {what}")


@pytest.mark.slow
def test_kills_at_random_moments_leave_each_hand_wholly_there_or_absent(tmp_path: Path) -> None:
    path = tmp_path / "hands.sqlite"
    _new_event(path)
    rng = random.Random(20261127)
    for run in range(6):
        proc = _worker(path, run + 1)
        assert proc.stdout is not None
        proc.stdout.readline()  # blocks until a hand is recorded (or the worker dies)
        time.sleep(rng.uniform(0.0, 0.4))
        proc.send_signal(signal.SIGKILL)
        _, err = proc.communicate(timeout=30)
        assert proc.returncode == -signal.SIGKILL, err.decode()[-2000:]
        _check_whole(path, f"run {run}")
