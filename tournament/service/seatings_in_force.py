"""The seatings the log leaves in force: the projection behind every seat announcement.

Every seating is a :class:`~tournament.service.events.SeatsDrawn` or a
:class:`~tournament.service.events.PlayersMoved` event of a log entry. An undo entry takes
its target's seatings out; a redo entry puts them back (as of the redo); so the recent
seats a clock screen lists and the recent moves a phone shows follow undo and redo, and the
same log read again after a restart gives the same list.

>>> from tournament.seating import Move
>>> seatings = SeatingsInForce()
>>> seatings.follow([LoggedSeatings(5, "command", None, 1_000, (
...     e.PlayersMoved((Move("p1", 2, 4, 1, 9),), "balance"),))])
>>> [(s.player_id, s.table, s.seat, s.from_table) for s in seatings.newest_first()]
[('p1', 1, 9, 2)]
>>> seatings.follow([LoggedSeatings(6, "undo", 5, 2_000, ())])
>>> list(seatings.newest_first())
[]
>>> seatings.follow([LoggedSeatings(7, "redo", 5, 3_000, (
...     e.PlayersMoved((Move("p1", 2, 4, 1, 9),), "balance"),))])
>>> [(s.player_id, s.at_ms) for s in seatings.newest_first()]
[('p1', 3000)]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from tournament.service import events as e

__all__ = [
    "SEATING_EVENTS",
    "LoggedSeatings",
    "SeatTail",
    "Seating",
    "SeatingsInForce",
    "seatings_of",
]

SEATING_EVENTS = ("SeatsDrawn", "PlayersMoved", "DayStarted")
"""The stored names of the event types that seat players (a day started with a redraw)."""


@dataclass(frozen=True, slots=True)
class Seating:
    """One player given a seat (``from_table``/``from_seat``: where from; None: newly
    seated) at ``at_ms``; ``reason``: "draw" or the move's reason (balance, break, ...)."""

    player_id: str
    table: int
    seat: int
    from_table: int | None = None
    from_seat: int | None = None
    reason: str = "draw"
    at_ms: int = 0

    @property
    def is_move(self) -> bool:
        """A move from another seat (not a first seat)."""
        return self.from_table is not None


def seatings_of(events: Iterable[object], at_ms: int = 0) -> list[Seating]:
    """The seatings in a batch of events, in order."""
    out: list[Seating] = []
    for event in events:
        if isinstance(event, e.SeatsDrawn):
            out.extend(Seating(s.player, s.table, s.seat, at_ms=at_ms) for s in event.seats)
        elif isinstance(event, e.DayStarted):  # the next day's redraw: everyone's new seat
            out.extend(
                Seating(s.player, s.table, s.seat, reason="redraw", at_ms=at_ms)
                for s in event.seats
            )
        elif isinstance(event, e.PlayersMoved):
            out.extend(
                Seating(
                    m.player, m.to_table, m.to_seat, m.from_table, m.from_seat, event.reason, at_ms
                )
                for m in event.moves
            )
    return out


@dataclass(frozen=True, slots=True)
class LoggedSeatings:
    """One log entry as the seatings in force read it: its number, kind (create, command, undo,
    redo), the entry an undo or redo names, when it was made and its seating events."""

    seq: int
    kind: str
    target_seq: int | None
    at_ms: int
    events: Sequence[object] = ()


class SeatingsInForce:
    """The seatings in force, by the log entry that made them, in the order applied."""

    __slots__ = ("_moves", "_seatings", "last_seq")

    def __init__(self) -> None:
        self._seatings: dict[int, tuple[Seating, ...]] = {}
        self._moves: dict[int, tuple[Seating, ...]] = {}
        self.last_seq = 0
        """The last log entry followed."""

    def follow(self, entries: Iterable[LoggedSeatings]) -> None:
        """Take these log entries (oldest first, after :attr:`last_seq`) into account."""
        for entry in entries:
            self.last_seq = max(self.last_seq, entry.seq)
            if entry.kind == "undo" and entry.target_seq is not None:
                self._seatings.pop(entry.target_seq, None)
                self._moves.pop(entry.target_seq, None)
                continue
            key = entry.target_seq if entry.kind == "redo" and entry.target_seq else entry.seq
            seatings = tuple(seatings_of(entry.events, entry.at_ms))
            if not seatings:
                continue
            self._seatings.pop(key, None)  # a redo comes last, as of the redo
            self._seatings[key] = seatings
            moves = tuple(s for s in seatings if s.is_move)
            if moves:
                self._moves.pop(key, None)
                self._moves[key] = moves

    def newest_first(self, since_ms: int | None = None) -> Iterator[Seating]:
        """Every seating in force, newest first (only those at or after ``since_ms``)."""
        for seatings in reversed(self._seatings.values()):
            if since_ms is not None and seatings[0].at_ms < since_ms:
                return
            yield from reversed(seatings)

    def moves_newest_first(self) -> Iterator[Seating]:
        """The moves in force, newest first."""
        for moves in reversed(self._moves.values()):
            yield from reversed(moves)


@dataclass(frozen=True, slots=True)
class SeatTail:
    """The last entries of a tournament's log as the seatings read them: those entries
    (with their seatings, oldest first), the last entry, and the entry just before them
    (``after_seq``; 0: the whole log was read) with when it was made (``before_ms``)."""

    entries: Sequence[LoggedSeatings]
    last_seq: int
    after_seq: int
    before_ms: int | None
