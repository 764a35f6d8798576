"""The days of the event worded for the console, the clock screen, the phones and print:
"Day 2 · 212 players", "End of Day 1 — bag the stacks", the official chip-count list and
the bag labels (the domain's :mod:`tournament.service.days` and the recorded bags).

:class:`DayReads` is part of :class:`ui.director_reads.DirectorReads` (the facade's reads).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from tournament.service.aggregate import Tournament
from tournament.service.bags import Bag, BagBatch
from tournament.service.days import day_view
from ui.viewmodels import format_chips

__all__ = ["BagLine", "DayReads", "DayStatus", "day_line", "day_notice"]


@dataclass(frozen=True, slots=True)
class DayStatus:
    """Today for the console: ``line`` ("Day 2 · 212 players", "" for a one-day event),
    ``notice`` (what the director does now, "" while play goes on), ``over`` (play has
    stopped for the day), ``bagged`` (the bags add up), ``pending`` (why a batch is kept
    apart, "" when none is), ``next_day`` (the day :meth:`start_day` starts)."""

    day: int
    line: str
    notice: str
    over: bool
    bagged: bool
    pending: str
    next_day: int


@dataclass(frozen=True, slots=True)
class BagLine:
    """One bag of the official chip-count list and its label."""

    rank: int
    player_id: str
    name: str
    country: str
    table: int | None
    seat: int | None
    chips: int
    bag_number: str
    flight: str
    day: int


def day_line(t: Tournament, now: int) -> str:
    """ "Day 2 · 212 players" for an event played over several days ("" otherwise)."""
    today = day_view(t, now)
    if not today.multi_day:
        return ""
    return (
        QCoreApplication.translate("Days", "Day %1 · %2 players")
        .replace("%1", str(today.day))
        .replace("%2", f"{t.players_left():,}")
    )


def day_notice(t: Tournament, now: int) -> str:
    """What the room is told once today's play has stopped ("" while it goes on)."""
    today = day_view(t, now)
    if not today.over:
        return ""
    if today.bagged:
        return QCoreApplication.translate("Days", "End of Day %1 — the bags are recorded").replace(
            "%1", str(today.day)
        )
    return QCoreApplication.translate("Days", "End of Day %1 — bag the stacks").replace(
        "%1", str(today.day)
    )


def _pending(batch: BagBatch | None) -> str:
    if batch is None:
        return ""
    gap = batch.difference
    text = QCoreApplication.translate(
        "Days", "The bags hold %1 chips but %2 are in play: %3 %4. Count again."
    )
    return (
        text.replace("%1", format_chips(batch.total))
        .replace("%2", format_chips(batch.chips_in_play))
        .replace("%3", format_chips(abs(gap)))
        .replace(
            "%4",
            QCoreApplication.translate("Days", "too many")
            if gap > 0
            else QCoreApplication.translate("Days", "short"),
        )
    )


class DayReads:
    """Today's status, the chip-count list and the bag labels, for the director."""

    clock: Callable[[], int]

    @property
    def t(self) -> Tournament:
        """The tournament as last committed."""
        raise NotImplementedError

    def day_status(self) -> DayStatus:
        """Today as the console shows it (see :class:`DayStatus`)."""
        t, now = self.t, self.clock()
        today = day_view(t, now)
        return DayStatus(
            today.day,
            day_line(t, now),
            day_notice(t, now),
            today.over,
            today.bagged,
            _pending(today.pending),
            today.day + 1,
        )

    def bag_lines(self, day: int | None = None) -> Sequence[BagLine]:
        """The bags of ``day`` (the last day bagged when None) by stack, biggest first
        (ties by name): the official chip-count list; empty before any bags add up."""
        t = self.t
        batches = [b for b in t.meta.bags if day is None or b.day == day]
        if not batches:
            return ()
        batch = batches[-1] if day is None else batches[0]
        where: dict[str, tuple[int, int]] = {}
        for view in t.tables_view():
            for s in view.seats:
                if s.player_id:
                    where[s.player_id] = (view.number, s.seat)
        lines: list[tuple[str, Bag, str, int | None, int | None]] = []
        for bag in batch.bags:
            p = t.player(bag.player_id)
            at = where.get(bag.player_id)
            lines.append((p.name, bag, p.country, *(at or (None, None))))
        lines.sort(key=lambda x: (-x[1].chips, x[0].casefold()))
        return tuple(
            BagLine(
                rank, bag.player_id, name, country, table, seat, bag.chips, bag.bag_number,
                batch.flight, batch.day,
            )
            for rank, (name, bag, country, table, seat) in enumerate(lines, 1)
        )  # fmt: skip
