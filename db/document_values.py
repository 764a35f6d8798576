"""The values of a tournament document checked before its log replays: every text is
valid Unicode (:func:`check_text`), every integer fits a 64-bit database column
(:func:`check_numbers`), and the last date the calendar can show
(:data:`LAST_DATE_MS`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from db.document_marker import entry_label
from db.errors import DocumentError
from tournament.limits import INT64_MAX, INT64_MIN

__all__ = ["LAST_DATE_MS", "check_numbers", "check_text"]


def _numbers(value: Any, path: str) -> Iterator[tuple[str, int]]:
    """Every integer of ``value`` outside a 64-bit column, with its dotted path."""
    stack: list[tuple[Any, str]] = [(value, path)]
    while stack:
        item, at = stack.pop()
        if isinstance(item, bool):
            continue
        if isinstance(item, int):
            if not INT64_MIN <= item <= INT64_MAX:
                yield at, item
        elif isinstance(item, dict):
            stack.extend((v, f"{at}.{k}" if at else str(k)) for k, v in item.items())
        elif isinstance(item, list):
            stack.extend((v, f"{at}.{i}" if at else str(i)) for i, v in enumerate(item))


LAST_DATE_MS = 253_402_300_799_999
"""9999-12-31 23:59:59.999 UTC, the last instant the calendar (``datetime``) can show."""


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def check_text(document: dict[str, Any], where: str) -> None:
    """Every text (and key) of the document is valid Unicode: JSON's ``\\ud800`` escapes
    can spell a lone surrogate, which no file or database can store."""
    stack: list[tuple[Any, str]] = [(document, "")]
    while stack:
        item, at = stack.pop()
        if isinstance(item, dict):
            for key, value in item.items():
                stack.append((key, at))
                stack.append((value, f"{at}.{key}" if at else str(key)))
        elif isinstance(item, list):
            stack.extend((v, f"{at}.{i}" if at else str(i)) for i, v in enumerate(item))
        elif isinstance(item, str):
            found = _LONE_SURROGATE.search(item)
            if found is not None:
                raise DocumentError(
                    where,
                    f"{at or 'a key'} is not valid text (it holds a lone surrogate "
                    f"U+{ord(found.group()):04X}, which no file can store)",
                )


def check_numbers(document: dict[str, Any], log: list[Any], where: str) -> None:
    for index, item in enumerate(log, 1):
        for at, number in sorted(_numbers(item, "")):
            digits = len(str(abs(number)))
            raise DocumentError(
                where,
                f"{entry_label(index, item)}: {at} is a {digits}-digit number; a stored number is "
                f"at most {INT64_MAX:,}",
            )
    for at, number in _numbers(document.get("tournament"), "tournament"):
        raise DocumentError(where, f"{at} ({number}) is too large to store")
