"""Chip sets: the denominations on the table, their colours and how many of each.

>>> chips = ChipSet((Chip(25, "green", 300), Chip(100, "black", 400), Chip(500, "purple", 200)))
>>> chips.smallest
25
>>> chips.denominations_in_play(removed=(25,))
(100, 500)
>>> can_make(175, (25, 100)), can_make(150, (100, 500))
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from math import gcd

__all__ = ["Chip", "ChipSet", "can_make"]


@dataclass(frozen=True, slots=True)
class Chip:
    """One denomination of a chip set: its value in chips, its colour and how many exist."""

    denomination: int
    colour: str
    count: int


@dataclass(frozen=True, slots=True)
class ChipSet:
    """The physical chips of an event, in the order given (normally by denomination)."""

    chips: tuple[Chip, ...]

    @property
    def denominations(self) -> tuple[int, ...]:
        """Every denomination, smallest first."""
        return tuple(sorted(c.denomination for c in self.chips))

    @property
    def smallest(self) -> int:
        """The smallest denomination of the set (0 for an empty set)."""
        return min(self.denominations, default=0)

    def denominations_in_play(self, removed: Iterable[int] = ()) -> tuple[int, ...]:
        """The denominations still in play once ``removed`` have been coloured up."""
        gone = set(removed)
        return tuple(d for d in self.denominations if d not in gone)

    def colour_of(self, denomination: int) -> str:
        """The colour of a denomination ("" when the set has no such chip)."""
        return next((c.colour for c in self.chips if c.denomination == denomination), "")

    @property
    def total_value(self) -> int:
        """The value of every chip of the set together."""
        return sum(c.denomination * c.count for c in self.chips)


def can_make(amount: int, denominations: Iterable[int]) -> bool:
    """True when ``amount`` is a sum of chips of ``denominations`` (any number of each).

    Exact for any set: amounts past the Schur bound only need the gcd; below it a small
    reachability table decides (so 150 cannot be made from 100s and 500s).
    """
    denoms = sorted({d for d in denominations if d > 0})
    if amount == 0:
        return True
    if amount < 0 or not denoms:
        return False
    g = 0
    for d in denoms:
        g = gcd(g, d)
    if amount % g:
        return False
    units = [d // g for d in denoms]
    target = amount // g
    if units[0] == 1 or target >= (units[0] - 1) * (units[-1] - 1):
        return True
    reachable = [False] * (target + 1)
    reachable[0] = True
    for value in range(1, target + 1):
        reachable[value] = any(u <= value and reachable[value - u] for u in units)
    return reachable[target]
