"""A phrase in the language spoken, for the domain's texts a director reads in full
sentences (a hand's awards, the rehearsal report's tables): the domain writes English and
knows no Qt, so each phrase goes through a ``tr`` it is given, with a literal text (the
domain catalog, :mod:`ui.domain_text.catalog`, lists every literal ``tr("...")``), and its
holes (``%1``, ``%2``...) are filled after.

>>> fill(english("%1 wins %2"), "Ana", grouped(12500))
'Ana wins 12,500'
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["Number", "Words", "english", "fill", "grouped"]

Words = Callable[[str], str]
"""A phrase in the language spoken (English: the phrase itself)."""

Number = Callable[[int], str]
"""A count as the language groups it (English: ``1,234``)."""


def english(phrase: str) -> str:
    """The phrase as the domain wrote it."""
    return phrase


def grouped(count: int) -> str:
    """A count grouped the English way (``12,500``)."""
    return f"{count:,}"


def fill(phrase: str, *parts: str) -> str:
    """``phrase`` with ``%1``, ``%2``... replaced by ``parts`` in order."""
    for i, part in enumerate(parts, 1):
        phrase = phrase.replace(f"%{i}", part)
    return phrase
