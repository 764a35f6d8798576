"""The event's rules settings in the console: Tables → Rules settings…, and the New
tournament dialog.  The dialog is driven by keyboard and mouse; saving is one undo step,
kept in the database, and the hands dealt at the event's tables are played under it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from db.hand_queries import stored_hands
from tests.e2e.support import FakeClock, open_app
from tournament import hh
from tournament.engine.rules import Rules
from tournament.service import commands as c
from ui.app import AppParts
from ui.new_tournament import NewTournamentDialog
from ui.rules_dialog import RulesDialog

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"


def _save(qtbot: QtBot, dialog: RulesDialog) -> bool:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return dialog.result() == QDialog.DialogCode.Accepted


def test_every_rule_setting_has_a_plain_language_row(qtbot: QtBot) -> None:
    dialog = RulesDialog(Rules())
    qtbot.addWidget(dialog)
    names = {f for f in Rules.__dataclass_fields__ if f != "name"}
    assert set(dialog._editors) == names
    assert all(dialog._labels[k].text() for k in names)


def test_rules_settings_from_the_console_are_one_undo_step(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    db = tmp_path / "demo.sqlite"
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    console = parts.console
    assert console.menus.rules_action.text() == "Rules settings…"
    assert parts.facade.rules() == Rules()

    def drive(dialog: QDialog) -> bool:
        assert isinstance(dialog, RulesDialog)
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.summary.text() == "Every setting as in the TDA (tournament default) profile."
        # the keyboard picks the WSOP profile (the second one)
        dialog.profile.setFocus()
        qtbot.keyClick(dialog.profile, Qt.Key.Key_Down)
        assert dialog.profile_key == "wsop"
        assert dialog._editors["raise_cap"].value() == 4  # the WSOP cap
        # the mouse turns check-raising off
        box = dialog._editors["check_raise"]
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        assert dialog.differing() == ["check_raise"]
        assert dialog._labels["check_raise"].font().bold()
        assert dialog._notes["check_raise"].text() == "changed (profile: yes)"
        assert not dialog._labels["raise_cap"].font().bold()
        assert dialog.summary.text() == (
            "1 setting(s) differ from the WSOP profile (marked in bold)."
        )
        SHOTS.mkdir(parents=True, exist_ok=True)
        qtbot.wait(50)  # the layout follows the new notes
        dialog.grab().save(str(SHOTS / "rules_dialog.png"))
        return _save(qtbot, dialog)

    console.run_dialog = drive
    console.menus.rules_action.trigger()
    chosen = Rules.profile("wsop", check_raise=False)
    assert parts.facade.rules() == chosen
    assert parts.facade.undo_text() == "Undo: rules settings"

    # the hands at the event's tables are played under the saved settings
    table = next(t.number for t in parts.facade.tables() if len(t.seats) > 1)
    parts.facade.deal_demo_hand(table)
    played = stored_hands(parts.store, parts.facade.current_tournament())[-1]
    recorded = Rules.from_dict(dict(hh.loads(played.phh).user_fields["_rules"]))
    assert recorded == chosen.with_settings(min_chip_unit=100)  # the demo's smallest chip

    parts.facade.undo()  # the hand
    parts.facade.undo()  # the rules settings
    assert parts.facade.rules() == Rules()
    parts.facade.redo()
    assert parts.facade.rules() == chosen

    # kept in the database
    parts.close(clock.now)
    again = open_app(opened, qtbot, db, clock)
    assert again.facade.rules() == chosen


def test_each_stored_hand_keeps_the_rules_it_was_played_under(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """Three hands at one table under TDA, then WSOP without check-raising, then TDA
    again: each hand's row keeps the settings of its own hand (the hand list and the
    ruling assistant read them), not those of the hand before."""
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    table = next(t.number for t in parts.facade.tables() if len(t.seats) > 1)
    parts.facade.deal_demo_hand(table)
    parts.facade.send(c.SetRules(Rules.profile("wsop", check_raise=False)))
    parts.facade.deal_demo_hand(table)
    parts.facade.send(c.SetRules(Rules()))
    parts.facade.deal_demo_hand(table)
    hands = stored_hands(parts.store, parts.facade.current_tournament())[-3:]
    assert [h.rules["name"] for h in hands] == ["tda", "wsop", "tda"]
    assert [h.rules["raise_cap"] for h in hands] == [3, 4, 3]  # the WSOP cap is 4
    assert [h.rules["check_raise"] for h in hands] == [True, False, True]
    assert [h.rules["min_chip_unit"] for h in hands] == [100, 100, 100]  # the demo's chip


def test_cancel_changes_nothing(qtbot: QtBot, tmp_path: Path, opened: list[AppParts]) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    console = parts.console
    undo_before = parts.facade.undo_text()

    def cancel(dialog: QDialog) -> bool:
        assert isinstance(dialog, RulesDialog)
        dialog._editors["raise_cap"].setValue(7)
        button = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return dialog.result() == QDialog.DialogCode.Accepted

    console.run_dialog = cancel
    assert not console.rules_settings()
    assert parts.facade.rules() == Rules()
    assert parts.facade.undo_text() == undo_before


def test_new_tournament_dialog_sets_the_rules_in_its_one_command(qtbot: QtBot) -> None:
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Mixed Monday")
    assert dialog.rules_info.text() == "TDA (tournament default) profile"

    def drive(rules_dialog: QDialog) -> bool:
        assert isinstance(rules_dialog, RulesDialog)
        rules_dialog.profile.setFocus()
        for _ in range(2):  # TDA -> WSOP -> Robert's
            qtbot.keyClick(rules_dialog.profile, Qt.Key.Key_Down)
        rules_dialog._editors["raise_cap"].setFocus()
        qtbot.keyClick(rules_dialog._editors["raise_cap"], Qt.Key.Key_Up)  # 3 -> 4
        assert isinstance(rules_dialog, RulesDialog)
        return _save(qtbot, rules_dialog)

    dialog.run_dialog = drive
    qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
    robert = Rules.profile("robert", raise_cap=4)
    assert dialog.rules == robert
    assert dialog.rules_info.text() == "Robert's Rules of Poker profile, 1 setting(s) changed"
    assert dialog.try_accept(), dialog.error.text()
    assert dialog.command().rules == robert
