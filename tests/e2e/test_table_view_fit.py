"""The table view's seats fit a 1280×800 tablet window and grow on a 1920×1080 screen:
long names are shortened with "…" (the whole name in the tooltip), seven stud cards are
set closer and smaller rather than cut, and nothing is drawn wider than its seat."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tests.e2e.table_view_support import one_game, open_event, open_view, press
from tournament.service import commands as c
from tournament.service.records import BuyInSettings
from ui.app import AppParts
from ui.table_view import TableViewWindow
from ui.table_view.fit_label import FitLabel

LONG = (
    "Maximilian von Hohenberg-Lindqvist",
    "Ann",
    "Anastasia Konstantinopoulou",
    "Bo",
    "Jean-Christophe Delacroix-Montfort",
    "Cy",
    "Oluwaseun Adebayo-Okonkwo",
    "Dee",
    "Siddharth Venkataraman",
    "Eve",
)
STUD_CARDS = "A♠ K♠ Q♠ J♠ T♠ 9♠ 8♠"


def ten_long_names(qtbot: QtBot, tmp_path: Path, opened: list[AppParts]) -> TableViewWindow:
    """A 10-seat table of no-limit hold'em, half the players with long names, a hand on."""
    structure = one_game("NT")

    def create() -> c.CreateTournament:
        buy_in = BuyInSettings(starting_stack=structure.starting_stack)
        return c.CreateTournament("Fit", buy_in, structure, 1, 10)

    parts = open_app(opened, qtbot, tmp_path / "fit.sqlite", FakeClock(), ask_new=create)
    for i, name in enumerate(LONG):
        parts.uow.handle(c.RegisterPlayer(name, "", f"P{i + 1:04d}"))
        parts.uow.handle(c.BuyIn(f"P{i + 1:04d}"))
    for command in (c.DrawSeats(), c.DrawButton(), c.StartClock()):
        parts.uow.handle(command)
    window = parts.console.tables_tab.table_actions.open_table_view(1)
    assert window is not None
    assert window.new_hand("record")
    return window


def show_at(qtbot: QtBot, window: TableViewWindow, width: int, height: int) -> None:
    window.resize(width, height)
    window.show()
    qtbot.waitUntil(lambda: window.seats.width() > 0 and window.size().width() == width)
    qtbot.wait(20)


def fits(label: FitLabel) -> bool:
    drawn = QFontMetrics(label.font()).horizontalAdvance(label.text())
    return drawn <= label.contentsRect().width()


def check_fitted(window: TableViewWindow) -> None:
    assert len(window.seats.boxes) == 10
    for box in window.seats.boxes:
        for label in box.lines:
            assert fits(label), (label.full_text, label.text())
        full = f"{box.seat.seat} · {box.seat.name}"
        assert box.name.full_text == full
        if box.name.text() != full:  # shortened: the start kept, the rest in the tooltip
            assert box.name.text().endswith("…")
            assert full.startswith(box.name.text()[:-1])
            assert box.name.toolTip() == full
        else:
            assert box.name.toolTip() == ""


