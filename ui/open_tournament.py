"""The Open-tournament picker: the tournaments of the database, newest first.

Tests drive it without ``exec()``: :meth:`OpenTournamentDialog.choose` a tournament id and
read :meth:`OpenTournamentDialog.chosen`.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui.viewmodels import TournamentItem

__all__ = ["OpenTournamentDialog", "format_instant"]


def format_instant(ms: int) -> str:
    """A stored instant as local date and time, ``2027-01-15 19:30``."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ms / 1000))


class OpenTournamentDialog(QDialog):
    """Lists the stored tournaments (name, created, finished); the one on screen is marked."""

    def __init__(
        self,
        items: Sequence[TournamentItem],
        current: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open tournament"))
        self._items = sorted(items, key=lambda i: (i.created_ms, i.tournament_id), reverse=True)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Choose the tournament to run (newest first):")))
        self.table = QTableWidget(len(self._items), 3)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Tournament"), self.tr("Created"), self.tr("Finished")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        for row, item in enumerate(self._items):
            name = item.name
            if item.tournament_id == current:
                name = self.tr("%1 (on screen)").replace("%1", item.name)
            finished = (
                format_instant(item.finished_ms)
                if item.finished_ms is not None
                else self.tr("still running")
            )
            for column, text in enumerate((name, format_instant(item.created_ms), finished)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.doubleClicked.connect(lambda _index: self.accept())
        layout.addWidget(self.table)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Open"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        if self._items:
            ids = [i.tournament_id for i in self._items]
            self.table.selectRow(ids.index(current) if current in ids else 0)
        self.resize(640, 380)

    def rows(self) -> list[tuple[str, ...]]:
        """The texts shown, row by row (name, created, finished)."""
        out = []
        for row in range(self.table.rowCount()):
            cells = (self.table.item(row, column) for column in range(3))
            out.append(tuple(cell.text() if cell is not None else "" for cell in cells))
        return out

    def chosen(self) -> str | None:
        """The id of the selected tournament (None: nothing selected)."""
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self._items[rows[0].row()].tournament_id

    def choose(self, tournament_id: str) -> None:
        """Select a tournament by id."""
        ids = [i.tournament_id for i in self._items]
        self.table.selectRow(ids.index(tournament_id))
