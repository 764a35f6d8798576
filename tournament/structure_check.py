"""The structure validator: every problem of a structure, each with a readable message.

:func:`validate` never raises; it returns a list of :class:`Problem` (empty = valid).
A problem names where it is ("level 7", "break after level 4", "chip set") and which
field, so the structure editor can point at it.

>>> from tournament.chips import Chip, ChipSet
>>> from tournament.structure import Level, Structure
>>> chips = ChipSet((Chip(100, "black", 500), Chip(500, "purple", 200)))
>>> s = Structure("Test", (Level(("NT",), 600_000, 100, 200), Level(("NT",), 600_000, 50, 150)),
...               chips, 10_000)
>>> for problem in validate(s):
...     print(problem)
level 2, small_blind: the small blind (50) cannot be made with the chips in play (smallest chip 100)
level 2, big_blind: the big blind (150) cannot be made with the chips in play (smallest chip 100)
level 2, small_blind: the small blind goes down from 100 (level 1) to 50
level 2, big_blind: the big blind goes down from 200 (level 1) to 150
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.chips import can_make
from tournament.games import is_button_game, is_known, is_limit, uses_blinds
from tournament.limits import MAX_CHIPS, MAX_STEP_MS, MAX_STEPS
from tournament.structure import (
    AMOUNT_FIELDS,
    AnteKind,
    Break,
    Level,
    OvertimeMode,
    RotationUnit,
    Structure,
)

__all__ = ["FIELD_NAMES", "Problem", "validate"]

FIELD_NAMES = {
    "small_blind": "small blind",
    "big_blind": "big blind",
    "ante": "ante",
    "bring_in": "bring-in",
    "small_bet": "small bet",
    "big_bet": "big bet",
}
"""Readable names of the amount fields."""


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem: where (``where``, and ``step`` index or None), which field, and what."""

    where: str
    field: str
    message: str
    step: int | None = None

    def __str__(self) -> str:
        place = f"{self.where}, {self.field}" if self.field else self.where
        return f"{place}: {self.message}"


def validate(structure: Structure) -> list[Problem]:
    """Every problem of ``structure``, in reading order (empty list = valid).

    Linear in the number of steps: each step's label is computed once
    (:meth:`Structure.step_labels`), never by counting the steps before it again.
    """
    labels = structure.step_labels()
    problems = _check_header(structure)
    problems += _check_chips(structure)
    problems += _check_steps(structure, labels)
    problems += _check_progression(structure, labels)
    return problems


def _too_many(label: str, value: int, maximum: int) -> str | None:
    if value <= maximum:
        return None
    return f"the {label} ({value:,}) is more than {maximum:,} chips"


def _check_header(s: Structure) -> list[Problem]:
    out: list[Problem] = []
    if not s.name.strip():
        out.append(Problem("structure", "name", "the structure has no name"))
    if not s.levels:
        out.append(Problem("structure", "levels", "the structure has no level"))
    if len(s.steps) > MAX_STEPS:
        out.append(
            Problem(
                "structure",
                "levels",
                f"the structure has {len(s.steps):,} levels and breaks; "
                f"at most {MAX_STEPS:,} are allowed",
            )
        )
    too_many = _too_many("starting stack", s.starting_stack, MAX_CHIPS)
    if s.starting_stack <= 0:
        out.append(Problem("structure", "starting_stack", "the starting stack must be more than 0"))
    elif too_many:
        out.append(Problem("structure", "starting_stack", too_many))
    elif s.chips.chips and not can_make(s.starting_stack, s.chips.denominations):
        out.append(
            Problem(
                "structure",
                "starting_stack",
                f"the starting stack ({s.starting_stack:,}) cannot be made with the chip set",
            )
        )
    if s.rotation.unit == RotationUnit.HANDS and s.rotation.hands < 1:
        out.append(
            Problem("rotation", "hands", "a rotation by hands needs at least 1 hand per game")
        )
    if s.overtime.mode == OvertimeMode.RAISE and s.overtime.factor <= 1:
        out.append(
            Problem(
                "overtime",
                "factor",
                f"the overtime factor must be more than 1 (got {s.overtime.factor})",
            )
        )
    return out


