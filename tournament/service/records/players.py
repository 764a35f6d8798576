"""A player as the aggregate keeps them (:class:`PlayerRecord`), the kinds of paid entry
as the log names them, and the player parts of commands and events (a sum, a place, a
chip count, an elimination, a newcomer of a batch registration, a seat won in a
satellite).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tournament import money

__all__ = [
    "ENTRY_KINDS",
    "ChipCount",
    "Elimination",
    "EntryKind",
    "Newcomer",
    "PlayerAmount",
    "PlayerPlace",
    "PlayerRecord",
    "PlayerStatus",
    "SeatEntry",
]


PlayerStatus = Literal["registered", "active", "eliminated"]


EntryKind = Literal["buy_in", "re_entry", "rebuy", "add_on"]
"""The kind of a paid entry as commands, events and the log name it (the value of the money
module's :class:`~tournament.money.EntryKind`)."""


ENTRY_KINDS: dict[money.EntryKind, EntryKind] = {
    money.EntryKind.BUY_IN: "buy_in",
    money.EntryKind.RE_ENTRY: "re_entry",
    money.EntryKind.REBUY: "rebuy",
    money.EntryKind.ADD_ON: "add_on",
}
"""The name of each kind of paid entry of the money module."""


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """One player as the floor knows them (their seat is in the tables' seats)."""

    player_id: str
    number: int
    name: str
    country: str = ""
    status: PlayerStatus = "registered"
    stack: int = 0
    entries: int = 0
    rebuys: int = 0
    add_ons: int = 0
    bounty: int = 0
    bounties_won: int = 0
    place: int | None = None
    bust_stack: int = 0
    busted_by: str | None = None
    eliminated_at: int | None = None
    paid: int = 0
    moves: int = 0


@dataclass(frozen=True, slots=True)
class PlayerAmount:
    """A sum of money (cents) for one player."""

    player_id: str
    amount: int


@dataclass(frozen=True, slots=True)
class PlayerPlace:
    """A player's finishing place."""

    player_id: str
    place: int


@dataclass(frozen=True, slots=True)
class SeatEntry:
    """A seat won in a satellite, entered in this event: the player here (``player_id``;
    "" in a command: a new id) and where the seat was won (the satellite's id and name, the
    player's id there)."""

    player_id: str
    name: str
    satellite_id: str
    satellite_name: str
    satellite_player_id: str
    country: str = ""


@dataclass(frozen=True, slots=True)
class Elimination:
    """A player busted: the place given and the stack they started the hand with.

    ``bounty_cash`` is what the eliminator was paid for the head, ``bounty_to_head`` what was
    added to the eliminator's own head (progressive knockout).
    """

    player_id: str
    place: int
    starting_stack: int
    busted_by: str | None = None
    bounty_cash: int = 0
    bounty_to_head: int = 0


@dataclass(frozen=True, slots=True)
class Newcomer:
    """A player of a batch registration: the name, the country and, from the player
    database, the person's id (None: a new id is generated)."""

    name: str
    country: str = ""
    player_id: str | None = None


@dataclass(frozen=True, slots=True)
class ChipCount:
    """A player's stack as counted."""

    player_id: str
    stack: int
