"""The project's one TOML writer (the standard library reads TOML with ``tomllib`` only).

Two entry points share one set of rules:

- :func:`value` writes one value inline: booleans, integers, :class:`~decimal.Decimal`
  and ``float`` numbers (``inf``, ``-inf``, ``nan`` included), strings, dates and times,
  arrays (any sequence) and inline tables (any mapping). PHH hand histories are written
  one ``key = value`` line per field with it (:mod:`tournament.hh.writer`).
- :func:`dumps` writes a whole document: plain values first, then ``[table]`` sections
  for mappings and ``[[array]]`` sections for lists of mappings (structure files).

Whatever is written, ``tomllib`` reads back to an equal value (``tomllib.loads(text,
parse_float=Decimal)`` for decimal numbers).

>>> print(dumps({"name": "Turbo", "chips": [{"value": 25, "colour": "green"}]}), end="")
name = "Turbo"
<BLANKLINE>
[[chips]]
value = 25
colour = "green"
>>> value({"profile": "tda", "antes": [1, 2.5]})
'{profile = "tda", antes = [1, 2.5]}'
>>> import tomllib
>>> data = {"a": "quote \\" and tab\\t", "b": [1, 2], "t": {"x": True}}
>>> tomllib.loads(dumps(data)) == data
True
"""

from __future__ import annotations

import datetime
import math
import re
from collections.abc import Mapping, Sequence
from decimal import Decimal

__all__ = ["decimal_text", "dumps", "key", "value"]

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {
    '"': '\\"',
    "\\": "\\\\",
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\f": "\\f",
    "\r": "\\r",
}


def key(name: str) -> str:
    """A key as TOML writes it: bare when it can be, else a quoted string."""
    return name if _BARE_KEY.fullmatch(name) else _string(name)


def _string(text: str) -> str:
    out = []
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def decimal_text(number: Decimal) -> str:
    """A decimal as TOML float text, every written digit kept.

    >>> decimal_text(Decimal("2.50")), decimal_text(Decimal("3")), decimal_text(Decimal("inf"))
    ('2.50', '3.0', 'inf')
    """
    if number.is_nan():
        return "nan"
    if number.is_infinite():
        return "inf" if number > 0 else "-inf"
    text = format(number, "f")
    return text if "." in text else text + ".0"


def value(item: object) -> str:
    """One value as inline TOML text (arrays and inline tables nest)."""
    if isinstance(item, bool):
        return "true" if item else "false"
    if isinstance(item, int):
        return str(item)
    if isinstance(item, Decimal):
        return decimal_text(item)
    if isinstance(item, float):
        if math.isinf(item):
            return "inf" if item > 0 else "-inf"
        return "nan" if math.isnan(item) else repr(item)
    if isinstance(item, str):
        return _string(item)
    if isinstance(item, datetime.date | datetime.time):
        return item.isoformat()
    if isinstance(item, Mapping):
        return "{" + ", ".join(f"{key(str(k))} = {value(v)}" for k, v in item.items()) + "}"
    if isinstance(item, Sequence):
        return "[" + ", ".join(value(v) for v in item) + "]"
    raise TypeError(f"cannot write {type(item).__name__} to TOML")


def _is_table_array(item: object) -> bool:
    return (
        isinstance(item, Sequence)
        and not isinstance(item, str)
        and len(item) > 0
        and all(isinstance(v, Mapping) for v in item)
    )


def _write_table(data: Mapping[str, object], path: list[str], lines: list[str]) -> None:
    for name, item in data.items():
        if not (isinstance(item, Mapping) or _is_table_array(item)):
            lines.append(f"{key(name)} = {value(item)}")
    for name, item in data.items():
        if isinstance(item, Mapping):
            sub = [*path, key(name)]
            lines.extend(["", f"[{'.'.join(sub)}]"])
            _write_table(item, sub, lines)
        elif _is_table_array(item):
            assert isinstance(item, Sequence)
            sub = [*path, key(name)]
            for entry in item:
                lines.extend(["", f"[[{'.'.join(sub)}]]"])
                _write_table(entry, sub, lines)


def dumps(data: Mapping[str, object]) -> str:
    """The TOML document of ``data`` (keys in the mapping's order, tables after plain values)."""
    lines: list[str] = []
    _write_table(data, [], lines)
    while lines and lines[0] == "":
        lines.pop(0)
    return "\n".join(lines) + "\n"
