"""What one rehearsal run found (:class:`RunResult`), read off the tournament at its end."""

from __future__ import annotations

from dataclasses import dataclass

from tournament.rehearsal.settings import RehearsalSettings
from tournament.service import Tournament

__all__ = ["RunResult", "run_result"]


@dataclass(frozen=True, slots=True)
class RunResult:
    """What one run found. Instants are ms since the epoch; ``samples`` are (players left,
    tables running) every ``sample_ms`` from the start; ``level_stacks`` the average stack
    in big blinds when each level started (level number, big blinds); ``level_left`` the
    players left when each level ended (level number, players: the count a floor bags at
    a day's last level); ``bubble_level`` and ``final_table_level`` the level in force
    when the bubble burst and the final table formed (None: not reached); ``day_ends``
    (instant, players left, level) at the end of each day but the last, ``days`` the days
    played (0: no day plan); ``looseness`` and ``pace`` the factors this run drew for the
    field's ranges and the dealers' speed (what is not known in advance; 1: as set)."""

    seed: int
    players: int
    entries: int
    paid: int
    hands: int
    start_ms: int
    end_ms: int
    bubble_ms: int | None
    final_table_ms: int | None
    end_level: int
    sample_ms: int
    samples: tuple[tuple[int, int], ...]
    level_stacks: tuple[tuple[int, float], ...]
    places: tuple[tuple[int, str], ...]
    chips: int
    starting_chips: int
    most_seated: int
    games: tuple[tuple[str, int], ...]
    level_left: tuple[tuple[int, int], ...] = ()
    bubble_level: int | None = None
    final_table_level: int | None = None
    day_ends: tuple[tuple[int, int, int], ...] = ()
    days: int = 0
    looseness: float = 1.0
    pace: float = 1.0
    flights: tuple[tuple[str, int, int, int, int, int], ...] = ()
    """With flights: each flight's (code, players, entries, the instant its Day 1 ended,
    players bagged, its last level)."""
    day_two: tuple[int, int, int] | None = None
    """With flights: Day 2's (start instant, players from every flight, first level)."""


def run_result(
    t: Tournament,
    *,
    seed: int,
    players: int,
    hands: int,
    settings: RehearsalSettings,
    end_ms: int,
    now: int,
    bubble_ms: int | None,
    final_table_ms: int | None,
    most_seated: int,
    samples: list[tuple[int, int]],
    level_stacks: dict[int, float],
    games: dict[str, int],
    level_left: dict[int, int] | None = None,
    bubble_level: int | None = None,
    final_table_level: int | None = None,
    day_ends: list[tuple[int, int, int]] | None = None,
    days: int = 0,
    looseness: float = 1.0,
    pace: float = 1.0,
) -> RunResult:
    """The :class:`RunResult` of a run that ended at ``end_ms`` (0: not ended; ``now``)."""
    clock = t.settled_clock(max(end_ms, now))
    chips = sum(p.stack for p in t.active_players())
    starting = sum(e.chips for e in t.entry_records())
    return RunResult(
        seed=seed,
        players=players,
        entries=len(t.entry_records()),
        paid=len(t.meta.payouts),
        hands=hands,
        start_ms=settings.start_ms,
        end_ms=end_ms or now,
        bubble_ms=bubble_ms,
        final_table_ms=final_table_ms,
        end_level=t.level_number(clock.level_index),
        sample_ms=settings.sample_ms,
        samples=tuple(samples),
        level_stacks=tuple(sorted(level_stacks.items())),
        places=t.places(),
        chips=chips,
        starting_chips=starting,
        most_seated=most_seated,
        games=tuple(sorted(games.items())),
        level_left=tuple(sorted((level_left or {}).items())),
        bubble_level=bubble_level,
        final_table_level=final_table_level,
        day_ends=tuple(day_ends or ()),
        days=days,
        looseness=looseness,
        pace=pace,
    )
