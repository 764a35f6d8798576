"""The rows of the log, the source of truth: a log entry per director command (undo and
redo are entries of their own), its events, and the snapshots that cache the state.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from db.rows.base import Base, Json

__all__ = [
    "EventRow",
    "LogEntryRow",
    "SnapshotRow",
]


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
