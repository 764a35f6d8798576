"""The director's actions on an event in flights (each ONE domain command, one undo step):
the flights planned, a flight started, its bags recorded, Day 2 formed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.bags import Bag
from tournament.service.chip_count_list import chip_count_rows
from tournament.service.flight_records import CrossFlightRule, Flight, SeatDraw
from ui.chip_count_sheet import chip_count_sheet_html

__all__ = ["FlightActions"]


class FlightActions:
    """The flight actions of :class:`ui.director_service.ServiceFacade` (which runs them)."""

    def _run(self, command: c.Command) -> None:
        raise NotImplementedError  # pragma: no cover - the facade runs its commands

    @property
    def t(self) -> Tournament:
        """The tournament as last committed (the facade's)."""
        raise NotImplementedError  # pragma: no cover - the facade reads it

    def chip_count_sheet(self) -> str:
        """The official chip-count list to print: every bag of every bagged flight until
        Day 2, then the stacks of the players still in."""
        t = self.t
        day = t.summary().day
        title = QCoreApplication.translate("Flights", "Day %1").replace("%1", day) if day else ""
        name = t.settings.name if t.settings is not None else ""
        return chip_count_sheet_html(name, title, chip_count_rows(t))

    def set_flights(
        self, flights: Sequence[tuple[str, str, Sequence[int]]], rule: CrossFlightRule
    ) -> None:
        """Play the event in these flights: (code, ISO date, table numbers) in playing
        order, with the rule across flights."""
        plan = tuple(Flight(code, day, tuple(tables)) for code, day, tables in flights)
        self._run(c.SetFlights(plan, rule))

    def start_flight(self, code: str) -> None:
        """Open flight ``code``: its tables, its clock at the first level."""
        self._run(c.StartFlight(code))

    def bag_flight(self, code: str, bags: Mapping[str, int], labels: Mapping[str, str]) -> None:
        """End flight ``code`` (Day 1 of its players): every player still in bags these
        chips (``labels``: the number on each bag, "" or missing: none); a total that is not
        the flight's chips is kept apart and the flight plays on."""
        batch = tuple(Bag(pid, chips, labels.get(pid, "")) for pid, chips in bags.items())
        self._run(c.RecordBags(1, batch, code))

    def merge_flights(self, tables: int, draw: SeatDraw, day1_places: bool) -> None:
        """Form Day 2 from every flight's bags on ``tables`` tables."""
        self._run(c.MergeFlights(tables, draw, day1_places))
