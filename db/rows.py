"""SQLAlchemy 2 typed models: the tables of a pokerfloor database.

Two kinds of tables:

- the **log** (``log_entry``, ``event``, ``snapshot``): the source of truth. Every director
  command is one ``log_entry`` with its events (and their inverse, for undo); undo and redo
  are log entries of their own. Nothing is ever deleted from the log. ``snapshot`` caches the
  aggregate's state so that reopening replays only the tail of the log.
- the **rows** (players, entries, seats, eliminations, payouts, ...): a queryable projection
  of the events, written in the same transaction, used for history, statistics and exports.

These classes never leave ``db/``: repositories turn them into domain values.
"""

from __future__ import annotations

from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    ForeignKey,
    ForeignKeyConstraint,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

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

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_N_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

Json = dict[str, Any]


class Base(DeclarativeBase):
    """Declarative base with a constraint naming convention (stable names for migrations)."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map: ClassVar[dict[Any, Any]] = {Json: JSON, list[Json]: JSON}


# --------------------------------------------------------------------------- leagues


class SeasonRow(Base):
    """A league season: tournaments that count towards one points table."""

    __tablename__ = "season"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    formula: Mapped[str] = mapped_column(Text, default="")


# --------------------------------------------------------------------------- tournaments


class TournamentRow(Base):
    """One tournament (an event): its name, buy-in and where its season points go."""

    __tablename__ = "tournament"
    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    created_ms: Mapped[int] = mapped_column(BigInteger)
    started_ms: Mapped[int | None] = mapped_column(BigInteger)
    finished_ms: Mapped[int | None] = mapped_column(BigInteger)
    buyin_cents: Mapped[int] = mapped_column(BigInteger, default=0)
    currency: Mapped[str] = mapped_column(String(8), default="")
    season_id: Mapped[int | None] = mapped_column(ForeignKey("season.id"))
    seat_cents: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    """A satellite's seat value (0: the tournament pays places)."""
    seat_target: Mapped[str] = mapped_column(String(200), default="", server_default="")
    """The event a satellite's seats are for."""


class StructureRow(Base):
    """The blind structure a tournament plays (levels and breaks)."""

    __tablename__ = "structure"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), unique=True)
    name: Mapped[str] = mapped_column(String(200), default="")


class LevelRow(Base):
    """One level or break of a structure."""

    __tablename__ = "level"
    __table_args__ = (UniqueConstraint("structure_id", "position"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    structure_id: Mapped[int] = mapped_column(ForeignKey("structure.id"))
    position: Mapped[int] = mapped_column(Integer)
    is_break: Mapped[bool] = mapped_column(Boolean, default=False)
    game: Mapped[str] = mapped_column(String(16), default="")
    small_blind: Mapped[int] = mapped_column(Integer, default=0)
    big_blind: Mapped[int] = mapped_column(Integer, default=0)
    ante: Mapped[int] = mapped_column(Integer, default=0)
    bring_in: Mapped[int] = mapped_column(Integer, default=0)
    small_bet: Mapped[int] = mapped_column(Integer, default=0)
    big_bet: Mapped[int] = mapped_column(Integer, default=0)
    duration_ms: Mapped[int] = mapped_column(BigInteger, default=0)
    big_blind_ante: Mapped[bool] = mapped_column(Boolean, default=False)
    colour_up: Mapped[str] = mapped_column(String(200), default="")


class PokerTableRow(Base):
    """A table of a tournament (numbered from 1)."""

    __tablename__ = "poker_table"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)
    max_seats: Mapped[int] = mapped_column(Integer, default=10)
    button: Mapped[int | None] = mapped_column(Integer)
    broken: Mapped[bool] = mapped_column(Boolean, default=False)


class SeatRow(Base):
    """Who sits in one seat of a table (``player_id`` is None when empty)."""

    __tablename__ = "seat"
    __table_args__ = (
        ForeignKeyConstraint(
            ["tournament_id", "table_number"],
            ["poker_table.tournament_id", "poker_table.number"],
        ),
        Index("ix_seat_tournament_player", "tournament_id", "player_id"),
    )
    tournament_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    table_number: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_id: Mapped[str | None] = mapped_column(String(64))
    locked: Mapped[bool] = mapped_column(Boolean, default=False)


class PlayerRow(Base):
    """A person in the player database, shared by every tournament (matched by name)."""

    __tablename__ = "player"
    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    name_key: Mapped[str] = mapped_column(String(200), index=True)
    country: Mapped[str] = mapped_column(String(64), default="")
    created_ms: Mapped[int] = mapped_column(BigInteger, default=0)
    notes: Mapped[str] = mapped_column(Text, default="", server_default="")
    photo: Mapped[bytes | None] = mapped_column(LargeBinary)


class TournamentPlayerRow(Base):
    """A player in one tournament: status, stack, place, money (the aggregate's record)."""

    __tablename__ = "tournament_player"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), primary_key=True)
    player_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    person_id: Mapped[str] = mapped_column(ForeignKey("player.id"), index=True)
    number: Mapped[int] = mapped_column(Integer, default=0)
    name: Mapped[str] = mapped_column(String(200), default="")
    status: Mapped[str] = mapped_column(String(16), default="registered")
    chips: Mapped[int] = mapped_column(BigInteger, default=0)
    entries: Mapped[int] = mapped_column(Integer, default=0)
    rebuys: Mapped[int] = mapped_column(Integer, default=0)
    add_ons: Mapped[int] = mapped_column(Integer, default=0)
    bounty_cents: Mapped[int] = mapped_column(BigInteger, default=0)
    bounty_won_cents: Mapped[int] = mapped_column(BigInteger, default=0)
    place: Mapped[int | None] = mapped_column(Integer)
    paid_cents: Mapped[int] = mapped_column(BigInteger, default=0)


