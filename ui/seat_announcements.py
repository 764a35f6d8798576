"""Seat announcements: every seating said plainly, and the recent ones for the clock screen.

After each commit the console says where the players it seated sit now, e.g.
``"Alice Moreau → Table 3, Seat 7"`` (a draw, a late entry, a re-entry, a move, a
balancing move, a broken table, the final-table draw: every seating is a
:class:`~tournament.service.events.SeatsDrawn` or
:class:`~tournament.service.events.PlayersMoved` event). :class:`SeatLog` keeps the recent
ones with the instant they happened, so the clock screen can show a **recent seats and
moves** panel for a few minutes (:data:`RECENT_MS`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication

from tournament.service import events as e

__all__ = ["RECENT_MS", "SeatLog", "Seating", "seatings_of"]

RECENT_MS = 5 * 60_000
"""How long a seating stays on the clock screen's panel."""

_KEEP = 40


@dataclass(frozen=True, slots=True)
class Seating:
    """One player given a seat, and the table they came from (None: newly seated)."""

    player_id: str
    table: int
    seat: int
    from_table: int | None = None


def seatings_of(events: Iterable[object]) -> list[Seating]:
    """The seatings in a batch of events, in order."""
    out: list[Seating] = []
    for event in events:
        if isinstance(event, e.SeatsDrawn):
            out.extend(Seating(s.player, s.table, s.seat) for s in event.seats)
        elif isinstance(event, e.PlayersMoved):
            out.extend(Seating(m.player, m.to_table, m.to_seat, m.from_table) for m in event.moves)
    return out


def _line(name: str, s: Seating) -> str:
    if s.from_table is None or s.from_table == s.table:
        text = QCoreApplication.translate("Seats", "%1 → Table %2, Seat %3")
    else:
        text = QCoreApplication.translate("Seats", "%1 → Table %2, Seat %3 (from table %4)")
    text = text.replace("%1", name).replace("%2", str(s.table)).replace("%3", str(s.seat))
    return text.replace("%4", str(s.from_table))


class SeatLog:
    """The recent seatings, newest last; ``name(player_id)`` names a player."""

    def __init__(self, name: Callable[[str], str]) -> None:
        self._name = name
        self._recent: deque[tuple[int, str]] = deque(maxlen=_KEEP)

    def add(self, events: Iterable[object], now: int) -> str:
        """Keep the seatings of ``events`` (at ``now``); returns what the console says
        ("" when they seat nobody)."""
        named = [(self._name(s.player_id), s) for s in seatings_of(events)]
        self._recent.extend((now, _line(name, replace(s, from_table=None))) for name, s in named)
        lines = [_line(name, s) for name, s in named]
        if len(lines) <= 12:
            return "\n".join(lines)
        more = QCoreApplication.translate("Seats", "… and %1 more (File → Print → Seat cards)")
        return "\n".join(lines[:10]) + "\n" + more.replace("%1", str(len(lines) - 10))

    def clear(self) -> None:
        """Forget every seating (another tournament is on screen)."""
        self._recent.clear()

    def recent(self, now: int, within_ms: int = RECENT_MS) -> tuple[str, ...]:
        """The seatings of the last ``within_ms``, newest first (where to, not where from:
        what a player looking at the clock screen needs)."""
        return tuple(line for at, line in reversed(self._recent) if now - at < within_ms)
