"""Hold'em starting hands ranked: the share of the 1,326 starting hands each one beats.

The ranking is data (``holdem_starting_hands.json`` beside this module): the 169 hands
ordered by their all-in equity against one random hand, worked out once with the engine's
own evaluator by ``tools/holdem_starting_hands.py`` (which says how, and how precisely).
A hand's share counts the two-card combinations ranked below it (6 for a pair, 4 suited,
12 offsuit) and half of those ranked level with it, out of 1,326, so a range of any width
plays that share of hands to within one hand's combinations (under 1 %).

>>> from tournament.cards import parse_known_cards as p
>>> round(holdem_share(*p("AsAh")), 4)  # 1,320 combinations below, 6 level: (1,320 + 3) / 1,326
0.9977
>>> holdem_share(*p("AsKs")) > holdem_share(*p("AsKd")) > holdem_share(*p("7c2d"))
True
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from tournament.cards.card import RANK_CHARS

__all__ = ["COMBINATIONS", "DATA", "hand_name", "holdem_share", "ranking"]

DATA = Path(__file__).with_name("holdem_starting_hands.json")
COMBINATIONS = 1326


def hand_name(a: int, b: int) -> str:
    """The starting hand of two cards (``rank * 4 + suit``) as the ranking names it: ``AA``,
    ``AKs`` (suited), ``AKo`` (offsuit).

    >>> from tournament.cards import parse_known_cards as p
    >>> hand_name(*p("Kd7d")), hand_name(*p("7dKc")), hand_name(*p("5h5s"))
    ('K7s', 'K7o', '55')
    """
    high, low = sorted((a >> 2, b >> 2), reverse=True)
    name = RANK_CHARS[high] + RANK_CHARS[low]
    if high == low:
        return name
    return name + ("s" if a & 3 == b & 3 else "o")


@cache
def ranking() -> tuple[tuple[str, int, float], ...]:
    """The 169 hands of the data file, best first: (name, combinations, equity)."""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    return tuple((h["hand"], int(h["combos"]), float(h["equity"])) for h in data["hands"])


@cache
def _shares() -> dict[str, float]:
    by_equity: dict[float, int] = {}
    for _name, combos, equity in ranking():
        by_equity[equity] = by_equity.get(equity, 0) + combos
    out = {}
    for name, _combos, equity in ranking():
        below = sum(n for e, n in by_equity.items() if e < equity)
        out[name] = (below + by_equity[equity] / 2) / COMBINATIONS
    return out


def holdem_share(a: int, b: int) -> float:
    """The share of the 1,326 hold'em starting hands that the hand ``a``, ``b`` beats
    (ranked by all-in equity against a random hand; level ones count half)."""
    return _shares()[hand_name(a, b)]
