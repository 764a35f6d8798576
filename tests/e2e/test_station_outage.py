"""A 20-second PostgreSQL outage under a director's station and a display station (both
whole programs, real timers, the real clock): both clock screens keep counting every
second, both consoles say the database is unreachable since when and that nothing is
being recorded, a bust tried meanwhile is refused as NOT recorded and is not in the log,
then both say "Reconnected" by themselves and the bust goes through. No traceback."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QDateTime
from pytestqt.qtbot import QtBot

from tests.db.conftest import PG_URL, reset_postgres
from tests.db.fencing_support import log_facts
from tests.db.pg_server import start_server, stop_server
from tests.e2e.support import open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.app.settings import system_now
from ui.console.notice_line import NoticeKind

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.skipif(not PG_URL, reason="POKERFLOOR_PG_URL is not set"),
]

OUTAGE_S = 20


@pytest.fixture
def fresh_postgres() -> Iterator[str]:
    """The test database, empty."""
    reset_postgres(PG_URL)
    yield PG_URL
    reset_postgres(PG_URL)


def _hhmmss(ms: int) -> str:
    return QDateTime.fromMSecsSinceEpoch(ms).time().toString("HH:mm:ss")


def test_the_clock_counts_through_a_database_outage_on_every_station(
    qtbot: QtBot,
    opened: list[AppParts],
    fresh_postgres: str,
    capfd: pytest.CaptureFixture[str],
) -> None:
    writer = open_app(opened, qtbot, fresh_postgres, system_now, demo="nlhe")  # type: ignore[arg-type]
    writer.facade.toggle_clock()  # the level's clock runs
    display = open_app(opened, qtbot, fresh_postgres, system_now, display_only=True)  # type: ignore[arg-type]
    for parts in (writer, display):
        parts.console.show()
        parts.clock_screen.show()
    qtbot.waitUntil(lambda: display.facade.clock_model().running, timeout=5_000)
    victim = next(p for p in writer.facade.players() if p.status == "Playing")
    capfd.readouterr()

    stopped_at = system_now()
    stop_server()
    try:
        shown: dict[str, list[str]] = {"writer": [], "display": []}
        for _ in range(int(OUTAGE_S / 1.25)):
            qtbot.wait(1_250)  # the screens' own timers repaint; we only read them
            shown["writer"].append(writer.clock_screen.time.text())
            shown["display"].append(display.clock_screen.time.text())
            if len(shown["writer"]) == 3:  # a director's click during the outage
                assert not writer.console.do(
                    lambda: writer.facade.send(c.EliminatePlayer(victim.player_id))
                )
                refusal = writer.console.banner.text()
                assert refusal == (
                    "Not recorded: the database cannot be reached, so nothing of this action "
                    "was written. Do it again once the line under the clock says “Reconnected”."
                )
                assert writer.console.banner.kind() is NoticeKind.ERROR
        for station in ("writer", "display"):
            times = shown[station]
            # the displayed time changed at every look (1.25 s apart), never stood still
            assert all(a != b for a, b in itertools.pairwise(times)), (station, times)
        for parts in (writer, display):
            line = parts.console.station_line
            assert line.isVisible()
            text = line.text.text()
            assert text.startswith("The database is unreachable since ")
            assert text.endswith(" — nothing is being recorded")
            since = text.removeprefix("The database is unreachable since ").split(" ")[0]
            # the instant it noticed: within the first seconds of the outage
            assert _hhmmss(stopped_at) <= since <= _hhmmss(stopped_at + 5_000)
        note = display.clock_screen.station_note
        assert note.isVisible()
        assert note.text().startswith("The database is unreachable since ")
        # the victim is still playing on the director's screen: nothing half-written
        assert {p.player_id: p.status for p in writer.facade.players()}[
            victim.player_id
        ] == "Playing"
    finally:
        start_server()

    for parts in (writer, display):
        qtbot.waitUntil(
            lambda p=parts: p.console.station_line.text.text().startswith("Reconnected"),  # type: ignore[misc]
            timeout=15_000,
        )
    qtbot.waitUntil(lambda: not display.clock_screen.station_note.isVisible(), timeout=5_000)
    assert writer.console.do(lambda: writer.facade.send(c.EliminatePlayer(victim.player_id)))
    qtbot.waitUntil(
        lambda: (
            {p.player_id: p.status for p in display.facade.players()}[victim.player_id] != "Playing"
        ),
        timeout=5_000,
    )
    # and "Reconnected" goes by itself a few seconds later: nothing left to say
    for parts in (writer, display):
        qtbot.waitUntil(
            lambda p=parts: not p.console.station_line.isVisible(),  # type: ignore[misc]
            timeout=20_000,
        )
    facts = log_facts(fresh_postgres)
    assert facts.eliminated[victim.player_id] == 1
    err = capfd.readouterr().err
    assert "Traceback" not in err
