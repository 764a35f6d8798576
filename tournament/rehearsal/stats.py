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

from tournament.rehearsal.run import RunResult

__all__ = ["Band", "Summary", "band", "summarize"]

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
    bubble (a field larger than the places paid).
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


def _hours(ms: int, start: int) -> float:
    return (ms - start) / HOUR_MS


def _optional(values: list[float]) -> Band | None:
    return band(values) if values else None


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
        (h, band([max(t for _p, t in run[h * per_hour : (h + 1) * per_hour]) for run in padded]))
        for h in range(hours)
    )
    levels: dict[int, list[float]] = {}
    for r in results:
        for level, bb in r.level_stacks:
            levels.setdefault(level, []).append(bb)
    return Summary(
        runs=len(results),
        start_ms=start,
        players=band([r.players for r in results]),
        entries=band([r.entries for r in results]),
        paid=band([r.paid for r in results]),
        hands=band([r.hands for r in results]),
        end_h=band([_hours(r.end_ms, start) for r in results]),
        bubble_h=_optional([_hours(r.bubble_ms, start) for r in results if r.bubble_ms]),
        bubble_runs=sum(1 for r in results if r.bubble_ms),
        final_table_h=_optional(
            [_hours(r.final_table_ms, start) for r in results if r.final_table_ms]
        ),
        end_level=band([r.end_level for r in results]),
        players_left=players_left,
        tables=tables,
        dealers=dealers,
        stack_bb=tuple((level, band(v)) for level, v in sorted(levels.items())),
    )
