"""Seat announcements and the clock's message line, as a director uses them: every seating
is said plainly in the console ("Alice Moreau → Table 3, Seat 7") and listed on the clock
screen for five minutes; the message typed for the room is one undoable action."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QInputDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.console.notice_line import NoticeKind

SHOTS = Path("/tmp/pokerfloor-shots")


def _row(parts: AppParts, name: str) -> tuple[int | None, int | None]:
    row = next(r for r in parts.facade.players() if r.name == name)
    return row.table, row.seat


def test_a_late_entry_is_announced_and_listed_on_the_clock_for_five_minutes(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", clock, demo="nlhe")
    console, screen = parts.console, parts.clock_screen
    console.show()
    clock.now += 5 * MINUTE  # the demo's own seat draw is no longer recent
    out = parts.facade.players()[4]  # the demo's 27 seats are full: one player busts
    parts.facade.send(c.EliminatePlayer(out.player_id))
    field = console.players_tab.name_edit
    QTest.keyClicks(field, "Alice Moreau")
    QTest.keyClick(field, Qt.Key.Key_Return)
    # Seats were drawn, so she is seated at once: in the only open seat, the one left.
    assert _row(parts, "Alice Moreau") == (out.table, out.seat)
    line = f"Alice Moreau → Table {out.table}, Seat {out.seat}"
    assert console.banner.kind() is NoticeKind.NOTICE
    assert console.banner.text() == line
    screen.resize(1920, 1080)
    screen.refresh()
    assert screen.seats.text() == f"Alice Moreau\n→ Table {out.table}, Seat {out.seat}"
    SHOTS.mkdir(exist_ok=True)
    screen.grab().save(str(SHOTS / "clock-recent-seats.png"))
    clock.now += 4 * MINUTE
    screen.refresh()
    assert screen.seats.text().startswith("Alice Moreau\n→ ")  # still there after 4 minutes,
    clock.now += MINUTE
    screen.refresh()
    assert screen.seats.text() == ""  # ... gone after five


def test_a_balancing_move_says_where_from_and_where_to(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    console = parts.console
    at_1 = [r for r in parts.facade.players() if r.table == 1]
    assert len(at_1) == 9  # 27 players at three tables of 9
    parts.facade.send(c.EliminatePlayer(at_1[0].player_id))
    parts.facade.send(c.EliminatePlayer(at_1[1].player_id))  # table 1 has 7, tables 2 and 3 have 9
    before = {r.name: (r.table, r.seat) for r in parts.facade.players()}
    console.run_dialog = lambda dialog: True  # the director confirms the plan
    console.menus.balance_action.trigger()
    after = {r.name: (r.table, r.seat) for r in parts.facade.players()}
    moved = [n for n in after if after[n] != before[n]]
    assert len(moved) == 1  # 9, 9, 7 → one player moves to table 1
    name = moved[0]
    came_from = before[name][0]
    assert after[name][0] == 1
    assert came_from in (2, 3)
    assert console.banner.text() == (
        f"{name} → Table 1, Seat {after[name][1]} (from table {came_from})"
    )


def test_the_message_line_is_typed_shown_on_the_clock_and_undone_in_one_step(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    console, screen = parts.console, parts.clock_screen

    def answer(dialog: QDialog) -> bool:
        assert isinstance(dialog, QInputDialog)
        assert dialog.textValue() == ""
        dialog.setTextValue("Dinner break at 8")
        return True

    console.run_dialog = answer
    console.menus.message_action.trigger()
    assert parts.facade.clock_model().message == "Dinner break at 8"
    screen.resize(1920, 1080)
    screen.refresh()
    # The demo registers through level 6: six 30-minute levels and the 15-minute break after.
    late = "Late registration closes in 3:15:00"
    assert screen.message.text() == f"Clock not started · {late} · Dinner break at 8"
    SHOTS.mkdir(exist_ok=True)
    screen.grab().save(str(SHOTS / "clock-message.png"))
    assert console.menus.undo_action.text() == "Undo: clock message"
    console.menus.undo_action.trigger()
    screen.refresh()
    assert screen.message.text() == f"Clock not started · {late}"

    def too_long(dialog: QDialog) -> bool:
        assert isinstance(dialog, QInputDialog)
        dialog.setTextValue("x" * 121)
        return True

    console.run_dialog = too_long
    console.menus.message_action.trigger()
    assert "The message is 121 characters long; at most 120" in console.banner.text()
    assert parts.facade.clock_model().message == ""
