"""A display station says when the director's station went quiet, offers to take over once
it has been silent long enough, names it and when it was last heard in the dialog, and
takes over; the old station, waking up, is refused saying another station took over, and
follows as a display station. On a SQLite file (the same code runs on PostgreSQL: see
tests/db/test_station_faults.py for the processes)."""

from __future__ import annotations

import os
import random
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from db.lease import TAKEOVER_AFTER_MS
from tests.e2e.support import START, Answers, FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts, AppSettings
from ui.app.run import take_over
from ui.app.station_watch import UNHEARD_AFTER_MS


def _when(ms: int, pattern: str = "HH:mm") -> str:
    """The local time of day, after the date (the test's instants are not today)."""
    moment = QDateTime.fromMSecsSinceEpoch(ms)
    day = QLocale().toString(moment.date(), QLocale.FormatType.ShortFormat)
    return f"{day} {moment.time().toString(pattern)}"


def _press(label: str) -> Answers:
    def answer(dialog: QDialog) -> bool:
        assert isinstance(dialog, QMessageBox)
        button = next(b for b in dialog.buttons() if b.text() == label)
        dialog.show()
        button.click()
        return True

    return Answers(answer)


def _look(qtbot: QtBot, parts: AppParts) -> None:
    """One look of the station's watch: its read runs on a worker thread, its answer comes
    back to the UI thread by a queued signal."""
    assert parts.watch is not None
    parts.watch.tick()
    qtbot.waitUntil(lambda: not parts.watch.aside.running, timeout=5_000)  # type: ignore[union-attr]


def test_a_silent_director_station_is_taken_over_from_a_display_station(
    qtbot: QtBot, opened: list[AppParts], tmp_path: Path
) -> None:
    db = tmp_path / "event.sqlite"
    floor_clock = FakeClock(START)
    floor = open_app(opened, qtbot, db, floor_clock, demo="nlhe")
    bar_clock = FakeClock(START)
    bar = open_app(opened, qtbot, db, bar_clock, display_only=True)
    assert bar.watch is not None
    assert floor.watch is not None
    _look(qtbot, bar)
    assert not bar.console.station_line.isVisibleTo(bar.console)

    # the floor station goes quiet (hung): the bar's clock moves on
    bar_clock.now = START + UNHEARD_AFTER_MS
    _look(qtbot, bar)
    line = bar.console.station_line
    heard = f"The director's station has not been heard from since {_when(START)}"
    assert line.text.text() == heard
    assert not line.take_over.isVisibleTo(bar.console)  # not yet: it may come back
    assert bar.clock_screen.station_note.text() == heard

    bar_clock.now = START + TAKEOVER_AFTER_MS
    _look(qtbot, bar)
    assert line.take_over.isVisibleTo(bar.console)
    assert line.take_over.text() == "Take over as director's station…"
    answers = _press("Take over as director's station")
    bar.console.run_dialog = answers
    line.take_over.click()
    box = answers.seen[0]
    assert isinstance(box, QMessageBox)
    assert f"pid {os.getpid()}" in box.text()
    assert box.text().endswith(f"has not been heard from since {_when(START, 'HH:mm:ss')}.")
    assert bar.take_over
    settings = AppSettings(db=str(db), display_only=True)
    director, _ = take_over(bar, settings, bar_clock, random.Random(3))
    opened.append(director)
    qtbot.addWidget(director.console)
    qtbot.addWidget(director.clock_screen)
    assert not director.console.display_only
    victim, other = [p for p in director.facade.players() if p.status == "Playing"][:2]
    assert director.console.do(lambda: director.facade.send(c.EliminatePlayer(victim.player_id)))

    # the floor station wakes up: its next command is refused, nothing recorded
    floor_clock.now = START + TAKEOVER_AFTER_MS + 1_000
    assert not floor.console.do(lambda: floor.facade.send(c.EliminatePlayer(other.player_id)))
    refusal = floor.console.banner.text()
    assert refusal.startswith("Not recorded")
    assert "took over" in refusal
    _look(qtbot, floor)
    assert floor.console.display_only
    taken = floor.console.station_line.text.text()
    assert taken.startswith(f"Another station took over at {_when(START + TAKEOVER_AFTER_MS)}")
    # it follows the new director's station: the bust recorded there shows here
    assert floor.follow is not None
    floor.follow()
    statuses = {p.player_id: p.status for p in floor.facade.players()}
    assert statuses[victim.player_id].startswith("Out")
    assert statuses[other.player_id] == "Playing"
