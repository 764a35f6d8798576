"""History and exports: results, player history across events, season points, CSV/JSON/PHH,
and a full tournament export/import as a JSON document."""

from __future__ import annotations

import csv
import io
import json
import random
from pathlib import Path

import pytest

from db.connect import open_store
from db.exports import (
    hands_phh,
    player_history,
    player_stats,
    results,
    to_csv,
    to_json,
)
from db.hand_queries import stored_hands
from db.seasons import season_standings
from db.store import Store
from db.uow import TournamentUnitOfWork
from tests.db.scenario import T0, create_command
from tournament import hh
from tournament.money.league_formula import Formula, PointsTable
from tournament.service import commands as c
from tournament.service.hand_setup import prepare_hand
from tournament.service.table_hand import HandEntry, TableHand
from tournament.service.table_play import PlayedHand


def play(store: Store, name: str, players: list[str], order: list[str], start: int) -> str:
    """A tournament where ``order`` bust in that order (the last one left wins)."""
    rng = random.Random(start)
    tid = store.log.create_tournament(create_command(name), start, rng)
    for p in players:
        store.log.execute(tid, c.RegisterPlayer(p), start, rng)
    ids = {r.name: r.player_id for r in store.loaded.load(tid).player_records()}
    ids.update({p: ids[p.strip()] for p in players if p not in ids})
    for p in players:
        store.log.execute(tid, c.BuyIn(ids[p]), start, rng)
    store.log.execute(tid, c.DrawSeats(), start, rng)
    store.log.execute(tid, c.SetPayouts((7_000, 3_000), 5_000, "league final"), start, rng)
    for i, p in enumerate(order):
        hunter = next(q for q in players if q not in order[: i + 1])
        store.log.execute(tid, c.EliminatePlayer(ids[p], busted_by=ids[hunter]), start + i, rng)
    return tid


def test_results_list_places_prizes_and_bounties(db_target: str | Path) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        tid = play(store, "Monday", ["Anna", "Bo", "Cy"], ["Cy", "Bo"], T0)
        rows = results(store, tid)
        assert [(r.name, r.place, r.prize_cents) for r in rows] == [
            ("Anna", 1, 7_000),
            ("Bo", 2, 3_000),
            ("Cy", 3, 0),
        ]
        assert rows[0].knockouts == 2
        assert rows[0].bounty_cents == store.loaded.load(tid).player(rows[0].player_id).bounties_won
        assert rows[2].paid_in_cents == 5_000 + 500 + 1_000
    finally:
        store.close(T0)


def test_player_history_and_statistics_span_events(tmp_path: Path) -> None:
    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        play(store, "Monday", ["Anna", "Bo", "Cy"], ["Cy", "Bo"], T0)
        play(store, "Tuesday", ["Bo", "anna ", "Di"], ["anna ", "Di"], T0 + 86_400_000)
        stats = {s.name.strip().casefold(): s for s in player_stats(store)}
        anna = stats["anna"]
        assert (anna.events, anna.wins, anna.best_place, anna.prize_cents) == (2, 1, 1, 7_000)
        history = player_history(store, anna.person_id)
        assert [(h.tournament, h.place) for h in history] == [("Monday", 1), ("Tuesday", 3)]
    finally:
        store.close(T0)


def test_season_points_with_a_formula_and_a_table(tmp_path: Path) -> None:
    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        t1 = play(store, "Monday", ["Anna", "Bo", "Cy"], ["Cy", "Bo"], T0)
        t2 = play(store, "Tuesday", ["Bo", "Anna", "Cy"], ["Anna", "Cy"], T0 + 1)
        formula = Formula.parse("players - place + 1")
        standings = season_standings(store, [t1, t2], formula)
        points = {s.name: s.points for s in standings}
        assert points == {"Anna": 3.0 + 1.0, "Bo": 2.0 + 3.0, "Cy": 1.0 + 2.0}
        assert standings[0].name == "Bo"
        assert standings[0].rank == 1
        table = season_standings(store, [t1, t2], PointsTable((10, 5), default=1))
        assert {s.name: s.points for s in table} == {"Anna": 11, "Bo": 15, "Cy": 6}
    finally:
        store.close(T0)


def test_csv_and_json_exports_hold_the_results(tmp_path: Path) -> None:
    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        tid = play(store, "Monday", ["Anna", "Bo", "Cy"], ["Cy", "Bo"], T0)
        rows = results(store, tid)
        parsed = list(csv.DictReader(io.StringIO(to_csv(rows))))
        assert [(r["name"], r["place"]) for r in parsed] == [
            ("Anna", "1"),
            ("Bo", "2"),
            ("Cy", "3"),
        ]
        assert json.loads(to_json(rows))[0]["prize_cents"] == 7_000
    finally:
        store.close(T0)


def _one_table_event(store: Store, rng: random.Random) -> str:
    """Three players at one table, button drawn, clock running."""
    tid = store.log.create_tournament(create_command("Monday", tables=1), T0, rng)
    for name in ("Anna", "Bo", "Cy"):
        store.log.execute(tid, c.RegisterPlayer(name), T0, rng)
    for p in store.loaded.load(tid).player_records():
        store.log.execute(tid, c.BuyIn(p.player_id), T0, rng)
    for command in (c.DrawSeats(), c.DrawButton(1), c.StartClock()):
        store.log.execute(tid, command, T0, rng)
    return tid


def _record_hand(uow: TournamentUnitOfWork, *entries: HandEntry) -> PlayedHand:
    """A hand at table 1 recorded as the table view does (one command carrying its PHH)."""
    t = uow.load()
    setup = prepare_hand(t, 1, uow.now())
    hand = TableHand(setup, t.rules(), "record", random.Random(1))
    for entry in entries:
        hand.enter(entry)
    while not hand.over:
        hand.enter(HandEntry("fold"))
    played = hand.finish()
    uow.handle(played.command(setup.level_index))
    return played


