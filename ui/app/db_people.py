"""The player database over the store (:class:`ui.people.PeopleFacade` for the console)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from db import people as db_people
from db.errors import StoreError
from db.store import Store
from tournament.errors import DomainError
from ui.app.db_history import _readable
from ui.people import PersonItem

__all__ = ["DbPeople"]


class DbPeople:
    """People, notes, photos, merging and adding, each one transaction of the store."""

    def __init__(self, store: Store, now: Callable[[], int]) -> None:
        self.store = store
        self.now = now

    def people(self) -> Sequence[PersonItem]:
        """Everyone, by name."""
        with _readable():
            return [
                PersonItem(p.id, p.name, p.country, p.notes, p.has_photo, p.tournaments)
                for p in db_people.people(self.store)
            ]

    def photo(self, person_id: str) -> bytes | None:
        """A person's photo (the image file's bytes) or None."""
        with _readable():
            return db_people.photo(self.store, person_id)

    def add_people(self, rows: Sequence[tuple[str, str, str]]) -> int:
        """Add ``(name, country, notes)`` rows as new people (all or none); a database
        that cannot be written now (another program's write lock) is a DomainError."""
        try:
            return db_people.add_people(self.store, rows, self.now())
        except StoreError as exc:
            raise DomainError(str(exc)) from exc

    def merge(self, keep_id: str, duplicate_id: str) -> int:
        """Merge the duplicate into the person kept; how many tournament entries moved."""
        try:
            return db_people.merge_people(self.store, keep_id, duplicate_id)
        except (KeyError, ValueError) as exc:
            raise DomainError(f"These two people cannot be merged: {exc}") from exc
        except StoreError as exc:
            raise DomainError(str(exc)) from exc

    def set_notes(self, person_id: str, notes: str) -> None:
        """Keep notes on a person."""
        with _readable():
            db_people.set_notes(self.store, person_id, notes)

    def set_photo(self, person_id: str, data: bytes | None) -> None:
        """Keep (or with None remove) a person's photo."""
        with _readable():
            db_people.set_photo(self.store, person_id, data)
