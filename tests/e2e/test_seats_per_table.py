"""Seats per table during the event, as a director changes them (issue 27, item 11): Tables →
Seats per table…, a field that does not fit refused with the dialog kept open, 8-max for
everyone once four players are out, the moves announced in the console and on the clock
screen, one Undo putting every table and player back.

The demo seats 27 players at 3 tables of 9 (every seat taken)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import Answers, FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.table_size import TableSizeDialog

SHOTS = Path("/tmp/pokerfloor-shots")


def _seats(parts: AppParts) -> dict[str, tuple[int | None, int | None]]:
    return {r.name: (r.table, r.seat) for r in parts.facade.players() if r.table is not None}


def test_eight_max_after_four_busts_with_the_moves_announced_and_one_undo(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", clock, demo="nlhe")
    console = parts.console
    console.show()
    seen: dict[str, str] = {}

    def too_many(dialog: QDialog) -> bool:
        assert isinstance(dialog, TableSizeDialog)
        assert dialog.size_spin.value() == 9
        dialog.size_spin.setValue(8)
        # 27 players, 3 tables of 8 = 24 seats: 3 missing. The dialog stays with the 8.
        assert not dialog.try_accept()
        seen["error"] = dialog.error.text()
        assert dialog.size_spin.value() == 8
        SHOTS.mkdir(exist_ok=True)
        dialog.grab().save(str(SHOTS / "seats-per-table-refused.png"))
        return False

    console.run_dialog = Answers(too_many)
    console.menus.table_size_action.trigger()
    assert seen["error"] == (
        "27 players do not fit at 3 tables with 8 seats: 3 seat(s) missing; add a table first."
    )
    assert {r.size for r in parts.facade.t.table_records()} == {9}

    # Four players bust (one each from seats 9 of tables 1 and 2, two from table 3): 23 left.
    by_seat = {(r.table, r.seat): r.player_id for r in parts.facade.players()}
    for where in ((1, 9), (2, 9), (3, 8), (3, 9)):
        assert console.do(lambda pid=by_seat[where]: parts.facade.send(c.EliminatePlayer(pid)))
    before = _seats(parts)
    assert len(before) == 23
    in_seat_9 = {name for name, (_, seat) in before.items() if seat == 9}
    assert in_seat_9 == set()  # nobody left in a seat 9: 8-max moves nobody yet

    # Table 1 to 6 seats: its players in seats 7 and 8 draw seats at tables 2 and 3.
    def six_max_at_table_1(dialog: QDialog) -> bool:
        assert isinstance(dialog, TableSizeDialog)
        dialog.size_spin.setValue(6)
        dialog.tables_edit.setText("1")
        return dialog.try_accept()

    leaving = {name for name, (table, seat) in before.items() if table == 1 and seat > 6}
    assert len(leaving) == 2  # seats 7 and 8 of table 1 (seat 9 busted)
    console.run_dialog = Answers(six_max_at_table_1)
    console.menus.table_size_action.trigger()
    after = _seats(parts)
    moved = {name for name in after if after[name] != before[name]}
    assert moved == leaving
    assert all(after[name][0] in (2, 3) for name in leaving)  # tables 2 and 3 had 8 and 7
    assert [r.size for r in parts.facade.t.table_records()] == [6, 9, 9]
    # The console says where each goes, and so does the clock screen's corner.
    for name in leaving:
        table, seat = after[name]
        assert f"{name} → Table {table}, Seat {seat} (from table 1)" in console.banner.text()
    screen = parts.clock_screen
    screen.refresh()
    assert any(name in screen.seats.text() for name in leaving)
    SHOTS.mkdir(exist_ok=True)
    console.grab().save(str(SHOTS / "console-seats-per-table.png"))
    for width, height in ((1920, 1080), (1280, 800)):
        screen.resize(width, height)
        screen.refresh()
        screen.grab().save(str(SHOTS / f"clock-seats-per-table-{width}.png"))
    assert console.menus.undo_action.text() == "Undo: 6 seats at table(s) 1"

    # One Undo: table 1 has 9 seats again and both players are back where they sat.
    console.menus.undo_action.trigger()
    assert _seats(parts) == before
    assert [r.size for r in parts.facade.t.table_records()] == [9, 9, 9]
    console.menus.redo_action.trigger()
    assert _seats(parts) == after
