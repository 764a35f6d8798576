"""Where a JSON or TOML text nests too deeply: the line and column, for a clear message.

Python's ``json`` and ``tomllib`` readers recurse once per nested list or table and fail
with a ``RecursionError`` near a depth of 1,000. The readers of pokerfloor's files catch
that and name the place with :func:`too_deep`. The scan counts ``[`` and ``{`` outside
quoted strings and ``#`` comments; it only locates the place, it decides nothing.

>>> too_deep('{"a": ' + '[' * 70 + ']' * 70 + '}', limit=64)
'lists or tables are nested more than 64 deep (from line 1, column 70)'
>>> too_deep('x = "[[[["', limit=2)
'lists or tables are nested too deeply'
"""

from __future__ import annotations

from tournament.limits import MAX_NESTING

__all__ = ["deep_place", "too_deep"]

_OPEN = frozenset("[{")
_CLOSE = frozenset("]}")


def deep_place(text: str, limit: int = MAX_NESTING) -> tuple[int, int] | None:
    """The (line, column), both from 1, where nesting first goes past ``limit``; or None."""
    depth = 0
    line, column = 1, 0
    quote = ""
    escaped = comment = False
    for ch in text:
        column += 1
        if ch == "\n":
            line, column, comment = line + 1, 0, False
            if quote == "'":  # a TOML literal string cannot span lines
                quote = ""
            continue
        if comment:
            continue
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\" and quote == '"':
                escaped = True
            elif ch == quote:
                quote = ""
            continue
        if ch in "\"'":
            quote = ch
        elif ch == "#":
            comment = True
        elif ch in _OPEN:
            depth += 1
            if depth > limit:
                return line, column
        elif ch in _CLOSE:
            depth = max(0, depth - 1)
    return None


def too_deep(text: str, limit: int = MAX_NESTING) -> str:
    """The message for a text the reader could not follow because it nests too deeply."""
    place = deep_place(text, limit)
    if place is None:
        return "lists or tables are nested too deeply"
    return (
        f"lists or tables are nested more than {limit} deep "
        f"(from line {place[0]}, column {place[1]})"
    )
