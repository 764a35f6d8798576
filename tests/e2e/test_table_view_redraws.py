"""The table views between hands follow every change that touches them, and only those
(issue 23: a change costs the views it does not touch nothing): two tables of four, a
view of each, after a chip count, a rename, a move and its undo, a bust, and a level that
ran out with the time. What each view SHOWS is compared with figures worked out here.

Real program, real SQLite file, real offscreen windows; the director's actions are sent
from the console (one command each, the console's undo).
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock
from tests.e2e.table_view_support import open_event
from tournament.service import commands as c
from tournament.service.records import ChipCount
from ui.app import AppParts
from ui.table_view import TableViewWindow

START = 50_000
"""Every player's chips (the Players Championship's starting stack)."""
HOUR = 60 * 60 * 1000
"""Level 1 (blinds 200/400) lasts 60 minutes; level 2 is 300/600."""


def shown(window: TableViewWindow) -> dict[str, str]:
    """Each seat with a player as drawn: name → stack (seat numbers left out)."""
    out = {}
    for box in window.seats.boxes:
        seat_and_name = box.name.full_text
        if " · " in seat_and_name and box.stack.full_text != "—":
            out[seat_and_name.split(" · ", 1)[1]] = box.stack.full_text
    return out


def seat_of(window: TableViewWindow, name: str) -> int:
    """The seat number drawn beside ``name``."""
    for box in window.seats.boxes:
        seat, _, drawn = box.name.full_text.partition(" · ")
        if drawn == name:
            return int(seat)
    raise AssertionError(f"{name} is not drawn at table {window.number}")


def test_views_between_hands_show_each_change_that_touches_them(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 8, tables=2, seats=6)
    clock = parts.facade.now
    assert isinstance(clock, FakeClock)
    console, t = parts.console, parts.facade.t
    actions = console.tables_tab.table_actions
    one, two = actions.open_table_view(1), actions.open_table_view(2)
    assert one is not None
    assert two is not None
    at_one, at_two = shown(one), shown(two)
    assert len(at_one) == len(at_two) == 4  # eight players drawn over two tables
    assert set(at_one.values()) == set(at_two.values()) == {"50,000"}
    ids = {p.name: p.player_id for p in t.player_records()}
    first_picture = one.picture

    # a chip count at table 2: its view shows it; table 1's view is not drawn again
    counted = sorted(at_two)[0]
    assert console.send(c.RecordChipCounts((ChipCount(ids[counted], 12_345),)))
    assert shown(two) == {**at_two, counted: "12,345"}
    assert shown(one) == at_one
    assert one.picture is first_picture

    # a rename at table 2
    assert console.send(c.RenamePlayer(ids[counted], "Zed"))
    renamed = {n: s for n, s in shown(two).items() if n != counted}
    assert renamed == {**{n: s for n, s in at_two.items() if n != counted}, "Zed": "12,345"}
    assert one.picture is first_picture

    # a move from table 1 to table 2's first empty seat, then the console's undo
    mover = sorted(at_one)[0]
    taken = {seat_of(two, n) for n in shown(two)}
    empty = min(set(range(1, 7)) - taken)
    assert console.send(c.MovePlayer(ids[mover], 2, empty))
    assert mover not in shown(one)
    assert seat_of(two, mover) == empty
    assert shown(two)[mover] == "50,000"
    console.menus.undo_action.trigger()
    assert shown(one) == at_one
    assert mover not in shown(two)

    # a bust at table 1: gone from its view; table 2's view is not drawn again
    busted = sorted(at_one)[1]
    second_picture = two.picture
    assert console.send(c.EliminatePlayer(ids[busted]))
    assert shown(one) == {n: s for n, s in at_one.items() if n != busted}
    assert two.picture is second_picture

    # level 1's hour runs out; the next change is at table 1 only, and both views show
    # level 2's blinds for their next hand
    assert "Blinds 200/400" in two.stakes.full_text
    clock.now += HOUR + 1_000
    still = sorted(n for n in at_one if n != busted)[0]
    assert console.send(c.RecordChipCounts((ChipCount(ids[still], 40_000),)))
    assert shown(one)[still] == "40,000"
    assert "Blinds 300/600" in one.stakes.full_text
    assert "Blinds 300/600" in two.stakes.full_text
