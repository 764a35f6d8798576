"""The bots' ranking of hold'em starting hands (``tournament/rehearsal/holdem_starting_hands.json``,
made by ``tools/holdem_starting_hands.py`` with the engine's evaluator).

The ranking is checked against published all-in equities against a random hand, the shares
the bots read are checked against the combinations counted here, and a range of any width
plays that share of the 1,326 starting hands (the Chen score it replaces had 17 steps:
every range from 22 % to 33 % played the same 25 %).
"""

from __future__ import annotations

import itertools
import random
from types import ModuleType

import pytest

from tests.unit.rehearsal.tools import load_tool
from tournament.cards import parse_known_cards
from tournament.rehearsal.starting_hands import DATA, ranking
from tournament.rehearsal.strength import strength


def _tool() -> ModuleType:
    return load_tool("holdem_starting_hands")


def test_the_ranking_holds_each_of_the_169_starting_hands_once() -> None:
    hands = ranking()
    names = [name for name, _, _ in hands]
    assert len(names) == 169 == len(set(names))
    assert sum(1 for n in names if len(n) == 2) == 13  # pairs
    assert sum(1 for n in names if n.endswith("s")) == 78
    assert sum(1 for n in names if n.endswith("o")) == 78
    assert sum(combos for _, combos, _ in hands) == 52 * 51 // 2
    equities = [e for _, _, e in hands]
    assert equities == sorted(equities, reverse=True)  # best first


@pytest.mark.parametrize(
    ("hand", "published"),
    # all-in equity against one random hand, as the PokerStove-made tables print it
    [
        ("AA", 0.852),
        ("KK", 0.824),
        ("QQ", 0.799),
        ("JJ", 0.775),
        ("AKs", 0.670),
        ("AKo", 0.654),
        ("22", 0.503),
        ("72o", 0.346),
        ("32o", 0.323),
    ],
)
def test_equities_agree_with_the_published_ones(hand: str, published: float) -> None:
    equity = {name: e for name, _, e in ranking()}[hand]
    assert abs(equity - published) <= 0.006, f"{hand}: {equity:.4f} against {published}"


def test_aces_are_best_and_three_deuce_offsuit_worst() -> None:
    names = [name for name, _, _ in ranking()]
    assert names[:3] == ["AA", "KK", "QQ"]
    assert names[-1] == "32o"


def test_a_hands_share_counts_the_combinations_ranked_below_it() -> None:
    # aces beat every other combination: 1,326 - 6 = 1,320 below, half of their own 6
    assert strength("NT", parse_known_cards("AsAh"), []) == pytest.approx(1323 / 1326)
    # 32o beats nothing: half of its own 12 combinations
    assert strength("NT", parse_known_cards("3c2d"), []) == pytest.approx(6 / 1326)
    # the 20th hand of the ranking, counted here from the file's list
    hands = ranking()
    name, combos, _ = hands[19]
    below = sum(c for _, c, _ in hands[20:])
    first = parse_known_cards(f"{name[0]}s")[0]
    second = parse_known_cards(f"{name[1]}{'s' if name.endswith('s') else 'h'}")[0]
    assert strength("NT", [first, second], []) == pytest.approx((below + combos / 2) / 1326)


def test_a_range_of_any_width_plays_that_share_of_hands() -> None:
    # every one of the 1,326 starting hands judged; a player of range r plays the hands
    # whose share is at least 1 - r: that is r of the hands, to within one hand's
    # combinations (12 of 1,326, under 1 %), for ranges the Chen score could not tell apart
    shares = [strength("NT", [a, b], []) for a, b in itertools.combinations(range(52), 2)]
    assert len(set(shares)) == 169
    for width in (0.05, 0.10, 0.167, 0.22, 0.25, 0.28, 0.33, 0.38, 0.45, 0.68):
        played = sum(s >= 1 - width for s in shares) / len(shares)
        assert abs(played - width) <= 12 / 1326, f"range {width}: plays {played:.3f}"


def test_the_script_works_out_the_files_equities() -> None:
    # the file is what tools/holdem_starting_hands.py makes: a few thousand fresh deals of
    # its own equity function land near the stored figures (one standard error 0.8 %)
    tool = _tool()
    assert len(tool.classes()) == 169
    assert tool.OUT == DATA
    stored = {name: e for name, _, e in ranking()}
    rng = random.Random(7)
    for name, high, low, suited in tool.classes():
        if name in ("AA", "T9s", "72o"):
            fresh = tool.equity(high, low, suited, 4000, rng)
            assert abs(fresh - stored[name]) <= 0.03, f"{name}: {fresh:.3f} vs {stored[name]}"
