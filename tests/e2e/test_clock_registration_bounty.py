"""The clock screen tells the room when late registration closes and what a head is worth
(issue 27, item 15): a real SQLite file, the app offscreen, the director's clock buttons;
every figure worked out by hand from 20-minute levels and a 10-minute break after level 2."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, START, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.records import BuyInSettings
from tournament.structure import Break, Level
from ui.app import AppParts


def _bounty_night(path: Path) -> None:
    from db.connect import open_store

    def level(sb: int) -> Level:
        return Level(("NT",), 20 * MINUTE, small_blind=sb, big_blind=2 * sb)

    steps = (level(25), level(50), Break(10 * MINUTE), level(75), level(100))
    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    # €100 + €10 with a €25 bounty; registration open through level 2.
    buy_in = BuyInSettings(
        buy_in=10_000, fee=1_000, bounty=2_500, starting_stack=10_000, late_registration_level=2
    )
    tid = store.log.create_tournament(
        c.CreateTournament("Bounty night", buy_in, steps, 1), START, rng
    )
    for i in range(1, 5):
        store.log.execute(tid, c.RegisterAndBuyIn(f"Player {i}", "", f"P{i}"), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    store.close(START)


def test_the_countdown_runs_with_the_clock_closes_at_level_3_and_undo_reopens_it(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "bounty.sqlite"
    _bounty_night(db)
    clock = FakeClock(START)
    parts = open_app(opened, qtbot, db, clock)
    console, screen = parts.console, parts.clock_screen
    screen.refresh()
    # Not started: the whole window is left, 20:00 + 20:00 + 10:00 = 50:00.
    assert "Late registration closes in 50:00" in screen.message.text()
    assert screen.money_line.text() == "Rebuys 0 · Add-ons 0 · Bounty € 25"

    qtbot.mouseClick(console.clock_bar.start_button, Qt.MouseButton.LeftButton)
    clock.now = START + 7 * MINUTE + 26_000  # 50:00 - 7:26 = 42:34
    screen.refresh()
    assert "Late registration closes in 42:34" in screen.message.text()

    qtbot.mouseClick(console.clock_bar.plus_button, Qt.MouseButton.LeftButton)  # +1:00
    screen.refresh()
    assert "Late registration closes in 43:34" in screen.message.text()

    clock.now = START + 51 * MINUTE  # level 3 started at 51:00 (one minute added)
    screen.refresh()
    assert "Late registration closed" in screen.message.text()
    assert "closes in" not in screen.message.text()

    console.menus.undo_action.trigger()  # the added minute: level 3 started at 50:00 ...
    screen.refresh()
    assert "Late registration closed" in screen.message.text()
    console.menus.undo_action.trigger()  # ... the start: the clock waits, all 50:00 left
    screen.refresh()
    assert "Late registration closes in 50:00" in screen.message.text()


def test_a_progressive_bounty_says_so_and_an_event_without_bounties_shows_none(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    from db.connect import open_store

    rng = random.Random(3)
    for name, buy_in in (
        ("pko", BuyInSettings(buy_in=5_000, bounty=5_000, bounty_kind="progressive")),
        ("plain", BuyInSettings(buy_in=5_000)),
    ):
        store = open_store(tmp_path / f"{name}.sqlite", now_ms=START)
        structure = (Level(("NT",), 20 * MINUTE, small_blind=25, big_blind=50),)
        store.log.create_tournament(c.CreateTournament(name, buy_in, structure, 1), START, rng)
        store.close(START)
    parts = open_app(opened, qtbot, tmp_path / "pko.sqlite", FakeClock(START))
    parts.clock_screen.refresh()
    # €50 on each head at the start; half of each head won goes onto the winner's.
    assert parts.clock_screen.money_line.text() == "Rebuys 0 · Add-ons 0 · Bounty € 50 progressive"
    plain = open_app(opened, qtbot, tmp_path / "plain.sqlite", FakeClock(START))
    plain.clock_screen.refresh()
    assert plain.clock_screen.money_line.text() == "Rebuys 0 · Add-ons 0"
