"""What a station knows about the database and the director's station, said on its screens.

:class:`StationWatch` runs every second on every station, without ever needing the database
to keep the clock going (the clock is computed from the tournament in memory):

* it reads the writer's lease (:meth:`db.store.Store.lease_now`); when that fails the
  console says "The database is unreachable since 21:03:12 — nothing is being recorded"
  until a read succeeds again, then "Reconnected" for a while; a display station's clock
  screen says so in small type. While the database is unreachable it tries again every
  :data:`RETRY_MS` only, and away from the UI thread (:class:`db.probe.ReconnectProbe`: on
  a network that drops packets a connection attempt waits seconds, the clock must not);
  once the probe gets an answer, the lease is read again here;
* the writer touches its lease every :data:`BEAT_MS` (the store's heartbeat: snapshots,
  the SQLite checkpoint, the write-ahead log's watch) and, when another station has taken
  over (:mod:`db.fence`), says "Another station took over at 21:14" and follows as a
  display station from then on;
* a display station says "The director's station has not been heard from since 21:02"
  once the lease has not been touched for :data:`UNHEARD_AFTER_MS`, and offers "Take over
  as director's station…" after :data:`db.lease.TAKEOVER_AFTER_MS`.

No database fault escapes into Qt's event loop: every one is shown, none is printed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from db.errors import FencedOutError, StoreError
from db.lease import TAKEOVER_AFTER_MS, Lease
from db.probe import ReconnectProbe
from db.store import Store
from ui.app.second_copy import holder_text
from ui.clock_screen import ClockScreen
from ui.console.station_line import StationLine

__all__ = [
    "BEAT_MS",
    "RECONNECTED_SHOWN_MS",
    "RETRY_MS",
    "UNHEARD_AFTER_MS",
    "WATCH_MS",
    "StationWatch",
    "local_time",
]

WATCH_MS = 1_000
"""How often a station looks at the database (a small read of the lease)."""
BEAT_MS = 5_000
"""How often the writer touches its lease (and writes due snapshots, checkpoints)."""
UNHEARD_AFTER_MS = 15_000
"""A display station says the director's station is not heard from after three beats."""
RETRY_MS = 3_000
"""While the database is unreachable, how often a station tries it again."""
RECONNECTED_SHOWN_MS = 10_000
"""How long "Reconnected" stays on the station line."""


def local_time(ms: int, *, seconds: bool = False) -> str:
    """An instant as the station's local time of day (``21:03:12`` or ``21:03``), with the
    date when it was not today."""
    moment = QDateTime.fromMSecsSinceEpoch(ms)
    text = moment.time().toString("HH:mm:ss" if seconds else "HH:mm")
    if moment.date() != QDateTime.currentDateTime().date():
        text = QLocale().toString(moment.date(), QLocale.FormatType.ShortFormat) + " " + text
    return text


@dataclass
class _Seen:
    down_since: int | None = None
    up_again_at: int | None = None
    last_try: int = 0
    last_beat: int = 0
    taken_over: bool = False


class StationWatch:
    """The station's watch (see the module doc); :meth:`tick` runs every :data:`WATCH_MS`."""

    def __init__(
        self,
        store: Store,
        line: StationLine,
        screen: ClockScreen,
        clock: Callable[[], int],
        *,
        beat: Callable[[int], None],
        follow: Callable[[], None] | None = None,
        become_display: Callable[[], None] = lambda: None,
    ) -> None:
        self.store = store
        self.line = line
        self.screen = screen
        self.clock = clock
        self._beat = beat
        self._follow = follow
        self._become_display = become_display
        self.writer = not store.read_only
        self.seen = _Seen(last_beat=clock())
        self.lease: Lease | None = None
        self.probe = ReconnectProbe(store.engine)

    @property
    def unreachable(self) -> bool:
        """True while the database cannot be reached."""
        return self.seen.down_since is not None

    def tick(self) -> None:
        """Look at the database once (see the module doc)."""
        now = self.clock()
        seen = self.seen
        if seen.down_since is not None and not self._answers_again(now):
            return
        seen.last_try = now
        try:
            self.lease = self.store.lease_now()
            if self.writer and self.store.fenced_out is None and now - seen.last_beat >= BEAT_MS:
                seen.last_beat = now
                self._beat(now)
        except FencedOutError:
            pass
        except StoreError:
            self.failed(now)
            return
        self.reached(now)
        self.show(now)

    def _answers_again(self, now: int) -> bool:
        """While unreachable: True once a probe (on its own thread) got an answer; starts
        one every :data:`RETRY_MS` otherwise."""
        answered = self.probe.result()
        if answered:
            return True
        seen = self.seen
        if answered is False:
            seen.last_try = now
        elif not self.probe.running and now - seen.last_try >= RETRY_MS:
            seen.last_try = now
            self.probe.start()
        return False

    def follow(self) -> None:
        """A display station's follow timer: read the director's news, unless the database
        is known to be unreachable (the watch tries it again)."""
        if self.seen.down_since is not None or self._follow is None:
            return
        try:
            self._follow()
        except StoreError:
            self.failed(self.clock())

    def start_following(self, follow: Callable[[], None]) -> None:
        """From now on :meth:`follow` reads the director's news with ``follow``."""
        self._follow = follow

    def failed(self, now: int) -> None:
        """A read or write of the database failed: it is unreachable from ``now``."""
        if self.seen.down_since is None:
            self.seen.down_since = now
            self.seen.last_try = now
        self.show(now)

    def reached(self, now: int) -> None:
        """The database answered."""
        if self.seen.down_since is not None:
            self.seen.down_since = None
            self.seen.up_again_at = now

    def show(self, now: int) -> None:
        """Say what the station knows on the console and the display's clock screen."""
        seen = self.seen
        fenced = self.store.fenced_out
        note = ""
        if fenced is not None and not seen.taken_over:
            seen.taken_over = True
            self.writer = False
            self._become_display()
        if seen.down_since is not None:
            text = QCoreApplication.translate(
                "Stations", "The database is unreachable since %1 — nothing is being recorded"
            ).replace("%1", local_time(seen.down_since, seconds=True))
            self.line.show_problem(text)
            note = QCoreApplication.translate(
                "Stations", "The database is unreachable since %1"
            ).replace("%1", local_time(seen.down_since, seconds=True))
        elif fenced is not None:
            self.line.show_problem(
                QCoreApplication.translate(
                    "Stations",
                    "Another station took over at %1 (%2): this station now only shows the event",
                )
                .replace("%1", local_time(fenced.taken_ms))
                .replace("%2", holder_text(fenced.holder))
            )
        elif (unheard := self._unheard(now)) is not None:
            text = QCoreApplication.translate(
                "Stations", "The director's station has not been heard from since %1"
            ).replace("%1", local_time(unheard.last_seen_ms))
            offer = now - unheard.last_seen_ms >= TAKEOVER_AFTER_MS
            self.line.show_problem(text, offer_take_over=offer)
            note = text
        elif seen.up_again_at is not None and now - seen.up_again_at < RECONNECTED_SHOWN_MS:
            self.line.show_good(
                QCoreApplication.translate("Stations", "Reconnected: the database answers again.")
            )
        else:
            seen.up_again_at = None
            self.line.clear()
        if self.store.read_only:
            self.screen.set_station_note(note)

    def _unheard(self, now: int) -> Lease | None:
        lease = self.lease
        if self.writer or lease is None or lease.closed_cleanly:
            return None
        return lease if now - lease.last_seen_ms >= UNHEARD_AFTER_MS else None
