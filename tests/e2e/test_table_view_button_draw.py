"""An event that starts with stud has no button until its first button game (issue 26,
item 6): the table view says so and draws for the button there, one command through the
tournament's one path (one undo step), then deals the hold'em hand from that button."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tests.e2e.table_view_support import NAMES, one_game, open_view, press
from tournament.service import commands as c
from tournament.service.records import BuyInSettings
from ui.app import AppParts
from ui.table_view import TableViewWindow


def stud_first_event(qtbot: QtBot, tmp_path: Path, opened: list[AppParts]) -> AppParts:
    """Stud, then hold'em, a hand each; seats drawn, the clock on, no button drawn."""
    structure = one_game("F7S+NT")

    def create() -> c.CreateTournament:
        buy_in = BuyInSettings(starting_stack=structure.starting_stack)
        return c.CreateTournament("Stud first", buy_in, structure, 1, 6)

    parts = open_app(opened, qtbot, tmp_path / "stud.sqlite", FakeClock(), ask_new=create)
    for i in range(3):
        parts.uow.handle(c.RegisterPlayer(NAMES[i], "", f"P{i + 1:04d}"))
        parts.uow.handle(c.BuyIn(f"P{i + 1:04d}"))
    for command in (c.DrawSeats(), c.StartClock()):
        parts.uow.handle(command)
    return parts


def markers(window: TableViewWindow) -> dict[int, str]:
    """The marker each seat box shows (D, SB, BB), by seat."""
    return {box.seat.seat: box.bet.text() for box in window.seats.boxes if box.bet.text()}


def test_the_first_button_game_draws_for_the_button_in_the_table_view(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = stud_first_event(qtbot, tmp_path, opened)
    window = open_view(parts)
    assert "Seven card stud" in window.title.text()
    press(qtbot, window, "\n", "Kh", "\n", "2c", "\n", "9d", "\n", "c", "f", "f", "\n")
    t = parts.facade.t
    assert t.table_records()[0].hands == 1
    assert t.table_value(1).first_button is None  # stud needed no button
    assert "hold'em" in window.title.text()
    assert window.prompt.text() == "Draw for the button first: D draws it at random"
    assert window.buttons.draw.isVisible()
    assert window.buttons.draw.text() == "Draw for the button (D)"
    press(qtbot, window, "\n")  # Enter cannot deal without a button: the reason is said
    assert window.hand is None or window.hand.over
    assert "draw for the button first" in window.error.text()

    press(qtbot, window, "d")  # the draw, recorded in the tournament
    t = parts.facade.t
    button = t.table_value(1).first_button
    assert button is not None
    assert markers(window).get(button) == "D"
    assert not window.buttons.draw.isVisible()
    assert window.prompt.text() == "N or Enter deals the next hand"
    assert window.error.text() == ""

    parts.facade.undo()  # one undo step takes the draw back
    assert parts.facade.t.table_value(1).first_button is None
    assert window.buttons.draw.isVisible()
    assert "D" not in markers(window).values()

    window.buttons.draw.click()  # the button beside the entry line draws as D does
    button = parts.facade.t.table_value(1).first_button
    assert button is not None
    press(qtbot, window, "\n")  # now the hold'em hand is dealt from that button
    assert window.hand is not None
    assert not window.hand.over
    assert window.hand.setup.game == "NT"
    seats = window.hand.setup.seats  # dealing order: small blind, big blind, the button
    assert seats[-1] == button
    assert markers(window)[button] == "D"
