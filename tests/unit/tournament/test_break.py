"""Breaking tables (TDA 10) and the final table."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tournament.seating import (
    SeatingError,
    SeatingState,
    apply_moves,
    balance_plan,
    break_order,
    break_plan,
    final_table,
    final_table_due,
    final_table_redraw,
    tables_closing_for_final,
    tables_to_break,
)
from tournament.table import Table


def table(number: int, count: int, size: int = 9) -> Table:
    t = Table.empty(number, size)
    for seat in range(1, count + 1):
        t = t.sit(seat, f"t{number}s{seat}")
    return t


def field(*counts: int, size: int = 9) -> SeatingState:
    return SeatingState.create([table(n, c, size) for n, c in enumerate(counts, start=1)])


# ---------------------------------------------------------------- when and which


def test_tda_10_break_when_players_fit_in_one_fewer_table() -> None:
    assert tables_to_break(field(9, 9, 9)) == []
    assert tables_to_break(field(9, 9, 1)) == []  # 19 players do not fit in 18 seats
    assert tables_to_break(field(9, 8, 1)) == [3]  # 18 fit in two tables


def test_tda_10_several_tables_break_when_the_field_shrinks_a_lot() -> None:
    assert tables_to_break(field(3, 3, 3, 3)) == [4, 3]


def test_tda_10_break_order_default_highest_number_first() -> None:
    state = field(4, 4, 4)
    assert break_order(state) == [3, 2, 1]
    assert tables_to_break(state) == [3]


def test_tda_10_break_order_is_a_setting() -> None:
    state = field(4, 4, 4)
    assert break_order(state, [1, 3]) == [1, 3, 2]
    assert tables_to_break(state, [1, 3]) == [1]


# ---------------------------------------------------------------- the two-step redraw


class Recorder(random.Random):
    """A seeded Random that records what each ``choice`` was drawn from."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.pools: list[list[Any]] = []

    def choice(self, seq: Any) -> Any:
        self.pools.append(list(seq))
        return super().choice(seq)


def test_tda_10b_two_step_random_redraw() -> None:
    state = field(7, 6, 6, 2)  # table 4 breaks: 21 players fit in 3 tables
    rng = Recorder(4)
    plan = break_plan(state, None, rng)
    assert [m.player for m in plan] == ["t4s1", "t4s2"]
    # each player: first a table among the shortest, then a seat among that table's open seats
    assert rng.pools[0] == [2, 3]
    assert rng.pools[1] == list(state.table(plan[0].to_table).open_seats())
    other = 3 if plan[0].to_table == 2 else 2
    assert rng.pools[2] == [other]
    assert {m.to_table for m in plan} == {2, 3}


def test_tda_10b_redraw_is_random_and_reproducible() -> None:
    state = field(5, 5, 5, 4)
    plans = [tuple(break_plan(state, None, random.Random(seed))) for seed in range(20)]
    assert plans[0] == tuple(break_plan(state, None, random.Random(0)))
    assert len(set(plans)) > 1


def test_break_fills_the_shortest_tables_and_stays_balanced() -> None:
    state = field(8, 7, 8, 6, 4)
    broken = tables_to_break(state)
    assert broken == [5]
    after = apply_moves(state, break_plan(state, None, random.Random(2), broken), close=broken)
    counts = sorted(t.player_count for t in after.tables.values())
    assert counts == [8, 8, 8, 9]
    assert sorted(after.tables) == [1, 2, 3, 4]


def test_broken_table_closes_and_moves_do_not_count_as_balance_moves() -> None:
    state = field(8, 8, 2)
    broken = tables_to_break(state)
    after = apply_moves(state, break_plan(state, None, random.Random(1), broken), close=broken)
    assert 3 not in after.tables
    assert after.moves_of("t3s1") == 0
    assert after.location("t3s1")[0] in (1, 2)


