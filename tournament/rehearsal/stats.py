"""The runs as distributions: median and 10-90 % band of every prediction.

Percentiles interpolate between the sorted values (``statistics.quantiles``, inclusive
method): the 10 % value of 1, 2, ..., 11 is 2, the median 6, the 90 % value 10.
Times are hours after the clock started. The curves (players left, tables running) are
sampled every ``sample_ms``; once a run is over it counts 0 players and 0 tables.
"Dealers" for an hour is the most tables running at one time in that hour (one dealer per
table; breaks and relief dealers are not counted).

>>> b = band([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
>>> b.low, b.median, b.high
(2.0, 6.0, 10.0)
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from tournament.rehearsal.result import RunResult

__all__ = ["Band", "Summary", "band", "runs_band", "summarize"]

HOUR_MS = 3_600_000


@dataclass(frozen=True, slots=True)
class Band:
    """A distribution: the 10 % value, the median and the 90 % value."""

    low: float
    median: float
    high: float


def band(values: Sequence[float]) -> Band:
    """The 10 %, 50 % and 90 % values of ``values`` (one value: itself three times)."""
    if not values:
        raise ValueError("no values to summarize")
    if len(values) == 1:
        v = float(values[0])
        return Band(v, v, v)
    deciles = statistics.quantiles(values, n=10, method="inclusive")
    return Band(deciles[0], float(statistics.median(values)), deciles[8])


@dataclass(frozen=True, slots=True)
class Summary:
    """What a rehearsal predicts (see the module doc); ``*_h`` are hours after the start.

    ``players_left`` and ``tables`` are (hours, band) every sample; ``dealers`` (hour
    number from 0, band) per hour; ``stack_bb`` (level number, band) of the average stack
    in big blinds when the level started. ``bubble_runs`` counts the runs that had a
    bubble (a field larger than the places paid). ``left_by_level`` (level, band) of the
    players left at the end of each level (a run already over counts its winner), up to
    the last level any run finished; ``bubble_level`` and ``final_table_level`` the level
    in force then. With a day plan, ``day_ends`` (day number, hours, players left, level)
    at the end of each day a run played past, and ``days_needed`` (day number, share of
    the runs that needed it).
    """

    runs: int
    start_ms: int
    players: Band
    entries: Band
    paid: Band
    hands: Band
    end_h: Band
    bubble_h: Band | None
    bubble_runs: int
    final_table_h: Band | None
    end_level: Band
    players_left: tuple[tuple[float, Band], ...]
    tables: tuple[tuple[float, Band], ...]
    dealers: tuple[tuple[int, Band], ...]
    stack_bb: tuple[tuple[int, Band], ...]
    left_by_level: tuple[tuple[int, Band], ...] = ()
    bubble_level: Band | None = None
    final_table_level: Band | None = None
    day_ends: tuple[tuple[int, Band, Band, Band], ...] = ()
    days_needed: tuple[tuple[int, float], ...] = ()
    flights: tuple[tuple[str, Band, Band, Band, Band], ...] = ()
    """With flights: each flight's (code, entries, hours to the end of its Day 1, players
    bagged, its last level)."""
    day_two: tuple[float, Band, Band] | None = None
    """With flights: Day 2's start (hours; the same in every run), its field (the players
    of every flight) and its first level."""


def runs_band(values: Sequence[float]) -> Band:
    """The 10 %, 50 % and 90 % values taken from the runs themselves (nearest rank, the
    lower middle value for an even count): for instants of an event played by days, whose
    interpolation could fall in a night when nobody plays.

    >>> b = runs_band([5.0, 30.0, 29.0, 6.0])
    >>> b.low, b.median, b.high
    (5.0, 6.0, 30.0)
    """
    if not values:
        raise ValueError("no values to summarize")
    ordered = sorted(float(v) for v in values)
    last = len(ordered) - 1
    return Band(ordered[round(0.1 * last)], ordered[last // 2], ordered[round(0.9 * last)])


def _hours(ms: int, start: int) -> float:
    return (ms - start) / HOUR_MS


def _optional(values: list[float], by_runs: bool = False) -> Band | None:
    if not values:
        return None
    return runs_band(values) if by_runs else band(values)


def summarize(results: Sequence[RunResult]) -> Summary:
    """The distributions over ``results`` (at least one run, all from the same start)."""
    if not results:
        raise ValueError("no runs to summarize")
    start = results[0].start_ms
    step = results[0].sample_ms
    longest = max(len(r.samples) for r in results)
    padded = [list(r.samples) + [(0, 0)] * (longest - len(r.samples)) for r in results]
    players_left = tuple(
        (i * step / HOUR_MS, band([run[i][0] for run in padded])) for i in range(longest)
    )
    tables = tuple(
        (i * step / HOUR_MS, band([run[i][1] for run in padded])) for i in range(longest)
    )
    per_hour = max(1, HOUR_MS // step)
    hours = -(-longest // per_hour)
    dealers = tuple(
        (h, band([max(ms for _p, ms in run[h * per_hour : (h + 1) * per_hour]) for run in padded]))
        for h in range(hours)
    )
    levels: dict[int, list[float]] = {}
    for r in results:
        for level, bb in r.level_stacks:
            levels.setdefault(level, []).append(bb)
    last = max((lv for r in results for lv, _n in r.level_left), default=0)
    left_by_level = tuple(
        (lv, band([dict(r.level_left).get(lv, 1 if r.end_level <= lv else 0) for r in results]))
        for lv in range(1, last + 1)
        if any(lv in dict(r.level_left) for r in results)
    )
    most_days = max((r.days for r in results), default=0)
    nights = any(r.day_ends for r in results)  # instants: take the runs' own values
    day_ends = []
    for day in range(1, most_days):
        ended = [r.day_ends[day - 1] for r in results if len(r.day_ends) >= day]
        if ended:
            day_ends.append(
                (
                    day,
                    runs_band([_hours(at, start) for at, _p, _lv in ended]),
                    band([float(p) for _at, p, _lv in ended]),
                    band([float(lv) for _at, _p, lv in ended]),
                )
            )
    days_needed = tuple(
        (day, sum(1 for r in results if r.days >= day) / len(results))
        for day in range(1, most_days + 1)
    )
    flights = tuple(
        (
            code,
            band([float(r.flights[i][2]) for r in results]),
            runs_band([_hours(r.flights[i][3], start) for r in results]),
            band([float(r.flights[i][4]) for r in results]),
            band([float(r.flights[i][5]) for r in results]),
        )
        for i, code in enumerate(f[0] for f in results[0].flights)
    )
    first = results[0].day_two
    day_two = (
        (
            _hours(first[0], start),
            band([float(r.day_two[1]) for r in results if r.day_two]),
            band([float(r.day_two[2]) for r in results if r.day_two]),
        )
        if first is not None
        else None
    )
    return Summary(
        runs=len(results),
        start_ms=start,
        players=band([r.players for r in results]),
        entries=band([r.entries for r in results]),
        paid=band([r.paid for r in results]),
        hands=band([r.hands for r in results]),
        end_h=_optional([_hours(r.end_ms, start) for r in results], nights) or band([0.0]),
        bubble_h=_optional([_hours(r.bubble_ms, start) for r in results if r.bubble_ms], nights),
        bubble_runs=sum(1 for r in results if r.bubble_ms),
        final_table_h=_optional(
            [_hours(r.final_table_ms, start) for r in results if r.final_table_ms], nights
        ),
        end_level=band([r.end_level for r in results]),
        players_left=players_left,
        tables=tables,
        dealers=dealers,
        stack_bb=tuple((level, band(v)) for level, v in sorted(levels.items())),
        left_by_level=left_by_level,
        bubble_level=_optional([float(r.bubble_level) for r in results if r.bubble_level]),
        final_table_level=_optional(
            [float(r.final_table_level) for r in results if r.final_table_level]
        ),
        day_ends=tuple(day_ends),
        days_needed=days_needed,
        flights=flights,
        day_two=day_two,
    )
