"""The JSON shape of the domain values the log stores, under the names they always had.

The aggregate holds the domain's own values (a :class:`tournament.seating.Move`, a
:class:`tournament.money.elimination.Bust`...). Earlier versions held service records that
mirrored them, and the logs and snapshots in existing databases are the JSON of those
records (``{"type": "Move", "player_id": "P0001", "from_table": 3, ...}``). A
:class:`StoredForm` keeps that shape for the domain value: the same ``type`` name and field
names in the same order, so stored and new data are the same JSON and nothing is migrated;
:mod:`tournament.service.codec` writes a value through its form and reads the JSON back
into the domain value (whose constructor checks it).

>>> from tournament.seating import Move
>>> form = FORM_OF[Move]
>>> form.name, [f.name for f in form.fields]
('Move', ['player_id', 'from_table', 'from_seat', 'to_table', 'to_seat'])
>>> form.encode(Move("P0001", 3, 4, 1, 7))
('P0001', 3, 4, 1, 7)
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tournament.money.elimination import Bust
from tournament.seating.moves import Move, SeatAssignment

__all__ = ["FORMS", "FORM_OF", "REQUIRED", "StoredField", "StoredForm", "renamed"]

REQUIRED: Any = dataclasses.MISSING
"""The default of a field every stored document has."""


@dataclass(frozen=True, slots=True)
class StoredField:
    """One field of the stored JSON: its name, the type of its value and its default (what
    a document written before the field existed means)."""

    name: str
    hint: Any
    default: Any = REQUIRED


@dataclass(frozen=True, slots=True)
class StoredForm:
    """How a domain value is stored: ``{"type": name, field: value, ...}``.

    ``encode(value)`` gives the fields' values in order; ``decode(*values)`` builds the
    domain value from them (a stored document missing a field gets its default first).
    """

    name: str
    cls: type
    fields: tuple[StoredField, ...]
    encode: Callable[[Any], tuple[Any, ...]]
    decode: Callable[..., Any]


def renamed(cls: type, **stored_names: str) -> StoredForm:
    """The form of a dataclass stored field by field, in order, under its class name; a
    field in ``stored_names`` is stored under that (older) name."""
    hints = typing.get_type_hints(cls)
    names = tuple(f.name for f in dataclasses.fields(cls))
    fields = tuple(
        StoredField(stored_names.get(f.name, f.name), hints[f.name], f.default)
        for f in dataclasses.fields(cls)
    )

    def encode(value: Any) -> tuple[Any, ...]:
        return tuple(getattr(value, n) for n in names)

    return StoredForm(cls.__name__, cls, fields, encode, cls)


FORMS: dict[str, StoredForm] = {
    form.name: form
    for form in (
        renamed(SeatAssignment, player="player_id"),
        renamed(Move, player="player_id"),
        renamed(Bust, player="player_id"),
    )
}
"""The stored forms by stored type name."""

FORM_OF: dict[type, StoredForm] = {form.cls: form for form in FORMS.values()}
"""The stored form of each domain type the log stores."""
