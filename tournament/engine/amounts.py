"""Chip amounts as the engine takes them: whole chips, ``inf`` for an unknown stack.

>>> whole_chips(float("inf"), "a stack") == UNLIMITED_STACK, chips_amount(6.0)
(True, 6)
"""

from __future__ import annotations

import math

from tournament.engine.errors import IllegalAction

__all__ = ["UNLIMITED_STACK", "chips_amount", "whole_chips"]

UNLIMITED_STACK = 10**15
"""Chips standing for an unknown (``inf``) stack in a hand history."""


def whole_chips(value: float | int, what: str) -> int:
    """A set-up amount as whole chips (``inf``: :data:`UNLIMITED_STACK`); else ValueError."""
    if type(value) is int:
        return value
    if isinstance(value, float):
        if math.isinf(value):
            return UNLIMITED_STACK
        if value != int(value):
            raise ValueError(f"{what} must be a whole number of chips, not {value}")
    return int(value)


def chips_amount(amount: int | float) -> int:
    """An action's amount as whole chips (``6.0`` is 6); ``6.5`` is refused.

    Not a number at all is a programming error (``TypeError``).
    """
    if type(amount) is int:
        return amount
    if isinstance(amount, int):
        return int(amount)
    if not isinstance(amount, float):
        raise TypeError(f"an amount is a number of chips, not {amount!r}")
    if amount.is_integer():
        return int(amount)
    raise IllegalAction(f"An amount must be a whole number of chips, not {amount!r}.")
