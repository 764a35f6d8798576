"""Widgets show the values they are given; models pass Qt's model tester."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester
from pytestqt.qtbot import QtBot

from ui.clock_screen import ClockScreen
from ui.qtmodels import pairs_model, players_model
from ui.viewmodels import ClockScreenModel, PlayerLine


def _model(**changes: object) -> ClockScreenModel:
    base: dict[str, object] = {
        "title": "Sunday HORSE",
        "level_label": "Level 7",
        "game": "Razz",
        "time_left_ms": 754_000,
        "running": True,
        "on_break": False,
        "stakes": ("Limits 400 / 800", "Ante 80 · Bring-in 120"),
        "next_label": "Next: Level 8 · Seven Card Stud",
        "next_break_ms": 2_554_000,
        "players_left": 23,
        "entries": 31,
        "average_stack": 40_434,
        "prize_pool": "9,300",
        "payouts": (("1st", "3,255"), ("2nd", "2,139")),
    }
    base.update(changes)
    return ClockScreenModel(**base)  # type: ignore[arg-type]


def test_clock_screen_shows_level_game_time_and_stakes(qtbot: QtBot) -> None:
    model = _model()
    screen = ClockScreen(lambda: model)
    qtbot.addWidget(screen)
    assert screen.level.text() == "Level 7 · Razz"
    assert screen.time.text() == "12:34"
    stakes = [(caption.text(), value.text()) for caption, value in screen.stake_boxes]
    assert stakes == [("LIMITS", "400 / 800"), ("ANTE", "80"), ("BRING-IN", "120")]
    assert screen.side_labels["players"].text() == "23 / 31"
    assert screen.side_labels["average"].text() == "40,434"
    assert screen.side_labels["break"].text() == "42:34"
    assert screen.status.text() == ""


def test_clock_screen_repaints_from_its_source_and_shows_pause(qtbot: QtBot) -> None:
    state = {"model": _model()}
    screen = ClockScreen(lambda: state["model"])
    qtbot.addWidget(screen)
    state["model"] = _model(time_left_ms=61_000, running=False)
    qtbot.waitUntil(lambda: screen.time.text() == "01:01", timeout=2000)
    assert screen.status.text() == "PAUSED"


def test_clock_screen_fonts_scale_with_window_size(qtbot: QtBot) -> None:
    screen = ClockScreen(lambda: _model())
    qtbot.addWidget(screen)
    screen.resize(640, 360)
    screen.show()
    qtbot.waitExposed(screen)
    small = screen.time.font().pixelSize()
    screen.resize(1920, 1080)
    qtbot.waitUntil(lambda: screen.time.font().pixelSize() > small, timeout=2000)
    assert screen.time.font().pixelSize() >= 2 * small


@pytest.mark.parametrize("rows", [0, 1, 5])
def test_players_model_passes_qt_model_tester(qtbot: QtBot, rows: int) -> None:
    model = players_model()
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    data = [
        PlayerLine(f"p{i}", f"Player {i}", "Seated", 1, i + 1, 10_000 * (i + 1), 1)
        for i in range(rows)
    ]
    model.set_rows(data)
    model.set_rows([*data[:-1], PlayerLine("x", "Changed", "Seated", 2, 3, 5, 2)] if data else [])
    assert model.rowCount() == rows
    if rows:
        last = model.index(rows - 1, 0)
        assert model.data(last) == "Changed"
        assert model.data(model.index(0, 4)) == ("10,000" if rows > 1 else "5")
        assert model.headerData(0, Qt.Orientation.Horizontal) == "Player"


def test_pairs_model_replaces_rows(qtbot: QtBot) -> None:
    model = pairs_model(["Place", "Prize"])
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.set_rows([("1st", "100"), ("2nd", "50")])
    model.set_rows([("1st", "90")])
    assert model.rowCount() == 1
    assert model.data(model.index(0, 1)) == "90"
