"""Write ``tournament/rehearsal/holdem_starting_hands.json``: the 169 hold'em starting
hands ranked by their all-in equity against one random hand.

The rehearsal's bots rank a hold'em starting hand by the share of random starting hands
it beats (``tournament/rehearsal/strength.py``). This script works that ranking out once
with the engine's own evaluator (:func:`tournament.cards.evaluate.high7`, the one pots are
awarded with): for each of the 169 hands (13 pairs, 78 suited, 78 offsuit) it deals
``--trials`` random opponents' hands and boards from the 50 cards left (a fixed seed, so
the file is the same every time it is made) and counts the wins and half the ties. One
standard error of an equity is ``0.5 / √trials`` at most (±0.16 % with 100,000): hands
closer than that may swap places, nothing more. The file is committed as data; run this
again only to change how it is made.

Run: ``.venv/bin/python tools/holdem_starting_hands.py [--trials 100000] [--out FILE]``
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from tournament.cards.card import RANK_CHARS
from tournament.cards.evaluate import ensure_tables, holdem_share

OUT = (
    Path(__file__).resolve().parent.parent
    / "tournament"
    / "rehearsal"
    / "holdem_starting_hands.json"
)


def classes() -> list[tuple[str, int, int, bool]]:
    """The 169 starting hands: (name, high rank, low rank, suited), ranks 0 (deuce) to 12."""
    out = []
    for high in range(12, -1, -1):
        for low in range(high, -1, -1):
            if low == high:
                out.append((RANK_CHARS[high] * 2, high, low, False))
            else:
                name = RANK_CHARS[high] + RANK_CHARS[low]
                out.append((name + "s", high, low, True))
                out.append((name + "o", high, low, False))
    return out


def equity(high: int, low: int, suited: bool, trials: int, rng: random.Random) -> float:
    """The all-in equity (wins + half the ties) of the hand against one random hand."""
    a = high * 4  # cards are rank * 4 + suit
    b = low * 4 + (0 if suited else 1)
    rest = [c for c in range(52) if c not in (a, b)]
    won = 0.0
    for _ in range(trials):
        v1, v2, c1, c2, c3, c4, c5 = rng.sample(rest, 7)
        won += holdem_share((a, b), (v1, v2), (c1, c2, c3, c4, c5))
    return won / trials


def main() -> None:
    """Work the equities out and write the ranking (best first)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--trials", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    ensure_tables()
    rng = random.Random(args.seed)
    began = time.process_time()
    ranked = sorted(
        (
            (
                equity(high, low, suited, args.trials, rng),
                name,
                6 if high == low else 4 if suited else 12,
            )
            for name, high, low, suited in classes()
        ),
        key=lambda e: -e[0],
    )
    hands = [
        {"hand": name, "combos": combos, "equity": round(value, 5)}
        for value, name, combos in ranked
    ]
    data = {
        "what": "hold'em starting hands, best first: all-in equity against one random hand",
        "made_by": "tools/holdem_starting_hands.py (the engine's evaluator, Monte Carlo)",
        "trials_per_hand": args.trials,
        "seed": args.seed,
        "hands": hands,
    }
    args.out.write_text(json.dumps(data, indent=1) + "\n")
    print(
        f"{len(hands)} hands, {args.trials:,} trials each, {time.process_time() - began:.0f} s CPU"
    )
    print("best:", ", ".join(f"{h['hand']} {h['equity']:.3f}" for h in hands[:5]))
    print("worst:", ", ".join(f"{h['hand']} {h['equity']:.3f}" for h in hands[-5:]))


if __name__ == "__main__":
    main()
