"""What a station knows about the database and the director's station, said on its screens.

:class:`StationWatch` runs every second on every station, without ever needing the database
to keep the clock going (the clock is computed from the tournament in memory):

* it reads the writer's lease (:meth:`db.store.Store.lease_now`); when that fails the
  console says "The database is unreachable since 21:03:12 — nothing is being recorded"
  until a read succeeds again, then "Reconnected" for a while; a display station's clock
  screen says so in small type. The read is done away from the UI thread
  (:class:`db.aside.Aside`, its own connection, its own thread: on a network that drops
  packets a read waits for seconds, the clock must not); a read that has not answered after
  :data:`STUCK_TICKS` looks means the database is unreachable too. While it is, the
  station tries again every :data:`RETRY_MS`; a display station's follow reads on the same worker;
* the writer touches its lease every :data:`BEAT_MS` on the worker thread too (the store's
  heartbeat job, :meth:`db.store.Store.beat_job`, instead of that second's lease read); the
  rest of the heartbeat (due snapshots, the SQLite checkpoint, the write-ahead log's watch)
  runs on the UI thread right after it answered. A SQLite file whose write lock another
  program holds (the ``sqlite3`` command line inside a transaction) makes the touch give up
  after a second: the console names the lock until it is free, and when another station
  has taken over (:mod:`db.fence`) it says "Another station took over at 21:14" and
  follows as a display station from then on;
* what the watch learned is the gate of every transaction on the program's own
  connection (:class:`db.reach.Reach`): while the database is unreachable or write-locked
  a director's action is refused at once ("Not recorded…"), and on a database server a
  transaction first has the worker's fresh answer (waited for a fraction of a second), so
  no click waits on a network that went silent;
* a display station says "The director's station has not been heard from since 21:02"
  once the lease has not been touched for :data:`UNHEARD_AFTER_MS`, and offers "Take over
  as director's station…" after :data:`db.lease.TAKEOVER_AFTER_MS`.

No database fault escapes into Qt's event loop: every one is shown, none is printed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt, Signal, Slot

from db import lease as leases
from db.aside import Aside, ReadFinished
from db.errors import FencedOutError, LockedError, StoreError, WriterBusyError
from db.follow import Job
from db.lease import TAKEOVER_AFTER_MS, Lease
from db.reach import Reach
from db.store import Store
from ui.app.second_copy import holder_text
from ui.clock_screen import ClockScreen
from ui.console.station_line import StationLine

__all__ = [
    "BEAT_MS",
    "RECONNECTED_SHOWN_MS",
    "RETRY_MS",
    "STUCK_TICKS",
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
STUCK_TICKS = 3
"""A read of the worker that has not answered after this many ticks of the watch (3 s):
the database is unreachable."""
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


class _Wake(QObject):
    """Brings "the worker finished" to the UI thread (a queued signal)."""

    finished = Signal()

    def __init__(self, collect: Callable[[], None]) -> None:
        super().__init__()
        self._collect = collect
        self.finished.connect(self.collect, Qt.ConnectionType.QueuedConnection)

    @Slot()
    def collect(self) -> None:
        """On the UI thread: take the worker's result."""
        self._collect()


