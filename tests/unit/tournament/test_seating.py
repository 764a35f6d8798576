"""Seat draws (TDA 7, 8), the seating state and applying moves."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.seating import (
    BalanceSettings,
    Move,
    SeatAssignment,
    SeatingError,
    SeatingState,
    apply_moves,
    balance_plan,
    break_plan,
    draw_seat,
    final_table_due,
    final_table_redraw,
    initial_draw,
    seat_players,
    tables_closing_for_final,
    tables_to_break,
)
from tournament.table import Table

NAMES = [f"p{i:03d}" for i in range(200)]


def drawn_state(players: int, tables: int, size: int = 9, seed: int = 1) -> SeatingState:
    empty = [Table.empty(n, size) for n in range(1, tables + 1)]
    rng = random.Random(seed)
    state = seat_players(SeatingState.create(empty), initial_draw(NAMES[:players], empty, rng))
    for number in state.tables:
        if state.tables[number].player_count >= 2:
            state = state.replace_table(state.tables[number].draw_button(rng))
    return state


def check_consistent(state: SeatingState) -> None:
    """Every player is seated exactly once and the indexes agree with the tables."""
    seen: Counter[str] = Counter()
    for number, table in state.tables.items():
        assert number in state.tables_with(table.player_count)
        for seat in table.occupied_seats():
            player = table.seats[seat - 1]
            assert player is not None
            seen[player] += 1
            assert state.locations[player] == (number, seat)
    assert all(count == 1 for count in seen.values())
    assert set(seen) == set(state.locations)
    assert len(state.locations) == state.player_count == sum(seen.values())
    assert state.capacity == sum(t.capacity for t in state.tables.values())


# ---------------------------------------------------------------- TDA 7


def test_tda_7_random_seating_is_reproducible_with_the_same_rng() -> None:
    tables = [Table.empty(n, 9) for n in (1, 2, 3)]
    first = initial_draw(NAMES[:25], tables, random.Random(5))
    again = initial_draw(NAMES[:25], tables, random.Random(5))
    other = initial_draw(NAMES[:25], tables, random.Random(6))
    assert first == again
    assert first != other


def test_tda_7_random_seating_every_seat_can_be_drawn() -> None:
    tables = [Table.empty(n, 6) for n in (1, 2)]
    places = {
        (a.table, a.seat)
        for seed in range(60)
        for a in initial_draw(["ann"], tables, random.Random(seed))
    }
    assert places == {(t, s) for t in (1, 2) for s in range(1, 7)}


@pytest.mark.parametrize(("players", "tables"), [(20, 3), (100, 12), (9, 9), (5, 9), (89, 10)])
def test_tda_7_initial_draw_balances_tables(players: int, tables: int) -> None:
    state = drawn_state(players, tables)
    counts = [t.player_count for t in state.tables.values()]
    assert max(counts) - min(counts) <= 1
    assert sum(counts) == players
    check_consistent(state)


def test_initial_draw_skips_locked_seats_and_honours_reservations() -> None:
    tables = [Table.empty(1, 4, locked={1, 2}).reserve(3, "ann"), Table.empty(2, 4)]
    draw = initial_draw(["bob", "ann", "cy"], tables, random.Random(2))
    assert SeatAssignment("ann", 1, 3) in draw
    assert all((a.table, a.seat) not in {(1, 1), (1, 2)} for a in draw)


def test_initial_draw_too_many_players_names_the_shortage() -> None:
    with pytest.raises(SeatingError, match="12 players to seat but only 10 open seats"):
        initial_draw(NAMES[:12], [Table.empty(1, 10)], random.Random(1))


def test_initial_draw_refuses_a_player_listed_twice() -> None:
    with pytest.raises(SeatingError, match="listed twice"):
        initial_draw(["ann", "ann"], [Table.empty(1, 9)], random.Random(1))


# ---------------------------------------------------------------- TDA 8


def test_tda_8_late_entry_drawn_at_a_shortest_table() -> None:
    state = drawn_state(26, 3)  # 9, 9, 8
    short = state.shortest_tables()
    for seed in range(10):
        assignment = draw_seat(state, "late", random.Random(seed))
        assert assignment.table in short
        assert state.table(assignment.table).can_take(assignment.seat)


def test_tda_8_late_entry_avoids_seat_between_small_blind_and_button() -> None:
    table = Table.empty(1, 9)
    for seat, name in {1: "a", 2: "b", 5: "e", 6: "f", 7: "g", 8: "h", 9: "i"}.items():
        table = table.sit(seat, name)
    table = table.with_button(1).hand_dealt()  # next: button 2, sb 5; seats 3, 4 between
    table = table.leave(7)  # seat 7 opens: a seat where the newcomer is dealt in
    state = SeatingState.create([table])
    seats = {draw_seat(state, "late", random.Random(seed)).seat for seed in range(30)}
    assert seats == {7}


def test_tda_8_late_entry_may_wait_when_only_seats_between_sb_and_button() -> None:
    table = Table.empty(1, 9)
    for seat, name in {1: "a", 2: "b", 5: "e", 6: "f", 7: "g", 8: "h", 9: "i"}.items():
        table = table.sit(seat, name)
    table = table.with_button(1).hand_dealt()
    state = SeatingState.create([table])
    assignment = draw_seat(state, "late", random.Random(3))
    assert assignment.seat in (3, 4)
    state = seat_players(state, [assignment])
    assert state.table(1).next_hand().waiting == (assignment.seat,)


def test_tda_8_reentry_draws_from_the_same_pool() -> None:
    state = drawn_state(18, 2)
    player = next(iter(sorted(state.locations)))
    state = state.eliminate(player)
    assignment = draw_seat(state, player, random.Random(1))
    state = seat_players(state, [assignment])
    assert state.location(player) == (assignment.table, assignment.seat)
    check_consistent(state)


def test_late_entry_without_open_seat_asks_for_a_table() -> None:
    state = drawn_state(18, 2)
    with pytest.raises(SeatingError, match="open another table"):
        draw_seat(state, "late", random.Random(1))


def test_seated_player_cannot_draw_again() -> None:
    state = drawn_state(10, 2)
    with pytest.raises(SeatingError, match="already sits"):
        draw_seat(state, "p000", random.Random(1))


# ---------------------------------------------------------------- apply_moves


def _two_tables() -> SeatingState:
    t1 = Table.empty(1, 6).sit(1, "a").sit(2, "b").sit(3, "c")
    t2 = Table.empty(2, 6, locked={6}).sit(1, "d")
    return SeatingState.create([t1, t2])


@pytest.mark.parametrize(
    ("move", "message"),
    [
        (Move("a", 1, 2, 2, 3), "a sits at table 1 seat 1, not table 1 seat 2"),
        (Move("zed", 1, 1, 2, 3), "zed is not seated"),
        (Move("a", 1, 1, 2, 1), "table 2 seat 1 is taken by d"),
        (Move("a", 1, 1, 2, 6), "table 2 seat 6 is locked"),
        (Move("a", 1, 1, 9, 1), "there is no table 9"),
        (Move("a", 1, 1, 2, 7), "table 2 has seats 1 to 6"),
    ],
)
def test_invalid_move_is_refused_with_a_clear_reason(move: Move, message: str) -> None:
    state = _two_tables()
    with pytest.raises(SeatingError, match=message):
        apply_moves(state, [move])
    check_consistent(state)


def test_two_moves_to_one_seat_are_refused() -> None:
    with pytest.raises(SeatingError, match="given twice"):
        apply_moves(_two_tables(), [Move("a", 1, 1, 2, 2), Move("b", 1, 2, 2, 2)])


def test_moves_apply_at_once_so_players_can_swap_seats() -> None:
    state = apply_moves(_two_tables(), [Move("a", 1, 1, 1, 2), Move("b", 1, 2, 1, 1)])
    assert state.location("a") == (1, 2)
    assert state.location("b") == (1, 1)
    assert state.moves_of("a") == 0


def test_balance_move_counts_and_moved_player_is_a_newcomer() -> None:
    state = apply_moves(_two_tables(), [Move("c", 1, 3, 2, 4)])
    assert state.moves_of("c") == 1
    assert 4 in state.table(2).newcomers


def test_old_state_unchanged_after_apply() -> None:
    state = _two_tables()
    apply_moves(state, [Move("c", 1, 3, 2, 4)])
    assert state.location("c") == (1, 3)
    assert state.moves_of("c") == 0
    check_consistent(state)


# ---------------------------------------------------------------- invariants


operations = st.lists(
    st.sampled_from(["bust", "bust", "bust", "late", "balance", "break", "hand"]),
    min_size=1,
    max_size=60,
)


@settings(max_examples=100, deadline=None)
@given(
    st.integers(2, 60),
    st.integers(1, 8),
    st.sampled_from([6, 9, 10]),
    operations,
    st.integers(0, 2**32),
    st.integers(1, 3),
)
def test_every_player_seated_exactly_once_after_any_sequence(
    players: int, tables: int, size: int, ops: list[str], seed: int, trigger: int
) -> None:
    rng = random.Random(seed)
    players = min(players, tables * size)
    state = drawn_state(players, tables, size, seed)
    check_consistent(state)
    config = BalanceSettings(max_difference=trigger)
    late = 0
    for op in ops:
        if op == "bust" and state.player_count > 1:
            state = state.eliminate(rng.choice(sorted(state.locations)))
        elif op == "late" and state.capacity > state.player_count:
            late += 1
            state = seat_players(state, [draw_seat(state, f"late{late}", rng)])
        elif op == "balance":
            state = apply_moves(state, balance_plan(state, config))
            assert state.longest_count - state.shortest_count <= trigger or all(
                t.open_seat_count == 0 for t in state.tables.values()
            )
        elif op == "break":
            if final_table_due(state):
                moves = final_table_redraw(state, rng)
                state = apply_moves(state, moves, close=tables_closing_for_final(state))
                assert len(state.tables) == 1
            elif broken := tables_to_break(state):
                state = apply_moves(state, break_plan(state, None, rng, broken), close=broken)
                assert not set(broken) & set(state.tables)
        elif op == "hand":
            number = rng.choice(sorted(state.tables))
            table = state.table(number)
            if table.player_count >= 2:
                if not table.started:
                    table = table.draw_button(rng)
                state = state.replace_table(table.hand_dealt())
        check_consistent(state)
