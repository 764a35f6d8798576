"""The director's seating commands: draws, moves, balancing, breaking and adding tables,
locked seats, the button, the table size and seats entered by hand (decided in
:mod:`tournament.service.handlers.seating`, :mod:`~tournament.service.table_size` and
:mod:`~tournament.service.seat_entries`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.seating.moves import Move
from tournament.service.records import SeatEntry

__all__ = [
    "AddTable",
    "ApplyBalancePlan",
    "BreakTable",
    "DrawButton",
    "DrawSeats",
    "EnterSeats",
    "LockSeat",
    "MovePlayer",
    "RedrawFinalTable",
    "SeatLateEntry",
    "SetButton",
    "SetTableSize",
    "UnlockSeat",
]


@dataclass(frozen=True, slots=True)
class DrawSeats:
    """Random seat draw for every bought-in player without a seat (or the players given)."""

    players: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SeatLateEntry:
    """Give one unseated player a random seat from the open seats."""

    player_id: str


@dataclass(frozen=True, slots=True)
class MovePlayer:
    """Move one player to a given empty seat."""

    player_id: str
    to_table: int
    to_seat: int


@dataclass(frozen=True, slots=True)
class ApplyBalancePlan:
    """Carry out a balancing plan the director confirmed."""

    moves: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class BreakTable:
    """Break a table and seat its players as the confirmed plan says."""

    table: int
    moves: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class RedrawFinalTable:
    """Seat the final table as the confirmed redraw says; every other table is broken."""

    table: int
    moves: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class LockSeat:
    """Keep a seat out of draws and moves (reserved or out of service)."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class UnlockSeat:
    """Make a locked seat available again."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class SetTableSize:
    """Give tables ``size`` seats during the event (8-max for the stud levels, 6-max at the
    final tables): the players in seats that go are redrawn (TDA 10B), one undo step.
    ``tables``: the tables that change (empty: every table in play)."""

    size: int
    tables: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class AddTable:
    """Open one more table (numbered after the last one); ``size`` 0 means the usual size."""

    size: int = 0


@dataclass(frozen=True, slots=True)
class DrawButton:
    """Draw for the button at random (``table`` 0: every table with players and no button)."""

    table: int = 0


@dataclass(frozen=True, slots=True)
class SetButton:
    """Put the dealer button on a seat."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class EnterSeats:
    """Enter players in this event with the seats they won in a satellite: each is
    registered and bought in (the satellite paid the buy-in), seated when seats are drawn,
    and linked to the satellite (one action, one undo step)."""

    seats: tuple[SeatEntry, ...]
