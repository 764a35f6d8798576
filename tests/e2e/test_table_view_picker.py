"""Issue 11: cards are typed or picked. A heads-up hold'em hand recorded with the mouse at
the showdown: the picker appears only when the hand waits for cards, a click types the card
into the entry, a card already entered or dealt is greyed out, and the hand settles as typed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.e2e.table_view_support import (
    dealing_order,
    open_event,
    open_view,
    press,
    set_stacks,
    stacks,
)
from ui.app import AppParts


def click(qtbot: QtBot, window: object, *cards: str) -> None:
    for card in cards:
        QTest.mouseClick(window.picker.buttons[card], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def test_showdown_cards_picked_with_the_mouse(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    players = dealing_order(window)  # p1 small blind, p2 big blind, p3 button
    set_stacks(parts, window, [5_000, 5_000, 5_000])
    window.refresh()
    press(qtbot, window, "\n")  # the hand starts (Record mode)
    assert window.picker.isHidden()  # betting: no cards to enter
    press(qtbot, window, "f")  # p3 folds
    press(qtbot, window, "r", "all in", "\n")  # p1 all in
    press(qtbot, window, "c")  # p2 calls: the showdown
    assert not window.picker.isHidden()
    names = window.hand.setup.names if window.hand else ()
    first = window.hand.need().player
    other = 1 - first  # p1 and p2 (dealing order 0 and 1) are in the showdown
    assert window.prompt.text().endswith(f"{names[first]} shows (then {names[other]})")
    click(qtbot, window, "Ah", "Ac")
    assert window.entry.text() == "Ah Ac "
    assert not window.picker.buttons["Ah"].isEnabled()  # already entered
    assert window.picker.buttons["As"].isEnabled()
    press(qtbot, window, "\n")
    assert window.entry.text() == ""
    assert window.picker.buttons["Kh"].isEnabled()  # a new entry
    assert not window.picker.buttons["Ah"].isEnabled()  # shown: dealt in this hand (issue 26)
    assert window.hand.need().player == other
    click(qtbot, window, "Qs", "Js")
    press(qtbot, window, "\n")
    assert window.prompt.text() == "Board: 3 card(s)"
    click(qtbot, window, "As", "Kd", "7c")
    press(qtbot, window, "\n")
    click(qtbot, window, "2s")
    press(qtbot, window, "\n")
    click(qtbot, window, "3d")
    press(qtbot, window, "\n")
    assert window.hand is not None
    assert window.hand.over
    assert window.picker.isHidden()
    # A-A with the A on the flop (three aces) beats Q-J: 5,000 + 5,000 to the first
    assert window.result.text() == f"Main pot 10,000: {names[first]} wins 10,000"
    press(qtbot, window, "\n")  # recorded in the tournament
    expected = [0, 0, 5_000]
    expected[first] = 10_000
    assert stacks(parts, players) == expected
