"""The bots' calling ranges against an all-in before the flop
(``tournament/rehearsal/holdem_call_ranges.json``, made by ``tools/holdem_call_ranges.py``
with the engine's evaluator)."""

from __future__ import annotations

import json
import random
from itertools import pairwise
from types import ModuleType

from tests.unit.rehearsal.tools import load_tool
from tournament.rehearsal.push_fold import DATA, call_share
from tournament.rehearsal.starting_hands import ranking


def _tool() -> ModuleType:
    return load_tool("holdem_call_ranges")


def test_against_any_two_cards_the_calls_are_the_hands_that_beat_a_random_hand() -> None:
    # pushing every hand, a call needing 51 % equity is made by the hands that win over
    # half the time against a random hand: the starting-hand table (equity against one
    # random hand, the PokerStove figures: 22 wins 50.3 %) counts them independently.
    beating = sum(combos for _name, combos, equity in ranking() if equity >= 0.51) / 1326
    assert abs(call_share(1.0, 0.51) - beating) <= 0.03, (call_share(1.0, 0.51), beating)


def test_calls_widen_as_the_price_falls_and_as_the_pushing_range_widens() -> None:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    calls = data["calls"]
    noise = 0.02  # a few thousand deals a hand: neighbours may swap by a hand or two
    for row in calls:
        assert all(a >= b - noise for a, b in pairwise(row)), row
    for upper, lower in pairwise(calls):
        assert all(b >= a - noise for a, b in zip(upper, lower, strict=True)), (upper, lower)
    # between grid points: on the straight line between its neighbours
    middle = (call_share(0.3, 0.45) + call_share(0.4, 0.45)) / 2
    assert abs(call_share(0.35, 0.45) - middle) < 1e-9


def test_the_script_works_out_the_files_shares() -> None:
    # the file is what tools/holdem_call_ranges.py makes: a fresh row (150 deals a hand,
    # one standard error of an equity about 4 %) lands near the stored one
    tool = _tool()
    assert tool.OUT == DATA
    data = json.loads(DATA.read_text(encoding="utf-8"))
    i = data["ranges"].index(0.13)
    pushed = tool.top(0.13)
    assert abs(len(pushed) / 1326 - 0.13) <= 12 / 1326
    rng = random.Random(3)
    equities = [
        (tool.equity(tool.combos(name)[0], pushed, 150, rng), n) for name, n, _e in ranking()
    ]
    for j, need in enumerate(data["needs"]):
        # a fresh equity is off by about 4 %: the stored share lies between the fresh
        # shares of a call needing 4 % more and one needing 4 % less
        low = sum(n for e, n in equities if e >= need + 0.04) / 1326
        high = sum(n for e, n in equities if e >= need - 0.04) / 1326
        assert low - 0.02 <= data["calls"][i][j] <= high + 0.02, (need, low, high)
