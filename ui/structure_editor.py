"""The structure editor: add, remove, reorder and edit the levels and breaks of a structure.

The dialog edits a copy; nothing changes in the event until the director presses **Play
this structure**, which the console runs as ONE command
(:class:`~tournament.service.commands.SetStructure`: one transaction, one undo step).
Every change is checked at once with the structure validator
(:func:`tournament.structure_check.validate`): the problems of the step being edited are
shown beside their fields, the steps with a problem are marked in the list, and the
button stays off until the structure is valid. **Undo** / **Redo** (Ctrl+Z / Ctrl+Shift+Z)
step back through the edits of this dialog; typing in one field is one step.

The rotation row over the list (:class:`ui.structure_rotation.RotationRow`) says when the
games of a mix change: with each level, after a number of hands or after each orbit; it is
part of the structure edited (one dialog undo step per field) and read-only once the clock
has started (the event keeps its rotation).

While the clock runs, the steps already played are shown but cannot change, and the level
on the clock keeps its length (its blinds may change: they apply from the next hand).
Templates of the director's club are loaded and saved in the row under the list
(:class:`ui.structure_template_row.TemplateRow`); the dialog's own undo and redo are
:class:`ui.structure_edits.StructureEdits`.

With ``check`` the editor also asks what the event itself will check (e.g. a stud game at
tables with more seats than it deals to) and says so before **Play this structure**; with
``play`` that button plays the structure from the dialog, and a refusal keeps the dialog
open with every edit in it, the reason shown in the summary.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.days import DayPlan, parse_days
from tournament.errors import DomainError
from tournament.structure import Break, Level, Step, Structure
from tournament.structure_check import Problem, validate
from ui.domain_text import domain_text
from ui.structure_edits import StructureEdits
from ui.structure_lines import MINUTE_MS, lock_reason, step_line, step_title, summary
from ui.structure_rotation import RotationRow
from ui.structure_step_form import ERROR_STYLE, StepForm
from ui.structure_template_row import TemplateRow
from ui.structure_templates import TemplateStore

__all__ = ["StructureEditor"]


class StructureEditor(QDialog):
    """Edits a copy of ``structure`` (see the module docstring).

    ``played`` is the number of steps already played (they cannot change) and ``current``
    the index of the step on the clock, or None before the start.
    """

    def __init__(
        self,
        structure: Structure,
        played: int = 0,
        current: int | None = None,
        templates: TemplateStore | None = None,
        parent: QWidget | None = None,
        check: Callable[[Structure], str] | None = None,
        play: Callable[[Structure], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit structure"))
        self.resize(1100, 720)
        self.original = structure
        self.structure = structure
        self.event_check = check
        """The event's refusal of a structure ("" when it would play it)."""
        self.play = play
        """Plays a structure: "" when played, else the refusal (the dialog stays open)."""
        self.refusal = ""
        self.was_played = False
        """True once ``play`` played the structure from this dialog."""
        self.played = played
        self.current = current
        self.edits = StructureEdits()
        self.problems: list[Problem] = []

        self.name_edit = QLineEdit(structure.name)
        self.days_edit = QLineEdit(structure.days.text())
        self.days_edit.setPlaceholderText(self.tr("one day (e.g. 12:00 L10, 12:00 L20, 14:00)"))
        self.days_edit.setToolTip(
            self.tr(
                "Each day's start and end: L10 = after level 10, P9 = once 9 players are left "
                "(after the hand; P9 level: at the end of that level); the last day plays to "
                "a winner."
            )
        )
        self.days_error = ""
        self.steps_list = QListWidget()
        self.steps_list.setMinimumWidth(430)
        self.form = StepForm(structure.chips.denominations)
        self.rotation_row = RotationRow()
        self.add_level_button = QPushButton(self.tr("Add level"))
        self.add_break_button = QPushButton(self.tr("Add break"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.up_button = QPushButton(self.tr("Move up"))
        self.down_button = QPushButton(self.tr("Move down"))
        self.undo_button = QPushButton(self.tr("Undo"))
        self.redo_button = QPushButton(self.tr("Redo"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.template_row = TemplateRow(
            templates if templates is not None else TemplateStore(), self._say
        )
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Play this structure"))
        self._layout()
        self._connect()
        self._refresh(0)

    # ------------------------------------------------------------------ layout

    def _layout(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Name")))
        top.addWidget(self.name_edit, 1)
        top.addWidget(QLabel(self.tr("Days")))
        top.addWidget(self.days_edit, 1)
        layout.addLayout(top)
        layout.addWidget(self.rotation_row)
        middle = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.steps_list, 1)
        row = QHBoxLayout()
        for button in (self.add_level_button, self.add_break_button, self.remove_button):
            row.addWidget(button)
        left.addLayout(row)
        row = QHBoxLayout()
        for button in (self.up_button, self.down_button, self.undo_button, self.redo_button):
            row.addWidget(button)
        left.addLayout(row)
        middle.addLayout(left)
        middle.addWidget(self.form, 1)
        layout.addLayout(middle, 1)
        layout.addWidget(self.summary)
        bottom = QHBoxLayout()
        bottom.addWidget(self.template_row, 1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)

    def _connect(self) -> None:
        self.steps_list.currentRowChanged.connect(self._selected)
        self.form.edited.connect(self._field_edited)
        self.name_edit.textEdited.connect(lambda _t: self._field_edited("name"))
        self.days_edit.textEdited.connect(lambda _t: self._field_edited("days"))
        self.rotation_row.edited.connect(lambda name: self._field_edited("rotation_" + name))
        self.add_level_button.clicked.connect(self.add_level)
        self.add_break_button.clicked.connect(self.add_break)
        self.remove_button.clicked.connect(self.remove_step)
        self.up_button.clicked.connect(lambda: self.move_step(-1))
        self.down_button.clicked.connect(lambda: self.move_step(1))
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.template_row.load_button.clicked.connect(self.load_template)
        self.template_row.save_button.clicked.connect(
            lambda: self.template_row.save(self.structure)
        )
        self.buttons.accepted.connect(self.try_play)
        self.buttons.rejected.connect(self.reject)
        from ui.console.controls import WindowUndo  # here: ui.console imports this module

        keep_keys = WindowUndo(self)
        hands = self.rotation_row.hands
        hands_text = hands.findChild(QObject, "qt_spinbox_lineedit")
        for editor in [self.name_edit, hands, hands_text, *self.form.editors()]:
            if editor is not None:
                editor.installEventFilter(keep_keys)
        for keys, slot in (
            (QKeySequence.StandardKey.Undo, self.undo),
            (QKeySequence.StandardKey.Redo, self.redo),
        ):
            action = QAction(self)
            action.setShortcuts(keys)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)

    # ------------------------------------------------------------------ reading

    def row(self) -> int:
        """The step selected in the list (0 when none is)."""
        return max(self.steps_list.currentRow(), 0)

    # ------------------------------------------------------------------ showing

    def _refresh(self, select: int) -> None:
        self.refusal = ""  # an edit: the event is asked again
        self.problems = validate(self.structure)
        marked = {p.step for p in self.problems if p.step is not None}
        self.steps_list.blockSignals(True)
        self.steps_list.clear()
        for index in range(len(self.structure.steps)):
            self.steps_list.addItem(
                step_line(self.structure, index, self.played, self.current, index in marked)
            )
            if index in marked:
                self.steps_list.item(index).setForeground(Qt.GlobalColor.red)
        select = min(max(select, 0), len(self.structure.steps) - 1)
        self.steps_list.setCurrentRow(select)
        self.steps_list.blockSignals(False)
        if self.name_edit.text() != self.structure.name:
            self.name_edit.setText(self.structure.name)
        if not self.days_error and self._typed_days() != self.structure.days:
            self.days_edit.setText(self.structure.days.text())  # an undo or a redo
        started = self.played > 0 or self.current is not None
        locked = self.tr("The clock has started: the event keeps its rotation.")
        self.rotation_row.show_rotation(self.structure.rotation, locked if started else "")
        self._show_step(select)
        self._show_summary()

    def _show_step(self, index: int) -> None:
        if not self.structure.steps:
            return
        step = self.structure.steps[index]
        self.form.show_step(
            step_title(self.structure, index),
            step,
            lock_reason(index, self.played, self.current),
        )
        if index == self.current and isinstance(step, Level):
            self.form.pages.setEnabled(True)
        self.form.show_problems([p for p in self.problems if p.step == index])
        movable = index >= self.first_free()
        self.remove_button.setEnabled(movable)
        self.up_button.setEnabled(movable and index - 1 >= self.first_free())
        self.down_button.setEnabled(movable and index + 1 < len(self.structure.steps))
        self.undo_button.setEnabled(self.edits.can_undo)
        self.redo_button.setEnabled(self.edits.can_redo)

    def try_play(self) -> bool:
        """**Play this structure**: play it (with ``play``) and close; a refusal keeps the
        dialog open with the edits and shows why."""
        if self.play is not None and self.structure != self.original:
            self.refusal = self.play(self.structure)
            if self.refusal:
                self._show_summary()
                return False
            self.was_played = True
        self.accept()
        return True

    def _event_refusal(self) -> str:
        if self.refusal:
            return self.refusal
        if self.event_check is None or self.structure == self.original:
            return ""
        return self.event_check(self.structure)

    def _typed_days(self) -> DayPlan | None:
        try:
            return parse_days(self.days_edit.text())
        except DomainError as error:
            self.days_error = domain_text(str(error))
            return None

    def _show_summary(self) -> None:
        refusal = self.days_error or ("" if self.problems else self._event_refusal())
        self._say(*summary(self.structure, self.problems, refusal))
        self.ok_button.setEnabled(not refusal and not self.problems)

    def _say(self, text: str, wrong: bool) -> None:
        self.summary.setStyleSheet(ERROR_STYLE if wrong else "color: #1b5e20; font-weight: bold;")
        self.summary.setText(text)

    def _selected(self, index: int) -> None:
        self.edits.end_typing()
        if index >= 0:
            self._show_step(index)

    # ------------------------------------------------------------------ editing

    def first_free(self) -> int:
        """The first step that may be removed, moved or inserted before."""
        return self.played if self.current is None else max(self.played, self.current + 1)

    def _change(
        self, structure: Structure, select: int, edit: tuple[int, str] | None = None
    ) -> None:
        self.edits.record(self.structure, self.row(), edit)
        self.structure = structure
        self._refresh(select)

    def _with_steps(self, steps: list[Step]) -> Structure:
        return replace(self.structure, steps=tuple(steps))

    def _field_edited(self, name: str) -> None:
        if name == "name":
            renamed = replace(self.structure, name=self.name_edit.text())
            self._change(renamed, self.row(), (-1, name))
            return
        if name == "days":
            self.days_error = ""
            plan = self._typed_days()
            if plan is None:
                self._show_summary()
                return
            self._change(replace(self.structure, days=plan), self.row(), (-3, name))
            return
        if name.startswith("rotation_"):
            rotation = self.rotation_row.rotation(self.structure.rotation)
            self._change(replace(self.structure, rotation=rotation), self.row(), (-2, name))
            return
        index = self.row()
        steps = list(self.structure.steps)
        steps[index] = self.form.step(steps[index])
        self._change(self._with_steps(steps), index, (index, name))

    def add_level(self) -> None:
        """Insert a level after the selected step: a copy of the level before it."""
        at = max(self.row() + 1, self.first_free())
        before = [s for s in self.structure.steps[:at] if isinstance(s, Level)]
        level = before[-1] if before else self.structure.levels[0]
        self._insert(at, level)

    def add_break(self) -> None:
        """Insert a 10-minute break after the selected step."""
        self._insert(max(self.row() + 1, self.first_free()), Break(10 * MINUTE_MS))

    def _insert(self, at: int, step: Step) -> None:
        steps = list(self.structure.steps)
        steps.insert(at, step)
        self._change(self._with_steps(steps), at)

    def remove_step(self) -> None:
        """Remove the selected step (not one played or on the clock)."""
        index = self.row()
        if index < self.first_free() or len(self.structure.steps) <= 1:
            return
        steps = list(self.structure.steps)
        del steps[index]
        self._change(self._with_steps(steps), index)

    def move_step(self, delta: int) -> None:
        """Move the selected step up (-1) or down (+1)."""
        index, other = self.row(), self.row() + delta
        if min(index, other) < self.first_free() or other >= len(self.structure.steps):
            return
        steps = list(self.structure.steps)
        steps[index], steps[other] = steps[other], steps[index]
        self._change(self._with_steps(steps), other)

    def undo(self) -> None:
        """Go back one edit of this dialog."""
        self._back_to(self.edits.back(self.structure, self.row()))

    def redo(self) -> None:
        """Do again the edit last undone."""
        self._back_to(self.edits.again(self.structure, self.row()))

    def _back_to(self, step: tuple[Structure, int] | None) -> None:
        if step is not None:
            self.structure, select = step
            self._refresh(select)

    def load_template(self) -> bool:
        """Replace the levels and breaks after those played with the chosen template's."""
        loaded = self.template_row.load()
        if loaded is None:
            return False
        if self.first_free():
            kept = self.structure.steps[: self.first_free()]
            loaded = replace(
                self.structure, name=loaded.name, steps=(*kept, *loaded.steps[len(kept) :])
            )
        self._change(loaded, self.first_free())
        return True
