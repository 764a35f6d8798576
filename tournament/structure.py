"""Tournament structures: levels, breaks, the chip set, the rotation and the overtime rule.

A :class:`Structure` is an immutable value.  Its ``steps`` are the levels and breaks in
playing order; the clock walks through them by index (a break is a step like a level).
Levels are numbered from 1 counting levels only; a break is "the break after level N".

Forced bets of a level, per game (see :meth:`Level.amounts_for`):

- no-limit / pot-limit button games (NT, PO, N2L1D): the level's small and big blind;
- limit button games (FT, FO/8, F2L3D): the level's blinds when it has them, otherwise
  half the small bet and the small bet; they bet in ``small_bet`` / ``big_bet``;
- the ``ante`` is taken in button games as ``ante_kind`` says (``none`` = blinds only,
  ``per_player``, ``big_blind`` = one ante paid by the big blind); stud games
  (F7S, F7S/8, FR) always take ``ante`` from every player, then the ``bring_in``.

So a HORSE level reads ``ante_kind = none, ante = 300, bring_in = 400, small_bet = 1200,
big_bet = 2400``: limit hold'em and Omaha 8 blinds 600/1,200, stud ante 300 bring-in 400.

>>> lvl = Level(("FT", "F7S"), 20 * 60_000, ante=25, bring_in=50, small_bet=200, big_bet=400)
>>> lvl.amounts_for("FT").describe()
"Limit Hold'em: blinds 100/200, limits 200/400"
>>> lvl.amounts_for("F7S").describe()
'Stud: ante 25, bring-in 50, limits 200/400'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from math import gcd

from tournament.chip_set import Chip, ChipSet
from tournament.days import DayPlan
from tournament.errors import DomainError
from tournament.games import is_button_game, is_known, is_limit, short_name

__all__ = [
    "AMOUNT_FIELDS",
    "AnteKind",
    "Break",
    "GameAmounts",
    "Level",
    "Overtime",
    "OvertimeMode",
    "RotationSettings",
    "RotationUnit",
    "Step",
    "Structure",
    "implied_chips",
]

AMOUNT_FIELDS = ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")
"""The chip amounts of a level, in the order they are shown and checked."""


class AnteKind(StrEnum):
    """How button games take the ante (stud games always take it from every player)."""

    NONE = "none"
    PER_PLAYER = "per_player"
    BIG_BLIND = "big_blind"


class RotationUnit(StrEnum):
    """When a mixed game changes: with the level, every N hands, or every orbit."""

    LEVEL = "level"
    HANDS = "hands"
    ORBIT = "orbit"


class OvertimeMode(StrEnum):
    """What the clock plays once the structure has run out (it never stops dead)."""

    REPEAT = "repeat"
    RAISE = "raise"


def _fmt(amount: int) -> str:
    return f"{amount:,}"


@dataclass(frozen=True, slots=True)
class GameAmounts:
    """The forced bets and limits of one game at one level (zero = not used)."""

    game: str
    small_blind: int = 0
    big_blind: int = 0
    ante_kind: str = AnteKind.NONE.value
    ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0

    def describe(self) -> str:
        """A clock-screen line, e.g. ``"Razz: ante 100, bring-in 200, limits 800/1,600"``."""
        parts: list[str] = []
        if self.big_blind:
            parts.append(f"blinds {_fmt(self.small_blind)}/{_fmt(self.big_blind)}")
        if self.ante and self.ante_kind == AnteKind.BIG_BLIND:
            parts.append(f"big-blind ante {_fmt(self.ante)}")
        elif self.ante:
            parts.append(f"ante {_fmt(self.ante)}")
        if self.bring_in:
            parts.append(f"bring-in {_fmt(self.bring_in)}")
        if self.big_bet:
            parts.append(f"limits {_fmt(self.small_bet)}/{_fmt(self.big_bet)}")
        return f"{short_name(self.game)}: {', '.join(parts)}"


@dataclass(frozen=True, slots=True)
class Level:
    """A level: the games it may play, its length and its amounts (see the module doc).

    ``games`` holds one game code, or the games of the mix when the rotation goes by
    hands or orbits (the level then carries amounts for every kind of game in it).
    """

    games: tuple[str, ...]
    length_ms: int
    small_blind: int = 0
    big_blind: int = 0
    ante_kind: AnteKind = AnteKind.NONE
    ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0

    @property
    def game(self) -> str:
        """The first (for a single-game level, the only) game of the level."""
        return self.games[0]

    def amounts(self) -> dict[str, int]:
        """The level's own amounts by field name (``AMOUNT_FIELDS``)."""
        return {name: int(getattr(self, name)) for name in AMOUNT_FIELDS}

    def amounts_for(self, game: str) -> GameAmounts:
        """The blinds, ante, bring-in and limits that ``game`` uses at this level."""
        if not is_button_game(game):
            return GameAmounts(
                game,
                ante_kind=AnteKind.PER_PLAYER.value,
                ante=self.ante,
                bring_in=self.bring_in,
                small_bet=self.small_bet,
                big_bet=self.big_bet,
            )
        small_blind, big_blind = self.small_blind, self.big_blind
        small_bet = big_bet = 0
        if is_limit(game):
            small_bet, big_bet = self.small_bet, self.big_bet
            if not big_blind:
                small_blind, big_blind = self.small_bet // 2, self.small_bet
        ante = self.ante if self.ante_kind != AnteKind.NONE else 0
        return GameAmounts(
            game,
            small_blind=small_blind,
            big_blind=big_blind,
            ante_kind=self.ante_kind.value if ante else AnteKind.NONE.value,
            ante=ante,
            small_bet=small_bet,
            big_bet=big_bet,
        )

    def describe(self) -> str:
        """One line per game of the level, joined with " | "."""
        return " | ".join(self.amounts_for(g).describe() for g in self.games)


