"""Undoing the last bust after "tournament over" (issue 27, item 6): the clock comes back
paused where the win stopped it (no minutes lost while it stood), the winner reads
"Winner" and the finished event does not count down to a next break."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, START, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings
from ui.app import AppParts


def _won(path: Path) -> None:
    """Three players; clock started at START (30-minute levels); busts at 10 and 12 minutes:
    Player 1 wins, the clock stops at 18:00 left in level 1."""
    from db.connect import open_store

    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    tid = store.log.create_tournament(
        c.CreateTournament("Heads-up", BuyInSettings(), nlhe_structure(), 1), START, rng
    )
    for i in range(1, 4):
        store.log.execute(tid, c.RegisterAndBuyIn(f"Player {i}", "", f"P{i}"), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    store.log.execute(tid, c.SetPayouts((20_000, 10_000)), START, rng)
    store.log.execute(tid, c.StartClock(), START, rng)
    store.log.execute(tid, c.EliminatePlayer("P3", busted_by="P1"), START + 10 * MINUTE, rng)
    store.log.execute(tid, c.EliminatePlayer("P2", busted_by="P1"), START + 12 * MINUTE, rng)
    store.close(START + 12 * MINUTE)


def _status(parts: AppParts) -> dict[str, str]:
    return {r.name: r.status for r in parts.facade.players()}


def test_undoing_the_winning_bust_brings_the_clock_back_paused_as_it_was(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "won.sqlite"
    _won(db)
    clock = FakeClock(START + 20 * MINUTE)  # eight minutes after the win
    parts = open_app(opened, qtbot, db, clock)
    console = parts.console
    screen = parts.clock_screen
    console.refresh()
    screen.refresh()
    assert _status(parts)["Player 1"] == "Winner"
    assert screen.message.text() == "Tournament over"
    assert screen.side_labels["break"].text() == "-"  # no next break once it is over
    assert console.clock_bar.bar_time.text() == "18:00"
    console.menus.undo_action.trigger()  # Player 2's bust
    console.refresh()
    model = parts.facade.clock_model()
    assert not model.running
    assert console.clock_bar.bar_time.text() == "18:00"  # 30:00 less the 12 minutes played
    assert console.clock_bar.start_button.text() == "Resume clock"
    assert _status(parts)["Player 1"] == "Playing"
    assert _status(parts)["Player 2"] == "Playing"
    clock.now = START + 25 * MINUTE  # paused: nothing runs off while the director looks
    console.refresh()
    assert console.clock_bar.bar_time.text() == "18:00"
    console.menus.redo_action.trigger()  # the win again: still 18:00, still over
    console.refresh()
    screen.refresh()
    assert console.clock_bar.bar_time.text() == "18:00"
    assert _status(parts)["Player 1"] == "Winner"
    assert screen.message.text() == "Tournament over"
