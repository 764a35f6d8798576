"""Rotation in the structure editor, as a director sets up a mixed event: tick a second game
in a level, see why a rotation by level cannot play it, choose "after a number of hands",
play the structure (one undo step), read the game now played and the next on the clock
screen, reopen the editor, keep it as a template, and find it again after a restart.

The demo (``nlhe-regular``) level 1 is no-limit hold'em 100/200 with a 200 big-blind ante;
pot-limit Omaha uses the same blinds, so ticking PLO adds no amount to type."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tournament.structure import RotationSettings, RotationUnit
from ui.app import AppParts
from ui.structure_editor import StructureEditor
from ui.structure_templates import TemplateStore

SHOTS = Path("/tmp/pokerfloor-shots")


def _tick(editor: StructureEditor, code: str) -> None:
    games = editor.form.games
    for row in range(games.count()):
        item = games.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == code:
            item.setCheckState(Qt.CheckState.Checked)
            return
    raise AssertionError(f"no game {code} in the list")


def _open(opened: list[AppParts], qtbot: QtBot, db: Path, clock: FakeClock) -> AppParts:
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    parts.console.structure_tab.templates = TemplateStore(db.parent / "templates")
    parts.console.show()
    return parts


def test_mix_by_hands_from_the_editor_then_the_clock_names_the_next_game(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    db = tmp_path / "demo.sqlite"
    parts = _open(opened, qtbot, db, clock)
    console = parts.console
    assert parts.facade.structure().rotation == RotationSettings()  # with each level

    def mix(dialog: QDialog) -> bool:
        assert isinstance(dialog, StructureEditor)
        editor = dialog
        editor.show()
        editor.activateWindow()  # the keys go to the dialog, as when it opens on screen
        qtbot.waitUntil(lambda: QApplication.activeWindow() is editor)
        row = editor.rotation_row
        assert row.unit.currentText() == "with each level"
        assert not row.hands.isVisible()
        editor.steps_list.setCurrentRow(0)
        _tick(editor, "PO")
        # A rotation by level deals one game a level: the second game is flagged at once.
        assert editor.form.field_error("game") == (
            "a rotation by level plays one game per level, but this level lists several"
        )
        assert not editor.ok_button.isEnabled()
        # Games change after 2 hands: chosen with the keyboard, then the count typed.
        row.unit.setFocus()
        QTest.keyClick(row.unit, Qt.Key.Key_Down)
        assert row.unit.currentText() == "after a number of hands"
        assert row.hands.isVisible()
        row.hands.setFocus()
        row.hands.selectAll()
        QTest.keyClicks(row.hands, "2")
        assert editor.structure.rotation == RotationSettings(RotationUnit.HANDS, 2)
        assert editor.form.field_error("game") == ""
        assert editor.ok_button.isEnabled()
        assert editor.steps_list.item(0).text().startswith("Level 1")  # no ⚠ left
        # Typing the count was one edit: Ctrl+Z once gives back the 8 the row showed,
        # twice the rotation by level; Ctrl+Shift+Z twice brings the 2 hands back.
        QTest.keyClick(row.hands, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert editor.structure.rotation == RotationSettings(RotationUnit.HANDS, 8)
        QTest.keyClick(row.hands, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert editor.structure.rotation == RotationSettings()
        assert row.unit.currentText() == "with each level"
        shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        QTest.keyClick(row.hands, Qt.Key.Key_Z, shift)
        QTest.keyClick(row.hands, Qt.Key.Key_Z, shift)
        assert editor.structure.rotation == RotationSettings(RotationUnit.HANDS, 2)
        SHOTS.mkdir(exist_ok=True)
        for width, height in ((1920, 1080), (1280, 800)):
            editor.resize(width, height)
            editor.grab().save(str(SHOTS / f"structure-editor-rotation-{width}.png"))
        editor.resize(1100, 720)
        return True

    console.run_dialog = mix
    assert console.structure_tab.edit_structure()
    played = parts.facade.structure()
    assert played.rotation == RotationSettings(RotationUnit.HANDS, 2)
    assert played.levels[0].games == ("NT", "PO")
    assert console.menus.undo_action.text() == "Undo: structure change"
    # The clock screen: level 1 plays no-limit hold'em now (no hand dealt yet), PLO next.
    screen = parts.clock_screen
    screen.refresh()
    assert screen.level.text() == "Level 1 · No-limit Texas hold'em"
    assert "Next game: Pot-limit Omaha" in screen.message.text()
    SHOTS.mkdir(exist_ok=True)
    for width, height in ((1920, 1080), (1280, 800)):
        screen.resize(width, height)
        screen.refresh()
        screen.grab().save(str(SHOTS / f"clock-rotation-{width}.png"))

    # One Undo in the console: the rotation by level again, and no next game.
    console.menus.undo_action.trigger()
    assert parts.facade.structure().rotation == RotationSettings()
    screen.refresh()
    assert "Next game" not in screen.message.text()
    console.menus.redo_action.trigger()

    def reopen_and_save(dialog: QDialog) -> bool:
        assert isinstance(dialog, StructureEditor)
        row = dialog.rotation_row
        assert row.unit.currentText() == "after a number of hands"
        assert row.hands.value() == 2
        assert row.unit.isEnabled()  # the clock has not started
        dialog.template_row.club.setEditText("Club Lyon")
        dialog.template_row.ask_name = lambda title, suggested: "Mix NLHE PLO"
        qtbot.mouseClick(dialog.template_row.save_button, Qt.MouseButton.LeftButton)
        return False

    console.run_dialog = reopen_and_save
    assert not console.structure_tab.edit_structure()
    saved = TemplateStore(tmp_path / "templates").load("Club Lyon", "Mix NLHE PLO")
    assert saved.rotation == RotationSettings(RotationUnit.HANDS, 2)
    assert saved.levels[0].games == ("NT", "PO")

    # A restart reads the same rotation back from the log.
    parts.close(START)
    again = _open(opened, qtbot, db, clock)
    assert again.facade.structure().rotation == RotationSettings(RotationUnit.HANDS, 2)
    again.clock_screen.refresh()
    assert "Next game: Pot-limit Omaha" in again.clock_screen.message.text()


def test_once_the_clock_runs_the_rotation_is_shown_but_kept(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = _open(opened, qtbot, tmp_path / "demo.sqlite", clock)
    parts.console.clock_bar.start_button.click()

    def look(dialog: QDialog) -> bool:
        assert isinstance(dialog, StructureEditor)
        row = dialog.rotation_row
        assert not row.unit.isEnabled()
        assert row.note.text() == "The clock has started: the event keeps its rotation."
        return False

    parts.console.run_dialog = look
    assert not parts.console.structure_tab.edit_structure()
