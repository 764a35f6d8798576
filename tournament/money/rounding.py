"""Splitting an exact integer total by weights (largest remainder, in multiples of a unit).

Used by payout tables, tied finishing places, deals and bounty splits: every result is an
``int`` and the parts always add up to the total exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

__all__ = ["apportion", "split_evenly"]


def apportion(total: int, weights: Sequence[Fraction | float | int], unit: int = 1) -> list[int]:
    """Split ``total`` in proportion to ``weights``, in multiples of ``unit`` where possible.

    Largest remainder method: every part is first rounded down to a multiple of ``unit``;
    the units left over go one each to the largest remainders (ties: the earlier index);
    what is left below one unit (``total % unit``) goes to the part with the largest weight
    (ties: the earlier index). Parts always sum to ``total`` exactly.

    >>> apportion(100, [1, 1, 1])
    [34, 33, 33]
    >>> apportion(1000, [50, 30, 20], unit=100)
    [500, 300, 200]
    >>> apportion(1010, [1, 1], unit=100)
    [510, 500]
    """
    if total < 0:
        raise ValueError("total must not be negative")
    if unit < 1:
        raise ValueError("unit must be at least 1")
    if not weights:
        raise ValueError("nothing to split between")
    exact = [Fraction(w) for w in weights]
    if any(w < 0 for w in exact):
        raise ValueError("weights must not be negative")
    weight_sum = sum(exact, Fraction(0))
    if weight_sum == 0:
        raise ValueError("weights must not all be zero")
    units = total // unit
    shares = [w * units / weight_sum for w in exact]
    parts = [int(s) for s in shares]  # floor: shares are >= 0
    left = units - sum(parts)
    order = sorted(range(len(shares)), key=lambda i: (-(shares[i] - parts[i]), i))
    for i in order[:left]:
        parts[i] += 1
    result = [p * unit for p in parts]
    top = max(range(len(exact)), key=lambda i: (exact[i], -i))
    result[top] += total - units * unit
    return result


def split_evenly(total: int, ways: int, unit: int = 1) -> list[int]:
    """Split ``total`` into ``ways`` near-equal parts (multiples of ``unit``).

    Earlier parts get the odd units.

    >>> split_evenly(1000, 3, unit=5)
    [335, 335, 330]
    >>> split_evenly(7, 2)
    [4, 3]
    """
    if ways < 1:
        raise ValueError("ways must be at least 1")
    return apportion(total, [1] * ways, unit)
