"""The line an event in flights shows on the clock screen, the phones and the display
stations: "Day 1B · Prize pool €171,600 · 180 entries in 3 flights" while the flights
play, "Day 2 · 212 players from 3 flights" once Day 2 is formed (translated)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament.service.views import SummaryView
from ui.locale_format import chips
from ui.wording import money

__all__ = ["festival_line"]


def festival_line(summary: SummaryView, currency: str) -> str:
    """The day of an event in flights and its figures ("" for an event of one flight)."""
    if not summary.day:
        return ""
    if summary.day == "2":
        return (
            QCoreApplication.translate("Flights", "Day 2 · %1 players from %2 flights")
            .replace("%1", chips(summary.day_field))
            .replace("%2", str(summary.flights))
        )
    return (
        QCoreApplication.translate("Flights", "Day %1 · Prize pool %2 · %3 entries in %4 flights")
        .replace("%1", summary.day)
        .replace("%2", money(summary.prize_pool, currency))
        .replace("%3", chips(summary.entries))
        .replace("%4", str(summary.flights))
    )
