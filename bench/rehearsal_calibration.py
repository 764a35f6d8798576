"""Fit the field profiles to real events (``bench/rehearsal_events.toml``), and check the
fit on each event left out.

1. **Sample** (``--sample``): each event is rehearsed ``--runs`` times with its profile,
   every run drawing its own looseness (the factor on the profile's ranges) and pace (on
   the dealers' rates) from a wide spread (``--fit-spread``, ``--fit-pace``), so the runs
   show how the players left respond to them. What each run drew and found is written to
   ``bench/rehearsal_fit_runs.json`` (the fit's data; events sampled before are kept, so
   events can be sampled one at a time).
2. **Fit** (always, from that file): per known point, the response of log(players left)
   to log looseness and log pace (``tournament/rehearsal/calibration.py``), each run's
   looseness taken on the profile's ranges today (events sampled at other ranges are
   rescaled, so "now" is today's profiles); per profile, the multiplier of its ranges with
   the smallest median error over its events' points. The level of the end and of the
   bubble are fitted the same way where an event knows them.
3. **Held out**: each event's multiplier refitted without it (on its profile's other
   events; a profile with no other event on all other events), and the event's error
   predicted with it: what to expect on a real event that is not in the file. Printed
   for every profile together and for each one.
4. **Band**: the smallest looseness spread whose 10-90 % bands, around the held-out
   predictions, hold >= 80 % of the real values (with the dealers' pace spread as set).

It prints the fitted ranges to copy into ``tournament/rehearsal/profiles.py``; the figures
reached are in the README's rehearsal section. Costly: sample on a quiet machine, few runs.

Run: ``.venv/bin/python bench/rehearsal_calibration.py [--sample] [--runs 8] [--only KEY ...]
[--big]`` (``--sample --big``: the 2,500+ entry events too, each run stopping at
its last known point; one of them takes minutes a run)
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import statistics
import sys
import time
import tomllib
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rehearsal_events import DATA as EVENTS
from rehearsal_events import Event, load_events, pick, settings_for

from tournament.rehearsal import run_many
from tournament.rehearsal.calibration import (
    Point,
    best_multiplier,
    coverage,
    held_out,
    predict,
    response,
    signed_error,
    spread_for_coverage,
)
from tournament.rehearsal.profiles import profile
from tournament.rehearsal.runs import default_workers
from tournament.rehearsal.settings import DealerSpeed

DATA = Path(__file__).with_name("rehearsal_fit_runs.json")
TARGET_INSIDE = 0.8


def sample(event: Event, runs: int, workers: int, spread: float, pace: float) -> dict[str, Any]:
    """Rehearse ``event`` ``runs`` times with wide draws; what each run drew and found."""
    settings = settings_for(event, runs, seed=101)
    bots = dataclasses.replace(settings.bots, spread=spread)
    speed = dataclasses.replace(settings.speed, spread=pace)
    last = max(p.level for p in event.points)
    stop = last if event.big else event.stop_after_level  # the big ones: to the last point
    settings = dataclasses.replace(settings, bots=bots, speed=speed, stop_after_level=stop)
    began = time.perf_counter()
    results = run_many(settings, workers=workers)
    print(f"sampled {event.key}: {runs} runs, {time.perf_counter() - began:.0f} s", flush=True)
    return {
        "profile": event.field,
        "tight_range": bots.tight_range,
        "loose_range": bots.loose_range,
        "runs": [
            {
                "seed": r.seed,
                "looseness": r.looseness,
                "pace": r.pace,
                "left": {str(level): n for level, n in r.level_left},
                "end_level": r.end_level if r.end_ms and not stop else None,
                "bubble_level": r.bubble_level,
                "hands": r.hands,
            }
            for r in results
        ],
    }


def _looseness(sampled: dict[str, Any], field: str) -> float:
    """The factor that turns a run's looseness (on the ranges it was sampled at) into one
    on the profile's ranges now, so a multiplier of 1 is today's profile for every event
    (events of one profile sampled at different times used different ranges)."""
    return float(sampled["tight_range"]) / profile(field).tight_range


def _points(data: dict[str, Any], events: list[Event]) -> list[Point]:
    points = []
    for event in events:
        sampled = data.get(event.key)
        if sampled is None:
            continue
        now = _looseness(sampled, event.field)
        for known in event.points:
            runs = [
                (r["looseness"] * now, r["pace"], r["left"].get(str(known.level), 0))
                for r in sampled["runs"]
            ]
            points.append(Point(event.key, event.field, known.level, known.players, response(runs)))
    return points


def _levels(data: dict[str, Any], events: list[Event], which: str) -> dict[str, Point]:
    """The response of the level the end or the bubble (``which``: "end" or "bubble")
    came in (a Point whose value is the level), per event that knows it."""
    out = {}
    for event in events:
        sampled = data.get(event.key)
        real = event.end_level if which == "end" else event.bubble_level
        if sampled is None or real is None:
            continue
        now = _looseness(sampled, event.field)
        runs = [(r["looseness"] * now, r["pace"], r.get(f"{which}_level")) for r in sampled["runs"]]
        found = [(loose, pace, level) for loose, pace, level in runs if level]
        if len(found) >= 4:
            out[event.key] = Point(event.key, event.field, 0, real, response(found))
    return out


def report(data: dict[str, Any]) -> None:
    """Fit, hold out and size the band from the sampled ``data``; print it all."""
    events = [e for e in load_events() if e.key in data]
    points = _points(data, events)
    pace = DealerSpeed().spread
    fitted = {
        prof: best_multiplier([p for p in points if p.profile == prof])
        for prof in dict.fromkeys(p.profile for p in points)
    }
    own = {e.key: fitted[e.field] for e in events}
    held = held_out(points)
    spread = spread_for_coverage(points, held, pace, TARGET_INSIDE)
    spreads = dict.fromkeys(fitted, spread)
    print(
        f"\n{'point':<30} {'real':>5} {'now':>10} {'fitted':>8} {'held out':>9} "
        f"{'band (held out)':>16}  slope"
    )
    for p in points:
        band = predict(p.fit, held[p.event], spread, pace)
        print(
            f"{p.event + ' L' + str(p.level):<30} {p.real:>5} {signed_error(p, 1.0):>+10.0%} "
            f"{signed_error(p, own[p.event]):>+8.0%} {signed_error(p, held[p.event]):>+9.0%} "
            f"{band.low:>7.0f}-{band.high:<8.0f} {p.fit.b:+.2f}"
        )
    for group in [None, *fitted]:
        chosen_points = [p for p in points if group is None or p.profile == group]
        print(f"  {'all profiles' if group is None else group}:")
        for name, chosen in (
            ("now", dict.fromkeys(own, 1.0)),
            ("fitted", own),
            ("held out", held),
        ):
            errors = [abs(signed_error(p, chosen[p.event])) for p in chosen_points]
            inside = coverage(chosen_points, chosen, spreads, pace)
            print(
                f"    {name:<9} median players-left error {statistics.median(errors):.0%} "
                f"over {len(errors)} points; inside the band (spread {spread:.2f}): "
                f"{sum(inside)} of {len(inside)}"
            )
    for which in ("end", "bubble"):
        for key, at in _levels(data, events, which).items():
            print(
                f"  {key}: {which} level {predict(at.fit, own[key]).median:.1f} fitted, "
                f"{predict(at.fit, held[key]).median:.1f} held out, "
                f"{predict(at.fit).median:.1f} now (real {at.real})"
            )
    print(
        f"\nLooseness spread for >= {TARGET_INSIDE:.0%} held-out coverage: {spread:.2f} "
        f"(dealers' pace spread {pace:.2f})"
    )
    print("Fitted profiles (today's ranges × multiplier; held-out multipliers per event):")
    for prof, m in fitted.items():
        now = profile(prof)
        print(
            f"  {prof:<8} × {m:.2f}: tight {now.tight_range * m:.3f}, loose "
            f"{now.loose_range * m:.3f} (now {now.tight_range:.3f} / {now.loose_range:.3f})"
        )
    print("  held out: " + ", ".join(f"{k} × {m:.2f}" for k, m in held.items()))


def speeds() -> None:
    """Fit hands per hour by table size to the public figures (the data file's ``speed``)."""
    with EVENTS.open("rb") as f:
        observed = tomllib.load(f)["speed"]
    full = [(math.log(o["rate"]), o["weight"]) for o in observed if o["table"] == "full"]
    total = sum(w for _, w in full)
    centre = sum(v * w for v, w in full) / total
    sd = math.sqrt(sum(w * (v - centre) ** 2 for v, w in full) / total)
    rate = math.exp(centre)
    speed = DealerSpeed()
    now = dict(speed.per_hour)["hold'em"]
    print(
        f"\nHands per hour, hold'em at a full table: {rate:.1f} (weighted over {len(full)} "
        f"sources; they disagree by ±{sd:.0%}); set: {now:g}"
    )
    for table, factor in (("short", speed.short_handed), ("heads-up", speed.heads_up)):
        rates = [(o["rate"], o["weight"]) for o in observed if o["table"] == table]
        if rates:
            mean = math.exp(sum(math.log(r) * w for r, w in rates) / sum(w for _, w in rates))
            print(f"  {table}: {mean:.1f} an hour = {mean / rate:.2f} × full; set: {factor:g}")


def main() -> None:
    """Sample (``--sample``) then fit and print."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sample", action="store_true", help="rehearse the events first")
    parser.add_argument("--runs", type=int, default=8)
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--big", action="store_true")
    parser.add_argument("--fit-spread", type=float, default=0.45)
    parser.add_argument("--fit-pace", type=float, default=0.2)
    parser.add_argument("--workers", type=int, default=default_workers())
    parser.add_argument("--data", type=Path, default=DATA)
    args = parser.parse_args()
    data: dict[str, Any] = json.loads(args.data.read_text()) if args.data.exists() else {}
    if args.sample:
        for event in pick(args.only, args.big):
            data[event.key] = sample(event, args.runs, args.workers, args.fit_spread, args.fit_pace)
            args.data.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    speeds()
    report(data)


if __name__ == "__main__":
    main()
