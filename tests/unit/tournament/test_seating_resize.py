"""Seats per table (``tournament.seating.resize``): which players move, where they may go
(the shortest tables first, their own included), the button when its seat goes, and the
refusal of a field that does not fit. Every figure is counted by hand in the comments."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.seating import SeatingState, apply_resize, resize_plan, resized_table
from tournament.table import Table
from tournament.table_errors import SeatingError


def test_a_player_of_a_removed_seat_may_stay_at_his_own_short_table() -> None:
    # Table 1 (4 seats): a in 1, b in 4. Table 2 (4 seats): c, d, e in 1-3.
    # At 3 seats, b (seat 4) moves; table 1 holds 1 player, table 2 holds 3 (full at 3):
    # the shortest table with a seat open is table 1: seat 2 or 3.
    t1 = Table.empty(1, 4).sit(1, "a").sit(4, "b")
    t2 = Table.empty(2, 4).sit(1, "c").sit(2, "d").sit(3, "e")
    state = SeatingState.create([t1, t2])
    for seed in range(5):
        [move] = resize_plan(state, 3, [1, 2], random.Random(seed))
        assert (move.player, move.from_table, move.from_seat, move.to_table) == ("b", 1, 4, 1)
        assert move.to_seat in (2, 3)


def test_only_the_tables_named_change() -> None:
    # Table 1 (9 seats) holds 8 players in seats 1-8; 6-max at table 1 moves seats 7 and 8.
    # Table 2 (9 seats) holds 3 players: both go there (the only table with a seat open).
    t1 = Table.empty(1, 9)
    for seat in range(1, 9):
        t1 = t1.sit(seat, f"p{seat}")
    t2 = Table.empty(2, 9).sit(1, "x").sit(2, "y").sit(3, "z")
    plan = resize_plan(SeatingState.create([t1, t2]), 6, [1], random.Random(3))
    assert sorted((m.player, m.to_table) for m in plan) == [("p7", 2), ("p8", 2)]
    assert all(4 <= m.to_seat <= 9 for m in plan)


def test_a_field_that_does_not_fit_is_refused_with_the_count() -> None:
    # 2 tables of 4, full: 8 players. At 3 seats: 6 seats, 2 missing.
    tables = [Table.empty(n, 4).sit(1, f"a{n}").sit(2, f"b{n}") for n in (1, 2)]
    tables = [t.sit(3, f"c{t.number}").sit(4, f"d{t.number}") for t in tables]
    with pytest.raises(SeatingError) as refused:
        resize_plan(SeatingState.create(tables), 3, [1, 2], random.Random(0))
    assert str(refused.value) == (
        "8 players do not fit at 2 tables with 3 seats: 2 seat(s) missing; add a table first."
    )


def test_the_button_goes_back_when_its_seat_goes() -> None:
    # The button was drawn to seat 9, whose player then left; seats 2 and 5 are taken.
    # At 8 seats the button goes to the highest occupied seat left: seat 5.
    table = Table.empty(1, 9).sit(2, "a").sit(5, "b").sit(9, "c").with_button(9).leave(9)
    eight = resized_table(table, 8)
    assert (eight.size, eight.button_seat, eight.occupied_seats()) == (8, 5, (2, 5))
    # A button on a seat that stays, stays; more seats keep everyone where they sit.
    assert resized_table(table.with_button(2), 8).button_seat == 2
    ten = resized_table(table, 10)
    assert (ten.size, ten.occupied_seats()) == (10, (2, 5))


def test_a_taken_seat_cannot_go() -> None:
    table = Table.empty(1, 9).sit(9, "a")
    with pytest.raises(SeatingError, match="seat 9 is taken"):
        resized_table(table, 8)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_any_field_that_fits_keeps_everyone_and_moves_only_the_seats_that_go(
    data: st.DataObject,
) -> None:
    sizes = data.draw(st.lists(st.integers(2, 10), min_size=1, max_size=5))
    tables, player = [], 0
    for number, size in enumerate(sizes, 1):
        table = Table.empty(number, size)
        for seat in data.draw(st.sets(st.integers(1, size))):
            player += 1
            table = table.sit(seat, f"p{player}")
        tables.append(table)
    state = SeatingState.create(tables)
    size = data.draw(st.integers(2, 10))
    named = sorted(data.draw(st.sets(st.sampled_from(range(1, len(tables) + 1)), min_size=1)))
    going = {
        (t.number, s) for t in tables if t.number in named for s in t.occupied_seats() if s > size
    }
    room = sum(
        (size if t.number in named else t.size)
        - t.player_count
        + (sum(1 for s in t.occupied_seats() if s > size) if t.number in named else 0)
        for t in tables
    )
    if len(going) > room:
        with pytest.raises(SeatingError, match="add a table first"):
            resize_plan(state, size, named, random.Random(0))
        return
    plan = resize_plan(state, size, named, random.Random(data.draw(st.integers(0, 9))))
    assert {(m.from_table, m.from_seat) for m in plan} == going
    after = apply_resize(state, size, named, plan)
    everyone = {p for t in after.tables.values() for p in t.seats}
    assert everyone - {None} == {f"p{i}" for i in range(1, player + 1)}
    assert all(after.tables[n].size == size for n in named)
    assert all(after.tables[t.number].size == t.size for t in tables if t.number not in named)
