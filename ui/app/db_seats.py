"""The log as the seat announcements read it, from the store (``ui.seat_announcements``)."""

from __future__ import annotations

from collections.abc import Sequence

from db.seat_log import seat_entries, tail_start
from db.store import Store
from tournament.service.seatings_in_force import LoggedSeatings, SeatTail

__all__ = ["DbSeatSource"]


class DbSeatSource:
    """Implements :class:`ui.seat_announcements.SeatSource` over the store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def version(self) -> int:
        """The last event the store has committed or followed."""
        return self.store.log.last_seq

    def entries(self, tournament_id: str, after_seq: int) -> tuple[Sequence[LoggedSeatings], int]:
        """The log entries after ``after_seq`` with their seatings, and the last entry."""
        return seat_entries(self.store, tournament_id, after_seq)

    def tail(self, tournament_id: str, count: int) -> SeatTail:
        """The log's last ``count`` entries with their seatings (see ``SeatSource.tail``)."""
        after, before_ms = tail_start(self.store, tournament_id, count)
        entries, last = self.entries(tournament_id, after)
        return SeatTail(entries, last, after, before_ms)
