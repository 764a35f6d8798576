"""An event in starting flights, exported and imported (issue 30, Flights): every command
of it (the plan, each flight's start and bags, Day 2 with its random draw) is decided again
on import to the same events, and the imported event is the same, Day 2 seats included;
the undo of Day 2 after a restart puts the flights back (a real SQLite file)."""

from __future__ import annotations

import csv
import io
import json
import random
from pathlib import Path

from db.connect import open_store
from tests.db.scenario import T0
from tests.e2e.support import FakeClock
from tournament.service import commands as c
from tournament.service.bags import Bag
from tournament.service.demo import nlhe_structure
from tournament.service.flight_records import Flight
from tournament.service.records import BuyInSettings
from ui.app.db_history import DbHistory

MONEY = BuyInSettings(buy_in=10_000, starting_stack=10_000, max_entries=2)


def _two_flights(path: Path, merge: bool = True) -> str:
    store = open_store(path, now_ms=T0)
    rng = random.Random(5)
    try:
        tid = store.log.create_tournament(
            c.CreateTournament("Flights", MONEY, nlhe_structure(), 2, 9), T0, rng
        )
        plan = (Flight("1A", "2026-05-04", (1, 2)), Flight("1B", "2026-05-05", (1, 2)))
        at = T0
        for command in (
            c.SetFlights(plan, "largest_bag"),
            c.StartFlight("1A"),
            *(c.RegisterAndBuyIn(f"A{n}", "", f"A{n}") for n in range(1, 6)),
            c.DrawSeats(),
            c.EliminatePlayer("A5", "A1"),
            c.RecordBags(
                1, (Bag("A1", 20_000), Bag("A2", 15_000), Bag("A3", 10_000), Bag("A4", 5_000)), "1A"
            ),
            c.StartFlight("1B"),
            c.ReEnter("A4", seat=False),
            *(c.RegisterAndBuyIn(f"B{n}", "", f"B{n}") for n in range(1, 4)),
            c.DrawSeats(),
            c.RecordBags(
                1, (Bag("A4", 12_000), Bag("B1", 9_000), Bag("B2", 11_000), Bag("B3", 8_000)), "1B"
            ),
            *([c.MergeFlights(2, "random", True)] if merge else []),
        ):
            at += 1_000
            store.log.execute(tid, command, at, rng)
    finally:
        store.close(T0 + 100_000)
    return tid


def test_an_event_in_flights_imports_as_it_was_decided(tmp_path: Path) -> None:
    tid = _two_flights(tmp_path / "source.sqlite")
    source = open_store(tmp_path / "source.sqlite", now_ms=T0 + 200_000)
    try:
        document = json.loads(json.dumps(source.documents.export_document(tid)))
        state = source.loaded.load(tid).snapshot()
    finally:
        source.close(T0 + 200_001)
    # by hand: A4 keeps the larger of 5,000 (1A) and 12,000 (1B); 5,000 leave play
    assert {p["player_id"]: p["stack"] for p in state["players"] if p["status"] == "active"} == {
        "A1": 20_000,
        "A2": 15_000,
        "A3": 10_000,
        "A4": 12_000,
        "B1": 9_000,
        "B2": 11_000,
        "B3": 8_000,
    }
    target = open_store(tmp_path / "target.sqlite", now_ms=T0 + 300_000)
    try:
        new = target.documents.import_document(document, T0 + 300_001)
        assert target.loaded.load(new).snapshot() == state
    finally:
        target.close(T0 + 300_002)


def test_the_undo_of_day_two_after_a_restart_puts_the_flights_back(tmp_path: Path) -> None:
    path = tmp_path / "source.sqlite"
    tid = _two_flights(path)
    store = open_store(path, now_ms=T0 + 200_000)
    try:
        day2 = store.loaded.load(tid)
        assert day2.meta.flights is not None
        assert day2.meta.flights.day2 is not None
        store.undo_redo.undo(T0 + 200_001)  # the last action of the one event in the file
        back = store.loaded.load(tid)
        assert back.meta.flights is not None
        assert back.meta.flights.day2 is None
        assert back.meta.day == 1
        assert back.players_left() == 0  # everyone holds a bag, nobody is seated
    finally:
        store.close(T0 + 200_002)


def _exported(path: Path, tid: str) -> dict[str, dict[str, str]]:
    store = open_store(path, now_ms=T0 + 200_000)
    try:
        text = DbHistory(store, FakeClock(T0 + 200_000)).results_text(tid, "csv")
    finally:
        store.close(T0 + 200_001)
    return {row["player_id"]: row for row in csv.DictReader(io.StringIO(text))}


def test_the_results_export_places_nobody_from_the_flights_until_day_two(tmp_path: Path) -> None:
    path = tmp_path / "flights.sqlite"
    tid = _two_flights(path, merge=False)
    rows = _exported(path, tid)
    # before Day 2: A5 busted in 1A (no place, as the console says), the others hold bags
    assert (rows["A5"]["place"], rows["A5"]["status"], rows["A5"]["prize_cents"]) == (
        "",
        "Out in 1A",
        "0",
    )
    assert (rows["A1"]["place"], rows["A1"]["status"]) == ("", "Bagged in 1A")
    assert (rows["A4"]["place"], rows["A4"]["status"]) == ("", "Bagged in 1B")  # largest bag
    assert (rows["B1"]["place"], rows["B1"]["status"]) == ("", "Bagged in 1B")


def test_the_results_export_places_the_flights_busts_once_day_two_is_formed(
    tmp_path: Path,
) -> None:
    path = tmp_path / "flights.sqlite"
    tid = _two_flights(path)
    rows = _exported(path, tid)
    # 7 players go on to Day 2; A5, the one bust of the flights, finishes 8th
    assert (rows["A5"]["place"], rows["A5"]["status"]) == ("8", "")
    assert (rows["A1"]["place"], rows["A1"]["status"]) == ("", "")
