"""When each table of a rehearsal run deals next.

Each table deals its next hand as soon as its last one is over: :class:`TableTurns` keeps
a heap of (instant, table). A table with fewer than two players waits (idle) until its
players change (:meth:`TableTurns.wake`); a table seen for the first time deals from now.
"""

from __future__ import annotations

import heapq

__all__ = ["TableTurns"]


class TableTurns:
    """The tables' turns to deal (see the module doc)."""

    def __init__(self) -> None:
        self.queue: list[tuple[int, int]] = []  # (instant, table) a table deals next
        self.idle: set[int] = set()  # tables waiting for players
        self.known: set[int] = set()  # tables that ever dealt or waited

    def wake(self, tables: set[int], now: int) -> None:
        """Tables whose players changed: an idle one (or a new one) deals from ``now``."""
        for n in sorted(tables):
            if n in self.idle or n not in self.known:
                self.idle.discard(n)
                self.known.add(n)
                heapq.heappush(self.queue, (now, n))

    def next_at(self) -> int | None:
        """The instant the next table deals (None: no table is to deal)."""
        return self.queue[0][0] if self.queue else None

    def pop(self) -> tuple[int, int]:
        """The next table to deal: (instant, table)."""
        return heapq.heappop(self.queue)

    def push(self, at: int, table: int) -> None:
        """``table`` deals next at ``at``."""
        heapq.heappush(self.queue, (at, table))

    def wait(self, table: int) -> None:
        """``table`` has too few players: it waits until :meth:`wake`."""
        self.idle.add(table)

    def last_at(self) -> int | None:
        """The latest instant a table is due to deal at (None: none is due)."""
        return max((at for at, _n in self.queue), default=None)

    def all_at(self, now: int, tables: list[int]) -> None:
        """Every one of ``tables`` deals next at ``now`` (after hand-for-hand play)."""
        self.queue = [(now, n) for n in tables]
        self.idle.clear()
        heapq.heapify(self.queue)

    def night(self, at: int, gap: int) -> None:
        """The clock stops at ``at`` for ``gap`` ms: every table deals that much later."""
        self.queue = [(max(when, at) + gap, n) for when, n in self.queue]
        heapq.heapify(self.queue)
