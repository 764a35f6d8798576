"""Rehearsal benchmark: every hand of whole events played by the engine with the bots.

1. A 300-entrant event (``nlhe-regular``, 300 entries: no re-entry), 20 runs over the
   machine's cores (spawned worker processes): target under 60 s.
2. One 2,000-entrant run in this process: target under 60 s.

Prints wall seconds, CPU seconds (this process and the workers: on a shared machine the
wall time also counts other programs' load), hands and hands per second, and the ratio to
the target. For scale it also times the in-house peer, ``pokerfloor simulate
--play-hands`` (random legal actions, a PHH text per hand), on the same 300 players.

Run: ``.venv/bin/python bench/rehearsal.py [--runs 20] [--entrants 300] [--big 2000]``
"""

from __future__ import annotations

import argparse
import random
import resource
import time

from tournament.rehearsal import EventPlan, RehearsalSettings, run_many, run_once
from tournament.rehearsal.runs import default_workers
from tournament.service.simulate import simulate_hands
from tournament.structure_io import load_preset

TARGET_S = 60.0


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _settings(entrants: int, runs: int) -> RehearsalSettings:
    plan = EventPlan(
        load_preset("nlhe-regular"), entries=(entrants, entrants), max_entries=1, re_entry_rate=0.0
    )
    return RehearsalSettings(plan, runs=runs, seed=1)


def main() -> None:
    """Run the benchmark and print the measured seconds and ratios."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--entrants", type=int, default=300)
    parser.add_argument("--big", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=default_workers())
    args = parser.parse_args()

    settings = _settings(args.entrants, args.runs)
    cpu0, child0 = time.process_time(), _children_cpu()
    began = time.perf_counter()
    results = run_many(settings, workers=args.workers)
    wall = time.perf_counter() - began
    cpu = time.process_time() - cpu0 + _children_cpu() - child0
    hands = sum(r.hands for r in results)
    print(
        f"{args.entrants} entrants x {args.runs} runs on {args.workers} workers: "
        f"{wall:.1f} s wall, {cpu:.1f} s CPU, {hands:,} hands, {hands / wall:,.0f} hands/s "
        f"(wall); target {TARGET_S:.0f} s: ratio {wall / TARGET_S:.2f}"
    )

    big = _settings(args.big, 1)
    cpu0 = time.process_time()
    began = time.perf_counter()
    one = run_once(big, 1)
    wall = time.perf_counter() - began
    cpu = time.process_time() - cpu0
    print(
        f"{args.big} entrants x 1 run: {wall:.1f} s wall, {cpu:.1f} s CPU, "
        f"{one.hands:,} hands, {one.hands / wall:,.0f} hands/s; "
        f"target {TARGET_S:.0f} s: ratio {wall / TARGET_S:.2f}"
    )

    cpu0 = time.process_time()
    _t, _steps, games = simulate_hands(args.entrants, random.Random(1), settings.start_ms)
    peer_cpu = time.process_time() - cpu0
    peer_hands = sum(games.values())
    ours = one.hands / max(cpu, 1e-9)
    theirs = peer_hands / max(peer_cpu, 1e-9)
    print(
        f"peer: simulate --play-hands, {args.entrants} players: {peer_hands:,} hands in "
        f"{peer_cpu:.1f} s CPU, {theirs:,.0f} hands/s; rehearsal {ours:,.0f} hands/s CPU: "
        f"ratio {ours / theirs:.2f}"
    )


if __name__ == "__main__":
    main()
