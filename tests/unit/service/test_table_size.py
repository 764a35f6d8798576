"""Seats per table during the event (issue 27, item 11): fewer seats redraw exactly the
players of the seats that go, the field stays balanced, one command is one undo step
(``run`` undoes and redoes it), and a field that does not fit is refused with the count.

``new_tournament`` draws 3 tables of 9 seats."""

from __future__ import annotations

import random

import pytest

from tests.unit.service.helpers import new_tournament, run
from tournament.errors import DomainError
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service import events as e


def _seats(t: Tournament) -> dict[str, tuple[int, int]]:
    return {
        player: (table.number, seat)
        for table in t.table_records()
        if not table.broken
        for seat, player in enumerate(table.seats, 1)
        if player is not None
    }


def test_eight_max_moves_the_players_of_seat_nine_only() -> None:
    t = new_tournament(23, seat=True)  # 23 players at 3 tables of 9: 8, 8 and 7
    before = _seats(t)
    in_seat_9 = {p for p, (_, seat) in before.items() if seat == 9}
    outcome = run(t, c.SetTableSize(8))
    after = _seats(t)
    assert [table.size for table in t.table_records()] == [8, 8, 8]
    assert set(after) == set(before)  # nobody lost
    moved = {p for p in after if after[p] != before[p]}
    assert moved == in_seat_9
    assert all(seat <= 8 for _, seat in after.values())
    # 23 players at 24 seats: the tables hold 8, 8 and 7.
    counts = sorted(sum(1 for _, (n, _) in after.items() if n == k) for k in (1, 2, 3))
    assert counts == [7, 8, 8]
    moves = [ev for ev in outcome.events if isinstance(ev, e.PlayersMoved)]
    assert len(in_seat_9) == 3  # this draw seats someone in seat 9 at each table
    assert [ev.reason for ev in moves] == ["seats"]


def test_six_max_at_one_table_only() -> None:
    t = new_tournament(12, seat=True)  # 4 players a table
    run(t, c.SetTableSize(6, (1,)))
    assert [table.size for table in t.table_records()] == [6, 9, 9]
    assert len(_seats(t)) == 12


def test_more_seats_move_nobody() -> None:
    t = new_tournament(20, seat=True)
    run(t, c.SetTableSize(8))
    before = _seats(t)
    outcome = run(t, c.SetTableSize(10))
    assert _seats(t) == before
    assert [type(ev) for ev in outcome.events] == [e.TablesResized]


def _refusal(t: Tournament, command: c.Command) -> str:
    with pytest.raises(DomainError) as refused:
        t.handle(command, 0, random.Random(0))
    return str(refused.value)


def test_a_field_that_does_not_fit_is_refused_with_the_seats_missing() -> None:
    t = new_tournament(27, seat=True)  # 27 players, 3 tables of 8 = 24 seats: 3 missing
    assert _refusal(t, c.SetTableSize(8)) == (
        "27 players do not fit at 3 tables with 8 seats: 3 seat(s) missing; add a table first."
    )
    assert [table.size for table in t.table_records()] == [9, 9, 9]
    assert _refusal(t, c.SetTableSize(9)) == "Table(s) 1, 2, 3 already have 9 seats"
    assert _refusal(t, c.SetTableSize(11)) == "A table has between 2 and 10 seats"
    assert _refusal(t, c.SetTableSize(8, (4,))) == "There is no table 4"


def test_a_player_may_draw_a_seat_a_growing_table_gains() -> None:
    # 15 players at 2 tables of 9 (8 and 7). 6-max at table 1: its players of seats 7-9
    # go to table 2, which then holds 9 (every seat). 8-max everywhere: table 1 grows to 8
    # (6 players), table 2 loses seat 9: its player draws the shortest table with a seat
    # open, table 1, whose open seats are its new seats 7 and 8.
    t = new_tournament(15, tables=2, seat=True)
    run(t, c.SetTableSize(6, (1,)))
    assert [(r.size, r.table.player_count) for r in t.table_records()] == [(6, 6), (9, 9)]
    seat_9 = t.table_value(2).seats[8]
    outcome = run(t, c.SetTableSize(8))
    assert [type(ev) for ev in outcome.events] == [e.TablesResized, e.PlayersMoved, e.TablesResized]
    assert [(r.size, r.table.player_count) for r in t.table_records()] == [(8, 7), (8, 8)]
    assert _seats(t)[str(seat_9)][0] == 1
    assert _seats(t)[str(seat_9)][1] in (7, 8)
