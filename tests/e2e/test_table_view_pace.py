"""A dealer's pace in Record mode (issue 26, "speed at a live table"): the scripted hands
of :mod:`tests.e2e.keystroke_hands` (the keys ``bench/table_view.py --keys`` counts) are
replayed key by key through the real window, and after every key the view shows what the
hand holds by then, worked out by hand in the script: each seat's stack, bet and cards,
the seat the hand waits for, the board. The targets: the 3-way hold'em hand in at most 35
keys, the 6-way stud hand in at most 80 (42 and 92 before)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.e2e.keystroke_hands import ENTER, HANDS, HOLDEM_3WAY, STUD_6WAY, ScriptedHand, count
from tests.e2e.table_view_support import dealing_order, open_event, open_view, stacks
from ui.app import AppParts
from ui.table_view import TableViewWindow


def shown(window: TableViewWindow, players: list[str]) -> dict[str, object]:
    """What the seats and the middle show: stacks, bets, cards by player (dealing order),
    the lit seat's player and the board."""
    assert window.hand is not None
    seats = window.hand.setup.seats
    boxes = {box.seat.seat: box for box in window.seats.boxes}
    out: dict[str, object] = {"board": window.seats.board.full_text, "actor": None}
    stack_texts, bets, cards = [], [], []
    for p in range(len(players)):
        box = boxes[seats[p]]
        stack_texts.append(box.stack.full_text)
        bet = box.bet.full_text.split("bet ")
        bets.append(int(bet[1].replace(",", "")) if len(bet) == 2 else 0)
        cards.append(box.cards.full_text)
        if box.property("state") == "actor":
            out["actor"] = p
    out.update(stacks=stack_texts, bets=bets, cards=cards)
    return out


def replay(qtbot: QtBot, window: TableViewWindow, players: list[str], hand: ScriptedHand) -> int:
    """Type the hand's keys one by one, checking the view after each; the keys typed."""
    stack = list(hand.stacks)
    bets = list(hand.bets)
    cards: dict[int, str] = {}
    actor: int | None = None
    board = ""
    typed = 0
    for step in hand.steps:
        before = shown(window, players) if window.hand is not None else None
        for i, key in enumerate(step.keys):
            if key == ENTER:
                qtbot.keyClick(window.entry, Qt.Key.Key_Return)
            else:
                qtbot.keyClicks(window.entry, key)
            typed += 1
            assert window.error.text() == "", (step.keys, i, window.error.text())
            last = i == len(step.keys) - 1
            if not last and before is not None:  # typing: nothing changes until it goes in
                assert shown(window, players) == before, (step.keys, i)
        for p, value in step.stacks.items():
            stack[p] = value
        for p, value in step.bets.items():
            bets[p] = value
        cards.update(step.up)
        actor = step.actor
        board = step.board if step.board is not None else board
        if window.hand is None:
            continue
        now = shown(window, players)
        assert now["stacks"] == [f"{s:,}" for s in stack], step.keys
        if window.recorded:  # between hands: the tournament's stacks, no cards
            continue
        assert now["bets"] == bets, step.keys
        assert now["actor"] == actor, step.keys
        assert now["board"] == board, step.keys
        for p, text in cards.items():
            assert now["cards"][p] == text, (step.keys, p)  # type: ignore[index]
    return typed


@pytest.mark.parametrize("hand", HANDS, ids=["fold-around", "holdem-3-way", "stud-6-way"])
def test_the_scripted_hands_show_right_after_every_key(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts], hand: ScriptedHand
) -> None:
    parts = open_event(qtbot, tmp_path, opened, hand.game, hand.players)
    window = open_view(parts)
    players = dealing_order(window)
    typed = replay(qtbot, window, players, hand)
    assert window.recorded  # the last Enter recorded the hand in the tournament
    assert parts.facade.t.table_records()[0].hands == 1
    final = list(hand.stacks)
    for step in hand.steps:
        for p, value in step.stacks.items():
            final[p] = value
    assert stacks(parts, players) == final
    assert typed == count([s.keys for s in hand.steps])
    if hand is HOLDEM_3WAY:
        assert typed <= 35 < count(hand.before) == 42
    if hand is STUD_6WAY:
        assert typed <= 80 < count(hand.before) == 92


def test_a_draw_is_one_key_in_record_mode(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """How many cards a player draws is one digit (0-5): it goes in without Enter."""
    parts = open_event(qtbot, tmp_path, opened, "N2L1D", 3)
    window = open_view(parts)
    press_keys = ("⏎", "c", "c", "c")  # limp, complete, check: the draw
    for key in press_keys:
        if key == ENTER:
            qtbot.keyClick(window.entry, Qt.Key.Key_Return)
        else:
            qtbot.keyClicks(window.entry, key)
    assert window.hand is not None
    names = window.hand.setup.names
    assert window.prompt.text().endswith(f"{names[0]} draws")
    qtbot.keyClicks(window.entry, "2")  # the small blind draws two
    assert window.prompt.text().endswith(f"{names[1]} draws")
    assert window.entry.text() == ""
    qtbot.keyClicks(window.entry, "0")  # the big blind stands pat
    qtbot.keyClick(window.entry, Qt.Key.Key_Return)  # an Enter out of habit changes nothing
    assert window.error.text() == ""
    assert window.prompt.text().endswith(f"{names[2]} draws")
    qtbot.keyClicks(window.entry, "1")
    assert window.hand.need().kind == "act"  # the betting after the draw
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert f"{names[0]} draws 2" in log
    assert f"{names[2]} draws 1" in log
