"""The endless sequence of steps the clock walks: the structure, then its overtime.

A clock never stops dead when the structure runs out.  :class:`Timeline` gives the step
at any index >= 0: the structure's own steps first, then overtime levels that repeat the
last level (or, with a per-level rotation of several games, the last full cycle of games)
either unchanged or raised by the structure's ``overtime.factor`` each pass, rounded
half-up to the smallest chip in play and always at least one such chip higher.

>>> from tournament.chip_set import Chip, ChipSet
>>> from tournament.structure import Level, Structure
>>> s = Structure("T", (Level(("NT",), 60_000, 100, 200),), ChipSet((Chip(100, "b", 9),)), 5000)
>>> t = Timeline(s)
>>> [(t.step(i).small_blind, t.step(i).big_blind) for i in range(4)]  # type: ignore[union-attr]
[(100, 200), (200, 300), (300, 500), (500, 800)]
>>> t.level_number(3), t.label(3)
(4, 'Level 4')
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from tournament.errors import DomainError
from tournament.structure import (
    Break,
    Level,
    OvertimeMode,
    RotationUnit,
    Step,
    Structure,
)

__all__ = ["Timeline", "raise_amount"]


def raise_amount(amount: int, factor: Fraction, unit: int) -> int:
    """``amount * factor`` rounded half-up to a multiple of ``unit``, at least ``amount + unit``.

    Zero stays zero (an amount a level does not use is never invented).

    >>> raise_amount(2500, Fraction(3, 2), 500), raise_amount(100, Fraction(11, 10), 100)
    (4000, 200)
    """
    if amount <= 0:
        return 0
    p, q = factor.numerator, factor.denominator
    rounded = (2 * amount * p + q * unit) // (2 * q * unit) * unit  # half-up, integers only
    return max(rounded, amount + unit)


@dataclass(frozen=True, slots=True)
class Timeline:
    """Steps of a structure at any index, overtime included (immutable; memoised)."""

    structure: Structure
    _overtime: dict[int, Level] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.structure.levels:
            raise DomainError(f"the structure {self.structure.name!r} has no level to play")

    @property
    def size(self) -> int:
        """Number of steps in the structure itself (later indices are overtime)."""
        return len(self.structure.steps)

    @property
    def cycle(self) -> int:
        """How many of the last levels overtime repeats (the per-level game rotation)."""
        s = self.structure
        if s.rotation.unit == RotationUnit.LEVEL:
            return max(1, min(len(s.games), len(s.levels)))
        return 1

    def step(self, index: int) -> Step:
        """The step at ``index`` (>= 0); beyond the structure, an overtime level."""
        if index < 0:
            raise IndexError(f"step index {index} is before the first level")
        if index < self.size:
            return self.structure.steps[index]
        return self._overtime_level(index - self.size)

    def _overtime_level(self, j: int) -> Level:
        cached = self._overtime.get(j)
        if cached is not None:
            return cached
        levels = self.structure.levels
        c = self.cycle
        # Fill the cache in order so deep indices never recurse.
        for k in range(len(self._overtime), j + 1):
            source = self._overtime[k - c] if k >= c else levels[len(levels) - c + k]
            self._overtime[k] = self._raise(source)
        return self._overtime[j]

    def _cycle_source(self, j: int) -> Level:
        """The structure level overtime level ``j`` repeats (same game, same length)."""
        levels = self.structure.levels
        c = self.cycle
        return levels[len(levels) - c + j % c]

    @property
    def cycle_ms(self) -> int:
        """The length of one overtime cycle (the last ``cycle`` levels together)."""
        return sum(level.length_ms for level in self.structure.levels[-self.cycle :])

    def _raise(self, level: Level) -> Level:
        overtime = self.structure.overtime
        if overtime.mode == OvertimeMode.REPEAT:
            return level
        unit = self.structure.smallest_chip_at_end or 1
        f = overtime.factor
        return replace(
            level,
            small_blind=raise_amount(level.small_blind, f, unit),
            big_blind=raise_amount(level.big_blind, f, unit),
            ante=raise_amount(level.ante, f, unit),
            bring_in=raise_amount(level.bring_in, f, unit),
            small_bet=raise_amount(level.small_bet, f, unit),
            big_bet=raise_amount(level.big_bet, f, unit),
        )

    def length(self, index: int) -> int:
        """The length in ms of the step at ``index`` (cheap, even deep into overtime)."""
        if index >= self.size:
            return self._cycle_source(index - self.size).length_ms
        return self.structure.steps[index].length_ms

    def is_break(self, index: int) -> bool:
        """True when the step at ``index`` is a break."""
        return isinstance(self.step(index), Break)

    def in_overtime(self, index: int) -> bool:
        """True once ``index`` is past the structure's last step."""
        return index >= self.size

    def level_number(self, index: int) -> int | None:
        """Level number (1..) of step ``index``, continuing into overtime; None for a break."""
        if index >= self.size:
            return len(self.structure.levels) + index - self.size + 1
        return self.structure.level_number(index)

    def label(self, index: int) -> str:
        """ "Level 7" or "Break" for the step at ``index``."""
        number = self.level_number(index)
        return "Break" if number is None else f"Level {number}"

    def next_break(self, index: int) -> int | None:
        """Index of the first break after step ``index``, or None (overtime has none)."""
        for i in range(index + 1, self.size):
            if isinstance(self.structure.steps[i], Break):
                return i
        return None

    def next_level(self, index: int) -> int:
        """Index of the first level (not a break) after step ``index``."""
        i = index + 1
        while self.is_break(i):
            i += 1
        return i

    def step_of_level(self, number: int) -> int:
        """Step index of level ``number`` (1..), overtime levels included."""
        if number < 1:
            raise DomainError(f"there is no level {number}; levels start at 1")
        count = len(self.structure.levels)
        if number <= count:
            return self.structure.step_of_level(number)
        return self.size + number - count - 1
