"""Floor staff on their phones: who a staff link belongs to, and how the log names them.

The contract between the console's staff links (issued, listed and revoked by the director,
kept in the database: ``db/staff_links.py``, wired in ``ui/app/``) and the staff page the
live-view server serves to phones under :func:`staff_path`. The page asks a
:class:`StaffDirectory` who a token belongs to, and sends every write through
``facade.acting(actor_of(member)).send(command)`` on the Qt main thread, so the log, the
Log tab and the undo label say who did it ("Undo: bust of Anna Schmidt — by Floor: Marco").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

from PySide6.QtCore import QCoreApplication

__all__ = [
    "STAFF_ROLES",
    "StaffDirectory",
    "StaffMember",
    "StaffRole",
    "actor_of",
    "role_label",
    "staff_path",
]

StaffRole = Literal["floor", "display"]
STAFF_ROLES: tuple[StaffRole, ...] = ("floor", "display")


@dataclass(frozen=True, slots=True)
class StaffMember:
    """One person holding a staff link, as the staff page needs them."""

    link_id: int
    name: str  # "Marco"
    role: StaffRole
    write_secret: str  # the per-link secret every write must carry (not the token)
    tables: tuple[int, ...]  # the tables they look after; () = every table


class StaffDirectory(Protocol):
    """Finds the member a staff link's token belongs to."""

    def member(self, token: str) -> StaffMember | None:
        """The member a staff link's token belongs to; None when unknown or revoked.
        Safe to call from the HTTP server's threads; compares in constant time."""
        ...


def staff_path(token: str) -> str:
    """The staff page's address under the live-view server: ``/staff/<token>/``.

    >>> staff_path("abc")
    '/staff/abc/'
    """
    return f"/staff/{token}/"


def role_label(role: StaffRole) -> str:
    """The role as the director reads it, in the program's language ("Floor", "Display")."""
    if role == "floor":
        return QCoreApplication.translate("StaffLinks", "Floor")
    return QCoreApplication.translate("StaffLinks", "Display")


def actor_of(member: StaffMember) -> str:
    """The log's wording for who did an action, e.g. ``"Floor: Marco"`` (role translated)."""
    return (
        QCoreApplication.translate("StaffLinks", "%1: %2")
        .replace("%1", role_label(member.role))
        .replace("%2", member.name)
    )