def test_long_names_fit_a_1280_by_800_window_and_grow_at_1920_by_1080(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    window = ten_long_names(qtbot, tmp_path, opened)
    show_at(qtbot, window, 1280, 800)
    check_fitted(window)
    names = {box.seat.name: box.name for box in window.seats.boxes}
    assert names["Ann"].text().endswith("· Ann")  # a short name is shown whole
    assert names["Maximilian von Hohenberg-Lindqvist"].text().endswith("…")
    small = names["Ann"].font().pointSizeF()
    assert small == 15  # the designed size at 1280×800

    show_at(qtbot, window, 1920, 1080)
    check_fitted(window)
    assert names["Ann"].font().pointSizeF() > 1.3 * small  # larger type on the big screen
    assert window.seats.scale > 1.3


def test_seven_stud_cards_are_set_smaller_not_cut(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    window = ten_long_names(qtbot, tmp_path, opened)
    show_at(qtbot, window, 1280, 800)
    picture = window.picture
    assert picture is not None
    seats = tuple(replace(s, cards=STUD_CARDS) for s in picture.seats)
    window.seats.show_picture(replace(picture, seats=seats))
    for box in window.seats.boxes:
        assert box.cards.full_text == STUD_CARDS
        assert box.cards.text() == STUD_CARDS.replace(" ", "\u2009")  # closer, none cut
        assert fits(box.cards)
        assert 10 <= box.cards.font().pointSizeF() < 20  # smaller than the designed 20 pt


def stud_hand(qtbot: QtBot, tmp_path: Path, opened: list[AppParts]) -> TableViewWindow:
    """Stud 8 (the longest game name) at a full 6-player table, dealt, bring-in made."""
    parts = open_event(qtbot, tmp_path, opened, "F7S/8", 6)
    window = open_view(parts)
    assert window.new_hand("deal")
    press(qtbot, window, "c", "c")  # the bring-in is posted, the next player calls
    return window


def chrome_fits(window: TableViewWindow) -> None:
    """The title, stakes, prompt and keys line are shown whole and fit their labels; every
    button shows its whole text and lies inside the window; the entry has room."""
    for label in (window.title, window.stakes, window.keys):
        assert label.text() == label.full_text, label.full_text  # not shortened
        assert fits(label), label.full_text
    prompt = window.prompt
    assert prompt.text() == prompt.full_text
    room = prompt.contentsRect()
    flags = int(Qt.TextFlag.TextWordWrap)
    needed = QFontMetrics(prompt.font()).boundingRect(
        0, 0, room.width(), 10_000, flags, prompt.text()
    )
    assert needed.height() <= room.height(), prompt.text()
    for button in window.buttons.shown():
        if button.isVisible():
            assert button.width() >= button.sizeHint().width(), button.text()
            assert button.geometry().right() < window.width(), button.text()
    assert window.entry.width() >= 150  # an amount and "all in" can be typed and read


def sizes(window: TableViewWindow) -> dict[str, float]:
    """The point size of the window's title, prompt, keys line and buttons."""
    return {
        "title": window.title.font().pointSizeF(),
        "prompt": window.prompt.font().pointSizeF(),
        "keys": window.keys.font().pointSizeF(),
        "button": window.buttons.misdeal.font().pointSizeF(),
        "entry": window.entry.font().pointSizeF(),
    }


@pytest.mark.parametrize("game", ["holdem", "stud"])
def test_the_title_prompt_and_buttons_grow_at_1920_by_1080_and_fit_at_1280_by_800(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts], game: str
) -> None:
    if game == "holdem":
        window = ten_long_names(qtbot, tmp_path, opened)
        press(qtbot, window, "r", "1000", "\n")  # under the gun raises: call 1,000 now
    else:
        window = stud_hand(qtbot, tmp_path, opened)
    assert "to act · call" in window.prompt.full_text
    show_at(qtbot, window, 1280, 800)
    chrome_fits(window)
    small = sizes(window)
    # the designed sizes at 1280×800 (title 22 pt, prompt 20, keys 14, buttons 13, entry 18)
    assert small == {"title": 22, "prompt": 20, "keys": 14, "button": 13, "entry": 18}

    show_at(qtbot, window, 1920, 1080)
    chrome_fits(window)
    large = sizes(window)
    # 1920/1280 = 1.5 wide but 1080/800 = 1.35 high: the type grows by the smaller, 1.35
    assert large == pytest.approx(
        {"title": 29.7, "prompt": 27.0, "keys": 18.9, "button": 17.55, "entry": 24.3}, abs=0.06
    )
    assert window.seats.scale > 1.3  # the seats grew as much
    height = QFontMetrics(window.prompt.font()).height()
    assert height >= 1.3 * QFontMetrics(QFont(window.font().family(), 20)).height()
