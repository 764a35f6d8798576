"""Balancing tables (TDA 11A-11D)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.seating import (
    BalanceMethod,
    BalanceSettings,
    Move,
    SeatingError,
    SeatingState,
    apply_moves,
    balance_plan,
    halt_recommendations,
    initial_draw,
    needs_balancing,
    seat_players,
)
from tournament.table import Table


def table(number: int, seats: list[int], size: int = 9, button: int | None = 1) -> Table:
    """A table with players ``t<number>s<seat>``; one hand dealt with the button on ``button``."""
    t = Table.empty(number, size)
    for seat in seats:
        t = t.sit(seat, f"t{number}s{seat}")
    if button is not None:
        t = t.with_button(button).hand_dealt()
    return t


ALL9 = list(range(1, 10))

# ---------------------------------------------------------------- 11A flop games


def test_tda_11a_next_big_blind_moves_to_worst_position() -> None:
    long = table(1, ALL9)  # hand: button 1, sb 2, bb 3 -> next big blind seat 4
    short = table(2, [1, 2, 3, 5, 6, 7, 9])  # last bb 3: open seat 4 gets the big blind next
    plan = balance_plan(SeatingState.create([long, short]))
    assert plan == [Move("t1s4", 1, 4, 2, 4)]


def test_tda_11a_never_into_small_blind() -> None:
    long = table(1, ALL9)
    short = table(2, ALL9).leave(3).leave(8)  # the big blind (3) busts: seat 3 is the sb seat
    plan = balance_plan(SeatingState.create([long, short]))
    assert [(m.to_table, m.to_seat) for m in plan] == [(2, 8)]


def test_tda_11a_big_blind_twice_if_need_be() -> None:
    long = table(1, ALL9)
    short = table(2, [1, 2, 3, 5, 6, 7, 9])
    state = apply_moves(
        SeatingState.create([long, short]), balance_plan(SeatingState.create([long, short]))
    )
    assert long.next_hand().big_blind_player == "t1s4"
    assert state.table(2).next_hand().big_blind_player == "t1s4"
    assert state.table(1).next_hand().big_blind_player == "t1s5"


def test_tda_11a_second_move_from_a_table_takes_the_following_big_blind() -> None:
    long = table(1, list(range(1, 11)), size=10)  # next big blinds 4, 5, ...
    short = table(2, [1, 2, 3, 4, 5, 6], size=10)
    plan = balance_plan(SeatingState.create([long, short]))
    assert [(m.player, m.from_seat) for m in plan] == [("t1s4", 4), ("t1s5", 5)]
    state = apply_moves(SeatingState.create([long, short]), plan)
    assert state.table(1).player_count == state.table(2).player_count == 8


def test_tda_11a_stud_moves_by_position() -> None:
    long = table(1, ALL9, button=None)
    short = table(2, ALL9, button=None).leave(2).leave(6)  # seat 6 opened last
    config = BalanceSettings(method=BalanceMethod.POSITION)
    plan = balance_plan(SeatingState.create([long, short]), config)
    assert plan == [Move("t1s6", 1, 6, 2, 6)]


def test_tda_11a_stud_position_next_seat_clockwise_when_corresponding_seat_empty() -> None:
    long = table(1, [1, 2, 3, 4, 5, 7, 8, 9], button=None)  # seat 6 empty
    short = table(2, ALL9, button=None).leave(6).leave(1).leave(2)  # last opened: 2, then 1
    long = long.sit(6, "x").leave(6)
    config = BalanceSettings(method=BalanceMethod.POSITION)
    plan = balance_plan(SeatingState.create([long, short]), config)
    assert plan[0] == Move("t1s2", 1, 2, 2, 2)
    short2 = table(2, ALL9, button=None).leave(1).leave(2).leave(6)  # seat 6 opened last
    plan = balance_plan(SeatingState.create([long, short2]), config)
    assert plan[0] == Move("t1s7", 1, 7, 2, 6)


# ---------------------------------------------------------------- 11B mixed games during stud


def test_tda_11b_mixed_during_stud_moves_would_be_holdem_big_blind() -> None:
    long = table(1, ALL9).freeze_button()  # would-be hold'em big blind: seat 4
    short = table(2, [1, 2, 3, 5, 6, 7, 9])
    plan = balance_plan(SeatingState.create([long, short]))
    assert plan[0].player == "t1s4"
    long = long.leave(4)  # the would-be big blind busts during stud
    long = long.sit(4, "late").leave(4)
    plan = balance_plan(SeatingState.create([long, short.leave(1)]))
    assert plan[0].player == "t1s5"


# ---------------------------------------------------------------- 11C predetermined source table


def test_tda_11c_source_table_is_the_longest_ties_in_fixed_order() -> None:
    tables = [table(1, ALL9), table(2, ALL9), table(3, [1, 2, 3, 4, 5, 6, 7])]
    state = SeatingState.create(tables)
    assert balance_plan(state)[0].from_table == 1
    ordered = BalanceSettings(table_order=(2, 1, 3))
    assert balance_plan(state, ordered)[0].from_table == 2


def test_tda_11c_destination_is_the_shortest_table() -> None:
    tables = [table(1, ALL9), table(2, [1, 2, 3, 4, 5, 6, 7, 8]), table(3, [1, 2, 3, 4, 5, 6, 7])]
    plan = balance_plan(SeatingState.create(tables))
    assert [(m.from_table, m.to_table) for m in plan] == [(1, 3)]


def test_avoid_moving_the_same_player_twice() -> None:
    tables = [table(1, ALL9), table(2, ALL9), table(3, [1, 2, 3, 4, 5, 6, 7])]
    state = SeatingState.create(tables, move_counts={"t1s4": 1})
    assert balance_plan(state)[0].player == "t2s4"
    strict = BalanceSettings(avoid_second_move=False)
    assert balance_plan(state, strict)[0].player == "t1s4"


def test_balance_move_counts_are_tracked() -> None:
    state = SeatingState.create([table(1, ALL9), table(2, [1, 2, 3, 5, 6, 7, 9])])
    state = apply_moves(state, balance_plan(state))
    assert state.moves_of("t1s4") == 1


# ---------------------------------------------------------------- trigger


def test_balance_trigger_is_a_setting() -> None:
    state = SeatingState.create([table(1, ALL9), table(2, [1, 2, 3, 5, 6, 7, 9])])
    assert balance_plan(state, BalanceSettings(max_difference=2)) == []
    assert not needs_balancing(state, BalanceSettings(max_difference=2))
    assert len(balance_plan(state, BalanceSettings(max_difference=1))) == 1


def test_balanced_tables_give_an_empty_plan() -> None:
    state = SeatingState.create([table(1, ALL9), table(2, [1, 2, 3, 5, 6, 7, 8, 9])])
    assert balance_plan(state) == []


def test_balance_trigger_below_one_is_refused() -> None:
    with pytest.raises(SeatingError, match="at least 1 player"):
        BalanceSettings(max_difference=0)


def test_balance_several_moves_each_player_once() -> None:
    tables = [table(1, ALL9), table(2, ALL9), table(3, ALL9), table(4, [1, 2, 3, 4, 5])]
    plan = balance_plan(SeatingState.create(tables))
    assert len({m.player for m in plan}) == len(plan) == 3
    state = apply_moves(SeatingState.create(tables), plan)
    assert {t.player_count for t in state.tables.values()} == {8}


# ---------------------------------------------------------------- 11D halt


def test_tda_11d_halt_table_three_short() -> None:
    long = table(1, ALL9)
    short = table(2, [1, 2, 3, 7, 8, 9])  # open 4-6, where the big blind goes next
    halts = halt_recommendations(SeatingState.create([long, short]))
    assert [(h.table, h.short_by) for h in halts] == [(2, 3)]


def test_tda_11d_two_short_keeps_playing() -> None:
    halts = halt_recommendations(
        SeatingState.create([table(1, ALL9), table(2, [1, 2, 3, 4, 8, 9, 7])])
    )
    assert halts == []


def test_tda_11d_halt_once_blinds_affected() -> None:
    long = table(1, ALL9)
    short = table(2, [1, 2, 3, 4, 5, 6])  # open 7-9: the blinds are not affected yet
    state = SeatingState.create([long, short])
    assert halt_recommendations(state) == []
    always = BalanceSettings(halt_only_when_blinds_affected=False)
    assert [h.table for h in halt_recommendations(state, always)] == [2]
    for _ in range(3):  # three hands later the big blind reaches the open seats
        short = short.hand_dealt()
    assert [h.table for h in halt_recommendations(SeatingState.create([long, short]))] == [2]


# ---------------------------------------------------------------- invariants


@settings(max_examples=80, deadline=None)
@given(
    st.integers(10, 90),
    st.integers(2, 10),
    st.integers(1, 3),
    st.sampled_from(list(BalanceMethod)),
    st.integers(0, 2**32),
    st.integers(0, 40),
)
def test_tables_within_trigger_after_a_plan_is_applied(
    players: int, tables: int, trigger: int, method: BalanceMethod, seed: int, busts: int
) -> None:
    rng = random.Random(seed)
    empty = [Table.empty(n, 9) for n in range(1, tables + 1)]
    players = min(players, 9 * tables)
    state = seat_players(
        SeatingState.create(empty), initial_draw([f"p{i}" for i in range(players)], empty, rng)
    )
    for number in sorted(state.tables):
        if state.tables[number].player_count >= 2:
            state = state.replace_table(state.tables[number].draw_button(rng).hand_dealt())
    config = BalanceSettings(max_difference=trigger, method=method)
    for _ in range(min(busts, players - 1)):
        state = state.eliminate(rng.choice(sorted(state.locations)))
        plan = balance_plan(state, config)
        assert len({m.player for m in plan}) == len(plan)
        state = apply_moves(state, plan)
        assert state.longest_count - state.shortest_count <= trigger
