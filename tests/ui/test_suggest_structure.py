"""The "Suggest a schedule" dialog, used as a director would: typing, reading the preview,
taking the proposal into the New-tournament dialog."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from tournament.structure import Break
from ui.new_tournament import NewTournamentDialog
from ui.suggest_structure import SuggestStructureDialog


def _retype(widget: QLineEdit, text: str) -> None:
    widget.selectAll()
    QTest.keyClicks(widget, text)


def _cell(dialog: SuggestStructureDialog, row: int, column: int) -> str:
    item = dialog.levels.item(row, column)
    assert item is not None
    return item.text()


def test_the_preview_follows_what_is_typed(qtbot: QtBot) -> None:
    dialog = SuggestStructureDialog()
    qtbot.addWidget(dialog)
    # The defaults: 40 players x 20,000, chips 25..5,000, 5 hours of 20-minute levels.
    assert _cell(dialog, 0, 1) == "NLHE: blinds 100/200, big-blind ante 200"
    assert _cell(dialog, 4, 0) == "Break"
    assert _cell(dialog, 4, 1) == "colour up the 25"
    # 13 levels of 20 minutes and three 15-minute breaks = 305 minutes.
    assert dialog.summary.text() == "Estimated end: level 13, 5 h 05 min after the start"
    line = dialog.level_minutes.lineEdit()
    assert line is not None
    _retype(line, "30")
    QTest.keyClick(dialog.level_minutes, Qt.Key.Key_Tab)
    assert _cell(dialog, 0, 2) == "30"
    # Fewer, longer levels: 5 h at 30 + 15/4 minutes a level ~ 9 levels; the last row of the
    # first block still ends in a break after level 4.
    assert dialog.schedule is not None
    assert dialog.schedule.estimated_end_minutes % 15 == 0


def test_chips_that_are_not_chips_are_named_and_nothing_can_be_used(qtbot: QtBot) -> None:
    dialog = SuggestStructureDialog()
    qtbot.addWidget(dialog)
    _retype(dialog.chips, "25, 1OO, 500")
    assert dialog.summary.text() == (
        "Cannot suggest a schedule: “1OO” is not a chip: write 25 or 25x400 (value x count)"
    )
    assert not dialog.ok.isEnabled()
    assert dialog.levels.rowCount() == 0
    _retype(dialog.chips, "25 100 500 1000")
    assert dialog.ok.isEnabled()


def test_a_big_field_on_a_small_chip_set_gets_a_note(qtbot: QtBot) -> None:
    dialog = SuggestStructureDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(400)
    dialog.hours.setValue(2)
    assert "a turbo" in dialog.notes.text()


def test_the_proposal_becomes_the_new_tournaments_structure(qtbot: QtBot, tmp_path: Path) -> None:
    new = NewTournamentDialog()
    qtbot.addWidget(new)

    def accept_suggestion() -> None:
        dialog = next(
            w for w in QApplication.topLevelWidgets() if isinstance(w, SuggestStructureDialog)
        )
        dialog.players.setValue(60)
        dialog.ok.click()

    QTimer.singleShot(0, accept_suggestion)
    new.structure_box.suggest_button.click()
    structure = new.structure
    assert structure is not None
    assert structure.name == "Suggested: 60 players, 5 h"
    assert new.structure_box.combo.currentText() == "Suggested: 60 players, 5 h"
    assert structure.starting_stack == 20_000 == new.starting_stack.value()
    assert any(isinstance(step, Break) for step in structure.steps)
