"""The players list as a director uses it: the search box, and Ctrl+Z / Ctrl+Shift+Z that
undo and redo the last director action even while the name field has the focus."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts


def test_search_by_name_accents_ignored_or_by_table(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    parts.console.show()
    qtbot.waitExposed(parts.console)
    tab = parts.console.players_tab
    view = tab.players_view
    assert view.model().rowCount() == 27
    QTest.keyClicks(tab.search_edit, "chloe")  # the demo's "Chloé Martin"
    assert view.model().rowCount() == 1
    assert view.model().index(0, 0).data() == "Chloé Martin"
    view.selectRow(0)
    chloe = next(r for r in parts.facade.players() if r.name == "Chloé Martin")
    assert tab.selected_player_ids() == [chloe.player_id]  # the filtered row, not row 0
    tab.search_edit.clear()
    QTest.keyClicks(tab.search_edit, "t2")
    at_table_2 = [r.name for r in parts.facade.players() if r.table == 2]
    shown = [view.model().index(i, 0).data() for i in range(view.model().rowCount())]
    assert shown == at_table_2
    assert len(shown) == 9
    tab.search_edit.clear()
    assert view.model().rowCount() == 27


def test_ctrl_z_in_the_name_field_undoes_the_last_director_action(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    console = parts.console
    console.show()
    console.activateWindow()
    qtbot.waitActive(console)
    first = parts.facade.players()[0]
    parts.facade.send(c.EliminatePlayer(first.player_id))  # the last director action
    assert _status(parts, first.player_id) != "Playing"
    field = console.players_tab.name_edit
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    QTest.keyClicks(field, "Half typed")
    QTest.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _status(parts, first.player_id) == "Playing"  # the bust is undone ...
    assert field.text() == "Half typed"  # ... and the typing is left alone
    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(field, Qt.Key.Key_Z, redo)
    assert _status(parts, first.player_id) != "Playing"
    assert field.text() == "Half typed"
    QTest.keyClick(field, Qt.Key.Key_End)  # no modifier held any more, for the tests after


def _status(parts: AppParts, player_id: str) -> str:
    return next(r.status for r in parts.facade.players() if r.player_id == player_id)


def test_columns_widen_to_a_new_wider_stack_once_the_changes_settle(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    parts.console.show()
    qtbot.waitExposed(parts.console)
    view = parts.console.players_tab.players_view
    model = view.model()
    stack_column = next(
        i
        for i in range(model.columnCount())
        if model.headerData(i, Qt.Orientation.Horizontal) == "Chips"
    )
    first = parts.facade.players()[0]
    parts.facade.send(c.RecordChipCount(first.player_id, 1_234_567_890))
    text = "1,234,567,890"
    row = next(i for i in range(model.rowCount()) if model.index(i, stack_column).data() == text)
    needed = view.fontMetrics().horizontalAdvance(text)
    # fitted within moments of the change (one fit for a burst of changes, not one per row)
    qtbot.waitUntil(lambda: view.columnWidth(stack_column) > needed, timeout=2_000)
    assert model.index(row, stack_column).data() == text
    # the names take the rest of the width (the other columns fit their texts)
    widths = [view.columnWidth(i) for i in range(model.columnCount())]
    assert abs(sum(widths) - view.viewport().width()) <= 1
    assert widths[0] > max(widths[1:])
