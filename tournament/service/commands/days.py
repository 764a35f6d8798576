"""The director's commands for days and flights: the bags, the next day, starting flights
and Day 2 formed from them (decided in :mod:`tournament.service.handlers.days`,
:mod:`~tournament.service.flights` and :mod:`~tournament.service.day_two`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.service.bags import Bag
from tournament.service.flight_records import CrossFlightRule, Flight, SeatDraw

__all__ = [
    "MergeFlights",
    "RecordBags",
    "SetFlights",
    "StartDay",
    "StartFlight",
]


@dataclass(frozen=True, slots=True)
class RecordBags:
    """Record every survivor's bag at the end of day ``day`` (of ``flight``; "" without
    flights) as one batch: a total that is not the chips in play is kept apart, nothing
    else changes (:mod:`tournament.service.bags`), unless ``accept_difference``: the bags
    are the official count and the chips in play follow them (a miscount found)."""

    day: int
    bags: tuple[Bag, ...]
    flight: str = ""
    accept_difference: bool = False


@dataclass(frozen=True, slots=True)
class StartDay:
    """Start the next day: the clock runs again with the level's time left, after a random
    redraw of every survivor (``redraw``) or with the seats kept."""

    day: int
    redraw: bool = True


@dataclass(frozen=True, slots=True)
class SetFlights:
    """Play the event in starting flights (Day 1A, 1B ...): each with its date and tables,
    in playing order, with the rule across flights (before anyone buys in)."""

    flights: tuple[Flight, ...]
    rule: CrossFlightRule = "one_bag"


@dataclass(frozen=True, slots=True)
class StartFlight:
    """Open a flight: its tables empty and ready, the clock at its first level."""

    code: str


@dataclass(frozen=True, slots=True)
class MergeFlights:
    """Form Day 2 from every flight's bags: seats drawn over the whole field on ``tables``
    tables (``draw``: random, or stacks spread), and the flights' busts given places below
    Day 2's field (``day1_places``) or none."""

    tables: int
    draw: SeatDraw = "random"
    day1_places: bool = True
