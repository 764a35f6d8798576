"""Record mode at a full stud table: the short stub's common card asked for, typed once,
used by every player (issue 26, items 1 and 9), with screenshots looked at.

rules.md (WSOP live rule 228): when the stub and the burns cannot give every player still
in a 7th card and a burn, "burn and deal one common card face up that every player uses
as their 7th card"."""

from __future__ import annotations

import os
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
from ui.app import AppParts

# Up cards by street, players in dealing order: p0 a pair of aces, p1 a pair of kings;
# p2's 2c is the lowest up card and brings it in.
UPS = (
    ("Ah", "Kh", "2c", "2d", "2h", "2s", "3c", "3s"),
    ("Ad", "Ks", "3d", "4c", "6d", "8d", "9d", "Td"),
    ("9c", "7c", "9h", "Jh", "Qc", "Th", "4h", "5s"),
    ("8c", "6c", "Ts", "5d", "7d", "3h", "Jc", "Qd"),
)
SHOTS = os.environ.get("POKERFLOOR_SHOTS")


def test_eight_players_of_stud_type_the_common_card_once_and_everyone_uses_it(
    qtbot: QtBot,
    tmp_path: Path,
    opened: list[AppParts],
    capsys: pytest.CaptureFixture[str],
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "F7S", 8, seats=8)
    window = open_view(parts)
    players = dealing_order(window)
    set_stacks(parts, window, [5_000] * 8)
    press(qtbot, window, "\n")
    for street, ups in enumerate(UPS):
        for up in ups:
            press(qtbot, window, up, "\n")
        assert window.error.text() == ""
        if street == 0:
            press(qtbot, window, "c")  # p2 brings it in for 100
        press(qtbot, window, *("c" * (7 if street == 0 else 8)))
    assert window.hand is not None
    names = window.hand.setup.names
    # 8 x 6 = 48 cards out: 4 left for 8 players and a burn, so one common card
    assert window.prompt.text() == (
        "The stub is short: one common card face up in the centre (WSOP 228)"
    )
    assert window.picker.isVisible()
    for width, height in ((1280, 800), (1920, 1080)):
        if SHOTS:
            window.resize(width, height)
            qtbot.wait(50)
            window.grab().save(f"{SHOTS}/stud-common-due-{width}.png")
    press(qtbot, window, "Kd", "\n")
    assert window.error.text() == ""
    assert window.picture is not None
    assert window.picture.board == "K♦"
    assert window.picture.log[-1] == "Common card: K♦, every player's 7th card"
    assert not any("reshuffled" in line or "scrambled" in line for line in window.picture.log)
    # Kh Ks and the Kd: three kings showing, p1 acts first on 7th street
    assert window.hand.need().player == 1
    press(qtbot, window, *("c" * 8))
    press(qtbot, window, "Qs Js Kd", "\n")  # p1 shows, typing the common card too
    assert window.error.text() == ""
    press(qtbot, window, *("m" * 6))
    press(qtbot, window, "Ac 5c Kd", "\n")  # p0: three aces with the common card
    assert window.error.text() == ""
    assert window.hand.over
    shown = {s.name: s.hand for s in window.picture.seats}
    assert shown[names[0]] == "Three aces"
    assert shown[names[1]] == "Three kings"
    # antes 8 x 50 = 400, the bring-in 100 called by seven: 800; 1,200 to p0
    assert window.result.text().splitlines() == [f"Main pot 1,200: {names[0]} wins 1,200"]
    for width, height in ((1280, 800), (1920, 1080)):
        if SHOTS:
            window.resize(width, height)
            qtbot.wait(50)
            window.grab().save(f"{SHOTS}/stud-common-end-{width}.png")
    press(qtbot, window, "\n")
    expected = [5_000 - 150 + 1_200] + [5_000 - 150] * 7
    assert stacks(parts, players) == expected
    assert replayed_stacks(parts, tmp_path, capsys) == expected