def _check_chips(s: Structure) -> list[Problem]:
    out: list[Problem] = []
    if not s.chips.chips:
        out.append(Problem("chip set", "chips", "the chip set has no chips"))
    seen: set[int] = set()
    for chip in s.chips.chips:
        where = f"chip set, {chip.denomination}"
        if chip.denomination <= 0:
            out.append(Problem(where, "denomination", "a chip must be worth more than 0"))
        too_many = _too_many("denomination", chip.denomination, MAX_CHIPS)
        if too_many:
            out.append(Problem(where, "denomination", too_many))
        if chip.denomination in seen:
            out.append(Problem(where, "denomination", "this denomination is listed twice"))
        seen.add(chip.denomination)
        if not chip.colour.strip():
            out.append(Problem(where, "colour", "the chip has no colour"))
        if chip.count < 0:
            out.append(Problem(where, "count", "the chip count cannot be negative"))
        if chip.count > MAX_CHIPS:
            out.append(Problem(where, "count", f"at most {MAX_CHIPS:,} chips of one kind"))
    return out


def _check_steps(s: Structure, labels: tuple[str, ...]) -> list[Problem]:
    out: list[Problem] = []
    removed: list[int] = []
    in_play = s.chips.denominations_in_play(removed)
    for index, step in enumerate(s.steps):
        where = labels[index]
        if step.length_ms <= 0:
            out.append(Problem(where, "length", "the length must be more than 0", index))
        elif step.length_ms > MAX_STEP_MS:
            hours = MAX_STEP_MS // 3_600_000
            out.append(
                Problem(where, "length", f"a level or break lasts at most {hours} hours", index)
            )
        if isinstance(step, Break):
            for denom in step.colour_up:
                if denom not in s.chips.denominations:
                    out.append(
                        Problem(
                            where,
                            "colour_up",
                            f"the chip set has no {denom} chip to colour up",
                            index,
                        )
                    )
                elif denom in removed:
                    out.append(
                        Problem(where, "colour_up", f"the {denom} chips are already gone", index)
                    )
            removed.extend(step.colour_up)
            in_play = s.chips.denominations_in_play(removed)
            if s.chips.chips and not in_play:
                out.append(Problem(where, "colour_up", "no chip would be left in play", index))
            continue
        out += _check_level(s, index, where, step, in_play)
    return out


