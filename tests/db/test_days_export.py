"""An event played by days on a real SQLite file (issue 30, Days): the bags and the Day 2
redraw are exported and imported (each command decided again to the same events), the
chip-count export lists the bags, and after a restart the undo of Day 2 and of the bags
puts Day 1's end back."""

from __future__ import annotations

import csv
import io
import json
import os
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from db.connect import open_store
from tests.db.scenario import T0
from tournament.days import parse_days
from tournament.limits import MINUTE_MS
from tournament.service import commands as c
from tournament.service.bags import Bag
from tournament.service.records import BuyInSettings
from tournament.structure import Level, Structure

REPO = Path(__file__).resolve().parents[2]
MONEY = BuyInSettings(buy_in=10_000, starting_stack=10_000)
# 20-minute levels; Day 1 ends after level 2 (40 minutes after the start), Day 2 after 4
LEVELS = tuple(Level(("NT",), 20 * MINUTE_MS, 25 * n, 50 * n) for n in range(1, 7))
STRUCTURE = replace(Structure.of_steps("Days", LEVELS, 10_000), days=parse_days("12:00 L2, 12:00"))
# 5 players x 10,000 = 50,000 in play; one busts, four bag
BAGS = (Bag("P1", 21_000, "101"), Bag("P2", 14_000, "102"), Bag("P3", 9_500, "103"))
DAY_1_END = T0 + 40 * MINUTE_MS
DAY_2 = T0 + 24 * 60 * MINUTE_MS


def _three_days(path: Path) -> str:
    store = open_store(path, now_ms=T0)
    rng = random.Random(5)
    try:
        tid = store.log.create_tournament(
            c.CreateTournament("Days", MONEY, STRUCTURE, 2, 3), T0, rng
        )
        for at, command in (
            *((T0, c.RegisterAndBuyIn(f"Player {n}", "FR", f"P{n}")) for n in range(1, 6)),
            (T0, c.DrawSeats()),
            (T0, c.StartClock()),
            (T0 + MINUTE_MS, c.EliminatePlayer("P5", "P1")),
            (DAY_1_END, c.RecordBags(1, (*BAGS, Bag("P4", 5_000, "104")))),  # 49,500: kept apart
            (DAY_1_END + MINUTE_MS, c.RecordBags(1, (*BAGS, Bag("P4", 5_500, "104")))),
            (DAY_2, c.StartDay(2, redraw=True)),
        ):
            store.log.execute(tid, command, at, rng)
    finally:
        store.close(DAY_2 + 1)
    return tid


def test_an_event_played_by_days_imports_as_it_was_decided(tmp_path: Path) -> None:
    tid = _three_days(tmp_path / "source.sqlite")
    source = open_store(tmp_path / "source.sqlite", now_ms=DAY_2 + 10)
    try:
        document = json.loads(json.dumps(source.documents.export_document(tid)))
        t = source.loaded.load(tid)
        state = t.snapshot()
    finally:
        source.close(DAY_2 + 11)
    stacks = {p["player_id"]: p["stack"] for p in state["players"] if p["status"] == "active"}
    assert stacks == {"P1": 21_000, "P2": 14_000, "P3": 9_500, "P4": 5_500}  # the bags
    assert state["meta"]["day"] == 2
    assert [b["day"] for b in state["meta"]["bags"]] == [1]
    assert state["meta"]["bags_pending"] == []  # the batch 500 short was replaced
    seated = [s for table in state["tables"] if not table["broken"] for s in table["seats"]]
    assert len([s for s in seated if s]) == 4  # the redraw: 4 players at tables of 3
    target = open_store(tmp_path / "target.sqlite", now_ms=DAY_2 + 20)
    try:
        new = target.documents.import_document(document, DAY_2 + 21)
        assert target.loaded.load(new).snapshot() == state
    finally:
        target.close(DAY_2 + 22)


def test_the_chip_count_export_lists_the_bags_ranked(tmp_path: Path) -> None:
    path = tmp_path / "days.sqlite"
    _three_days(path)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-m", "ui.cli", "export", "chip-counts", "--db", str(path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(io.StringIO(done.stdout)))
    assert [(r["rank"], r["name"], r["chips"]) for r in rows] == [
        ("1", "Player 1", "21000"),
        ("2", "Player 2", "14000"),
        ("3", "Player 3", "9500"),
        ("4", "Player 4", "5500"),
    ]


def test_after_a_restart_undo_puts_day_one_and_its_bags_back(tmp_path: Path) -> None:
    path = tmp_path / "days.sqlite"
    tid = _three_days(path)
    store = open_store(path, now_ms=DAY_2 + 10)
    try:
        store.undo_redo.undo(DAY_2 + 11)  # Day 2's start
        back = store.loaded.load(tid)
        assert back.meta.day == 1
        assert back.clock_view(DAY_2 + 12).running is False
        # the bags that added up: the batch 500 short is apart again
        store.undo_redo.undo(DAY_2 + 13)
        back = store.loaded.load(tid)
        assert back.meta.bags == ()
        assert [b.total for b in back.meta.bags_pending] == [49_500]
        assert back.player("P4").stack == 10_000
    finally:
        store.close(DAY_2 + 14)
