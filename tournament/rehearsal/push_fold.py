"""Short-stack play before the flop as push/fold charts give it: how many hands a player
moves all in with (:func:`push_share`) and how many call an all-in (:func:`call_share` for
hold'em, :func:`call_all_in_share` for other games).

A chart's hold'em calling range is the best answer to the range that moved in: a hand calls when
its all-in equity against that range pays for the call. How many hands that is, by the
pushing range's width and the equity the call needs (``call / (pot after the call)``), is
data (``holdem_call_ranges.json`` beside this module), worked out once with the engine's
own evaluator by ``tools/holdem_call_ranges.py`` (which says how, and how precisely);
between its grid points the share is interpolated linearly in both directions.

So the big blind against a small blind's 10-big-blind shove (the small blind moves in
with about 54 % of hands; the call needs 9 / 20 = 45 %) calls about 34 % of hands, as
the heads-up charts have it (about 37 %), but against the same shove from under the gun
(about 12 % of hands) only about 8 %, where one width for every pusher would call 39 %.

>>> round(call_share(0.54, 0.45), 2), round(call_share(0.12, 0.45), 2)
(0.34, 0.08)
>>> call_share(0.3, 0.36) > call_share(0.3, 0.45) > call_share(0.1, 0.45)  # cheaper, wider
True
"""

from __future__ import annotations

import json
import math
from bisect import bisect_right
from functools import cache
from pathlib import Path

__all__ = ["DATA", "call_all_in_share", "call_share", "push_share"]

DATA = Path(__file__).with_name("holdem_call_ranges.json")
_PUSH = 10.8
_CALL = 3.5


def push_share(depth_bb: float, behind: int, style: float = 1.0) -> float:
    """The share of hands moved all in unopened with ``depth_bb`` big blinds and
    ``behind`` players still to act (``style``: the player's range against an average one).

    >>> round(push_share(10, 8), 2), round(push_share(10, 2), 2), round(push_share(10, 1), 2)
    (0.12, 0.36, 0.54)
    >>> push_share(5, 8) > push_share(10, 8)  # shorter: wider
    True
    """
    return min(1.0, _PUSH * style / (max(depth_bb, 1.0) * (behind + 1)))


def call_all_in_share(call_bb: float, behind: int, good_odds: bool, style: float = 1.0) -> float:
    """The share of hands that call an all-in of ``call_bb`` big blinds (to put in) with
    ``behind`` players still to act; ``good_odds``: the call is at most a third of the pot.

    >>> round(call_all_in_share(10, 0, False), 2), round(call_all_in_share(5, 0, False), 2)
    (0.35, 0.7)
    """
    share = _CALL * style / (max(call_bb, 0.5) * math.sqrt(behind + 1))
    return min(1.0, share * (1.5 if good_odds else 1.0))


@cache
def _table() -> tuple[tuple[float, ...], tuple[float, ...], tuple[tuple[float, ...], ...]]:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    return (
        tuple(float(r) for r in data["ranges"]),
        tuple(float(n) for n in data["needs"]),
        tuple(tuple(float(v) for v in row) for row in data["calls"]),
    )


def _between(grid: tuple[float, ...], x: float) -> tuple[int, float]:
    """The grid cell holding ``x`` (clamped to the grid) and where in it ``x`` lies (0-1)."""
    if x <= grid[0]:
        return 0, 0.0
    if x >= grid[-1]:
        return len(grid) - 2, 1.0
    i = bisect_right(grid, x) - 1
    return i, (x - grid[i]) / (grid[i + 1] - grid[i])


def call_share(pushed: float, need: float) -> float:
    """The share of starting hands with at least ``need`` all-in equity against the best
    ``pushed`` of hands (both 0-1; outside the data's grid, its nearest edge)."""
    ranges, needs, calls = _table()
    i, u = _between(ranges, pushed)
    j, v = _between(needs, need)
    low = calls[i][j] * (1 - v) + calls[i][j + 1] * v
    high = calls[i + 1][j] * (1 - v) + calls[i + 1][j + 1] * v
    return low * (1 - u) + high * u
