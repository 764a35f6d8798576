"""Hand-for-hand at the bubble (issue 27, item 5): the console says what each hand takes
off the clock, and the bust that bursts the bubble ends hand-for-hand in the same action
(one undo step); the clock runs again from where hand-for-hand stopped it."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, START, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings
from ui.app import AppParts
from ui.console.players_tab import bust_command


def _bubble(path: Path) -> None:
    """Five players at one table, three paid, clock started at START (30-minute levels),
    one bust at one minute: four left, on the bubble."""
    from db.connect import open_store

    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    tid = store.log.create_tournament(
        c.CreateTournament("Bubble", BuyInSettings(), nlhe_structure(), 1), START, rng
    )
    for i in range(1, 6):
        store.log.execute(tid, c.RegisterAndBuyIn(f"Player {i}", "", f"P{i}"), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    store.log.execute(tid, c.SetPayouts((25_000, 15_000, 10_000)), START, rng)
    store.log.execute(tid, c.StartClock(), START, rng)
    store.log.execute(tid, c.EliminatePlayer("P5", busted_by="P1"), START + MINUTE, rng)
    store.close(START + MINUTE)


def test_the_bust_that_bursts_the_bubble_ends_hand_for_hand(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "bubble.sqlite"
    _bubble(db)
    clock = FakeClock(START + 5 * MINUTE)
    parts = open_app(opened, qtbot, db, clock)
    console = parts.console
    bar = console.clock_bar
    console.refresh()
    assert bar.bar_time.text() == "25:00"  # 30:00 level, 5 minutes played
    bar.hfh_button.click()
    console.refresh()
    assert bar.hfh_label.text() == (
        "HAND FOR HAND · hands played: 0 · each hand takes 02:00 off the clock"
    )
    assert bar.hand_done_button.text() == "Hand done at every table (−02:00)"
    bar.hand_done_button.click()
    clock.now = START + 8 * MINUTE  # the clock stands still during hand-for-hand
    console.refresh()
    assert bar.bar_time.text() == "23:00"  # 25:00 less one hand's 2:00
    assert bar.hfh_label.text().startswith("HAND FOR HAND · hands played: 1 · ")
    # Player 4 busts: 3 left, 3 paid. Hand-for-hand ends with the bust, the clock runs.
    parts.facade.send(bust_command(["P4"], "P1"))
    assert not parts.facade.clock_model().hand_for_hand
    clock.now = START + 9 * MINUTE
    console.refresh()
    assert bar.bar_time.text() == "22:00"  # 23:00 from 8 minutes, running since
    assert bar.hfh_label.text() == "In the money"
    assert not bar.hand_done_button.isVisible()
    assert bar.hfh_button.text() == "Hand-for-hand"
    console.menus.undo_action.trigger()  # the bust and the end of hand-for-hand: one step
    console.refresh()
    model = parts.facade.clock_model()
    assert model.hand_for_hand
    assert model.hand_for_hand_hands == 1
    assert bar.bar_time.text() == "23:00"
    assert len([r for r in parts.facade.players() if r.status == "Playing"]) == 4
