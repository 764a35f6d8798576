"""Hand-evaluator benchmark: pokerfloor's lookup tables against pokerkit, treys, eval7 and
phevaluator, side by side in one run, on one core.

Prints evaluations per second for each case and the ratio us / them, plus the tables'
build time and memory (tracemalloc). Rates are per second of this process's CPU time
(``time.process_time``), so other load on a shared machine disturbs them less.
Targets: 7-card high >= 1,000,000/s, >= 8x treys, >= 200x pokerkit; tables < 50 MB and
< 2 s to build.

Run: ``.venv/bin/python bench/evaluators.py [--seconds S]`` (S per case, default 1.5).
Other benchmarks import :func:`run`.
"""

from __future__ import annotations

import argparse
import gc
import random
import time
import tracemalloc
from collections.abc import Callable, Sequence
from typing import Any

from tournament.cards import (
    CARDS,
    badugi_rank,
    format_cards,
    high7,
    high7_tuple,
    high_rank,
    low_8_7,
    low_27_5,
    low_a5_7,
    omaha_high_rank,
    omaha_low_8_rank,
    tables,
)

N_HANDS = 2000


def _rate(fn: Callable[[Any], object], items: Sequence[Any], seconds: float) -> float:
    """Evaluations per second of ``fn(item)`` over ``items``, repeated for ``seconds``."""
    fn(items[0])
    count = 0
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        start = time.process_time()
        deadline = start + seconds
        while True:
            for it in items:
                fn(it)
            count += len(items)
            now = time.process_time()
            if now >= deadline:
                break
    finally:
        if gc_was_enabled:
            gc.enable()
    return count / (now - start)


def _rate_star7(fn: Callable[..., object], hands: Sequence[Sequence[int]], seconds: float) -> float:
    """Like :func:`_rate` for a 7-positional-argument fast path (no wrapper call)."""
    fn(*hands[0])
    count = 0
    gc.disable()
    try:
        start = time.process_time()
        deadline = start + seconds
        while True:
            for a, b, c, d, e, f, g in hands:
                fn(a, b, c, d, e, f, g)
            count += len(hands)
            now = time.process_time()
            if now >= deadline:
                break
    finally:
        gc.enable()
    return count / (now - start)


def table_build() -> dict[str, Any]:
    """Time a cold build of every table, then measure their memory with tracemalloc."""
    tables.clear()
    gc.collect()
    start = time.process_time()
    tables.build()
    seconds = time.process_time() - start
    tables.clear()
    gc.collect()
    tracemalloc.start()
    tables.build()
    gc.collect()
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return {
        "case": "table build",
        "impl": "pokerfloor",
        "seconds": seconds,
        "memory_mb": current / 1e6,
        "peak_mb": peak / 1e6,
    }


def _row(case: str, impl: str, rate: float, ours: float | None) -> dict[str, Any]:
    return {
        "case": case,
        "impl": impl,
        "per_second": rate,
        "us_over_them": (ours / rate) if ours is not None else None,
    }


