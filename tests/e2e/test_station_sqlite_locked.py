"""Another program holds the SQLite file's write lock: the ``sqlite3`` command line, in a
process of its own, inside a write transaction. The director's station (the whole program,
real timers, the real clock) keeps its clock ticking every second (the heartbeat's touch of
the lease waits for the lock on the watch's worker thread, never on the UI thread), the
console names the lock, and a bust meanwhile is refused at once as not recorded; nothing of
it is written. Once the other program lets go, the line clears and the bust goes through.
No traceback."""

from __future__ import annotations

import sqlite3
import subprocess
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.e2e.clock_looks import ClockLooks
from tests.e2e.support import open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.app.settings import system_now

NOT_RECORDED_LOCKED = (
    "Not recorded: another program holds the database file's write lock (for instance "
    "the sqlite3 command line inside a transaction), so nothing of this action was "
    "written. Do it again once the line under the clock no longer says so."
)
LOCKED_LINE = "The database file is write-locked by another program"


def _write_locked(path: Path) -> bool:
    """True when another program holds the file's write lock (tried without waiting)."""
    probe = sqlite3.connect(path, timeout=0, isolation_level=None)
    try:
        probe.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError:
        return True
    finally:
        probe.close()
    return False


def test_a_write_lock_held_by_another_program_is_named_and_the_clock_ticks(
    qtbot: QtBot, opened: list[AppParts], tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "event.sqlite"
    writer = open_app(opened, qtbot, path, system_now, demo="nlhe")  # type: ignore[arg-type]
    writer.facade.toggle_clock()
    writer.console.show()
    writer.clock_screen.show()
    victim = next(p for p in writer.facade.players() if p.status == "Playing")
    entries = len(writer.uow.logged_actions())
    line = writer.console.station_line.text
    looks = ClockLooks({"writer": writer})

    other = subprocess.Popen(["sqlite3", str(path)], stdin=subprocess.PIPE, text=True)
    assert other.stdin is not None
    try:
        # the other program waits for its lock as programs do (the sqlite3 shell gives up at
        # once by default: if the heartbeat was writing just then, it never held the lock)
        other.stdin.write(".timeout 5000\nBEGIN IMMEDIATE;\n")
        other.stdin.flush()
        qtbot.waitUntil(lambda: _write_locked(path), timeout=5_000)
        # the next heartbeat (every 5 s) meets the lock
        qtbot.waitUntil(lambda: line.text().startswith(LOCKED_LINE), timeout=12_000)
        assert line.text().endswith(str(path))
        assert not writer.console.do(
            lambda: writer.facade.send(c.EliminatePlayer(victim.player_id))
        )
        assert writer.console.banner.text() == NOT_RECORDED_LOCKED
        qtbot.wait(3_000)  # the heartbeat tries again every second meanwhile
        assert line.text().startswith(LOCKED_LINE)
    finally:
        other.stdin.write("ROLLBACK;\n.quit\n")
        other.stdin.close()
        other.wait(timeout=10)
    looks.timer.stop()
    changes, still = looks.changes("writer")
    # the displayed time changed about every second, never standing still for long
    assert len(changes) >= 5, still
    assert max(still) < 2.0, still

    qtbot.waitUntil(lambda: not line.text().startswith(LOCKED_LINE), timeout=5_000)
    status = {p.player_id: p.status for p in writer.facade.players()}[victim.player_id]
    assert status == "Playing"
    assert len(writer.uow.logged_actions()) == entries
    assert writer.console.do(lambda: writer.facade.send(c.EliminatePlayer(victim.player_id)))
    status = {p.player_id: p.status for p in writer.facade.players()}[victim.player_id]
    assert status != "Playing"
    assert "Traceback" not in capfd.readouterr().err
