"""Write ``tournament/rehearsal/holdem_call_ranges.json``: how many hold'em starting hands
call an all-in before the flop, by the range that moved in and the price of the call.

A push/fold chart's calling range is the best answer to the pushing range: a hand calls
when its all-in equity against that range pays for the call (the equity it needs is
``call / (pot after the call)``). This script works that out once with the engine's own
evaluator (:func:`tournament.cards.evaluate.high7`): for each pushing range (the best
``r`` of starting hands, ranked as in ``holdem_starting_hands.json``) and each of the 169
hands, it deals ``--trials`` opposing hands from the range (none holding the hand's cards)
and boards, and counts the wins and half the ties; then, for each equity needed, the
share of the 1,326 starting hands whose equity is at least that. A fixed seed makes the
file the same every time it is made; one standard error of an equity is at most
``0.5 / √trials``. The file is committed as data; run this again only to change how it
is made.

Run: ``.venv/bin/python tools/holdem_call_ranges.py [--trials 3000] [--out FILE]``
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from tournament.cards.card import RANK_CHARS
from tournament.cards.evaluate import ensure_tables, holdem_share
from tournament.rehearsal.starting_hands import ranking

OUT = (
    Path(__file__).resolve().parent.parent / "tournament" / "rehearsal" / "holdem_call_ranges.json"
)
RANGES = (0.02, 0.04, 0.06, 0.08, 0.1, 0.13, 0.17, 0.22, 0.3, 0.4, 0.5, 0.6, 0.75, 1.0)
NEEDS = (0.2, 0.25, 0.3, 0.33, 0.36, 0.39, 0.42, 0.45, 0.48, 0.51, 0.55, 0.6)


def combos(name: str) -> list[tuple[int, int]]:
    """Every two-card combination of the starting hand ``name`` (cards: rank * 4 + suit)."""
    high, low = RANK_CHARS.index(name[0]), RANK_CHARS.index(name[1])
    if high == low:
        return [(high * 4 + s, low * 4 + t) for s in range(4) for t in range(s + 1, 4)]
    if name.endswith("s"):
        return [(high * 4 + s, low * 4 + s) for s in range(4)]
    return [(high * 4 + s, low * 4 + t) for s in range(4) for t in range(4) if s != t]


def top(width: float) -> list[tuple[int, int]]:
    """The combinations of the best ``width`` of starting hands (whole hands, at least one)."""
    out: list[tuple[int, int]] = []
    for name, count, _equity in ranking():
        if out and len(out) + count / 2 > width * 1326:
            break
        out.extend(combos(name))
    return out


def equity(
    hand: tuple[int, int], against: list[tuple[int, int]], trials: int, rng: random.Random
) -> float:
    """All-in equity (wins + half the ties) of ``hand`` against a hand drawn from ``against``."""
    a, b = hand
    live = [v for v in against if a not in v and b not in v]
    rest = [c for c in range(52) if c not in (a, b)]
    won = 0.0
    for _ in range(trials):
        v1, v2 = live[rng.randrange(len(live))]
        board: list[int] = []
        while len(board) < 5:
            c = rest[rng.randrange(50)]
            if c != v1 and c != v2 and c not in board:
                board.append(c)
        c1, c2, c3, c4, c5 = board
        won += holdem_share(hand, (v1, v2), (c1, c2, c3, c4, c5))
    return won / trials


def main() -> None:
    """Work the calling shares out and write them."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--trials", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    ensure_tables()
    rng = random.Random(args.seed)
    began = time.process_time()
    table = []
    for width in RANGES:
        pushed = top(width)
        equities = [
            (equity(combos(name)[0], pushed, args.trials, rng), count)
            for name, count, _e in ranking()
        ]
        row = [round(sum(n for e, n in equities if e >= need) / 1326, 4) for need in NEEDS]
        table.append(row)
        print(f"range {width:.2f}: " + " ".join(f"{v:.3f}" for v in row), flush=True)
    data = {
        "what": (
            "hold'em: the share of starting hands whose all-in equity against the best "
            "`range` of hands is at least `need` (calls[i][j]: ranges[i], needs[j])"
        ),
        "made_by": "tools/holdem_call_ranges.py (the engine's evaluator, Monte Carlo)",
        "trials_per_hand": args.trials,
        "seed": args.seed,
        "ranges": list(RANGES),
        "needs": list(NEEDS),
        "calls": table,
    }
    args.out.write_text(json.dumps(data, indent=1) + "\n")
    print(f"{len(RANGES)} x {len(NEEDS)} shares, {time.process_time() - began:.0f} s CPU")


if __name__ == "__main__":
    main()
