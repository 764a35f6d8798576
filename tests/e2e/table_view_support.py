"""Opening the whole app on a one-table event of one game, and driving a table view by
keyboard (real offscreen windows, a temporary SQLite file, a fake clock)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from db import hand_queries
from tests.e2e.support import FakeClock, open_app
from tournament.hh.cli import main as replay_main
from tournament.service import commands as c
from tournament.service.records import BuyInSettings, ChipCount
from tournament.structure import Level, RotationSettings, RotationUnit, Structure
from tournament.structure_io import load_preset
from ui.app import AppParts
from ui.table_view import TableViewWindow

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def one_game(game: str) -> Structure:
    """The Players Championship structure with every level playing ``game`` (level 1:
    blinds 200/400, limits 400/800; stud ante 50, bring-in 100; smallest chip 25);
    ``"NT+F7S"``: both, a hand each in turn."""
    s = load_preset("players-championship")
    games = tuple(game.split("+"))
    steps = tuple(replace(x, games=games) if isinstance(x, Level) else x for x in s.steps)
    changed = replace(s, steps=steps)
    if len(games) > 1:
        changed = replace(changed, rotation=RotationSettings(RotationUnit.HANDS, 1))
    return changed


def open_event(
    qtbot: QtBot,
    tmp_path: Path,
    opened: list[AppParts],
    game: str,
    players: int,
    tables: int = 1,
    seats: int = 6,
) -> AppParts:
    """A running one-table event of ``game``, seats drawn, button drawn, clock started
    (``seats`` a table)."""
    structure = one_game(game)

    def create() -> c.CreateTournament:
        buy_in = BuyInSettings(starting_stack=structure.starting_stack)
        return c.CreateTournament("Table view", buy_in, structure, tables, seats)

    parts = open_app(opened, qtbot, tmp_path / "event.sqlite", FakeClock(), ask_new=create)
    uow = parts.uow
    for i in range(players):
        uow.handle(c.RegisterPlayer(NAMES[i], "", f"P{i + 1:04d}"))
        uow.handle(c.BuyIn(f"P{i + 1:04d}"))
    for command in (c.DrawSeats(), c.DrawButton(), c.StartClock()):
        uow.handle(command)
    return parts


def set_stacks(parts: AppParts, window: TableViewWindow, stacks: list[int]) -> None:
    """Give the players of the next hand these stacks, in dealing order (p1 first)."""
    setup = window.play.setup(window.number)
    counts = tuple(ChipCount(p, s) for p, s in zip(setup.players, stacks, strict=True))
    parts.uow.handle(c.RecordChipCounts(counts))


def dealing_order(window: TableViewWindow) -> list[str]:
    """The player ids of the next hand in dealing order."""
    return list(window.play.setup(window.number).players)


def stacks(parts: AppParts, players: list[str]) -> list[int]:
    """The tournament's recorded stacks of ``players`` (0: busted)."""
    t = parts.facade.t
    return [t.player(p).stack for p in players]


def press(qtbot: QtBot, window: TableViewWindow, *typed: str) -> None:
    """Type each text in the entry line; ``"\\n"`` presses Enter."""
    for text in typed:
        if text == "\n":
            qtbot.keyClick(window.entry, Qt.Key.Key_Return)
        else:
            qtbot.keyClicks(window.entry, text)


def open_view(parts: AppParts) -> TableViewWindow:
    """The table view of table 1, opened from the table card's menu."""
    window = parts.console.tables_tab.table_actions.open_table_view(1)
    assert window is not None
    return window


def replayed_stacks(parts: AppParts, folder: Path, capsys: pytest.CaptureFixture[str]) -> list[int]:
    """The finishing stacks ``pokerfloor replay --json`` gives for the last stored hand."""
    stored = hand_queries.stored_hands(parts.store, parts.tournament_id)
    path = folder / f"hand-{len(stored)}.phh"
    path.write_text(stored[-1].phh, encoding="utf-8")
    capsys.readouterr()
    assert replay_main(["--json", str(path)]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["ok"], result["error"]
    return [int(s) for s in result["finishing_stacks"]]
