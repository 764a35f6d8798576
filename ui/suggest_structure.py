"""The "Suggest a schedule" dialog: a structure proposed from the event's plan, editable after.

The director types the expected players, starting stack, chips, target length, level length,
ante style and game; the dialog shows the proposed levels, breaks and colour-ups, the
estimated end and any note (:func:`tournament.structure_generator.suggest_schedule`) as they
type.  **Use this structure** hands the proposal to the New-tournament dialog.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament.structure import AnteKind, Break, Structure
from tournament.structure_generator import (
    GAME_MIXES,
    Schedule,
    ScheduleRequest,
    chips_from_text,
    suggest_schedule,
)
from ui.viewmodels import format_chips

__all__ = ["GAME_CHOICES", "SuggestStructureDialog"]


GAME_CHOICES: tuple[tuple[str, tuple[str, ...], int], ...] = (
    (str(QT_TRANSLATE_NOOP("SuggestStructureDialog", "No-limit hold'em")), ("NT",), 0),
    (str(QT_TRANSLATE_NOOP("SuggestStructureDialog", "Pot-limit Omaha")), ("PO",), 0),
    (str(QT_TRANSLATE_NOOP("SuggestStructureDialog", "Limit hold'em")), ("FT",), 0),
    (
        str(QT_TRANSLATE_NOOP("SuggestStructureDialog", "HORSE (a game per level)")),
        GAME_MIXES["HORSE"],
        0,
    ),
    (
        str(QT_TRANSLATE_NOOP("SuggestStructureDialog", "8-game (every 8 hands)")),
        GAME_MIXES["8GAME"],
        8,
    ),
)
"""The games offered: label, game codes, hands per game (0 = a game per level)."""


def _spin(low: int, high: int, value: int, step: int = 1) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setSingleStep(step)
    spin.setValue(value)
    spin.setGroupSeparatorShown(True)
    return spin


class SuggestStructureDialog(QDialog):
    """Propose a structure; ``result_structure`` holds it once the director accepts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Suggest a schedule"))
        self.resize(900, 640)
        self.result_structure: Structure | None = None
        self.schedule: Schedule | None = None
        self.players = _spin(2, 10_000, 40)
        self.stack = _spin(100, 10_000_000, 20_000, 1_000)
        self.chips = QLineEdit("25, 100, 500, 1000, 5000")
        self.hours = QDoubleSpinBox()
        self.hours.setRange(0.5, 48)
        self.hours.setSingleStep(0.5)
        self.hours.setValue(5)
        self.level_minutes = _spin(5, 180, 20, 5)
        self.ante = QComboBox()
        for label, kind in (
            (self.tr("Big-blind ante"), AnteKind.BIG_BLIND),
            (self.tr("Ante from every player"), AnteKind.PER_PLAYER),
            (self.tr("No ante"), AnteKind.NONE),
        ):
            self.ante.addItem(label, kind)
        self.ante_from = _spin(1, 50, 1)
        self.game = QComboBox()
        for label, _codes, _hands in GAME_CHOICES:
            self.game.addItem(self.tr(label))
        self.break_every = _spin(1, 20, 4)
        self.break_minutes = _spin(0, 60, 15, 5)

        form = QFormLayout()
        form.addRow(self.tr("Expected players"), self.players)
        form.addRow(self.tr("Starting stack"), self.stack)
        form.addRow(self.tr("Chips"), self.chips)
        form.addRow(self.tr("Target length (hours)"), self.hours)
        form.addRow(self.tr("Level length (minutes)"), self.level_minutes)
        form.addRow(self.tr("Ante"), self.ante)
        form.addRow(self.tr("Ante from level"), self.ante_from)
        form.addRow(self.tr("Game"), self.game)
        form.addRow(self.tr("A break every … levels"), self.break_every)
        form.addRow(self.tr("Break length (minutes)"), self.break_minutes)

        self.levels = QTableWidget(0, 3)
        self.levels.setHorizontalHeaderLabels([self.tr("Level"), self.tr("Stakes"), self.tr("Min")])
        header = self.levels.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.levels.verticalHeader().setVisible(False)
        self.levels.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("font-weight: bold;")
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Use this structure"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        right = QVBoxLayout()
        right.addWidget(self.levels, 1)
        right.addWidget(self.summary)
        right.addWidget(self.notes)
        columns = QHBoxLayout()
        columns.addLayout(form)
        columns.addLayout(right, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(columns, 1)
        outer.addWidget(self.buttons)

        for spin in (
            self.players,
            self.stack,
            self.level_minutes,
            self.ante_from,
            self.break_every,
            self.break_minutes,
        ):
            spin.valueChanged.connect(self.update_preview)
        self.hours.valueChanged.connect(self.update_preview)
        self.chips.textChanged.connect(self.update_preview)
        self.ante.currentIndexChanged.connect(self.update_preview)
        self.game.currentIndexChanged.connect(self.update_preview)
        self.update_preview()

    def request(self) -> ScheduleRequest:
        """The request as typed (raises ValueError for chips that are not chips)."""
        _label, games, hands = GAME_CHOICES[self.game.currentIndex()]
        return ScheduleRequest(
            expected_players=self.players.value(),
            starting_stack=self.stack.value(),
            chips=chips_from_text(self.chips.text()),
            target_minutes=round(self.hours.value() * 60),
            level_minutes=self.level_minutes.value(),
            ante_kind=AnteKind(self.ante.currentData()),
            games=games,
            rotation_hands=hands,
            ante_from_level=self.ante_from.value(),
            break_every=self.break_every.value(),
            break_minutes=self.break_minutes.value(),
            name=self.tr("Suggested: %1 players, %2 h")
            .replace("%1", str(self.players.value()))
            .replace("%2", f"{self.hours.value():g}"),
        )

    def update_preview(self) -> None:
        """Propose again from what is typed and show it (or why it cannot be done)."""
        try:
            self.schedule = suggest_schedule(self.request())
        except ValueError as exc:
            self.schedule = None
            self.levels.setRowCount(0)
            self.summary.setText(self.tr("Cannot suggest a schedule: %1").replace("%1", str(exc)))
            self.summary.setStyleSheet("color: #b00020; font-weight: bold;")
            self.notes.setText("")
            self.ok.setEnabled(False)
            return
        plan = self.schedule
        rows: list[tuple[str, str, str]] = []
        number = 0
        for step in plan.structure.steps:
            minutes = str(step.length_ms // 60_000)
            if isinstance(step, Break):
                chips = ", ".join(format_chips(c) for c in step.colour_up)
                text = self.tr("colour up the %1").replace("%1", chips) if chips else ""
                rows.append((self.tr("Break"), text, minutes))
                continue
            number += 1
            mark = "  ◀ " + self.tr("estimated end") if number == plan.end_level else ""
            rows.append((str(number), step.describe() + mark, minutes))
        self.levels.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.levels.setItem(row, column, item)
        hours, rest = divmod(plan.estimated_end_minutes, 60)
        self.summary.setStyleSheet("font-weight: bold;")
        self.summary.setText(
            self.tr("Estimated end: level %1, %2 h %3 min after the start")
            .replace("%1", str(plan.end_level))
            .replace("%2", str(hours))
            .replace("%3", f"{rest:02d}")
        )
        self.notes.setStyleSheet("color: #9a5b00;")
        self.notes.setText("\n".join(plan.warnings))
        self.ok.setEnabled(True)

    def accept(self) -> None:
        """Keep the proposal (``result_structure``) and close."""
        if self.schedule is None:
            return
        self.result_structure = self.schedule.structure
        super().accept()
