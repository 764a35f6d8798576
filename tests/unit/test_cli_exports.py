"""``pokerfloor export`` and ``pokerfloor import tournament``: run as the director would, in a
subprocess (PYTHONPATH set to the repository), on temporary SQLite databases."""

from __future__ import annotations

import csv
import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from db.connect import open_store
from db.exports import results
from db.seasons import add_to_season, create_season
from tests.db.scenario import hand_played
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings

REPO = Path(__file__).resolve().parents[2]
T0 = 1_800_000_000_000
DAY = 86_400_000
PEOPLE = {"A": "Anna Lee", "B": "Bo Jensen", "C": "Cy Park", "D": "Di Rossi"}
EVENTS = (("Monday", "DCB"), ("Tuesday", "ABD"))  # bust order; the one left wins
HAND = (
    'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
    'starting_stacks = [20, 20]\nactions = ["d dh p1 AhKd", "d dh p2 7c7d", "p2 f"]\n'
)


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``pokerfloor ARGS`` in a fresh interpreter."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run(
        [sys.executable, "-m", "ui.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=120,
    )


def make_league(path: Path, formula: str | None = "players - place + 1") -> dict[str, str]:
    """Two finished knockout tournaments of four people, in a season; their ids by name."""
    store = open_store(path, now_ms=T0)
    rng = random.Random(5)
    buy_in = BuyInSettings(buy_in=10_000, fee=1_000, bounty=2_000, starting_stack=20_000)
    ids: dict[str, str] = {}
    try:
        for day, (name, order) in enumerate(EVENTS):
            now = T0 + day * DAY
            tid = store.log.create_tournament(
                c.CreateTournament(name, buy_in, nlhe_structure(), 1), now, rng
            )
            ids[name] = tid
            for pid, person in PEOPLE.items():
                store.log.execute(tid, c.RegisterPlayer(person, "NL", pid), now, rng)
                store.log.execute(tid, c.BuyIn(pid), now, rng)
            store.log.execute(tid, c.DrawSeats(), now, rng)
            if name == "Monday":  # Monday's table deals one hand, its history stored
                for command in (c.DrawButton(1), c.StartClock()):
                    store.log.execute(tid, command, now, rng)
                store.log.execute(tid, hand_played(store.loaded.load(tid), 1, now, HAND), now, rng)
            store.log.execute(tid, c.SetPayouts((25_000, 15_000)), now, rng)
            for i, victim in enumerate(order):
                hunter = next(p for p in PEOPLE if p not in order[: i + 1])
                store.log.execute(tid, c.EliminatePlayer(victim, busted_by=hunter), now + i, rng)
        if formula is not None:
            season = create_season(store, "Spring", formula)
            for tid in ids.values():
                add_to_season(store, tid, season)
    finally:
        store.close(T0)
    return ids


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with the two tournaments and the season (read by the export tests)."""
    path = tmp_path_factory.mktemp("league") / "league.sqlite"
    make_league(path)
    return path


def test_results_export_lists_the_places_prizes_and_bounties_of_the_tournament(
    league: Path, tmp_path: Path
) -> None:
    done = run("export", "results", "--db", str(league), "--tournament", "monday", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(io.StringIO(done.stdout)))
    assert [(r["place"], r["name"], r["prize_cents"]) for r in rows] == [
        ("1", "Anna Lee", "25000"),
        ("2", "Bo Jensen", "15000"),
        ("3", "Cy Park", "0"),
        ("4", "Di Rossi", "0"),
    ]
    store = open_store(league, now_ms=T0, read_only=True)
    try:
        tid = next(t.id for t in store.log.tournaments() if t.name == "Monday")
        aggregate = store.loaded.load(tid)
        for row in rows:
            view = aggregate.player(row["player_id"])
            assert int(row["bounty_cents"]) == view.bounties_won
            assert int(row["place"]) == view.place
        assert [r.name for r in results(store, tid)] == [r["name"] for r in rows]
    finally:
        store.close()
    assert sum(int(r["knockouts"]) for r in rows) == 3


def test_results_export_as_json_to_a_file_names_the_tournament(
    league: Path, tmp_path: Path
) -> None:
    out = tmp_path / "tuesday.json"
    done = run("export", "results", "--db", str(league), "--format", "json", "-o", str(out),
               cwd=tmp_path)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    doc = json.loads(out.read_text())
    assert doc["tournament"]["name"] == "Tuesday"  # the newest by default
    assert [r["name"] for r in doc["results"]] == ["Cy Park", "Di Rossi", "Bo Jensen", "Anna Lee"]
    assert [f.name for f in tmp_path.iterdir()] == ["tuesday.json"]  # no temporary file left


def test_season_standings_follow_the_formula(league: Path, tmp_path: Path) -> None:
    done = run("export", "season", "--db", str(league), "--season", "spring", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(io.StringIO(done.stdout)))
    places = {"Monday": "ABCD", "Tuesday": "CDBA"}  # first to fourth
    expected: dict[str, float] = {}
    for order in places.values():
        for place, pid in enumerate(order, 1):
            expected[PEOPLE[pid]] = expected.get(PEOPLE[pid], 0.0) + (4 - place + 1)
    assert {r["name"]: float(r["points"]) for r in rows} == expected
    assert [r["rank"] for r in rows] == ["1", "2", "3", "4"]
    assert [float(r["points"]) for r in rows] == sorted(expected.values(), reverse=True)


def test_player_statistics_span_both_events(league: Path, tmp_path: Path) -> None:
    done = run("export", "players", "--db", str(league), "--format", "json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    stats = {s["name"]: s for s in json.loads(done.stdout)}
    assert (stats["Anna Lee"]["events"], stats["Anna Lee"]["wins"]) == (2, 1)
    assert stats["Cy Park"]["prize_cents"] == 25_000
    assert stats["Bo Jensen"]["best_place"] == 2


def test_a_formula_that_cannot_be_computed_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "zero.sqlite"
    make_league(path, formula="100 / (players - place)")
    done = run("export", "season", "--db", str(path), "--season", "Spring", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert "Division by zero in the points formula" in done.stderr


def test_a_formula_with_an_unknown_name_is_refused_with_its_position(tmp_path: Path) -> None:
    from tournament.money.league_formula import FormulaError

    with pytest.raises(FormulaError, match="Unknown name 'plase' at position 11"):
        make_league(tmp_path / "typo.sqlite", formula="players - plase + 1")


def test_an_unknown_season_or_tournament_is_exit_2_and_writes_nothing(
    league: Path, tmp_path: Path
) -> None:
    out = tmp_path / "standings.csv"
    out.write_text("kept\n")
    done = run("export", "season", "--db", str(league), "--season", "Autumn", "-o", str(out),
               cwd=tmp_path)  # fmt: skip
    assert done.returncode == 2
    assert "no season 'Autumn'" in done.stderr
    assert "'Spring'" in done.stderr
    assert out.read_text() == "kept\n"
    done = run("export", "results", "--db", str(league), "--tournament", "Sunday", cwd=tmp_path)
    assert done.returncode == 2
    assert "no tournament 'Sunday'" in done.stderr


def test_a_missing_database_is_exit_2_and_is_not_created(tmp_path: Path) -> None:
    missing = tmp_path / "nothing.sqlite"
    done = run("export", "results", "--db", str(missing), cwd=tmp_path)
    assert done.returncode == 2
    assert "nothing.sqlite" in done.stderr
    assert not missing.exists()


def test_tournament_export_then_import_into_a_new_database_gives_the_same_results(
    league: Path, tmp_path: Path
) -> None:
    document = tmp_path / "monday.json"
    done = run("export", "tournament", "--db", str(league), "--tournament", "Monday",
               "-o", str(document), cwd=tmp_path)  # fmt: skip
    assert done.returncode == 0, done.stderr
    target = tmp_path / "new.sqlite"
    done = run("import", "tournament", str(document), "--db", str(target), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "imported 'Monday'" in done.stdout
    before = run("export", "results", "--db", str(league), "--tournament", "Monday", cwd=tmp_path)
    after = run("export", "results", "--db", str(target), "--tournament", "Monday", cwd=tmp_path)
    assert after.returncode == 0, after.stderr
    assert after.stdout == before.stdout
    source = open_store(league, now_ms=T0, read_only=True)
    copy = open_store(target, now_ms=T0, read_only=True)
    try:
        old = next(t.id for t in source.log.tournaments() if t.name == "Monday")
        new = next(t.id for t in copy.log.tournaments() if t.name == "Monday")
        assert copy.loaded.load(new).snapshot() == source.loaded.load(old).snapshot()
    finally:
        source.close()
        copy.close()


def test_a_damaged_json_document_is_refused_whole(league: Path, tmp_path: Path) -> None:
    document = tmp_path / "monday.json"
    done = run("export", "tournament", "--db", str(league), "--tournament", "Monday",
               "-o", str(document), cwd=tmp_path)  # fmt: skip
    assert done.returncode == 0, done.stderr
    target = tmp_path / "target.sqlite"
    make_league(target, formula=None)
    store = open_store(target, now_ms=T0, read_only=True)
    try:
        before = store.log.tournaments()
    finally:
        store.close()

    data = json.loads(document.read_text())
    data["log"][-1]["events"][0]["type"] = "PlayerVanished"
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(data))
    done = run("import", "tournament", str(tampered), "--db", str(target), cwd=tmp_path)
    assert done.returncode == 1
    assert "PlayerVanished" in done.stderr
    assert "nothing was imported" in done.stderr

    truncated = tmp_path / "truncated.json"
    truncated.write_text(document.read_text()[:700])
    done = run("import", "tournament", str(truncated), "--db", str(target), cwd=tmp_path)
    assert done.returncode == 2
    assert "not a JSON document" in done.stderr

    done = run("import", "tournament", str(tmp_path / "absent.json"), "--db", str(target),
               cwd=tmp_path)  # fmt: skip
    assert done.returncode == 2
    assert "cannot read" in done.stderr

    store = open_store(target, now_ms=T0, read_only=True)
    try:
        assert store.log.tournaments() == before
    finally:
        store.close()


def test_an_import_into_a_database_in_use_is_exit_2(league: Path, tmp_path: Path) -> None:
    document = tmp_path / "monday.json"
    done = run("export", "tournament", "--db", str(league), "-o", str(document), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    busy = tmp_path / "busy.sqlite"
    director = open_store(busy, now_ms=T0)
    try:
        done = run("import", "tournament", str(document), "--db", str(busy), cwd=tmp_path)
        assert done.returncode == 2
        assert done.stderr.strip()
        assert director.log.tournaments() == []
    finally:
        director.close(T0)


def test_hands_export_as_phh(league: Path, tmp_path: Path) -> None:
    done = run("export", "hands", "--db", str(league), "--tournament", "Monday", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith('[1]\nvariant = "NT"')
    done = run("export", "hands", "--db", str(league), "--tournament", "Tuesday", cwd=tmp_path)
    assert done.returncode == 0
    assert done.stdout == ""
    assert "no stored hand histories" in done.stderr
    done = run("export", "hands", "--db", str(league), "--format", "csv", cwd=tmp_path)
    assert done.returncode == 2
    assert "always written as PHH" in done.stderr


def test_export_and_import_run_without_qt(league: Path, tmp_path: Path) -> None:
    document = tmp_path / "doc.json"
    export = ["export", "tournament", "--db", str(league), "-o", str(document)]
    load = ["import", "tournament", str(document), "--db", str(tmp_path / "n.sqlite")]
    code = (
        "import sys; from ui.cli import main;"
        f"assert main({export!r}) == 0; assert main({load!r}) == 0;"
        "sys.exit(1 if 'PySide6' in sys.modules else 0)"
    )
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path, env=env
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_help_lists_what_can_be_exported(tmp_path: Path) -> None:
    done = run("export", "--help", cwd=tmp_path)
    assert done.returncode == 0
    for kind in ("results", "players", "season", "tournament", "hands", "--season", "-o"):
        assert kind in done.stdout
