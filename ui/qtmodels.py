"""Qt item models over view-model rows (players, payouts, plans, log)."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Collection, Hashable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from ui.viewmodels import DealShareLine, MoveRow, PayoutLine, PlayerLine, format_chips

Row = TypeVar("Row")
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
SEARCH_ROLE = int(Qt.ItemDataRole.UserRole) + 1
"""The role of a row's search text (:attr:`RowsModel.search`), which a filter matches."""
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
        self.search: Callable[[Row], str] | None = None
        """A row's search text, given for :data:`SEARCH_ROLE` (None: no search)."""

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

    def rows(self) -> Sequence[Row]:
        """Every row, in order (read-only)."""
        return tuple(self._rows)

    def prepend(self, rows: Sequence[Row]) -> None:
        """Insert ``rows`` above the first row (the newest entries of a newest-first log)."""
        if not rows:
            return
        self.beginInsertRows(QModelIndex(), 0, len(rows) - 1)
        self._rows[:0] = rows
        self.endInsertRows()

    def _changed_row(self, row: int, before: Row | None = None) -> None:
        """Tell the views that row ``row`` changed: the cells whose text differs from
        ``before`` (its value before; None: the whole row), so a new stack repaints and
        measures that cell, not the row. A search text that differs names column 0 too
        (a filter reads it from there); a change no cell shows names the whole row."""
        first, last = 0, len(self._columns) - 1
        if before is not None:
            now = self._rows[row]
            differ = [i for i, text in enumerate(self._columns) if text(before) != text(now)]
            if self.search is not None and self.search(before) != self.search(now):
                differ.append(0)
            if differ:
                first, last = min(differ), max(differ)
        self.dataChanged.emit(self.index(row, first), self.index(row, last))

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: N802, B008
        """Qt: number of rows (0 under any parent: this is a flat table)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: N802, B008
        """Qt: number of columns."""
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """Qt: the text of a cell, and its alignment (every other role: None, answered
        first: a repaint asks each cell for about eight roles)."""
        if role == _DISPLAY:
            row = index.row()  # -1 for an invalid index
            if 0 <= row < len(self._rows):
                return self._columns[index.column()](self._rows[row])
            return None
        if role == _ALIGN and index.isValid() and index.column() in self._right:
            return RIGHT
        if role == SEARCH_ROLE and self.search is not None and 0 <= index.row() < len(self._rows):
            return self.search(self._rows[index.row()])
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


class KeyedRowsModel(RowsModel[Row]):
    """Rows kept sorted by ``order(row)``, each known by a unique ``key(row)``.

    :meth:`update` changes, inserts or moves only the rows it is given and :meth:`remove`
    takes rows out, each with its own ``dataChanged`` / insert / remove signal, so that one
    changed player among thousands repaints only what a view shows of it. A row that moves
    from row ``i`` to row ``j`` is told as a change of the rows from ``i`` to ``j`` (each
    now holds its neighbour's row), not as ``rowsMoved``: a view repaints the rows of that
    span it shows (none when they are off screen), where a move makes it lay out and
    repaint everything it shows (and a filter over it re-map every row). The span is
    announced by :attr:`rows_shifting` before and :attr:`rows_shifted` after, so that
    whoever keeps rows selected by position (a view's selection) can keep them by key.
    ``order`` values must be unique (they decide each row's place).
    """

    rows_shifting = Signal(int, int)
    """``rows_shifting(first, last)``: a move is about to shift rows first..last."""
    rows_shifted = Signal(int, int)
    """``rows_shifted(first, last)``: rows first..last now hold the rows they were shifted
    to (their ``dataChanged`` was emitted)."""

    def __init__(
        self,
        headers: Sequence[str],
        columns: Sequence[Callable[[Row], str]],
        key: Callable[[Row], Hashable],
        order: Callable[[Row], Any],
        align_right: frozenset[int] = frozenset(),
    ) -> None:
        super().__init__(headers, columns, align_right)
        self._key = key
        self._order = order
        self._orders: list[Any] = []
        self._order_of: dict[Hashable, Any] = {}

    def set_rows(self, rows: Sequence[Row]) -> None:
        """Show these rows (sorted by their order)."""
        new = sorted(rows, key=self._order)
        super().set_rows(new)
        self._orders = [self._order(r) for r in new]
        self._order_of = {self._key(r): o for r, o in zip(new, self._orders, strict=True)}

    def row_of(self, key: Hashable) -> int | None:
        """The row number of the row with ``key`` (None: no such row)."""
        order = self._order_of.get(key)
        return None if order is None else bisect_left(self._orders, order)

    def key_at(self, index: int) -> Hashable:
        """The key of the row at a row number."""
        return self._key(self._rows[index])

    def get(self, key: Hashable) -> Row | None:
        """The row with ``key``, or None."""
        row = self.row_of(key)
        return None if row is None else self._rows[row]

    def update(self, rows: Sequence[Row]) -> None:
        """Show these rows: new keys are inserted in order, known ones changed in place or
        moved to their new place; every other row is left alone."""
        for row in rows:
            key, order = self._key(row), self._order(row)
            old = self._order_of.get(key)
            if old is None:
                at = bisect_left(self._orders, order)
                self.beginInsertRows(QModelIndex(), at, at)
                self._rows.insert(at, row)
                self._orders.insert(at, order)
                self._order_of[key] = order
                self.endInsertRows()
                continue
            i = bisect_left(self._orders, old)
            if old == order:
                before = self._rows[i]
                if before != row:
                    self._rows[i] = row
                    self._changed_row(i, before)
                continue
            found = bisect_left(self._orders, order)
            j = found if found <= i else found - 1  # its place once taken out of row i
            first, last = min(i, j), max(i, j)
            if j != i:
                self.rows_shifting.emit(first, last)
            before = self._rows[i]
            del self._rows[i], self._orders[i]
            self._rows.insert(j, row)
            self._orders.insert(j, order)
            self._order_of[key] = order
            if j != i:
                right = len(self._columns) - 1
                self.dataChanged.emit(self.index(first, 0), self.index(last, right))
                self.rows_shifted.emit(first, last)
            self._changed_row(j, before)

    def remove(self, keys: Collection[Hashable]) -> None:
        """Take the rows with these keys out (unknown keys are ignored)."""
        for key in keys:
            i = self.row_of(key)
            if i is None:
                continue
            self.beginRemoveRows(QModelIndex(), i, i)
            del self._rows[i], self._orders[i], self._order_of[key]
            self.endRemoveRows()


def _opt(value: int | None) -> str:
    return "" if value is None else str(value)


def players_model() -> KeyedRowsModel[PlayerLine]:
    """The players list: name, status, table, seat, stack, entries, bounty, prize (rows
    known by player id, in the order the facade gives each row)."""
    return KeyedRowsModel(
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
        key=lambda r: r.player_id,
        order=lambda r: (r.order, r.player_id),
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


LOG_PAGE = 500
"""Log entries the Log tab reads at a time (the newest page at opening)."""


class PagedRowsModel(RowsModel[Row]):
    """Rows shown newest first, read a page at a time: ``older(count)`` gives up to
    ``count`` older rows (newest first, empty when none are left) when the view scrolls to
    the bottom (Qt's ``fetchMore``); ``has_older()`` says whether any are left."""

    def __init__(
        self,
        headers: Sequence[str],
        columns: Sequence[Callable[[Row], str]],
        page: int = LOG_PAGE,
    ) -> None:
        super().__init__(headers, columns)
        self.page = page
        """Rows read at a time."""
        self.older: Callable[[int], Sequence[Row]] | None = None
        self.has_older: Callable[[], bool] = lambda: False

    def canFetchMore(self, parent: AnyIndex = QModelIndex()) -> bool:  # noqa: N802, B008
        """Qt: older rows are left to read."""
        return not parent.isValid() and self.older is not None and self.has_older()

    def fetchMore(self, parent: AnyIndex = QModelIndex()) -> None:  # noqa: N802, B008
        """Qt: the view reached the bottom: read the next page of older rows."""
        if parent.isValid() or self.older is None:
            return
        rows = self.older(self.page)
        if rows:
            at = len(self._rows)
            self.beginInsertRows(QModelIndex(), at, at + len(rows) - 1)
            self._rows.extend(rows)
            self.endInsertRows()


def log_model(headers: Sequence[str]) -> PagedRowsModel[tuple[str, str, str]]:
    """The Log tab: when, what happened, by whom (empty: the console), newest first, read a
    page at a time; text reads from the left."""
    columns: list[Callable[[tuple[str, str, str]], str]] = [
        lambda r: r[0],
        lambda r: r[1],
        lambda r: r[2],
    ]
    return PagedRowsModel(list(headers), columns, LOG_PAGE)


def results_model() -> RowsModel[PayoutLine]:
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


def deal_model() -> RowsModel[DealShareLine]:
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
