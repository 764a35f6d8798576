"""The words of an event in flights: the line the clock screen, the phones and the display
stations show ("Day 1B · Prize pool €171,600 · 180 entries in 3 flights" while the flights
play, "Day 2 · 212 players from 3 flights" once Day 2 is formed, translated), and the
Flights dialog's read model (:class:`FlightsView`) with its table numbers ("1-10")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from tournament.service.aggregate import Tournament
from tournament.service.flight_records import CrossFlightRule
from tournament.service.flights import unplaced_in_flights
from tournament.service.views import PlayerView, SummaryView
from ui.locale_format import chips
from ui.wording import money

__all__ = [
    "FlightLine",
    "FlightRows",
    "FlightsView",
    "festival_line",
    "parse_tables",
    "status_word",
    "tables_text",
]


def festival_line(summary: SummaryView, currency: str) -> str:
    """The day of an event in flights and its figures ("" for an event without flights).
    After Day 2 the day plan's days go on as any event's: "Day 3 · 40 players"."""
    if not summary.flights or not summary.day:
        return ""
    if summary.day_field and summary.day != "2":  # Day 3 on: the players still in
        return (
            QCoreApplication.translate("Days", "Day %1 · %2 players")
            .replace("%1", summary.day)
            .replace("%2", chips(summary.players_left))
        )
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


@dataclass(frozen=True, slots=True)
class FlightLine:
    """One flight as the Flights dialog lists it."""

    code: str
    date: str
    tables: str
    status: str
    entries: int
    bags: int


@dataclass(frozen=True, slots=True)
class FlightsView:
    """The Flights dialog's figures: the flights (none: not planned yet), the rule across
    flights, whether the plan can still change, the flight to start next ("" none), the
    flight playing ("" none), the players who would go on to Day 2 (0 until every flight
    is bagged), the seats per table, and Day 2's line once it is formed."""

    flights: tuple[FlightLine, ...]
    rule: CrossFlightRule
    editable: bool
    next_flight: str
    playing: str
    day2_field: int
    table_size: int
    day2: str


def status_word(status: str) -> str:
    """ "waiting", "playing", "bagged" as the director reads them."""
    words = {
        "waiting": QCoreApplication.translate("Flights", "to play"),
        "playing": QCoreApplication.translate("Flights", "playing"),
        "bagged": QCoreApplication.translate("Flights", "bagged"),
    }
    return words.get(status, status)


def tables_text(tables: Sequence[int]) -> str:
    """Table numbers as a director types them: "1-10", "1-5, 8"."""
    runs: list[list[int]] = []
    for n in sorted(tables):
        if runs and n == runs[-1][1] + 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


def parse_tables(text: str) -> tuple[int, ...]:
    """ "1-10", "1-5, 8" as table numbers (ValueError naming what is not a table)."""
    out: list[int] = []
    for part in text.replace(";", ",").split(","):
        part = part.strip()
        if not part:
            continue
        first, _, last = part.partition("-")
        if not first.strip().isdigit() or (last and not last.strip().isdigit()):
            raise ValueError(part)
        a = int(first)
        b = int(last) if last else a
        if b < a:
            raise ValueError(part)
        out.extend(range(a, b + 1))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class FlightRows:
    """How the players list words an event in flights before Day 2: a player holding a bag
    is "Bagged in 1A" (their stack the bag's chips), a player out is "Out in 1A" without a place
    (the flights' busts are placed when Day 2 is formed)."""

    bagged: dict[str, str]
    out: dict[str, str]
    """The flight each player out of the flights busted in (their last entry's)."""

    @classmethod
    def of(cls, t: Tournament) -> FlightRows | None:
        """The words for ``t`` (None: no flights, or Day 2 is formed)."""
        plan = t.meta.flights
        if plan is None or plan.day2 is not None:
            return None
        bagged = {
            b.player_id: batch.flight for batch in t.meta.bags if batch.flight for b in batch.bags
        }
        unplaced = unplaced_in_flights(t)
        out = {pid: code for pid, (kind, code) in unplaced.items() if kind == "out"}
        return cls(bagged, out)

    def status(self, p: PlayerView) -> str:
        """The row's status ("" when the usual one says it)."""
        if p.status != "active" and p.player_id in self.bagged:  # out in a later flight too
            return QCoreApplication.translate("Flights", "Bagged in %1").replace(
                "%1", self.bagged[p.player_id]
            )
        if p.status == "eliminated" and self.out.get(p.player_id):
            return QCoreApplication.translate("Flights", "Out in %1").replace(
                "%1", self.out[p.player_id]
            )
        if p.status == "eliminated":
            return QCoreApplication.translate("Facade", "Out")
        return ""
