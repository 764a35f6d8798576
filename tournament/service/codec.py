"""JSON codec for commands, events and state records: ``{"type": "SeatsDrawn", ...}``.

Lossless: ``from_dict(to_dict(x)) == x`` for every command, event and record. Decoding is
driven by the dataclass type hints (tuples, optionals, nested records, literals); nothing
is ever evaluated or unpickled, and unknown types or fields are refused. A
:class:`tournament.structure.Structure` is written in the structure file layout of
:mod:`tournament.structure_io` (``{"type": "Structure", "name": ..., "levels": [...]}``);
the domain values the aggregate holds (a seating ``Move``...) in the shape the log has always
stored them (:mod:`tournament.service.stored_forms`). A value written in order is taken
field by position (:mod:`tournament.service.codec_shape`).

>>> from tournament.service.commands import MovePlayer
>>> to_dict(MovePlayer("P0001", 2, 5))
{'type': 'MovePlayer', 'player_id': 'P0001', 'to_table': 2, 'to_seat': 5}
>>> from_dict(to_dict(MovePlayer("P0001", 2, 5)))
MovePlayer(player_id='P0001', to_table=2, to_seat=5)
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, Literal, Union

from tournament.clock import ClockState
from tournament.engine.rules import Rules
from tournament.errors import DomainError
from tournament.service import bags, flight_records, records
from tournament.service.bags import Bag
from tournament.service.codec_shape import JSON, Decode, Plain, Shape, plain_types
from tournament.service.commands import COMMAND_TYPES, Command
from tournament.service.events import EVENT_TYPES, Event
from tournament.service.stored_forms import FORM_OF, FORMS, REQUIRED, StoredForm
from tournament.structure import Structure
from tournament.structure_io import structure_from_dict, structure_to_dict

__all__ = [
    "JSON",
    "CodecError",
    "command_from_dict",
    "event_from_dict",
    "from_dict",
    "from_value",
    "to_dict",
    "to_value",
]


_RECORD_TYPES: tuple[type, ...] = tuple(
    getattr(records, name)
    for name in records.__all__
    if isinstance(getattr(records, name), type) and dataclasses.is_dataclass(getattr(records, name))
)

_FLIGHT_TYPES: tuple[type, ...] = (
    flight_records.Flight,
    flight_records.FlightPlan,
    flight_records.Day2,
)

REGISTRY: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        *COMMAND_TYPES,
        *EVENT_TYPES,
        *_RECORD_TYPES,
        *_FLIGHT_TYPES,
        Bag,
        bags.BagBatch,
        Rules,
        ClockState,
    )
}

_HINTS: dict[type, dict[str, Any]] = {}


class CodecError(DomainError):
    """A stored or received document is not a valid command, event or record."""


def _hints(cls: type) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = typing.get_type_hints(cls)
        _HINTS[cls] = hints
    return hints


def to_value(value: object) -> JSON:
    """Encode any value the domain stores (record, tuple, scalar) as JSON data."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, tuple):
        return [to_value(v) for v in value]
    if isinstance(value, Structure):
        return {"type": "Structure", **structure_to_dict(value)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return to_dict(value)
    raise CodecError(f"cannot encode a {type(value).__name__}")


def to_dict(obj: object) -> dict[str, JSON]:
    """Encode a command, event or record as ``{"type": ClassName, field: value, ...}``."""
    cls = type(obj)
    form = FORM_OF.get(cls)
    if form is not None:
        values = zip(form.fields, form.encode(obj), strict=True)
        return {"type": form.name, **{f.name: to_value(v) for f, v in values}}
    if REGISTRY.get(cls.__name__) is not cls:
        raise CodecError(f"{cls.__name__} is not a command, event or record")
    out: dict[str, JSON] = {"type": cls.__name__}
    for f in dataclasses.fields(obj):  # type: ignore[arg-type]
        out[f.name] = to_value(getattr(obj, f.name))
    return out


def from_dict(data: dict[str, JSON]) -> Any:
    """Decode what :func:`to_dict` produced; raises :class:`CodecError` on anything else."""
    if not isinstance(data, dict):
        raise CodecError("expected an object with a 'type'")
    name = data.get("type")
    form = FORMS.get(name) if isinstance(name, str) else None
    if form is not None:
        return _from_form(form, data)
    cls = REGISTRY.get(name) if isinstance(name, str) else None
    if cls is None:
        raise CodecError(f"unknown type {name!r}")
    known, plan, shape = _plan(cls)
    if shape is not None:
        taken = shape.values(data)
        if taken is not None:
            return cls(*taken)
    if not known.issuperset(data):
        unknown = set(data) - known
        raise CodecError(f"{name}: unknown field(s) {', '.join(sorted(unknown))}")
    kwargs: dict[str, Any] = {}
    for fname, decode, required, where, plain in plan:
        value = data.get(fname, _ABSENT)
        if value is _ABSENT:
            if required:
                raise CodecError(f"{name}: missing field {fname}")
        elif type(value) in plain:  # a plain value of its type: taken as it is
            kwargs[fname] = value
        else:
            kwargs[fname] = decode(value, where)
    return cls(**kwargs)


_ABSENT: Any = object()

_Plan = tuple[frozenset[str], tuple[tuple[str, Decode, bool, str, Plain], ...], "Shape | None"]
_PLANS: dict[type, _Plan] = {}


def _plan(cls: type) -> _Plan:
    """How to decode a registered class, worked out once: the names it may hold (with
    "type") and, per field, its name, its decoder, whether it is required and where; and
    its :class:`Shape` when its constructor takes every field in order."""
    plan = _PLANS.get(cls)
    if plan is None:
        hints = _hints(cls)
        fields = dataclasses.fields(cls)
        steps = tuple(
            (
                f.name,
                _decoder(hints[f.name]),
                f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING,
                f"{cls.__name__}.{f.name}",
                plain_types(hints[f.name]),
            )
            for f in fields
        )
        positional = all(f.init and not f.kw_only for f in fields)
        plan = (frozenset(f.name for f in fields) | {"type"}, steps, _shape(steps, positional))
        _PLANS[cls] = plan
    return plan


_FormPlan = tuple[frozenset[str], tuple[tuple[str, Decode, Any, str, Plain], ...], "Shape | None"]
_FORM_PLANS: dict[str, _FormPlan] = {}


def _form_plan(form: StoredForm) -> _FormPlan:
    """How to decode a stored form, worked out once (as :func:`_plan` for a class): the
    names it may hold (with "type") and, per field, its name, decoder, default and where;
    and its :class:`Shape`."""
    plan = _FORM_PLANS.get(form.name)
    if plan is None:
        steps = tuple(
            (f.name, _decoder(f.hint), f.default, f"{form.name}.{f.name}", plain_types(f.hint))
            for f in form.fields
        )
        plan = (frozenset(f.name for f in form.fields) | {"type"}, steps, _shape(steps))
        _FORM_PLANS[form.name] = plan
    return plan


def _shape(
    steps: tuple[tuple[str, Decode, Any, str, Plain], ...], positional: bool = True
) -> Shape | None:
    """The :class:`Shape` of a plan's ``steps`` (name, decoder, required or default, where,
    plain types): None when the constructor does not take every field in order or the
    value has too few fields for it to pay."""
    if not positional or len(steps) < Shape.MIN_FIELDS:
        return None
    return Shape(
        ("type", *(step[0] for step in steps)), tuple((d, w, p) for _, d, _, w, p in steps)
    )


def _from_form(form: StoredForm, data: dict[str, JSON]) -> Any:
    """Decode a domain value stored through its form (its constructor checks the values)."""
    known, plan, shape = _form_plan(form)
    values = None if shape is None else shape.values(data)
    if values is None:
        if not known.issuperset(data):
            unknown = set(data) - known
            raise CodecError(f"{form.name}: unknown field(s) {', '.join(sorted(unknown))}")
        values = []
        for name, decode, default, where, plain in plan:
            value = data.get(name, _ABSENT)
            if value is _ABSENT:
                if default is REQUIRED:
                    raise CodecError(f"{form.name}: missing field {name}")
                values.append(default)
            elif type(value) in plain:  # as in from_dict: a plain value is taken as it is
                values.append(value)
            else:
                values.append(decode(value, where))
    try:
        return form.decode(*values)
    except DomainError as error:
        raise CodecError(f"{form.name}: {error}") from error


_COMMANDS = frozenset(COMMAND_TYPES)
_EVENTS = frozenset(EVENT_TYPES)


def _decode_one_of(data: dict[str, JSON], kinds: frozenset[type], what: str) -> Any:
    value = from_dict(data)
    if type(value) not in kinds:
        raise CodecError(f"{type(value).__name__} is not {what}")
    return value


def command_from_dict(data: dict[str, JSON]) -> Command:
    """Decode a command (:class:`CodecError` when ``data`` is anything else)."""
    command: Command = _decode_one_of(data, _COMMANDS, "a command")
    return command


def event_from_dict(data: dict[str, JSON]) -> Event:
    """Decode an event (:class:`CodecError` when ``data`` is anything else)."""
    event: Event = _decode_one_of(data, _EVENTS, "an event")
    return event


def from_value(hint: Any, value: JSON, where: str = "value") -> Any:
    """Decode ``value`` as the type ``hint`` (int, str, bool, None, tuple, union, record)."""
    return _decoder(hint)(value, where)


_DECODERS: dict[Any, Decode] = {}


def _decoder(hint: Any) -> Decode:
    """The decoder of one type hint, made once (a snapshot decodes ~300,000 values: the
    hint is looked at once, not once per value)."""
    decode = _DECODERS.get(hint)
    if decode is None:
        decode = _make_decoder(hint)
        _DECODERS[hint] = decode
    return decode


def _make_decoder(hint: Any) -> Decode:
    origin = typing.get_origin(hint)
    if hint is type(None) or hint is None:
        return _null
    if origin in (Union, types.UnionType):
        return _union(typing.get_args(hint))
    if origin is Literal:
        return _literal(typing.get_args(hint))
    if origin is tuple:
        return _tuple(typing.get_args(hint))
    if hint is bool:
        return _bool
    if hint is int:
        return _int
    if hint is str:
        return _str
    if hint is Structure:
        return _structure
    if isinstance(hint, type) and (hint in FORM_OF or dataclasses.is_dataclass(hint)):
        return _record(hint)

    def unsupported(value: JSON, where: str) -> Any:
        raise CodecError(f"{where}: unsupported type {hint!r}")

    return unsupported


def _null(value: JSON, where: str) -> None:
    if value is not None:
        raise CodecError(f"{where}: expected null")


def _bool(value: JSON, where: str) -> bool:
    if not isinstance(value, bool):
        raise CodecError(f"{where}: expected true or false")
    return value


def _int(value: JSON, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise CodecError(f"{where}: expected an integer")
    return value


def _str(value: JSON, where: str) -> str:
    if not isinstance(value, str):
        raise CodecError(f"{where}: expected a string")
    return value


def _structure(value: JSON, where: str) -> Structure:
    if not isinstance(value, dict) or value.get("type") != "Structure":
        raise CodecError(f"{where}: expected a Structure")
    try:
        return structure_from_dict({k: v for k, v in value.items() if k != "type"}, where)
    except DomainError as error:
        raise CodecError(str(error)) from error


def _union(options: tuple[Any, ...]) -> Decode:
    nullable = type(None) in options
    decoders = [_decoder(o) for o in options if o is not type(None)]

    def decode(value: JSON, where: str) -> Any:
        if value is None and nullable:
            return None
        errors = []
        for option in decoders:
            try:
                return option(value, where)
            except CodecError as error:
                errors.append(str(error))
        raise CodecError(f"{where}: no alternative matches ({'; '.join(errors)})")

    return decode


def _literal(allowed: tuple[Any, ...]) -> Decode:
    any_bool = any(isinstance(a, bool) for a in allowed)

    def decode(value: JSON, where: str) -> Any:
        if value not in allowed or isinstance(value, bool) != any_bool:
            raise CodecError(f"{where}: {value!r} is not one of {allowed}")
        return value

    return decode


def _tuple(args: tuple[Any, ...]) -> Decode:
    if len(args) == 2 and args[1] is Ellipsis:
        item = _decoder(args[0])

        def decode_all(value: JSON, where: str) -> tuple[Any, ...]:
            if not isinstance(value, list):
                raise CodecError(f"{where}: expected a list")
            return tuple([item(v, where) for v in value])

        return decode_all
    items = [_decoder(a) for a in args]

    def decode(value: JSON, where: str) -> tuple[Any, ...]:
        if not isinstance(value, list):
            raise CodecError(f"{where}: expected a list")
        if len(items) != len(value):
            raise CodecError(f"{where}: expected {len(items)} items")
        return tuple(d(v, where) for d, v in zip(items, value, strict=True))

    return decode


def _record(hint: type) -> Decode:
    name = FORM_OF[hint].name if hint in FORM_OF else hint.__name__

    def decode(value: JSON, where: str) -> Any:
        if not isinstance(value, dict) or value.get("type") != name:
            raise CodecError(f"{where}: expected a {name}")
        decoded = from_dict(value)
        if not isinstance(decoded, hint):  # a form that reads into one of several types
            raise CodecError(f"{where}: expected a {hint.__name__}")
        return decoded

    return decode
