"""Hand histories in the console: a table's hand list, the step-by-step replay, the PHH
export through ``pokerfloor replay`` and the ruling assistant (real offscreen windows, a
temporary database, a fake clock). Every figure is worked out by hand below."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMenu, QTableWidgetItem
from pytestqt.qtbot import QtBot

from tests.db.scenario import hand_played
from tests.e2e.support import FakeClock, open_app
from tests.e2e.table_view_support import dealing_order, open_event, open_view, press
from tournament import hh
from tournament.engine.rules import Rules
from tournament.hh.cli import main as replay_main
from tournament.service import commands as c
from ui.app import AppParts
from ui.hand_history.hand_list import HandListDialog
from ui.hand_history.replay_dialog import HandReplayDialog
from ui.hand_history.ruling_dialog import ALL_IN, CARDS, FOLDED, NAME, PUT_IN, RulingDialog

# Table 1, hand 1, level 2. Ann (p1) posts the small blind 50, Bob the big blind 100, Cy
# is on the button. Cy raises to 300, Ann moves all in for 1,000, Bob raises to 2,000 and
# Cy calls. Flop 2c 7s 9d: Bob bets 500, Cy folds, the 500 goes back to Bob. The hands
# are tabled, the turn Tc and river 3h come. Main pot 3 x 1,000 = 3,000 (Ann, Bob):
# Ann's aces win it. Side pot 2 x 1,000 = 2,000 (Bob, Cy; Cy folded): Bob's.
HAND = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [1000, 3000, 3000]
actions = ["d dh p1 AhAd", "d dh p2 KhKd", "d dh p3 QhQd", "p3 cbr 300", "p1 cbr 1000",
  "p2 cbr 2000", "p3 cc", "d db 2c7s9d", "p2 cbr 500", "p3 f", "p1 sm AhAd", "p2 sm KhKd",
  "d db Tc", "d db 3h"]
finishing_stacks = [3000, 3000, 1000]
players = ["Ann", "Bob", "Cy"]
seats = [2, 5, 9]
table = 1
hand = 1
level = 2
_rules = {name = "tda"}
"""

# (what the step list says, stacks, board, pots line) after each step, worked out by hand.
# Bets stay in front of the players until the dealer pulls them in with the next card.
STEPS = [
    ("Forced bets posted", ("950", "2,900", "3,000"), "none", "No pot yet"),
    ("Cards dealt to Ann: Ah Ad", ("950", "2,900", "3,000"), "none", "No pot yet"),
    ("Cards dealt to Bob: Kh Kd", ("950", "2,900", "3,000"), "none", "No pot yet"),
    ("Cards dealt to Cy: Qh Qd", ("950", "2,900", "3,000"), "none", "No pot yet"),
    ("Cy raises to 300", ("950", "2,900", "2,700"), "none", "No pot yet"),
    ("Ann raises to 1,000, all in", ("0", "2,900", "2,700"), "none", "No pot yet"),
    ("Bob raises to 2,000", ("0", "1,000", "2,700"), "none", "No pot yet"),
    ("Cy calls 1,700", ("0", "1,000", "1,000"), "none", "No pot yet"),
    (
        "Board: 2c 7s 9d",
        ("0", "1,000", "1,000"),
        "2c 7s 9d",
        "Main pot 3,000 (Ann, Bob and Cy) · Side pot 1: 2,000 (Bob and Cy)",
    ),
    (
        "Bob bets 500",
        ("0", "500", "1,000"),
        "2c 7s 9d",
        "Main pot 3,000 (Ann, Bob and Cy) · Side pot 1: 2,000 (Bob and Cy)",
    ),
    (
        "Cy folds",
        ("0", "1,000", "1,000"),
        "2c 7s 9d",
        "Main pot 3,000 (Ann and Bob) · Side pot 1: 2,000 (Bob)",
    ),
    (
        "Ann shows Ah Ad",
        ("0", "1,000", "1,000"),
        "2c 7s 9d",
        "Main pot 3,000 (Ann and Bob) · Side pot 1: 2,000 (Bob)",
    ),
    (
        "Bob shows Kh Kd",
        ("0", "1,000", "1,000"),
        "2c 7s 9d",
        "Main pot 3,000 (Ann and Bob) · Side pot 1: 2,000 (Bob)",
    ),
    (
        "Board: Tc",
        ("0", "1,000", "1,000"),
        "2c 7s 9d Tc",
        "Main pot 3,000 (Ann and Bob) · Side pot 1: 2,000 (Bob)",
    ),
    (
        "Board: 3h",
        ("3,000", "3,000", "1,000"),
        "2c 7s 9d Tc 3h",
        "Hand over: the pots are awarded",
    ),
]


