"""The floor rules as a director sets them: in the New tournament dialog, and later through
Tables → Floor rules…, where a change is one undo step and the tables' hint follows it.
Table sizes are counted by hand from the busts (the demo seats 27 players at 3 tables)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QSpinBox
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.service.records import FloorRules
from ui.app import AppParts
from ui.console.players_tab import bust_command
from ui.floor_rules import FloorRulesDialog
from ui.new_tournament import NewTournamentDialog

SHOTS = Path("/tmp/pokerfloor-shots")


def _type(spin: QSpinBox, text: str) -> None:
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, text)


def test_the_new_tournament_dialog_takes_the_floor_rules(qtbot: QtBot) -> None:
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QTest.keyClicks(dialog.name_edit, "Friday Deepstack")
    dialog.tables.setValue(4)
    box = dialog.floor_rules
    assert box.rules() == FloorRules(1, 3, True, ())  # the TDA defaults
    _type(box.trigger, "2")
    _type(box.halt, "4")
    qtbot.mouseClick(box.halt_at_big_blind, Qt.MouseButton.LeftButton)  # untick
    QTest.keyClicks(box.break_order, "4, x")
    assert not dialog.try_accept()
    assert dialog.error.text() == "Break order: “x” is not a table number."
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / "new-tournament-floor-rules.png"))
    box.break_order.clear()
    QTest.keyClicks(box.break_order, "4 2")
    assert dialog.try_accept(), dialog.error.text()
    assert dialog.command().floor == FloorRules(2, 4, False, (4, 2))


def test_floor_rules_changed_during_the_event_are_one_undo_step(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    console = parts.console
    at_1 = [r.player_id for r in parts.facade.players() if r.table == 1]
    parts.facade.send(bust_command(at_1[:1]))
    parts.facade.send(bust_command(at_1[1:2]))  # 7, 9, 9: two apart
    console.refresh()
    assert "The tables need balancing." in console.tables_tab.tables_hint.text()

    def answer(dialog: QDialog) -> bool:
        assert isinstance(dialog, FloorRulesDialog)
        assert dialog.box.rules() == FloorRules()
        _type(dialog.box.trigger, "2")  # balance only when more than two apart
        return dialog.try_accept()

    console.run_dialog = answer
    console.menus.floor_rules_action.trigger()
    assert parts.facade.floor_rules().balance_trigger == 2
    assert "balancing" not in console.tables_tab.tables_hint.text()
    assert console.menus.undo_action.text() == "Undo: floor rules"
    console.menus.undo_action.trigger()
    assert parts.facade.floor_rules() == FloorRules()
    assert "The tables need balancing." in console.tables_tab.tables_hint.text()

    def halt_below_trigger(dialog: QDialog) -> bool:
        assert isinstance(dialog, FloorRulesDialog)
        _type(dialog.box.trigger, "3")
        _type(dialog.box.halt, "3")
        return dialog.try_accept()

    console.run_dialog = halt_below_trigger
    console.menus.floor_rules_action.trigger()
    assert "would halt before the tables are balanced" in console.banner.text()
    assert parts.facade.floor_rules() == FloorRules()
