"""How often the bots stack off: no-limit hold'em hands played by the bots at a full table,
deep (a 100-300 big blind level) and mid-stacked (20-40 big blinds), counted by hand.

For each depth it prints the share of hands in which a player moves all in (before the
flop and after it; called or not), of those where the all-in is called, the share that
see a flop, the busts per hand and per player-hour (at the
dealer-speed model's 30 hands an hour at a full table), and the median pot in big blinds
of the hands that see a flop. The field is a profile's mix of tight and loose players
(``--field``), seats drawn at random for each hand.

Live reference (see the bot tests): in a 300-big-blind level 1 under 2 % of hands end all
in; the real Day 1s of ``bench/rehearsal_events.toml`` lose roughly a third to two thirds
of the field over 8-10 one-hour levels.

Run: ``.venv/bin/python bench/rehearsal_postflop.py [--hands 3000] [--field regular]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament.engine import HandState
from tournament.rehearsal.bots import Bot
from tournament.rehearsal.profiles import profile
from tournament.service.table_play import apply_choice

_BIG = 100
_HANDS_AN_HOUR = 30


def play(
    depths_bb: tuple[int, int], hands: int, field: str, seed: int, times: float = 1.0
) -> dict[str, float]:
    """``hands`` nine-handed hands, every stack drawn between ``depths_bb`` big blinds;
    ``times``: a factor on the profile's ranges (a run's looseness)."""
    settings = profile(field)
    settings = replace(
        settings,
        tight_range=min(1.0, settings.tight_range * times),
        loose_range=min(1.0, settings.loose_range * times),
    )
    rng = random.Random(seed)
    pre = post = called = flops = busts = 0
    pots: list[float] = []
    for _ in range(hands):
        stacks = [rng.randint(*depths_bb) * _BIG for _ in range(9)]
        ranges = [
            settings.tight_range if rng.random() < settings.tight_share else settings.loose_range
            for _ in range(9)
        ]
        hand = HandState(
            "NT", stacks, blinds_or_straddles=[50, 100] + [0] * 7, min_bet=_BIG, rng=rng
        )
        bot = Bot(settings, _BIG, ranges)
        all_in_street = None
        saw_flop = False
        peak = 0
        while not hand.is_over:
            peak = max(peak, hand.total_pot())
            street = hand.street_index
            apply_choice(hand, bot(hand, hand.legal_actions(), rng))
            if street > 0:
                saw_flop = True
            if all_in_street is None and any(
                c >= s for c, s in zip(hand.contrib, hand.starting_stacks, strict=True)
            ):
                all_in_street = street
        if all_in_street == 0:
            pre += 1
        elif all_in_street is not None:
            post += 1
        if all_in_street is not None and hand.folded.count(False) >= 2:
            called += 1
        if saw_flop or hand.board:
            flops += 1
            pots.append(peak / _BIG)
        final = hand.finishing_stacks or hand.stacks
        busts += sum(1 for f in final if f == 0)
    return {
        "all in before the flop": pre / hands,
        "all in after the flop": post / hands,
        "all in and called": called / hands,
        "see a flop": flops / hands,
        "busts a hand": busts / hands,
        "busts a player-hour": busts / hands * _HANDS_AN_HOUR / 9,
        "median pot after a flop (bb)": statistics.median(pots) if pots else 0.0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--field", default="regular")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--times", type=float, default=1.0, help="factor on the ranges")
    args = parser.parse_args()
    for depths in ((100, 300), (40, 100), (20, 40)):
        found = play(depths, args.hands, args.field, args.seed, args.times)
        print(
            f"{depths[0]}-{depths[1]} big blinds, {args.hands} hands, field {args.field} "
            f"(ranges x {args.times}):"
        )
        for name, value in found.items():
            shown = f"{value:.1f}" if "bb" in name else f"{value:.2%}"
            if "player-hour" in name:
                shown = f"{value:.4f}"
            print(f"  {name:32} {shown}")


if __name__ == "__main__":
    main()
