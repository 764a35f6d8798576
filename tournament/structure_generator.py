"""The structure generator: "suggest a schedule" from what a director knows before the event.

From the expected players, the starting stack, the chip set, the target duration, the level
length and the ante style, :func:`suggest_schedule` proposes a whole :class:`Structure`:

- the big blind rises geometrically from ``starting_stack / starting_depth`` (100 big blinds
  deep by default) to the end blind ``total chips / ending_depth`` (the event is taken to end
  when the chips in play are worth ``ending_depth`` big blinds: heads-up with about 15 big
  blinds each), reached in the levels the target duration allows;
- every amount is a "round" number (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten)
  that the chips in play can make; the blinds never go down;
- a break every ``break_every`` levels; at a break the smallest chip is raced off once every
  amount of the next level is at least twice the next chip (a chip the blinds no longer need);
- some levels past the estimated end, so that the clock never runs out of structure.

The proposal is an ordinary structure, valid for :func:`tournament.structure_check.validate`,
which the director edits afterwards. :class:`Schedule` also says when the event should end
and why the proposal may need a second look (``warnings``).

>>> from tournament.chip_set import Chip, ChipSet
>>> chips = ChipSet((Chip(25, "green", 400), Chip(100, "black", 600), Chip(500, "purple", 400),
...                  Chip(1000, "yellow", 400), Chip(5000, "red", 200)))
>>> plan = suggest_schedule(ScheduleRequest(40, 20_000, chips, target_minutes=300,
...                                         level_minutes=20))
>>> [(lvl.small_blind, lvl.big_blind) for lvl in plan.structure.levels[:5]]
[(100, 200), (150, 300), (250, 500), (300, 600), (500, 1000)]
>>> plan.end_level, plan.estimated_end_minutes, plan.end_big_blind
(13, 305, 30000)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from tournament.chip_set import Chip, ChipSet, can_make
from tournament.games import is_button_game, is_limit, uses_blinds
from tournament.structure import (
    AnteKind,
    Break,
    Level,
    RotationSettings,
    RotationUnit,
    Step,
    Structure,
)

__all__ = [
    "GAME_MIXES",
    "ROUND_MANTISSAS",
    "Schedule",
    "ScheduleRequest",
    "chips_from_text",
    "suggest_schedule",
]

ROUND_MANTISSAS = (10, 12, 15, 20, 25, 30, 40, 50, 60, 80)
"""Round amounts are these times a power of ten, divided by ten (1, 1.2, 1.5, ..., 8)."""

_MINUTE_MS = 60_000

GAME_MIXES: dict[str, tuple[str, ...]] = {
    "HORSE": ("FT", "FO/8", "FR", "F7S", "F7S/8"),
    "8GAME": ("F2L3D", "FT", "FO/8", "FR", "F7S", "F7S/8", "NT", "PO"),
}
"""The mixes a director asks for by name (the games in their usual order)."""

_COLOURS = {
    1: "white",
    5: "red",
    25: "green",
    100: "black",
    500: "purple",
    1000: "yellow",
    5000: "orange",
    25000: "grey",
    100000: "brown",
}
"""Default colours of common denominations (a chip set needs a colour per chip)."""


def chips_from_text(text: str) -> ChipSet:
    """A chip set typed as ``25, 100, 500`` or ``25x400, 100x600`` (value x count; commas,
    semicolons or spaces between), with the usual colours; raises ValueError naming the item
    that is not a chip.

    >>> chips_from_text("25x400; 100 500").chips[0]
    Chip(denomination=25, colour='green', count=400)
    """
    chips: list[Chip] = []
    for item in text.replace(",", " ").replace(";", " ").split():
        value, _, count = item.partition("x")
        if not value.isdigit() or int(value) <= 0 or (count and not count.isdigit()):
            raise ValueError(f"“{item}” is not a chip: write 25 or 25x400 (value x count)")
        denomination = int(value)
        colour = _COLOURS.get(denomination, f"{denomination:,}")
        chips.append(Chip(denomination, colour, int(count or 0)))
    if not chips:
        raise ValueError("type the chip values, e.g. 25, 100, 500, 1000")
    return ChipSet(tuple(chips))


@dataclass(frozen=True, slots=True)
class ScheduleRequest:
    """What the director tells the generator (times in minutes, amounts in chips).

    ``games`` is one game, or a mix; a mix rotates one game per level unless
    ``rotation_hands`` is given (the game then changes every that many hands, and every
    level carries the amounts of every game).  ``ante_kind`` applies to button games;
    stud games always take an ante and a bring-in.  ``ante_from_level`` is the first level
    with an ante.
    """

    expected_players: int
    starting_stack: int
    chips: ChipSet
    target_minutes: int
    level_minutes: int
    ante_kind: AnteKind = AnteKind.BIG_BLIND
    games: tuple[str, ...] = ("NT",)
    rotation_hands: int = 0
    starting_depth: int = 100
    ending_depth: int = 30
    ante_from_level: int = 1
    break_every: int = 4
    break_minutes: int = 15
    name: str = "Suggested structure"


@dataclass(frozen=True, slots=True)
class Schedule:
    """A proposed structure, the level by which the event should end and when.

    ``estimated_end_minutes`` counts from the start of level 1, breaks included, to the end
    of ``end_level`` (the first level whose big blind reaches the end blind).
    """

    structure: Structure
    end_level: int
    estimated_end_minutes: int
    end_big_blind: int
    warnings: tuple[str, ...]


def _check(request: ScheduleRequest) -> None:
    whole = {
        "expected players": request.expected_players,
        "starting stack": request.starting_stack,
        "target duration": request.target_minutes,
        "level length": request.level_minutes,
        "starting depth": request.starting_depth,
        "ending depth": request.ending_depth,
        "levels between breaks": request.break_every,
    }
    for label, value in whole.items():
        if value < 1:
            raise ValueError(f"the {label} must be at least 1 (it is {value})")
    if request.expected_players < 2:
        raise ValueError("a tournament needs at least 2 players")
    if request.break_minutes < 0 or request.rotation_hands < 0:
        raise ValueError("break length and hands per game cannot be negative")
    if not request.chips.chips:
        raise ValueError("the chip set is empty")
    if not request.games:
        raise ValueError("no game is given")
    if request.target_minutes < 2 * request.level_minutes:
        raise ValueError(
            f"a target of {request.target_minutes} minutes leaves less than two "
            f"{request.level_minutes}-minute levels"
        )


def _round_amounts(top: int) -> list[int]:
    """Every round amount from 1 up to the first one at or past ``top``, ascending."""
    out: list[int] = []
    scale = 1
    while not out or out[-1] < top:
        out += [m * scale // 10 for m in ROUND_MANTISSAS if m * scale % 10 == 0]
        scale *= 10
    return sorted(set(out))


def _nearest(
    ideal: float,
    candidates: list[int],
    in_play: tuple[int, ...],
    above: int,
    at_least: int,
    halves: bool = False,
) -> int:
    """The candidate nearest ``ideal`` (in ratio) that the chips make, > ``above``, >= ``at_least``.

    With ``halves``, only amounts whose half the chips make too (a big blind, so that the
    small blind is exactly half) when there are such amounts.
    """
    usable = [c for c in candidates if c > above and c >= at_least and can_make(c, in_play)]
    if halves:
        usable = [c for c in usable if c % 2 == 0 and can_make(c // 2, in_play)] or usable
    if not usable:
        raise ValueError(f"no amount above {above:,} can be made with the chips {in_play}")
    return min(usable, key=lambda c: (abs(math.log(c / ideal)), c))


def _half(amount: int, in_play: tuple[int, ...], at_least: int) -> int:
    """The small blind for a big blind of ``amount``: the makeable amount nearest half of it."""
    unit = min(in_play)
    low = max(at_least, (amount // 2) // unit * unit)
    options = [v for v in range(low, amount, unit) if can_make(v, in_play)]
    if not options:
        raise ValueError(f"no small blind below {amount:,} can be made with the chips {in_play}")
    return min(options, key=lambda v: (abs(2 * v - amount), -v))


ANTE_SHARE = 8
"""A per-player ante (and the stud ante) is about 1/8 of the big blind (or small bet)."""

BRING_IN_SHARE = 4
"""The stud bring-in is about 1/4 of the small bet."""

SMALL_BLIND_PER_CHIP = 4
"""A chip is raced off once the small blind is worth this many of the next chip up..."""

ANTE_PER_CHIP = 2
"""... and an ante (if the levels have one) this many."""


@dataclass(slots=True)
class _Walk:
    """The generator's running state: chips in play and the last amount of each kind."""

    in_play: tuple[int, ...]
    big_blind: int = 0
    small_blind: int = 0
    bring_in: int = 0
    antes: dict[AnteKind, int] = field(default_factory=dict)


