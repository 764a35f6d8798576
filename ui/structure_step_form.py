"""The structure editor's form for one step: a level's length, games, blinds, ante, bring-in
and limits, or a break's length and colour-up, each field with its problem beside it.

The form only shows and collects: :meth:`StepForm.show_step` fills it from a step,
:meth:`StepForm.step` builds the step typed, :meth:`StepForm.show_problems` puts the
validator's messages (:func:`tournament.structure_check.validate`) next to their fields.
``edited`` is emitted with the field's name whenever the director changes a field.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tournament.games import SHORT_NAMES, game_name
from tournament.limits import MAX_CHIPS
from tournament.structure import AMOUNT_FIELDS, AnteKind, Break, Level, Step
from tournament.structure_check import Problem
from ui.domain_text import domain_text
from ui.viewmodels import format_chips

__all__ = ["ERROR_STYLE", "StepForm"]

ERROR_STYLE = "color: #b00020; font-weight: bold;"
MINUTE_MS = 60_000


def _spin(maximum: int = MAX_CHIPS, suffix: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, maximum)
    spin.setGroupSeparatorShown(True)
    spin.setSuffix(suffix)
    spin.setMinimumWidth(140)
    return spin


def _error() -> QLabel:
    label = QLabel()
    label.setStyleSheet(ERROR_STYLE)
    label.setWordWrap(True)
    return label


class _Field(QWidget):
    """An input and, right under it, the problem of that field (hidden when there is none)."""

    def __init__(self, editor: QWidget) -> None:
        super().__init__()
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        row = QHBoxLayout()
        row.addWidget(editor)
        row.addStretch(1)
        column.addLayout(row)
        self.error = _error()
        self.error.setVisible(False)
        column.addWidget(self.error)

    def set_error(self, text: str) -> None:
        """Show ``text`` under the input ("" hides it)."""
        self.error.setText(text)
        self.error.setVisible(bool(text))


class StepForm(QWidget):
    """Edits one level or break (see the module docstring)."""

    edited = Signal(str)

    def __init__(self, denominations: tuple[int, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._filling = False
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.locked_note = QLabel()
        self.locked_note.setWordWrap(True)
        self.locked_note.setStyleSheet("color: #666;")
        self.minutes = _spin(7 * 24 * 60, " " + self.tr("min"))
        self.games = QListWidget()
        self.games.setMaximumHeight(150)
        self.games.setMinimumWidth(380)
        for code in SHORT_NAMES:
            item = QListWidgetItem(f"{SHORT_NAMES[code]} ({domain_text(game_name(code))})")
            item.setData(Qt.ItemDataRole.UserRole, code)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.games.addItem(item)
        self.amounts = {name: _spin() for name in AMOUNT_FIELDS}
        self.ante_kind = QComboBox()
        for kind, text in (
            (AnteKind.NONE, self.tr("no ante in button games")),
            (AnteKind.PER_PLAYER, self.tr("every player")),
            (AnteKind.BIG_BLIND, self.tr("big-blind ante")),
        ):
            self.ante_kind.addItem(text, kind.value)
        self.colour_up = QListWidget()
        self.colour_up.setMaximumHeight(120)
        for denom in denominations:
            item = QListWidgetItem(
                self.tr("race off the %1 chips").replace("%1", format_chips(denom))
            )
            item.setData(Qt.ItemDataRole.UserRole, denom)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.colour_up.addItem(item)

        self.fields: dict[str, _Field] = {}
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.locked_note)
        top = QFormLayout()
        top.addRow(self.tr("Length"), self._field("length", self.minutes))
        layout.addLayout(top)
        self.pages = QStackedWidget()
        level_page = QWidget()
        form = QFormLayout(level_page)
        form.addRow(self.tr("Games"), self._field("game", self.games))
        captions = {
            "small_blind": self.tr("Small blind"),
            "big_blind": self.tr("Big blind"),
            "ante": self.tr("Ante"),
            "bring_in": self.tr("Bring-in"),
            "small_bet": self.tr("Small bet (limit)"),
            "big_bet": self.tr("Big bet (limit)"),
        }
        for name in AMOUNT_FIELDS:
            form.addRow(captions[name], self._field(name, self.amounts[name]))
            if name == "big_blind":
                form.addRow(self.tr("Ante taken from"), self._field("ante_kind", self.ante_kind))
        break_page = QWidget()
        brk = QFormLayout(break_page)
        brk.addRow(self.tr("Colour-up"), self._field("colour_up", self.colour_up))
        self.pages.addWidget(level_page)
        self.pages.addWidget(break_page)
        layout.addWidget(self.pages)
        layout.addStretch(1)
        self.other_problems = _error()
        layout.addWidget(self.other_problems)

        self.minutes.valueChanged.connect(lambda _v: self._changed("length"))
        self.games.itemChanged.connect(lambda _i: self._changed("game"))
        self.colour_up.itemChanged.connect(lambda _i: self._changed("colour_up"))
        self.ante_kind.currentIndexChanged.connect(lambda _i: self._changed("ante_kind"))
        for name, spin in self.amounts.items():
            spin.valueChanged.connect(lambda _v, n=name: self._changed(n))

    def _field(self, name: str, editor: QWidget) -> _Field:
        field = _Field(editor)
        self.fields[name] = field
        return field

    def _changed(self, name: str) -> None:
        if not self._filling:
            self.edited.emit(name)

    def editors(self) -> list[QObject]:
        """Every input of the form (the dialog keeps their own undo keys off them)."""
        spins: list[QSpinBox] = [self.minutes, *self.amounts.values()]
        inner = [s.findChild(QObject, "qt_spinbox_lineedit") for s in spins]
        return [*spins, *(i for i in inner if i is not None)]

    def show_step(self, title: str, step: Step, locked: str = "") -> None:
        """Fill the form from ``step``; ``locked`` (a reason) makes it read-only."""
        self._filling = True
        try:
            self.title.setText(title)
            self.locked_note.setText(locked)
            self.locked_note.setVisible(bool(locked))
            self.minutes.setValue(step.length_ms // MINUTE_MS)
            if isinstance(step, Level):
                self.pages.setCurrentIndex(0)
                _check(self.games, set(step.games))
                for name, spin in self.amounts.items():
                    spin.setValue(int(getattr(step, name)))
                self.ante_kind.setCurrentIndex(self.ante_kind.findData(step.ante_kind.value))
            else:
                self.pages.setCurrentIndex(1)
                _check(self.colour_up, set(step.colour_up))
            for widget in (self.minutes, self.pages):
                widget.setEnabled(not locked)
        finally:
            self._filling = False

    def step(self, before: Step) -> Step:
        """The step as typed (a level or break, the kind of ``before``)."""
        length = self.minutes.value() * MINUTE_MS
        if isinstance(before, Break):
            chosen = _checked(self.colour_up)
            return Break(length, tuple(int(str(d)) for d in chosen))
        kept = [g for g in before.games if g in _checked(self.games)]
        added = [g for g in _checked(self.games) if g not in kept]
        amounts = {name: spin.value() for name, spin in self.amounts.items()}
        return Level(
            tuple(str(g) for g in (*kept, *added)),
            length,
            ante_kind=AnteKind(self.ante_kind.currentData()),
            **amounts,
        )

    def show_problems(self, problems: list[Problem]) -> None:
        """Put each problem beside its field; those of no field go below the form."""
        by_field: dict[str, list[str]] = {}
        others: list[str] = []
        for problem in problems:  # in the reader's words (ui.domain_text)
            name = "length" if problem.field == "length" else problem.field
            if name in self.fields:
                by_field.setdefault(name, []).append(domain_text(problem.message))
            else:
                others.append(f"{domain_text(problem.where)}: {domain_text(problem.message)}")
        for name, field in self.fields.items():
            field.set_error("\n".join(by_field.get(name, [])))
        self.other_problems.setText("\n".join(others))

    def field_error(self, name: str) -> str:
        """The problem shown beside field ``name`` ("" when there is none)."""
        return self.fields[name].error.text()


def _check(widget: QListWidget, values: set[object]) -> None:
    for row in range(widget.count()):
        item = widget.item(row)
        on = item.data(Qt.ItemDataRole.UserRole) in values
        item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)


def _checked(widget: QListWidget) -> list[object]:
    return [
        widget.item(row).data(Qt.ItemDataRole.UserRole)
        for row in range(widget.count())
        if widget.item(row).checkState() == Qt.CheckState.Checked
    ]
