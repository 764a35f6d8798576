"""A stored form: how a domain value is written in the log's JSON (:class:`StoredForm`, one
:class:`StoredField` per field), and :func:`renamed`, the form of a dataclass stored field
by field under its class name.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = [
    "REQUIRED",
    "StoredField",
    "StoredForm",
    "renamed",
]


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()
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
    also: tuple[type, ...] = ()
    """Other domain types written in this form (a :class:`~tournament.structure.Break` is
    stored as a ``LevelSpec`` as a :class:`~tournament.structure.Level` is): ``decode``
    gives whichever the document describes."""


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return REQUIRED


def renamed(cls: type, **stored_names: str) -> StoredForm:
    """The form of a dataclass stored field by field, in order, under its class name; a
    field in ``stored_names`` is stored under that (older) name."""
    hints = typing.get_type_hints(cls)
    names = tuple(f.name for f in dataclasses.fields(cls))
    fields = tuple(
        StoredField(stored_names.get(f.name, f.name), hints[f.name], _default(f))
        for f in dataclasses.fields(cls)
    )

    def encode(value: Any) -> tuple[Any, ...]:
        return tuple(getattr(value, n) for n in names)

    return StoredForm(cls.__name__, cls, fields, encode, cls)
