"""The structure editor as a director uses it: edit, add, remove and reorder levels and
breaks with the keyboard and the mouse, see each problem beside its field at once, undo
inside the dialog, play the result as one undo step (also on a running clock), and keep
templates per club. The figures come from the bundled ``nlhe-regular`` preset the demo
plays (chips 100, 500, 1,000, ...; level 1 100/200 big-blind ante 200, 30 minutes)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QSpinBox
from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, FakeClock, open_app
from tournament.structure import Break, Level
from ui.app import AppParts
from ui.structure_editor import StructureEditor
from ui.structure_templates import TemplateStore

SHOTS = Path("/tmp/pokerfloor-shots")


def _type(qtbot: QtBot, spin: QSpinBox, text: str) -> None:
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, text)


def _open(opened: list[AppParts], qtbot: QtBot, tmp_path: Path) -> tuple[AppParts, FakeClock]:
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", clock, demo="nlhe")
    parts.console.structure_tab.templates = TemplateStore(tmp_path / "templates")
    parts.console.show()
    return parts, clock


def test_edit_levels_and_breaks_with_problems_beside_the_fields_then_play_and_undo(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _open(opened, qtbot, tmp_path)
    console = parts.console
    old = parts.facade.structure()
    seen: dict[str, object] = {}

    def answer(dialog: QDialog) -> bool:
        assert isinstance(dialog, StructureEditor)
        editor = dialog
        editor.show()
        qtbot.waitExposed(editor)
        editor.activateWindow()  # the keys go to the dialog (its Ctrl+Z, not the field's)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is editor)
        form = editor.form
        editor.steps_list.setCurrentRow(0)
        # A big blind of 150 cannot be made with 100 chips, and the 200 big-blind ante
        # is then larger than the big blind: both said beside their fields, at once.
        _type(qtbot, form.amounts["big_blind"], "150")
        assert form.field_error("big_blind") == (
            "the big blind (150) cannot be made with the chips in play (smallest chip 100)"
        )
        assert form.field_error("ante") == (
            "the big-blind ante (200) is larger than the big blind (150) in NT"
        )
        assert not editor.ok_button.isEnabled()
        assert editor.summary.text().startswith("2 problem(s) to fix")
        assert editor.steps_list.item(0).text().startswith("⚠ Level 1")
        editor.grab().save(str(SHOTS / "structure-editor-problem.png"))
        # Typing "150" was one edit: one Ctrl+Z puts back 200 and the problems go.
        QTest.keyClick(form.amounts["big_blind"], Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert form.amounts["big_blind"].value() == 200
        assert form.field_error("big_blind") == ""
        assert editor.ok_button.isEnabled()
        # Level 2 lasts 20 minutes instead of 30.
        editor.steps_list.setCurrentRow(1)
        _type(qtbot, form.minutes, "20")
        # A break after level 2 racing off the 100 chips: level 3 (200/400, ante 400)
        # needs 100 chips, so its amounts are flagged until the colour-up is undone.
        qtbot.mouseClick(editor.add_break_button, Qt.MouseButton.LeftButton)
        assert editor.row() == 2
        assert editor.structure.steps[2] == Break(10 * MINUTE)
        form.colour_up.item(0).setCheckState(Qt.CheckState.Checked)  # the 100 chips
        assert editor.structure.steps[2] == Break(10 * MINUTE, (100,))
        third = editor.structure.steps[3]
        assert isinstance(third, Level)
        flagged = {p.where for p in editor.problems}
        seen["flagged"] = flagged
        qtbot.mouseClick(editor.undo_button, Qt.MouseButton.LeftButton)
        assert editor.structure.steps[2] == Break(10 * MINUTE)
        assert editor.problems == []
        # Move the new break down one place (after level 3), then add a level at the end
        # and remove it again.
        qtbot.mouseClick(editor.down_button, Qt.MouseButton.LeftButton)
        assert isinstance(editor.structure.steps[2], Level)
        assert isinstance(editor.structure.steps[3], Break)
        editor.steps_list.setCurrentRow(len(editor.structure.steps) - 1)
        qtbot.mouseClick(editor.add_level_button, Qt.MouseButton.LeftButton)
        assert len(editor.structure.steps) == len(old.steps) + 2
        qtbot.mouseClick(editor.remove_button, Qt.MouseButton.LeftButton)
        assert len(editor.structure.steps) == len(old.steps) + 1
        editor.grab().save(str(SHOTS / "structure-editor.png"))
        return True

    console.run_dialog = answer
    SHOTS.mkdir(exist_ok=True)
    qtbot.mouseClick(console.structure_tab.edit_button, Qt.MouseButton.LeftButton)
    # The break flagged the level after it (level 3 is 200/400: 200 needs 100 chips).
    assert "level 3" in seen["flagged"]  # type: ignore[operator]
    new = parts.facade.structure()
    assert new.steps[1].length_ms == 20 * MINUTE
    assert new.steps[0] == old.steps[0]
    assert new.steps[2] == old.steps[2]  # level 3 unchanged, now before the break
    assert new.steps[3] == Break(10 * MINUTE)
    assert new.steps[4:] == old.steps[3:]
    assert console.menus.undo_action.text() == "Undo: structure change"
    assert "is played now" in console.banner.text()
    assert console.structure_tab.structure_model.rowCount() == len(old.steps) + 1
    console.menus.undo_action.trigger()  # the whole edit is one undo step
    assert parts.facade.structure() == old


def test_on_a_running_clock_the_current_level_changes_its_blinds_not_its_length(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, clock = _open(opened, qtbot, tmp_path)
    console = parts.console
    console.clock_bar.start_button.click()
    clock.now += 5 * MINUTE
    left = parts.facade.clock_model().time_left_ms
    assert left == 25 * MINUTE

    def answer(dialog: QDialog) -> bool:
        assert isinstance(dialog, StructureEditor)
        dialog.show()
        qtbot.waitExposed(dialog)
        form = dialog.form
        assert dialog.row() == 0
        assert dialog.steps_list.item(0).text().startswith("▶ Level 1")
        assert not form.minutes.isEnabled()  # the level on the clock keeps its length
        assert not dialog.remove_button.isEnabled()
        assert not dialog.up_button.isEnabled()
        _type(qtbot, form.amounts["big_blind"], "300")  # level 2 is 200/300: no decrease
        assert dialog.problems == []
        dialog.grab().save(str(SHOTS / "structure-editor-running.png"))
        return True

    console.run_dialog = answer
    SHOTS.mkdir(exist_ok=True)
    assert console.structure_tab.edit_structure()
    assert "Blinds 100 / 300" in console.clock_bar.bar_stakes.text()
    assert parts.facade.clock_model().time_left_ms == left  # 25 minutes still
    console.menus.undo_action.trigger()
    assert "Blinds 100 / 200" in console.clock_bar.bar_stakes.text()


def test_save_a_template_for_the_club_and_start_from_it_again(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _open(opened, qtbot, tmp_path)
    console = parts.console
    store = TemplateStore(tmp_path / "templates")

    def save(dialog: QDialog) -> bool:
        assert isinstance(dialog, StructureEditor)
        dialog.template_row.club.setEditText("Club Lyon")
        dialog.steps_list.setCurrentRow(0)
        _type(qtbot, dialog.form.minutes, "25")
        dialog.template_row.ask_name = lambda title, suggested: "Friday 25"
        qtbot.mouseClick(dialog.template_row.save_button, Qt.MouseButton.LeftButton)
        assert dialog.template_row.template.currentText() == "Friday 25"
        return False  # cancel: the event keeps its structure

    console.run_dialog = save
    before = parts.facade.structure()
    assert not console.structure_tab.edit_structure()
    assert parts.facade.structure() == before
    assert store.clubs() == ["Club Lyon"]
    assert (tmp_path / "templates" / "Club Lyon" / "Friday 25.toml").is_file()
    assert store.load("Club Lyon", "Friday 25").steps[0].length_ms == 25 * MINUTE

    def load(dialog: QDialog) -> bool:
        assert isinstance(dialog, StructureEditor)
        assert dialog.template_row.club.currentText() == "Club Lyon"
        assert dialog.template_row.template.currentText() == "Friday 25"
        qtbot.mouseClick(dialog.template_row.load_button, Qt.MouseButton.LeftButton)
        assert dialog.name_edit.text() == "Friday 25"
        return True

    console.run_dialog = load
    assert console.structure_tab.edit_structure()
    assert parts.facade.structure().name == "Friday 25"
    assert parts.facade.structure().steps[0].length_ms == 25 * MINUTE


def test_the_day_plan_is_typed_refused_with_its_reason_undone_and_played(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """Issue 30: Days in the editor ("12:00 L2, 12:00"): a plan that cannot be read keeps
    Play disabled with the reason; Undo takes the plan back; played, the event keeps it."""
    parts, _ = _open(opened, qtbot, tmp_path)
    console = parts.console

    def plan(dialog: QDialog) -> bool:
        assert isinstance(dialog, StructureEditor)
        assert dialog.days_edit.text() == ""  # one day
        dialog.days_edit.setFocus()
        QTest.keyClicks(dialog.days_edit, "12:00 X2")
        assert dialog.summary.text() == (
            'The event cannot play this structure: Day 1: "12:00 X2" is not HH:MM, '
            "HH:MM Lnn or HH:MM Pnn"
        )
        assert not dialog.ok_button.isEnabled()
        dialog.days_edit.clear()
        QTest.keyClicks(dialog.days_edit, "12:00 L2, 12:00")
        assert dialog.ok_button.isEnabled()
        assert dialog.structure.days.text() == "12:00 L2, 12:00"
        dialog.undo()
        assert dialog.days_edit.text() == ""  # the typing in the field is one undo step
        assert not dialog.structure.days.days
        dialog.redo()
        assert dialog.days_edit.text() == "12:00 L2, 12:00"
        return dialog.try_play()

    console.run_dialog = plan
    assert console.structure_tab.edit_structure()
    assert parts.facade.structure().days.text() == "12:00 L2, 12:00"
    console.menus.undo_action.trigger()  # the structure change is one undo step
    assert parts.facade.structure().days.text() == ""
