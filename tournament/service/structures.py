"""The service's flat :class:`LevelSpec` records <-> :mod:`tournament.structure` values.

The tournament keeps a real :class:`tournament.structure.Structure` (levels, breaks, chip
set, rotation, overtime) and the clock plays it. ``LevelSpec`` is only the flat form the
console and the database already exchange; these functions convert both ways without loss
(``specs_of(structure_from_specs(...))`` gives the specs back, with ``games`` and
``ante_kind`` filled in).

>>> from tournament.service.records import LevelSpec
>>> s = structure_from_specs("T", (LevelSpec("NT", 100, 200, 200, big_blind_ante=True),), 20_000)
>>> s.levels[0].ante_kind.value, s.levels[0].length_ms
('big_blind', 1200000)
>>> specs_of(s)[0].ante_kind, specs_of(s)[0].big_blind_ante
('big_blind', True)
"""

from __future__ import annotations

from collections.abc import Iterable
from math import gcd

from tournament.chip_set import Chip, ChipSet
from tournament.errors import DomainError
from tournament.games import is_button_game, is_known
from tournament.service.records import LevelSpec
from tournament.structure import AnteKind, Break, Level, Step, Structure

__all__ = ["level_spec", "specs_of", "step_of", "structure_from_specs"]


def _ante_kind(spec: LevelSpec, games: tuple[str, ...]) -> AnteKind:
    if spec.ante_kind:
        try:
            return AnteKind(spec.ante_kind)
        except ValueError:
            known = ", ".join(k.value for k in AnteKind)
            raise DomainError(f"Unknown ante kind {spec.ante_kind!r} (use {known})") from None
    if spec.big_blind_ante:
        return AnteKind.BIG_BLIND
    if spec.ante and all(is_known(g) and is_button_game(g) for g in games):
        return AnteKind.PER_PLAYER
    return AnteKind.NONE


def step_of(spec: LevelSpec) -> Step:
    """The structure step a flat spec stands for."""
    if spec.is_break:
        return Break(spec.duration_ms, tuple(spec.colour_up))
    games = spec.games or (spec.game,)
    return Level(
        games,
        spec.duration_ms,
        spec.small_blind,
        spec.big_blind,
        _ante_kind(spec, games),
        spec.ante,
        spec.bring_in,
        spec.small_bet,
        spec.big_bet,
    )


def level_spec(step: Step, game: str | None = None) -> LevelSpec:
    """The flat spec of a structure step (a break takes ``game``, default "NT")."""
    if isinstance(step, Break):
        return LevelSpec(
            game or "NT", duration_ms=step.length_ms, is_break=True, colour_up=step.colour_up
        )
    return LevelSpec(
        step.game,
        step.small_blind,
        step.big_blind,
        step.ante,
        step.bring_in,
        step.small_bet,
        step.big_bet,
        step.length_ms,
        False,
        step.ante_kind == AnteKind.BIG_BLIND,
        (),
        step.games,
        step.ante_kind.value,
    )


def specs_of(structure: Structure) -> tuple[LevelSpec, ...]:
    """Every step of ``structure`` as flat specs (a break shows the game played before it)."""
    out: list[LevelSpec] = []
    game = structure.steps[0].game if isinstance(structure.steps[0], Level) else None
    for step in structure.steps:
        if isinstance(step, Level):
            game = step.game
        out.append(level_spec(step, game))
    return tuple(out)


def _chips(specs: Iterable[LevelSpec], starting_stack: int) -> ChipSet:
    """The chips a flat structure implies: the smallest chip that makes every amount, and
    every denomination coloured up at a break (counts unknown: 0)."""
    smallest = starting_stack
    denominations: set[int] = set()
    for s in specs:
        for amount in (s.small_blind, s.big_blind, s.ante, s.bring_in, s.small_bet, s.big_bet):
            smallest = gcd(smallest, amount)
        denominations.update(s.colour_up)
    for d in denominations:
        smallest = gcd(smallest, d)
    denominations.add(smallest)
    return ChipSet(tuple(Chip(d, "", 0) for d in sorted(x for x in denominations if x > 0)))


def structure_from_specs(name: str, specs: tuple[LevelSpec, ...], starting_stack: int) -> Structure:
    """A structure from flat specs (the chip set is inferred, see :func:`_chips`)."""
    return Structure(
        name, tuple(step_of(s) for s in specs), _chips(specs, starting_stack), starting_stack
    )
