"""A hand in progress seen on a display station: the operator drives the table view by
keyboard, a second copy of the program opened display-only on the same SQLite file
follows it, read-only, with the pots and whose turn it is worked out by hand here; in
Deal mode the station never shows a hidden hole card."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tests.e2e.table_view_support import open_event, open_view, press, set_stacks
from ui.app import AppParts
from ui.table_view import TableViewWindow
from ui.table_view.picture import HIDDEN, card_words


def open_station(qtbot: QtBot, tmp_path: Path, opened: list[AppParts]) -> AppParts:
    """The display station on the operator's database (its clock at the same instant)."""
    station = open_app(opened, qtbot, tmp_path / "event.sqlite", FakeClock(), display_only=True)
    assert station.follow is not None
    return station


def station_view(station: AppParts) -> TableViewWindow:
    window = station.console.tables_tab.table_actions.open_table_view(1)
    assert window is not None
    assert window.display_only
    return window


def operator_and_station(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> tuple[AppParts, TableViewWindow, AppParts, TableViewWindow]:
    """A 3-player hold'em table: the operator's program and table view, the station's."""
    director = open_event(qtbot, tmp_path, opened, "NT", 3)
    view = open_view(director)
    station = open_station(qtbot, tmp_path, opened)
    return director, view, station, station_view(station)


def follow(station: AppParts) -> None:
    """What the station's follow timer does every half second."""
    assert station.follow is not None
    station.follow()


def seat_texts(window: TableViewWindow) -> dict[str, tuple[str, str, str]]:
    """Each seat as drawn: name → (stack, bet line, cards)."""
    out = {}
    for box in window.seats.boxes:
        name = box.name.text().split(" · ", 1)[1]
        out[name] = (box.stack.text(), box.bet.text(), box.cards.text())
    return out


def test_the_station_follows_a_recorded_hand_step_by_step_then_the_undo(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    director, view, station, seen = operator_and_station(qtbot, tmp_path, opened)
    set_stacks(director, view, [5_000, 5_000, 5_000])
    follow(station)
    assert seen.prompt.text() == "Waiting for the next hand"
    assert not seen.entry.isVisible()
    assert not seen.buttons.take_back.isVisible()
    logged = len(director.uow.logged_actions())

    press(qtbot, view, "\n")  # Record mode: the hand starts, blinds 200/400
    assert view.hand is not None
    a, b, c = view.hand.setup.names  # small blind, big blind, button
    seat_c = view.hand.setup.seats[2]
    follow(station)
    assert seen.prompt.text().startswith(f"Seat {seat_c} · {c} to act · call 400")
    assert seen.picture is not None
    # every chip in the middle, open to everyone still in: the blinds 200 + 400
    assert seen.picture.pots == (f"Main pot 600: {a}, {b} and {c}",)
    seats = seat_texts(seen)
    assert seats[a][:2] == ("4,800", "SB · bet 200")
    assert seats[b][:2] == ("4,600", "BB · bet 400")
    assert seats[c][2] == f"{HIDDEN} {HIDDEN}"  # nobody's hole cards are known

    press(qtbot, view, "r", "1000", "\n")  # the button raises to 1,000
    follow(station)
    assert seen.prompt.text().startswith(f"Seat {view.hand.setup.seats[0]} · {a} to act")
    assert "call 800" in seen.prompt.text()  # 1,000 - 200 posted
    # 200 + 400 + the raise's 1,000, and nobody is all in: one pot all three can still win
    assert seen.picture.pots == (f"Main pot 1,600: {a}, {b} and {c}",)

    press(qtbot, view, "f")  # small blind folds
    press(qtbot, view, "c")  # big blind calls 600 more
    follow(station)
    assert seen.prompt.text() == "Board: 3 card(s)"
    assert seen.picture.pots == (f"Main pot 2,200: {b} and {c}",)  # 200 + 1,000 + 1,000

    press(qtbot, view, "Ah Kd 7c", "\n")
    follow(station)
    assert seen.seats.board.text() == "A♥ K♦ 7♣"
    assert seen.prompt.text().startswith(f"Seat {view.hand.setup.seats[1]} · {b} to act")
    assert "check" in seen.prompt.text()

    qtbot.keyClick(view.entry, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # take back
    follow(station)
    assert seen.seats.board.text() == ""
    assert seen.prompt.text() == "Board: 3 card(s)"

    press(qtbot, view, "Ah Kd 7c", "\n")
    press(qtbot, view, "b", "2000", "\n")  # big blind bets 2,000
    follow(station)
    assert seat_texts(seen)[b][:2] == ("2,000", "BB · bet 2,000")  # 5,000 - 1,000 - 2,000
    press(qtbot, view, "f")  # the button folds: the 2,000 goes back, the big blind wins
    follow(station)
    assert seen.prompt.text() == "The hand is over"
    awards = (
        f"Uncalled bet of 2,000 returned to {b}\nMain pot 2,200: {b} wins it, everyone else folded"
    )
    assert seen.result.text() == awards
    assert len(director.uow.logged_actions()) == logged  # the live hand is not a director action

    press(qtbot, view, "\n")  # Enter records the hand (one undoable command)
    follow(station)
    assert seen.prompt.text() == "Waiting for the next hand"
    seats = seat_texts(seen)
    assert {n: seats[n][0] for n in (a, b, c)} == {a: "4,800", b: "6,200", c: "4,000"}
    assert seen.result.text() == awards

    director.facade.undo()  # the director undoes the recorded hand
    follow(station)
    seats = seat_texts(seen)
    assert {n: seats[n][0] for n in (a, b, c)} == {a: "5,000", b: "5,000", c: "5,000"}
    assert seen.result.text() == ""  # that hand no longer counts


def test_deal_mode_on_the_station_never_shows_a_hidden_hole_card(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    _director, view, station, seen = operator_and_station(qtbot, tmp_path, opened)
    view.deal_mode.setChecked(True)
    press(qtbot, view, "\n")
    assert view.hand is not None
    assert not view.hand.record
    hole = view.hand.hand.hole
    names = view.hand.setup.names
    press(qtbot, view, "v")  # the player to act looks at their cards on the operator's view
    follow(station)  # as the follow timer does (its own timing is another test's)
    qtbot.waitUntil(lambda: seen.hand is not None, timeout=3000)
    assert seen.deal_mode.isChecked()

    def hidden_everywhere() -> None:
        for name, (_stack, _bet, cards) in seat_texts(seen).items():
            p = names.index(name)
            shown = seen.hand is not None and seen.hand.hand.hole[p]
            for card in hole[p]:
                if not shown or card not in shown:
                    assert card_words(card) not in cards, (name, cards)

    follow(station)
    hidden_everywhere()
    assert {s[2] for s in seat_texts(seen).values()} == {f"{HIDDEN} {HIDDEN}"}
    for _ in range(3):  # the button calls, the small blind calls, the big blind checks
        press(qtbot, view, "c")
    follow(station)
    board = view.hand.hand.board
    assert len(board) == 3
    assert seen.seats.board.text() == " ".join(card_words(x) for x in board)
    hidden_everywhere()
    while view.hand.need().kind == "act":  # checked down to the showdown
        press(qtbot, view, "c")
    assert view.hand.need().kind == "show"
    first = view.hand.need().player
    assert first is not None
    press(qtbot, view, "s")  # the first to show tables the hand
    follow(station)
    shown = seat_texts(seen)[names[first]][2]
    assert shown == " ".join(card_words(x) for x in hole[first])
    while not view.hand.over:
        press(qtbot, view, "m")  # the others muck: their cards stay hidden
    follow(station)
    assert seen.prompt.text() == "The hand is over"
    hidden_everywhere()
    for p, name in enumerate(names):
        if p != first:
            assert seat_texts(seen)[name][2] == f"{HIDDEN} {HIDDEN}"


def test_a_hand_lost_when_the_program_closes_leaves_the_station(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    director, view, station, seen = operator_and_station(qtbot, tmp_path, opened)
    press(qtbot, view, "\n", "c")  # a hand starts, the button calls
    follow(station)
    assert seen.hand is not None
    assert "to act" in seen.prompt.text()
    director.close(START)  # the director quits mid-hand: the hand is not recorded
    follow(station)
    assert seen.hand is None
    assert seen.prompt.text() == "Waiting for the next hand"


def test_a_hand_left_by_a_program_that_stopped_shows_interrupted_until_the_operator_answers(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    # the behaviour changed on purpose: the hand is no longer cleared when the writer
    # starts again (it is resumable), the station says it is interrupted instead
    director, view, station, seen = operator_and_station(qtbot, tmp_path, opened)
    press(qtbot, view, "\n", "c")
    follow(station)
    assert seen.hand is not None
    playing = seen.prompt.text()
    director.store.close(START)  # the program stops without closing its windows (a crash)
    follow(station)
    assert seen.prompt.text() == playing  # nobody said anything happened yet
    again = open_app(opened, qtbot, tmp_path / "event.sqlite", FakeClock())  # restarts
    follow(station)
    assert seen.hand is not None  # still the hand as it stood, for the table to check
    assert seen.prompt.text() == (
        "Interrupted: pokerfloor closed during this hand. Waiting for the operator to "
        "resume it or start a new hand"
    )
    operator = open_view(again)
    assert operator.interrupted is not None
    follow(station)  # asking changes nothing the station shows
    assert seen.prompt.text().startswith("Interrupted")
    press(qtbot, operator, "r")  # resumed: the station follows the hand again
    follow(station)
    assert seen.prompt.text() == playing
    press(qtbot, operator, "f", "f")  # the small blind and the big blind fold
    follow(station)
    assert seen.prompt.text() == "The hand is over"
    press(qtbot, operator, "\n")
    follow(station)
    assert seen.prompt.text() == "Waiting for the next hand"


def test_the_station_says_when_the_operator_has_gone_silent_mid_hand(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """The operator's program stops without closing (its lease is never touched again):
    after 45 s without a heartbeat the station says the hand may be interrupted, counting
    the silence; when the writer is heard again, whose turn it is comes back."""
    director = open_event(qtbot, tmp_path, opened, "NT", 3)
    view = open_view(director)
    station_clock = FakeClock()
    station = open_app(opened, qtbot, tmp_path / "event.sqlite", station_clock, display_only=True)
    seen = station_view(station)
    set_stacks(director, view, [5_000, 5_000, 5_000])
    press(qtbot, view, "\n")  # the hand starts: the button is to act
    assert view.hand is not None
    c = view.hand.setup.names[2]
    follow(station)
    to_act = f"Seat {view.hand.setup.seats[2]} · {c} to act"
    assert seen.prompt.text().startswith(to_act)

    # the writer's last sign of life: its last command or heartbeat, on its own clock
    last_seen = director.uow.now()
    station_clock.now = last_seen + 44_000  # 44 s: two heartbeats may be late
    follow(station)
    assert seen.prompt.text().startswith(to_act)

    station_clock.now = last_seen + 65_000  # 1:05 without a word
    follow(station)
    assert seen.prompt.text() == (
        "Nothing heard from the operator's pokerfloor for 01:05: this hand may have been "
        "interrupted"
    )
    assert seen.hand is not None  # the hand as it last stood is still shown

    director.store.heartbeat(last_seen + 66_000)  # the writer was only busy: heard again
    station_clock.now = last_seen + 66_500
    follow(station)
    assert seen.prompt.text().startswith(to_act)
