"""Read PHH text and files into :class:`~tournament.hh.history.HandHistory` values.

The TOML is read by :mod:`tomllib` (decimal numbers as :class:`~decimal.Decimal`); this
module checks and types the fields of each hand. Anything wrong is a :class:`PHHError`
naming the file, the hand, and the field or action (or the line, for text that is not
TOML a hand history can hold) -- never another exception.

>>> hand = loads('''
... variant = "NT"
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... min_bet = 2
... starting_stacks = [200, inf]
... actions = ["d dh p1 AhKd", "d dh p2 ????", "p2 cbr 6 # open", "p1 f"]
... ''')
>>> hand.actions[2]
Action(actor=1, kind='cbr', cards=None, amount=6, comment='open')
>>> hand.starting_stacks
(200, Decimal('Infinity'))
"""

from __future__ import annotations

import datetime
import sys
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import fields
from decimal import Decimal
from pathlib import Path
from typing import Any

from tournament.hh.actions import Action, parse_action
from tournament.hh.amount import MAX_DECIMAL_PLACES, MAX_WHOLE_DIGITS, Amount, format_amount
from tournament.hh.history import VARIANT_FIELDS, HandHistory
from tournament.hh.phh_error import PHHError
from tournament.nesting import too_deep

__all__ = ["MAX_NESTING", "from_dict", "hands_in", "load", "loads", "loads_all", "parse_toml"]

MAX_NESTING = 16
"""Arrays and tables nest at most this deep in a hand history (PHH itself needs two)."""

_MAX_AMOUNT: int = 10**MAX_WHOLE_DIGITS
_SHOWN: int = 10**30  # larger amounts are not repeated in a message


def _first_failing_line(text: str, failure: type[Exception]) -> int:
    """The line where :mod:`tomllib` first meets ``failure`` (it reads in order).

    Used for an integer over Python's digit limit: the first prefix of whole lines that
    fails the same way ends on that line.
    """
    lines = text.splitlines(keepends=True)
    low, high = 1, len(lines)  # the prefix of ``high`` lines fails
    while low < high:
        middle = (low + high) // 2
        try:
            tomllib.loads("".join(lines[:middle]), parse_float=Decimal)
        except tomllib.TOMLDecodeError:
            low = middle + 1  # (a prefix cut inside a value is not valid TOML)
        except failure:
            high = middle
        else:
            low = middle + 1
    return high


