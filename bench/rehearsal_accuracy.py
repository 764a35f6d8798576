"""How close the rehearsal comes to real events (``bench/rehearsal_events.toml``).

Each event is rehearsed with its field profile and structure; for every known point it
prints the predicted median, the 10-90 % band and the real value, then the summary the
issue sets as targets:

- median players-left error (|median - real| / real over every known point) <= 15 %;
- the real value inside the 10-90 % band in >= 80 % of the points;
- bubble, final table and end: median level error <= 1 level.

The events marked ``big`` (2,500 to 6,420 entries: minutes of CPU a run) are played only
with ``--big``. Few runs are enough while developing (the machine is shared).

Run: ``.venv/bin/python bench/rehearsal_accuracy.py [--runs 4] [--big] [--only KEY ...]``
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rehearsal_events import Event, pick, settings_for

from tournament.rehearsal import run_many
from tournament.rehearsal.runs import default_workers
from tournament.rehearsal.stats import band

TARGET_ERROR = 0.15
TARGET_INSIDE = 0.80
TARGET_LEVELS = 1.0


@dataclass(frozen=True, slots=True)
class Scored:
    """One event's figures: players-left points (error, inside) and level errors."""

    errors: list[float]
    inside: list[bool]
    level_errors: list[float]


def score(event: Event, runs: int, workers: int, field: str | None = None) -> Scored:
    """Rehearse ``event`` and print its known points against the predictions."""
    settings = settings_for(event, runs, field=field)
    began = time.perf_counter()
    results = run_many(settings, workers=workers)
    took = time.perf_counter() - began
    print(
        f"\n{event.name} ({event.plan.entries[0]:,} entries, field {settings.bots.name}; "
        f"{runs} runs, {took:.0f} s)"
    )
    print(f"  {'known point':<58} {'median':>7} {'10-90 %':>15} {'real':>6} {'error':>7}")
    errors: list[float] = []
    inside: list[bool] = []
    for point in event.points:
        values = [dict(r.level_left).get(point.level, 0) for r in results]
        b = band(values)
        error = abs(b.median - point.players) / point.players
        within = b.low <= point.players <= b.high
        errors.append(error)
        inside.append(within)
        label = f"L{point.level}: {point.note}"[:58]
        print(
            f"  {label:<58} {b.median:>7.0f} {b.low:>7.0f}-{b.high:<7.0f} {point.players:>6} "
            f"{error:>6.0%}{'' if within else '  outside'}"
        )
    level_errors: list[float] = []
    for label, real, values in (
        ("end level", event.end_level, [r.end_level for r in results if r.end_ms]),
        ("bubble level", event.bubble_level, [r.bubble_level for r in results if r.bubble_level]),
    ):
        if real is None or not values:
            continue
        b = band([float(v) for v in values if v is not None])
        errors_levels = abs(b.median - real)
        level_errors.append(errors_levels)
        within = b.low <= real <= b.high
        inside.append(within)
        print(
            f"  {label:<58} {b.median:>7.1f} {b.low:>7.0f}-{b.high:<7.0f} {real:>6} "
            f"{errors_levels:>4.1f} lv{'' if within else '  outside'}"
        )
    return Scored(errors, inside, level_errors)


def main() -> None:
    """Rehearse the calibration events and print the points and the summary."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=4)
    parser.add_argument("--big", action="store_true", help="also the 2,500+ entry events")
    parser.add_argument("--only", nargs="*", help="event keys to rehearse")
    parser.add_argument("--field", help="one field profile for every event")
    parser.add_argument("--workers", type=int, default=default_workers())
    args = parser.parse_args()
    events = pick(args.only, args.big)
    print(
        "The band is the 10-90 % of the runs: each run draws its own field looseness and "
        "dealer pace\nfrom the profile's uncertainty (its spread, fitted by "
        "bench/rehearsal_calibration.py so that\nreal values of events left out of the fit "
        "fall inside 80 % of the time) on top of the cards'\nluck: about 1 real value in 5 "
        "is expected outside it."
    )
    errors: list[float] = []
    inside: list[bool] = []
    levels: list[float] = []
    for event in events:
        scored = score(event, args.runs, args.workers, args.field)
        errors += scored.errors
        inside += scored.inside
        levels += scored.level_errors
    print("\nSummary")
    if errors:
        median = statistics.median(errors)
        print(
            f"  median players-left error: {median:.0%} over {len(errors)} points "
            f"(target <= {TARGET_ERROR:.0%}): {'met' if median <= TARGET_ERROR else 'NOT met'}"
        )
    if inside:
        share = sum(inside) / len(inside)
        print(
            f"  real value inside the 10-90 % band: {sum(inside)} of {len(inside)} "
            f"({share:.0%}; target >= {TARGET_INSIDE:.0%}): "
            f"{'met' if share >= TARGET_INSIDE else 'NOT met'}"
        )
    if levels:
        median_levels = statistics.median(levels)
        print(
            f"  bubble / end level error: median {median_levels:.1f} levels over "
            f"{len(levels)} (target <= {TARGET_LEVELS:g}): "
            f"{'met' if median_levels <= TARGET_LEVELS else 'NOT met'}"
        )


if __name__ == "__main__":
    main()