@pytest.fixture
def parts(qtbot: QtBot, tmp_path: Path, opened: list[AppParts]) -> AppParts:
    """A demo event whose table 1 dealt one hand (HAND, stored), plus a second stored hand
    whose recording was undone (the table's count says 1): it must not be listed."""
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "hands.sqlite", clock, demo="nlhe")
    for number in (1, 2):
        text = HAND.replace("hand = 1", f"hand = {number}")
        parts.uow.handle(hand_played(parts.uow.load(), 1, clock.now, text))
        clock.now += 1
    parts.uow.undo()  # hand 2's recording
    return parts


def _record_dialogs(parts: AppParts) -> list[QDialog]:
    shown: list[QDialog] = []

    def run(dialog: QDialog) -> bool:
        shown.append(dialog)
        return False

    parts.console.run_dialog = run
    return shown


def _row(dialog: HandListDialog, row: int) -> list[str]:
    items = [dialog.list.item(row, column) for column in range(dialog.list.columnCount())]
    return [item.text() if item is not None else "" for item in items]


def _open_list_from_the_table_card(parts: AppParts, shown: list[QDialog]) -> HandListDialog:
    card = next(c for c in parts.console.tables_tab.table_cards if c.table.number == 1)
    menu = QMenu()
    assert card._table_menu is not None
    card._table_menu(1, menu)
    action = next(a for a in menu.actions() if a.text() == "Hands played at table 1…")
    action.trigger()
    dialog = shown[-1]
    assert isinstance(dialog, HandListDialog)
    return dialog


def test_the_table_card_lists_the_hands_that_count(parts: AppParts, qtbot: QtBot) -> None:
    shown = _record_dialogs(parts)
    hands = _open_list_from_the_table_card(parts, shown)
    assert hands.windowTitle() == "Hands played at table 1"
    # hand 2 was undone (the table dealt one hand): only hand 1 is listed
    assert hands.list.rowCount() == 1
    assert _row(hands, 0) == ["1", "2", "No-limit Texas hold'em", "Ann and Bob", "5,000", ""]
    # the Tables menu opens the same list
    parts.console.hand_history.hands_action.trigger()
    assert isinstance(shown[-1], HandListDialog)
    assert shown[-1].list.rowCount() == 1


def _cells(replay: HandReplayDialog, column: int) -> tuple[str, ...]:
    items: list[QTableWidgetItem | None] = [replay.table.item(row, column) for row in range(3)]
    return tuple(item.text() if item is not None else "" for item in items)


def test_a_hand_replays_step_by_step_with_the_keyboard(parts: AppParts, qtbot: QtBot) -> None:
    shown = _record_dialogs(parts)
    hands = _open_list_from_the_table_card(parts, shown)
    qtbot.keyClick(hands.list, Qt.Key.Key_Return)
    replay = shown[-1]
    assert isinstance(replay, HandReplayDialog)
    assert replay.windowTitle() == "Hand replay – Table 1, hand 1 · level 2"
    replay.show()
    qtbot.waitExposed(replay)
    assert _cells(replay, 0) == ("2", "5", "9")  # the seats
    assert _cells(replay, 1) == ("Ann", "Bob", "Cy")
    for number, (words, stacks, board, pots) in enumerate(STEPS):
        if number:
            qtbot.keyClick(replay, Qt.Key.Key_Right)
        assert replay.position == number
        assert replay.step_list.currentItem().text() == words
        assert _cells(replay, 3) == stacks, words
        assert replay.board.text() == f"Board: {board}", words
        assert replay.pots.text().split("\n")[0] == pots, words
        assert replay.where.text() == f"Step {number + 1} of {len(STEPS)}"
    # Right at the end stays there; the awards are announced
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.position == len(STEPS) - 1
    assert replay.awards.text().split("\n") == [
        "Bob gets back an uncalled bet of 500",
        "Bob wins 2,000 from side pot 1",
        "Ann wins 3,000 from the main pot",
    ]
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert replay.position == 0
    assert replay.pots.text() == "No pot yet\nIn the middle: 150"
    assert _cells(replay, 4) == ("50", "100", "")  # the blinds in front of them
    qtbot.keyClick(replay, Qt.Key.Key_End)
    assert replay.position == len(STEPS) - 1
    for _ in range(4):
        qtbot.keyClick(replay, Qt.Key.Key_Left)
    assert replay.position == 10
    assert replay.step_list.currentItem().text() == "Cy folds"
    assert _cells(replay, 6) == ("all in", "to show", "folded")
    assert replay.awards.text() == "Bob gets back an uncalled bet of 500"


