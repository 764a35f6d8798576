"""Rehearsal benchmark: every hand of whole events played by the engine with the bots.

1. A 300-entrant event (``nlhe-regular``, 300 entries: no re-entry), 20 runs over the
   machine's cores (spawned worker processes): target under 60 s wall.
2. One WSOP-sized Main Event run (8,569 entrants, ``nlhe-deep``, late registration as
   planned by default) in one process: target under 5 CPU minutes (``--main 0`` skips it).

Prints wall seconds, CPU seconds (this process and the workers: on a shared machine the
wall time also counts other programs' load, so the load average is printed with each
measurement), hands and hands per CPU second, and the ratio to the target.

``--ref REF`` measures the same events with the code of a git ref too (exported with
``git archive`` into a temporary directory and run there by this same script, one
after the other, never at once) and prints both side by side with the ratios old / new.
A run is the same for the same seed, so both sides play the same hands when the change
is one of speed only (the hands columns say so).

``--same REF`` checks a speed change: it plays a few short events of every kind (a turbo
with re-entries, H.O.R.S.E., a deep event by days, one in starting flights) with this tree
and with ``REF``'s code, the same seeds, and compares every run's :class:`RunResult` field
by field (hands, places, every instant and count): a change of speed only gives the
identical results. It prints each event's verdict and exits 1 if any run differs.

Run: ``.venv/bin/python bench/rehearsal.py [--runs 20] [--entrants 300] [--main 8569]
[--ref main] [--same main]``
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_WALL_S = 60.0
TARGET_MAIN_CPU_S = 300.0
ROOT = Path(__file__).resolve().parent.parent


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _load() -> float:
    return os.getloadavg()[0]


def measure(entrants: int, runs: int, workers: int, main: int) -> dict[str, float]:
    """The measurements with the code this process imports (see the module doc)."""
    from tournament.rehearsal import EventPlan, RehearsalSettings, run_many, run_once
    from tournament.structure_io import load_preset

    plan = EventPlan(
        load_preset("nlhe-regular"), entries=(entrants, entrants), max_entries=1, re_entry_rate=0.0
    )
    settings = RehearsalSettings(plan, runs=runs, seed=1)
    out: dict[str, float] = {"load_before": _load()}
    cpu0, child0 = time.process_time(), _children_cpu()
    began = time.perf_counter()
    results = run_many(settings, workers=workers)
    out["wall"] = time.perf_counter() - began
    out["cpu"] = time.process_time() - cpu0 + _children_cpu() - child0
    out["hands"] = sum(r.hands for r in results)
    out["end_h"] = sum((r.end_ms - r.start_ms) / 3_600_000 for r in results) / len(results)
    out["load_after"] = _load()
    if main:
        big = RehearsalSettings(
            EventPlan(load_preset("nlhe-deep"), entries=(main, main), max_entries=1),
            runs=1,
            seed=1,
        )
        cpu0 = time.process_time()
        began = time.perf_counter()
        one = run_once(big, 1)
        out["main_wall"] = time.perf_counter() - began
        out["main_cpu"] = time.process_time() - cpu0
        out["main_hands"] = one.hands
        out["main_load"] = _load()
    return out


# the --same events: (label, preset, entries, days, flights, seeds)
SAME_EVENTS: tuple[tuple[str, str, tuple[int, int], str, str, tuple[int, ...]], ...] = (
    ("turbo, re-entries", "nlhe-turbo", (60, 80), "", "", (1, 2, 3)),
    ("H.O.R.S.E.", "horse", (30, 40), "", "", (1, 2)),
    ("deep, by days", "nlhe-deep", (90, 110), "12:00 L12, 12:00 L22, 12:00", "", (1, 2)),
    (
        "deep, two flights",
        "nlhe-deep",
        (90, 110),  # not used: each flight has its own
        "12:00 L12, 12:00 L22, 12:00",
        "1A 12:00 40-50, 1B +1 12:00 30-40",
        (1,),
    ),
)


def same_results() -> dict[str, list[dict[str, object]]]:
    """Every run of :data:`SAME_EVENTS` with the code this process imports, as plain data."""
    from tournament.days import parse_days
    from tournament.rehearsal import EventPlan, RehearsalSettings, run_once
    from tournament.rehearsal.flights import parse_flights
    from tournament.structure_io import load_preset

    out: dict[str, list[dict[str, object]]] = {}
    for label, preset, entries, days, flights, seeds in SAME_EVENTS:
        plan = EventPlan(
            load_preset(preset),
            entries=entries,
            table_size=8 if preset == "horse" else 9,  # razz: eight at most
            flights=parse_flights(flights),
        )
        settings = RehearsalSettings(plan, runs=1, seed=1, days=parse_days(days))
        out[label] = [
            json.loads(json.dumps(dataclasses.asdict(run_once(settings, seed)))) for seed in seeds
        ]
    return out


def _in_ref(ref: str, options: list[str]) -> str:
    """This script's output when run with ``options`` in the exported tree of ``ref``."""
    with tempfile.TemporaryDirectory(prefix="pokerfloor-bench-ref-") as tree:
        archive = subprocess.run(
            ["git", "archive", ref], cwd=ROOT, check=True, capture_output=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", tree], input=archive, check=True)
        env = dict(os.environ, PYTHONPATH=tree)
        # this tree's script (the ref's may not know the option), importing the ref's code
        command = [sys.executable, str(Path(__file__).resolve()), *options]
        done = subprocess.run(command, cwd=tree, env=env, capture_output=True)
        if done.returncode:
            sys.exit(f"{ref}'s code failed:\n{done.stderr.decode()}")
        return done.stdout.decode()


def _measure_ref(ref: str, args: argparse.Namespace) -> dict[str, float]:
    """:func:`measure` with the code of ``ref`` (this script run in its exported tree)."""
    options = ["--measure-json", "--runs", str(args.runs), "--entrants", str(args.entrants)]
    options += ["--main", str(args.main), "--workers", str(args.workers)]
    result: dict[str, float] = json.loads(_in_ref(ref, options))
    return result


def check_same(ref: str) -> bool:
    """Print, per :data:`SAME_EVENTS` event, whether this tree's runs equal ``ref``'s."""
    old = json.loads(_in_ref(ref, ["--same-json"]))
    new = same_results()
    alike = True
    for label, runs in new.items():
        for mine, theirs in zip(runs, old[label], strict=True):
            differ = sorted(k for k in mine if mine[k] != theirs.get(k))
            verdict = "identical" if not differ else "DIFFERENT: " + ", ".join(differ)
            alike = alike and not differ
            print(f"  {label:<20} seed {mine['seed']}: {mine['hands']:>6} hands  {verdict}")
    print("same results as " + ref if alike else "results differ from " + ref)
    return alike


def _row(label: str, new: float, old: float | None, unit: str, digits: int = 1) -> str:
    text = f"  {label:<34} {new:>12,.{digits}f} {unit}"
    if old is not None:
        ratio = old / new if new else float("nan")
        text += f"   {old:>12,.{digits}f} {unit}   old/new {ratio:.2f}"
    return text


def main() -> None:
    """Run the benchmark and print the measured seconds and ratios."""
    from tournament.rehearsal.runs import default_workers

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--entrants", type=int, default=300)
    parser.add_argument("--main", type=int, default=8569, help="Main Event entrants (0: skip)")
    parser.add_argument("--workers", type=int, default=default_workers())
    parser.add_argument("--ref", help="also measure this git ref's code (e.g. main)")
    parser.add_argument("--same", help="check this tree's runs equal this git ref's")
    parser.add_argument("--measure-json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--same-json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure_json:
        print(json.dumps(measure(args.entrants, args.runs, args.workers, args.main)))
        return
    if args.same_json:
        print(json.dumps(same_results()))
        return
    if args.same:
        sys.exit(0 if check_same(args.same) else 1)
    old = _measure_ref(args.ref, args) if args.ref else None
    new = measure(args.entrants, args.runs, args.workers, args.main)
    title = f"{'':36} {'this tree':>15}"
    if old is not None:
        title += f"   {args.ref:>15}"
    print(title)
    print(f"{args.entrants} entrants x {args.runs} runs on {args.workers} workers:")
    o = old or {}
    print(_row("wall", new["wall"], o.get("wall"), "s"))
    print(_row("CPU (this process and workers)", new["cpu"], o.get("cpu"), "s"))
    print(_row("hands", new["hands"], o.get("hands"), "  ", 0))
    print(_row("hands per CPU second", new["hands"] / new["cpu"], _per(o, "hands", "cpu"), "  ", 0))
    print(_row("load average (1 min) at the end", new["load_after"], o.get("load_after"), "  "))
    print(f"  target {TARGET_WALL_S:.0f} s wall: ratio {new['wall'] / TARGET_WALL_S:.2f}")
    if args.main:
        print(f"Main Event, {args.main:,} entrants, 1 run:")
        print(_row("wall", new["main_wall"], o.get("main_wall"), "s"))
        print(_row("CPU", new["main_cpu"], o.get("main_cpu"), "s"))
        print(_row("hands", new["main_hands"], o.get("main_hands"), "  ", 0))
        print(
            _row(
                "hands per CPU second",
                new["main_hands"] / new["main_cpu"],
                _per(o, "main_hands", "main_cpu"),
                "  ",
                0,
            )
        )
        print(_row("load average (1 min) at the end", new["main_load"], o.get("main_load"), "  "))
        print(
            f"  target {TARGET_MAIN_CPU_S:.0f} s CPU: ratio "
            f"{new['main_cpu'] / TARGET_MAIN_CPU_S:.2f}"
        )


def _per(values: dict[str, float], top: str, bottom: str) -> float | None:
    if top not in values or not values.get(bottom):
        return None
    return values[top] / values[bottom]


if __name__ == "__main__":
    main()
