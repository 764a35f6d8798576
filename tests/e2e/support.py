"""Shared helpers for the end-to-end tests: a fake clock and opening the whole app."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from ui.app import AppParts, AppSettings, build_app

START = 1_800_000_000_000
MINUTE = 60_000


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self, now: int = START) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now


def open_app(
    apps: list[AppParts], qtbot: QtBot, db: Path, clock: FakeClock, **kw: object
) -> AppParts:
    """Build the program on ``db`` with the fake clock and a seeded rng (windows offscreen)."""
    parts = build_app(AppSettings(db=str(db), **kw), clock, random.Random(7))  # type: ignore[arg-type]
    qtbot.addWidget(parts.console)
    qtbot.addWidget(parts.clock_screen)
    apps.append(parts)
    return parts
