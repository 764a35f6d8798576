"""Mixed-game rotation: which game each table deals next, and what the button does.

The rotation unit is a structure setting (:class:`tournament.structure.RotationSettings`):

- ``level``: the game is the current level's game; it changes with the level.
- ``hands``: each table deals ``hands`` hands of a game, then the next game of the
  level's ``games`` (cyclically).  Tables keep their own count, so they may be on
  different games; the rotation carries on across levels.
- ``orbit``: like ``hands``, with the count fixed at the first hand of each game's turn
  to the number of players dealt in that hand (one orbit: everyone once on the button,
  or in stud once per player).

A table's rotation state is the immutable :class:`TableRotation`; :func:`start_hand`
decides the game of the next hand and returns the new state.  A new level takes effect
from the next hand, so pass the level in force when the hand starts.

The button (TDA 11B): switching from a button game to stud, the button moves to where
the next button-game hand would put it and freezes there during stud
(:attr:`ButtonMove.ADVANCE_AND_FREEZE`, then :attr:`ButtonMove.HOLD`); when the
rotation returns to a button game the first hand is dealt with the frozen button
(:attr:`ButtonMove.HOLD`) and it moves normally afterwards.  Stud and stud 8 need not be
consecutive: any order of the level's games works.

>>> from tournament.structure import Break, Level, RotationSettings, RotationUnit, Structure
>>> horse = Level(("FT", "FO/8", "FR", "F7S", "F7S/8"), 40 * 60_000, ante=25, bring_in=50,
...               small_bet=200, big_bet=400)
>>> every_2 = RotationSettings(RotationUnit.HANDS, hands=2)
>>> state, moves = TableRotation(), []
>>> for _ in range(6):
...     plan, state = start_hand(state, horse, every_2, players=8)
...     moves.append((plan.game, plan.button.value))
>>> moves  # doctest: +NORMALIZE_WHITESPACE
[('FT', 'hold'), ('FT', 'advance'), ('FO/8', 'advance'), ('FO/8', 'advance'),
 ('FR', 'advance_and_freeze'), ('FR', 'hold')]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from tournament.errors import DomainError
from tournament.games import is_button_game
from tournament.structure import Break, Level, RotationSettings, RotationUnit, Structure

__all__ = [
    "ButtonMove",
    "HandPlan",
    "NowAndNext",
    "TableRotation",
    "game_after",
    "next_hand_game",
    "now_and_next",
    "rotate_per_level",
    "rotated",
    "start_hand",
]


class ButtonMove(StrEnum):
    """What the table does with the button before a hand (applied by the table)."""

    ADVANCE = "advance"
    """Move the button as usual (dead-button rule) for this hand."""
    ADVANCE_AND_FREEZE = "advance_and_freeze"
    """First stud hand after a button game: move the button to where the next
    button-game hand would put it, and leave it there while stud is played."""
    HOLD = "hold"
    """Do not move the button: frozen during stud, the first button-game hand after
    stud (dealt with the frozen button), and the very first hand (the drawn button)."""


@dataclass(frozen=True, slots=True)
class TableRotation:
    """One table's place in the rotation (immutable).

    ``game`` is the game of the last hand dealt (None before the first hand),
    ``hands_in_game`` how many hands of it have been dealt in the current turn,
    ``turn_length`` how many hands the turn lasts (0 for a per-level rotation),
    ``button_frozen`` whether the button is frozen for stud.
    """

    game: str | None = None
    hands_in_game: int = 0
    turn_length: int = 0
    button_frozen: bool = False
    hands_dealt: int = 0

    def to_dict(self) -> dict[str, Any]:
        """JSON-able state."""
        return {
            "game": self.game,
            "hands_in_game": self.hands_in_game,
            "turn_length": self.turn_length,
            "button_frozen": self.button_frozen,
            "hands_dealt": self.hands_dealt,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TableRotation:
        """Rebuild from :meth:`to_dict` data."""
        return cls(
            game=data["game"],
            hands_in_game=int(data["hands_in_game"]),
            turn_length=int(data["turn_length"]),
            button_frozen=bool(data["button_frozen"]),
            hands_dealt=int(data["hands_dealt"]),
        )


@dataclass(frozen=True, slots=True)
class HandPlan:
    """The next hand at a table: its game, the button move, and its place in the turn."""

    game: str
    button: ButtonMove
    hand_in_turn: int
    turn_length: int


def game_after(game: str, level: Level) -> str:
    """The game that follows ``game`` in the level's rotation (the first one if absent)."""
    games = level.games
    if game not in games:
        return games[0]
    return games[(games.index(game) + 1) % len(games)]


def _turn_over(state: TableRotation, settings: RotationSettings) -> bool:
    if settings.unit == RotationUnit.HANDS:
        return state.hands_in_game >= settings.hands
    return state.hands_in_game >= state.turn_length


def next_hand_game(state: TableRotation, level: Level, settings: RotationSettings) -> str:
    """The game the table deals next under ``level`` (the level in force at the hand)."""
    if not level.games:
        raise DomainError("the level has no game to deal")
    if settings.unit == RotationUnit.LEVEL or state.game is None:
        return level.games[0]
    if state.game not in level.games:
        return level.games[0]
    if _turn_over(state, settings):
        return game_after(state.game, level)
    return state.game


