"""The whole program on a temporary database with a fake clock and real (offscreen) windows."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, FakeClock, first_start, open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.console.notice_line import NoticeKind

REPO = Path(__file__).resolve().parents[2]


def test_new_database_asks_for_the_tournament_and_registers_players(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = open_app(
        opened, qtbot, tmp_path / "event.sqlite", clock, first_start("Sunday Deepstack")
    )
    console = parts.console
    assert parts.facade.tournament_name() == "Sunday Deepstack"
    assert "Sunday Deepstack" in console.windowTitle()
    console.players_tab.name_edit.setText("Anna Berger")
    console.players_tab.register_button.click()
    assert [r.name for r in parts.facade.players()] == ["Anna Berger"]
    assert console.players_tab.players_model.rowCount() == 1
    assert console.banner.text() == ""  # nothing said
    console.players_tab.name_edit.setText("   ")
    console.players_tab.register_button.click()
    assert console.banner.kind() is NoticeKind.ERROR
    assert "name" in console.banner.text()


def test_demo_clock_survives_restart_and_reports_time_closed(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "demo.sqlite"
    clock = FakeClock()
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    assert len(parts.facade.players()) == 27
    assert len(parts.facade.tables()) == 3
    level_ms = parts.facade.clock_model().time_left_ms  # the first level's full length
    parts.console.clock_bar.start_button.click()
    clock.now += 5 * MINUTE
    assert parts.facade.clock_model().time_left_ms == level_ms - 5 * MINUTE
    parts.close(clock.now)

    clock.now += 10 * MINUTE  # the laptop was closed for ten minutes
    again = open_app(opened, qtbot, db, clock, demo="nlhe")
    model = again.facade.clock_model()
    assert model.running
    assert model.time_left_ms == level_ms - 15 * MINUTE
    assert again.console.banner.kind() is NoticeKind.NOTICE
    assert "closed for 10:00" in again.console.banner.text()


def test_bust_and_undo_redo_survive_restart(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "demo.sqlite"
    clock = FakeClock()
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    victim = parts.facade.players()[0]
    parts.facade.send(c.EliminatePlayer(victim.player_id))
    busted = {r.player_id: r for r in parts.facade.players()}[victim.player_id]
    assert busted.status.startswith("Out · 27th")
    assert parts.console.menus.undo_action.isEnabled()
    parts.console.menus.undo_action.trigger()
    assert {r.player_id: r for r in parts.facade.players()}[victim.player_id].status == "Playing"
    parts.close(clock.now)

    again = open_app(opened, qtbot, db, clock, demo="nlhe")
    assert again.console.menus.redo_action.isEnabled()
    again.console.menus.redo_action.trigger()
    rows = {r.player_id: r for r in again.facade.players()}
    assert rows[victim.player_id].status.startswith("Out · 27th")


def test_display_station_follows_the_director(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "demo.sqlite"
    clock = FakeClock()
    director = open_app(opened, qtbot, db, clock, demo="nlhe")
    station = open_app(opened, qtbot, db, clock, demo="nlhe", display_only=True)
    for widget in (
        station.console.players_tab.bust_button,
        station.console.tables_tab.break_button,
        station.console.clock_bar.hfh_button,
        station.console.payouts_tab.deal_button,
        station.console.payouts_tab.pay_button,
    ):
        assert not widget.isEnabled()
    assert not station.console.menus.bust_action.isEnabled()
    assert station.console.menus.export_csv_action.isEnabled()  # reading is allowed
    victim = director.facade.players()[0].player_id
    director.facade.send(c.EliminatePlayer(victim))

    def followed() -> bool:
        rows = {r.player_id: r for r in station.facade.players()}
        return rows[victim].status.startswith("Out")

    qtbot.waitUntil(followed, timeout=1000)


def _run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(cwd / "data"),
        PYTHONPATH=str(REPO),
    )
    return subprocess.run(
        [sys.executable, "-m", "ui.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=120,
    )


def test_cli_demo_renders_console_and_clock(tmp_path: Path) -> None:
    result = _run_cli("--demo", "--screenshot", str(tmp_path / "shots"), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "shots" / "console.png").stat().st_size > 10_000
    assert (tmp_path / "shots" / "clock.png").stat().st_size > 10_000
    assert (tmp_path / "data" / "pokerfloor" / "pokerfloor-demo-nlhe.sqlite").exists()


def test_cli_damaged_database_is_reported_and_never_overwritten(tmp_path: Path) -> None:
    db = tmp_path / "results.sqlite"
    garbage = b"this is not a database, it is a shopping list\n" * 100
    db.write_bytes(garbage)
    result = _run_cli("--db", str(db), "--screenshot", str(tmp_path / "shots"), cwd=tmp_path)
    assert result.returncode == 2
    assert str(db) in result.stderr
    assert "damaged" in result.stderr.lower() or "not a pokerfloor" in result.stderr.lower()
    assert db.read_bytes() == garbage


def test_cli_unreadable_database_path_is_reported(tmp_path: Path) -> None:
    folder = tmp_path / "a-folder.sqlite"
    folder.mkdir()
    result = _run_cli("--db", str(folder), "--screenshot", str(tmp_path / "shots"), cwd=tmp_path)
    assert result.returncode == 2
    assert str(folder) in result.stderr
    assert folder.is_dir()


def test_horse_demo_shows_the_game_now_being_played(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "horse.sqlite", clock, demo="horse")
    model = parts.facade.clock_model()
    assert model.game == "Limit Texas hold'em"
    assert any(line.startswith("Limits") for line in model.stakes)
    assert parts.clock_screen.level.text() == f"Level 1 · {model.game}"
