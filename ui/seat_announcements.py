"""Seat announcements: every seating said plainly, and the recent ones the log leaves.

After each commit the console says where the players it seated sit now, e.g.
``"Alice Moreau → Table 3, Seat 7"`` (a draw, a late entry, a re-entry, a move, a
balancing move, a broken table, the final-table draw: every seating is a
:class:`~tournament.service.events.SeatsDrawn` or
:class:`~tournament.service.events.PlayersMoved` event). The clock screen's **recent seats
and moves** panel (:data:`RECENT_MS`) and the phone page's recent moves are read from
:class:`SeatAnnouncements`: a projection of the log
(:class:`~tournament.service.seatings_in_force.SeatingsInForce`), so they follow undo and redo,
come back the same after a restart, and leave out players who are no longer playing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import islice
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from tournament.errors import DomainError
from tournament.service.aggregate import Tournament
from tournament.service.seatings_in_force import (
    LoggedSeatings,
    Seating,
    SeatingsInForce,
    SeatTail,
    seatings_of,
)

__all__ = [
    "RECENT_MS",
    "TAIL_ENTRIES",
    "SeatAnnouncements",
    "SeatSource",
    "SeatTail",
    "Seating",
    "announcement",
]

RECENT_MS = 5 * 60_000
"""How long a seating stays on the clock screen's panel."""

TAIL_ENTRIES = 256
"""The log entries read back first (then four times as many, until what is asked for is
found or the whole log is read): at 50,000 entries the clock screen's first model does
not read every seating since the event began."""

_KEEP = 40


class SeatSource(Protocol):
    """The log as the seat announcements read it (``ui.app`` reads it from the store)."""

    def version(self) -> int:
        """A number that changes whenever anything is committed or followed."""
        ...

    def entries(self, tournament_id: str, after_seq: int) -> tuple[Sequence[LoggedSeatings], int]:
        """The log entries after ``after_seq`` with their seatings, and the last entry."""
        ...

    def tail(self, tournament_id: str, count: int) -> SeatTail:
        """The last ``count`` entries of the log with their seatings."""
        ...


def _line(name: str, s: Seating, *, whence: bool = True) -> str:
    """``Ann → Table 3, Seat 7`` (``whence``: with the table a move came from)."""
    if not whence or s.from_table is None or s.from_table == s.table:
        text = QCoreApplication.translate("Seats", "%1 → Table %2, Seat %3")
    else:
        text = QCoreApplication.translate("Seats", "%1 → Table %2, Seat %3 (from table %4)")
    text = text.replace("%1", name).replace("%2", str(s.table)).replace("%3", str(s.seat))
    return text.replace("%4", str(s.from_table))


def _playing(t: Tournament, player_id: str) -> str | None:
    """The player's name while they play (None: out, unseated or no longer registered)."""
    try:
        record = t.player(player_id)
    except (KeyError, DomainError):
        return None
    return record.name if record.status == "active" else None


def announcement(t: Tournament, events: Iterable[object]) -> str:
    """What the console says about the seatings of a commit ("" when it seats nobody who
    is playing)."""
    named = [(_playing(t, s.player_id), s) for s in seatings_of(events)]
    lines = [_line(name, s) for name, s in named if name is not None]
    if len(lines) <= 12:
        return "\n".join(lines)
    more = QCoreApplication.translate("Seats", "… and %1 more (File → Print → Seat cards)")
    return "\n".join(lines[:10]) + "\n" + more.replace("%1", str(len(lines) - 10))


_Enough = Callable[[SeatingsInForce, int | None], bool]
"""Whether a projection of the log's last entries (and when the entry before them was
made, None: the whole log) is enough for what is asked."""


