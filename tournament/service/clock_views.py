"""The clock's views for the UI: each level and break as the clock shows it (game, blinds,
antes, bring-in, limits; every game of a mixed level with its own forced bets) and the
clock at an instant (time left, next level, time to the break, the game in the rotation).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament.games import game_name
from tournament.structure import AnteKind, Break, Level

if TYPE_CHECKING:
    from tournament.service.state import TournamentState

__all__ = ["ClockView", "GameStakes", "LevelView", "clock_view", "levels_view"]


@dataclass(frozen=True, slots=True)
class GameStakes:
    """What one game of a level uses: blinds for flop and draw games, ante and bring-in
    for stud games, the limits of a fixed-limit game."""

    game: str
    game_name: str
    small_blind: int
    big_blind: int
    ante: int
    bring_in: int
    small_bet: int
    big_bet: int


@dataclass(frozen=True, slots=True)
class LevelView:
    """A level as shown on the clock: game, blinds, antes, bring-in, limits.

    ``game`` is the game played now (its amounts in the flat fields); ``stakes`` lists
    every game of the level with its own forced bets (a mixed level plays several).
    """

    index: int
    number: int
    is_break: bool
    game: str
    game_name: str
    small_blind: int
    big_blind: int
    ante: int
    big_blind_ante: bool
    bring_in: int
    small_bet: int
    big_bet: int
    duration_ms: int
    games: tuple[str, ...] = ()
    description: str = ""
    colour_up: tuple[int, ...] = ()
    stakes: tuple[GameStakes, ...] = ()


@dataclass(frozen=True, slots=True)
class ClockView:
    """The clock at an instant (the clock module's view; the game from the rotation).

    ``level.game`` is the game now played (in a rotation by hands or orbits, what most
    tables play), ``next_game`` the game that follows it in the rotation.
    """

    started: bool
    running: bool
    level: LevelView
    remaining_ms: int
    ends_at: int | None
    next_level: LevelView | None
    time_to_break_ms: int | None
    hand_for_hand: bool
    label: str = ""
    elapsed_ms: int = 0
    hand_for_hand_hands: int = 0
    structure_ends_at: int | None = None
    in_overtime: bool = False
    next_game: str = ""
    next_game_name: str = ""


def levels_view(t: TournamentState) -> tuple[LevelView, ...]:
    """Every level and break of the structure, in order, as the clock would show it."""
    return tuple(_level_view(t, i) for i in range(t.timeline().size))


def _level_view(t: TournamentState, index: int, game: str | None = None) -> LevelView:
    """The step at ``index`` (overtime included); ``game``: the game played now."""
    step = t.timeline().step(index)
    number = t.level_number(index)
    if isinstance(step, Break):
        g = game or t.game_at(None, None)
        return LevelView(
            index, number, True, g, "Break", 0, 0, 0, False, 0, 0, 0, step.length_ms,
            (), f"Break: colour up {', '.join(map(str, step.colour_up))}"
            if step.colour_up else "Break", step.colour_up,
        )  # fmt: skip
    assert isinstance(step, Level)
    g = game if game in step.games else step.game
    a = step.amounts_for(g)
    return LevelView(
        index,
        number,
        False,
        g,
        game_name(g),
        a.small_blind,
        a.big_blind,
        a.ante,
        a.ante_kind == AnteKind.BIG_BLIND.value,
        a.bring_in,
        a.small_bet,
        a.big_bet,
        step.length_ms,
        step.games,
        a.describe(),
        (),
        tuple(_game_stakes(step, x) for x in step.games),
    )


def _game_stakes(step: Level, game: str) -> GameStakes:
    a = step.amounts_for(game)
    return GameStakes(
        game,
        game_name(game),
        a.small_blind,
        a.big_blind,
        a.ante,
        a.bring_in,
        a.small_bet,
        a.big_bet,
    )


def clock_view(t: TournamentState, now: int) -> ClockView:
    """The clock at ``now`` (the clock module's view): level, game, time left, next level,
    time to the next break, when the structure ends."""
    v = t.clock().view(now)
    games = t.now_and_next(now)
    game = games.current
    return ClockView(
        v.started,
        v.running,
        _level_view(t, v.step, game),
        v.remaining_ms,
        v.ends_at,
        _level_view(t, v.step + 1, game),
        v.to_next_break_ms,
        v.hand_for_hand,
        v.label,
        v.elapsed_ms,
        v.hand_for_hand_hands,
        v.structure_ends_at if not v.in_overtime else None,
        v.in_overtime,
        games.next,
        game_name(games.next),
    )
