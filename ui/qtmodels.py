"""Qt item models over view-model rows (players, payouts, plans, log)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from ui.viewmodels import DealShare, MoveRow, PlayerRow, ResultRow, format_chips

Row = TypeVar("Row")
AnyIndex = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractTableModel, Generic[Row]):
    """A read-only table of rows with one formatter per column.

    ``set_rows`` replaces the rows; unchanged row counts emit a targeted ``dataChanged``
    instead of a reset so selections survive a refresh.
    """

    def __init__(
        self,
        headers: Sequence[str],
        columns: Sequence[Callable[[Row], str]],
        align_right: frozenset[int] = frozenset(),
    ) -> None:
        super().__init__()
        self._headers = list(headers)
        self._columns = list(columns)
        self._right = align_right
        self._rows: list[Row] = []

    def set_rows(self, rows: Sequence[Row]) -> None:
        """Show these rows."""
        new = list(rows)
        if len(new) == len(self._rows):
            changed = [i for i, (a, b) in enumerate(zip(self._rows, new, strict=True)) if a != b]
            self._rows = new
            if changed:
                top = self.index(min(changed), 0)
                bottom = self.index(max(changed), len(self._columns) - 1)
                self.dataChanged.emit(top, bottom)
            return
        self.beginResetModel()
        self._rows = new
        self.endResetModel()

    def row_at(self, index: int) -> Row:
        """The row value at a row number."""
        return self._rows[index]

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: N802, B008
        """Qt: number of rows (0 under any parent: this is a flat table)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: N802, B008
        """Qt: number of columns."""
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """Qt: the text of a cell, and its alignment."""
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._columns[index.column()](self._rows[index.row()])
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self._right:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        """Qt: column titles."""
        if (
            role == Qt.ItemDataRole.DisplayRole
            and orientation == Qt.Orientation.Horizontal
            and 0 <= section < len(self._headers)
        ):
            return self._headers[section]
        return None


def _opt(value: int | None) -> str:
    return "" if value is None else str(value)


def players_model() -> RowsModel[PlayerRow]:
    """The players list: name, status, table, seat, stack, entries, bounty, prize."""
    return RowsModel(
        [
            QCoreApplication.translate("Columns", "Player"),
            QCoreApplication.translate("Columns", "Status"),
            QCoreApplication.translate("Columns", "Table"),
            QCoreApplication.translate("Columns", "Seat"),
            QCoreApplication.translate("Columns", "Chips"),
            QCoreApplication.translate("Columns", "Entries"),
            QCoreApplication.translate("Columns", "Bounty"),
            QCoreApplication.translate("Columns", "Prize"),
        ],
        [
            lambda r: r.name,
            lambda r: r.status,
            lambda r: _opt(r.table),
            lambda r: _opt(r.seat),
            lambda r: "" if r.stack is None else format_chips(r.stack),
            lambda r: str(r.entries),
            lambda r: r.bounty,
            lambda r: r.prize,
        ],
        align_right=frozenset({2, 3, 4, 5, 6, 7}),
    )


def moves_model() -> RowsModel[MoveRow]:
    """A plan's moves: player, from, to, why."""
    return RowsModel(
        [
            QCoreApplication.translate("Columns", "Player"),
            QCoreApplication.translate("Columns", "From"),
            QCoreApplication.translate("Columns", "To"),
            QCoreApplication.translate("Columns", "Why"),
        ],
        [lambda r: r.player, lambda r: r.from_place, lambda r: r.to_place, lambda r: r.reason],
    )


def pairs_model(headers: Sequence[str]) -> RowsModel[tuple[str, str]]:
    """Two text columns (payouts, results, log)."""
    return RowsModel(list(headers), [lambda r: r[0], lambda r: r[1]], align_right=frozenset({1}))


def results_model() -> RowsModel[ResultRow]:
    """The payouts tab: place, player, prize, paid or not."""
    return RowsModel(
        [
            QCoreApplication.translate("Columns", "Place"),
            QCoreApplication.translate("Columns", "Player"),
            QCoreApplication.translate("Columns", "Prize"),
            QCoreApplication.translate("Columns", "Paid?"),
        ],
        [lambda r: r.place, lambda r: r.player, lambda r: r.prize, lambda r: r.state],
        align_right=frozenset({2}),
    )


def deal_model() -> RowsModel[DealShare]:
    """A proposed deal: player, chips, amount."""
    return RowsModel(
        [
            QCoreApplication.translate("Columns", "Player"),
            QCoreApplication.translate("Columns", "Chips"),
            QCoreApplication.translate("Columns", "Gets"),
            QCoreApplication.translate("Columns", "By chips"),
            QCoreApplication.translate("Columns", "Change"),
        ],
        [
            lambda r: r.player,
            lambda r: format_chips(r.chips),
            lambda r: r.amount,
            lambda r: r.by_chips,
            lambda r: r.change,
        ],
        align_right=frozenset({1, 2, 3, 4}),
    )
