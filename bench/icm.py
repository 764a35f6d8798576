"""Benchmark ICM: exact Malmuth-Harville DP and the hybrid approximation.

Run: ``.venv/bin/python bench/icm.py`` (about 10 s). Targets: exact ICM for 10 players
under 50 ms; 20 players under 1 s. Prints the approximation's error against the exact
result at 10-12 players, as the largest error for one player in % of the prize money.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable

from tournament.money.icm import icm, icm_approx, icm_exact


def _case(players: int, seed: int) -> tuple[list[int], list[int]]:
    rng = random.Random(seed)
    stacks = [rng.randint(2_000, 200_000) for _ in range(players)]
    # a realistic final-table-like curve: each place pays ~ 75% of the one above
    payouts = [round(1_000_000 * 0.75**k) for k in range(players)]
    return stacks, payouts


def _best_ms(fn: Callable[[], object], repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def main() -> None:
    """Print timings and approximation errors."""
    print("exact ICM (bitmask DP over the sets of players placed)")
    for n in (3, 6, 10, 12, 14, 15):
        stacks, payouts = _case(n, n)
        ms = _best_ms(functools.partial(icm_exact, stacks, payouts))
        print(f"  {n:2d} players: {ms:8.1f} ms")
    print("hybrid approximation (top places exact, lower places Monte Carlo, 20,000 samples)")
    for n in (16, 18, 20):
        stacks, payouts = _case(n, n)
        ms = _best_ms(functools.partial(icm, stacks, payouts, random.Random(1)), repeat=1)
        print(f"  {n:2d} players: {ms:8.1f} ms")
    print("approximation error vs exact (largest per-player error, % of the prize money)")
    for n in (10, 11, 12):
        stacks, payouts = _case(n, 100 + n)
        exact = icm_exact(stacks, payouts)
        total = sum(payouts[:n])
        for depth in (0, 2, 4):
            for samples in (5_000, 20_000):
                approx = icm_approx(stacks, payouts, random.Random(7), samples=samples, depth=depth)
                err = max(abs(a - e) for a, e in zip(approx, exact, strict=True)) / total
                print(
                    f"  {n:2d} players, exact top {depth} places, {samples:6d} samples: "
                    f"{100 * err:.4f} %"
                )


if __name__ == "__main__":
    main()
