"""The players list's search box: type part of a name (case and accents ignored), a table
number ("t3"), a word of the status ("out", "playing", a place such as "5th"), or "busted"
/ "eliminated" for the players who are out; the list shows only the players that match."""

from __future__ import annotations

import re

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
)

from tournament.player_names import name_key
from ui.qtmodels import RowsModel
from ui.viewmodels import PlayerLine

__all__ = ["PlayerFilter"]

AnyIndex = QModelIndex | QPersistentModelIndex

_WORD_BREAK = re.compile(r"[\s·,()]+")


def _out_words() -> set[str]:
    """The words that mean "out" in the search box (in the program's language)."""
    words = (
        QCoreApplication.translate("PlayerFilter", "busted"),
        QCoreApplication.translate("PlayerFilter", "bust"),
        QCoreApplication.translate("PlayerFilter", "eliminated"),
    )
    return {name_key(w) for w in words}


def _out() -> str:
    return name_key(QCoreApplication.translate("Facade", "Out"))


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
        query = name_key(text)
        self._query = _out() if query in _out_words() else query
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
        if query in name_key(player.name):
            return True
        status = name_key(player.status)
        return query == status or query in _WORD_BREAK.split(status)
