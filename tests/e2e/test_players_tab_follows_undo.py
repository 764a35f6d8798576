"""The Players tab shows the seats the log leaves: after a table break or a final-table
redraw, its undo, its redo and a restart, every player's Table and Seat columns read what
the Tables tab reads, and no seat holds two players.

The whole program runs on a real SQLite file; a restart opens it in a new program.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts

Seats = dict[str, tuple[int, int]]


def _players_tab(parts: AppParts) -> Seats:
    """Name → (table, seat) as the Players tab SHOWS them (its Table and Seat columns)."""
    model = parts.console.players_tab.players_model
    shown: Seats = {}
    for row in range(model.rowCount()):
        name = model.data(model.index(row, 0))
        table = model.data(model.index(row, 2))
        seat = model.data(model.index(row, 3))
        if table and seat:
            shown[str(name)] = (int(str(table)), int(str(seat)))
    return shown


def _tables_tab(parts: AppParts) -> Seats:
    """Name → (table, seat) as the Tables tab's cards SHOW them."""
    shown: Seats = {}
    for card in parts.console.tables_tab.table_cards:
        for seat in card.table.seats:
            if seat.player:
                shown[seat.player] = (card.table.number, seat.seat)
    return shown


def _one_per_seat(seats: Seats) -> None:
    places = list(seats.values())
    assert len(places) == len(set(places)), "two players shown in one seat"


def _bust(parts: AppParts, names: list[str]) -> None:
    ids = {r.name: r.player_id for r in parts.facade.players()}
    for name in names:
        parts.facade.send(c.EliminatePlayer(ids[name]))


def _check(parts: AppParts, expected: Seats) -> None:
    players = _players_tab(parts)
    _one_per_seat(players)
    assert players == expected
    assert _tables_tab(parts) == expected


def test_undo_redo_and_restart_of_a_table_break_reach_the_players_tab(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "break.sqlite"
    clock = FakeClock()
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    start = _players_tab(parts)
    assert len(start) == 27  # the demo: three full tables of nine
    # Five out at table 1, four at table 2: nine open seats for table 3's nine players.
    out = [n for n, (t, _) in start.items() if t == 1][:5]
    out += [n for n, (t, _) in start.items() if t == 2][:4]
    _bust(parts, out)
    before = _players_tab(parts)
    assert len(before) == 18
    open_seats = {(t, s) for t in (1, 2) for s in range(1, 10)} - set(before.values())
    assert len(open_seats) == 9
    movers = {n for n, (t, _) in before.items() if t == 3}
    parts.console.run_dialog = lambda dialog: True  # the director confirms the plan
    parts.console.tables_tab.table_actions.break_table(3)
    after = _players_tab(parts)
    # Table 3's nine players fill exactly the nine open seats; nobody else moved.
    assert {after[n] for n in movers} == open_seats
    assert {n: after[n] for n in before if n not in movers} == {
        n: before[n] for n in before if n not in movers
    }
    _check(parts, after)

    parts.console.menus.undo_action.trigger()
    _check(parts, before)
    parts.console.menus.redo_action.trigger()
    _check(parts, after)
    parts.console.menus.undo_action.trigger()
    _check(parts, before)
    parts.console.menus.redo_action.trigger()
    parts.close(clock())

    again = open_app(opened, qtbot, db, clock)
    _check(again, after)


def test_undo_redo_and_restart_of_a_final_table_redraw_reach_the_players_tab(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "final.sqlite"
    clock = FakeClock()
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    start = _players_tab(parts)
    # Keep three at each table: nine players fit at one table.
    out = []
    for table in (1, 2, 3):
        out += [n for n, (t, _) in start.items() if t == table][3:]
    _bust(parts, out)
    before = _players_tab(parts)
    assert len(before) == 9
    parts.console.run_dialog = lambda dialog: True
    parts.console.tables_tab.table_actions.final_table()
    after = _players_tab(parts)
    # Every one of the nine now sits at one table, one to a seat 1..9.
    assert after.keys() == before.keys()
    assert len({t for t, _ in after.values()}) == 1
    assert sorted(s for _, s in after.values()) == list(range(1, 10))
    _check(parts, after)

    parts.console.menus.undo_action.trigger()
    _check(parts, before)
    parts.console.menus.redo_action.trigger()
    _check(parts, after)
    parts.console.menus.undo_action.trigger()
    _check(parts, before)
    parts.close(clock())

    again = open_app(opened, qtbot, db, clock)
    _check(again, before)
