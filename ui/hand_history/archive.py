"""Where the hand list reads the stored hands from (the database, in the running program)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from tournament.hh.listing import StoredHand

__all__ = ["HandArchive"]


class HandArchive(Protocol):
    """The stored hand histories of the tournament on screen."""

    def table_hands(self, table: int) -> Sequence[StoredHand]:
        """The hands that count at ``table`` (an undone hand left out), by number."""
        ...

    def stored_hands(self, table: int) -> Sequence[StoredHand]:
        """Every hand stored for ``table``, an undone one too, in the order stored."""
        ...

    def tables(self) -> Sequence[int]:
        """The tables that have stored hands (undone ones too), in order."""
        ...
