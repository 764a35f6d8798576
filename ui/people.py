"""The player database as the console sees it: the people, and what it asks before a name
is registered ("did you mean…?").

:class:`PeopleFacade` is implemented over the store by :class:`ui.app.db_people.DbPeople`.
:func:`suggestions` is the type-ahead of the registration field and :func:`same_person` /
:func:`close_names` the check before registering (case, accents, full-width letters and
extra spaces ignored: :func:`tournament.player_names.name_key`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from tournament.player_names import did_you_mean, name_key

__all__ = ["PeopleFacade", "PersonItem", "close_names", "same_person", "suggestions"]


@dataclass(frozen=True, slots=True)
class PersonItem:
    """A person of the player database."""

    id: str
    name: str
    country: str = ""
    notes: str = ""
    has_photo: bool = False
    tournaments: int = 0


class PeopleFacade(Protocol):
    """What the console asks of the player database."""

    def people(self) -> Sequence[PersonItem]: ...
    def photo(self, person_id: str) -> bytes | None: ...
    def add_people(self, rows: Sequence[tuple[str, str, str]]) -> int: ...
    def merge(self, keep_id: str, duplicate_id: str) -> int: ...
    def set_notes(self, person_id: str, notes: str) -> None: ...
    def set_photo(self, person_id: str, data: bytes | None) -> None: ...


def suggestions(text: str, names: Iterable[str], limit: int = 12) -> list[str]:
    """Names containing ``text`` (matching keys), those starting with it first."""
    key = name_key(text)
    if not key:
        return []
    starts: list[str] = []
    inside: list[str] = []
    for name in names:
        other = name_key(name)
        if other.startswith(key) or any(w.startswith(key) for w in other.split()):
            starts.append(name)
        elif key in other:
            inside.append(name)
    return (starts + inside)[:limit]


def same_person(name: str, names: Iterable[str]) -> str | None:
    """The known name that is ``name`` but for case, accents and spaces (None: none)."""
    key = name_key(name)
    return next((n for n in names if name_key(n) == key), None)


def close_names(name: str, names: Sequence[str]) -> list[str]:
    """Known names close to ``name`` (a typo, the names the other way round)."""
    return [n for n in did_you_mean(name, names) if name_key(n) != name_key(name)]
