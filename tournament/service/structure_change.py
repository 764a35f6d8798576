"""Playing another structure (:class:`~tournament.service.commands.SetStructure`).

The rule a director expects:

- **Before the clock starts** any structure may replace the one set up; the clock then waits
  at the start of the new structure's first level (full length).
- **Once the clock has started**, the steps already played must be the same in the new
  structure, so the history of the event stays true. The level being played now (at the
  instant of the command) may change its games and amounts (a director correcting the
  blinds on the clock: they apply from the next hand), but not its length or whether it is
  a level or a break, so the time left never changes (add or remove time with the clock's
  own command). Later levels and breaks may change freely. The chip set (colour-ups
  already raced) and the game rotation cannot change either. A change that would alter a
  step already played is refused, naming the first step that differs. While the clock runs past the
  structure's end (overtime), the levels are generated from the old structure and cannot
  be replaced: add the levels before the structure runs out.

Undo: the aggregate computes the exact inverse of the command from the state it captured
(the old structure and, before the start, the old clock), so undo restores both.

>>> from tournament.structure_io import load_preset
>>> s = load_preset("nlhe-turbo")
>>> first_difference(s, s) is None
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING

from tournament.clock import Clock
from tournament.errors import DomainError
from tournament.games import game as game_of
from tournament.service import commands as c
from tournament.service import events as e
from tournament.structure import Break, Level, Structure
from tournament.structure_io import require_storable

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import TournamentState, TournamentWrites

__all__ = ["apply_structure_set", "check_playable", "decide_set_structure", "first_difference"]


def first_difference(old: Structure, new: Structure) -> int | None:
    """The index of the first step that differs (None: the steps are the same)."""
    for index, (a, b) in enumerate(zip(old.steps, new.steps, strict=False)):
        if a != b:
            return index
    if len(old.steps) != len(new.steps):
        return min(len(old.steps), len(new.steps))
    return None


def check_playable(structure: Structure) -> None:
    """The essentials a clock needs: a level, steps that last, games the program knows, and
    amounts the log can store and read back (:func:`~tournament.structure_io.require_storable`)."""
    if not structure.levels:
        raise DomainError("The structure has only breaks")
    for i, step in enumerate(structure.steps):
        if step.length_ms <= 0:
            raise DomainError(f"The {structure.step_label(i)} must last longer than zero")
    for code in structure.games:
        game_of(code)
    require_storable(structure)


def _label(structure: Structure, index: int) -> str:
    return structure.step_label(index) if index < len(structure.steps) else "the end"


def check_seats_for_games(games: Iterable[str], seats: int) -> None:
    """Refuse tables with more seats than a game of the structure can be dealt to.

    Seven card stud and its variants are dealt to at most 8 players, 2-7 draw games to 6
    (the engine's variants say so); a mixed event's tables must fit its smallest game.
    """
    for code in sorted(set(games)):
        variant = game_of(code)
        if seats > variant.max_players:
            raise DomainError(
                f"{variant.name} is dealt to at most {variant.max_players} players: "
                f"use tables of {variant.max_players} seats or fewer for this structure"
            )


def decide_set_structure(
    t: TournamentState, cmd: c.SetStructure, now: int, rng: random.Random
) -> list[e.Event]:
    """The event of :class:`SetStructure`, or a :class:`DomainError` saying why not."""
    old = t.structure
    if old is None:
        raise DomainError("Create the tournament first")
    new = cmd.structure
    check_playable(new)
    for size in sorted({table.size for table in t.table_records() if not table.broken}):
        check_seats_for_games(new.games, size)
    if new == old:
        raise DomainError("The tournament already plays this structure")
    if not t.clock_state.started:
        return [e.StructureSet(new)]
    index = t.settled_clock(now).level_index
    current = _label(old, index) if index < len(old.steps) else f"step {index + 1}"
    if index >= len(old.steps):
        raise DomainError(
            "The clock is in overtime, past the end of the structure: its levels cannot be "
            "replaced now. Add levels to a structure before the clock reaches its end."
        )
    if new.chips != old.chips:
        raise DomainError("The clock has started: the chip set of the structure cannot change")
    if new.rotation != old.rotation:
        raise DomainError(
            "The clock has started: the game rotation cannot change with the structure "
            "(set the rotation on its own)"
        )
    differs = first_difference(old, new)
    if differs is not None and differs < index:
        raise DomainError(
            f"The clock is at {current}: the levels and breaks already played must stay the "
            f"same, but the new structure changes {_label(old, differs)}"
        )
    if differs == index:
        _check_current_step(old, new, index, current)
    return [e.StructureSet(new)]


def _check_current_step(old: Structure, new: Structure, index: int, current: str) -> None:
    """The step on the clock may change its games and amounts, not its kind or length."""
    if index >= len(new.steps):
        raise DomainError(f"The clock is at {current}: it cannot be removed from the structure")
    before, after = old.steps[index], new.steps[index]
    if isinstance(before, Level) != isinstance(after, Level):
        if isinstance(before, Level):
            raise DomainError(f"The clock is at {current}: it cannot become a break while played")
        raise DomainError(f"The clock is at {current}: it cannot become a level while played")
    if before.length_ms != after.length_ms:
        raise DomainError(
            f"The clock is at {current}: its length cannot change while it is played "
            "(add or remove time with the clock's buttons instead)"
        )
    if isinstance(before, Break) and before != after:
        raise DomainError(
            f"The clock is at {current}: its colour-up cannot change while the break is on"
        )


def apply_structure_set(t: TournamentWrites, ev: e.StructureSet) -> None:
    """Play ``ev.structure``; before the start the clock waits at its first level."""
    t.set_structure(ev.structure)
    if not t.clock_state.started:
        t.set_clock(Clock.new(ev.structure).state)
