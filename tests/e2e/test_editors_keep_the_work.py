"""The editors check what the event will check, and a refusal keeps the work (issue 27,
item 7): the structure editor names a stud game the event's 9-seat tables cannot deal
before "Play this structure", and a structure refused when played (the clock moved on
while the director typed) leaves the dialog open with the edits; the payout editor keeps
nine typed prizes when one place is left at zero."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QDoubleSpinBox, QSpinBox
from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, FakeClock, open_app
from tournament.structure_io import load_preset
from ui.app import AppParts
from ui.dialogs import PayoutsDialog
from ui.structure_editor import StructureEditor
from ui.structure_templates import TemplateStore

SHOTS = Path("/tmp/pokerfloor-shots")


def _type(spin: QSpinBox | QDoubleSpinBox, text: str) -> None:
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, text)


def _open(opened: list[AppParts], qtbot: QtBot, tmp_path: Path) -> tuple[AppParts, FakeClock]:
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", clock, demo="nlhe")
    parts.console.structure_tab.templates = TemplateStore(tmp_path / "templates")
    parts.console.show()
    return parts, clock


def test_the_structure_editor_names_what_the_event_refuses_before_play(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _open(opened, qtbot, tmp_path)
    console = parts.console
    store = TemplateStore(tmp_path / "templates")
    store.save("Club Lyon", "Eight-game", load_preset("eight-game"))
    before = parts.facade.structure()
    seen: list[str] = []

    def load_the_mix(dialog: QDialog) -> bool:
        assert isinstance(dialog, StructureEditor)
        dialog.show()
        qtbot.mouseClick(dialog.template_row.load_button, Qt.MouseButton.LeftButton)
        assert dialog.name_edit.text() == "Eight-game"
        assert dialog.problems == []  # the structure itself is sound...
        seen.append(dialog.summary.text())  # ...but the event's 9-seat tables are not
        assert not dialog.ok_button.isEnabled()
        SHOTS.mkdir(exist_ok=True)
        dialog.grab().save(str(SHOTS / "structure-editor-event-refusal.png"))
        return False

    console.run_dialog = load_the_mix
    assert not console.structure_tab.edit_structure()
    assert seen[0].startswith("The event cannot play this structure: ")
    assert "is dealt to at most" in seen[0]
    assert "use tables of" in seen[0]
    assert parts.facade.structure() == before


def test_a_structure_refused_when_played_keeps_the_dialog_open_with_the_edits(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, clock = _open(opened, qtbot, tmp_path)
    console = parts.console
    parts.facade.toggle_clock()  # level 1 (30 minutes) runs from now
    before = parts.facade.structure()
    states: list[tuple[bool, str, int, int]] = []

    def edit_while_the_clock_runs(dialog: QDialog) -> bool:
        assert isinstance(dialog, StructureEditor)
        dialog.show()
        dialog.steps_list.setCurrentRow(1)
        _type(dialog.form.minutes, "20")  # level 2: 20 minutes
        assert dialog.ok_button.isEnabled()  # fine while level 1 is played
        clock.now += 31 * MINUTE  # the director took his time: level 2 is on the clock
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        states.append(
            (
                dialog.isVisible(),
                dialog.summary.text(),
                dialog.structure.steps[1].length_ms,
                dialog.result(),
            )
        )
        # The director puts level 2 back and shortens level 3 instead: played.
        _type(dialog.form.minutes, "30")
        dialog.steps_list.setCurrentRow(2)
        _type(dialog.form.minutes, "20")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        assert dialog.was_played
        return dialog.result() == QDialog.DialogCode.Accepted

    console.run_dialog = edit_while_the_clock_runs
    assert console.structure_tab.edit_structure()
    visible, summary, level_2, result = states[0]
    assert visible  # the dialog stayed open...
    assert result != QDialog.DialogCode.Accepted
    assert level_2 == 20 * MINUTE  # ...with the edit in it
    assert summary == (
        "The event cannot play this structure: The clock is at level 2: its length cannot "
        "change while it is played (add or remove time with the clock's buttons instead)"
    )
    played = parts.facade.structure()
    assert played.steps[1] == before.steps[1]
    assert played.steps[2].length_ms == 20 * MINUTE
    assert console.menus.undo_action.text() == "Undo: structure change"


def test_the_payout_editor_keeps_nine_typed_prizes_when_a_place_is_at_zero(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _open(opened, qtbot, tmp_path)
    console = parts.console
    before = list(parts.facade.payout_amounts())
    # The demo: 27 players × € 100 = € 2,700 in the pool. Ten places typed, the tenth
    # forgotten at zero: 900 + 540 + 360 + 270 + 180 + 135 + 110 + 105 + 100 = 2,700.
    typed = ["900", "540", "360", "270", "180", "135", "110", "105", "100"]
    assert sum(int(x) for x in typed) == 2_700
    kept: list[tuple[list[int], str, bool]] = []

    def ten_places(dialog: QDialog) -> bool:
        assert isinstance(dialog, PayoutsDialog)
        dialog.show()
        while len(dialog.spins) < 10:
            dialog.add_place(0)
        while len(dialog.spins) > 10:
            dialog.remove_place()
        for spin, amount in zip(dialog.spins, typed, strict=False):
            _type(spin, amount)
        _type(dialog.spins[9], "0")
        dialog.accept()  # "Set payouts"
        kept.append((dialog.amounts(), dialog.error.text(), dialog.isVisible()))
        SHOTS.mkdir(exist_ok=True)
        dialog.grab().save(str(SHOTS / "payouts-refused.png"))
        dialog.remove_place()  # nine places: the pool shared out exactly
        dialog.accept()
        return dialog.result() == QDialog.DialogCode.Accepted

    console.run_dialog = ten_places
    assert before != []
    console.payouts_tab.money_actions.edit_payouts()
    amounts, error, visible = kept[0]
    assert amounts == [int(x) * 100 for x in typed] + [0]  # every prize typed is still there
    assert error == "Every paid place must get more than zero"
    assert visible
    assert list(parts.facade.payout_amounts()) == [int(x) * 100 for x in typed]
