"""The console's notice line as a director sees it: a recorded hand told on a blue band, a
refusal on a red one, nothing once the next action is done, and the tabs never moved by a
one-line message coming or going (issue 23: a notice shown and hidden relaid out the whole
console, twice per hand). The line on its own: ``tests/ui/test_notice_line.py``.

Level 1 of the Players Championship: blinds 200/400, no ante."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from tests.e2e.table_view_support import open_event, open_view, press
from tournament.service import commands as c
from ui.app import AppParts
from ui.console.notice_line import NoticeKind, NoticeLine

BLUE = QColor("#1f4e7a")
RED = QColor("#7a1f1f")


def _band(line: NoticeLine) -> QImage:
    """What the line shows, as pixels."""
    return line.grab().toImage()


def _band_colour(image: QImage) -> QColor:
    """The colour at the right end of the line, half way down (no text reaches there)."""
    return image.pixelColor(image.width() - 12, image.height() // 2)


def _white_pixels(image: QImage) -> int:
    """Pixels of (nearly) white text."""
    return sum(
        1
        for x in range(image.width())
        for y in range(image.height())
        if min(image.pixelColor(x, y).getRgb()[:3]) > 230
    )


def test_a_refusal_and_a_recorded_hand_are_told_on_bands_that_move_no_tab(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """Three players, blinds 200/400, dealt p1 (small blind), p2 (big blind), p3
    (button): the button and the small blind fold, the big blind's 200 nobody called goes
    back and he wins a pot of 200 + 200 = 400. The console says so on a blue band with
    white text; the tabs stay where they were; a bust clears it and the band is gone.
    Before that, Bust out with nobody selected is refused in words on a red band, in the
    same place."""
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    console = parts.console
    console.resize(1280, 800)
    console.show()
    qtbot.waitExposed(console)
    console.banner.clear()  # the draw's seats were told: start from a quiet line
    qtbot.wait(10)
    window = open_view(parts)
    tabs = console.tabs.geometry()
    assert console.banner.text() == ""
    assert _band_colour(_band(console.banner)) != BLUE  # nothing said: no band

    console.players_tab.players_view.clearSelection()
    console.players_tab.player_actions.bust()
    qtbot.wait(10)
    line = console.banner
    assert line.text() == "Select the busted player(s) in the list first."
    assert line.kind() is NoticeKind.ERROR
    refused = _band(line)
    assert _band_colour(refused) == RED
    assert _white_pixels(refused) > 100
    assert console.tabs.geometry() == tabs

    press(qtbot, window, "\n", "f", "f")
    assert window.hand is not None
    assert window.hand.over
    big_blind = window.hand.setup.names[1]
    press(qtbot, window, "\n")  # Enter records the hand
    qtbot.wait(10)
    assert line.text() == f"Table 1, hand 1 (NLHE): {big_blind} wins a pot of 400"
    assert line.kind() is NoticeKind.NOTICE
    shown = _band(line)
    assert _band_colour(shown) == BLUE
    assert _white_pixels(shown) > 100  # the words are drawn in white on it
    assert line.height() >= line.fontMetrics().height()
    assert console.tabs.geometry() == tabs  # the tabs did not move

    busted = parts.facade.players()[0]
    assert console.send(c.EliminatePlayer(busted.player_id))
    qtbot.wait(10)
    assert line.text() == ""
    assert _band_colour(_band(line)) != BLUE
    assert console.tabs.geometry() == tabs


def test_with_no_notice_the_line_says_where_the_event_stands_and_follows_undo(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """Issue 23: the line with no notice was an empty strip of ~35 px above the tabs. It
    now says, in grey on no band, the event's name, the players left, the average stack
    and the prize pool; a notice takes its place and gives it back, the tabs never move.

    "Table view": 3 players bought in at €100 (buy-in 10,000 cents, no fee), 50,000 chips
    each (the Players Championship's starting stack): 3 of 3 left, average 50,000, prize
    pool €300. One busts: 2 of 3 left, average 150,000 / 2 = 75,000, the pool stays €300.
    Undone: 3 of 3 and 50,000 again."""
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    console = parts.console
    console.resize(1280, 800)
    console.show()
    qtbot.waitExposed(console)
    line = console.banner
    line.clear()
    console.refresh_clock_bar()
    qtbot.wait(10)
    tabs = console.tabs.geometry()
    height = line.height()
    assert line.text() == ""  # no message...
    assert line.quiet() == (  # ...but the event's summary
        "Table view · 3 of 3 players left · Average stack 50,000 · Prize pool € 300"
    )
    quiet = _band(line)
    assert _band_colour(quiet) != BLUE
    assert _white_pixels(quiet) > 1000  # no band: the console's own background
    assert 0 < _grey_pixels(quiet) < _white_pixels(quiet)  # the words, in grey

    console.show_notice("Table 1, hand 1 (NLHE): Ann wins a pot of 400")
    qtbot.wait(10)
    assert _band_colour(_band(line)) == BLUE
    assert (console.tabs.geometry(), line.height()) == (tabs, height)

    busted = parts.facade.players()[0]
    assert console.send(c.EliminatePlayer(busted.player_id))
    console.refresh_clock_bar()
    qtbot.wait(10)
    assert line.text() == ""
    assert line.quiet() == (
        "Table view · 2 of 3 players left · Average stack 75,000 · Prize pool € 300"
    )
    assert (console.tabs.geometry(), line.height()) == (tabs, height)

    console.menus.undo_action.trigger()
    console.refresh_clock_bar()
    qtbot.wait(10)
    assert line.quiet() == (
        "Table view · 3 of 3 players left · Average stack 50,000 · Prize pool € 300"
    )
    assert (console.tabs.geometry(), line.height()) == (tabs, height)


def _grey_pixels(image: QImage) -> int:
    """Pixels of the summary's grey (#5b6670 = 91, 102, 112, give or take the
    antialiasing)."""
    grey = (91, 102, 112)

    def near(x: int, y: int) -> bool:
        rgb = image.pixelColor(x, y).getRgb()[:3]
        return max(abs(a - b) for a, b in zip(rgb, grey, strict=True)) < 40

    return sum(1 for x in range(0, image.width(), 2) for y in range(image.height()) if near(x, y))
