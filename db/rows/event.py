"""The rows of an event's frame: leagues' seasons, the tournament, its structure and
levels, its tables and their seats.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    ForeignKey,
    ForeignKeyConstraint,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from db.rows.base import Base

__all__ = [
    "LevelRow",
    "PokerTableRow",
    "SeasonRow",
    "SeatRow",
    "StructureRow",
    "TournamentRow",
]


class SeasonRow(Base):
    """A league season: tournaments that count towards one points table."""

    __tablename__ = "season"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    formula: Mapped[str] = mapped_column(Text, default="")


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
