"""Staff links: the addresses the director issues to floor staff, one per person, per event.

A staff link opens the staff page (``ui/live/``) on a phone. The director issues one with a
name, a role (``floor``: records busts and counts; ``display``: only looks) and optionally
the tables the person looks after, and can revoke it at any time.

Issuing and revoking are **station settings, not domain commands**: they change who may
reach the event, not the event. A command would be logged, exported with the tournament's
document and undone by Ctrl+Z; an undo of a revocation would silently give a phone its
access back, and a document sent to a league would carry working credentials. So no log
entry and no undo step (like the live hands of :mod:`db.live_hands`); a revocation is final.

The token (128 bits from :mod:`secrets`) is stored only as its SHA-256 (``token_hash``):
a copy of the database file, or a backup, opens no staff page. The price: the QR code is
shown once, when the link is issued (lost: revoke it and issue another). Each link also has
its own write secret (128 bits), which the page receives and every write must carry; it
is not the token, so an address seen in a browser's history or over a shoulder does not
suffice to change anything. :func:`active` reads the links a directory keeps in memory,
and :func:`matches` finds a token among them in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import insert, select, update

from db.errors import ReadOnlyStoreError, StoreError
from db.rows import StaffLinkRow

if TYPE_CHECKING:  # pragma: no cover
    from db.store import Store

__all__ = [
    "ROLES",
    "ActiveLink",
    "IssuedLink",
    "StaffLink",
    "active",
    "issue",
    "links",
    "matches",
    "revoke",
    "token_hash",
]

ROLES = ("floor", "display")
NAME_LIMIT = 100
TOKEN_BYTES = 16  # 128 bits


@dataclass(frozen=True, slots=True)
class StaffLink:
    """A staff link as the director's list shows it."""

    id: int
    name: str
    role: str
    tables: tuple[int, ...]
    issued_ms: int
    revoked_ms: int | None


@dataclass(frozen=True, slots=True)
class IssuedLink:
    """A link just issued: its token, to show once (address and QR code)."""

    link: StaffLink
    token: str


@dataclass(frozen=True, slots=True)
class ActiveLink:
    """A link not revoked, as the staff page's directory keeps it in memory."""

    id: int
    tournament_id: str
    name: str
    role: str
    tables: tuple[int, ...]
    token_hash: str
    write_secret: str


def token_hash(token: str) -> str:
    """The SHA-256 of ``token`` (hex): what the database keeps of it."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _writable(store: Store) -> None:
    if store.read_only:
        raise ReadOnlyStoreError(store.where, "this station shows the event; it cannot change it")


def _checked(
    store: Store, name: str, role: str, tables: Iterable[int]
) -> tuple[str, tuple[int, ...]]:
    clean = " ".join(name.split())
    if not clean:
        raise StoreError(store.where, "a staff link needs the person's name")
    if len(clean) > NAME_LIMIT:
        raise StoreError(store.where, f"a staff member's name has at most {NAME_LIMIT} characters")
    if role not in ROLES:
        raise StoreError(store.where, f"unknown staff role {role!r} (floor or display)")
    numbers = tuple(sorted(set(tables)))
    if any(n < 1 for n in numbers):
        raise StoreError(store.where, "table numbers start at 1")
    return clean, numbers


def issue(
    store: Store,
    tournament_id: str,
    name: str,
    role: str,
    tables: Sequence[int],
    now_ms: int,
) -> IssuedLink:
    """Issue a staff link for ``name`` (``tables``: () = every table); its token, shown once."""
    clean, numbers = _checked(store, name, role, tables)
    token = secrets.token_urlsafe(TOKEN_BYTES)
    _writable(store)
    with store.transactions.write() as conn:
        link_id = conn.execute(
            insert(StaffLinkRow).returning(StaffLinkRow.id),
            {
                "tournament_id": tournament_id,
                "name": clean,
                "role": role,
                "tables": list(numbers),
                "token_hash": token_hash(token),
                "write_secret": secrets.token_urlsafe(TOKEN_BYTES),
                "issued_ms": now_ms,
                "revoked_ms": None,
            },
        ).scalar_one()
    return IssuedLink(StaffLink(int(link_id), clean, role, numbers, now_ms, None), token)


def revoke(store: Store, tournament_id: str, link_id: int, now_ms: int) -> None:
    """Revoke a link of this tournament for good (revoking it again changes nothing)."""
    _writable(store)
    with store.transactions.write() as conn:
        conn.execute(
            update(StaffLinkRow)
            .where(
                StaffLinkRow.id == link_id,
                StaffLinkRow.tournament_id == tournament_id,
                StaffLinkRow.revoked_ms.is_(None),
            )
            .values(revoked_ms=now_ms)
        )


def _tables(value: object) -> tuple[int, ...]:
    if not isinstance(value, list):
        return ()
    return tuple(n for n in value if isinstance(n, int) and not isinstance(n, bool))


def links(store: Store, tournament_id: str) -> list[StaffLink]:
    """Every link of this tournament, revoked ones included, in the order issued."""
    with store.transactions.read() as conn:
        rows = conn.execute(
            select(
                StaffLinkRow.id,
                StaffLinkRow.name,
                StaffLinkRow.role,
                StaffLinkRow.tables,
                StaffLinkRow.issued_ms,
                StaffLinkRow.revoked_ms,
            )
            .where(StaffLinkRow.tournament_id == tournament_id)
            .order_by(StaffLinkRow.id)
        ).all()
    return [StaffLink(int(r[0]), r[1], r[2], _tables(r[3]), int(r[4]), r[5]) for r in rows]


def active(store: Store) -> tuple[ActiveLink, ...]:
    """Every link of the file not revoked (of every tournament: a directory keeps them in
    memory and answers the server's threads without touching the database)."""
    with store.transactions.read() as conn:
        rows = conn.execute(
            select(
                StaffLinkRow.id,
                StaffLinkRow.tournament_id,
                StaffLinkRow.name,
                StaffLinkRow.role,
                StaffLinkRow.tables,
                StaffLinkRow.token_hash,
                StaffLinkRow.write_secret,
            )
            .where(StaffLinkRow.revoked_ms.is_(None))
            .order_by(StaffLinkRow.id)
        ).all()
    return tuple(
        ActiveLink(int(r[0]), r[1], r[2], r[3], _tables(r[4]), r[5], r[6])
        for r in rows
        if r[3] in ROLES
    )


def matches(candidates: Iterable[ActiveLink], tournament_id: str, token: str) -> ActiveLink | None:
    """The link of ``tournament_id`` whose token is ``token``, or None. Every candidate is
    compared, each in constant time (:func:`hmac.compare_digest` on the hashes), so the
    time taken says nothing about how close a guess was."""
    wanted = token_hash(token).encode("ascii")
    found: ActiveLink | None = None
    for link in candidates:
        same = hmac.compare_digest(wanted, link.token_hash.encode("ascii"))
        if same and link.tournament_id == tournament_id:
            found = link
    return found
