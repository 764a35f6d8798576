"""No chip leader is named while several players share the biggest stack (issue 27, item
15): two players level at the top is no lead; the clock screen names one only when he alone
has the most chips, and undo brings the tie back (a real SQLite file, the app offscreen)."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings, ChipCount
from ui.app import AppParts


def _four_players(path: Path) -> None:
    from db.connect import open_store

    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    buy_in = BuyInSettings(buy_in=5_000, starting_stack=10_000)
    tid = store.log.create_tournament(
        c.CreateTournament("Tuesday", buy_in, nlhe_structure(), 1), START, rng
    )
    for i in range(1, 5):
        store.log.execute(tid, c.RegisterAndBuyIn(f"Player {i}", "", f"P{i}"), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    # 40,000 chips: Player 1 and Player 3 level at the top with 12,000, the others 8,000.
    counts = (("P1", 12_000), ("P2", 8_000), ("P3", 12_000), ("P4", 8_000))
    store.log.execute(
        tid, c.RecordChipCounts(tuple(ChipCount(p, s) for p, s in counts)), START, rng
    )
    store.close(START)


def test_two_players_level_at_the_top_are_no_chip_leader(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "tuesday.sqlite"
    _four_players(db)
    parts = open_app(opened, qtbot, db, FakeClock(START))
    screen = parts.clock_screen
    screen.refresh()
    side = screen.side_labels
    assert side["leader"].text() == "-"
    assert side["leader_caption"].text() == "Chip leader"
    parts.facade.send(c.RecordChipCount("P3", 12_500))  # Player 3 alone at the top
    screen.refresh()
    assert side["leader"].text() == "12,500"
    assert side["leader_caption"].text() == "Chip leader: Player 3"
    parts.console.menus.undo_action.trigger()  # level again
    screen.refresh()
    assert side["leader"].text() == "-"
    assert side["leader_caption"].text() == "Chip leader"
