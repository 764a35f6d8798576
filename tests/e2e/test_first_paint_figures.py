"""What the console and the clock screen show at their first paint after opening a saved
event (issue 23: opening is made faster; the first paint must still show every figure
right, derived here by hand, not with the program's own functions).

The event: 9 players bought in at €50 with 10,000 chips (no fee, no bounty), seated; one
of them is out; the clock was started when the event was saved and levels are 20 minutes.
Opened 25 minutes after the start, it is level 2 (200/400) with 15:00 left.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from db.connect import open_store
from tests.e2e.support import MINUTE, START, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.records import BuyInSettings
from tournament.structure import Level
from ui.app import AppParts


def _saved_event(path: Path) -> None:
    store = open_store(path, now_ms=START)
    rng = random.Random(8)
    levels = (
        Level(("NT",), 20 * MINUTE, 100, 200),
        Level(("NT",), 20 * MINUTE, 200, 400),
        Level(("NT",), 20 * MINUTE, 300, 600),
    )
    buy_in = BuyInSettings(buy_in=5_000, starting_stack=10_000)
    tid = store.log.create_tournament(
        c.CreateTournament("Thursday Deepstack", buy_in, levels, table_count=1), START, rng
    )
    for i in range(1, 10):
        store.log.execute(tid, c.RegisterAndBuyIn(f"Player {i}", "", f"P{i}"), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    store.log.execute(tid, c.EliminatePlayer("P9", busted_by="P1"), START, rng)
    store.log.execute(tid, c.StartClock(), START, rng)
    store.close(START + MINUTE)


def test_the_first_paint_shows_every_figure_right(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "thursday.sqlite"
    _saved_event(db)
    parts = open_app(opened, qtbot, db, FakeClock(START + 25 * MINUTE))
    parts.console.show()
    parts.clock_screen.show()
    QApplication.processEvents()  # the first paint; nothing is refreshed by the test
    if os.environ.get("POKERFLOOR_SCREENSHOTS"):
        folder = Path(os.environ["POKERFLOOR_SCREENSHOTS"])
        parts.console.grab().save(str(folder / "first-paint-console.png"))
        parts.clock_screen.grab().save(str(folder / "first-paint-clock.png"))

    # By hand: 9 entries, 1 out -> 8 left; 9 x 10,000 = 90,000 chips / 8 = 11,250;
    # 9 x €50 = €450; 25 minutes into 20-minute levels: level 2, 200/400, 15:00 left.
    side = parts.clock_screen.side_labels
    assert side["players"].text() == "8 / 9"
    assert side["average"].text() == "11,250"
    assert side["pool"].text() == "€ 450"
    assert parts.clock_screen.level.text().startswith("Level 2")
    assert parts.clock_screen.time.text() == "15:00"
    bar = parts.console.clock_bar
    assert bar.bar_level.text().startswith("<b>Level 2</b>")
    assert bar.bar_time.text() == "15:00"
    assert "200/400" in bar.bar_stakes.text().replace(" ", "")
    assert "Prize pool € 450" in parts.console.payouts_tab.payouts_info.text()
    assert parts.console.players_tab.players_model.rowCount() == 9  # the one out is listed
    # the Tables tab is not on screen: its summary is counted without the cards' views
    assert parts.console.tables_tab.tables_summary.text() == "1 table(s) · 8 seated"
