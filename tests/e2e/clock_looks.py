"""Shared by the network-fault tests of the stations (``test_reconnect_probe.py``,
``test_station_stalled_network.py``): the test database reached through a relay, and
looks at the clock screens five times a second, on the UI thread (a look that comes late
means the UI thread stood still)."""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer

from tests.db.conftest import PG_URL, reset_postgres
from tests.db.relay import Relay
from ui.app import AppParts

__all__ = ["ClockLooks", "relay_fixture"]


@pytest.fixture(name="relay")
def relay_fixture() -> Iterator[Relay]:
    """The test database, empty, reached through a relay."""
    reset_postgres(PG_URL)
    through = Relay(PG_URL)
    yield through
    through.close()
    reset_postgres(PG_URL)


class ClockLooks:
    """The displayed time of each station's clock screen, looked at every 200 ms, until the
    test stops the looks or a clock screen is closed (the stations of a failed test)."""

    def __init__(self, stations: dict[str, AppParts]) -> None:
        self.looks: list[tuple[float, dict[str, str]]] = []
        self.timer = QTimer()
        self.timer.setInterval(200)
        self.timer.timeout.connect(
            lambda: self.looks.append(
                (time.monotonic(), {n: p.clock_screen.time.text() for n, p in stations.items()})
            )
        )
        for parts in stations.values():  # a test that fails before it stops the looks:
            parts.clock_screen.time.destroyed.connect(self.timer.stop)  # not into the next
        self.timer.start()

    def changes(self, name: str) -> tuple[list[float], list[float]]:
        """When the station's displayed time changed, and the seconds between changes."""
        changes = [at for (at, a), (_, b) in itertools.pairwise(self.looks) if a[name] != b[name]]
        return changes, [round(b - a, 1) for a, b in itertools.pairwise(changes)]
