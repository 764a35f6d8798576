"""Finishing places of eliminated players (TDA: simultaneous busts)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.money import Bust, MoneyError, prizes_for_finishes, rank_bust_group, winner


def test_single_bust_finishes_just_below_the_players_left() -> None:
    (finish,) = rank_bust_group(10, [Bust("ann", 4_000)])
    assert (finish.place, finish.shared, finish.label) == (10, 1, "10")


def test_tda_simultaneous_busts_ranked_by_starting_stack() -> None:
    group = rank_bust_group(20, [Bust("small", 2_000), Bust("big", 9_000), Bust("mid", 5_000)])
    assert {f.player: f.place for f in group} == {"big": 18, "mid": 19, "small": 20}


def test_tda_simultaneous_busts_with_equal_stacks_share_places() -> None:
    group = rank_bust_group(10, [Bust("ann", 3_000), Bust("bob", 5_000), Bust("cy", 3_000)])
    assert [(f.player, f.place, f.shared) for f in group] == [
        ("bob", 8, 1),
        ("ann", 9, 2),
        ("cy", 9, 2),
    ]
    assert group[1].label == "9-10"


def test_tied_players_split_the_prizes_of_the_shared_places() -> None:
    group = rank_bust_group(4, [Bust("ann", 3_000), Bust("bob", 3_000)])
    prizes = prizes_for_finishes(group, payouts=[5_000, 3_001, 1_000, 1_000], unit=1)
    assert prizes == {"ann": 1_000, "bob": 1_000}
    group = rank_bust_group(3, [Bust("ann", 3_000), Bust("bob", 3_000)])
    prizes = prizes_for_finishes(group, payouts=[5_000, 3_001, 1_000])
    assert prizes == {"ann": 2_001, "bob": 2_000}  # 4,001 split, odd cent to the first given


def test_tied_split_rounded_to_unit_with_remainder_reconciled() -> None:
    group = rank_bust_group(5, [Bust("a", 1), Bust("b", 1), Bust("c", 1)])
    prizes = prizes_for_finishes(group, payouts=[0, 0, 1_000, 500, 500], unit=100)
    assert prizes == {"a": 700, "b": 700, "c": 600}


def test_bubble_tie_shares_a_paid_and_an_unpaid_place() -> None:
    group = rank_bust_group(4, [Bust("ann", 100), Bust("bob", 100)])
    assert prizes_for_finishes(group, payouts=[700, 300, 100]) == {"ann": 50, "bob": 50}


def test_winner_finishes_first() -> None:
    assert winner("ann").place == 1


def test_everyone_busting_is_refused() -> None:
    with pytest.raises(MoneyError, match="someone must win the hand"):
        rank_bust_group(2, [Bust("a", 1), Bust("b", 2)])


@settings(max_examples=150, deadline=None)
@given(
    stacks=st.lists(st.integers(1, 8), min_size=1, max_size=9),
    survivors=st.integers(1, 20),
)
def test_bust_group_places_are_contiguous_and_ordered(stacks: list[int], survivors: int) -> None:
    busts = [Bust(f"p{i}", s) for i, s in enumerate(stacks)]
    left = survivors + len(busts)
    group = rank_bust_group(left, busts)
    covered = sorted(p for f in group for p in [f.place])
    assert min(covered) == survivors + 1
    assert {p for f in group for p in f.places} == set(range(survivors + 1, left + 1))
    by_player = {f.player: f for f in group}
    for a in busts:
        for b in busts:
            if a.starting_stack > b.starting_stack:
                assert by_player[a.player].place < by_player[b.player].place
            if a.starting_stack == b.starting_stack:
                assert by_player[a.player].place == by_player[b.player].place
    payouts = list(range(left + 5, 0, -1))
    prizes = prizes_for_finishes(group, payouts)
    assert sum(prizes.values()) == sum(payouts[survivors:left])
