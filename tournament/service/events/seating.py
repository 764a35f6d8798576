"""Seating events: seats drawn, players moved, tables broken, added or resized, seats
locked and unlocked, the button placed, seats entered by hand (applied in
:mod:`tournament.service.handlers.seating`, :mod:`~tournament.service.table_size` and
:mod:`~tournament.service.seat_entries`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tournament.seating.moves import Move, SeatAssignment
from tournament.service.records import SeatEntry

__all__ = [
    "ButtonPlaced",
    "PlayersMoved",
    "SeatLocked",
    "SeatUnlocked",
    "SeatsDrawn",
    "SeatsEntered",
    "TableAdded",
    "TableBroken",
    "TablesResized",
]


@dataclass(frozen=True, slots=True)
class SeatsDrawn:
    """Players drawn to these seats."""

    seats: tuple[SeatAssignment, ...]


@dataclass(frozen=True, slots=True)
class PlayersMoved:
    """Players moved (all at once: a redraw may swap seats)."""

    moves: tuple[Move, ...]
    reason: Literal["move", "balance", "break", "redraw", "seats"] = "move"


@dataclass(frozen=True, slots=True)
class TableBroken:
    """A table was broken (it must be empty)."""

    table: int


@dataclass(frozen=True, slots=True)
class SeatLocked:
    """A seat was locked."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class SeatUnlocked:
    """A seat was unlocked."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class ButtonPlaced:
    """The dealer button was put on a seat."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class TablesResized:
    """Tables got ``size`` seats (their players in removed seats were moved before)."""

    tables: tuple[int, ...]
    size: int


@dataclass(frozen=True, slots=True)
class TableAdded:
    """A new table was opened."""

    table: int
    size: int


@dataclass(frozen=True, slots=True)
class SeatsEntered:
    """These players entered with seats won in a satellite (their entries are the buy-ins
    registered with them)."""

    seats: tuple[SeatEntry, ...]
