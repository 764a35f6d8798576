"""The table view's seats fit a 1280×800 tablet window and grow on a 1920×1080 screen:
long names are shortened with "…" (the whole name in the tooltip), seven stud cards are
set closer and smaller rather than cut, and nothing is drawn wider than its seat."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tests.e2e.table_view_support import one_game
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
