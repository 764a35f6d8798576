"""A list's selection kept on the same rows by key while its model shifts rows.

:class:`~ui.qtmodels.KeyedRowsModel` tells a row that moves as a change of the rows it
passes (each takes its neighbour's place), so a view repaints only the rows of that span
it shows. A view's selection and current row are kept by position, though: without this
they would stay on the row numbers and so pass to the neighbours. :class:`KeptSelection`
notes the keys of the selected and current rows in the span before the shift and selects
them again where they are after it (the view does not scroll for it).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QSortFilterProxyModel
from PySide6.QtWidgets import QAbstractItemView

from ui.qtmodels import KeyedRowsModel

__all__ = ["KeptSelection"]

_SELECT = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows


class KeptSelection:
    """Keeps ``view``'s selection (over ``proxy``, a filter of ``model``) on the same keys
    while ``model`` shifts rows; :attr:`shifting` is True during a shift."""

    def __init__(
        self,
        view: QAbstractItemView,
        model: KeyedRowsModel[Any],
        proxy: QSortFilterProxyModel,
    ) -> None:
        self._view = view
        self._model = model
        self._proxy = proxy
        self.shifting = False
        """True between ``rows_shifting`` and ``rows_shifted`` (the span's own change)."""
        self._kept: tuple[list[Hashable], Hashable | None] | None = None
        model.rows_shifting.connect(self._before)
        model.rows_shifted.connect(self._after)

    def _source_row(self, row: int) -> int:
        return self._proxy.mapToSource(self._proxy.index(row, 0)).row()

    def _touches(self, first: int, last: int) -> bool:
        """True when a selected row or the current row lies in source rows first..last."""
        selection = self._view.selectionModel()
        current = selection.currentIndex()
        if current.isValid() and first <= self._source_row(current.row()) <= last:
            return True
        ranges = selection.selection()
        return any(  # a filter keeps the model's order: a range maps to a span of rows
            self._source_row(r.top()) <= last and self._source_row(r.bottom()) >= first
            for r in (ranges.at(i) for i in range(ranges.size()))
        )

    def _before(self, first: int, last: int) -> None:
        self.shifting = True
        if not self._touches(first, last):
            return
        selection = self._view.selectionModel()
        model = self._model
        keys = [model.key_at(self._source_row(i.row())) for i in selection.selectedRows()]
        current = selection.currentIndex()
        key = model.key_at(self._source_row(current.row())) if current.isValid() else None
        self._kept = (keys, key)

    def _after(self, first: int, last: int) -> None:
        self.shifting = False
        if self._kept is None:
            return
        keys, current = self._kept
        self._kept = None
        selection = QItemSelection()
        right = self._model.columnCount() - 1
        for top, bottom in _runs(self._shown_row(k) for k in keys):
            selection.select(self._proxy.index(top, 0), self._proxy.index(bottom, right))
        view, model = self._view, self._view.selectionModel()
        scrolls = view.hasAutoScroll()
        view.setAutoScroll(False)  # the current row moved: the view stays where it is
        try:
            row = None if current is None else self._shown_row(current)
            if row is not None:
                model.setCurrentIndex(
                    self._proxy.index(row, 0), QItemSelectionModel.SelectionFlag.NoUpdate
                )
            model.select(selection, _SELECT)
        finally:
            view.setAutoScroll(scrolls)

    def _shown_row(self, key: Hashable) -> int | None:
        """The row of the view that shows ``key`` (None: not shown)."""
        row = self._model.row_of(key)
        if row is None:
            return None
        index = self._proxy.mapFromSource(self._model.index(row, 0))
        return index.row() if index.isValid() else None


def _runs(rows: Iterable[int | None]) -> list[tuple[int, int]]:
    """The rows (None left out) as runs of consecutive rows, (first, last) each."""
    out: list[tuple[int, int]] = []
    for row in sorted(r for r in rows if r is not None):
        if out and out[-1][1] + 1 == row:
            out[-1] = (out[-1][0], row)
        else:
            out.append((row, row))
    return out