def _nesting_error(data: Mapping[str, Any]) -> str | None:
    """The key of the first value nested deeper than :data:`MAX_NESTING` (else ``None``)."""
    stack: list[tuple[str, Any, int]] = [(str(k), v, 1) for k, v in data.items()]
    while stack:
        where, value, depth = stack.pop()
        if depth > MAX_NESTING:
            return where
        if isinstance(value, Mapping):
            stack.extend((f"{where}.{k}", v, depth + 1) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((f"{where}[{i}]", v, depth + 1) for i, v in enumerate(value))
    return None


def parse_toml(text: str, *, source: str | None = None) -> dict[str, Any]:
    """Parse PHH/TOML text (floats as ``Decimal``); raise :class:`PHHError` naming ``source``."""
    try:
        data = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as error:
        raise PHHError(f"not valid TOML: {error}", source=source) from None
    except RecursionError:  # (tomllib recurses once per nested array or table)
        raise PHHError(too_deep(text), source=source) from None
    except ValueError:  # Python's limit on the digits of an integer
        line = _first_failing_line(text, ValueError)
        raise PHHError(
            f"a number of more than {sys.get_int_max_str_digits()} digits cannot be an amount",
            source=source,
            where=f"line {line}",
        ) from None
    return data


# ------------------------------------------------------------------ typed fields


def _amount(value: Any, name: str, *, allow_inf: bool = False, signed: bool = False) -> Amount:
    if isinstance(value, bool) or not isinstance(value, int | Decimal):
        raise PHHError(f"expected a number, got {value!r}", where=name)
    if isinstance(value, Decimal):
        if value.is_nan() or (value.is_infinite() and not (allow_inf and value > 0)):
            raise PHHError(f"{format_amount(value)} is not allowed here", where=name)
        if value.is_infinite():
            return value
        exponent = value.as_tuple().exponent
        if isinstance(exponent, int) and -exponent > MAX_DECIMAL_PLACES:
            raise PHHError(f"{value} has more than {MAX_DECIMAL_PLACES} decimal places", where=name)
    amount: Amount = value
    if amount < 0 and not signed:
        raise PHHError(f"{amount} is negative", where=name)
    size = -amount if amount < 0 else amount
    if size >= _MAX_AMOUNT:
        raise PHHError(
            f"{'a number' if size > _SHOWN else amount} is too large to be a chip "
            f"amount (at most {MAX_WHOLE_DIGITS} digits)",
            where=name,
        )
    return amount


def _amounts(
    value: Any, name: str, count: int | None, *, allow_inf: bool = False, signed: bool = False
) -> tuple[Amount, ...]:
    if not isinstance(value, list):
        raise PHHError(f"expected an array of numbers, got {value!r}", where=name)
    if count is not None and len(value) != count:
        raise PHHError(f"has {len(value)} entries, the hand has {count} players", where=name)
    return tuple(
        _amount(item, f"{name}[{i}]", allow_inf=allow_inf, signed=signed)
        for i, item in enumerate(value)
    )


def _typed(value: Any, name: str, types: tuple[type, ...]) -> Any:
    if (isinstance(value, bool) and bool not in types) or not isinstance(value, types):
        raise PHHError(
            f"expected {'/'.join(kind.__name__ for kind in types)}, got {value!r}", where=name
        )
    return value


def _each(value: Any, name: str, count: int, types: tuple[type, ...]) -> tuple[Any, ...]:
    items = _typed(value, name, (list,))
    if len(items) != count:
        raise PHHError(f"has {len(items)} entries, the hand has {count} players", where=name)
    return tuple(_typed(item, f"{name}[{i}]", types) for i, item in enumerate(items))


_PER_PLAYER_AMOUNTS = {
    "antes": {},
    "blinds_or_straddles": {"signed": True},  # negative: a blind posted out of position
    "finishing_stacks": {"allow_inf": True},
    "winnings": {},
    "time_banks": {},
}
_AMOUNTS = ("bring_in", "small_bet", "big_bet", "min_bet", "time_limit")
_TYPED: dict[str, tuple[type, ...]] = {
    "ante_trimming_status": (bool,),
    **dict.fromkeys(
        (
            "author",
            "event",
            "url",
            "venue",
            "address",
            "city",
            "region",
            "postal_code",
            "country",
            "time_zone",
            "time_zone_abbreviation",
            "currency",
            "currency_symbol",
        ),
        (str,),
    ),
    **dict.fromkeys(("day", "month", "year", "level", "seat_count"), (int,)),
    "hand": (str, int),
    "table": (str, int),
    "time": (datetime.time,),
}
_PER_PLAYER_TYPED: dict[str, tuple[type, ...]] = {"seats": (int,), "players": (str,)}
_FIELD_NAMES = frozenset(f.name for f in fields(HandHistory)) - {"user_fields", "source", "section"}
"""The hand's fields a file may set; any other key is a user field."""


def from_dict(
    data: Mapping[str, Any], *, source: str | None = None, section: str | None = None
) -> HandHistory:
    """Build a :class:`HandHistory` from the TOML table of one hand (validated)."""
    try:
        return _from_dict(data, source, section)
    except PHHError as error:
        raise error.located(source, section) from None


def _from_dict(data: Mapping[str, Any], source: str | None, section: str | None) -> HandHistory:
    variant = data.get("variant")
    if variant is None:
        raise PHHError("missing required field", where="variant")
    if not isinstance(variant, str) or variant not in VARIANT_FIELDS:
        codes = " ".join(VARIANT_FIELDS)
        raise PHHError(f"unknown variant {variant!r} (expected one of {codes})", where="variant")
    for name in (*VARIANT_FIELDS[variant], "starting_stacks", "actions"):
        if name not in data:
            raise PHHError(f"missing required field for {variant}", where=name)
    stacks_raw = data["starting_stacks"]
    if not isinstance(stacks_raw, list) or not stacks_raw:
        raise PHHError("expected a non-empty array of numbers", where="starting_stacks")
    count = len(stacks_raw)
    stacks = _amounts(stacks_raw, "starting_stacks", None, allow_inf=True)
    for i, stack in enumerate(stacks):
        if stack <= 0:
            raise PHHError("a starting stack must be positive", where=f"starting_stacks[{i}]")
    kwargs: dict[str, Any] = {
        "variant": variant,
        "starting_stacks": stacks,
        "source": source,
        "section": section,
    }
    for name, options in _PER_PLAYER_AMOUNTS.items():
        if name in data:
            kwargs[name] = _amounts(data[name], name, count, **options)
    for name in _AMOUNTS:
        if name in data:
            kwargs[name] = _amount(data[name], name)
    for name, types in _TYPED.items():
        if name in data:
            kwargs[name] = _typed(data[name], name, types)
    for name, types in _PER_PLAYER_TYPED.items():
        if name in data:
            kwargs[name] = _each(data[name], name, count, types)
    actions_raw = data["actions"]
    if not isinstance(actions_raw, list):
        raise PHHError("expected an array of strings", where="actions")
    kwargs["actions"] = _actions(actions_raw, count)
    user = {key: value for key, value in data.items() if key not in _FIELD_NAMES}
    deep = _nesting_error(user)
    if deep is not None:
        raise PHHError(
            f"arrays or tables nested too deeply (more than {MAX_NESTING} levels)", where=deep
        )
    kwargs["user_fields"] = user
    return HandHistory(**kwargs)


def _actions(texts: list[Any], count: int) -> tuple[Action, ...]:
    """The parsed actions of a hand of ``count`` players (the error names the bad one)."""
    actions = []
    for i, text in enumerate(texts):
        try:
            actions.append(parse_action(text, count))
        except PHHError as error:
            shown = ""
            if isinstance(text, str):  # (a long one cut: the message stays readable)
                shown = f" {text!r}" if len(text) <= 60 else f" {text[:60]!r}..."
            raise PHHError(error.reason, where=f"actions[{i}]{shown}") from None
    return tuple(actions)


# ------------------------------------------------------------------ text and files


def loads(text: str, *, source: str | None = None) -> HandHistory:
    """Read one hand from ``.phh`` text."""
    return from_dict(parse_toml(text, source=source), source=source)


def loads_all(text: str, *, source: str | None = None) -> list[HandHistory]:
    """Read every hand of ``.phhs`` text (tables ``[1]``, ``[2]``, ... in file order)."""
    hands = []
    for item in _hands_of_text(text, source, many=True):
        if isinstance(item, PHHError):
            raise item
        hands.append(item)
    return hands


def _read_text(path: Path) -> str:
    try:
        return path.read_bytes().decode("utf-8")
    except OSError as error:
        raise PHHError(
            f"cannot read the file: {error.strerror or error}", source=str(path)
        ) from None
    except UnicodeDecodeError:
        raise PHHError("not a UTF-8 text file", source=str(path)) from None


def load(path: str | Path) -> list[HandHistory]:
    """Read a ``.phh`` (one hand) or ``.phhs`` (many hands) file by its suffix."""
    path = Path(path)
    text = _read_text(path)
    if path.suffix.lower() == ".phhs":
        return loads_all(text, source=str(path))
    return [loads(text, source=str(path))]


def hands_in(path: Path) -> Iterator[HandHistory | PHHError]:
    """Every hand of one file, or the error of each that cannot be read.

    A malformed hand of a ``.phhs`` file does not hide the others; a file that cannot be
    read or parsed gives one error.
    """
    try:
        text = _read_text(path)
    except PHHError as error:
        yield error
        return
    yield from _hands_of_text(text, str(path), many=path.suffix.lower() == ".phhs")


def _hands_of_text(
    text: str, source: str | None, *, many: bool
) -> Iterator[HandHistory | PHHError]:
    try:
        data = parse_toml(text, source=source)
    except PHHError as error:
        yield error
        return
    if not many:
        try:
            yield from_dict(data, source=source)
        except PHHError as error:
            yield error
        return
    for name, table in data.items():
        if not isinstance(table, dict):
            yield PHHError(
                f"a .phhs file holds only hand tables ([1], [2], ...); found field {name!r}",
                source=source,
                hand=name,
            )
            continue
        try:
            yield from_dict(table, source=source, section=name)
        except PHHError as error:
            yield error
