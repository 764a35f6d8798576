"""The hand list's archive read from the store (``db.hand_queries``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from db import hand_queries
from db.store import Store
from tournament.hh.listing import StoredHand
from ui.app.db_history import _readable

__all__ = ["DbHandArchive"]


class DbHandArchive:
    """Implements :class:`ui.hand_history.archive.HandArchive` over the store.

    ``tournament_id`` gives the tournament on screen. The hand rows follow undo and redo
    (:mod:`db.project_hands`): a hand whose recording is undone is left out of
    :meth:`table_hands` by the query itself.
    """

    def __init__(self, store: Store, tournament_id: Callable[[], str]) -> None:
        self.store = store
        self.tournament_id = tournament_id

    def table_hands(self, table: int) -> Sequence[StoredHand]:
        """The hands that count at ``table``, by number."""
        with _readable():
            return hand_queries.table_hands(self.store, self.tournament_id(), table)

    def stored_hands(self, table: int) -> Sequence[StoredHand]:
        """Every hand stored for ``table``, an undone one too."""
        with _readable():
            return hand_queries.stored_table_hands(self.store, self.tournament_id(), table)

    def tables(self) -> Sequence[int]:
        """The tables with stored hands."""
        with _readable():
            return hand_queries.hand_tables(self.store, self.tournament_id())
