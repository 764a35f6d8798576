"""The rows of hands: a recorded hand (its PHH text and rules, the projection of the
``RecordHandPlayed`` command) and a table's hand in progress.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Boolean, ForeignKey, Integer, String, Text, false
from sqlalchemy.orm import Mapped, mapped_column

from db.rows.base import Base, Json

__all__ = [
    "HandRow",
    "LiveHandRow",
]


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
