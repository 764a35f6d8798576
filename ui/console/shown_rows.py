"""A table view that repaints only the rows of a change it shows.

Qt's view repaints its whole viewport for a ``dataChanged`` of more than one cell (at
10,000 players, ~10 ms of painting every row on screen), even when the changed rows are
far below what is on screen: a bust shifts every row below the busted player's by one
(:class:`~ui.qtmodels.KeyedRowsModel`). :class:`ShownRowsView` repaints the changed rows it
shows, and nothing when it shows none of them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import QTableView

__all__ = ["ShownRowsView"]

AnyIndex = QModelIndex | QPersistentModelIndex


class ShownRowsView(QTableView):
    """A read-only table (no editors) that repaints only the changed rows on screen."""

    def dataChanged(  # noqa: N802 - Qt override
        self, top_left: AnyIndex, bottom_right: AnyIndex, roles: Sequence[int] = ()
    ) -> None:
        """Repaint the rows ``top_left``..``bottom_right`` that are on screen."""
        if top_left == bottom_right or top_left.parent().isValid():
            super().dataChanged(top_left, bottom_right, list(roles))  # one cell: Qt's own
            return
        first = self.rowAt(0)
        if first < 0:  # nothing on screen (or no row yet)
            return
        last = self.rowAt(self.viewport().height() - 1)
        if last < 0:  # the rows end above the bottom of the viewport
            last = self.model().rowCount() - 1
        top, bottom = max(top_left.row(), first), min(bottom_right.row(), last)
        if top > bottom:
            return
        model = self.model()
        rect = self.visualRect(model.index(top, top_left.column()))
        rect = rect.united(self.visualRect(model.index(bottom, bottom_right.column())))
        self.viewport().update(rect.adjusted(-1, -1, 1, 1))
