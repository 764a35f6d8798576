"""What the players list has ON SCREEN after a change equals a whole repaint of it: a
change repaints only the cells whose text changed (a new stack: that cell; a bust: the rows
it shifts), and nothing stale is left beside them. The screen is the window's backing
store (what the platform shows), compared with the list drawn anew; the stacks are the
ones typed here."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.e2e.table_view_support import open_event
from tournament.service import commands as c
from tournament.service.records import ChipCount
from ui.app import AppParts
from ui.console.window import DirectorConsole


def on_screen_and_redrawn(qtbot: QtBot, console: DirectorConsole) -> tuple[QImage, QImage]:
    """The players list's viewport as the screen shows it once the change's events are
    done (a column widened lays the header out again; a burst's fit waits 100 ms), and
    drawn anew."""
    QApplication.processEvents()
    qtbot.wait(150)
    viewport = console.players_tab.players_view.viewport()
    corner = viewport.mapTo(console, viewport.rect().topLeft())
    area = (corner.x(), corner.y(), viewport.width(), viewport.height())
    screen = console.screen().grabWindow(console.winId()).toImage()
    return screen.copy(*area), console.grab().toImage().copy(*area)


def chips_shown(console: DirectorConsole) -> dict[str, str]:
    """Each row's name and Chips cell, as the list gives them to the screen."""
    model = console.players_tab.players_filter
    return {
        str(model.index(r, 0).data()): str(model.index(r, 4).data())
        for r in range(model.rowCount())
    }


def test_the_list_on_screen_is_the_list_drawn_anew_after_each_change(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 6, seats=9)
    console = parts.console
    console.resize(1280, 800)
    console.show()
    qtbot.waitExposed(console)
    ids = {p.name: p.player_id for p in parts.facade.t.player_records()}
    for name, chips in (("Ann", 12_345), ("Bob", 777_777), ("Cy", 5)):
        assert console.send(c.RecordChipCounts((ChipCount(ids[name], chips),)))
        shown, redrawn = on_screen_and_redrawn(qtbot, console)
        assert shown == redrawn, name
    assert chips_shown(console) == {
        "Ann": "12,345",
        "Bob": "777,777",
        "Cy": "5",
        "Dee": "50,000",
        "Eve": "50,000",
        "Fay": "50,000",
    }
    assert console.send(c.EliminatePlayer(ids["Cy"]))  # Cy's row moves to the end
    shown, redrawn = on_screen_and_redrawn(qtbot, console)
    assert shown == redrawn
    assert chips_shown(console)["Cy"] == ""
    console.menus.undo_action.trigger()
    shown, redrawn = on_screen_and_redrawn(qtbot, console)
    assert shown == redrawn
    assert chips_shown(console)["Cy"] == "5"