class StationWatch:
    """The station's watch (see the module doc); :meth:`tick` runs every :data:`WATCH_MS`."""

    def __init__(
        self,
        store: Store,
        line: StationLine,
        screen: ClockScreen,
        now: Callable[[], int],
        *,
        beat: Callable[[int], None],
        become_display: Callable[[], None] = lambda: None,
    ) -> None:
        self.store = store
        self.line = line
        self.screen = screen
        self.now = now
        self._beat = beat
        self._become_display = become_display
        self._read_news: Callable[[], Job] | None = None
        self._take_news: Callable[[object], None] = lambda _news: None
        self.writer = not store.read_only
        self.seen = _Seen(last_beat=now())
        self.lease: Lease | None = None
        self.reach = Reach(store.engine, store.where)
        self.aside = Aside(store.engine, store.where, on_answer=self.reach.answered)
        store.transactions.gate = self.reach.check
        self._wake = _Wake(self.collect)
        self._waited = 0
        self._stopped = False
        self._follow_next = False

    @property
    def unreachable(self) -> bool:
        """True while the database cannot be reached."""
        return self.seen.down_since is not None

    def stop(self) -> None:
        """The program is closing: no more looks, and what the worker still reads is
        dropped."""
        self._stopped = True
        self.store.transactions.gate = lambda _writing: None

    def tick(self) -> None:
        """Look at the database once (see the module doc)."""
        if self._stopped or self.store.closed:
            return
        now = self.now()
        seen = self.seen
        if self.aside.running:
            self._waited += 1
            if self._waited >= STUCK_TICKS:
                self.failed(now)
            return
        self._waited = 0
        if seen.down_since is not None and now - seen.last_try < RETRY_MS:
            return
        seen.last_try = now
        beat = self.writer and self.store.fenced_out is None
        if beat and (self.reach.locked or now - seen.last_beat >= BEAT_MS):
            seen.last_beat = now
            self.aside.start("beat", self.store.beat_job(now), now, self._wake.finished.emit)
            return
        self.aside.start("lease", leases.read, now, self._wake.finished.emit)

    def follow(self) -> None:
        """A display station's follow timer: read the director's news on the worker, unless
        the database is known to be unreachable (the watch tries it again)."""
        read = self._read_news
        now = self.now()
        closed = self._stopped or self.store.closed
        if closed or self.seen.down_since is not None or read is None:
            return
        if self.aside.running:  # the lease read: the follow comes right after it
            self._follow_next = True
            return
        self._follow_next = False
        self.aside.start("news", read(), now, self._wake.finished.emit)

    def collect(self) -> None:
        """On the UI thread, as soon as the worker finished: take what it read."""
        finished = self.aside.result()
        if finished is None or self._stopped or self.store.closed:
            return
        self._waited = 0  # the looks a read has not answered count for that read only
        now = self.now()
        error = finished.error
        if isinstance(error, FencedOutError):  # the heartbeat found another station's number
            self.show(now)
            return
        if isinstance(error, LockedError) and not isinstance(error, WriterBusyError):
            self.reach.locked = True
            self.show(now)
            return
        if error is not None:
            self.failed(now)
            return
        if finished.name == "beat":
            self.reach.locked = False
        if self.seen.down_since is not None:
            self.reach.down_since = None  # the worker's read answered: let the revival read
            if not self._revive():
                self.failed(now)
                return
        try:
            self._take(finished, now)
        except FencedOutError:
            pass
        except StoreError:
            self.failed(now)
            return
        self.reached(now)
        self.show(now)
        if self._follow_next:
            self.follow()

    def _take(self, finished: ReadFinished, now: int) -> None:
        if finished.name == "news":
            self._take_news(finished.value)
            return
        value = finished.value
        self.lease = self.store.lease_seen(value if isinstance(value, Lease) else None)
        if finished.name == "beat" and self.store.fenced_out is None:
            self._beat(now)

    def _revive(self) -> bool:
        """Back from an outage (the worker's read just answered): the program's own
        connection, cut meanwhile, is opened again by a first read that may fail. On a
        server it is dropped first, unused: a session the network lost silently would hold
        that read until the driver gives up; a new one answers like the worker's."""
        if self.reach.server:
            self.store.transactions.renew()
        for _ in range(2):
            try:
                self.store.lease_now()
            except FencedOutError:
                return True
            except StoreError:
                continue
            return True
        return False

    def start_following(self, read: Callable[[], Job], take: Callable[[object], None]) -> None:
        """From now on :meth:`follow` reads the director's news with the job ``read()``
        makes (on the UI thread; the job runs on the worker's connection) and applies them
        with ``take`` (on the UI thread)."""
        self._read_news = read
        self._take_news = take

    def failed(self, now: int) -> None:
        """A read or write of the database failed: it is unreachable from ``now``."""
        if self.seen.down_since is None:
            self.seen.down_since = now
            self.seen.last_try = now
        self.reach.down_since = self.seen.down_since
        self.show(now)

    def reached(self, now: int) -> None:
        """The database answered."""
        if self.seen.down_since is not None:
            self.seen.down_since = None
            self.seen.up_again_at = now
        self.reach.down_since = None

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
        elif self.reach.locked:
            text = QCoreApplication.translate(
                "Stations",
                "The database file is write-locked by another program (for instance the "
                "sqlite3 command line inside a transaction) — nothing can be recorded until "
                "it lets go: %1",
            ).replace("%1", self.store.where)
            self.line.show_problem(text)
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
