"""The hand list's archive read from the store (``db.hand_queries``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from db import hand_queries
from db.store import Store
from tournament.hh.listing import StoredHand, played_hands
from tournament.service.hand_setup import hands_dealt
from ui.app.db_history import _readable

__all__ = ["DbHandArchive", "hands_dealt"]


class DbHandArchive:
    """Implements :class:`ui.hand_history.archive.HandArchive` over the store.

    ``tournament_id`` gives the tournament on screen; ``hands_played(table)`` how many
    hands that table has dealt now (so that a hand whose recording was undone is left out).
    """

    def __init__(
        self,
        store: Store,
        tournament_id: Callable[[], str],
        hands_played: Callable[[int], int],
    ) -> None:
        self.store = store
        self.tournament_id = tournament_id
        self.hands_played = hands_played

    def table_hands(self, table: int) -> Sequence[StoredHand]:
        """The hands that count at ``table``, by number."""
        with _readable():
            stored = hand_queries.table_hands(self.store, self.tournament_id(), table)
        return played_hands(stored, self.hands_played(table))

    def stored_hands(self, table: int) -> Sequence[StoredHand]:
        """Every hand stored for ``table``, an undone one too."""
        with _readable():
            return hand_queries.table_hands(self.store, self.tournament_id(), table)

    def tables(self) -> Sequence[int]:
        """The tables with stored hands."""
        with _readable():
            return hand_queries.hand_tables(self.store, self.tournament_id())
