"""Renaming a player (issue 27, item 9): one action through the console's Rename…, shown in
the players list, the results, ``export results`` / ``export players`` and the player
database; undo, redo and a restart follow it; a name another player in the event has is
refused with the dialog kept open (real SQLite file, offscreen windows)."""

from __future__ import annotations

import csv
import io
import os
import random
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, Answers, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings
from ui.app import AppParts
from ui.console.rename import RenameDialog

REPO = Path(__file__).resolve().parents[2]
SHOTS = Path("/tmp/pokerfloor-shots")


def _friday(path: Path) -> None:
    """Four players, the winner registered with a typo: "Ana Lee"."""
    from db.connect import open_store

    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    tid = store.log.create_tournament(
        c.CreateTournament("Friday", BuyInSettings(), nlhe_structure(), 1), START, rng
    )
    for pid, name in (("A", "Ana Lee"), ("B", "Bo Jensen"), ("C", "Cy Park"), ("D", "Di Rossi")):
        store.log.execute(tid, c.RegisterAndBuyIn(name, "", pid), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    store.log.execute(tid, c.SetPayouts((30_000, 10_000)), START, rng)
    for i, victim in enumerate("DC"):
        store.log.execute(tid, c.EliminatePlayer(victim, busted_by="A"), START + i, rng)
    store.close(START)


def _cli(*args: str, cwd: Path) -> list[dict[str, str]]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-m", "ui.cli", *args], capture_output=True, text=True, cwd=cwd, env=env
    )
    assert done.returncode == 0, done.stderr
    return list(csv.DictReader(io.StringIO(done.stdout)))


def _names(parts: AppParts) -> list[str]:
    return sorted(r.name for r in parts.facade.players())


def _select(parts: AppParts, name: str) -> None:
    tab = parts.console.players_tab
    flags = (
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
    )
    for r in range(tab.players_filter.rowCount()):
        if tab.players_filter.row_at(r).name == name:
            tab.players_view.selectionModel().select(tab.players_filter.index(r, 0), flags)


def test_a_rename_reaches_the_list_the_exports_and_the_player_database(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "friday.sqlite"
    _friday(db)
    parts = open_app(opened, qtbot, db, FakeClock(START))
    console = parts.console
    _select(parts, "Ana Lee")

    def correct(dialog: QDialog) -> bool:
        assert isinstance(dialog, RenameDialog)
        assert dialog.name_edit.text() == "Ana Lee"
        dialog.name_edit.setText("Bo  Jensen")  # another player's name: refused, kept
        dialog.accept()
        assert dialog.error.text() == "Bo Jensen is already in the event"
        assert dialog.name_edit.text() == "Bo  Jensen"
        assert dialog.result() != QDialog.DialogCode.Accepted
        dialog.name_edit.setText("Anna Lee")
        SHOTS.mkdir(exist_ok=True)
        dialog.grab().save(str(SHOTS / "rename.png"))
        dialog.accept()
        return dialog.result() == QDialog.DialogCode.Accepted

    console.run_dialog = Answers(correct)
    console.players_tab.rename_button.click()
    assert _names(parts) == ["Anna Lee", "Bo Jensen", "Cy Park", "Di Rossi"]
    assert parts.facade.undo_text() == "Undo: renaming of Ana Lee to Anna Lee"
    assert console.people is not None
    people = {p.name for p in console.people.people()}
    assert "Anna Lee" in people
    assert "Ana Lee" not in people
    console.menus.undo_action.trigger()
    assert "Ana Lee" in _names(parts)
    assert "Ana Lee" in {p.name for p in console.people.people()}
    console.menus.redo_action.trigger()
    parts.close(START)
    results = _cli("export", "results", "--db", str(db), cwd=tmp_path)
    assert sorted(r["name"] for r in results) == ["Anna Lee", "Bo Jensen", "Cy Park", "Di Rossi"]
    players = _cli("export", "players", "--db", str(db), cwd=tmp_path)
    assert "Anna Lee" in {r["name"] for r in players}
    assert "Ana Lee" not in {r["name"] for r in players}
    again = open_app(opened, qtbot, db, FakeClock(START))  # a restart keeps the name
    assert "Anna Lee" in _names(again)
