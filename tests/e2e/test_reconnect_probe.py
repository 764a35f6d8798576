"""The reconnect probe never holds the clock: the network to the PostgreSQL server starts
dropping every packet (a relay that cuts the sessions, then accepts connections and never
answers, so each connection attempt waits for the driver's 5-second connect timeout). On
the director's station and on a display station (whole programs, real timers, the real
clock) the clock screen's displayed time changes at every look, one second apart, while
the probes wait; the console says the database is unreachable; once the network carries
packets again both stations say "Reconnected" by themselves. No traceback."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.db.conftest import PG_URL
from tests.db.relay import Relay
from tests.e2e.clock_looks import ClockLooks, relay_fixture  # noqa: F401 (the fixture)
from tests.e2e.support import open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.app.settings import system_now

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.skipif(not PG_URL, reason="POKERFLOOR_PG_URL is not set"),
]

WATCHED_S = 12
STILL_AT_MOST_S = 2.5
"""A 5-second wait for a connection on the UI thread would show as a clock standing still
for 5 s; a busy machine may delay a repaint by a fraction of a second."""


def test_the_clock_ticks_while_a_reconnect_probe_hangs(
    qtbot: QtBot, opened: list[AppParts], relay: Relay, capfd: pytest.CaptureFixture[str]
) -> None:
    writer = open_app(opened, qtbot, relay.url, system_now, demo="nlhe")  # type: ignore[arg-type]
    writer.facade.toggle_clock()
    display = open_app(opened, qtbot, relay.url, system_now, display_only=True)  # type: ignore[arg-type]
    stations = {"writer": writer, "display": display}
    for parts in stations.values():
        parts.console.show()
        parts.clock_screen.show()
    qtbot.waitUntil(lambda: display.facade.clock_model().running, timeout=5_000)
    capfd.readouterr()

    relay.drop_everything()
    for parts in stations.values():
        qtbot.waitUntil(
            lambda p=parts: p.console.station_line.text.text().startswith(  # type: ignore[misc]
                "The database is unreachable since "
            ),
            timeout=10_000,
        )
    # the test looks at both clock screens five times a second, on the UI thread: a look
    # that comes late means the UI thread stood still (a probe waiting on it)
    looks = ClockLooks(stations)
    qtbot.wait(WATCHED_S * 1_000)
    looks.timer.stop()
    # the probes really waited on the black hole (each station tried at least once)
    assert relay.swallowed >= 2
    for name in stations:
        changes, still = looks.changes(name)
        # the displayed time changed about every second, never standing still for long
        assert len(changes) >= WATCHED_S - 3, (name, still)
        assert max(still) < STILL_AT_MOST_S, (name, still)

    relay.heal()
    for parts in stations.values():
        qtbot.waitUntil(
            lambda p=parts: p.console.station_line.text.text().startswith("Reconnected"),  # type: ignore[misc]
            timeout=20_000,
        )
    victim = next(p for p in writer.facade.players() if p.status == "Playing")
    assert writer.console.do(lambda: writer.facade.send(c.EliminatePlayer(victim.player_id)))
    qtbot.waitUntil(
        lambda: (
            {p.player_id: p.status for p in display.facade.players()}[victim.player_id] != "Playing"
        ),
        timeout=5_000,
    )
    assert "Traceback" not in capfd.readouterr().err
