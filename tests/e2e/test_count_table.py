"""Counting a table at once from its table card, keyboard only, in the demo event (27
players x 30,000 = 810,000 chips in play, three tables of nine)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QLabel, QSpinBox
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from ui.app import AppParts
from ui.chip_count import ChipCountDialog


def test_a_table_is_counted_by_keyboard_and_compared_live(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    console = parts.console
    before = {r.player_id: r.stack for r in parts.facade.players()}
    seen: dict[str, object] = {}

    def count_by_keyboard(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChipCountDialog)
        dialog.show()
        dialog.activateWindow()
        qtbot.waitActive(dialog)
        assert dialog.windowTitle() == "Chip counts: table 2"
        assert len(dialog.spins) == 9
        names = [w for w in dialog.findChildren(QLabel) if w.text() and "<b>" not in w.text()]
        assert all(not isinstance(w, QSpinBox) for w in names)  # names are only text
        assert dialog.focusWidget() is dialog.spins[0]
        # Seat by seat: 31,000, Tab, 29,500, Enter, 30,000 and Enter; the rest left empty.
        QTest.keyClicks(dialog.spins[0], "31000")
        QTest.keyClick(dialog.spins[0], Qt.Key.Key_Tab)
        assert dialog.focusWidget() is dialog.spins[1]
        qtbot.wait(10)  # the focused count is selected as the event loop runs
        QTest.keyClicks(dialog.spins[1], "29500")
        QTest.keyClick(dialog.spins[1], Qt.Key.Key_Return)
        assert dialog.isVisible()  # Enter goes to the next count, it does not close
        assert dialog.focusWidget() is dialog.spins[2]
        qtbot.wait(10)
        QTest.keyClicks(dialog.spins[2], "30000")
        QTest.keyClick(dialog.spins[2], Qt.Key.Key_Return)
        # 31,000 + 29,500 + 30,000 = 90,500 counted against 3 x 30,000 = 90,000 recorded;
        # the table then holds 9 x 30,000 + 500 = 270,500, all tables 810,500 of 810,000.
        assert dialog.total.text() == (
            "Counted 3 of 9 · these counts 90,500 (recorded 90,000, +500) · "
            "these players now hold 270,500"
        )
        assert dialog.check.text() == (
            "All stacks with these counts: 810,500 of 810,000 in play · "
            "500 too many: check the counts."
        )
        assert dialog.leaders.text().startswith("Chip leaders: ")
        assert " 31,000 · " in dialog.leaders.text()
        seen["counts"] = dialog.counts()
        return True

    console.run_dialog = count_by_keyboard
    assert console.tables_tab.table_actions.count_table(2)
    counts = seen["counts"]
    assert isinstance(counts, dict)
    assert sorted(counts.values()) == [29_500, 30_000, 31_000]
    after = {r.player_id: r.stack for r in parts.facade.players()}
    for pid, stack in after.items():
        assert stack == counts.get(pid, before[pid])
    console.menus.undo_action.trigger()  # the three counts are one director action
    assert {r.player_id: r.stack for r in parts.facade.players()} == before
