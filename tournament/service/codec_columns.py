"""Records of one type written column-wise: what a snapshot stores its players, entries and
tables as (``{"type": "PlayerRecord", "columns": {"player_id": [...], "number": [...]}}``).

A list of 10,000 records written one object each (:func:`tournament.service.codec.to_dict`)
repeats every field name 10,000 times, and reading it back builds 10,000 dictionaries only to
take them apart. Written column-wise, each field is one list of plain values: the standard
library's ``json`` reads it about three times faster, and a column whose values all have
their field's JSON type (every stack an ``int``, every status one of its names) is checked
with one look at the set of its types and values, not value by value. The values are the
same JSON :func:`~tournament.service.codec.to_value` writes for them (a record's stored form
included, :mod:`tournament.service.stored_forms`), so each value is checked and decoded as
it would be in a record of its own, and anything else is refused with
:class:`~tournament.service.codec.CodecError` naming the field.

>>> from tournament.service.records import PlayerRecord
>>> players = (PlayerRecord("P1", 1, "Ana"), PlayerRecord("P2", 2, "Bo", stack=500))
>>> stored = to_columns(PlayerRecord, players)
>>> stored["columns"]["stack"]
[0, 500]
>>> from_columns(PlayerRecord, stored, "players") == players
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from tournament.errors import DomainError
from tournament.service.codec import JSON, REGISTRY, CodecError, from_value, to_value
from tournament.service.codec_shape import Plain, plain_types
from tournament.service.stored_forms import FORM_OF, REQUIRED, renamed

__all__ = ["from_columns", "to_columns"]

_SCALARS = frozenset((str, int, bool, type(None)))


@dataclasses.dataclass(frozen=True, slots=True)
class _Layout:
    """How the records of one type are written: the stored type name, each field's name,
    type hint, default (:data:`REQUIRED`: none) and plain JSON types, the values of a
    record in field order, and the record made from them."""

    name: str
    fields: tuple[tuple[str, Any, Any, Plain], ...]
    encode: Callable[[Any], tuple[Any, ...]]
    build: Callable[..., Any]


_LAYOUTS: dict[type, _Layout] = {}


def _layout(cls: type) -> _Layout:
    layout = _LAYOUTS.get(cls)
    if layout is not None:
        return layout
    form = FORM_OF.get(cls)
    if form is None:
        if not dataclasses.is_dataclass(cls) or REGISTRY.get(cls.__name__) is not cls:
            raise CodecError(f"{cls.__name__} is not a record")
        form = renamed(cls)  # a record stored field by field under its class name
    fields = tuple((f.name, f.hint, f.default, plain_types(f.hint)) for f in form.fields)
    layout = _LAYOUTS[cls] = _Layout(form.name, fields, form.encode, form.decode)
    return layout


def to_columns(cls: type, records: Iterable[Any]) -> dict[str, JSON]:
    """``records`` (each exactly a ``cls``) as ``{"type": ..., "columns": {field: [...]}}``,
    each value written as :func:`~tournament.service.codec.to_value` writes it."""
    layout = _layout(cls)
    rows: list[tuple[Any, ...]] = []
    for record in records:
        if type(record) is not cls:
            raise CodecError(f"{type(record).__name__} is not a {cls.__name__}")
        rows.append(layout.encode(record))
    columns: dict[str, JSON] = {}
    for i, (name, _hint, _default_value, plain) in enumerate(layout.fields):
        column = [row[i] for row in rows]
        if not plain or not set(map(type, column)) <= plain:
            column = [to_value(v) for v in column]
        columns[name] = column
    return {"type": layout.name, "columns": columns}


def from_columns(cls: type, value: JSON, where: str) -> tuple[Any, ...]:
    """The records :func:`to_columns` wrote (``where``: what they are, for the message);
    :class:`~tournament.service.codec.CodecError` on anything else."""
    layout = _layout(cls)
    if not isinstance(value, dict) or set(value) != {"type", "columns"}:
        raise CodecError(f"{where}: expected an object with 'type' and 'columns'")
    if value["type"] != layout.name:
        raise CodecError(f"{where}: expected {layout.name} records, not {value['type']!r}")
    columns = value["columns"]
    if not isinstance(columns, dict):
        raise CodecError(f"{where}: 'columns' is not an object")
    known = {f[0] for f in layout.fields}
    unknown = set(columns) - known
    if unknown:
        raise CodecError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    lengths = {len(c) if isinstance(c, list) else -1 for c in columns.values()}
    if -1 in lengths:
        raise CodecError(f"{where}: a column is not a list")
    if len(lengths) > 1:
        raise CodecError(f"{where}: the columns have different lengths")
    count = lengths.pop() if lengths else 0
    decoded = []
    for name, hint, default, plain in layout.fields:
        column = columns.get(name)
        if column is None:
            if default is REQUIRED and count:
                raise CodecError(f"{where}: missing field {name}")
            decoded.append([default] * count)
        else:
            decoded.append(_column(column, hint, plain, f"{where}.{name}"))
    try:
        return tuple(map(layout.build, *decoded)) if decoded else ()
    except DomainError as error:
        raise CodecError(f"{where}: {error}") from error


def _column(column: list[JSON], hint: Any, plain: Plain, where: str) -> list[Any]:
    """One column's values decoded as ``hint`` (as each would be in a record of its own):
    taken as they are when every value has a plain type of its field, or when the field's
    decoder gives each distinct scalar back as it is (a literal's names)."""
    kinds = set(map(type, column))
    if kinds <= plain:
        return column
    if kinds <= _SCALARS:
        distinct = set(zip(map(type, column), column, strict=True))
        if all(kind in plain or from_value(hint, v, where) is v for kind, v in distinct):
            return column
    return [v if type(v) in plain else from_value(hint, v, where) for v in column]
