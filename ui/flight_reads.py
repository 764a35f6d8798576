"""What the console reads of an event in flights: the Flights dialog's rows, the flight
whose bags may be recorded now, and the official chip-count list (the flights' actions are
commands the Flights desk sends: ``SetFlights``, ``StartFlight``, ``RecordBags``,
``MergeFlights``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament.money import EntryKind
from tournament.service.aggregate import Tournament
from tournament.service.chip_count_list import chip_count_rows
from tournament.service.days import day_over, stop_after
from tournament.service.flights import bagging_flight, flight_bags, flight_of_entry
from ui.chip_count_sheet import chip_count_sheet_html
from ui.flight_words import FlightLine, FlightsView, festival_line, status_word, tables_text

__all__ = ["FlightReads"]


class FlightReads:
    """The flight reads of :class:`ui.director_service.ServiceFacade`."""

    @property
    def t(self) -> Tournament:
        """The tournament as last committed (the facade's)."""
        raise NotImplementedError  # pragma: no cover - the facade reads it

    def now(self) -> int:
        """The instant now (the facade's injected time source)."""
        raise NotImplementedError  # pragma: no cover - the facade has it

    def bagging_flight(self) -> tuple[str, int] | None:
        """The flight whose bags may be recorded now, with the chips they must come to:
        the flight playing, at once when the structure has no day plan, else once its day
        is over (None: no flight to bag now)."""
        t = self.t
        flight = bagging_flight(t)
        if flight is not None and stop_after(t) is not None and not day_over(t, self.now()):
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