def test_tda_10_player_from_broken_table_may_land_between_sb_and_button_and_wait() -> None:
    t1 = Table.empty(1, 9)
    for seat in (1, 2, 5, 6, 7, 8, 9):
        t1 = t1.sit(seat, f"a{seat}")
    t1 = t1.with_button(1).hand_dealt()  # next hand: button 2, small blind 5: seats 3, 4 wait
    t2 = Table.empty(2, 9).sit(1, "x")
    state = SeatingState.create([t1, t2])
    plan = break_plan(state, None, random.Random(0))
    after = apply_moves(state, plan, close=[2])
    seat = after.location("x")[1]
    assert seat in (3, 4)
    assert after.table(1).next_hand().waiting == (seat,)


def test_break_plan_refuses_unknown_or_all_tables() -> None:
    state = field(3, 3)
    with pytest.raises(SeatingError, match="no table 7"):
        break_plan(state, None, random.Random(0), [7])
    with pytest.raises(SeatingError, match="keep at least one table"):
        break_plan(state, None, random.Random(0), [1, 2])


def test_close_refuses_a_table_with_players() -> None:
    with pytest.raises(SeatingError, match="cannot close: 3 player"):
        apply_moves(field(3, 3), [], close=[2])


# ---------------------------------------------------------------- final table


def test_final_table_forms_when_everyone_fits() -> None:
    assert not final_table_due(field(5, 5))
    assert final_table_due(field(5, 4))
    assert final_table(field(5, 4)) == 1
    assert not final_table_due(field(9))


def test_final_table_redraw_is_a_full_random_redraw() -> None:
    state = field(5, 4)
    rng = random.Random(11)
    plan = final_table_redraw(state, rng)
    after = apply_moves(state, plan, close=tables_closing_for_final(state))
    assert sorted(after.tables) == [1]
    assert after.table(1).player_count == 9
    assert sorted(after.locations) == sorted(state.locations)
    # players already at the final table draw again too
    assert any(m.from_table == 1 for m in plan)
    seatings = {
        tuple(
            sorted(
                apply_moves(state, final_table_redraw(state, random.Random(s))).locations.items()
            )
        )
        for s in range(10)
    }
    assert len(seatings) > 1


def test_final_table_closes_tables_that_were_already_empty() -> None:
    state = field(3, 0, 2)
    plan = final_table_redraw(state, random.Random(0))
    after = apply_moves(state, plan, close=tables_closing_for_final(state))
    assert sorted(after.tables) == [1]


def test_day_long_busts_end_with_one_table_and_balanced_tables_on_the_way() -> None:
    rng = random.Random(9)
    state = field(9, 9, 9, 9, 8)
    while state.player_count > 1:
        state = state.eliminate(rng.choice(sorted(state.locations)))
        if final_table_due(state):
            moves = final_table_redraw(state, rng)
            state = apply_moves(state, moves, close=tables_closing_for_final(state))
        elif broken := tables_to_break(state):
            state = apply_moves(state, break_plan(state, None, rng, broken), close=broken)
        state = apply_moves(state, balance_plan(state))
        assert state.longest_count - state.shortest_count <= 1
    assert len(state.tables) == 1


# ---------------------------------------------------------------- issue 10.8


def test_an_empty_table_breaks_before_a_full_one_whatever_the_break_order() -> None:
    # Four tables of 8: table 1 empty, tables 2-4 hold 8, 7, 8 (23 players, 32 seats).
    state = field(0, 8, 7, 8, size=8)
    assert tables_to_break(state) == [1]  # not table 4, which the default order names first
    assert tables_to_break(state, [4, 3]) == [1]  # the order is a preference only
    assert break_plan(state, None, random.Random(1)) == []  # nobody moves


def test_the_predetermined_order_breaks_by_default_fewest_players_first_on_request() -> None:
    # Three tables of 9 with 7, 2 and 9 players: 18 fit in two tables. TDA 10's
    # predetermined order (highest first) breaks table 3 (its 9 players fit in the 2 + 7
    # open seats); "fewest players first" breaks table 2 (2 players) instead.
    state = field(7, 2, 9)
    assert tables_to_break(state) == [3]
    assert tables_to_break(state, fewest_first=True) == [2]
    moves = break_plan(state, None, random.Random(3), tables=[2])
    assert sorted(m.player for m in moves) == ["t2s1", "t2s2"]
    assert {m.to_table for m in moves} == {1}  # the only table with open seats
