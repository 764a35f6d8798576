"""Builds the running program: the store, the facade, the console and the clock screen
(a display station follows the director's station: :mod:`ui.app.display_station`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from db.connect import open_store
from db.errors import StoreError
from db.fresh_copy import write_fresh_copy
from db.live_hands import interrupt_all
from db.store import Store
from db.uow import TournamentUnitOfWork
from tournament.service import commands as c
from tournament.service.demo import demo_commands, nlhe_structure
from tournament.service.records import BuyInSettings
from ui import heap
from ui.app.db_hands import DbHandArchive
from ui.app.db_history import DbHistory, _readable
from ui.app.db_people import DbPeople
from ui.app.db_seats import DbSeatSource
from ui.app.display_station import follow_as_display
from ui.app.settings import AppSettings, AskNewTournament, NoTournamentError
from ui.app.translations import install_translators, remove_translators
from ui.history import QT_TRANSLATE_NOOP
from ui.viewmodels import format_clock

if TYPE_CHECKING:  # Qt is imported only where windows are built: the export commands run without
    from PySide6.QtCore import QTimer, QTranslator

    from ui.app.station_watch import StationWatch
    from ui.bridge import EventBridge
    from ui.clock_screen import ClockScreen
    from ui.console import DirectorConsole
    from ui.director_service import ServiceFacade
    from ui.live.wiring import LiveView
    from ui.wal_alert import WalAlert

__all__ = [
    "AppParts",
    "ask_new_tournament",
    "build_app",
    "choose_tournament",
    "default_tournament_command",
    "show_clock",
]


CLOSED_NOTICE_AFTER_MS = 60_000


_UOW_MESSAGES = (
    QT_TRANSLATE_NOOP("App", "There is no action of this tournament left to undo."),
    QT_TRANSLATE_NOOP("App", "There is no undone action of this tournament to redo."),
    QT_TRANSLATE_NOOP("App", "That tournament is no longer in the database."),
    QT_TRANSLATE_NOOP(
        "App",
        "Not recorded: the database cannot be reached, so nothing of this action was written. "
        "Do it again once the line under the clock says “Reconnected”.",
    ),
    QT_TRANSLATE_NOOP(
        "App",
        "Not recorded: another program holds the database file's write lock (for instance "
        "the sqlite3 command line inside a transaction), so nothing of this action was "
        "written. Do it again once the line under the clock no longer says so.",
    ),
    QT_TRANSLATE_NOOP(
        "App",
        "The database cannot be reached right now: nothing was read or changed. "
        "The line under the clock says when it answers again.",
    ),
)
"""The unit of work's own refusals (``db.uow``), translated when shown."""


