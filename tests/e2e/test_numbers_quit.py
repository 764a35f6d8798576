"""Issue 10.12: quit means quit, and a second copy says who holds the database."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from db import open_store
from db.errors import LockedError
from tests.e2e.support import START, FakeClock, first_start, open_app
from ui.app import AppParts, AppSettings, build_app
from ui.app.second_copy import ask_display_only, holder_text


def test_closing_the_console_closes_the_clock_screen_and_releases_the_database(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "quit.sqlite"
    parts = open_app(opened, qtbot, db, FakeClock(), first_start())
    parts.console.show()
    parts.clock_screen.show()
    assert parts.clock_screen.isVisible()
    parts.console.close()  # what Ctrl+Q (File → Quit) and the window's close button do
    assert not parts.console.isVisible()
    assert not parts.clock_screen.isVisible()
    assert all(not timer.isActive() for timer in parts.timers)
    store = open_store(db, now_ms=START)  # the lock is released: a new program may write
    store.close(START)


def test_a_second_copy_is_told_who_holds_the_database_and_since_when(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "held.sqlite"
    open_app(opened, qtbot, db, FakeClock(), first_start())
    with pytest.raises(LockedError) as caught:
        build_app(AppSettings(db=str(db)), FakeClock(), random.Random(1))
    text = holder_text(str(caught.value))
    # The first program opened the file at START: its local time of day, worked out here.
    started = datetime.fromtimestamp(START / 1000).strftime("%H:%M")
    assert text.startswith("pokerfloor (pid ")
    assert text.endswith(started)

    seen: list[str] = []

    def press_display_only(box: QMessageBox) -> int:
        seen.append(box.text())
        button = next(b for b in box.buttons() if b.text() == "Open display-only")
        button.click()
        return 0

    assert ask_display_only(caught.value.where, str(caught.value), press_display_only)
    assert seen == [f"{caught.value.where} is already open in another program: {text}."]
    # Display-only opens next to the program that holds the file.
    second = build_app(AppSettings(db=str(db), display_only=True), FakeClock(), random.Random(1))
    opened.append(second)
    qtbot.addWidget(second.console)
    qtbot.addWidget(second.clock_screen)
    assert second.store.read_only
