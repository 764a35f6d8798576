"""Events of days and flights: bags recorded, a day ended and started, flights planned,
started and bagged, Day 2 formed (applied in :mod:`tournament.service.handlers.days`,
:mod:`~tournament.service.flights` and :mod:`~tournament.service.day_two`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.clock import ClockState
from tournament.seating.moves import SeatAssignment
from tournament.service.bags import Bag, BagBatch
from tournament.service.flight_records import Day2, FlightPlan
from tournament.service.records import ChipCount, PlayerPlace

__all__ = [
    "BagsRecorded",
    "Day2Formed",
    "DayEnded",
    "DayStarted",
    "FlightBagged",
    "FlightStarted",
    "FlightsPlanned",
]


@dataclass(frozen=True, slots=True)
class BagsRecorded:
    """The bags of a day (and flight) were recorded; a batch whose total is not the chips in
    play is kept apart (stacks unchanged, the day still open), unless the director took
    the difference (``adjusted``: chips put into play, < 0 taken out) as the bags count."""

    batch: BagBatch
    adjusted: int = 0


@dataclass(frozen=True, slots=True)
class DayEnded:
    """The field came down to the day's players-left end: play stops after this hand (the
    clock paused: ``clock``) or at the end of the level (step ``end_step``)."""

    day: int
    at: int
    clock: ClockState | None = None
    end_step: int | None = None


@dataclass(frozen=True, slots=True)
class DayStarted:
    """Day ``day`` started: the clock runs on (``clock``); with ``redraw`` every survivor
    was drawn again (``seats``) over ``tables`` tables of ``size`` seats."""

    day: int
    at: int
    clock: ClockState
    redraw: bool = False
    seats: tuple[SeatAssignment, ...] = ()
    tables: int = 0
    size: int = 0


@dataclass(frozen=True, slots=True)
class FlightsPlanned:
    """The event is played in these starting flights."""

    plan: FlightPlan


@dataclass(frozen=True, slots=True)
class FlightStarted:
    """A flight opened: its tables empty (``table_size`` seats), the other tables closed, the
    clock at its first level; its entries are numbered from ``first_entry``."""

    code: str
    first_entry: int
    table_size: int


@dataclass(frozen=True, slots=True)
class FlightBagged:
    """The flight playing ended (its bags recorded, :class:`BagsRecorded` before it): its
    players left their seats; the clock stopped as ``clock`` says; its last entry was
    ``last_entry``."""

    code: str
    bags: tuple[Bag, ...]
    last_entry: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class Day2Formed:
    """Day 2 formed from the flights' bags: each player's stack (``stacks``; a forfeited
    bag's chips leave play), the seats drawn, the flights' busts' places (``places``; a
    place of 0: none) and the clock Day 2 starts on."""

    day2: Day2
    tables: tuple[int, ...]
    table_size: int
    stacks: tuple[ChipCount, ...]
    seats: tuple[SeatAssignment, ...]
    places: tuple[PlayerPlace, ...]
    clock: ClockState
