"""The players list's search box: type part of a name (case and accents ignored), a table
number ("t3"), a word of the status ("out", "playing", a place such as "5th"), or "busted"
/ "eliminated" for the players who are out; the list shows only the players that match."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QRegularExpression, QSortFilterProxyModel

from tournament.player_names import name_key
from ui.qtmodels import SEARCH_ROLE, RowsModel
from ui.viewmodels import PlayerLine

__all__ = ["PlayerFilter"]

_BREAK = r"[\s·,()]+"
_WORD_BREAK = re.compile(_BREAK)
_APART = "\x1f"
"""Between the parts of a search text (no key types it)."""
_UNICODE = QRegularExpression.PatternOption.UseUnicodePropertiesOption


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


def search_text(player: PlayerLine) -> str:
    """What the search box matches for a player: the name, the status and the table, each
    as :func:`name_key` reads it, apart (:data:`_APART` cannot be typed)."""
    table = "" if player.table is None else f"t{player.table}"
    return _APART.join((name_key(player.name), name_key(player.status), table))


def _pattern(query: str) -> str:
    """The pattern :func:`search_text` matches for a query (as :func:`name_key` reads it):
    "t3" the players at table 3; else part of a name, the whole status or one word of it.
    """
    if not query:
        return ""
    if query.startswith("t") and query[1:].isdigit():
        return f"{_APART}t0*{int(query[1:])}$"
    word = QRegularExpression.escape(query)
    name = f"^[^{_APART}]*{word}"
    if _WORD_BREAK.search(query):  # not one word: the whole status only
        return f"{name}|{_APART}{word}{_APART}"
    rest = f"[^{_APART}]*"
    return f"{name}|{_APART}(?:{rest}{_BREAK})?{word}(?:{_BREAK}{rest})?{_APART}"


class PlayerFilter(QSortFilterProxyModel):
    """A filter over the players model (rows stay in the model's order).

    The filter is Qt's own, on each row's search text (:func:`search_text`): with an empty
    box Qt keeps every row without asking, so a row moved among 10,000 costs no call per
    row.
    """

    def __init__(self, source: RowsModel[PlayerLine]) -> None:
        super().__init__()
        self._source = source
        source.search = search_text
        self.setFilterRole(SEARCH_ROLE)
        self.setFilterKeyColumn(0)
        self.setSourceModel(source)

    def set_query(self, text: str) -> None:
        """Show only the players matching ``text`` (all of them for an empty text)."""
        query = name_key(text)
        query = _out() if query in _out_words() else query
        self.setFilterRegularExpression(QRegularExpression(_pattern(query), _UNICODE))

    def row_at(self, row: int) -> PlayerLine:
        """The player shown at ``row`` of the filtered list."""
        return self._source.row_at(self.mapToSource(self.index(row, 0)).row())
