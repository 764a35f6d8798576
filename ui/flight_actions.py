"""The director's actions on an event in flights (each ONE domain command, one undo step):
the flights planned, a flight started, its bags recorded, Day 2 formed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from tournament.money import EntryKind
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.bags import Bag
from tournament.service.chip_count_list import chip_count_rows
from tournament.service.days import day_over, stop_after
from tournament.service.flight_records import CrossFlightRule, Flight, SeatDraw
from tournament.service.flights import bagging_flight, flight_bags, flight_of_entry
from ui.chip_count_sheet import chip_count_sheet_html
from ui.flight_words import FlightLine, FlightsView, festival_line, status_word, tables_text

__all__ = ["FlightActions"]


class FlightActions:
    """The flight actions of :class:`ui.director_service.ServiceFacade` (which runs them)."""

    def _run(self, command: c.Command) -> None:
        raise NotImplementedError  # pragma: no cover - the facade runs its commands

    @property
    def t(self) -> Tournament:
        """The tournament as last committed (the facade's)."""
        raise NotImplementedError  # pragma: no cover - the facade reads it

    def clock(self) -> int:
        """The time now (the facade's injected clock)."""
        raise NotImplementedError  # pragma: no cover - the facade has it

    def bagging_flight(self) -> tuple[str, int] | None:
        """The flight whose bags may be recorded now, with the chips they must come to:
        the flight playing, at once when the structure has no day plan, else once its day
        is over (None: no flight to bag now)."""
        t = self.t
        flight = bagging_flight(t)
        if flight is not None and stop_after(t) is not None and not day_over(t, self.clock()):
            return None
        return flight

    def chip_count_sheet(self) -> str:
        """The official chip-count list to print: every bag of every bagged flight until
        Day 2, then the stacks of the players still in."""
        t = self.t
        day = t.summary().day
        title = QCoreApplication.translate("Flights", "Day %1").replace("%1", day) if day else ""
        name = t.settings.name if t.settings is not None else ""
        return chip_count_sheet_html(name, title, chip_count_rows(t))

    def flights_view(self) -> FlightsView:
        """The flights as the Flights dialog shows them."""
        t = self.t
        plan = t.meta.flights
        size = t.settings.table_size if t.settings is not None else 9
        if plan is None:
            return FlightsView((), "one_bag", not t.entry_records(), "", "", 0, size, "")
        lines = []
        entries = {f.code: 0 for f in plan.flights}
        for x in t.entry_records():
            if x.kind in (EntryKind.BUY_IN, EntryKind.RE_ENTRY):
                code = flight_of_entry(plan, x.entry_id)
                if code:
                    entries[code] += 1
        for f in plan.flights:
            bags = len(flight_bags(t, f.code))
            line = FlightLine(
                f.code, f.date, tables_text(f.tables), status_word(f.status), entries[f.code], bags
            )
            lines.append(line)
        waiting = [f.code for f in plan.flights if f.status == "waiting"]
        playing = plan.playing()
        every_bagged = all(f.status == "bagged" for f in plan.flights)
        field = len({b.player_id for f in plan.flights for b in flight_bags(t, f.code)})
        summary = t.summary()
        currency = t.settings.buy_in.currency if t.settings is not None else "EUR"
        return FlightsView(
            tuple(lines),
            plan.rule,
            all(f.status == "waiting" for f in plan.flights),
            waiting[0] if waiting and playing is None and plan.day2 is None else "",
            playing.code if playing is not None else "",
            field if every_bagged and plan.day2 is None else 0,
            size,
            festival_line(summary, currency) if plan.day2 is not None else "",
        )

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
