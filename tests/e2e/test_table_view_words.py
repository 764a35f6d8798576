"""The words the table view shows a floor person (issue 26, items 3, 9 and 10): the
completion, the open pair's two bets, a capped round, standing pat, the fold allowed
when the bring-in card is all in for the ante, and the console banner of a split pot.

Level 1 of the Players Championship: blinds 200/400, limits 400/800; stud ante 50,
bring-in 100."""

from __future__ import annotations

import os
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.table_view_support import open_event, open_view, press, set_stacks
from ui.app import AppParts
from ui.console.notice_line import NoticeKind
from ui.table_view import TableViewWindow

SHOTS = os.environ.get("POKERFLOOR_SHOTS")


def _shots(qtbot: QtBot, window: TableViewWindow, name: str) -> None:
    """Screenshots at 1280x800 and 1920x1080 when POKERFLOOR_SHOTS names a folder."""
    if not SHOTS:
        return
    for width, height in ((1280, 800), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(50)
        window.grab().save(f"{SHOTS}/{name}-{width}.png")


def test_stud_completion_and_the_open_pair_options_in_words(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """rules.md: "the bring-in player must post the bring-in or complete to a full small
    bet ... Completion is not a raise"; the open pair allows "the big bet": in limit
    only the small bet (400) or the big bet (800), never an amount between."""
    parts = open_event(qtbot, tmp_path, opened, "F7S", 3)
    window = open_view(parts)
    set_stacks(parts, window, [5_000, 5_000, 5_000])
    press(qtbot, window, "\n", "Kh", "\n", "2c", "\n", "9d", "\n")
    assert window.hand is not None
    names = window.hand.setup.names
    press(qtbot, window, "c")  # p2 (the deuce) brings it in for 100
    assert window.prompt.text().endswith("call 100 · complete to 400")
    press(qtbot, window, "r")  # limit: R alone completes to the only amount
    assert window.picture is not None
    assert window.picture.log[-1] == f"{names[2]} completes to 400"
    press(qtbot, window, "f", "c")  # p1 folds, p2 calls 300 more
    press(qtbot, window, "3c", "\n", "9s", "\n")  # p3 pairs his nines on 4th street
    assert window.prompt.text().endswith("to act · check · bet 400 or 800")
    _shots(qtbot, window, "words-open-pair")
    press(qtbot, window, "b", "800", "\n")
    assert window.picture.log[-1] == f"{names[2]} makes it 800"


def test_a_capped_round_says_capped(qtbot: QtBot, tmp_path: Path, opened: list[AppParts]) -> None:
    """rules.md: "a bet and raise_cap raises per round (default 3 ...; pre-flop the big
    blind is the bet)": 400, 800, 1,200, 1,600 and the round is capped. The button,
    first to act, owes 1,600 - 800 = 800 more and may not raise."""
    parts = open_event(qtbot, tmp_path, opened, "FT", 3)
    window = open_view(parts)
    set_stacks(parts, window, [5_000, 5_000, 5_000])
    press(qtbot, window, "\n")
    press(qtbot, window, "r", "r", "r")  # limit: R alone raises by the one amount
    assert window.prompt.text().endswith("to act · call 800 · capped")
    _shots(qtbot, window, "words-capped")


def test_standing_pat_is_logged_as_stands_pat(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "F2L3D", 3)
    window = open_view(parts)
    set_stacks(parts, window, [5_000, 5_000, 5_000])
    press(qtbot, window, "\n", "c", "c", "c")  # the button calls, the blinds complete and check
    assert window.hand is not None
    names = window.hand.setup.names
    press(qtbot, window, "0", "\n")
    assert window.picture is not None
    assert window.picture.log[-1] == f"{names[0]} stands pat"
    press(qtbot, window, "2", "\n")
    assert window.picture.log[-1] == f"{names[1]} draws 2"


def test_all_in_for_the_ante_the_next_player_may_fold(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """French stud guide: when the low card is all in for the ante, the player to her
    left acts first and may fold, bring it in or complete. p2 has 50 chips, all in for
    the ante of 50, with the 2c: p3 may fold (F), and p4 is then the one who may fold,
    bring it in or complete."""
    parts = open_event(qtbot, tmp_path, opened, "F7S", 4)
    window = open_view(parts)
    set_stacks(parts, window, [5_000, 50, 5_000, 5_000])
    press(qtbot, window, "\n", "Kh", "\n", "2c", "\n", "9d", "\n", "Qs", "\n")
    assert window.hand is not None
    names = window.hand.setup.names
    assert window.prompt.text().endswith(
        f"{names[2]} may fold, bring it in: 100, or complete to 400"
    )
    press(qtbot, window, "f")
    assert window.error.text() == ""
    assert window.hand.hand.folded == [False, False, True, False]
    assert window.prompt.text().endswith(
        f"{names[3]} may fold, bring it in: 100, or complete to 400"
    )
    press(qtbot, window, "c")  # p4 brings it in for 100
    assert window.picture is not None
    assert window.picture.log[-2:] == (f"{names[2]} folds", f"{names[3]} brings it in for 100")


def test_the_console_banner_names_each_winner_of_a_split_pot(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """Blinds 200/400, everyone calls 400: a pot of 1,200. p1 (Ah Qh) and p2 (Ad Qd)
    both play A-Q-J-T-9 on 2c 7d 9h Ts Js and split it: 600 each; p3 mucks. The banner
    names both winners and what each won, not one "wins a pot of 1,200"."""
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    set_stacks(parts, window, [5_000, 5_000, 5_000])
    press(qtbot, window, "\n", "c", "c", "c")
    for street in ("2c 7d 9h", "Ts", "Js"):
        press(qtbot, window, street, "\n", "c", "c", "c")
    assert window.hand is not None
    names = window.hand.setup.names
    press(qtbot, window, "Ah Qh", "\n", "Ad Qd", "\n", "m")
    assert window.hand.over
    press(qtbot, window, "\n")
    banner = parts.console.banner
    assert banner.kind() is NoticeKind.NOTICE
    assert banner.text() == (f"Table 1, hand 1 (NLHE): {names[0]} wins 600, {names[1]} wins 600")