def run(seconds_per_case: float = 1.5, seed: int = 2024) -> list[dict[str, Any]]:
    """Run every case; rows have case, impl, per_second, us_over_them (None for ours)
    and, for the table build, seconds / memory_mb / peak_mb."""
    import eval7
    import phevaluator
    import pokerkit as pk
    import treys

    rng = random.Random(seed)
    rows: list[dict[str, Any]] = [table_build()]
    s = seconds_per_case

    hands7 = [tuple(rng.sample(range(52), 7)) for _ in range(N_HANDS)]
    hands7_lists = [list(h) for h in hands7]

    # ---- 7-card high
    ours = _rate_star7(high7, hands7, s)
    rows.append(_row("7-card high", "pokerfloor high7(*cards)", ours, None))
    rows.append(_row("7-card high", "pokerfloor high7_tuple", _rate(high7_tuple, hands7, s), None))
    rows.append(
        _row("7-card high", "pokerfloor high_rank(list)", _rate(high_rank, hands7_lists, s), None)
    )

    t_cards = [treys.Card.new(str(c)) for c in CARDS]
    t_eval = treys.Evaluator()
    t_hands = [([t_cards[c] for c in h[:2]], [t_cards[c] for c in h[2:]]) for h in hands7]
    rows.append(
        _row("7-card high", "treys", _rate(lambda x: t_eval.evaluate(*x), t_hands, s), ours)
    )

    e_cards = [eval7.Card(str(c)) for c in CARDS]
    e_hands = [[e_cards[c] for c in h] for h in hands7]
    rows.append(_row("7-card high", "eval7", _rate(eval7.evaluate, e_hands, s), ours))

    ph_eval = phevaluator.evaluate_cards  # same card numbering as ours (rank * 4 + suit)
    rows.append(_row("7-card high", "phevaluator", _rate_star7(ph_eval, hands7, s), ours))

    pk_hands = [list(pk.Card.parse(format_cards(h))) for h in hands7]
    pk_high = pk.StandardHighHand.from_game
    rows.append(_row("7-card high", "pokerkit", _rate(lambda x: pk_high(x), pk_hands, s), ours))

    # ---- lows and Omaha, against pokerkit's hand types
    def pk_or_none(cls: Any) -> Callable[..., object]:
        def f(*args: Any) -> object:
            try:
                return cls.from_game(*args)
            except ValueError:
                return None

        return f

    ours = _rate_star7(low_a5_7, hands7, s)
    rows.append(_row("7-card A-5 low (razz)", "pokerfloor low_a5_7", ours, None))
    f = pk.RegularLowHand.from_game
    rows.append(_row("7-card A-5 low (razz)", "pokerkit", _rate(lambda x: f(x), pk_hands, s), ours))

    low_pool = [c for c in CARDS if c.rank <= 7 or c.rank == 12]  # about half qualify
    hands8 = [tuple(rng.sample(low_pool, 7)) for _ in range(N_HANDS)]
    pk_hands8 = [list(pk.Card.parse(format_cards(h))) for h in hands8]
    ours = _rate_star7(low_8_7, hands8, s)
    rows.append(_row("7-card 8-or-better low", "pokerfloor low_8_7", ours, None))
    g = pk_or_none(pk.EightOrBetterLowHand)
    rows.append(
        _row("7-card 8-or-better low", "pokerkit", _rate(lambda x: g(x), pk_hands8, s), ours)
    )

    hands5 = [h[:5] for h in hands7]
    pk_hands5 = [x[:5] for x in pk_hands]
    ours = _rate(lambda x: low_27_5(*x), hands5, s)
    rows.append(_row("5-card 2-7 low", "pokerfloor low_27_5", ours, None))
    f27 = pk.StandardLowHand.from_game
    rows.append(_row("5-card 2-7 low", "pokerkit", _rate(lambda x: f27(x), pk_hands5, s), ours))

    omaha = [
        (h[:4], tuple(rng.sample([c for c in range(52) if c not in h[:4]], 5))) for h in hands7
    ]
    pk_omaha = [
        (list(pk.Card.parse(format_cards(a))), list(pk.Card.parse(format_cards(b))))
        for a, b in omaha
    ]
    ours = _rate(lambda x: omaha_high_rank(*x), omaha, s)
    rows.append(_row("Omaha high (4 + 5)", "pokerfloor", ours, None))
    fo = pk.OmahaHoldemHand.from_game
    rows.append(_row("Omaha high (4 + 5)", "pokerkit", _rate(lambda x: fo(*x), pk_omaha, s), ours))

    omaha_low = [(h[:4], (*h[4:], next(c for c in low_pool if c not in h))) for h in hands8]
    pk_omaha_low = [
        (list(pk.Card.parse(format_cards(a))), list(pk.Card.parse(format_cards(b))))
        for a, b in omaha_low
    ]
    ours = _rate(lambda x: omaha_low_8_rank(*x), omaha_low, s)
    rows.append(_row("Omaha 8-or-better low", "pokerfloor", ours, None))
    gl = pk_or_none(pk.OmahaEightOrBetterLowHand)
    rows.append(
        _row("Omaha 8-or-better low", "pokerkit", _rate(lambda x: gl(*x), pk_omaha_low, s), ours)
    )

    hands4 = [h[:4] for h in hands7]
    pk_hands4 = [x[:4] for x in pk_hands]
    ours = _rate(badugi_rank, hands4, s)
    rows.append(_row("badugi (4 cards)", "pokerfloor", ours, None))
    fb = pk.BadugiHand.from_game
    rows.append(_row("badugi (4 cards)", "pokerkit", _rate(lambda x: fb(x), pk_hands4, s), ours))
    return rows


def report(rows: Sequence[dict[str, Any]]) -> str:
    """Rows as an aligned text table."""
    lines = []
    for r in rows:
        if r["case"] == "table build":
            lines.append(
                f"table build: {r['seconds']:.3f} s, tables {r['memory_mb']:.1f} MB "
                f"(peak while building {r['peak_mb']:.1f} MB)"
            )
            continue
        ratio = "" if r["us_over_them"] is None else f"us / them = {r['us_over_them']:8.1f}x"
        lines.append(f"{r['case']:<24} {r['impl']:<28} {r['per_second']:>12,.0f}/s  {ratio}")
    return "\n".join(lines)


def main() -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.5, help="seconds per case")
    args = parser.parse_args()
    print(report(run(args.seconds)))


if __name__ == "__main__":
    main()
