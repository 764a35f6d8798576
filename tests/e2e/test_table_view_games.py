"""Every game in the table view, by keyboard, in both modes: the stud bring-in and its
completion, a triple draw whose stub runs short (reshuffle), a single draw recorded by
counts, and a hand of each game with the tournament's stacks after it and undo."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.e2e.table_view_support import (
    dealing_order,
    open_event,
    open_view,
    press,
    replayed_stacks,
    set_stacks,
    stacks,
)
from tournament.cards import Card
from ui.app import AppParts

START = 50_000
BUTTON_GAMES = ("NT", "FT", "PO", "FO/8", "N2L1D", "F2L3D", "FB")
STUD_GAMES = ("F7S", "F7S/8", "FR")


def _cards(cards: list[int | None]) -> str:
    return " ".join(str(Card(c)) for c in cards if c is not None)


@pytest.mark.parametrize("mode", ["record", "deal"])
@pytest.mark.parametrize("game", BUTTON_GAMES)
def test_everyone_folds_to_the_big_blind(
    qtbot: QtBot,
    tmp_path: Path,
    opened: list[AppParts],
    game: str,
    mode: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    parts = open_event(qtbot, tmp_path, opened, game, 3)
    window = open_view(parts)
    players = dealing_order(window)
    assert window.new_hand("deal" if mode == "deal" else "record")
    press(qtbot, window, "f", "f")  # the button folds, the small blind folds
    assert window.error.text() == ""
    assert window.hand is not None
    assert window.hand.over
    press(qtbot, window, "\n")
    # the small blind lost 200 to the big blind
    assert stacks(parts, players) == [START - 200, START + 200, START]
    # the stored hand replays (pokerfloor replay) to the same stacks
    assert replayed_stacks(parts, tmp_path, capsys) == [START - 200, START + 200, START]
    assert parts.facade.t.table_records()[0].hands == 1
    parts.facade.undo()
    assert stacks(parts, players) == [START] * 3


@pytest.mark.parametrize("mode", ["record", "deal"])
@pytest.mark.parametrize("game", STUD_GAMES)
def test_the_bring_in_takes_the_antes_when_everyone_folds(
    qtbot: QtBot,
    tmp_path: Path,
    opened: list[AppParts],
    game: str,
    mode: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    parts = open_event(qtbot, tmp_path, opened, game, 3)
    window = open_view(parts)
    players = dealing_order(window)
    assert window.new_hand("deal" if mode == "deal" else "record")
    assert "ante 50 · bring-in 100 · limit 400/800" in window.stakes.text()
    if mode == "record":
        for up in ("Kh", "2c", "9d"):
            press(qtbot, window, up, "\n")
    assert window.hand is not None
    bring_in = window.hand.need().player
    if mode == "record":  # razz: the highest card brings it in; stud: the lowest
        assert bring_in == (0 if game == "FR" else 1)
    press(qtbot, window, "c", "f", "f")  # bring-in 100, both others fold
    assert window.error.text() == ""
    assert window.hand.over
    press(qtbot, window, "\n")
    expected = [START - 50] * 3
    assert bring_in is not None
    expected[bring_in] = START + 100  # the antes, the uncalled bring-in back
    assert stacks(parts, players) == expected
    assert replayed_stacks(parts, tmp_path, capsys) == expected


def test_stud_bring_in_completion_and_a_fold_on_fourth_street(
    qtbot: QtBot,
    tmp_path: Path,
    opened: list[AppParts],
    capsys: pytest.CaptureFixture[str],
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "F7S", 3)
    window = open_view(parts)
    players = dealing_order(window)
    set_stacks(parts, window, [5_000, 5_000, 5_000])
    press(qtbot, window, "\n")
    for up in ("Kh", "2c", "9d"):
        press(qtbot, window, up, "\n")
    assert window.hand is not None
    names = window.hand.setup.names
    assert window.prompt.text().endswith(f"{names[1]} brings it in: 100, or completes to 400")
    press(qtbot, window, "c")  # p2 (the deuce) brings it in for 100
    press(qtbot, window, "r")  # p3 completes to 400 (limit: R or B alone)
    press(qtbot, window, "f", "c")  # p1 folds, p2 calls 300 more
    assert window.picture is not None
    assert window.picture.pots == (f"Main pot 950: {names[1]} and {names[2]}",)
    press(qtbot, window, "3c", "\n", "9s", "\n")  # 4th street: p3 pairs his nines
    assert window.hand.need().player == 2  # the open pair acts first
    assert "bet 400 or 800" in window.prompt.text()  # an open pair allows the big bet
    press(qtbot, window, "b", "400", "\n", "f")
    assert window.hand.over
    assert window.result.text().splitlines() == [
        f"Uncalled bet of 400 returned to {names[2]}",
        f"Main pot 950: {names[2]} wins it, everyone else folded",
    ]
    press(qtbot, window, "\n")
    assert stacks(parts, players) == [4_950, 4_550, 5_500]
    assert replayed_stacks(parts, tmp_path, capsys) == [4_950, 4_550, 5_500]
    parts.facade.undo()
    assert stacks(parts, players) == [5_000] * 3


def test_triple_draw_in_deal_mode_reshuffles_when_the_stub_runs_short(
    qtbot: QtBot,
    tmp_path: Path,
    opened: list[AppParts],
    capsys: pytest.CaptureFixture[str],
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "F2L3D", 6)
    window = open_view(parts)
    players = dealing_order(window)
    set_stacks(parts, window, [5_000] * 6)
    assert window.new_hand("deal")
    assert window.picture is not None
    assert all("▮" in s.cards for s in window.picture.seats)  # hole cards hidden
    press(qtbot, window, "v")  # the player to act looks at his cards
    assert window.hand is not None
    actor = window.hand.need().player
    assert actor is not None
    shown = next(s for s in window.picture.seats if s.seat == window.hand.setup.seats[actor])
    assert "▮" not in shown.cards
    press(qtbot, window, "v")
    press(qtbot, window, "c", "c", "c", "c", "c", "c")  # four limps, the blinds complete
    for p in range(6):  # every player throws all five cards: 30 cards, 21 in the stub
        assert window.hand.need().player == p
        press(qtbot, window, _cards(window.hand.hand.hole[p]), "\n")
    assert window.error.text() == ""
    assert (
        "The stub ran short: deal it but its last card, then scramble the last card, "
        "the burns and the earlier draws' discards (not this draw's)"
    ) in window.picture.log
    press(qtbot, window, "b", "f", "f", "f", "f", "f")  # limit: B alone bets the small bet
    assert window.hand.over
    press(qtbot, window, "\n")
    assert stacks(parts, players) == [7_000] + [4_600] * 5
    assert replayed_stacks(parts, tmp_path, capsys) == [7_000] + [4_600] * 5
    parts.facade.undo()
    assert stacks(parts, players) == [5_000] * 6


def test_single_draw_recorded_by_counts(
    qtbot: QtBot,
    tmp_path: Path,
    opened: list[AppParts],
    capsys: pytest.CaptureFixture[str],
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "N2L1D", 3)
    window = open_view(parts)
    players = dealing_order(window)
    press(qtbot, window, "\n", "c", "c", "c")  # limp, complete, check
    assert window.prompt.text().endswith("draws")
    press(qtbot, window, "2", "\n", "0", "\n", "1", "\n")
    press(qtbot, window, "b", "400", "\n", "f", "f")
    assert window.error.text() == ""
    press(qtbot, window, "\n")
    assert stacks(parts, players) == [START + 800, START - 400, START - 400]
    assert replayed_stacks(parts, tmp_path, capsys) == [START + 800, START - 400, START - 400]


def test_stud_hi_lo_showdown_splits_the_low_with_the_odd_chip_by_suit(
    qtbot: QtBot,
    tmp_path: Path,
    opened: list[AppParts],
    capsys: pytest.CaptureFixture[str],
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "F7S/8", 3)
    window = open_view(parts)
    players = dealing_order(window)
    set_stacks(parts, window, [5_000, 5_000, 5_000])
    press(qtbot, window, "\n", "Kh", "\n", "2c", "\n", "2d", "\n")
    assert window.hand is not None
    names = window.hand.setup.names
    assert window.hand.need().player == 1  # two deuces: the club (lowest suit) brings it in
    press(qtbot, window, "c", "c", "f")  # bring-in 100, p3 calls, p1 folds
    for p2_card, p3_card in (("4c", "4d"), ("5c", "5d"), ("Qc", "Qd")):
        press(qtbot, window, p2_card, "\n", p3_card, "\n", "c", "c")
    press(qtbot, window, "c", "c")  # seventh street (down cards): both check
    assert window.error.text() == ""
    hands = {1: "Ah 7s 2c 4c 5c Qc 9c", 2: "As 7h 2d 4d 5d Qd 9h"}
    for _ in range(2):
        player = window.hand.need().player
        assert player is not None
        press(qtbot, window, hands[player], "\n")
    assert window.hand.over
    # pot 350 (antes 150, bring-in 100, the call 100) in 25s: 14 chips, 7 each half;
    # high: p2's club flush; low 7-5-4-2-A tied: 4 chips and 3 chips, the odd chip to
    # the highest card of the low hand with the ace counting low: the 7s (p2) over the
    # 7h (p3) (rules.md; issue 26 item 5: not the ace of spades)
    assert window.result.text().splitlines() == [
        f"Main pot 350: {names[1]} wins high 175; {names[1]} and {names[2]} split low 175 "
        f"({names[1]} 100, {names[2]} 75; the odd chip to {names[1]}, highest card by suit)"
    ]
    assert window.picture is not None
    shown = {s.name: s.hand for s in window.picture.seats}
    assert shown[names[1]] == "Queen-high flush; 7-5-4-2-A low"
    assert shown[names[2]] == "Ace-high; 7-5-4-2-A low"
    press(qtbot, window, "\n")
    # p2: 5,000 - 150 + 175 + 100 = 5,125; p3: 5,000 - 150 + 75 = 4,925; p1 4,950
    assert stacks(parts, players) == [4_950, 5_125, 4_925]
    assert replayed_stacks(parts, tmp_path, capsys) == [4_950, 5_125, 4_925]
    parts.facade.undo()
    assert stacks(parts, players) == [5_000] * 3


def test_a_mixed_table_changes_game_between_hands(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT+F7S", 3)
    window = open_view(parts)
    assert "No-limit Texas hold'em" in window.title.text()
    press(qtbot, window, "\n", "f", "f", "\n")  # a hold'em hand, recorded
    assert "Seven card stud" in window.title.text()
    assert "ante 50 · bring-in 100 · limit 400/800" in window.stakes.text()
    press(qtbot, window, "\n", "Kh", "\n", "2c", "\n", "9d", "\n")
    assert window.hand is not None
    assert window.hand.need().kind == "bring-in"
    press(qtbot, window, "c", "f", "f", "\n")
    assert parts.facade.t.table_records()[0].hands == 2
    assert "No-limit Texas hold'em" in window.title.text()
