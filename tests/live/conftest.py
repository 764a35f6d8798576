"""Fixtures of the live-view tests: a real app on a temporary database, a fake clock."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tests.live import browser
from tournament.service import commands as c
from tournament.service.records import BuyInSettings
from tournament.structure_io import load_preset
from ui.app import AppParts

NAMES = (
    "Alice Archer",
    "Bruno Berg",
    "Chloé Chevalier",
    "Dmitri Dunaev",
    "Emma Eriksen",
    "Farid Fahmy",
    "Greta Gruber",
    "Hiro Hayashi",
    "Ines Iglesias",
    "Jonas Jansen",
)


def cup() -> c.CreateTournament:
    """Ten players at two tables of six: a 50 € buy-in (+5 € fee), 30,000 chips, the
    bundled regular NLHE structure (level 1: blinds 100/200, big blind ante 200, 30 min)."""
    return c.CreateTournament(
        "Live Test Cup",
        BuyInSettings(buy_in=5_000, fee=500, starting_stack=30_000),
        load_preset("nlhe-regular"),
        table_count=2,
        table_size=6,
    )


def seat_cup(parts: AppParts) -> None:
    """Register and buy in the ten players (P03 is Dmitri Dunaev), seat them, start."""
    for i, name in enumerate(NAMES):
        parts.uow.handle(c.RegisterPlayer(name, "", f"P{i:02d}"))
        parts.uow.handle(c.BuyIn(f"P{i:02d}"))
    for command in (c.DrawSeats(), c.DrawButton(), c.StartClock()):
        parts.uow.handle(command)


@pytest.fixture
def app(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[AppParts, FakeClock]]:
    """The program with the cup registered, seated, payouts 250/150/100 €, clock started."""
    clock = FakeClock(START)
    apps: list[AppParts] = []
    parts = open_app(apps, qtbot, tmp_path / "live.db", clock, ask_new=cup)
    for i, name in enumerate(NAMES):
        parts.uow.handle(c.RegisterPlayer(name, "", f"P{i:02d}"))
        parts.uow.handle(c.BuyIn(f"P{i:02d}"))
    for command in (
        c.DrawSeats(),
        c.DrawButton(),
        c.SetPayouts((25_000, 15_000, 10_000)),
        c.StartClock(),
    ):
        parts.uow.handle(command)
    yield parts, clock
    for p in apps:
        p.close(clock.now)


@pytest.fixture(scope="session")
def chromium_ready() -> None:
    """Debian's chromium and chromedriver are installed (the tests need a real browser)."""
    problem = browser.missing()
    if problem:
        pytest.fail(problem)
