"""The ``...Restored`` events: each puts one record back as it was; the inverse of a
command (its undo) is made of them (applied in :mod:`tournament.service.handlers.setup`).

The floor-wide state (:class:`Meta`) is put back field by field: :class:`MetaFieldsRestored`
carries only the fields the command changed (a bust changes ``bust_hands``, not the 1,500
places' payouts). :class:`MetaRestored`, the whole state, is read and applied where a
stored inverse holds it; no command writes it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from tournament.clock import ClockState
from tournament.errors import DomainError
from tournament.money import Entry
from tournament.service.records import Meta, PlayerRecord, Settings
from tournament.service.tournament_table import TournamentTable
from tournament.structure import Structure

__all__ = [
    "ClockRestored",
    "EntryRestored",
    "MetaFieldsRestored",
    "MetaRestored",
    "PlayerRestored",
    "SetupRestored",
    "TableRestored",
]


@dataclass(frozen=True, slots=True)
class SetupRestored:
    """Settings and structure put back (None: no tournament)."""

    settings: Settings | None
    structure: Structure | None


@dataclass(frozen=True, slots=True)
class PlayerRestored:
    """A player record put back (None: the player did not exist)."""

    player_id: str
    record: PlayerRecord | None


@dataclass(frozen=True, slots=True)
class EntryRestored:
    """An entry put back (None: the entry did not exist)."""

    entry_id: str
    record: Entry | None


@dataclass(frozen=True, slots=True)
class TableRestored:
    """A table put back (None: the table did not exist)."""

    table: int
    record: TournamentTable | None


@dataclass(frozen=True, slots=True)
class ClockRestored:
    """The clock put back."""

    clock: ClockState


@dataclass(frozen=True, slots=True)
class MetaRestored:
    """Floor-wide state put back."""

    meta: Meta


_META_ORDER = tuple(f.name for f in fields(Meta))
_META_FIELDS = frozenset(_META_ORDER)


@dataclass(frozen=True, slots=True)
class MetaFieldsRestored:
    """The fields ``names`` of the floor-wide state put back to their values in ``before``
    (a :class:`Meta` whose other fields are not read: they are left at their defaults)."""

    names: tuple[str, ...]
    before: Meta

    @classmethod
    def between(cls, before: Meta, after: Meta) -> MetaFieldsRestored:
        """The event that puts ``after`` back to ``before``: the fields that differ."""
        names = tuple(
            n
            for n in _META_ORDER
            if (old := getattr(before, n)) is not (new := getattr(after, n)) and old != new
        )
        return cls(names, Meta(**{n: getattr(before, n) for n in names}))

    def put_back(self, meta: Meta) -> Meta:
        """``meta`` with the named fields as they were before; :class:`DomainError` when a
        name is not a field of the floor-wide state (a damaged entry)."""
        unknown = [n for n in self.names if n not in _META_FIELDS]
        if unknown:
            raise DomainError(
                f"MetaFieldsRestored: the floor-wide state has no field {', '.join(unknown)}"
            )
        return replace(meta, **{n: getattr(self.before, n) for n in self.names})
