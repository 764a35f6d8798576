"""The console's **Tables → Flights and Day 2…** (:mod:`ui.flights_dialog`): each of the
dialog's buttons is one director action through the facade; a refusal stays in the dialog
with the event's reason."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QWidget

from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.flight_records import CrossFlightRule, Flight, SeatDraw
from ui.console.controls import Controls
from ui.console.shell import ConsoleShell
from ui.domain_text import domain_text
from ui.flight_words import FlightsView
from ui.flights_dialog import FlightsDesk, FlightsDialog, PlanRows

__all__ = ["FlightDesk", "FlightDeskReads"]


class FlightDeskReads(Protocol):
    """What the Flights dialog reads, and its write path (the refusal stays in the dialog)."""

    def flights_view(self) -> FlightsView:
        """The flights as the Flights dialog shows them."""
        ...

    def send(self, command: c.Command) -> None:
        """Send one command; a refusal raises DomainError with the event's reason."""
        ...


class FlightDesk(QObject):
    """Opens the Flights dialog over the console ``shell``'s event."""

    def __init__(self, shell: ConsoleShell, reads: FlightDeskReads, parent: QWidget) -> None:
        super().__init__(parent)
        self.shell = shell
        self.reads = reads
        self.dialog_parent = parent

    def install(self, menu: QMenu, controls: Controls) -> None:
        """Add "Flights and Day 2…" to ``menu``."""
        menu.addSeparator()
        self.action = controls.action(self.tr("Flights and Day 2…"), self.open)
        menu.addAction(self.action)

    def _run(self, action: Callable[[], object]) -> str:
        """Run one director action the console's way; its refusal ("" when done)."""
        refusal = ""

        def act() -> None:
            nonlocal refusal
            try:
                action()
            except DomainError as error:
                refusal = domain_text(str(error))
                raise

        self.shell.do(act)
        return refusal

    def desk(self) -> FlightsDesk:
        """The dialog's view of the event and its actions."""
        send = self.reads.send

        def plan(rows: PlanRows, rule: CrossFlightRule) -> str:
            flights = tuple(Flight(code, day, tuple(tables)) for code, day, tables in rows)
            return self._run(lambda: send(c.SetFlights(flights, rule)))

        def start(code: str) -> str:
            return self._run(lambda: send(c.StartFlight(code)))

        def merge(tables: int, draw: SeatDraw, places: bool) -> str:
            return self._run(lambda: send(c.MergeFlights(tables, draw, places)))

        return FlightsDesk(self.reads.flights_view, plan, start, merge)

    def dialog(self) -> FlightsDialog:
        """A Flights dialog over the event (shown by :meth:`open`)."""
        return FlightsDialog(self.desk(), self.dialog_parent)

    def open(self) -> bool:
        """Show the dialog until the director closes it."""
        if self.shell.display_only:
            return False
        self.shell.run_dialog(self.dialog())
        return True
