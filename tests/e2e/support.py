"""Shared helpers for the end-to-end tests: a fake clock and opening the whole app."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tournament.service import commands as c
from ui.app import AppParts, AppSettings, build_app
from ui.new_tournament import NewTournamentDialog

START = 1_800_000_000_000
MINUTE = 60_000
REPO = Path(__file__).resolve().parents[2]


def killed_after(script: str, *args: str, lines: int = 1) -> list[str]:
    """Run ``python -c script args`` (offscreen Qt, the repository importable) until it
    has printed ``lines`` lines, then kill it with SIGKILL: no close path of the program
    runs. The lines printed; a program that ends before raises with its error output."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO))
    with subprocess.Popen(
        [sys.executable, "-c", script, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    ) as program:
        assert program.stdout is not None
        assert program.stderr is not None
        printed = [program.stdout.readline() for _ in range(lines)]
        if not all(printed):
            program.kill()
            raise AssertionError(program.stderr.read())
        program.send_signal(signal.SIGKILL)
        program.wait(timeout=30)
    return [line.rstrip("\n") for line in printed]


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self, now: int = START) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now


def first_start(name: str = "Sunday Deepstack") -> Callable[[], c.CreateTournament | None]:
    """Answers the first start's New-tournament dialog as a director would: a name, OK."""

    def ask() -> c.CreateTournament | None:
        dialog = NewTournamentDialog()
        dialog.name_edit.setText(name)
        assert dialog.try_accept(), dialog.error.text()
        command = dialog.command()
        dialog.deleteLater()
        return command

    return ask


def refuse_to_ask() -> c.CreateTournament | None:
    """A first start that must not happen (the database already holds a tournament)."""
    raise AssertionError("the New-tournament dialog was opened")


def open_app(
    apps: list[AppParts],
    qtbot: QtBot,
    db: Path | str,
    clock: FakeClock,
    ask_new: Callable[[], c.CreateTournament | None] = refuse_to_ask,
    **kw: object,
) -> AppParts:
    """Build the program on ``db`` with the fake clock and a seeded rng (windows offscreen)."""
    settings = AppSettings(db=str(db), **kw)  # type: ignore[arg-type]
    parts = build_app(settings, clock, random.Random(7), ask_new)
    qtbot.addWidget(parts.console)
    qtbot.addWidget(parts.clock_screen)
    apps.append(parts)
    return parts


class Answers:
    """Stands in for ``QDialog.exec()`` (``console.run_dialog = Answers(...)``): keeps each
    dialog shown and answers it in turn; ``seen`` lists the dialogs asked."""

    def __init__(self, *answers: Callable[[QDialog], bool]) -> None:
        self.answers = list(answers)
        self.seen: list[QDialog] = []

    def __call__(self, dialog: QDialog) -> bool:
        self.seen.append(dialog)
        return self.answers.pop(0)(dialog)


def figures(parts: AppParts, left: int, entries: int, average: int, pool: str) -> None:
    """The clock screen's side panel and the console's payouts line, as players read them."""
    parts.clock_screen.refresh()
    side = parts.clock_screen.side_labels
    assert side["players"].text() == f"{left} / {entries}"
    assert side["average"].text() == f"{average:,}"
    assert side["pool"].text() == pool
    parts.console.refresh()
    assert f"Prize pool {pool}" in parts.console.payouts_tab.payouts_info.text()
