"""The rows of the stations: the writer's lease (with its fencing number) and the staff
links the director issued.
"""

from __future__ import annotations

from sqlalchemy import JSON, BigInteger, Boolean, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from db.rows.base import Base

__all__ = [
    "LeaseRow",
    "StaffLinkRow",
]


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
