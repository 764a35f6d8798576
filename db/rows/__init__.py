"""SQLAlchemy 2 typed models: the tables of a pokerfloor database.

Two kinds of tables:

- the **log** (``log_entry``, ``event``, ``snapshot``): the source of truth. Every director
  command is one ``log_entry`` with its events (and their inverse, for undo); undo and redo
  are log entries of their own. Nothing is ever deleted from the log. ``snapshot`` caches the
  aggregate's state so that reopening replays only the tail of the log.
- the **rows** (players, entries, seats, eliminations, payouts, ...): a queryable projection
  of the events, written in the same transaction, used for history, statistics and exports.

These classes never leave ``db/``: repositories turn them into domain values.

One module per concern: ``base`` (the declarative base), ``event`` (the tournament, its
structure, tables and seats), ``players`` (players and their money), ``hands``, ``log``
(the log and snapshots) and ``station`` (the lease, staff links); importing this package
declares every table on :attr:`Base.metadata`.
"""

from __future__ import annotations

from db.rows.base import Base
from db.rows.event import LevelRow, PokerTableRow, SeasonRow, SeatRow, StructureRow, TournamentRow
from db.rows.hands import HandRow, LiveHandRow
from db.rows.log import EventRow, LogEntryRow, SnapshotRow
from db.rows.players import (
    BountyRow,
    ChipCountRow,
    DealRow,
    EliminationRow,
    EntryRow,
    PayoutRow,
    PlayerRow,
    SeatEntryRow,
    TournamentPlayerRow,
)
from db.rows.station import LeaseRow, StaffLinkRow

__all__ = [
    "Base",
    "BountyRow",
    "ChipCountRow",
    "DealRow",
    "EliminationRow",
    "EntryRow",
    "EventRow",
    "HandRow",
    "LeaseRow",
    "LevelRow",
    "LiveHandRow",
    "LogEntryRow",
    "PayoutRow",
    "PlayerRow",
    "PokerTableRow",
    "SeasonRow",
    "SeatEntryRow",
    "SeatRow",
    "SnapshotRow",
    "StaffLinkRow",
    "StructureRow",
    "TournamentPlayerRow",
    "TournamentRow",
]
