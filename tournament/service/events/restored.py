"""The ``...Restored`` events: each puts one record back as it was; the inverse of a
command (its undo) is made of them (applied in :mod:`tournament.service.handlers.setup`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.clock import ClockState
from tournament.money import Entry
from tournament.service.records import Meta, PlayerRecord, Settings
from tournament.service.tournament_table import TournamentTable
from tournament.structure import Structure

__all__ = [
    "ClockRestored",
    "EntryRestored",
    "MetaRestored",
    "PlayerRestored",
    "SetupRestored",
    "TableRestored",
]


@dataclass(frozen=True, slots=True)
class SetupRestored:
    """Settings and structure put back (None: no tournament)."""

    settings: Settings | None
    structure: Structure | None


@dataclass(frozen=True, slots=True)
class PlayerRestored:
    """A player record put back (None: the player did not exist)."""

    player_id: str
    record: PlayerRecord | None


@dataclass(frozen=True, slots=True)
class EntryRestored:
    """An entry put back (None: the entry did not exist)."""

    entry_id: str
    record: Entry | None


@dataclass(frozen=True, slots=True)
class TableRestored:
    """A table put back (None: the table did not exist)."""

    table: int
    record: TournamentTable | None


@dataclass(frozen=True, slots=True)
class ClockRestored:
    """The clock put back."""

    clock: ClockState


@dataclass(frozen=True, slots=True)
class MetaRestored:
    """Floor-wide state put back."""

    meta: Meta