def test_hands_are_exported_as_phh(tmp_path: Path) -> None:
    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        rng = random.Random(3)
        tid = _one_table_event(store, rng)
        uow = TournamentUnitOfWork(store, tid, lambda: T0 + 60_000, rng)
        first = _record_hand(uow)
        second = _record_hand(uow, HandEntry("raise", 600))
        out = hands_phh(store, tid)
        assert out.startswith('[1]\nvariant = "NT"')
        assert "[2]\n" in out
        # the document is the PHH writer's: it reads back as the two stored hands
        assert hh.loads_all(out) == [hh.loads(first.phh), hh.loads(second.phh)]
    finally:
        store.close(T0)


def test_an_undone_hand_is_not_exported_and_a_hand_played_again_replaces_it(
    tmp_path: Path,
) -> None:
    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        rng = random.Random(3)
        tid = _one_table_event(store, rng)
        uow = TournamentUnitOfWork(store, tid, lambda: T0 + 60_000, rng)
        first = _record_hand(uow)
        second = _record_hand(uow, HandEntry("raise", 600))
        uow.undo()  # the second hand's recording is undone: its history stays stored
        assert len(stored_hands(store, tid)) == 2
        assert hh.loads_all(hands_phh(store, tid)) == [hh.loads(first.phh)]
        uow.redo()
        assert hh.loads_all(hands_phh(store, tid)) == [hh.loads(first.phh), hh.loads(second.phh)]
        uow.undo()
        again = _record_hand(uow, HandEntry("raise", 800))  # hand 2 played again, differently
        assert again.number == second.number == 2
        text = hands_phh(store, tid)
        assert hh.loads_all(text) == [hh.loads(first.phh), hh.loads(again.phh)]
        assert "cbr 800" in text
        assert "cbr 600" not in text  # the undone hand 2 is not in the export
        uow.undo()
        uow.undo()  # no hand counts any more: nothing to export
        assert hands_phh(store, tid) == ""
    finally:
        store.close(T0)


def test_a_tournament_export_imports_to_the_same_state(
    db_target: str | Path, tmp_path: Path
) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        tid = play(store, "Monday", ["Anna", "Bo", "Cy"], ["Cy"], T0)
        store.undo_redo.undo(T0 + 10)
        document = json.loads(to_json(store.documents.export_document(tid)))
        expected = store.loaded.load(tid).snapshot()
    finally:
        store.close(T0)
    other = open_store(tmp_path / "other.sqlite", now_ms=T0)
    try:
        new = other.documents.import_document(document, T0)
        assert other.loaded.load(new).snapshot() == expected
        assert [r.name for r in results(other, new)][-1] == "Cy"
        assert other.undo_redo.redo_label == "Redo: bust-out of Cy"
    finally:
        other.close(T0)
    again = open_store(tmp_path / "other.sqlite", now_ms=T0)
    try:
        assert again.loaded.load(new).snapshot() == expected
    finally:
        again.close(T0)


def test_an_import_refuses_a_document_that_is_not_an_export(tmp_path: Path) -> None:
    from db.errors import StoreError

    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        with pytest.raises(StoreError, match="not a pokerfloor tournament export"):
            store.documents.import_document({"format": "something"}, T0)
    finally:
        store.close(T0)


def test_a_stored_season_sums_points_with_its_formula(tmp_path: Path) -> None:
    from db.seasons import add_to_season, create_season, season_table
    from tournament.money.league_formula import FormulaError

    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        t1 = play(store, "Monday", ["Anna", "Bo", "Cy"], ["Cy", "Bo"], T0)
        t2 = play(store, "Tuesday", ["Bo", "Anna", "Cy"], ["Anna", "Cy"], T0 + 1)
        season = create_season(store, "Spring", "table: 10, 5; 1")
        for tid in (t1, t2):
            add_to_season(store, tid, season)
        assert [(s.name, s.points) for s in season_table(store, season)] == [
            ("Bo", 15.0),
            ("Anna", 11.0),
            ("Cy", 6.0),
        ]
        with pytest.raises(FormulaError, match="ends too early"):
            create_season(store, "Bad", "players * (place")
    finally:
        store.close(T0)


def test_an_import_that_does_not_replay_changes_nothing(tmp_path: Path) -> None:
    from db.errors import StoreError

    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        tid = play(store, "Monday", ["Anna", "Bo", "Cy"], [], T0)
        document = store.documents.export_document(tid)
        document["log"][1]["events"][0]["type"] = "Bogus"
        before = store.log.tournaments()
        with pytest.raises(StoreError, match="tournament document"):
            store.documents.import_document(document, T0)
        assert store.log.tournaments() == before
    finally:
        store.close(T0)


def test_the_player_database_finds_people_from_earlier_events(db_target: str | Path) -> None:
    from db.exports import find_players

    store = open_store(db_target, now_ms=T0)
    try:
        play(store, "Monday", ["Anna Lee", "Bo", "Cy"], ["Cy", "Bo"], T0)
        found = find_players(store, "anna")
        assert [p.name for p in found] == ["Anna Lee"]
        rng = random.Random(3)
        tid = store.log.create_tournament(create_command("Tuesday"), T0 + 1, rng)
        store.log.execute(tid, c.RegisterPlayer("Anna Lee", player_id=found[0].id), T0 + 1, rng)
        store.log.execute(tid, c.BuyIn(found[0].id), T0 + 1, rng)
        assert [h.tournament for h in player_history(store, found[0].id)] == ["Monday", "Tuesday"]
        assert store.log.tournaments()[0].finished_ms is not None
    finally:
        store.close(T0)