class EntryRow(Base):
    """One paid entry: buy-in, re-entry, rebuy or add-on (``kind``)."""

    __tablename__ = "entry"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), primary_key=True)
    entry_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    player_id: Mapped[str] = mapped_column(String(64))
    kind: Mapped[str] = mapped_column(String(16))
    amount_cents: Mapped[int] = mapped_column(BigInteger, default=0)
    fee_cents: Mapped[int] = mapped_column(BigInteger, default=0)
    bounty_cents: Mapped[int] = mapped_column(BigInteger, default=0)
    chips: Mapped[int] = mapped_column(BigInteger, default=0)
    at_ms: Mapped[int] = mapped_column(BigInteger, default=0)


class BountyRow(Base):
    """A knock-out: the hunter busted the victim's ``victim_entry``-th entry (and won the
    victim's bounty); a player who re-entered is knocked out once per entry."""

    __tablename__ = "bounty"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), primary_key=True)
    victim_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    victim_entry: Mapped[int] = mapped_column(Integer, primary_key=True, default=1)
    hunter_id: Mapped[str] = mapped_column(String(64))
    amount_cents: Mapped[int] = mapped_column(BigInteger, default=0)


class ChipCountRow(Base):
    """A recorded chip count (history; the current stack is on ``tournament_player``)."""

    __tablename__ = "chip_count"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), index=True)
    log_seq: Mapped[int] = mapped_column(ForeignKey("log_entry.seq"), index=True)
    player_id: Mapped[str] = mapped_column(String(64))
    chips: Mapped[int] = mapped_column(BigInteger)
    at_ms: Mapped[int] = mapped_column(BigInteger, default=0)


class EliminationRow(Base):
    """A player busted: place, who busted them, the stack they had."""

    __tablename__ = "elimination"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), primary_key=True)
    player_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    place: Mapped[int] = mapped_column(Integer)
    busted_by: Mapped[str | None] = mapped_column(String(64))
    bust_chips: Mapped[int] = mapped_column(BigInteger, default=0)
    at_ms: Mapped[int | None] = mapped_column(BigInteger)


class PayoutRow(Base):
    """The prize for a place and who finished there."""

    __tablename__ = "payout"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), primary_key=True)
    place: Mapped[int] = mapped_column(Integer, primary_key=True)
    amount_cents: Mapped[int] = mapped_column(BigInteger)
    player_id: Mapped[str | None] = mapped_column(String(64))


class DealRow(Base):
    """A deal made at the final table (ICM, chip chop, even or custom)."""

    __tablename__ = "deal"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), primary_key=True)
    method: Mapped[str] = mapped_column(String(32))
    data: Mapped[Json] = mapped_column(default=dict)


