"""The History menu end to end: results with exports, player history, season standings with a
points formula or table, whole-tournament export/import and hand histories (offscreen windows,
temporary databases, a fake clock; dialogs answered through ``console.run_dialog``)."""

from __future__ import annotations

import csv
import io
import json
import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, Answers, FakeClock, first_start, open_app
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings
from ui.app import AppParts
from ui.console import DirectorConsole
from ui.history_dialogs import PlayerHistoryDialog, ResultsDialog, SeasonDialog

DAY = 86_400_000
PEOPLE = {"A": "Anna Lee", "B": "Bo Jensen", "C": "Cy Park", "D": "Di Rossi"}


def _answer(console: DirectorConsole, action: QAction, *answers: Callable[[QDialog], bool]) -> None:
    """Trigger a menu action and answer its dialogs; every answer must have been used."""
    replies = Answers(*answers)
    console.run_dialog = replies
    action.trigger()
    assert replies.answers == [], "a dialog the test expected did not open"


def _league_db(path: Path, hands: bool = False) -> None:
    """Two finished knockout tournaments of the same four people (bust order given)."""
    from db.connect import open_store
    from tests.db.scenario import hand_played

    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    buy_in = BuyInSettings(buy_in=10_000, fee=1_000, bounty=2_000, starting_stack=20_000)
    for day, (name, order) in enumerate((("Monday", "DCB"), ("Tuesday", "ABD"))):
        now = START + day * DAY
        tid = store.log.create_tournament(
            c.CreateTournament(name, buy_in, nlhe_structure(), 1), now, rng
        )
        for pid, person in PEOPLE.items():
            store.log.execute(tid, c.RegisterPlayer(person, "NL", pid), now, rng)
            store.log.execute(tid, c.BuyIn(pid), now, rng)
        store.log.execute(tid, c.DrawSeats(), now, rng)
        if hands:  # two hands dealt at table 1, each recorded with its history
            text = (
                'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [100, 200]\n'
                "min_bet = 200\nstarting_stacks = [5000, 5000]\n"
                'actions = ["d dh p1 AhKd", "d dh p2 7c7d", "p2 f"]\n'
            )
            for command in (c.DrawButton(1), c.StartClock()):
                store.log.execute(tid, command, now, rng)
            for _ in range(2):
                store.log.execute(tid, hand_played(store.loaded.load(tid), 1, now, text), now, rng)
        store.log.execute(tid, c.SetPayouts((25_000, 15_000)), now, rng)
        for i, victim in enumerate(order):
            hunter = next(p for p in PEOPLE if p not in order[: i + 1])
            store.log.execute(tid, c.EliminatePlayer(victim, busted_by=hunter), now + i, rng)
    store.close(START)


def _open(
    opened: list[AppParts],
    qtbot: QtBot,
    tmp_path: Path,
    hands: bool = False,
    display_only: bool = False,
) -> AppParts:
    db = tmp_path / "league.sqlite"
    _league_db(db, hands)
    return open_app(opened, qtbot, db, FakeClock(START + 2 * DAY), display_only=display_only)


def _save_to(parts: AppParts, folder: Path) -> list[str]:
    """Answer every save-file question with ``folder/<suggested name>``; the names asked."""
    asked: list[str] = []

    def choose(title: str, suggested: str, filters: str) -> str:
        asked.append(suggested)
        return str(folder / suggested)

    parts.console.choose_file = choose
    return asked


