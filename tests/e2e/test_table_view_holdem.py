"""The table view drives a no-limit hold'em hand by keyboard in Record mode: side pots,
a split main pot, a bust, the tournament's stacks, undo, and the stored PHH replayed."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from db import hand_queries
from tests.e2e.table_view_support import (
    dealing_order,
    open_event,
    open_view,
    press,
    set_stacks,
    stacks,
)
from tournament import hh
from tournament.hh import replay
from ui.app import AppParts


def test_side_pots_with_a_split_by_keyboard_then_undo(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    players = dealing_order(window)  # p1 small blind, p2 big blind, p3 button
    set_stacks(parts, window, [2_000, 5_000, 5_000])
    window.refresh()
    assert "Blinds 200/400" in window.stakes.text()
    assert "no limit" in window.stakes.text()
    press(qtbot, window, "\n")  # Record mode is the default: the hand starts
    names = window.hand.setup.names if window.hand else ()
    assert window.prompt.text().startswith(f"Seat {window.hand.setup.seats[2]} · {names[2]}")
    assert "call 400" in window.prompt.text()
    assert "raise to 800–5,000" in window.prompt.text()
    press(qtbot, window, "r", "1000", "\n")  # p3 raises to 1,000
    press(qtbot, window, "r", "1010", "\n")  # not made of 25s: refused, nothing changes
    assert "smallest chip in play is 25" in window.error.text()
    press(qtbot, window, "\x1b")
    window.entry.clear()
    assert window.picture is not None
    # blinds 200 + 400 and the raise to 1,000 are all in the middle, open to all three
    assert window.picture.pots == (f"Main pot 1,600: {names[0]}, {names[1]} and {names[2]}",)
    press(qtbot, window, "r", "all in", "\n")  # p1 all in for 2,000
    # 2,000 + 400 + 1,000: p2 and p3 can still put in up to p1's 2,000, so one pot for all
    assert window.picture.pots == (f"Main pot 3,400: {names[0]}, {names[1]} and {names[2]}",)
    press(qtbot, window, "c")  # p2 calls 1,600 more
    press(qtbot, window, "c")  # p3 calls 1,000 more
    assert window.error.text() == ""
    # the flop is not typed now (Enter alone): it is asked for at the showdown
    assert window.prompt.text() == "Board: 3 card(s)"
    press(qtbot, window, "\n")
    press(qtbot, window, "b", "3000", "\n")  # p2 bets his last 3,000
    # p3 still to act: main pot 3 x 2,000 for all three; p2's 3,000 above p1's all-in
    # starts a side pot that p3 can still call
    assert window.picture.pots == (
        f"Main pot 6,000: {names[0]}, {names[1]} and {names[2]}",
        f"Side pot 1 3,000: {names[1]} and {names[2]}",
    )
    press(qtbot, window, "c")  # p3 calls all in
    # everyone all in: main pot 6,000 for all three, side pot 6,000 for p2 and p3
    assert window.picture.pots == (
        f"Main pot 6,000: {names[0]}, {names[1]} and {names[2]}",
        f"Side pot 1 6,000: {names[1]} and {names[2]}",
    )
    assert window.prompt.text().startswith("The showdown needs the board: 3 card(s)")
    press(qtbot, window, "Ah Kd 7c", "\n")
    # p2 bet last: p2 shows first, then clockwise
    assert window.hand is not None
    assert window.hand.need().player == 1
    assert window.prompt.text().endswith(f"{names[1]} shows (then {names[2]}, {names[0]})")
    press(qtbot, window, "9c 8c", "\n")
    press(qtbot, window, "Qs Js", "\n")
    press(qtbot, window, "Qh Jh", "\n")
    press(qtbot, window, "2s", "\n", "3d", "\n")  # turn and river
    assert window.hand.over
    assert window.result.text().splitlines() == [
        f"Main pot 6,000: {names[0]} and {names[2]} split 6,000, 3,000 each",
        f"Side pot 1 6,000: {names[2]} wins 6,000",
    ]
    seats = {s.name: s for s in window.picture.seats}
    # three ace-high hands: the kickers decide, so they are named (issue 26, item 10)
    assert seats[names[0]].hand == "Ace-high, K-Q-J-7"
    assert seats[names[1]].hand == "Ace-high, K-9-8-7"
    before = stacks(parts, players)
    press(qtbot, window, "\n")  # Enter records the hand in the tournament
    assert window.recorded
    assert stacks(parts, players) == [3_000, 0, 9_000]
    t = parts.facade.t
    busted = t.player(players[1])
    assert busted.status == "eliminated"
    assert busted.busted_by == players[2]  # the side pot took his last chips
    assert t.table_records()[0].hands == 1
    stored = hand_queries.stored_hands(parts.store, parts.tournament_id)
    history = hh.loads(stored[-1].phh)
    result = replay(history)
    assert result.ok, result.error
    assert list(result.finishing_stacks or ()) == [3_000, 0, 9_000]
    parts.facade.undo()
    assert stacks(parts, players) == before == [2_000, 5_000, 5_000]
    assert parts.facade.t.player(players[1]).status == "active"
    assert parts.facade.t.table_records()[0].hands == 0


def test_a_real_event_offers_no_random_demo_hand(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    from PySide6.QtWidgets import QMenu

    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    menu = QMenu()
    parts.console.tables_tab.table_actions.table_menu(1, menu)
    texts = [a.text() for a in menu.actions()]
    assert texts[0] == "Open table view (record or deal a hand)…"
    assert not any("demo" in t for t in texts)
