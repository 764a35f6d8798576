"""A damaged value deep in the log is still refused when the program checks it after its
first paint (issue 23: opening a 50,000-entry event under 1.5 s).

The window opens with every check but the whole-file one (every text UTF-8, every JSON
value valid), which runs on a worker thread after the console's first paint. Nothing may
be recorded in a damaged file meanwhile: a director action waits for the check and is
refused with its message; when the check finds the damage the director is told which
value of which file, and the event is closed.
"""

from __future__ import annotations

import os
import random
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from db.connect import open_store
from db.errors import DamagedFileError
from tests.db.scenario import create_command
from tests.e2e.support import START, FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts


def _event(path: Path, damaged: bool) -> int:
    """A closed event of 12 registrations; with ``damaged``, the station named in the
    first registration's log entry is not UTF-8 (nothing the first paint reads), and its
    snapshot is gone (a cache: the opening replays the log, and a closing program would
    write a new one). Its log length."""
    rng = random.Random(4)
    store = open_store(path, now_ms=START)
    tid = store.log.create_tournament(create_command("Tuesday Turbo"), START, rng)
    for i in range(12):
        store.log.execute(tid, c.RegisterPlayer(f"Player {i}"), START + i, rng)
    entries = len(store.log.entries())
    store.close(START + 1_000)
    if damaged:
        bad = sqlite3.connect(path)
        bad.execute("update log_entry set station = cast(x'ff41fe' as text) where seq = 2")
        bad.execute("delete from snapshot")
        bad.commit()
        bad.close()
    return entries


def _opened(
    opened: list[AppParts], qtbot: QtBot, tmp_path: Path, damaged: bool
) -> tuple[AppParts, Path, int]:
    """The program opened on an event (see :func:`_event`): its parts, file, log length."""
    db = tmp_path / "event.sqlite"
    entries = _event(db, damaged=damaged)
    return open_app(opened, qtbot, db, FakeClock(START + 60_000)), db, entries


def _contents(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table but the writer's lease (the station's own note that it has
    the file open), as stored."""
    with sqlite3.connect(path) as conn:
        conn.text_factory = bytes
        names = [
            str(r[0], "utf-8")
            for r in conn.execute("select name from sqlite_master where type = 'table'")
        ]
        return {
            name: conn.execute(f'select * from "{name}" order by rowid').fetchall()
            for name in names
            if name != "lease"
        }


def _log_length(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute("select count(*) from log_entry").fetchone()[0])


def test_the_damage_is_told_after_the_first_paint_and_the_event_closes(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "event.sqlite"
    entries = _event(db, damaged=True)
    before = _contents(db)
    parts = open_app(opened, qtbot, db, FakeClock(START + 60_000))
    told: list[QMessageBox] = []

    def answer(dialog: QDialog) -> bool:
        assert isinstance(dialog, QMessageBox)
        told.append(dialog)
        if os.environ.get("POKERFLOOR_SCREENSHOTS"):  # to look at it
            dialog.show()
            qtbot.wait(100)
            dialog.grab().save(str(Path(os.environ["POKERFLOOR_SCREENSHOTS"]) / "damaged.png"))
            dialog.hide()
        return True

    parts.console.run_dialog = answer
    parts.console.show()
    qtbot.waitUntil(lambda: len(told) == 1, timeout=10_000)
    message = told[0].text()
    assert message.startswith(f"Cannot open damaged database {db}:")
    assert "log_entry.station" in message
    assert "nothing was recorded in the file" in told[0].informativeText()
    assert told[0].windowTitle() == "Damaged database file"
    qtbot.waitUntil(lambda: parts.store._closed, timeout=5_000)
    assert not parts.console.isVisible()
    assert _log_length(db) == entries
    # The program had the file open before the check: it cannot say "left untouched".
    # What it says is true: only its note of the station holding the file (the lease)
    # was written; every other row is as before (no snapshot, no log entry).
    assert "left untouched" not in message
    assert "nothing of the event was recorded in it" in message
    assert "which station has the file open" in message
    assert _contents(db) == before


def test_an_action_before_the_check_waits_for_it_and_is_refused(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, db, entries = _opened(opened, qtbot, tmp_path, damaged=True)
    # before the first paint: the check has not even started
    assert not parts.console.do(lambda: parts.facade.send(c.RegisterPlayer("Late Comer")))
    banner = parts.console.banner.text()
    assert "log_entry.station" in banner
    assert "damaged" in banner
    assert _log_length(db) == entries


def test_a_sound_file_is_checked_after_the_first_paint_and_stays_open(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, db, entries = _opened(opened, qtbot, tmp_path, damaged=False)
    told: list[QDialog] = []
    parts.console.run_dialog = lambda dialog: bool(told.append(dialog))
    check = parts.store.later_check
    assert check is not None
    parts.console.show()
    qtbot.waitUntil(lambda: check.done, timeout=10_000)
    qtbot.wait(200)  # the window's look at the finished check
    assert check.problem is None
    assert not told
    assert parts.console.do(lambda: parts.facade.send(c.RegisterPlayer("Late Comer")))
    assert _log_length(db) == entries + 1


def test_the_store_alone_refuses_to_record_in_a_file_found_damaged(tmp_path: Path) -> None:
    """``open_store(check_later=True)`` opens the damaged file, and its first command
    raises the check's message; the log is as it was."""
    db = tmp_path / "event.sqlite"
    entries = _event(db, damaged=True)
    store = open_store(db, now_ms=START + 60_000, check_later=True)
    try:
        tid = store.log.tournaments()[0].id
        with pytest.raises(DamagedFileError) as refused:
            store.log.execute(tid, c.RegisterPlayer("Late Comer"), START + 60_000, random.Random(1))
        assert "log_entry.station" in refused.value.message
    finally:
        store.close(START + 61_000)
    assert _log_length(db) == entries
