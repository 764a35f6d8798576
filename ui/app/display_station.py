"""A display station: the program opened on a database another copy writes to (the
director's station), showing the event and recording nothing.

It reads the director's news twice a second (:data:`FOLLOW_MS`) on the station watch's
worker (:class:`ui.app.station_watch.StationWatch`); the store takes the newer log entries
(the bridge repaints what they touch), the table views hear which hands in progress changed
and, once the writer has not touched its lease for :data:`WRITER_SILENT_AFTER_MS`, that its
hands may be interrupted. A station becomes one when it is opened display-only or when it
is fenced out by a station that took over (:mod:`ui.app.takeover`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from db.follow import Followed, follow_job
from db.live_hands import LiveWatch
from db.store import Store

if TYPE_CHECKING:  # Qt is imported only where windows are built
    from PySide6.QtCore import QTimer

    from ui.app.station_watch import StationWatch
    from ui.bridge import EventBridge
    from ui.console import DirectorConsole

__all__ = ["FOLLOW_MS", "WRITER_SILENT_AFTER_MS", "follow_as_display"]

FOLLOW_MS = 500
WRITER_SILENT_AFTER_MS = 45_000
"""A display station says the hands in progress may be interrupted when the writer, which
touches the lease at every heartbeat (``station_watch.BEAT_MS``), has not been heard from
for this long."""


def follow_as_display(
    store: Store,
    station: StationWatch,
    console: DirectorConsole,
    bridge: EventBridge,
    now: Callable[[], int],
    timers: list[QTimer],
) -> Callable[[], None]:
    """Be a display station: the console records nothing and a timer (kept in ``timers``)
    reads the director's news twice a second. Returns one such read made at once, on this
    thread (tests call it instead of waiting for the timer)."""
    from PySide6.QtCore import QTimer

    console.set_display_only()
    live_watch = LiveWatch(store)
    bridge.live_changed.connect(console.tables_tab.table_actions.live_changed)
    bridge.writer_silent.connect(console.tables_tab.table_actions.writer_silent)

    def follow_writer() -> None:
        _follow(store, live_watch, bridge, now())

    def take_news(news: object) -> None:
        assert isinstance(news, Followed)
        store.log.take(news.news)
        bridge.publish_live(live_watch.take(news.live))
        silent = news.silent_ms(now())
        bridge.publish_writer_silence(silent if silent >= WRITER_SILENT_AFTER_MS else 0)

    station.start_following(lambda: follow_job(store, live_watch), take_news)
    follow_timer = QTimer(console)
    follow_timer.setInterval(FOLLOW_MS)
    follow_timer.timeout.connect(station.follow)
    follow_timer.start()
    timers.append(follow_timer)
    return follow_writer


def _follow(store: Store, watch: LiveWatch, bridge: EventBridge, now_ms: int) -> None:
    """Apply the director's newer events (the bridge repaints what they touch), then tell
    the table views which hands in progress changed, and whether the writer has gone silent
    (stopped without closing: its hands may be interrupted)."""
    store.log.refresh()
    bridge.publish_live(watch.poll())
    silent = watch.writer_silent_ms(now_ms)
    bridge.publish_writer_silence(silent if silent >= WRITER_SILENT_AFTER_MS else 0)
