"""A display station whose reads answer, each a little slowly (a loaded machine), never
says the database is unreachable: the watch counts the looks one read has not answered,
not looks over several reads that all answered (issue 23: the display station's follow
stopped for a while under load)."""

from __future__ import annotations

import threading
from pathlib import Path

from pytestqt.qtbot import QtBot
from sqlalchemy import Connection

from tests.e2e.support import FakeClock, open_app
from ui.app import AppParts


def test_slow_reads_that_answer_do_not_make_the_database_unreachable(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "demo.sqlite"
    clock = FakeClock()
    open_app(opened, qtbot, db, clock, demo="nlhe")
    station = open_app(opened, qtbot, db, clock, demo="nlhe", display_only=True)
    for timer in station.timers:  # the test looks and follows by hand
        timer.stop()
    watch = station.watch
    assert watch is not None
    qtbot.waitUntil(lambda: not watch.aside.running, timeout=10_000)
    watch.collect()
    gate = threading.Event()
    taken: list[object] = []

    def slow_read(conn: Connection) -> object:
        gate.wait(10)  # the read answers when the test lets it
        return "news"

    watch.start_following(lambda: slow_read, taken.append)
    for read in range(1, 5):
        gate.clear()
        watch.follow()  # a read starts ...
        assert watch.aside.running
        watch.tick()  # ... the watch looks once while it has not answered ...
        gate.set()  # ... then it answers
        qtbot.waitUntil(lambda n=read: len(taken) == n, timeout=10_000)  # type: ignore[misc]
        line = station.console.station_line  # nothing to say: no "unreachable", no "Reconnected"
        assert not line.isVisibleTo(station.console), (read, line.text.text())
        assert line.text.text() == ""
