"""Knockouts count every elimination, re-entered players' too (issue 27, item 2): the
results dialog's Knockouts column, ``export results``, ``export players`` and a league
formula's ``knockouts`` variable, on a real SQLite file (figures derived by hand below)."""

from __future__ import annotations

import csv
import io
import os
import random
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, Answers, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings
from ui.app import AppParts
from ui.history_dialogs import ResultsDialog

REPO = Path(__file__).resolve().parents[2]
PEOPLE = {"A": "Anna Lee", "B": "Bo Jensen", "C": "Cy Park", "D": "Di Rossi", "E": "Ed Moss"}
BUSTS = (  # (victim, hunter); A and D re-enter once after their first bust
    ("A", "B"),
    ("D", "C"),
    ("A", "B"),
    ("D", "E"),
    ("C", "B"),
    ("E", "B"),
)


def _friday(path: Path) -> None:
    """Five players, €100 + €10 with a €20 fixed bounty, one re-entry each allowed."""
    from db.connect import open_store
    from db.seasons import add_to_season, create_season

    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    buy_in = BuyInSettings(
        buy_in=10_000, fee=1_000, bounty=2_000, starting_stack=20_000, max_entries=2
    )
    tid = store.log.create_tournament(
        c.CreateTournament("Friday", buy_in, nlhe_structure(), 1), START, rng
    )
    for pid, person in PEOPLE.items():
        store.log.execute(tid, c.RegisterAndBuyIn(person, "NL", pid), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    busted_once: set[str] = set()
    for i, (victim, hunter) in enumerate(BUSTS):
        store.log.execute(tid, c.EliminatePlayer(victim, busted_by=hunter), START + i, rng)
        if victim in ("A", "D") and victim not in busted_once:
            busted_once.add(victim)
            store.log.execute(tid, c.ReEnter(victim, seat=True), START + i, rng)
        if i == 3:  # every entry in: 7 × €100 in the pool
            store.log.execute(tid, c.SetPayouts((50_000, 20_000)), START + i, rng)
    season = create_season(store, "Spring", "knockouts * 10 + players - place")
    add_to_season(store, tid, season)
    store.close(START)


def _cli(*args: str, cwd: Path) -> str:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-m", "ui.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_knockouts_count_the_eliminations_of_players_who_re_entered(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "friday.sqlite"
    _friday(db)
    # By hand: six eliminations (A twice, D twice, C, E); Bo busted A, A, C and E.
    expected = {"Bo Jensen": 4, "Cy Park": 1, "Ed Moss": 1, "Anna Lee": 0, "Di Rossi": 0}
    assert sum(expected.values()) == len(BUSTS) == 6
    parts = open_app(opened, qtbot, db, FakeClock(START + 60_000))
    shown: dict[str, str] = {}
    bounties: dict[str, str] = {}

    def read(dialog: QDialog) -> bool:
        assert isinstance(dialog, ResultsDialog)
        model = dialog.model
        heads = [model.headerData(col, _horizontal()) for col in range(model.columnCount())]
        ko, won = heads.index("Knockouts"), heads.index("Bounties won")
        for r in range(model.rowCount()):
            name = model.data(model.index(r, 1))
            shown[name] = model.data(model.index(r, ko))
            bounties[name] = model.data(model.index(r, won))
        return True

    answers = Answers(read)
    parts.console.run_dialog = answers
    parts.console.menus.results_action.trigger()
    assert answers.seen
    assert shown == {n: str(k) if k else "" for n, k in expected.items()}
    # €20 a head: Bo 4 × €20 and, as the winner, his own €20; Cy and Ed one head each
    # (the money was right before).
    assert bounties == {
        "Bo Jensen": "€ 100",
        "Cy Park": "€ 20",
        "Ed Moss": "€ 20",
        "Anna Lee": "",
        "Di Rossi": "",
    }
    parts.close(START + 60_000)

    rows = list(
        csv.DictReader(io.StringIO(_cli("export", "results", "--db", str(db), cwd=tmp_path)))
    )
    assert {r["name"]: int(r["knockouts"]) for r in rows} == expected
    players = list(
        csv.DictReader(io.StringIO(_cli("export", "players", "--db", str(db), cwd=tmp_path)))
    )
    assert {r["name"]: int(r["knockouts"]) for r in players} == expected
    # knockouts * 10 + players - place, 5 players: Bo 1st 40 + 4, Cy 3rd (C busted 5th of
    # 6 busts, 3 left) 10 + 2, Ed 2nd 10 + 3, Di 4th 0 + 1, Anna 5th 0 + 0.
    season = list(
        csv.DictReader(
            io.StringIO(
                _cli("export", "season", "--db", str(db), "--season", "Spring", cwd=tmp_path)
            )
        )
    )
    assert {r["name"]: float(r["points"]) for r in season} == {
        "Bo Jensen": 44.0,
        "Ed Moss": 13.0,
        "Cy Park": 12.0,
        "Di Rossi": 1.0,
        "Anna Lee": 0.0,
    }


def _horizontal() -> object:
    from PySide6.QtCore import Qt

    return Qt.Orientation.Horizontal