class HandRow(Base):
    """A hand history (PHH text) with the rule settings it was played under: the
    projection of the ``RecordHandPlayed`` command (log entry ``log_seq``) that carried
    it, written in that command's transaction; ``undone`` while that command is undone
    (an undo sets it, a redo clears it, each in its own transaction). ``log_seq`` is
    None only for a row an earlier pokerfloor stored without a command carrying its text."""

    __tablename__ = "hand"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), index=True)
    table_number: Mapped[int] = mapped_column(Integer, default=0)
    number: Mapped[int] = mapped_column(Integer, default=0)
    game: Mapped[str] = mapped_column(String(16), default="")
    rules: Mapped[Json] = mapped_column(default=dict)
    phh: Mapped[str] = mapped_column(Text)
    at_ms: Mapped[int] = mapped_column(BigInteger, default=0)
    log_seq: Mapped[int | None] = mapped_column(ForeignKey("log_entry.seq"), index=True)
    undone: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class LiveHandRow(Base):
    """The hand being played at a table, public part only, as the operator's table view
    keeps it for display stations (a scratch record: no log entry, no undo step).

    ``hand`` is the JSON of :class:`tournament.service.live_hand.LiveHand` (None: no hand
    in progress); ``revision`` grows with every change of any row, so a station reads only
    the rows changed since it last looked.
    """

    __tablename__ = "live_hand"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), primary_key=True)
    table_number: Mapped[int] = mapped_column(Integer, primary_key=True)
    revision: Mapped[int] = mapped_column(Integer, index=True)
    hand: Mapped[Json | None] = mapped_column()
    at_ms: Mapped[int] = mapped_column(BigInteger, default=0)


# --------------------------------------------------------------------------- the log


class LogEntryRow(Base):
    """One director action (``kind`` command/create), or an undo or redo of one (append-only)."""

    __tablename__ = "log_entry"
    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tournament_id: Mapped[str | None] = mapped_column(ForeignKey("tournament.id"), index=True)
    kind: Mapped[str] = mapped_column(String(16))
    target_seq: Mapped[int | None] = mapped_column(ForeignKey("log_entry.seq"))
    command: Mapped[Json | None] = mapped_column()
    inverse: Mapped[list[Json] | None] = mapped_column()
    description: Mapped[str] = mapped_column(Text, default="")
    at_ms: Mapped[int] = mapped_column(BigInteger)
    station: Mapped[str] = mapped_column(String(200), default="")
    actor: Mapped[str | None] = mapped_column(String(200))
    """Who sent the action from a staff phone ("Floor: Marco"); None: the console."""
    decision_revision: Mapped[int | None] = mapped_column(Integer)
    """The revision of the domain's decisions a command was decided by
    (:mod:`tournament.service.decision_revision`); None: an undo or redo, or logged before
    revisions were kept."""


class EventRow(Base):
    """One event applied to a tournament, in the order it was applied (append-only)."""

    __tablename__ = "event"
    __table_args__ = (Index("ix_event_tournament_seq", "tournament_id", "seq"),)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    log_seq: Mapped[int] = mapped_column(ForeignKey("log_entry.seq"), index=True)
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"))
    type: Mapped[str] = mapped_column(String(64))
    data: Mapped[Json] = mapped_column()


class SnapshotRow(Base):
    """The aggregate's state after event ``event_seq`` (0 = before any event): a replay cache."""

    __tablename__ = "snapshot"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), primary_key=True)
    event_seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    data: Mapped[str] = mapped_column(Text)
    at_ms: Mapped[int] = mapped_column(BigInteger, default=0)


class LeaseRow(Base):
    """Who writes the database (one row, ``name='writer'``) and when it was last seen open."""

    __tablename__ = "lease"
    name: Mapped[str] = mapped_column(String(32), primary_key=True)
    holder: Mapped[str] = mapped_column(String(200), default="")
    opened_ms: Mapped[int] = mapped_column(BigInteger, default=0)
    last_seen_ms: Mapped[int] = mapped_column(BigInteger, default=0)
    closed_cleanly: Mapped[bool] = mapped_column(Boolean, default=False)
    fence: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    """The fencing number: bumped by every station that takes the lease; a writer's every
    transaction checks it is still its own (:mod:`db.fence`)."""


class StaffLinkRow(Base):
    """A staff link the director issued for one person (a station setting, not a director
    action: no log entry, no undo step; see ``db/staff_links.py``).

    The token is kept only as its SHA-256 (``token_hash``): a copy of the file does not open
    the staff page; ``write_secret`` is what every write from the page carries.
    """

    __tablename__ = "staff_link"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), index=True)
    name: Mapped[str] = mapped_column(String(100))
    role: Mapped[str] = mapped_column(String(16))
    tables: Mapped[list[int]] = mapped_column(JSON)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    write_secret: Mapped[str] = mapped_column(String(64))
    issued_ms: Mapped[int] = mapped_column(BigInteger)
    revoked_ms: Mapped[int | None] = mapped_column(BigInteger)


class SeatEntryRow(Base):
    """A player of ``tournament_id`` who entered with a seat won in a satellite (the
    projection of the event's ``Meta.seats_entered``)."""

    __tablename__ = "seat_entry"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), primary_key=True)
    player_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    satellite_id: Mapped[str] = mapped_column(String(64), index=True)
    satellite_name: Mapped[str] = mapped_column(String(200))
    satellite_player_id: Mapped[str] = mapped_column(String(64))
