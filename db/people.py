"""The player database as the director edits it: people, notes and photos, merging two
records of one person, and adding people read from a CSV file.

A person (:class:`~db.rows.PlayerRow`) is shared by every tournament; a tournament's player
points at one (``tournament_player.person_id``). Merging moves every tournament player of
the duplicate to the person kept and removes the duplicate, in one transaction. The
``name_key`` stored is the projection's rule (trimmed, case-folded), so that a later
tournament that registers the same name finds the person.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import delete, func, insert, select, update

from db.rows import PlayerRow, TournamentPlayerRow
from db.store import Store
from tournament.player_names import check_name

__all__ = ["Person", "add_people", "merge_people", "people", "set_notes", "set_photo"]


@dataclass(frozen=True, slots=True)
class Person:
    """A person of the player database and how many tournaments they played."""

    id: str
    name: str
    country: str
    notes: str
    has_photo: bool
    tournaments: int


def people(store: Store) -> list[Person]:
    """Everyone in the player database, by name."""
    played = (
        select(TournamentPlayerRow.person_id, func.count().label("n"))
        .group_by(TournamentPlayerRow.person_id)
        .subquery()
    )
    with store.transactions.read() as conn:
        rows = conn.execute(
            select(
                PlayerRow.id,
                PlayerRow.name,
                PlayerRow.country,
                PlayerRow.notes,
                PlayerRow.photo.is_not(None),
                func.coalesce(played.c.n, 0),
            )
            .outerjoin(played, played.c.person_id == PlayerRow.id)
            .order_by(PlayerRow.name_key, PlayerRow.id)
        ).all()
    return [Person(str(r[0]), str(r[1]), str(r[2]), str(r[3]), bool(r[4]), int(r[5])) for r in rows]


def photo(store: Store, person_id: str) -> bytes | None:
    """The photo of ``person_id`` (None: none)."""
    with store.transactions.read() as conn:
        found = conn.execute(select(PlayerRow.photo).where(PlayerRow.id == person_id)).first()
    return None if found is None or found[0] is None else bytes(found[0])


def add_people(store: Store, rows: Sequence[tuple[str, str, str]], now_ms: int) -> int:
    """Add people ``(name, country, notes)``; returns how many were added (one transaction).
    A name too long or without a visible letter refuses them all (a ``DomainError``)."""
    rows = [(check_name(name), country, notes) for name, country, notes in rows]
    with store.transactions.write() as conn:
        # Ids of this instant already given (a second import within the same millisecond)
        # are skipped: DB<ms>-<n> continues after the highest n.
        prefix = f"DB{now_ms}-"
        taken = conn.execute(select(PlayerRow.id).where(PlayerRow.id.like(prefix + "%"))).scalars()
        first = max((int(i[len(prefix) :]) for i in taken if i[len(prefix) :].isdigit()), default=0)
        for index, (name, country, notes) in enumerate(rows):
            conn.execute(
                insert(PlayerRow).values(
                    id=f"{prefix}{first + index + 1}",
                    name=name,
                    name_key=name.strip().casefold(),
                    country=country,
                    created_ms=now_ms,
                    notes=notes,
                )
            )
    return len(rows)


def merge_people(store: Store, keep_id: str, duplicate_id: str) -> int:
    """Make ``duplicate_id`` part of ``keep_id``: their tournaments move to the person kept,
    notes are joined, a photo is kept; returns how many tournament players moved."""
    if keep_id == duplicate_id:
        raise ValueError("a person cannot be merged into themselves")
    with store.transactions.write() as conn:
        found = {
            str(r[0]): r
            for r in conn.execute(
                select(PlayerRow.id, PlayerRow.notes, PlayerRow.photo).where(
                    PlayerRow.id.in_((keep_id, duplicate_id))
                )
            )
        }
        if len(found) != 2:
            missing = keep_id if keep_id not in found else duplicate_id
            raise KeyError(missing)
        keep, dup = found[keep_id], found[duplicate_id]
        notes = "\n".join(n for n in (str(keep[1]), str(dup[1])) if n)
        kept_photo = keep[2] if keep[2] is not None else dup[2]
        moved = conn.execute(
            update(TournamentPlayerRow)
            .where(TournamentPlayerRow.person_id == duplicate_id)
            .values(person_id=keep_id)
        ).rowcount
        conn.execute(
            update(PlayerRow).where(PlayerRow.id == keep_id).values(notes=notes, photo=kept_photo)
        )
        conn.execute(delete(PlayerRow).where(PlayerRow.id == duplicate_id))
    return int(moved)


def set_notes(store: Store, person_id: str, notes: str) -> None:
    """Keep ``notes`` for ``person_id``."""
    with store.transactions.write() as conn:
        conn.execute(update(PlayerRow).where(PlayerRow.id == person_id).values(notes=notes))


def set_photo(store: Store, person_id: str, data: bytes | None) -> None:
    """Keep ``data`` (an image file's bytes; None removes it) as the photo of ``person_id``."""
    with store.transactions.write() as conn:
        conn.execute(update(PlayerRow).where(PlayerRow.id == person_id).values(photo=data))
