"""A hand in progress when pokerfloor stops without quitting (``kill -9``, a crash) is not
lost: the next start finds it, the table's view asks, and a Record-mode hand resumes where
it stood, at the level it began with, and is recorded with the stacks worked out by hand
here. A Deal-mode hand cannot be resumed (its deck is never stored): the view says so and
the hand is void. A display station shows the hand left as interrupted meanwhile."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, START, FakeClock, killed_after, open_app
from tests.e2e.table_view_support import open_event, open_view, press, set_stacks, stacks
from tests.e2e.test_table_view_fit import chrome_fits
from tournament.service import commands as c
from tournament.service.records import ChipCount
from ui.app import AppParts

OPERATOR = textwrap.dedent(
    """
    import json, random, sys, time
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from tests.e2e.table_view_support import NAMES, one_game
    from tournament.service import commands as c
    from tournament.service.records import BuyInSettings
    from ui.app import AppSettings, build_app

    app = QApplication([])
    structure = one_game("NT")

    def create():
        buy_in = BuyInSettings(starting_stack=structure.starting_stack)
        return c.CreateTournament("Resume", buy_in, structure, 1, 6)

    parts = build_app(AppSettings(db=sys.argv[1]), lambda: {start}, random.Random(3), create)
    for i in range(3):
        parts.uow.handle(c.RegisterPlayer(NAMES[i], "", f"P{{i + 1:04d}}"))
        parts.uow.handle(c.BuyIn(f"P{{i + 1:04d}}"))
    for command in (c.DrawSeats(), c.DrawButton(), c.StartClock()):
        parts.uow.handle(command)
    view = parts.console.tables_tab.table_actions.open_table_view(1)
    for typed in sys.argv[2:]:  # the operator's keys, "\\n" is Enter
        if typed == "\\n":
            QTest.keyClick(view.entry, Qt.Key.Key_Return)
        else:
            QTest.keyClicks(view.entry, typed)
    print(json.dumps(list(view.hand.setup.players)), flush=True)
    print(view.error.text(), flush=True)
    time.sleep(600)  # killed long before this ends
    """
).format(start=START)


def operator_killed_mid_hand(db: Path, *keys: str) -> list[str]:
    """A separate pokerfloor process opens table 1's view, types ``keys`` and is killed
    with SIGKILL (no close path runs); the players of its hand in dealing order."""
    line, refused = killed_after(OPERATOR, str(db), *keys, lines=2)
    assert refused == "", refused  # every key was taken
    return list(json.loads(line))


def test_a_record_mode_hand_killed_at_the_turn_resumes_and_records_its_stacks(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "event.sqlite"
    # 3 players of 50,000; blinds 200/400; p1 small blind, p2 big blind, p3 the button
    players = operator_killed_mid_hand(
        db,
        "\n",  # Record mode: the hand starts
        *("r", "1200", "\n"),  # p3 raises to 1,200
        "c",  # p1 calls
        "c",  # p2 calls: 3,600 in the pot
        *("Ah Kd 7c", "\n"),  # the flop
        "c",  # p1 checks
        *("b", "2000", "\n"),  # p2 bets 2,000
        "c",  # p3 calls
        "f",  # p1 folds: 7,600 in the pot
        *("2s", "\n"),  # the turn; p2 to act -- and the program is killed
    )
    # reopened 65 minutes after the hand began: the clock is in level 2 (300/600) now
    clock = FakeClock(START + 65 * MINUTE)
    parts = open_app(opened, qtbot, db, clock)
    assert parts.facade.t.table_records()[0].hands == 0  # nothing was recorded
    view = open_view(parts)
    assert view.hand is None
    assert view.interrupted is not None
    assert view.prompt.text() == (
        "A hand was in progress at Table 1 when pokerfloor closed (7 actions, the turn). "
        "Resume it, or start a new hand?"
    )
    assert view.keys.text() == "R or Enter: resume it · N: start a new hand (this one is dropped)"
    assert view.below.currentWidget() is view.resume_panel
    assert view.resume_panel.resume_button.isVisibleTo(view)
    assert "level 1" in view.resume_panel.details.text()
    assert view.seats.board.text() == "A♥ K♦ 7♣ 2♠"  # the hand as it stood, to check

    press(qtbot, view, "r")
    assert view.interrupted is None
    hand = view.hand
    assert hand is not None
    assert hand.record
    assert hand.setup.level == 1  # the level it began with, not the clock's level 2 now
    assert "Blinds 200/400" in view.stakes.text()
    assert view.seats.board.text() == "A♥ K♦ 7♣ 2♠"
    b = hand.setup.names[1]
    assert view.prompt.text().startswith(f"Seat {hand.setup.seats[1]} · {b} to act · check")
    press(qtbot, view, "c", "c")  # p2 and p3 check the turn
    press(qtbot, view, "3h", "\n")  # the river
    press(qtbot, view, "b", "5000", "\n")  # p2 bets 5,000
    press(qtbot, view, "f")  # p3 folds: the 5,000 goes back, p2 wins 7,600
    assert hand.over
    press(qtbot, view, "\n")  # recorded: one command
    assert view.recorded, view.error.text()
    # p1 put in 1,200; p2 1,200 + 2,000 and won 7,600; p3 1,200 + 2,000
    assert stacks(parts, players) == [48_800, 54_400, 46_800]
    assert parts.facade.t.table_records()[0].hands == 1
    assert parts.uow.live_hand(1) is None  # the stations have nothing left to show
    # the next hand is level 2's
    press(qtbot, view, "\n")
    assert view.hand is not None
    assert view.hand.setup.level == 2
    assert "Blinds 300/600" in view.stakes.text()


def crash_and_restart(
    director: AppParts, qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> AppParts:
    """The program stops without its close path (the windows stay, nothing is withdrawn)
    and starts again on the same file."""
    director.store.close(START)
    return open_app(opened, qtbot, tmp_path / "event.sqlite", FakeClock())


def test_a_deal_mode_hand_cannot_be_resumed_the_view_says_so_and_deals_anew(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    director = open_event(qtbot, tmp_path, opened, "NT", 3)
    view = open_view(director)
    players = list(view.play.setup(1).players)
    assert view.new_hand("deal")
    press(qtbot, view, "r", "1000", "\n", "c")  # the button raises, the small blind calls
    parts = crash_and_restart(director, qtbot, tmp_path, opened)
    again = open_view(parts)
    asked = again.interrupted
    assert asked is not None
    assert not asked.resumable
    assert again.deal_mode.isChecked()  # the table deals with the engine, as before
    assert again.prompt.text() == (
        "A hand was in progress at Table 1 when pokerfloor closed (2 actions, before the flop)."
        " It cannot be resumed: it is void."
    )
    assert not again.buttons.misdeal.isEnabled()  # nothing to take back or declare yet
    # the table as the tournament has it: the void hand took nothing
    assert [b.stack.text() for b in again.seats.boxes] == ["50,000"] * 3
    assert again.keys.text() == "N or Enter: start a new hand"
    assert again.resume_panel.details.text() == (
        "A hand the engine dealt cannot be resumed: its deck is never stored. The hand is "
        "void: nothing of it was recorded in the tournament, every stack is as before it."
    )
    assert not again.resume_panel.resume_button.isVisibleTo(again)
    assert again.resume_panel.new_button.isVisibleTo(again)
    again.resize(1280, 800)  # the question fits a tablet window whole
    qtbot.waitUntil(lambda: again.width() == 1280)
    details, button = again.resume_panel.details, again.resume_panel.new_button
    assert details.height() >= details.heightForWidth(details.width())
    bottom = button.mapTo(again, button.rect().bottomLeft()).y()
    assert bottom < again.height()
    chrome_fits(again)  # the title, prompt, keys line and buttons too
    press(qtbot, again, "r")  # nothing to resume: the question stays
    assert again.interrupted is asked
    assert stacks(parts, players) == [50_000] * 3  # the void hand changed nothing
    press(qtbot, again, "\n")  # a new hand, dealt by the engine
    assert again.interrupted is None
    assert again.hand is not None
    assert not again.hand.record
    assert again.hand.setup.number == 1  # the void hand was never counted
    assert again.hand.entries == []
    live = parts.uow.live_hand(1)
    assert live is not None
    assert not live.interrupted
    assert live.entries == ()  # the stations follow the new hand
    assert parts.facade.t.table_records()[0].hands == 0


def test_a_hand_left_cannot_be_resumed_once_a_chip_count_changed_the_table(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    director = open_event(qtbot, tmp_path, opened, "NT", 3)
    view = open_view(director)
    assert view.new_hand("record")
    press(qtbot, view, "c")  # the button calls
    parts = crash_and_restart(director, qtbot, tmp_path, opened)
    first = parts.facade.t.table_value(1).players()[0]
    parts.uow.handle(c.RecordChipCounts((ChipCount(first, 61_000),)))
    again = open_view(parts)
    assert again.interrupted is not None
    assert not again.interrupted.resumable
    assert again.resume_panel.details.text().startswith(
        "A seat or a chip count at the table changed since it began: it cannot be resumed."
    )
    press(qtbot, again, "n")
    assert again.hand is not None
    assert again.hand.setup.stacks.count(61_000) == 1  # the new hand has the count


def test_the_question_waits_while_a_count_changes_and_a_resume_checks_again(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    director = open_event(qtbot, tmp_path, opened, "NT", 3)
    view = open_view(director)
    set_stacks(director, view, [5_000, 6_000, 7_000])
    assert view.new_hand("record")
    parts = crash_and_restart(director, qtbot, tmp_path, opened)
    again = open_view(parts)
    asked = again.interrupted
    assert asked is not None
    assert asked.resumable
    assert asked.hand is not None
    player = asked.hand.setup.players[0]
    parts.uow.handle(c.RecordChipCounts((ChipCount(player, 4_000),)))  # asked, not answered
    press(qtbot, again, "\n")
    assert again.hand is None  # not resumed: its recording would not add up
    assert again.interrupted is not None
    assert "chip count" in again.resume_panel.details.text()


def test_a_stud_hand_resumes_with_its_up_cards_at_fourth_street(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    director = open_event(qtbot, tmp_path, opened, "F7S", 3)
    view = open_view(director)
    players = list(view.play.setup(1).players)
    set_stacks(director, view, [5_000, 5_000, 5_000])  # ante 50, bring-in 100, 400/800
    press(qtbot, view, "\n")
    for up in ("Kh", "2c", "9d"):
        press(qtbot, view, up, "\n")
    press(qtbot, view, "c")  # p2 (the deuce) brings it in for 100
    press(qtbot, view, "r")  # p3 completes to 400 (limit: R or B alone)
    press(qtbot, view, "f", "c")  # p1 folds, p2 calls 300 more
    press(qtbot, view, "3c", "\n")  # p2's 4th street card; p3's is due -- then a crash
    parts = crash_and_restart(director, qtbot, tmp_path, opened)
    again = open_view(parts)
    assert again.prompt.text() == (
        "A hand was in progress at Table 1 when pokerfloor closed (4 actions, 4th street). "
        "Resume it, or start a new hand?"
    )
    press(qtbot, again, "\n")  # Enter resumes
    hand = again.hand
    assert hand is not None
    names = hand.setup.names
    seats = {box.seat.name: box.cards.full_text for box in again.seats.boxes}
    assert seats[names[1]] == "? ? 2♣ 3♣"  # the up cards entered before the crash
    assert seats[names[2]] == "? ? 9♦"
    press(qtbot, again, "9s", "\n")  # p3 pairs his nines: the open pair acts first
    assert hand.need().player == 2
    assert "bet 400 or 800" in again.prompt.text()  # the open pair: small or big bet
    press(qtbot, again, "b", "400", "\n", "f")  # p3 bets, p2 folds
    assert hand.over
    press(qtbot, again, "\n")
    # antes 3 x 50 + 400 + 400 = 950 to p3; p2 lost 50 + 400; p1 the ante
    assert stacks(parts, players) == [4_950, 4_550, 5_500]


def test_a_triple_draw_hand_resumes_after_the_first_draw(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    director = open_event(qtbot, tmp_path, opened, "F2L3D", 3)
    view = open_view(director)
    players = list(view.play.setup(1).players)
    press(qtbot, view, "\n", "c", "c", "c")  # limit 400/800: limp 400, complete, check
    press(qtbot, view, "2", "\n", "0", "\n", "1", "\n")  # the first draw, by counts
    parts = crash_and_restart(director, qtbot, tmp_path, opened)
    again = open_view(parts)
    assert again.prompt.text() == (
        "A hand was in progress at Table 1 when pokerfloor closed "
        "(6 actions, after the first draw). Resume it, or start a new hand?"
    )
    qtbot.mouseClick(again.resume_panel.resume_button, Qt.MouseButton.LeftButton)
    assert again.hand is not None
    assert again.seats.pots.full_text.startswith("Main pot 1,200")  # 3 x 400
    press(qtbot, again, "b", "f", "f")  # p1 bets the small bet, both fold (limit: R or B alone)
    press(qtbot, again, "\n")
    assert stacks(parts, players) == [50_000 + 800, 50_000 - 400, 50_000 - 400]