def _level_for(
    request: ScheduleRequest, number: int, ideal_bb: float, walk: _Walk, rounds: list[int]
) -> Level:
    """Level ``number`` (1..) with its big blind near ``ideal_bb``; advances ``walk``."""
    games = request.games
    if len(games) > 1 and not request.rotation_hands:
        games = (games[(number - 1) % len(games)],)
    smallest = min(walk.in_play)
    bb = _nearest(ideal_bb, rounds, walk.in_play, walk.big_blind, 2 * smallest, halves=True)
    sb = _half(bb, walk.in_play, walk.small_blind)
    walk.big_blind, walk.small_blind = bb, sb
    stud = any(not is_button_game(g) for g in games)
    button = any(is_button_game(g) for g in games)
    limit = any(is_limit(g) for g in games)
    # The director's ante style is for no-limit and pot-limit games; limit button games
    # play with blinds only.  A mixed level has one ante, which is also the stud ante, so
    # a big-blind ante (that would dwarf the bring-in) is left out of levels with stud.
    antes = any(uses_blinds(g) for g in games) and number >= request.ante_from_level
    kind = request.ante_kind if antes else AnteKind.NONE
    if stud and kind == AnteKind.BIG_BLIND:
        kind = AnteKind.NONE
    ante = bring_in = 0
    last_ante = walk.antes.get(kind, smallest)
    if kind == AnteKind.BIG_BLIND:
        ante = bb
    elif stud or kind == AnteKind.PER_PLAYER:
        ideal = bb / ANTE_SHARE
        ante = min(sb, _nearest(ideal, rounds, walk.in_play, -1, last_ante))
    if ante:
        walk.antes[kind] = ante
    if stud:
        ideal = bb / BRING_IN_SHARE
        bring_in = min(bb, _nearest(ideal, rounds, walk.in_play, -1, max(walk.bring_in, ante)))
        walk.bring_in = bring_in
    return Level(
        games,
        request.level_minutes * _MINUTE_MS,
        small_blind=sb if button else 0,
        big_blind=bb if button else 0,
        ante_kind=kind,
        ante=ante,
        bring_in=bring_in,
        small_bet=bb if limit else 0,
        big_bet=2 * bb if limit else 0,
    )


