"""The floor's side of the table view: misdeal, exposed card, wrong amount, taking an
entry back, the level at the start of the hand, several views, a display station, and
views that follow the console's undo."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.e2e.table_view_support import (
    dealing_order,
    open_event,
    open_view,
    press,
    set_stacks,
)
from tournament.service import commands as c
from tournament.structure import Level
from ui.app import AppParts

START = 50_000


def test_a_misdeal_before_action_voids_the_hand_and_is_refused_after_substantial_action(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    players = dealing_order(window)
    press(qtbot, window, "\n")
    window.buttons.misdeal.click()
    assert window.hand is not None
    assert window.hand.void
    press(qtbot, window, "\n")  # nothing to record: the same button deals again
    assert parts.facade.t.table_records()[0].hands == 0
    assert [parts.facade.t.player(p).stack for p in players] == [START] * 3
    press(qtbot, window, "\n")  # the re-deal
    press(qtbot, window, "r", "1000", "\n", "c")  # two actions in turn, chips put in
    before = list(window.hand.hand.bets)
    window.buttons.misdeal.click()
    assert window.error.text().startswith("Substantial action has taken place")
    assert window.hand.hand.bets == before
    assert not window.hand.over


def test_an_exposed_card_becomes_the_burn_card_and_a_first_card_exposed_is_a_misdeal(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    press(qtbot, window, "\n")
    assert window.hand is not None
    seats = window.hand.setup.seats
    window.buttons.expose.click()
    press(qtbot, window, f"{seats[2]} Ah", "\n")  # p3's first card (not among the first two)
    assert window.error.text() == ""
    assert window.picture is not None
    assert window.picture.log[-1] == f"Exposed card A♥ of {window.hand.setup.names[2]}: burn card"
    assert window.hand.need().player == 2  # he gets a replacement, the hand goes on
    assert window.hand.hand.burns == [window.hand.hand.burns[0]]
    press(qtbot, window, "f", "f")
    press(qtbot, window, "\n", "\n")  # record, then the next hand
    window.buttons.expose.click()
    press(qtbot, window, f"{window.hand.setup.seats[0]} Kd", "\n")  # the first card dealt
    assert window.hand.void  # TDA 35: a misdeal


def test_a_wrong_amount_is_ruled_as_the_tda_says(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    press(qtbot, window, "\n")
    # p3 faces the big blind of 400 and pushes out 500: under half a raise, a call
    press(qtbot, window, "w", "500", "\n")
    assert window.error.text() == (
        "500 put in facing 400: under half a raise over the call, a call of 400; "
        "100 goes back (TDA 43)"
    )
    assert window.hand is not None
    assert window.hand.hand.bets == [200, 400, 400]
    # p1 (small blind) pushes out 700: 300 over the call is half a raise or more
    press(qtbot, window, "w", "700", "\n")
    assert window.error.text() == (
        "700 put in facing 400: half a raise or more over the call, a full raise to 800 (TDA 43)"
    )
    assert window.hand.hand.bets == [800, 400, 400]


def test_take_back_undoes_the_last_entry_only(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    press(qtbot, window, "\n", "r", "1000", "\n", "c")
    assert window.hand is not None
    assert window.hand.hand.bets == [1000, 400, 1000]  # p1 called the raise
    qtbot.keyClick(window.entry, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.hand.hand.bets == [200, 400, 1000]
    assert window.hand.need().player == 0


def test_pot_limit_offers_the_pot_as_the_most(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "PO", 3)
    window = open_view(parts)
    press(qtbot, window, "\n")
    # blinds 200 + 400, the call 400: a pot of 1,000 on top of the call, to 1,400
    assert "raise to 800–1,400" in window.prompt.text()
    assert "pot limit" in window.stakes.text()
    press(qtbot, window, "r", "all in", "\n")  # all in means the most allowed here
    assert window.hand is not None
    # the event's rule settings, split pots in whole chips of the smallest chip (25)
    assert window.hand.rules == replace(parts.facade.t.rules(), min_chip_unit=25)
    assert window.hand.hand.bets == [200, 400, 1_400]


def test_the_level_and_game_at_the_start_of_the_hand_apply(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    t = parts.facade.t
    structure = t.structure
    assert structure is not None
    levels = [s for s in structure.steps if isinstance(s, Level)]
    assert len(levels) > 2
    window = open_view(parts)
    players = dealing_order(window)
    press(qtbot, window, "\n", "f")
    parts.facade.send(c.NextLevel())  # level 2 (blinds 300/600) starts during the hand
    press(qtbot, window, "f", "\n")
    assert window.recorded
    # the level-1 blinds: the small blind lost 200
    assert [parts.facade.t.player(p).stack for p in players] == [START - 200, START + 200, START]
    assert "Blinds 300/600" in window.stakes.text()  # the next hand is level 2's


def test_several_views_at_once_and_a_display_station_only_looks(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    actions = parts.console.tables_tab.table_actions
    first = actions.open_table_view(1)
    again = actions.open_table_view(1)
    assert first is again  # one window per table, raised
    assert actions.table_views is not None
    assert list(actions.table_views.windows) == [1]
    card = parts.console.tables_tab.table_cards[0]
    qtbot.mouseDClick(card, Qt.MouseButton.LeftButton)  # double-click opens it too
    assert list(actions.table_views.windows) == [1]
    parts.console.set_display_only()
    actions.close_table_views()
    view = actions.open_table_view(1)
    assert view is not None
    assert not view.entry.isEnabled()
    assert not view.new_hand()


def test_an_open_view_follows_the_console_undo(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    press(qtbot, window, "\n", "f", "f", "\n")
    assert window.picture is not None
    assert sorted(s.stack for s in window.picture.seats) == [START - 200, START, START + 200]
    parts.facade.undo()
    assert sorted(s.stack for s in window.picture.seats) == [START] * 3


def test_hand_for_hand_marks_each_table_done(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 6, tables=2)
    facade = parts.facade
    try:
        facade.send(c.SetHandForHand(True))
    except Exception:  # past the bubble: the director confirms it
        facade.send(c.SetHandForHand(True, confirm=True))
    actions = parts.console.tables_tab.table_actions
    one, two = actions.open_table_view(1), actions.open_table_view(2)
    assert one is not None
    assert two is not None
    press(qtbot, one, "\n", "f", "f", "\n")
    assert one.error.text().startswith("Hand-for-hand: table 1 is done; waiting for table(s) 2")
    # the tournament keeps table 1 done: a second hand there waits for table 2
    assert parts.facade.t.meta.hand_for_hand_done == (1,)
    press(qtbot, one, "\n", "f", "f", "\n")
    assert one.error.text().startswith(
        "Hand-for-hand: table 1 has played this hand; it waits for table(s) 2"
    )
    assert parts.facade.t.table_records()[0].hands == 1
    press(qtbot, one, "\x1b")
    press(qtbot, two, "\n", "f", "f", "\n")
    # the last table done completes the hand for every table: the clock counts it
    assert two.error.text().startswith(
        "Hand-for-hand: every table is done; hand-for-hand hand 1 is counted. Deal the next"
    )
    assert parts.facade.t.clock_state.hand_for_hand_hands == 1
    assert parts.facade.t.meta.hand_for_hand_done == ()
    press(qtbot, one, "\n", "f", "f", "\n")  # the next hand-for-hand hand at table 1
    assert parts.facade.t.meta.hand_for_hand_done == (1,)
    parts.facade.undo()  # one undo step takes the table's mark back with its hand
    assert parts.facade.t.meta.hand_for_hand_done == ()


def test_two_players_out_in_one_hand_are_ranked_by_starting_stack(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 4)
    window = open_view(parts)
    players = dealing_order(window)  # p1 small blind, p2 big blind, p3, p4 button
    set_stacks(parts, window, [3_000, 2_000, 10_000, 10_000])
    press(qtbot, window, "\n", "r", "all in", "\n", "f")  # p3 all in for 10,000, p4 folds
    press(qtbot, window, "c", "c")  # both blinds call all in
    assert window.hand is not None
    # all in: the hands are tabled before the board, p3 first (he raised), then clockwise
    assert window.hand.need().player == 2
    for cards in ("Ah As", "Kh Ks", "7c 7d"):  # p3 aces; p1 kings; p2 sevens
        press(qtbot, window, cards, "\n")
    press(qtbot, window, "2c 3d 8h", "\n", "Js", "\n", "Qd", "\n")
    assert window.hand.over
    press(qtbot, window, "\n")
    t = parts.facade.t
    assert [t.player(p).stack for p in players] == [0, 0, 10_000 + 5_000, 10_000]
    p1, p2 = t.player(players[0]), t.player(players[1])
    # the smaller starting stack (p2: 2,000) takes the worse place
    assert p2.place == p1.place + 1
    assert p1.busted_by == p2.busted_by == players[2]


def test_the_tables_menu_opens_a_chosen_tables_view(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 6, tables=2)
    console = parts.console
    console.run_dialog = lambda dialog: True  # the director picks the first table offered
    console.menus.table_view_action.trigger()
    views = console.tables_tab.table_actions.table_views
    assert views is not None
    assert list(views.windows) == [1]
    assert views.windows[1].title.text().startswith("Table 1 · hand 1 · No-limit")
