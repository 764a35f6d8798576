"""An amount as a PHH hand history writes it: a whole number or a decimal (``inf``: an
unknown starting stack), the limits a chip count stays within, and its text."""

from __future__ import annotations

from decimal import Decimal

from tournament import toml_writer

__all__ = ["INF", "MAX_DECIMAL_PLACES", "MAX_WHOLE_DIGITS", "Amount", "format_amount"]

Amount = int | Decimal
"""A chip amount as written in PHH: an integer, or a decimal (``Decimal("inf")`` = unknown)."""

INF = Decimal("inf")
"""The unknown (infinite) starting stack of PHH (``inf`` in the file)."""

MAX_WHOLE_DIGITS = 15
"""Amounts are below 10**15 (a quadrillion chips): anything larger is not a chip count."""

MAX_DECIMAL_PLACES = 9
"""Amounts have at most 9 decimal places (a billionth of a unit)."""


def format_amount(amount: Amount) -> str:
    """Write an amount as PHH/TOML number text (``inf`` for an unknown stack).

    >>> format_amount(300), format_amount(Decimal("2.50")), format_amount(INF)
    ('300', '2.50', 'inf')
    """
    return toml_writer.value(amount)