def _colour_up(walk: _Walk, small_blind: float, ante: float) -> tuple[int, ...]:
    """The chips to race off before a level of this (ideal) small blind and ante (0 = none):
    each smallest chip while the next chip up is small enough for both (the last one stays)."""
    raced: list[int] = []
    while len(walk.in_play) > 1 and (
        small_blind >= SMALL_BLIND_PER_CHIP * walk.in_play[1]
        and (not ante or ante >= ANTE_PER_CHIP * walk.in_play[1])
    ):
        raced.append(walk.in_play[0])
        walk.in_play = walk.in_play[1:]
    return tuple(raced)


def suggest_schedule(request: ScheduleRequest) -> Schedule:
    """Propose a structure for ``request`` (see the module doc); raises ValueError on bad input."""
    _check(request)
    chips = request.chips
    total = request.expected_players * request.starting_stack
    warnings: list[str] = []
    if chips.total_value and chips.total_value < total:
        warnings.append(
            f"the chip set holds {chips.total_value:,} in chips; {request.expected_players} "
            f"starting stacks of {request.starting_stack:,} need {total:,}"
        )
    start_bb = request.starting_stack / request.starting_depth
    end_bb = total / request.ending_depth
    per_level = request.level_minutes + request.break_minutes / request.break_every
    levels_to_end = max(2, round(request.target_minutes / per_level))
    growth = (end_bb / start_bb) ** (1 / (levels_to_end - 1)) if end_bb > start_bb else 1.25
    growth = max(growth, 1.1)
    if growth > 1.6:
        warnings.append(
            f"the blinds rise by {growth - 1:.0%} a level to end in time: a turbo; "
            "longer target or a bigger starting stack for a slower event"
        )
    rounds = _round_amounts(int(end_bb * growth**8) + 1)
    walk = _Walk(chips.denominations)
    steps: list[Step] = []
    end_level = 0
    elapsed = 0
    estimated_end = end_big_blind = 0
    number = 0
    extra = max(4, levels_to_end // 4)
    while number < levels_to_end + extra or not end_level:
        number += 1
        ideal = start_bb * growth ** (number - 1)
        if number > 1 and (number - 1) % request.break_every == 0 and request.break_minutes:
            small_ante = request.ante_kind == AnteKind.PER_PLAYER or not all(
                map(is_button_game, request.games)
            )
            raced = _colour_up(walk, ideal / 2, ideal / ANTE_SHARE if small_ante else 0)
            steps.append(Break(request.break_minutes * _MINUTE_MS, raced))
            elapsed += request.break_minutes
        level = _level_for(request, number, ideal, walk, rounds)
        steps.append(level)
        elapsed += request.level_minutes
        if not end_level and walk.big_blind >= end_bb:
            end_level, estimated_end, end_big_blind = number, elapsed, walk.big_blind
        if number > 400:
            raise ValueError("the request needs more than 400 levels; check the amounts")
    if start_bb < 2 * chips.smallest:
        warnings.append(
            f"a starting stack of {request.starting_stack:,} is only "
            f"{request.starting_stack // (2 * chips.smallest)} big blinds of the smallest "
            f"possible blind ({2 * chips.smallest:,}/{chips.smallest:,})"
        )
    rotation = RotationSettings(
        RotationUnit.HANDS if request.rotation_hands else RotationUnit.LEVEL,
        request.rotation_hands or 8,
    )
    structure = Structure(
        request.name,
        tuple(steps),
        chips,
        request.starting_stack,
        rotation=rotation,
        description=(
            f"Suggested for {request.expected_players} players, {request.level_minutes}-minute "
            f"levels, ending in about {estimated_end // 60} h {estimated_end % 60:02d} min"
        ),
    )
    return Schedule(structure, end_level, estimated_end, end_big_blind, tuple(warnings))