def _check_level(
    s: Structure, index: int, where: str, lvl: Level, in_play: tuple[int, ...]
) -> list[Problem]:
    out: list[Problem] = []

    def bad(fld: str, message: str) -> None:
        out.append(Problem(where, fld, message, index))

    if not lvl.games:
        bad("game", "the level has no game")
    unknown = [g for g in lvl.games if not is_known(g)]
    for g in unknown:
        bad("game", f"unknown game code {g!r}")
    if len(set(lvl.games)) != len(lvl.games):
        bad("game", "a game is listed twice")
    if s.rotation.unit == RotationUnit.LEVEL and len(lvl.games) > 1:
        bad("game", "a rotation by level plays one game per level, but this level lists several")
    games = [g for g in lvl.games if g not in unknown]
    if not games:
        return out
    button = any(is_button_game(g) for g in games)
    blinds = any(uses_blinds(g) for g in games)
    limit = any(is_limit(g) for g in games)
    stud = any(not is_button_game(g) for g in games)
    a = lvl.amounts()
    for name, amount in a.items():
        if amount < 0:
            bad(name, f"the {FIELD_NAMES[name]} cannot be negative")
        too_many = _too_many(FIELD_NAMES[name], amount, MAX_CHIPS)
        if too_many:
            bad(name, too_many)
    if any(amount > MAX_CHIPS for amount in a.values()):
        return out  # the checks below compare and make change of amounts the store can hold

    # Missing amounts the games need, and amounts no game of the level uses.
    if blinds and not lvl.big_blind:
        bad("big_blind", "missing: no-limit and pot-limit games need a big blind")
    if blinds and not lvl.small_blind:
        bad("small_blind", "missing: no-limit and pot-limit games need a small blind")
    if not button and (lvl.small_blind or lvl.big_blind):
        bad("big_blind", "blinds are given but no game of the level uses blinds")
    if limit and not (lvl.small_bet and lvl.big_bet):
        bad("small_bet", "missing: limit games need a small bet and a big bet")
    if not limit and (lvl.small_bet or lvl.big_bet):
        bad("small_bet", "limits are given but no game of the level is a limit game")
    if stud and not lvl.bring_in:
        bad("bring_in", "missing: stud games need a bring-in")
    if stud and not lvl.ante:
        bad("ante", "missing: stud games need an ante")
    if not stud and lvl.bring_in:
        bad("bring_in", "a bring-in is given but no game of the level is a stud game")
    if lvl.ante_kind != AnteKind.NONE and not lvl.ante:
        bad("ante", f"the ante kind is {lvl.ante_kind.value} but no ante amount is given")
    if lvl.ante and lvl.ante_kind == AnteKind.NONE and not stud:
        bad("ante_kind", "an ante is given but the ante kind is none")
    if lvl.ante_kind == AnteKind.BIG_BLIND and not button:
        bad("ante_kind", "a big-blind ante needs a button game")

    # Sizes relative to each other.
    if lvl.small_blind > lvl.big_blind > 0:
        bad("small_blind", f"the small blind ({lvl.small_blind:,}) is larger than the big blind")
    if lvl.small_bet > lvl.big_bet > 0:
        bad("big_bet", f"the big bet ({lvl.big_bet:,}) is smaller than the small bet")
    if lvl.bring_in > lvl.small_bet > 0:
        bad(
            "bring_in",
            f"the bring-in ({lvl.bring_in:,}) is larger than the small bet ({lvl.small_bet:,})",
        )
    if stud and lvl.ante > lvl.bring_in > 0:
        bad("ante", f"the ante ({lvl.ante:,}) is larger than the bring-in ({lvl.bring_in:,})")
    for g in games:
        amounts = lvl.amounts_for(g)
        if amounts.ante_kind == AnteKind.PER_PLAYER and amounts.ante > amounts.small_blind > 0:
            bad(
                "ante",
                f"the ante ({amounts.ante:,}) is larger than the small blind "
                f"({amounts.small_blind:,}) in {g}",
            )
            break
        if amounts.ante_kind == AnteKind.BIG_BLIND and amounts.ante > amounts.big_blind > 0:
            bad(
                "ante",
                f"the big-blind ante ({amounts.ante:,}) is larger than the big blind "
                f"({amounts.big_blind:,}) in {g}",
            )
            break

    # Every amount, including blinds derived for limit games, must be makeable.
    smallest = min(in_play, default=0)
    checked: set[tuple[str, int]] = set()
    for g in games:
        amounts = lvl.amounts_for(g)
        for name in AMOUNT_FIELDS:
            value = int(getattr(amounts, name))
            if value <= 0 or (name, value) in checked:
                continue
            checked.add((name, value))
            if in_play and not can_make(value, in_play):
                own = a[name] == value
                fld = name if own else "small_bet"
                label = (
                    FIELD_NAMES[name] if own else f"{FIELD_NAMES[name]} of {g} (from the small bet)"
                )
                bad(
                    fld,
                    f"the {label} ({value:,}) cannot be made with the chips in play "
                    f"(smallest chip {smallest:,})",
                )
    return out


def _check_progression(s: Structure, labels: tuple[str, ...]) -> list[Problem]:
    """Blinds, antes, bring-ins and limits never go down from one level to a later one."""
    out: list[Problem] = []
    last: dict[str, tuple[int, str]] = {}
    for index, step in enumerate(s.steps):
        if not isinstance(step, Level):
            continue
        where = labels[index]
        for name, value in step.amounts().items():
            key = f"ante:{step.ante_kind.value}" if name == "ante" else name
            if value <= 0:
                continue
            previous = last.get(key)
            if previous is not None and value < previous[0]:
                out.append(
                    Problem(
                        where,
                        name,
                        f"the {FIELD_NAMES[name]} goes down from {previous[0]:,} "
                        f"({previous[1]}) to {value:,}",
                        index,
                    )
                )
            last[key] = (value, where)
    return out
