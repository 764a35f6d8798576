"""Fit the field profiles to real events (``bench/rehearsal_events.toml``).

For each event and each candidate looseness factor (the profile's starting-hand ranges
multiplied by it), the event is rehearsed up to its last known point and the players
left at the known points are compared with the real ones. It prints, per event and
factor, the median players-left error and its sign (+: the rehearsal keeps too many
players, the bots bust too slowly), and per profile the factor with the smallest median
error. The profiles in ``tournament/rehearsal/profiles.py`` are then set from it by hand
(the figures reached are written in the README's rehearsal section).

Costly: a run of a 2,500-player event to level 10 is about 100 CPU seconds. Use few runs
(the machine is shared); ``--only`` picks events.

Run: ``.venv/bin/python bench/rehearsal_calibration.py [--runs 1] [--factors 0.8 1 1.25]
[--only horse-2019 ...] [--big]``
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rehearsal_events import Event, pick, settings_for

from tournament.rehearsal import run_many
from tournament.rehearsal.runs import default_workers


def errors_for(event: Event, factor: float, runs: int, workers: int) -> list[float]:
    """Signed relative players-left errors at ``event``'s points with ranges × ``factor``."""
    settings = settings_for(event, runs)
    bots = settings.bots
    bots = dataclasses.replace(
        bots,
        tight_range=min(1.0, bots.tight_range * factor),
        loose_range=min(1.0, bots.loose_range * factor),
        spread=0.0,  # the fit is of the profile's centre
    )
    last = max(p.level for p in event.points)
    settings = dataclasses.replace(settings, bots=bots, stop_after_level=last)
    results = run_many(settings, workers=workers)
    out = []
    for point in event.points:
        values = [dict(r.level_left).get(point.level, 0) for r in results]
        out.append((statistics.median(values) - point.players) / point.players)
    return out


def main() -> None:
    """Print the errors per event and factor, and the best factor per profile."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--factors", type=float, nargs="+", default=[0.8, 1.0, 1.25])
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--big", action="store_true")
    parser.add_argument("--workers", type=int, default=default_workers())
    args = parser.parse_args()
    events = pick(args.only, args.big)
    by_profile: dict[str, dict[float, list[float]]] = {}
    for event in events:
        for factor in args.factors:
            errors = errors_for(event, factor, args.runs, args.workers)
            by_profile.setdefault(event.field, {}).setdefault(factor, []).extend(errors)
            shown = ", ".join(
                f"L{p.level} {e:+.0%}" for p, e in zip(event.points, errors, strict=True)
            )
            print(
                f"{event.key:<22} field {event.field:<8} ranges x{factor:<5g} {shown}", flush=True
            )
    print("\nBest looseness factor per profile (median |error| over its events' points):")
    for field, factors in by_profile.items():
        scored = {f: statistics.median(abs(e) for e in errs) for f, errs in factors.items()}
        best = min(scored, key=lambda f: scored[f])
        listing = ", ".join(f"x{f:g}: {m:.0%}" for f, m in sorted(scored.items()))
        print(f"  {field:<8} best x{best:g} ({listing})")


if __name__ == "__main__":
    main()