def test_results_show_places_names_prizes_and_bounties_and_export_as_csv_and_json(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    assert parts.facade.tournament_name() == "Tuesday"
    asked = _save_to(parts, tmp_path)
    views = {p.name: p for p in parts.facade.t.players_view()}

    def check(dialog: QDialog) -> bool:
        assert isinstance(dialog, ResultsDialog)
        model = dialog.model
        shown = [
            [model.data(model.index(r, col)) for col in range(model.columnCount())]
            for r in range(model.rowCount())
        ]
        assert [row[:2] for row in shown] == [
            ["1st", "Cy Park"],
            ["2nd", "Di Rossi"],
            ["3rd", "Bo Jensen"],
            ["4th", "Anna Lee"],
        ]
        assert [row[2] for row in shown] == ["€ 250", "€ 150", "", ""]
        for line in dialog.lines:
            view = views[line.name]
            assert (line.place, line.prize_cents, line.bounty_cents) == (
                view.place,
                view.prize,
                view.bounties_won,
            )
        assert sum(line.knockouts for line in dialog.lines) == 3
        assert "4 players · 4 finished · prizes € 400" in dialog.summary.text()
        assert "Saved" in dialog.export("csv")
        assert "Saved" in dialog.export("json")
        return True

    answers = Answers(check)
    parts.console.run_dialog = answers
    parts.console.menus.results_action.trigger()
    assert answers.seen
    assert asked == ["tuesday-results.csv", "tuesday-results.json"]
    rows = list(csv.DictReader(io.StringIO((tmp_path / "tuesday-results.csv").read_text())))
    assert [(r["place"], r["name"], r["prize_cents"]) for r in rows] == [
        ("1", "Cy Park", "25000"),
        ("2", "Di Rossi", "15000"),
        ("3", "Bo Jensen", "0"),
        ("4", "Anna Lee", "0"),
    ]
    assert {r["name"]: int(r["bounty_cents"]) for r in rows} == {
        name: views[name].bounties_won for name in views
    }
    doc = json.loads((tmp_path / "tuesday-results.json").read_text())
    assert doc["tournament"]["name"] == "Tuesday"
    assert doc["tournament"]["currency"] == "EUR"
    assert [r["name"] for r in doc["results"]] == ["Cy Park", "Di Rossi", "Bo Jensen", "Anna Lee"]


def test_results_menu_exports_write_the_file_the_director_chose(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    _save_to(parts, tmp_path)
    parts.console.menus.export_csv_action.trigger()
    assert (tmp_path / "tuesday-results.csv").read_text().startswith("place,")
    assert "Saved" in parts.console.banner.text()
    assert (
        parts.console.history_actions.export("results-json", str(tmp_path / "missing" / "r.json"))
        is None
    )
    assert "Could not export" in parts.console.banner.text()
    assert not (tmp_path / "missing").exists()


def test_player_history_finds_a_person_across_events_with_places_cashes_and_itm(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    _save_to(parts, tmp_path)

    def check(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlayerHistoryDialog)
        assert dialog.people.count() == 4
        dialog.search.setText("cy p")
        assert [dialog.people.item(i).text() for i in range(dialog.people.count())] == [
            "Cy Park (NL)"
        ]
        model = dialog.model
        rows = [
            [model.data(model.index(r, col)) for col in range(model.columnCount())]
            for r in range(model.rowCount())
        ]
        assert [(r[1], r[2], r[3]) for r in rows] == [
            ("Monday", "3rd of 4", ""),
            ("Tuesday", "1st of 4", "€ 250"),
        ]
        text = dialog.summary.text()
        assert "Events 2 · Wins 1 · Cashes 1 (in the money 50%) · Best place 1st" in text
        assert "Won € 250 · Paid in € 260 · Net −€ 10" in text
        dialog.search.setText("nobody like this")
        assert dialog.people.count() == 0
        assert "Nobody" in dialog.summary.text()
        assert "Saved" in dialog.export("csv")
        return True

    _answer(parts.console, parts.console.menus.player_history_action, check)
    stats = list(csv.DictReader(io.StringIO((tmp_path / "players.csv").read_text())))
    assert {s["name"]: (s["events"], s["wins"], s["cashes"]) for s in stats} == {
        "Anna Lee": ("2", "1", "1"),
        "Bo Jensen": ("2", "0", "1"),
        "Cy Park": ("2", "1", "1"),
        "Di Rossi": ("2", "0", "1"),
    }


def _new_season(name: str, formula: str) -> Callable[[QDialog], bool]:
    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, SeasonDialog)
        dialog.new_season()
        dialog.name_edit.setText(name)
        dialog.formula_edit.setText(formula)
        dialog.set_tournaments([t.tournament_id for t in dialog.tournaments])
        assert dialog.save_season(), dialog.status.text()
        return True

    return fill


def _standings(dialog: SeasonDialog) -> list[tuple[str, str, str]]:
    model = dialog.model
    return [
        (
            str(model.data(model.index(r, 0))),
            str(model.data(model.index(r, 1))),
            str(model.data(model.index(r, 2))),
        )
        for r in range(model.rowCount())
    ]


def test_season_standings_follow_the_formula_and_export(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    _save_to(parts, tmp_path)
    places = {}
    for t in parts.facade.tournaments():
        parts.facade.open_tournament(t.tournament_id)
        places[t.name] = {p.name: p.place for p in parts.facade.t.players_view()}
    expected: dict[str, float] = {}
    for event in places.values():
        for name, place in event.items():
            assert place is not None
            expected[name] = expected.get(name, 0.0) + 10 * (4 - place + 1) ** 0.5

    seen: list[SeasonDialog] = []

    def check(dialog: QDialog) -> bool:
        assert isinstance(dialog, SeasonDialog)
        seen.append(dialog)
        _new_season("Spring League", "10 * sqrt(players - place + 1)")(dialog)
        shown = _standings(dialog)
        ranking = sorted(expected.items(), key=lambda kv: (-kv[1], kv[0]))
        assert [name for _, name, _ in shown] == [name for name, _ in ranking]
        assert [float(points.replace(",", "")) for _, _, points in shown] == [
            round(points, 2) for _, points in ranking
        ]
        assert "Standings after 2 tournament(s)" in dialog.standings_title.text()
        assert "Saved" in dialog.export("csv")
        assert "Saved" in dialog.export("json")
        return True

    _answer(parts.console, parts.console.menus.seasons_action, check)
    rows = list(csv.DictReader(io.StringIO((tmp_path / "spring-league-standings.csv").read_text())))
    assert {r["name"]: float(r["points"]) for r in rows} == {
        name: round(points, 6) for name, points in expected.items()
    }
    assert json.loads((tmp_path / "spring-league-standings.json").read_text())[0]["rank"] == 1

    def reopened(dialog: QDialog) -> bool:
        assert isinstance(dialog, SeasonDialog)
        assert dialog.season_box.currentText() == "Spring League"
        assert dialog.formula_edit.text() == "10 * sqrt(players - place + 1)"
        assert len(dialog.checked_tournaments()) == 2
        assert len(_standings(dialog)) == 4
        return True

    _answer(parts.console, parts.console.menus.seasons_action, reopened)


def test_a_points_table_season_counts_only_the_ticked_tournaments(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)

    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, SeasonDialog)
        dialog.name_edit.setText("Table season")
        dialog.formula_edit.setText("table: 100, 60; 5")
        monday = [t.tournament_id for t in dialog.tournaments if t.name == "Monday"]
        dialog.set_tournaments(monday)
        assert dialog.save_season()
        assert _standings(dialog) == [
            ("1", "Anna Lee", "100"),
            ("2", "Bo Jensen", "60"),
            ("3", "Cy Park", "5"),
            ("4", "Di Rossi", "5"),
        ]
        return True

    _answer(parts.console, parts.console.menus.seasons_action, fill)


def test_a_bad_formula_is_shown_with_its_position_and_nothing_is_saved(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    history = parts.console.history
    assert history is not None

    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, SeasonDialog)
        dialog.name_edit.setText("Broken")
        dialog.formula_edit.setText("10 * plase")
        assert "Unknown name 'plase' at position 6" in dialog.formula_state.text()
        assert not dialog.save_season()
        assert "plase" in dialog.status.text()
        dialog.formula_edit.setText("players * (place")
        assert "ends too early" in dialog.formula_state.text()
        dialog.formula_edit.setText("100 / place")
        assert "valid" in dialog.formula_state.text()
        return False

    _answer(parts.console, parts.console.menus.seasons_action, fill)
    assert list(history.seasons()) == []


def test_a_formula_beyond_the_limits_is_a_mistake_shown_as_it_is_typed(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """Issue 25, item 9: deep nesting, long chains and numbers too large are shown as the
    formula's mistake at each keystroke (no RecursionError, no OverflowError)."""
    parts = _open(opened, qtbot, tmp_path)
    history = parts.console.history
    assert history is not None

    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, SeasonDialog)
        dialog.name_edit.setText("Limits")
        for formula, shown in (
            ("(" * 300 + "place" + ")" * 300, "nested too deeply"),
            ("-" * 1000 + "place", "too long"),
            ("+".join(["1"] * 5000), "too long"),
            ("9" * 400, "too large"),
            ("floor(10^300 * 10^300)", "too large to compute"),
            ("10^300 * 10^300 - 10^300 * 10^300", "too large to compute"),
            ("table: 100, nan", "finite numbers"),
        ):
            dialog.formula_edit.setText(formula)
            assert shown in dialog.formula_state.text(), formula[:40]
            assert not dialog.save_season()
        dialog.formula_edit.setText("100 / place")
        assert "valid" in dialog.formula_state.text()
        return False

    _answer(parts.console, parts.console.menus.seasons_action, fill)
    assert list(history.seasons()) == []


def test_tournament_export_then_import_into_a_new_database_gives_the_same_results(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    _save_to(parts, tmp_path)
    source = parts.console.history
    assert source is not None
    tid = parts.facade.current_tournament()
    parts.console.menus.export_all_action.trigger()
    document = tmp_path / "tuesday.json"
    assert json.loads(document.read_text())["format"] == "pokerfloor.tournament"
    expected = list(source.results(tid))
    snapshot = parts.facade.t.snapshot()

    other = open_app(
        opened, qtbot, tmp_path / "other.sqlite", FakeClock(), ask_new=first_start("Other")
    )
    other.console.choose_open_file = lambda title, filters: str(document)
    other.console.menus.import_action.trigger()
    assert other.facade.tournament_name() == "Tuesday"
    assert "imported" in other.console.banner.text()
    assert [t.name for t in other.facade.tournaments()] == ["Other", "Tuesday"]
    target = other.console.history
    assert target is not None
    assert list(target.results(other.facade.current_tournament())) == expected
    assert other.facade.t.snapshot() == snapshot


def test_a_damaged_tournament_document_is_refused_whole_and_changes_nothing(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    history = parts.console.history
    assert history is not None
    document = json.loads(history.tournament_document(parts.facade.current_tournament()))
    document["log"][-1]["events"][0]["type"] = "PlayerVanished"
    damaged = tmp_path / "damaged.json"
    damaged.write_text(json.dumps(document))
    truncated = tmp_path / "truncated.json"
    truncated.write_text(history.tournament_document(parts.facade.current_tournament())[:500])
    before = list(parts.facade.tournaments())
    shown = parts.facade.current_tournament()
    for bad in (damaged, truncated, tmp_path / "absent.json"):
        assert parts.console.history_actions.import_tournament(str(bad)) is None
        banner = parts.console.banner.text()
        assert "not imported, nothing changed" in banner or "Could not read" in banner
        assert list(parts.facade.tournaments()) == before
        assert parts.facade.current_tournament() == shown
    assert parts.console.history_actions.import_tournament(str(damaged)) is None
    assert "PlayerVanished" in parts.console.banner.text()


def test_hands_export_as_phh_and_says_so_when_there_are_none(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path, hands=True)
    _save_to(parts, tmp_path)
    parts.console.menus.export_hands_action.trigger()
    text = (tmp_path / "tuesday.phhs").read_text()
    assert text.startswith('[1]\nvariant = "NT"')
    assert "[2]\n" in text
    fresh = open_app(
        opened, qtbot, tmp_path / "fresh.sqlite", FakeClock(), ask_new=first_start("Fresh")
    )
    assert fresh.console.history_actions.export("hands", str(tmp_path / "none.phhs")) is None
    assert fresh.console.banner.text() == "No hand has been recorded in this tournament yet."
    assert not (tmp_path / "none.phhs").exists()


def test_a_display_station_reads_history_but_cannot_import_or_save_seasons(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path, display_only=True)
    console = parts.console
    assert console.menus.results_action.isEnabled()
    assert console.menus.export_all_action.isEnabled()
    assert console.menus.seasons_action.isEnabled()
    assert not console.menus.import_action.isEnabled()

    def look(dialog: QDialog) -> bool:
        assert isinstance(dialog, SeasonDialog)
        assert not dialog.save_button.isEnabled()
        return False

    _answer(console, console.menus.seasons_action, look)
