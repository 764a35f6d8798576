"""The average stack is rounded to the nearest chip (issue 27, item 3): 70,000 chips over
six players is 11,666.67, shown 11,667 on the clock screen and on the live page, never
truncated to 11,666 (a real SQLite file, the app offscreen)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tournament.money import average_stack
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings
from ui.app import AppParts


def _seven_players(path: Path) -> None:
    from db.connect import open_store

    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    buy_in = BuyInSettings(buy_in=5_000, starting_stack=10_000)
    tid = store.log.create_tournament(
        c.CreateTournament("Tuesday", buy_in, nlhe_structure(), 1), START, rng
    )
    for i in range(1, 8):
        store.log.execute(tid, c.RegisterAndBuyIn(f"Player {i}", "", f"P{i}"), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    store.log.execute(tid, c.EliminatePlayer("P7", busted_by="P1"), START, rng)
    store.close(START)


def test_the_average_stack_is_rounded_to_the_nearest_chip_on_every_screen(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "tuesday.sqlite"
    _seven_players(db)
    # By hand: 7 entries × 10,000 = 70,000 chips, 6 players left: 11,666.67 -> 11,667.
    parts = open_app(opened, qtbot, db, FakeClock(START))
    parts.clock_screen.refresh()
    assert parts.clock_screen.side_labels["average"].text() == "11,667"
    live = json.loads(parts.live.share.publish())
    assert live["chips_in_play"] == 70_000
    assert live["players_left"] == 6
    assert live["average_stack"] == 11_667


def test_the_rule_rounds_half_up_and_never_truncates() -> None:
    assert average_stack(102_564, 5) == 20_513  # 20,512.8 (the night's figure)
    assert average_stack(100_000, 3) == 33_333  # 33,333.33
    assert average_stack(5, 2) == 3  # 2.5: half a chip up
    assert average_stack(0, 0) == 0


def test_no_chip_leader_while_every_stack_is_the_same(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "tuesday.sqlite"
    _seven_players(db)
    parts = open_app(opened, qtbot, db, FakeClock(START))
    screen = parts.clock_screen
    screen.refresh()
    side = screen.side_labels
    # Six players left with 10,000 each: nobody leads (issue 27, item 15).
    assert side["leader"].text() == "-"
    assert side["leader_caption"].text() == "Chip leader"
    parts.facade.send(c.RecordChipCount("P3", 15_000))
    screen.refresh()
    assert side["leader"].text() == "15,000"
    assert side["leader_caption"].text() == "Chip leader: Player 3"
