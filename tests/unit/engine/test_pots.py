"""Pots from contributions: side pots at each all-in level, uncalled bets, dead money."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.engine.pots import Pot, PotError, build_pots, total_in_pots, uncalled_bet


def test_equal_contributions_make_one_main_pot() -> None:
    assert build_pots([50, 50, 50], [False, False, False]) == [Pot(150, (0, 1, 2))]


def test_side_pot_is_built_at_each_all_in_level() -> None:
    # p3 all-in for 20, p2 all-in for 60, p1 and p4 put in 100.
    pots = build_pots([100, 60, 20, 100], [False, False, False, False])
    assert pots == [Pot(80, (0, 1, 2, 3)), Pot(120, (0, 1, 3)), Pot(80, (0, 3))]


def test_uncalled_bet_goes_back_to_the_bettor() -> None:
    assert uncalled_bet([300, 100, 100]) == (0, 200)
    assert build_pots([300, 100, 100], [False, False, False]) == [Pot(300, (0, 1, 2))]


def test_uncalled_part_above_an_all_in_goes_back() -> None:
    # p1 bets 500 into p2's all-in for 120: 380 is uncalled.
    assert uncalled_bet([500, 120]) == (0, 380)
    assert build_pots([500, 120], [False, False]) == [Pot(240, (0, 1))]


def test_no_uncalled_bet_when_the_top_bet_is_matched() -> None:
    assert uncalled_bet([100, 100, 40]) is None


def test_folded_chips_are_dead_money_and_folded_players_are_not_eligible() -> None:
    # p2 folded after putting in 60; p3 all-in for 40; p1 bet 100 (40 uncalled).
    pots = build_pots([100, 60, 40], [False, True, False])
    assert pots == [Pot(120, (0, 2)), Pot(40, (0,))]


def test_folded_chips_above_the_last_live_level_join_the_last_pot() -> None:
    # p1 all-in for 40 and still in; p2 and p3 put in 100 and 80 then folded.
    pots = build_pots([40, 100, 80], [False, True, True])
    assert pots == [Pot(200, (0,))]
    assert uncalled_bet([40, 100, 80]) == (1, 20)


def test_everyone_but_one_folded_leaves_one_pot_for_the_last_player() -> None:
    assert build_pots([10, 20, 5], [True, False, True]) == [Pot(25, (1,))]


def test_mismatched_lists_and_negative_chips_are_rejected() -> None:
    with pytest.raises(PotError, match="folded flags"):
        build_pots([10, 10], [False])
    with pytest.raises(PotError, match="player 2"):
        build_pots([10, -1], [False, False])


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(min_value=0, max_value=1000), st.booleans()),
        min_size=2,
        max_size=10,
    )
)
def test_pots_plus_uncalled_bet_equal_all_contributions(players: list[tuple[int, bool]]) -> None:
    contributions = [c for c, _ in players]
    folded = [f for _, f in players]
    if all(folded):
        folded[0] = False
    pots = build_pots(contributions, folded)
    back = uncalled_bet(contributions)
    assert total_in_pots(pots) + (back[1] if back else 0) == sum(contributions)
    for pot in pots:
        assert all(not folded[p] for p in pot.eligible)
    # Each later pot's eligible players are a subset of the earlier pot's.
    for a, b in pairwise(pots):
        assert set(b.eligible) <= set(a.eligible)


def _reference_pots(contributions: list[int], folded: list[bool]) -> list[Pot]:
    """Pots level by level, the plain way (no shortcut for the one-pot case)."""
    called = list(contributions)
    top = called.index(max(called))
    called[top] = min(called[top], max(called[:top] + called[top + 1 :]))
    levels = sorted({c for c, f in zip(called, folded, strict=True) if not f and c > 0})
    pots, previous = [], 0
    for level in levels:
        amount = sum(min(c, level) - previous for c in called if c > previous)
        eligible = tuple(i for i, c in enumerate(called) if not folded[i] and c >= level)
        pots.append(Pot(amount, eligible))
        previous = level
    extra = sum(c - previous for c in called if c > previous)
    if extra and pots:
        pots[-1] = Pot(pots[-1].amount + extra, pots[-1].eligible)
    elif extra:
        pots.append(Pot(extra, tuple(i for i, f in enumerate(folded) if not f)))
    return pots


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from([0, 5, 20, 20, 20, 35]), st.booleans()),
        min_size=2,
        max_size=9,
    )
)
def test_one_pot_shortcut_gives_the_same_pots_as_level_by_level(
    players: list[tuple[int, bool]],
) -> None:
    contributions = [c for c, _ in players]
    folded = [f for _, f in players]
    assert build_pots(contributions, folded) == _reference_pots(contributions, folded)
