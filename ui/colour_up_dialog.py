"""The colour-up calculator: which chips race off at this break, each table's race before it
is run, and the rule it is run by (TDA rule 24); OK runs it as one director action."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament.service.colour_up import ColourUpDue
from ui.viewmodels import RaceRow, format_chips

__all__ = ["ColourUpDialog"]


class ColourUpDialog(QDialog):
    """Choose the chips to race off (the smallest due first) and see each table's race."""

    def __init__(
        self,
        due: Sequence[ColourUpDue],
        preview: Callable[[int, int], Sequence[RaceRow]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Colour-up / chip race"))
        self._due, self._preview = tuple(due), preview
        layout = QVBoxLayout(self)
        self.choice = QComboBox()
        for item in self._due:
            self.choice.addItem(
                self.tr("Race off the %1s into %2s")
                .replace("%1", format_chips(item.denomination))
                .replace("%2", format_chips(item.to))
            )
        self.choice.currentIndexChanged.connect(self._show)
        layout.addWidget(self.choice)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Table"), self.tr("Odd chips"), self.tr("Their value"), self.tr("Raced for")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        rule = QLabel(
            self.tr(
                "Each player changes what he can for the larger chip; the odd chips are raced"
                " (TDA rule 24): one card per odd chip, dealt from seat 1; the highest card wins"
                " the first chip, the next highest among the others the next, at most one chip"
                " per player; half a chip or more of odd value makes a chip. Nobody is raced"
                " out: a player left without chips keeps one of the larger chip. Every stack it"
                " changes is recorded as one action (one undo)."
            )
        )
        rule.setWordWrap(True)
        layout.addWidget(rule)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Run the chip race"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show()
        self.resize(720, 480)

    def chosen(self) -> ColourUpDue:
        """The colour-up chosen."""
        return self._due[self.choice.currentIndex()]

    def _show(self) -> None:
        item = self.chosen()
        rows = self._preview(item.denomination, item.to)
        self.table.setRowCount(len(rows))
        for i, row in enumerate(rows):
            for j, text in enumerate((row.table, row.racers, row.odd_value, row.raced)):
                self.table.setItem(i, j, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
