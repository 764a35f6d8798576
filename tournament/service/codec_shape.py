"""The codec's fast ways through a stored value (:mod:`tournament.service.codec`).

- :func:`plain_types`: the JSON types a field's value is taken as it is when it has
  exactly one of them (an ``int`` field and an ``int``, never a ``bool``), so a decoder is
  called only for the rest.
- :class:`Shape`: a value written as ``to_dict`` writes it ("type" first, then every field
  in order) is taken field by position; which fields need their decoder depends only on
  the JSON types of the values, worked out once per combination of types.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Union

__all__ = ["JSON", "Decode", "Plain", "Shape", "plain_types"]

JSON = Any  # str | int | bool | None | list[JSON] | dict[str, JSON] (mypy has no recursion here)
Decode = typing.Callable[[JSON, str], Any]
"""A decoder: a JSON value and where it is (for the message) -> the value."""
Plain = frozenset[type]
"""The JSON types a field's value is taken as it is."""


_PLAIN_TYPES: dict[Any, type] = {
    int: int,
    str: str,
    bool: bool,
    None: type(None),
    type(None): type(None),
}


def plain_types(hint: Any) -> Plain:
    """The JSON types a value of ``hint`` is taken as it is when it has exactly one of them
    (``int``: an ``int`` and never a ``bool``; ``str | None``: a ``str`` or None), so that
    the decoder is called only for the rest (a wrong type: its decoder says what is wrong).
    Empty for a hint with structure (a record, a tuple, a literal): always decoded."""
    if typing.get_origin(hint) in (Union, types.UnionType):
        options = typing.get_args(hint)
    else:
        options = (hint,)
    try:
        return frozenset(_PLAIN_TYPES[option] for option in options)
    except (KeyError, TypeError):  # not a plain type (TypeError: not hashable)
        return frozenset()


class Shape:
    """The fast way through a value written as :func:`to_dict` writes it: "type" first,
    then every field in order. Which of its fields need their decoder depends only on the
    JSON types of its values (a plain value of exactly its field's type is taken as it is,
    as in the field by field way): worked out once per combination of types, so a snapshot's
    10,000 players cost a type per value and a decoder call only where one is needed."""

    __slots__ = ("_fields", "_keys", "_todo")

    MIN_FIELDS = 6
    """The fewest fields a value needs for this way to pay: below it the field by field
    loop costs less than a look at the value's types (measured on a log's events)."""

    _MAX_KINDS = 256
    """Combinations of value types kept per class (a few in practice)."""

    def __init__(self, keys: tuple[str, ...], fields: tuple[tuple[Decode, str, Plain], ...]):
        self._keys = keys
        self._fields = fields
        self._todo: dict[tuple[type, ...], tuple[tuple[int, Decode, str], ...]] = {}

    def values(self, data: dict[str, JSON]) -> list[Any] | None:
        """The fields' values in order, each decoded where its JSON type asks for it; None
        when ``data`` does not hold exactly the fields in the written order (the field by
        field way then decodes it, or says what is wrong)."""
        if tuple(data) != self._keys:
            return None
        values = list(data.values())
        del values[0]  # the "type"
        kinds = tuple(map(type, values))
        todo = self._todo.get(kinds)
        if todo is None:
            todo = tuple(
                (i, decode, where)
                for i, (kind, (decode, where, plain)) in enumerate(
                    zip(kinds, self._fields, strict=True)
                )
                if kind not in plain
            )
            if len(self._todo) < self._MAX_KINDS:
                self._todo[kinds] = todo
        for i, decode, where in todo:
            values[i] = decode(values[i], where)
        return values