@dataclass(frozen=True, slots=True)
class Break:
    """A break of ``length_ms``; ``colour_up`` lists denominations raced off during it."""

    length_ms: int
    colour_up: tuple[int, ...] = ()


Step = Level | Break
"""One step of the structure: a level or a break."""


@dataclass(frozen=True, slots=True)
class RotationSettings:
    """When mixed games rotate: ``unit`` and, for ``hands``, how many hands per game.

    ``games``: a mix the director lays over the structure (the service's ``SetRotation``,
    see :func:`tournament.rotation.rotated`): each level then plays them all (by hands or
    orbits) or the next of them (by level). A structure's own rotation leaves it empty:
    its levels list their games.

    >>> RotationSettings(RotationUnit.HANDS, 0).check()
    Traceback (most recent call last):
    ...
    tournament.errors.DomainError: Rotate after at least one hand
    """

    unit: RotationUnit = RotationUnit.LEVEL
    hands: int = 8
    games: tuple[str, ...] = ()

    def check(self) -> None:
        """Raise :class:`DomainError` saying why this rotation cannot be played."""
        if self.unit == RotationUnit.HANDS and self.hands <= 0:
            raise DomainError("Rotate after at least one hand")
        unknown = [g for g in self.games if not is_known(g)]
        if unknown:
            raise DomainError(f"Unknown game code(s): {', '.join(unknown)}")


@dataclass(frozen=True, slots=True)
class Overtime:
    """What follows the last level: repeat it, or keep raising every amount by ``factor``.

    Raising rounds each amount half-up to the smallest chip still in play and always
    goes up by at least one such chip.  With a per-level rotation of several games the
    last full cycle of games is continued (HORSE keeps rotating), each pass raised again.
    """

    mode: OvertimeMode = OvertimeMode.RAISE
    factor: Fraction = Fraction(3, 2)


