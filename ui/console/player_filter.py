"""The players list's search box: type part of a name (case and accents ignored), a table
number ("t3"), or a status word; the list shows only the players that match."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel

from tournament.player_names import name_key
from ui.qtmodels import RowsModel
from ui.viewmodels import PlayerLine

__all__ = ["PlayerFilter"]

AnyIndex = QModelIndex | QPersistentModelIndex


class PlayerFilter(QSortFilterProxyModel):
    """A filter over the players model (rows stay in the model's order)."""

    def __init__(self, source: RowsModel[PlayerLine]) -> None:
        super().__init__()
        self._source = source
        self._query = ""
        self.setSourceModel(source)

    def set_query(self, text: str) -> None:
        """Show only the players matching ``text`` (all of them for an empty text)."""
        self.beginFilterChange()
        self._query = name_key(text)
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def row_at(self, row: int) -> PlayerLine:
        """The player shown at ``row`` of the filtered list."""
        return self._source.row_at(self.mapToSource(self.index(row, 0)).row())

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:  # noqa: N802
        """Qt: whether the player at ``source_row`` matches the query."""
        query = self._query
        if not query:
            return True
        player = self._source.row_at(source_row)
        if query.startswith("t") and query[1:].isdigit():
            return player.table == int(query[1:])
        return query in name_key(player.name) or query == name_key(player.status)
