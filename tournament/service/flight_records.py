"""The values of an event played in several starting flights (Day 1A, 1B, 1C ...) that
come together for Day 2 (frozen dataclasses, JSON-able through the codec).

The plan (:class:`FlightPlan`) is kept in the aggregate's ``Meta.flights``: every flight
command replaces it, so its undo is the meta put back. Flights play one at a time on the
event's one clock: the flight playing owns the clock, a bagged flight keeps the clock it
stopped at. Each flight owns the entries bought while it played (entry numbers
``first_entry`` to ``last_entry``); its bags are recorded as every day's are
(:class:`~tournament.service.commands.RecordBags` with the flight's code, kept in
``Meta.bags``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

from tournament.clock import ClockState

__all__ = ["CrossFlightRule", "Day2", "Flight", "FlightPlan", "FlightStatus", "SeatDraw"]

FlightStatus = Literal["waiting", "playing", "bagged"]
CrossFlightRule = Literal["one_bag", "largest_bag"]
"""``one_bag``: a player who bagged in one flight may not play another; ``largest_bag``:
they may, and only their largest bag goes on to Day 2 (the others are forfeited)."""
SeatDraw = Literal["random", "by_stack"]
"""Day 2's seats: drawn at random, or the stacks spread evenly over the tables."""


@dataclass(frozen=True, slots=True)
class Flight:
    """One starting flight: its code ("1A"), date (ISO, "2026-05-04"), table numbers and,
    once played, its entries, bags and the clock it stopped at."""

    code: str
    date: str
    tables: tuple[int, ...]
    status: FlightStatus = "waiting"
    first_entry: int = 0
    """The number of the first entry bought while it played (0: not started)."""
    last_entry: int = 0
    """The number of the last entry it took (set when it is bagged)."""
    chips_adjusted: int = 0
    """The event's chips adjusted (colour-ups) when it started: its own are the difference."""
    clock: ClockState = field(default_factory=ClockState)
    """The clock as the flight left it (kept once bagged). Its bags are the batch of
    ``Meta.bags`` recorded for it (:class:`~tournament.service.bags.BagBatch` of its code)."""

    def owns_entry(self, number: int) -> bool:
        """True when entry ``number`` was bought while this flight played."""
        if self.status == "waiting":
            return False
        last = self.last_entry if self.status == "bagged" else None
        return number >= self.first_entry and (last is None or number <= last)


@dataclass(frozen=True, slots=True)
class Day2:
    """Day 2 as the merge formed it: how many players from how many flights, its tables
    and draw, the chips of forfeited bags taken out of play, and whether the busts of the
    flights were given places."""

    players: int
    flights: int
    tables: int
    draw: SeatDraw
    forfeited: int = 0
    day1_places: bool = True


@dataclass(frozen=True, slots=True)
class FlightPlan:
    """The event's flights in playing order, the rule across flights and, once merged,
    Day 2."""

    flights: tuple[Flight, ...]
    rule: CrossFlightRule = "one_bag"
    day2: Day2 | None = None

    def flight(self, code: str) -> Flight | None:
        """The flight named ``code`` (None: there is none)."""
        return next((f for f in self.flights if f.code == code), None)

    def playing(self) -> Flight | None:
        """The flight being played now (None: between flights, or Day 2)."""
        return next((f for f in self.flights if f.status == "playing"), None)

    def with_flight(self, flight: Flight) -> FlightPlan:
        """This plan with ``flight`` put in the place of the flight of its code."""
        flights = tuple(flight if f.code == flight.code else f for f in self.flights)
        return replace(self, flights=flights)
