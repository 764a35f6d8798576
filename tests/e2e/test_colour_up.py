"""The colour-up at the break (issue 27, item 14), used as a director would: the clock
screen's break says "Colour-up: 25s race off"; Players → Colour-up / chip race… shows each
table's race; running it changes every stack it must as one undo step, and the break then
says it is done. A real SQLite file, the app offscreen; figures worked out by hand."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, START, FakeClock, open_app
from tournament.chip_set import Chip, ChipSet
from tournament.service import commands as c
from tournament.service.records import BuyInSettings, ChipCount
from tournament.structure import Break, Level, Structure
from ui.app import AppParts
from ui.colour_up_dialog import ColourUpDialog

SHOTS = Path("/tmp/pokerfloor-shots")
STACKS = {"P1": 10_075, "P2": 9_950, "P3": 10_000, "P4": 9_975}


def _club_night(path: Path) -> None:
    from db.connect import open_store

    steps = (
        Level(("NT",), 20 * MINUTE, 25, 50),
        Level(("NT",), 20 * MINUTE, 50, 100),
        Break(10 * MINUTE, (25,)),
        Level(("NT",), 20 * MINUTE, 100, 200),
    )
    chips = ChipSet(
        tuple(Chip(d, k, 500) for d, k in ((25, "green"), (100, "black"), (500, "purple")))
    )
    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    structure = Structure("Club", steps, chips, 10_000)
    buy_in = BuyInSettings(buy_in=2_000, starting_stack=10_000)
    tid = store.log.create_tournament(
        c.CreateTournament("Club night", buy_in, structure, 1), START, rng
    )
    for i in range(1, 5):
        store.log.execute(tid, c.RegisterAndBuyIn(f"Player {i}", "", f"P{i}"), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    counts = tuple(ChipCount(p, s) for p, s in STACKS.items())
    store.log.execute(tid, c.RecordChipCounts(counts), START, rng)
    store.close(START)


def test_the_break_races_off_the_25s_as_one_action_and_undo_puts_every_stack_back(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "club.sqlite"
    _club_night(db)
    clock = FakeClock(START)
    parts = open_app(opened, qtbot, db, clock)
    console, screen = parts.console, parts.clock_screen
    bar = console.clock_bar
    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)  # level 2
    qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)  # the break
    screen.refresh()
    screen._alert_left_ms = 0  # the "BREAK" alert's words have faded
    screen.refresh()
    assert screen.status.text() == "Colour-up: 25s race off · Then: Level 3"
    SHOTS.mkdir(exist_ok=True)
    for width, height in ((1920, 1080), (1280, 800)):
        screen.resize(width, height)
        screen.show()
        screen.refresh()
        screen.grab().save(str(SHOTS / f"clock-colour-up-{width}.png"))

    seen: dict[str, object] = {}

    def run_the_race(dialog: QDialog) -> bool:
        assert isinstance(dialog, ColourUpDialog)
        dialog.show()
        table = dialog.table
        seen["choice"] = dialog.choice.currentText()
        seen["rows"] = [
            [table.item(r, k).text() for k in range(4)] for r in range(table.rowCount())
        ]
        dialog.grab().save(str(SHOTS / "colour-up-dialog.png"))
        return True

    console.run_dialog = run_the_race
    console.menus.colour_up_action.trigger()
    assert seen["choice"] == "Race off the 25s into 100s"
    # By hand: odd chips 75 = 3 × 25 (Player 1), 50 = 2 × 25 (Player 2), 75 = 3 × 25
    # (Player 4): 200 in value, two chips of 100 raced for.
    ((table, racers, value, raced),) = seen["rows"]  # type: ignore[misc]
    assert table.startswith("Table ")
    assert sorted(racers.split(" · ")) == ["Player 1: 3", "Player 2: 2", "Player 4: 3"]
    assert (value, raced) == ("200", "2 × 100")

    after = {r.player_id: r.stack for r in parts.facade.count_rows()}
    # Each racer keeps his 100s (10,000, 9,900, 9,900) and two of the three win one more
    # 100; Player 3 has no odd chip: 10,000 untouched. 40,000 chips before and after.
    floors = {"P1": 10_000, "P2": 9_900, "P3": 10_000, "P4": 9_900}
    won = [p for p in ("P1", "P2", "P4") if after[p] == floors[p] + 100]
    assert len(won) == 2
    assert all(after[p] == floors[p] for p in floors if p not in won)
    assert sum(after.values()) == 40_000
    screen.refresh()
    assert screen.status.text() == "Colour-up done: 25s raced off · Then: Level 3"
    assert console.menus.undo_action.text() == "Undo: colour up"

    console.menus.undo_action.trigger()  # one step: every stack back
    assert {r.player_id: r.stack for r in parts.facade.count_rows()} == STACKS
    screen.refresh()
    assert screen.status.text() == "Colour-up: 25s race off · Then: Level 3"