def test_an_exported_hand_replays_through_the_command_line_to_the_same_stacks(
    parts: AppParts, qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shown = _record_dialogs(parts)
    target = tmp_path / "exported.phh"
    parts.console.choose_file = lambda title, suggested, filters: str(target)
    hands = _open_list_from_the_table_card(parts, shown)
    hands.replay()
    replay = shown[-1]
    assert isinstance(replay, HandReplayDialog)
    qtbot.mouseClick(replay.export_button, Qt.MouseButton.LeftButton)
    assert parts.console.banner.text() == f"Saved {target}"
    capsys.readouterr()
    assert replay_main([str(target)]) == 0
    out = capsys.readouterr().out
    assert f"ok      {target} NT: finishing stacks [3000, 3000, 1000]" in out
    # the list's own export writes the same hand
    second = tmp_path / "from-list.phh"
    parts.console.choose_file = lambda title, suggested, filters: str(second)
    qtbot.mouseClick(hands.export_button, Qt.MouseButton.LeftButton)
    assert second.read_text(encoding="utf-8") == target.read_text(encoding="utf-8")


def _type_player(dialog: RulingDialog, row: int, cells: dict[int, str]) -> None:
    for column, text in cells.items():
        item = dialog.players.item(row, column)
        assert item is not None
        if column in (ALL_IN, FOLDED):
            item.setCheckState(Qt.CheckState.Checked if text else Qt.CheckState.Unchecked)
        else:
            item.setText(text)


def test_the_ruling_assistant_splits_a_hi_lo_side_pot_with_an_odd_chip(
    parts: AppParts, qtbot: QtBot
) -> None:
    shown = _record_dialogs(parts)
    parts.console.hand_history.ruling_action.trigger()
    dialog = shown[-1]
    assert isinstance(dialog, RulingDialog)
    dialog.game.setCurrentIndex(dialog.game.findData("FO/8"))
    assert dialog.profile.currentData() == "tda"
    qtbot.keyClicks(dialog.board, "5d 6h 7c Js Td")
    # Ann (first left of the button) all in for 301; Bob and Cy 700 each.
    _type_player(dialog, 0, {NAME: "Ann", PUT_IN: "301", ALL_IN: "x", CARDS: "Ah 2h Ks Kd"})
    _type_player(dialog, 1, {NAME: "Bob", PUT_IN: "700", CARDS: "As 2s Qc Qd"})
    _type_player(dialog, 2, {NAME: "Cy", PUT_IN: "700", CARDS: "3c 4c 9h 9s"})
    qtbot.mouseClick(dialog.rule_button, Qt.MouseButton.LeftButton)
    # Side pot 2 x 399 = 798: Cy's seven-high straight wins high, Bob's 7-6-5-2-A low
    # (Cy's low is 7-6-5-4-3), 399 each. Main pot 3 x 301 = 903: 452 high (the odd chip
    # goes to the high half) to Cy, 451 low split by Ann and Bob, 225 each and the odd
    # chip to Ann, the first of them clockwise from the button.
    assert dialog.result_text().split("\n") == [
        "Side pot 1: 798 (Bob and Cy): Cy wins high 399 (Seven-high straight); "
        "Bob wins low 399 (7-6-5-2-A low).",
        "Main pot 903 (Ann, Bob and Cy): Cy wins high 452 (Seven-high straight); "
        "Ann and Bob split low 451 (7-6-5-2-A low): Ann 226, Bob 225.",
        "The pot does not divide evenly: the odd chip goes to the high half.",
        "The odd chip goes to Ann, the first winner clockwise from the button.",
        "Rules applied: TDA 2024 Rule 21: side pots, each split separately; "
        "TDA 2024 Rule 20: awarding odd chips.",
    ]
    # a player short without being all in is refused, naming what to fix
    _type_player(dialog, 0, {ALL_IN: ""})
    qtbot.mouseClick(dialog.rule_button, Qt.MouseButton.LeftButton)
    assert dialog.result_text() == (
        "Cannot rule yet: Ann put in less than 700 and is not all-in: "
        "they must call or fold before the showdown"
    )


def test_a_ruling_from_a_replayed_hand_takes_the_table_at_that_step(
    parts: AppParts, qtbot: QtBot
) -> None:
    shown = _record_dialogs(parts)
    hands = _open_list_from_the_table_card(parts, shown)
    hands.replay()
    replay = shown[-1]
    assert isinstance(replay, HandReplayDialog)
    qtbot.keyClick(replay, Qt.Key.Key_End)
    qtbot.mouseClick(replay.ruling_button, Qt.MouseButton.LeftButton)
    dialog = shown[-1]
    assert isinstance(dialog, RulingDialog)
    assert dialog.game.currentData() == "NT"
    assert dialog.board.text() == "2c 7s 9d Tc 3h"
    rows = [
        [dialog.players.item(r, col).text() for col in (NAME, PUT_IN, CARDS)]  # type: ignore[union-attr]
        for r in range(3)
    ]
    # Bob's uncalled 500 was already given back: 1,000 / 2,000 / 2,000 are in.
    assert rows == [["Ann", "1000", "Ah Ad"], ["Bob", "2000", "Kh Kd"], ["Cy", "2000", "Qh Qd"]]
    assert dialog.result_text().split("\n") == [
        "Side pot 1: 2,000 (Bob): Bob wins 2,000: nobody else can win this pot.",
        "Main pot 3,000 (Ann and Bob): Ann wins 3,000 (Pair of aces).",
        "Rules applied: TDA 2024 Rule 21: side pots, each split separately.",
    ]


def test_a_hand_recorded_in_the_table_view_is_listed_there_until_it_is_undone(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    shown = _record_dialogs(parts)
    window = open_view(parts)
    players = dealing_order(window)
    names = [parts.facade.t.player(p).name for p in players]
    assert window.new_hand("record")
    press(qtbot, window, "f", "f", "\n")  # the button and the small blind fold
    # Level 1 blinds 200/400: the big blind's unmatched 200 goes back, the pot is the
    # small blind's 200 and the big blind's called 200.
    hands_button = window.buttons.hands
    assert hands_button is not None  # the console offers the hands played here
    qtbot.mouseClick(hands_button, Qt.MouseButton.LeftButton)
    hands = shown[-1]
    assert isinstance(hands, HandListDialog)
    assert _row(hands, 0) == ["1", "1", "No-limit Texas hold'em", names[1], "400", ""]
    parts.facade.undo()
    qtbot.mouseClick(hands_button, Qt.MouseButton.LeftButton)
    assert isinstance(shown[-1], HandListDialog)
    assert shown[-1].list.rowCount() == 0
    # the hand is stored but no longer counts: the list says so, not that none was stored
    assert shown[-1].status.text() == "1 hand was recorded at table 1; it was undone."


def test_the_hand_list_says_what_is_true_when_no_hand_or_only_undone_hands_are_stored(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    shown = _record_dialogs(parts)
    parts.console.hand_history.hands_action.trigger()  # nothing played yet: a notice
    assert parts.console.banner.text() == "No hand has been recorded in this tournament yet."
    assert shown == []
    assert _open_list_from_the_table_card(parts, shown).status.text() == (
        "No hand has been recorded at table 1 yet."
    )
    window = open_view(parts)
    for _ in range(3):  # three hands: the button and the small blind fold, recorded
        assert window.new_hand("record")
        press(qtbot, window, "f", "f", "\n")
    assert parts.facade.t.table_records()[0].hands == 3
    dialog = _open_list_from_the_table_card(parts, shown)
    assert dialog.list.rowCount() == 3
    assert dialog.status.text() == ("3 hands stored for table 1. Enter replays the selected hand.")
    parts.facade.undo()  # hand 3 is undone: 2 listed, 1 left out, and the list says so
    dialog = _open_list_from_the_table_card(parts, shown)
    assert dialog.list.rowCount() == 2
    assert dialog.status.text() == (
        "2 hands stored for table 1. Enter replays the selected hand. "
        "1 more was undone and is not listed."
    )
    parts.facade.undo()
    parts.facade.undo()  # all three undone
    dialog = _open_list_from_the_table_card(parts, shown)
    assert dialog.list.rowCount() == 0
    assert dialog.status.text() == "3 hands were recorded at table 1; all were undone."
    assert not dialog.replay_button.isEnabled()
    count = len(shown)
    parts.console.hand_history.hands_action.trigger()  # no table has a hand that counts
    assert parts.console.banner.text() == (
        "3 hands were recorded in this tournament; all were undone."
    )
    assert len(shown) == count  # no empty list opened
    none = tmp_path / "none.phhs"
    assert parts.console.history_actions.export("hands", str(none)) is None
    assert parts.console.banner.text() == (
        "3 hands were recorded in this tournament; all were undone."
    )
    assert not none.exists()
    assert window.new_hand("record")  # played again: hand 1 once more
    press(qtbot, window, "f", "f", "\n")
    parts.console.hand_history.hands_action.trigger()
    dialog = shown[-1]
    assert isinstance(dialog, HandListDialog)
    assert [_row(dialog, 0)[0]] == ["1"]
    assert dialog.status.text() == (
        "1 hand stored for table 1. Enter replays it. 3 more were undone and are not listed."
    )


def test_the_ruling_assistant_speaks_the_directors_language(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "de.sqlite", FakeClock(), demo="nlhe", lang="de")
    shown = _record_dialogs(parts)
    assert parts.console.hand_history.ruling_action.text() == "Entscheidungshilfe…"
    parts.console.hand_history.ruling_action.trigger()
    dialog = shown[-1]
    assert isinstance(dialog, RulingDialog)
    assert dialog.windowTitle() == "Entscheidungshilfe"
    qtbot.keyClicks(dialog.board, "2c 7s 9d Tc 3h")
    _type_player(dialog, 0, {NAME: "Ann", PUT_IN: "500", ALL_IN: "x", CARDS: "Ah Ad"})
    _type_player(dialog, 1, {NAME: "Bob", PUT_IN: "900", CARDS: "Kh Kd"})
    _type_player(dialog, 2, {NAME: "Cy", PUT_IN: "900", CARDS: "Qh Qd"})
    qtbot.mouseClick(dialog.rule_button, Qt.MouseButton.LeftButton)
    # side pot 2 x 400 = 800 to Bob's kings, main pot 3 x 500 = 1.500 (German) to Ann's aces
    lines = dialog.result_text().split("\n")
    assert lines[0].startswith("Sidepot 1: 800 (Bob und Cy): Bob gewinnt 800")
    assert lines[1].startswith("Hauptpot 1.500 (Ann, Bob und Cy): Ann gewinnt 1.500")
    assert lines[2].startswith("Angewandte Regeln: TDA 2024 Rule 21")


def test_the_empty_ruling_assistant_starts_from_the_events_rules(parts: AppParts) -> None:
    parts.facade.send(c.SetRules(Rules.profile("robert", min_chip_unit=25)))
    shown = _record_dialogs(parts)
    parts.console.hand_history.ruling_action.trigger()
    dialog = shown[-1]
    assert isinstance(dialog, RulingDialog)
    assert dialog.profile.currentData() == "robert"
    assert dialog.unit.value() == 25


def test_export_hands_gives_the_hands_the_list_shows(
    parts: AppParts, qtbot: QtBot, tmp_path: Path
) -> None:
    shown = _record_dialogs(parts)
    listed = _open_list_from_the_table_card(parts, shown)
    assert listed.list.rowCount() == 1  # hand 2's recording was undone
    target = tmp_path / "hands.phhs"
    assert parts.console.history_actions.export("hands", str(target)) == target
    exported = hh.loads_all(target.read_text(encoding="utf-8"))
    assert [(h.table, h.hand) for h in exported] == [(1, 1)]  # not the undone hand 2
    assert exported == [hh.loads(HAND)]
