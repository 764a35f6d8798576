"""The clock never stands still on a network that silently drops packets: the TCP sessions
between the stations and the PostgreSQL server stay "open" but no byte gets through (a
relay that holds everything, :meth:`tests.db.relay.Relay.stall`), so a read or write sent on
a live session waits for an answer that never comes. With the director's station and a
display station open (whole programs, real timers, the real clock), for 15 s: both clock
screens' displayed time changes every second, both consoles say the database is
unreachable; a director's bust the moment the network went silent, and another once the
console says so, are each refused at once as not recorded (the clocks keep ticking through
them), and nothing of them is written; once the network carries packets again both say
"Reconnected" by themselves, a bust goes through and reaches the display. No traceback."""

from __future__ import annotations

import threading
import time

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

STALLED_S = 15
NOT_RECORDED = (
    "Not recorded: the database cannot be reached, so nothing of this action was written. "
    "Do it again once the line under the clock says “Reconnected”."
)
STILL_LESS_THAN_S = 2.0
"""A read waiting on the UI thread for the network would show as a clock standing still for
as long as the stall lasts; a busy machine may delay a repaint by a fraction of a second."""


def test_the_clock_ticks_while_the_network_drops_every_packet(
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
    qtbot.wait(1_500)  # both stations have read and followed over the live sessions
    capfd.readouterr()

    # the test looks at both clock screens five times a second, on the UI thread: a look
    # that comes late means the UI thread stood still (waiting on the network)
    looks = ClockLooks(stations)
    entries = len(writer.uow.logged_actions())
    victim = next(p for p in writer.facade.players() if p.status == "Playing")
    relay.stall()
    started = time.monotonic()
    # should the UI thread wait on the stalled network, nothing in this test runs until
    # it heals: a timer of its own heals it then, and the looks show the stand-still
    safety = threading.Timer(STALLED_S + 5, relay.heal)
    safety.start()
    qtbot.wait(100)  # the network went silent a moment ago; the watch does not know yet
    assert not writer.console.do(lambda: writer.facade.send(c.EliminatePlayer(victim.player_id)))
    assert writer.console.banner.text() == NOT_RECORDED
    for parts in stations.values():
        qtbot.waitUntil(
            lambda p=parts: p.console.station_line.text.text().startswith(  # type: ignore[misc]
                "The database is unreachable since "
            ),
            timeout=STALLED_S * 1_000,
        )
    qtbot.wait(1_500)
    writer.console.banner.clear()
    assert not writer.console.do(lambda: writer.facade.send(c.EliminatePlayer(victim.player_id)))
    assert writer.console.banner.text() == NOT_RECORDED
    qtbot.wait(max(0, int((STALLED_S - (time.monotonic() - started)) * 1_000)))
    looks.timer.stop()
    for name in stations:
        changes, still = looks.changes(name)
        # the displayed time changed about every second, never standing still for long
        assert len(changes) >= STALLED_S - 3, (name, still)
        assert max(still) < STILL_LESS_THAN_S, (name, still)
    for parts in stations.values():
        assert parts.console.station_line.text.text().startswith(
            "The database is unreachable since "
        )

    safety.cancel()
    relay.heal()
    for parts in stations.values():
        qtbot.waitUntil(
            lambda p=parts: p.console.station_line.text.text().startswith("Reconnected"),  # type: ignore[misc]
            timeout=30_000,
        )
    # nothing of the refused busts was written: the player plays on, the log is as it was
    for parts in stations.values():
        status = {p.player_id: p.status for p in parts.facade.players()}[victim.player_id]
        assert status == "Playing"
    assert len(writer.uow.logged_actions()) == entries
    assert writer.console.do(lambda: writer.facade.send(c.EliminatePlayer(victim.player_id)))
    qtbot.waitUntil(
        lambda: (
            {p.player_id: p.status for p in display.facade.players()}[victim.player_id] != "Playing"
        ),
        timeout=5_000,
    )
    assert "Traceback" not in capfd.readouterr().err
