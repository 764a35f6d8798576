"""The seat boxes of the table view show their state in colour (the box paints itself):
the player to act on gold-brown, a player who folded on grey, the others on green; after
the hand is recorded every seat is green again. Read from the window's pixels, the colours
written out here."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.table_view_support import open_event, open_view, press
from ui.app import AppParts
from ui.table_view import TableViewWindow

ACTOR, FOLDED, PLAIN = "#7a5c00", "#27322c", "#1e5b3c"


def colours(window: TableViewWindow) -> dict[str, str]:
    """Each seat's background as painted (a point inside the border, left of the text)."""
    out = {}
    for box in window.seats.boxes:
        image = box.grab().toImage()
        name = box.name.full_text.split(" · ", 1)[1]
        out[name] = image.pixelColor(6, image.height() // 2).name()
    return out


def test_each_seat_shows_its_state_in_colour_and_all_are_plain_after_the_hand(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 4)
    window = open_view(parts)
    assert set(colours(window).values()) == {PLAIN}
    press(qtbot, window, "\n")  # the hand starts
    assert window.hand is not None
    names = window.hand.setup.names  # small blind, big blind, then the first to act
    first, second = names[2], names[3]
    assert colours(window)[first] == ACTOR
    press(qtbot, window, "f")
    shown = colours(window)
    assert (shown[first], shown[second]) == (FOLDED, ACTOR)
    while not window.hand.over:
        press(qtbot, window, "f")
    press(qtbot, window, "\n")  # Enter records it
    assert window.recorded
    assert set(colours(window).values()) == {PLAIN}