@dataclass(frozen=True, slots=True)
class Structure:
    """A complete tournament structure (immutable)."""

    name: str
    steps: tuple[Step, ...]
    chips: ChipSet
    starting_stack: int
    rotation: RotationSettings = field(default_factory=RotationSettings)
    overtime: Overtime = field(default_factory=Overtime)
    description: str = ""
    days: DayPlan = field(default_factory=DayPlan)
    """Where each day of a multi-day event ends (:mod:`tournament.days`; empty: one day)."""

    @classmethod
    def of_steps(cls, name: str, steps: tuple[Step, ...], starting_stack: int) -> Structure:
        """A structure of bare steps (a command that lists levels without a chip set):
        the chip set is the one the steps imply, see :func:`implied_chips`."""
        return cls(name, steps, implied_chips(steps, starting_stack), starting_stack)

    @property
    def levels(self) -> tuple[Level, ...]:
        """The levels only, in order (level number = index + 1)."""
        return tuple(s for s in self.steps if isinstance(s, Level))

    def level_number(self, index: int) -> int | None:
        """The level number (1..) of step ``index``, or None for a break."""
        if isinstance(self.steps[index], Break):
            return None
        return sum(1 for s in self.steps[: index + 1] if isinstance(s, Level))

    def step_label(self, index: int) -> str:
        """A readable name for step ``index``: "level 7", "break after level 4"."""
        number = self.level_number(index)
        if number is not None:
            return f"level {number}"
        before = sum(1 for s in self.steps[:index] if isinstance(s, Level))
        return f"break after level {before}" if before else "break before level 1"

    def step_labels(self) -> tuple[str, ...]:
        """:meth:`step_label` of every step, in one pass (a validator's view of a long file)."""
        labels: list[str] = []
        seen = 0
        for step in self.steps:
            if isinstance(step, Level):
                seen += 1
                labels.append(f"level {seen}")
            else:
                labels.append(f"break after level {seen}" if seen else "break before level 1")
        return tuple(labels)

    def step_of_level(self, number: int) -> int:
        """The step index of level ``number`` (1..); raises ValueError when there is none."""
        seen = 0
        for index, step in enumerate(self.steps):
            if isinstance(step, Level):
                seen += 1
                if seen == number:
                    return index
        raise ValueError(f"the structure has no level {number} (it has {seen} levels)")

    def removed_before(self, index: int) -> tuple[int, ...]:
        """Denominations coloured up at breaks before step ``index`` (a break's own race
        happens during it, so its chips are still in play while the break runs)."""
        gone: list[int] = []
        for step in self.steps[:index]:
            if isinstance(step, Break):
                gone.extend(step.colour_up)
        return tuple(gone)

    def smallest_chip_at(self, index: int) -> int:
        """The smallest chip still in play at step ``index`` (0 if none is left)."""
        return min(self.chips.denominations_in_play(self.removed_before(index)), default=0)

    @property
    def smallest_chip_at_end(self) -> int:
        """The smallest chip in play once every break of the structure is over."""
        return self.smallest_chip_at(len(self.steps))

    @property
    def games(self) -> tuple[str, ...]:
        """Every game of the structure, in order of first appearance."""
        seen: dict[str, None] = {}
        for level in self.levels:
            for g in level.games:
                seen.setdefault(g, None)
        return tuple(seen)

    @property
    def total_ms(self) -> int:
        """The length of the whole structure, breaks included."""
        return sum(s.length_ms for s in self.steps)


def implied_chips(steps: Iterable[Step], starting_stack: int) -> ChipSet:
    """The chips bare steps imply: the smallest chip that makes the starting stack and every
    amount, and every denomination coloured up at a break (colours and counts unknown).

    >>> steps = (Level(("NT",), 60_000, 25, 50), Break(60_000, (5,)), Level(("NT",), 1, 50, 100))
    >>> implied_chips(steps, 10_000).denominations
    (5,)
    >>> implied_chips(steps[:1], 10_000).denominations
    (25,)
    """
    smallest = starting_stack
    denominations: set[int] = set()
    for step in steps:
        if isinstance(step, Break):
            denominations.update(step.colour_up)
        else:
            for amount in step.amounts().values():
                smallest = gcd(smallest, amount)
    for d in denominations:
        smallest = gcd(smallest, d)
    denominations.add(smallest)
    return ChipSet(tuple(Chip(d, "", 0) for d in sorted(x for x in denominations if x > 0)))