def _button_move(previous: str | None, game: str) -> ButtonMove:
    if previous is None:
        return ButtonMove.HOLD
    was_button, is_button = is_button_game(previous), is_button_game(game)
    if was_button and is_button:
        return ButtonMove.ADVANCE
    if was_button:
        return ButtonMove.ADVANCE_AND_FREEZE
    return ButtonMove.HOLD


def start_hand(
    state: TableRotation, level: Level, settings: RotationSettings, players: int
) -> tuple[HandPlan, TableRotation]:
    """Plan the next hand at a table and return it with the table's new rotation state.

    ``players`` is the number of players dealt in; it fixes the length of an orbit.
    """
    if players < 1:
        raise DomainError("a hand needs at least one player dealt in")
    game = next_hand_game(state, level, settings)
    # A new turn: another game, or (a one-game mix) the same game once its turn is over.
    new_turn = game != state.game or (
        settings.unit != RotationUnit.LEVEL and _turn_over(state, settings)
    )
    if settings.unit == RotationUnit.LEVEL:
        length = 0
    elif settings.unit == RotationUnit.HANDS:
        length = settings.hands
    else:
        length = players if new_turn else state.turn_length
    hands = 1 if new_turn else state.hands_in_game + 1
    new_state = replace(
        state,
        game=game,
        hands_in_game=hands,
        turn_length=length,
        button_frozen=not is_button_game(game),
        hands_dealt=state.hands_dealt + 1,
    )
    return HandPlan(game, _button_move(state.game, game), hands, length), new_state


@dataclass(frozen=True, slots=True)
class NowAndNext:
    """For the clock screen: the game now played, the next one, and each table's game."""

    current: str
    next: str
    by_table: dict[int, str]


def now_and_next(
    tables: Mapping[int, TableRotation],
    level: Level,
    next_level: Level,
    settings: RotationSettings,
) -> NowAndNext:
    """The game now being played (what most tables play) and the game that comes next.

    Per level: the level's game and the next level's game.  Per hands or orbit: each
    table's current game, the game of the hand it deals next (so a table whose turn is over
    shows the next game); "current" is the most common one (ties go to the earlier game in the
    rotation) and "next" follows it.
    """
    if settings.unit == RotationUnit.LEVEL:
        by_table = dict.fromkeys(tables, level.game)
        return NowAndNext(level.game, next_level.game, by_table)
    # What a table plays now is the game of the hand it deals next: once a turn's last hand
    # is done (the floor marks it, or the engine records it), the table is on the next game.
    by_table = {n: next_hand_game(s, level, settings) for n, s in tables.items()}
    if not by_table:
        first = level.games[0]
        return NowAndNext(first, game_after(first, level), {})
    counts = Counter(by_table.values())
    order = {g: i for i, g in enumerate(level.games)}
    current = min(counts, key=lambda g: (-counts[g], order.get(g, len(order))))
    return NowAndNext(current, game_after(current, level), dict(sorted(by_table.items())))


def rotate_per_level(
    steps: Sequence[Level | Break], games: Sequence[str]
) -> tuple[Level | Break, ...]:
    """The steps of a per-level rotation of ``games``: the k-th level (breaks not counted,
    from 0) plays ``games[k % len(games)]`` with its own amounts (a level keeps the blinds,
    ante, bring-in and limits the structure gives it; each game uses those of its kind).

    >>> levels = [Level(("NT",), 60_000, 100, 200), Break(60_000), Level(("NT",), 60_000, 200, 400)]
    >>> [getattr(s, "games", None) for s in rotate_per_level(levels, ["FT", "F7S"])]
    [('FT',), None, ('F7S',)]
    """
    if not games:
        raise DomainError("List the games to rotate")
    out: list[Level | Break] = []
    k = 0
    for step in steps:
        if isinstance(step, Level):
            out.append(replace(step, games=(games[k % len(games)],)))
            k += 1
        else:
            out.append(step)
    return tuple(out)


def rotated(structure: Structure, settings: RotationSettings) -> Structure:
    """``structure`` played under ``settings``: its rotation unit and hands, and the mix
    ``settings.games`` when given (by level, :func:`rotate_per_level`; by hands or orbits,
    every level plays all of them). The structure's rotation keeps no games: its levels
    list them.

    >>> from tournament.chip_set import ChipSet
    >>> s = Structure("S", (Level(("NT",), 60_000, 100, 200),), ChipSet(()), 10_000)
    >>> r = rotated(s, RotationSettings(RotationUnit.ORBIT, games=("FT", "F7S")))
    >>> r.steps[0].games, r.rotation
    (('FT', 'F7S'), RotationSettings(unit=<RotationUnit.ORBIT: 'orbit'>, hands=8, games=()))
    """
    games = settings.games
    if settings.unit == RotationUnit.LEVEL and games:
        steps = rotate_per_level(structure.steps, games)
    else:
        steps = tuple(
            replace(step, games=games) if games and isinstance(step, Level) else step
            for step in structure.steps
        )
    return replace(structure, steps=steps, rotation=replace(settings, games=()))
