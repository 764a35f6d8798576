"""The days of the event worded for the console, the clock screen, the phones and print:
"Day 2 · 212 players", "End of Day 1 — bag the stacks", the official chip-count list
(:mod:`ui.chip_count_sheet`, with the seats and alphabetical) and the bag labels.

:class:`DayReads` is part of :class:`ui.director_reads.DirectorReads` (the facade's reads).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from tournament.service.aggregate import Tournament
from tournament.service.bags import BagBatch
from tournament.service.chip_count_list import chip_count_rows
from tournament.service.days import day_name, day_view
from ui.chip_count_sheet import chip_count_sheet_html
from ui.day_sheets import bag_labels_html
from ui.viewmodels import format_chips

__all__ = ["DayReads", "DayStatus", "day_line", "day_notice"]


@dataclass(frozen=True, slots=True)
class DayStatus:
    """Today for the console: ``line`` ("Day 2 · 212 players", "" for a one-day event),
    ``notice`` (what the director does now, "" while play goes on), ``over`` (play has
    stopped for the day), ``bagged`` (the bags add up), ``pending`` (why a batch is kept
    apart, "" when none is), ``next_day`` (the day :meth:`start_day` starts), ``name`` (the
    day as every screen names it: "1B" while flights play, else the day's number)."""

    day: int
    line: str
    notice: str
    over: bool
    bagged: bool
    pending: str
    next_day: int
    name: str


def day_line(t: Tournament, now: int) -> str:
    """ "Day 2 · 212 players" for an event played over several days ("" otherwise)."""
    today = day_view(t, now)
    if not today.multi_day or t.meta.flights is not None:  # flights: the festival line says it
        return ""
    return (
        QCoreApplication.translate("Days", "Day %1 · %2 players")
        .replace("%1", day_name(t))
        .replace("%2", format_chips(t.players_left()))
    )


def day_notice(t: Tournament, now: int) -> str:
    """What the room is told once today's play has stopped ("" while it goes on)."""
    today = day_view(t, now)
    if not today.over:
        return ""
    name = day_name(t) or str(today.day)  # in flights: "End of Day 1B"
    if today.bagged:
        return QCoreApplication.translate("Days", "End of Day %1 — the bags are recorded").replace(
            "%1", name
        )
    return QCoreApplication.translate("Days", "End of Day %1 — bag the stacks").replace("%1", name)


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

    now: Callable[[], int]

    @property
    def t(self) -> Tournament:
        """The tournament as last committed."""
        raise NotImplementedError

    def day_status(self) -> DayStatus:
        """Today as the console shows it (see :class:`DayStatus`)."""
        t, now = self.t, self.now()
        today = day_view(t, now)
        return DayStatus(
            today.day,
            day_line(t, now),
            day_notice(t, now),
            today.over,
            today.bagged,
            _pending(today.pending),
            today.day + 1,
            day_name(t) or str(today.day),
        )

    def _sheet_day(self) -> str:
        today = self.day_status()
        if today.over:
            text = QCoreApplication.translate("Days", "End of Day %1")
        else:
            text = QCoreApplication.translate("Days", "Day %1")
        # the day's number, not the flight's name: in flights the list and the labels hold
        # the bags of every flight, each with its own flight ("Day 1 · Flight 1A")
        return text.replace("%1", str(today.day))

    def _seats(self) -> dict[str, str]:
        return {
            s.player_id: f"{view.number}-{s.seat}"
            for view in self.t.tables_view()
            for s in view.seats
            if s.player_id
        }

    def day_chip_count_sheet(self) -> str:
        """The official chip-count list of today (at its end: the bags) to print: by stack
        with each player's table and seat, then alphabetical."""
        t = self.t
        name = t.settings.name if t.settings is not None else ""
        rows = chip_count_rows(t)
        return chip_count_sheet_html(name, self._sheet_day(), rows, self._seats(), True)

    def bag_labels_sheet(self) -> str:
        """A label for every player's bag (name, id and country, day and flight, chips)."""
        t = self.t
        name = t.settings.name if t.settings is not None else ""
        return bag_labels_html(name, self._sheet_day(), chip_count_rows(t), self._seats())
