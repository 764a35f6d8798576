"""The aggregate's own values: what has no twin in the domain modules (frozen dataclasses,
JSON-able through the codec).

The :class:`~tournament.service.aggregate.Tournament` keeps its state in immutable values:
the :class:`Settings` the director entered (:class:`BuyInSettings`, :class:`FloorRules`;
each checks itself), the structure, one :class:`PlayerRecord` per player, the money
module's own :class:`~tournament.money.Entry` per paid entry (buy-in, re-entry, rebuy,
add-on; written in the log as an ``EntryRecord``, the log's name for it), one
:class:`~tournament.service.tournament_table.TournamentTable` per table (the table module's
own value with its rotation), the clock's :class:`~tournament.clock_state.ClockState` and the
floor-wide :class:`Meta` (payouts, the money module's deal, the structure module's
:class:`~tournament.structure.RotationSettings` asked for, ...). The rest here are the
parts of commands and events (:class:`ChipCount`, :class:`Elimination`,
:class:`PlayerAmount`). A command replaces the values it changes, and undo puts back the
values it replaced (see :mod:`tournament.service.journaled_records`).

One module per concern: ``settings`` (what the director sets), ``players`` (a player and
the player parts of commands and events) and ``meta`` (the floor-wide state); this package
gathers them (the codec reads its ``__all__``: the log names a record by its class name).
"""

from __future__ import annotations

from tournament.service.records.meta import Meta
from tournament.service.records.players import (
    ENTRY_KINDS,
    ChipCount,
    Elimination,
    EntryKind,
    Newcomer,
    PlayerAmount,
    PlayerPlace,
    PlayerRecord,
    PlayerStatus,
    SeatEntry,
)
from tournament.service.records.settings import (
    MAX_ADD_ONS,
    BuyInSettings,
    FloorRules,
    SatelliteTerms,
    Settings,
)

__all__ = [
    "ENTRY_KINDS",
    "MAX_ADD_ONS",
    "BuyInSettings",
    "ChipCount",
    "Elimination",
    "EntryKind",
    "FloorRules",
    "Meta",
    "Newcomer",
    "PlayerAmount",
    "PlayerPlace",
    "PlayerRecord",
    "PlayerStatus",
    "SatelliteTerms",
    "SeatEntry",
    "Settings",
]
