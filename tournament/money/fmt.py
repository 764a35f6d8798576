"""Formatting chips and money for messages a tournament director reads."""

from __future__ import annotations

__all__ = ["chips", "money"]


def chips(amount: int) -> str:
    """Chips with thousands separators.

    >>> chips(12000)
    '12,000'
    """
    return f"{amount:,}"


def money(cents: int) -> str:
    """Money (``int`` cents) as units with two decimals and thousands separators.

    >>> money(123450)
    '1,234.50'
    >>> money(-5)
    '-0.05'
    """
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return f"{sign}{whole:,}.{frac:02d}"
