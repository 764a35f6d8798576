"""The History dialogs need only the narrow :class:`ui.history.HistoryFacade` (no database):
a fake one shows they display its values and its refusals and ask it to save."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from pytestqt.qtbot import QtBot

from tournament.errors import DomainError
from ui.history import (
    DataFormat,
    PersonItem,
    PlayerEvent,
    PlayerSummary,
    ResultLine,
    SeasonItem,
    StandingLine,
)
from ui.history_dialogs import PlayerHistoryDialog, ResultsDialog, SeasonDialog
from ui.viewmodels import TournamentItem


class FakeHistory:
    """An in-memory history: one season store, results of tournament "t1"."""

    def __init__(self) -> None:
        self.saved: list[tuple[int | None, str, str, tuple[str, ...]]] = []
        self._seasons: list[SeasonItem] = []

    def currency(self, tournament_id: str) -> str:
        return "USD"

    def results(self, tournament_id: str) -> Sequence[ResultLine]:
        return [
            ResultLine(1, "Ana", 30_000, 2, 4_000, 1, 1, 0, 15_000),
            ResultLine(None, "Bo", 0, 0, 0, 1, 0, 1, 12_000),
        ]

    def results_text(self, tournament_id: str, fmt: DataFormat) -> str:
        return f"results {fmt}"

    def players_text(self, fmt: DataFormat) -> str:
        return f"players {fmt}"

    def find_players(self, text: str) -> Sequence[PersonItem]:
        people = [PersonItem("p1", "Ana", "PT"), PersonItem("p2", "Bo", "")]
        return [p for p in people if text.casefold() in p.name.casefold()]

    def player_history(self, person_id: str) -> Sequence[PlayerEvent]:
        if person_id == "p2":
            return []
        return [PlayerEvent("Friday", 1_800_000_000_000, 2, 9, 5_000, 2_000, "USD")]

    def player_summary(self, person_id: str) -> PlayerSummary | None:
        return PlayerSummary(1, 0, 1, 2, 5_000, 2_000, 1) if person_id == "p1" else None

    def seasons(self) -> Sequence[SeasonItem]:
        return list(self._seasons)

    def check_formula(self, formula: str) -> None:
        if "plase" in formula:
            raise DomainError("Unknown name 'plase' at position 1 in the points formula")

    def save_season(
        self, season_id: int | None, name: str, formula: str, tournament_ids: Sequence[str]
    ) -> int:
        if name == "Taken":
            raise DomainError("There is already a season called “Taken”.")
        self.saved.append((season_id, name, formula, tuple(tournament_ids)))
        self._seasons = [SeasonItem(1, name, formula, tuple(tournament_ids))]
        return 1

    def standings(self, season_id: int) -> Sequence[StandingLine]:
        return [StandingLine(1, "Ana", 12.5, 1)]

    def standings_text(self, season_id: int, fmt: DataFormat) -> str:
        return f"standings {fmt}"

    def tournament_document(self, tournament_id: str) -> str:
        return "{}"

    def import_document(self, text: str) -> str:
        return "t2"

    def hand_count(self, tournament_id: str) -> int:
        return 0

    def hands_text(self, tournament_id: str) -> str:
        return ""


class Saver:
    """Records what a dialog asked to save and the text it produced."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def __call__(self, title: str, suggested: str, filters: str, produce: Callable[[], str]) -> str:
        self.calls.append((suggested, produce()))
        return f"Saved {suggested}"


def test_results_dialog_shows_places_prizes_bounties_in_the_tournament_currency(
    qtbot: QtBot,
) -> None:
    save = Saver()
    dialog = ResultsDialog(FakeHistory(), "t1", "Friday Night", save)
    qtbot.addWidget(dialog)
    model = dialog.model
    first = [model.data(model.index(0, col)) for col in range(model.columnCount())]
    assert first == ["1st", "Ana", "$ 300", "2", "$ 40", "1", "1", "", "$ 150"]
    assert model.data(model.index(1, 0)) == "playing"
    assert dialog.summary.text() == "2 players · 1 finished · prizes $ 300 · bounties $ 40"
    assert dialog.export("json") == "Saved friday-night-results.json"
    assert save.calls == [("friday-night-results.json", "results json")]


def test_player_history_dialog_says_when_a_person_has_no_events(qtbot: QtBot) -> None:
    dialog = PlayerHistoryDialog(FakeHistory(), Saver())
    qtbot.addWidget(dialog)
    assert dialog.people.count() == 2
    assert "Cashes 1 (in the money 100%)" in dialog.summary.text()
    dialog.choose("p2")
    assert "has not played a tournament yet" in dialog.summary.text()
    assert dialog.model.rowCount() == 0


def test_season_dialog_shows_the_formula_mistake_and_the_refusal_and_saves_nothing(
    qtbot: QtBot,
) -> None:
    history = FakeHistory()
    tournaments = [TournamentItem("t1", "Friday", 1_800_000_000_000)]
    dialog = SeasonDialog(history, tournaments, Saver())
    qtbot.addWidget(dialog)
    assert dialog.season_id is None  # no season yet: a new one is being set up
    dialog.name_edit.setText("Spring")
    dialog.formula_edit.setText("plase")
    assert "Unknown name 'plase'" in dialog.formula_state.text()
    assert not dialog.save_season()
    dialog.formula_edit.setText("100 / place")
    dialog.name_edit.setText("Taken")
    assert not dialog.save_season()
    assert "already a season" in dialog.status.text()
    assert history.saved == []
    dialog.name_edit.setText("Spring")
    dialog.set_tournaments(["t1"])
    assert dialog.save_season()
    assert history.saved == [(None, "Spring", "100 / place", ("t1",))]
    assert dialog.season_box.currentText() == "Spring"
    assert dialog.model.rowCount() == 1
    assert dialog.export("csv") == "Saved spring-standings.csv"


class TwoStandings(FakeHistory):
    """Ana has 1,234.5 points over two events, Bo 12.25 over one."""

    def standings(self, season_id: int) -> Sequence[StandingLine]:
        return [StandingLine(1, "Ana", 1_234.5, 2), StandingLine(2, "Bo", 12.25, 1)]


@pytest.mark.parametrize(
    ("language", "points"),
    [("en", ["1,234.5", "12.25"]), ("de", ["1.234,5", "12,25"])],
    indirect=["language"],
)
def test_season_points_are_written_as_the_language_writes_numbers(
    qtbot: QtBot, language: str, points: list[str]
) -> None:
    """Issue 23: a German director read "1,234.5" points (one point two)."""
    history = TwoStandings()
    dialog = SeasonDialog(history, [TournamentItem("t1", "Friday", 1_800_000_000_000)], Saver())
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Frühling")
    dialog.formula_edit.setText("100 / place")
    dialog.set_tournaments(["t1"])
    assert dialog.save_season()
    model = dialog.model
    assert [model.data(model.index(row, 2)) for row in range(model.rowCount())] == points
