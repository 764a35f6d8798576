"""What the table view draws beside the hand (issue 26, item 10): the stud log names each
street and its up cards, a dead button is drawn on its empty seat, the card picker greys
every card already dealt in the hand, and a misdeal screen does not say it records."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.table_view_support import open_event, open_view, press
from tournament.service import commands as c
from ui.app import AppParts
from ui.table_view import TableViewWindow


def test_the_stud_log_names_each_street_and_its_up_cards(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "F7S", 3)
    window = open_view(parts)
    press(qtbot, window, "\n", "khac2c")  # third street on one line: the 2c brings it in
    assert window.hand is not None
    names = window.hand.setup.names
    press(qtbot, window, "c", "c", "c")  # the bring-in, two calls
    press(qtbot, window, "9d", "\n", "3s", "\n", "4h", "\n")  # fourth street, card by card
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert f"Third street: {names[0]} K♥, {names[1]} A♣, {names[2]} 2♣" in log
    assert f"Fourth street: {names[0]} 9♦, {names[1]} 3♠, {names[2]} 4♥" in log
    third = log.index(f"Third street: {names[0]} K♥, {names[1]} A♣, {names[2]} 2♣")
    assert log[third + 1] == f"{names[2]} brings it in for 100"  # the street, then its play
    press(qtbot, window, "x", "5c6c7c", "x", "8c9ctc", "x")  # fifth, sixth: checked around
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert f"Sixth street: {names[0]} 8♣, {names[1]} 9♣, {names[2]} T♣" in log
    assert "Seventh street: a card down to each player" in log


def _marked(window: TableViewWindow) -> dict[int, tuple[str, str]]:
    """Each seat box's (name line, marker-and-bet line), by seat."""
    return {b.seat.seat: (b.name.full_text, b.bet.full_text) for b in window.seats.boxes}


def test_a_dead_button_is_drawn_on_its_empty_seat(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 4)
    window = open_view(parts)
    press(qtbot, window, "\n", "f", "f", "f", "\n")  # the big blind wins the blinds
    table = parts.facade.t.table_value(1)
    assert table.last_hand is not None
    big_blind = table.player_at(table.last_hand.big_blind)
    assert big_blind is not None
    parts.uow.handle(c.EliminatePlayer(big_blind))  # the big blind leaves the table
    press(qtbot, window, "\n", "f", "f", "\n")  # no small blind; the big blind wins again
    upcoming = parts.facade.t.table_value(1).next_hand()
    assert upcoming.dead_button  # the button must go to the seat the player left
    dead = upcoming.positions.button
    assert parts.facade.t.table_value(1).player_at(dead) is None
    assert _marked(window)[dead] == (f"{dead} · —", "D (dead)")  # between hands
    press(qtbot, window, "\n")
    assert window.hand is not None
    assert not window.hand.over
    assert _marked(window)[dead] == (f"{dead} · —", "D (dead)")  # and during the hand
    assert dead not in window.hand.setup.seats


def _greyed(window: TableViewWindow) -> set[str]:
    return {card for card, button in window.picker.buttons.items() if not button.isEnabled()}


def test_the_card_picker_greys_every_card_already_dealt(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    press(qtbot, window, "\n", "c", "c", "c")  # limped: the flop is due
    assert window.below.currentWidget() is window.picker
    assert _greyed(window) == set()
    press(qtbot, window, "7c8d2h", "x", "ks")  # the flop, checked around, the turn
    press(qtbot, window, "x")  # the river is due: the board's four cards are greyed
    assert _greyed(window) == {"7c", "8d", "2h", "Ks"}
    press(qtbot, window, "3d", "x")  # the river, checked around: the showdown
    press(qtbot, window, "ah7h", "\n")  # the small blind shows
    assert _greyed(window) == {"7c", "8d", "2h", "Ks", "3d", "Ah", "7h"}
    press(qtbot, window, "8c")  # a card typed is greyed too
    assert _greyed(window) == {"7c", "8d", "2h", "Ks", "3d", "Ah", "7h", "8c"}


def test_a_misdeal_screen_does_not_say_it_records(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    press(qtbot, window, "\n")
    window.buttons.misdeal.click()
    assert window.hand is not None
    assert window.hand.void
    assert window.prompt.text() == "Misdeal: the hand is void"
    assert window.keys.text() == (
        "Enter: nothing is recorded in the tournament; the same button deals again"
    )
    assert "records" not in window.keys.text()
    press(qtbot, window, "\n")
    assert parts.facade.t.table_records()[0].hands == 0