class SeatAnnouncements:
    """The recent seatings and moves of the tournament on screen, read from the log.

    ``tournament()`` is the tournament as committed, ``tournament_id()`` its id; ``source``
    reads the log (None: nothing is read, nothing listed).

    The log is read from its end (:data:`TAIL_ENTRIES`, then further back only when what
    is asked is not all there): the seatings in force of the log's last entries are the
    newest of the whole log's, in the same order (an undo there of an older entry takes
    out nothing read; a redo puts back its seatings as of the redo), so the newest ones
    found there are the whole log's newest.
    """

    def __init__(
        self,
        tournament: Callable[[], Tournament],
        tournament_id: Callable[[], str],
        source: SeatSource | None = None,
    ) -> None:
        self._tournament = tournament
        self._tournament_id = tournament_id
        self.source = source
        self._seatings = SeatingsInForce()
        self._read: tuple[str, int] | None = None
        self._after = 0
        """The log entry after which the projection was read (0: from the log's start)."""
        self._before_ms: int | None = None
        """When that entry was made."""
        self._span = TAIL_ENTRIES

    def seatings(self) -> SeatingsInForce:
        """The projection of the whole log, caught up (read only when something changed)."""
        return self._caught_up(lambda _seatings, _before_ms: False)

    def _caught_up(self, enough: _Enough) -> SeatingsInForce:
        """The projection caught up with the log, read back from its end until ``enough``
        (or the whole log)."""
        source = self.source
        if source is None:
            return self._seatings
        tid = self._tournament_id()
        key = (tid, source.version())
        if self._read is None or self._read[0] != tid:
            self._read_back(source, tid, TAIL_ENTRIES)
        elif key != self._read:
            entries, last = source.entries(tid, self._seatings.last_seq)
            self._seatings.follow(entries)
            self._seatings.last_seq = last
        self._read = key
        while self._after and not enough(self._seatings, self._before_ms):
            self._read_back(source, tid, self._span * 4)
        return self._seatings

    def _read_back(self, source: SeatSource, tournament_id: str, count: int) -> None:
        """The projection of the log's last ``count`` entries (a new one)."""
        tail = source.tail(tournament_id, count)
        seatings = SeatingsInForce()
        seatings.follow(tail.entries)
        seatings.last_seq = tail.last_seq
        self._seatings, self._span = seatings, count
        self._after, self._before_ms = tail.after_seq, tail.before_ms

    def follow(
        self, tournament_id: str, after_seq: int, last_seq: int, entry: LoggedSeatings
    ) -> None:
        """A log entry this station just wrote (``after_seq``, ``last_seq``: the store's
        version before and after it): taken in without reading the log when the projection
        was caught up to ``after_seq`` (so nothing else came between); otherwise nothing is
        done here and the next read catches up from the log."""
        source = self.source
        if source is None or self._read != (tournament_id, after_seq):
            return
        self._seatings.follow([entry])
        self._seatings.last_seq = max(self._seatings.last_seq, entry.seq)
        self._read = (tournament_id, last_seq)

    def _playing_newest_first(self, seatings: Iterator[Seating]) -> Iterator[tuple[str, Seating]]:
        t = self._tournament()
        seen: set[str] = set()
        for s in seatings:
            if s.player_id in seen:
                continue
            seen.add(s.player_id)
            name = _playing(t, s.player_id)
            if name is not None:
                yield name, s

    def recent(self, now: int, within_ms: int = RECENT_MS) -> tuple[str, ...]:
        """The seatings of the last ``within_ms`` of players still playing, newest first,
        each player's latest only (where to, not where from: what a player looking at the
        clock screen needs)."""
        since = now - within_ms + 1

        def enough(seatings: SeatingsInForce, before_ms: int | None) -> bool:
            # the entries not read were made before the panel's time (the log is in time
            # order), or the panel is full with what was read
            older = before_ms is not None and before_ms < since
            newest = self._playing_newest_first(seatings.newest_first(since_ms=since))
            return older or sum(1 for _ in islice(newest, _KEEP)) == _KEEP

        return self._recent(self._caught_up(enough), since)

    def _recent(self, seatings: SeatingsInForce, since: int) -> tuple[str, ...]:
        out = []
        for name, s in self._playing_newest_first(seatings.newest_first(since_ms=since)):
            out.append(_line(name, s, whence=False))
            if len(out) == _KEEP:
                break
        return tuple(out)

    def recent_moves(self, count: int) -> list[tuple[str, Seating]]:
        """The last ``count`` moves of players still playing, newest first, with names."""
        seatings = self._caught_up(lambda read, _: len(self._moves(read, count)) == count)
        return self._moves(seatings, count)

    def _moves(self, seatings: SeatingsInForce, count: int) -> list[tuple[str, Seating]]:
        out: list[tuple[str, Seating]] = []
        if count <= 0:
            return out
        for named in self._playing_newest_first(seatings.moves_newest_first()):
            out.append(named)
            if len(out) == count:
                break
        return out