def _translate_app(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("App", text)


def default_tournament_command() -> c.CreateTournament:
    """The tournament created without asking (screenshots, automation)."""
    return c.CreateTournament(
        "New tournament", BuyInSettings(max_entries=2), nlhe_structure(), table_count=4
    )


def ask_new_tournament() -> c.CreateTournament | None:
    """The first start: the New-tournament dialog on its own (None: cancelled)."""
    from PySide6.QtWidgets import QDialog

    from ui.new_tournament import NewTournamentDialog

    dialog = NewTournamentDialog()
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.command()


def choose_tournament(
    store: Store,
    settings: AppSettings,
    now: int,
    rng: random.Random,
    ask: AskNewTournament = ask_new_tournament,
) -> str:
    """The tournament to open: the newest unfinished one; with none, a demo, the default
    tournament or the one the director sets up in the New-tournament dialog."""
    infos = store.log.tournaments()
    if not infos:
        if store.read_only:
            raise StoreError(store.where, "there is no tournament in this database yet")
        if settings.demo:
            commands = demo_commands(rng, now, game="horse" if settings.demo == "horse" else "nlhe")
            create = commands[0]
            assert isinstance(create, c.CreateTournament)  # a demo starts by creating it
            tid = store.log.create_tournament(create, now, rng)
            for command in commands[1:]:
                store.log.execute(tid, command, now, rng)
            return tid
        if settings.new_tournament == "default":
            return store.log.create_tournament(default_tournament_command(), now, rng)
        created = ask()
        if created is None:
            raise NoTournamentError("no tournament was created")
        return store.log.create_tournament(created, now, rng)
    unfinished = [info for info in infos if info.finished_ms is None]
    return (unfinished or infos)[-1].id


@dataclass
class AppParts:
    """The running program's pieces (tests drive them directly)."""

    store: Store
    uow: TournamentUnitOfWork
    facade: ServiceFacade
    console: DirectorConsole
    clock_screen: ClockScreen
    bridge: EventBridge
    timers: list[QTimer]
    translators: list[QTranslator] = field(default_factory=list)
    live: LiveView | None = None
    follow: Callable[[], None] | None = None
    """Display station: what the follow timer does (read the writer's news), for tests."""
    watch: StationWatch | None = None
    """What the station knows about the database and the director's station (its timer
    ticks every second; tests call :meth:`StationWatch.tick`)."""
    take_over: bool = False
    """The director asked to take over as the director's station (``ui.app.takeover``)."""

    @property
    def tournament_id(self) -> str:
        """The tournament on screen."""
        return self.uow.tournament_id

    def close(self, now: int) -> None:
        """Stop timers, close windows and the database (writes the last-seen instant)."""

        for timer in self.timers:
            timer.stop()
        if self.watch is not None:
            self.watch.stop()
        if self.live is not None:
            self.live.close()
        self.clock_screen.close()
        self.console.close()
        self.store.close(now)
        remove_translators(self.translators)  # the domain's words and numbers too
        self.translators = []
        heap.release()


def build_app(
    settings: AppSettings,
    now: Callable[[], int],
    rng: random.Random,
    ask_new: AskNewTournament = ask_new_tournament,
) -> AppParts:
    """Open the database and build the windows (a ``QApplication`` must exist).

    Raises :class:`db.errors.StoreError` (a clear message naming the file) when the
    database cannot be used; the file is never overwritten. With no tournament in the
    database, ``ask_new`` asks the director for one (unless the settings say to create the
    default); :class:`NoTournamentError` when they cancel. The cyclic garbage collector
    waits meanwhile (:func:`ui.heap.loading`).
    """
    with heap.loading():
        return _build_app(settings, now, rng, ask_new)


def _build_app(
    settings: AppSettings,
    now: Callable[[], int],
    rng: random.Random,
    ask_new: AskNewTournament,
) -> AppParts:
    from PySide6.QtCore import QCoreApplication, QTimer

    from ui.app.console_ports import console_ports
    from ui.app.later_check import check_after_first_paint
    from ui.app.staff_directory import DbStaffDirectory
    from ui.app.station_watch import WATCH_MS, StationWatch
    from ui.bridge import EventBridge
    from ui.clock_screen import ClockScreen
    from ui.console import DirectorConsole
    from ui.director_service import ServiceFacade
    from ui.live.staff_share import StaffShare
    from ui.live.wiring import install_live_share

    translators = install_translators(settings.lang) if settings.lang else []
    opened_ms = now()
    target = settings.target()
    if isinstance(target, Path) and not settings.display_only:
        target.parent.mkdir(parents=True, exist_ok=True)
    store = open_store(
        target,
        now_ms=opened_ms,
        read_only=settings.display_only,
        take_over=settings.take_over,
        check_later=True,  # the whole file's values: after the first paint (below)
    )
    try:
        tid = choose_tournament(store, settings, opened_ms, rng, ask_new)
    except BaseException:
        store.close(opened_ms)
        remove_translators(translators)
        raise
    uow = TournamentUnitOfWork(store, tid, now, rng, _translate_app)
    facade = ServiceFacade(uow, now, rng)
    facade.seats.source = DbSeatSource(store)
    facade.version = lambda: store.log.last_seq  # the clock model: built once per change
    bridge = EventBridge(lambda: uow.tournament_id)
    store.log.subscribe(bridge.publish)  # the store's only subscriber
    bridge.logged.connect(  # the recent seats follow the entry, not a read of the log
        lambda c: facade.seats.follow(c.tournament_id, c.after_seq, c.last_seq, c.entry)
    )
    bridge.logged.connect(  # so do the Log tab's lines
        lambda c: uow.follow_logged(c.tournament_id, c.entry.seq, c.action, c.last_seq)
    )
    hands = DbHandArchive(store, lambda: uow.tournament_id)
    history = DbHistory(store, now)
    console = DirectorConsole(console_ports(facade), history=history, bridge=bridge, hands=hands)
    console.people = DbPeople(store, now)
    console.print_actions.now = now  # a receipt says when it was printed
    console.tables_tab.table_actions.demo_event = bool(settings.demo)
    bridge.setParent(console)
    screen = ClockScreen(facade.clock_model)
    screen.follow(bridge)
    # spoken announcements: the step on the clock, in the event's language
    screen.alerts.level_source = lambda: facade.t.clock_view(now()).level
    screen.alerts.language = settings.lang or "en"
    console.menus.alert_settings.level_source = screen.alerts.level_source
    console.menus.alert_settings.language = screen.alerts.language
    console.show_clock_requested.connect(lambda: show_clock(screen, None))

    staff_links = DbStaffDirectory(store, now, lambda: uow.tournament_id)
    staff = StaffShare(staff_links, facade, facade.bounties_on, now)
    live = install_live_share(
        console, screen, facade, bridge, now, store.where, staff=staff, staff_links=staff_links
    )
    timers: list[QTimer] = []
    alert = None if settings.display_only else _wal_alert(store, console, now)

    def beat(now_ms: int) -> None:  # the lease was just touched on the watch's worker
        store.idle_work(now_ms, checkpoint_aside=True)  # the copy waits for the disk
        if alert is not None:
            alert.check()

    station = StationWatch(
        store, console.station_line, screen, now, beat=beat, become_display=lambda: follow()
    )
    watch_timer = QTimer(console)
    watch_timer.setInterval(WATCH_MS)
    watch_timer.timeout.connect(station.tick)
    watch_timer.start()
    timers.append(watch_timer)

    def follow() -> None:
        """Be a display station (``ui.app.display_station``)."""
        parts.follow = follow_as_display(store, station, console, bridge, now, timers)

    if not settings.display_only:
        interrupt_all(store, opened_ms)  # a hand left by a program that stopped mid-hand: resumable
        if store.closed_for_ms >= CLOSED_NOTICE_AFTER_MS:
            running = facade.t.clock_view(opened_ms).running
            message = QCoreApplication.translate("App", "pokerfloor was closed for %1.").replace(
                "%1", format_clock(store.closed_for_ms)
            )
            if running:
                message += " " + QCoreApplication.translate(
                    "App",
                    "The clock kept running as if it never stopped: pause or adjust it if needed.",
                )
            console.show_notice(message)
        # a lost -wal is noticed (and secured) at the next commit: say so right after it
        wal_alert = alert
        if wal_alert is not None:
            bridge.committed.connect(lambda _events: QTimer.singleShot(0, wal_alert.check))
    parts = AppParts(store, uow, facade, console, screen, bridge, timers, translators, live)
    parts.watch = station
    if settings.display_only:
        follow()
    console.station_line.take_over_requested.connect(lambda: _ask_take_over(parts, station))
    # Quit means quit: closing the console (Ctrl+Q or the window) closes the clock screen,
    # stops the timers and closes the database (its lock released), so the program ends.
    console.closed.connect(lambda: parts.close(now()))
    if store.later_check is not None:
        check_after_first_paint(
            store.later_check, console, lambda box: console.run_dialog(box), console.close
        )
    heap.freeze()  # the tournament's state is long-lived: out of the collector's walks
    return parts


def _ask_take_over(parts: AppParts, station: StationWatch) -> None:
    """The director pressed "Take over as director's station…": confirm, then this station
    closes and ``run_app`` opens the database again as the writer (``ui.app.takeover``)."""
    from ui.app.takeover import confirm_take_over

    lease = station.lease
    if lease is None or not confirm_take_over(lease, parts.console, parts.console.run_dialog):
        return
    parts.take_over = True
    parts.console.close()


def _wal_alert(store: Store, console: DirectorConsole, now: Callable[[], int]) -> WalAlert:
    """The heartbeat's check that the database's write-ahead log is still there."""
    from ui.wal_alert import WalAlert

    def fresh_copy() -> Path:
        with _readable():
            return write_fresh_copy(store, now())

    return WalAlert(console, lambda: store.wal_problem, fresh_copy)


def show_clock(screen: ClockScreen, screen_index: int | None) -> None:
    """Show the clock: full screen on screen ``screen_index`` when given; otherwise where it
    was last time (screen, size, full screen); the first time full screen on the second
    screen when there is one (the TV), else as a window beside the console."""
    from PySide6.QtWidgets import QApplication

    screens = QApplication.screens()
    if screen_index is None and not screen.isVisible() and screen.has_saved_placement():
        screen.restore_placement()
        screen.show()
        screen.raise_()
        return
    if screen_index is None and len(screens) > 1:
        screen_index = 1
    if screen_index is not None and 0 <= screen_index < len(screens):
        screen.setScreen(screens[screen_index])
        screen.move(screens[screen_index].geometry().topLeft())
        screen.showFullScreen()
    else:
        area = screens[0].availableGeometry() if screens else None
        if area is not None and not screen.isVisible():
            # leave the console's top-left corner free: the clock opens lower right
            screen.move(area.x() + area.width() // 3, area.y() + area.height() // 4)
        screen.show()
    screen.raise_()
