"""The rows of the players and their money: a person, a player in a tournament, entries,
bounties, chip counts, eliminations, payouts, deals and seats won in a satellite.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, ForeignKey, Integer, LargeBinary, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from db.rows.base import Base, Json

__all__ = [
    "BountyRow",
    "ChipCountRow",
    "DealRow",
    "EliminationRow",
    "EntryRow",
    "PayoutRow",
    "PlayerRow",
    "SeatEntryRow",
    "TournamentPlayerRow",
]


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


class SeatEntryRow(Base):
    """A player of ``tournament_id`` who entered with a seat won in a satellite (the
    projection of the event's ``Meta.seats_entered``)."""

    __tablename__ = "seat_entry"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournament.id"), primary_key=True)
    player_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    satellite_id: Mapped[str] = mapped_column(String(64), index=True)
    satellite_name: Mapped[str] = mapped_column(String(200))
    satellite_player_id: Mapped[str] = mapped_column(String(64))
