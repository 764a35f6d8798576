"""A small TOML writer for data files (the standard library only reads TOML).

Writes a mapping of strings, ints, bools, lists of scalars, nested tables and arrays of
tables -- exactly what ``tomllib`` reads back to an equal mapping.

>>> print(dumps({"name": "Turbo", "chips": [{"value": 25, "colour": "green"}]}), end="")
name = "Turbo"
<BLANKLINE>
[[chips]]
value = 25
colour = "green"
>>> import tomllib
>>> data = {"a": "quote \\" and tab\\t", "b": [1, 2], "t": {"x": True}}
>>> tomllib.loads(dumps(data)) == data
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

__all__ = ["dumps"]

_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")
_ESCAPES = {
    '"': '\\"',
    "\\": "\\\\",
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\f": "\\f",
    "\r": "\\r",
}


def _key(key: str) -> str:
    return key if _BARE_KEY.match(key) else _string(key)


def _string(value: str) -> str:
    out = []
    for ch in value:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _scalar(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, Sequence):
        return "[" + ", ".join(_scalar(v) for v in value) + "]"
    raise TypeError(f"cannot write {type(value).__name__} to TOML")


def _is_table(value: object) -> bool:
    return isinstance(value, Mapping)


def _is_table_array(value: object) -> bool:
    return (
        isinstance(value, Sequence)
        and not isinstance(value, str)
        and len(value) > 0
        and all(isinstance(v, Mapping) for v in value)
    )


def _write_table(data: Mapping[str, object], path: list[str], lines: list[str]) -> None:
    for key, value in data.items():
        if not (_is_table(value) or _is_table_array(value)):
            lines.append(f"{_key(key)} = {_scalar(value)}")
    for key, value in data.items():
        if isinstance(value, Mapping):
            sub = [*path, _key(key)]
            lines.extend(["", f"[{'.'.join(sub)}]"])
            _write_table(value, sub, lines)
        elif _is_table_array(value):
            assert isinstance(value, Sequence)
            sub = [*path, _key(key)]
            for item in value:
                lines.extend(["", f"[[{'.'.join(sub)}]]"])
                _write_table(item, sub, lines)


def dumps(data: Mapping[str, object]) -> str:
    """The TOML text of ``data`` (keys in the mapping's order, tables after plain values)."""
    lines: list[str] = []
    _write_table(data, [], lines)
    while lines and lines[0] == "":
        lines.pop(0)
    return "\n".join(lines) + "\n"
