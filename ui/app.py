"""Composition root: builds the store, the domain service, the console and the clock screen.

This is the only module that imports ``db``. Tests call :func:`build_app` with a fake clock,
a seeded rng and a temporary database file.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QDialog

from db.errors import StoreError
from db.paths import default_db_path
from db.store import UNDOABLE, HistoryItem, Store, open_store
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.demo import demo_commands, nlhe_structure
from tournament.service.records import BuyInSettings
from ui.clock_screen import ClockScreen
from ui.console import DirectorConsole
from ui.new_tournament import NewTournamentDialog
from ui.service_facade import ServiceFacade
from ui.viewmodels import TournamentItem, format_clock

__all__ = [
    "AppParts",
    "AppSettings",
    "AskNewTournament",
    "NoTournamentError",
    "ask_new_tournament",
    "build_app",
    "install_translators",
    "resolve_language",
    "run_app",
    "system_clock",
]

AskNewTournament = Callable[[], c.CreateTournament | None]
"""Asks the director for a new tournament on the first start (None: they cancelled)."""

LANGUAGES = ("en", "de", "fr", "ja")
"""Languages the program is translated into (English is the source language)."""
TRANSLATIONS_PACKAGE = "resources.translations"

CLOSED_NOTICE_AFTER_MS = 60_000
HEARTBEAT_MS = 15_000
FOLLOW_MS = 500


def system_clock() -> int:
    """The real clock: milliseconds since the Unix epoch (the shell's only time source)."""
    return time.time_ns() // 1_000_000


@dataclass(frozen=True, slots=True)
class AppSettings:
    """What the command line chose."""

    db: str | None = None
    demo: str | None = None
    display_only: bool = False
    clock_screen: int | None = None
    screenshot: str | None = None
    new_tournament: Literal["ask", "default"] = "ask"
    """With no tournament in the database: ask the director (the New-tournament dialog), or
    create a default one (screenshots, automation)."""
    lang: str | None = None

    @classmethod
    def from_options(cls, options: argparse.Namespace) -> AppSettings:
        """Settings from the parsed command line."""
        return cls(
            db=options.db,
            demo=options.demo,
            display_only=options.display_only,
            clock_screen=options.clock_screen,
            screenshot=options.screenshot,
            new_tournament="default" if options.screenshot is not None else "ask",
            lang=getattr(options, "lang", None),
        )

    def target(self) -> str | Path:
        """The database to open: ``--db``, else the demo file or the default file."""
        if self.db:
            return self.db
        default = default_db_path()
        if self.demo:
            return default.with_name(f"pokerfloor-demo-{self.demo}.sqlite")
        return default


class NoTournamentError(Exception):
    """The database holds no tournament and the director did not create one."""


def _undo_stacks(items: Sequence[HistoryItem]) -> tuple[list[int], list[int]]:
    """The undo and redo stacks of log sequence numbers, as ``db.Store`` rebuilds them."""
    done: list[int] = []
    undone: list[int] = []
    for item in items:
        if item.kind in UNDOABLE:
            done.append(item.seq)
            undone.clear()
        elif item.kind == "create":
            undone.clear()
        elif item.kind == "undo" and done and done[-1] == item.target_seq:
            undone.append(done.pop())
        elif item.kind == "redo" and undone and undone[-1] == item.target_seq:
            done.append(undone.pop())
    return done, undone


class StoreCommands:
    """Adapts ``db.Store`` to the facade's ``CommandStore`` for the tournament on screen.

    The store's undo history spans the whole file; undo and redo are offered only when the
    action they would change belongs to the tournament on screen.
    """

    def __init__(
        self, store: Store, tournament_id: str, clock: Callable[[], int], rng: random.Random
    ) -> None:
        self.store = store
        self.tournament_id = tournament_id
        self.clock = clock
        self.rng = rng

    def load(self) -> Tournament:
        """The tournament as last committed."""
        aggregate: Tournament = self.store.load(self.tournament_id)
        return aggregate

    def execute(self, command: c.Command) -> None:
        """One command, one transaction; a database problem is shown like a refusal."""
        try:
            self.store.execute(self.tournament_id, command, self.clock(), self.rng)
        except StoreError as exc:
            raise DomainError(str(exc)) from exc

    def _ours(self) -> tuple[bool, bool]:
        """Whether the next undo and the next redo change the tournament on screen."""
        items = self.store.history()
        owner = {item.seq: item.tournament_id for item in items}
        done, undone = _undo_stacks(items)
        return (
            bool(done) and owner.get(done[-1]) == self.tournament_id,
            bool(undone) and owner.get(undone[-1]) == self.tournament_id,
        )

    def undo(self) -> None:
        """Undo the last director action."""
        if not self._ours()[0]:
            raise DomainError(
                QCoreApplication.translate(
                    "App", "There is no action of this tournament left to undo."
                )
            )
        try:
            self.store.undo(self.clock())
        except StoreError as exc:
            raise DomainError(exc.problem.capitalize() + ".") from exc

    def redo(self) -> None:
        """Redo the last undone action."""
        if not self._ours()[1]:
            raise DomainError(
                QCoreApplication.translate(
                    "App", "There is no undone action of this tournament to redo."
                )
            )
        try:
            self.store.redo(self.clock())
        except StoreError as exc:
            raise DomainError(exc.problem.capitalize() + ".") from exc

    def undo_label(self) -> str | None:
        """ "Undo: ..." or None."""
        label = self.store.undo_label
        return label if label is not None and self._ours()[0] else None

    def redo_label(self) -> str | None:
        """ "Redo: ..." or None."""
        label = self.store.redo_label
        return label if label is not None and self._ours()[1] else None

    def tournaments(self) -> Sequence[TournamentItem]:
        """Every tournament in the database, oldest first."""
        return [
            TournamentItem(i.id, i.name, i.created_ms, i.finished_ms)
            for i in self.store.tournaments()
        ]

    def create(self, command: c.CreateTournament) -> None:
        """Create a tournament and make it the one on screen."""
        try:
            tid = self.store.create_tournament(command, self.clock(), self.rng)
        except StoreError as exc:
            raise DomainError(str(exc)) from exc
        self.tournament_id = tid

    def switch(self, tournament_id: str) -> None:
        """Make another stored tournament the one on screen."""
        if tournament_id not in {i.id for i in self.store.tournaments()}:
            raise DomainError(
                QCoreApplication.translate("App", "That tournament is no longer in the database.")
            )
        self.tournament_id = tournament_id

    def history(self) -> Sequence[tuple[int, str]]:
        """(instant, description) of every logged action of this tournament."""
        return [(h.at_ms, h.description) for h in self.store.history(self.tournament_id)]


def default_tournament_command() -> c.CreateTournament:
    """The tournament created without asking (screenshots, automation)."""
    return c.CreateTournament(
        "New tournament", BuyInSettings(max_entries=2), nlhe_structure(), table_count=4
    )


def ask_new_tournament() -> c.CreateTournament | None:
    """The first start: the New-tournament dialog on its own (None: cancelled)."""
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
    infos = store.tournaments()
    if not infos:
        if store.read_only:
            raise StoreError(store.where, "there is no tournament in this database yet")
        if settings.demo:
            commands = demo_commands(rng, now, game="horse" if settings.demo == "horse" else "nlhe")
            tid = store.create_tournament(commands[0], now, rng)
            for command in commands[1:]:
                store.execute(tid, command, now, rng)
            return tid
        if settings.new_tournament == "default":
            return store.create_tournament(default_tournament_command(), now, rng)
        created = ask()
        if created is None:
            raise NoTournamentError("no tournament was created")
        return store.create_tournament(created, now, rng)
    unfinished = [info for info in infos if info.finished_ms is None]
    return (unfinished or infos)[-1].id


@dataclass
class AppParts:
    """The running program's pieces (tests drive them directly)."""

    store: Store
    commands: StoreCommands
    facade: ServiceFacade
    console: DirectorConsole
    clock_screen: ClockScreen
    timers: list[QTimer]
    translators: list[QTranslator] = field(default_factory=list)

    @property
    def tournament_id(self) -> str:
        """The tournament on screen."""
        return self.commands.tournament_id

    def close(self, now: int) -> None:
        """Stop timers, close windows and the database (writes the last-seen instant)."""
        for timer in self.timers:
            timer.stop()
        self.clock_screen.close()
        self.console.close()
        self.store.close(now)
        app = QCoreApplication.instance()
        for translator in self.translators:
            if app is not None:
                app.removeTranslator(translator)
        self.translators = []


def build_app(
    settings: AppSettings,
    clock: Callable[[], int],
    rng: random.Random,
    ask_new: AskNewTournament = ask_new_tournament,
) -> AppParts:
    """Open the database and build the windows (a ``QApplication`` must exist).

    Raises :class:`db.errors.StoreError` (a clear message naming the file) when the
    database cannot be used; the file is never overwritten. With no tournament in the
    database, ``ask_new`` asks the director for one (unless the settings say to create the
    default); :class:`NoTournamentError` when they cancel.
    """
    translators = install_translators(settings.lang) if settings.lang else []
    now = clock()
    target = settings.target()
    if isinstance(target, Path) and not settings.display_only:
        target.parent.mkdir(parents=True, exist_ok=True)
    store = open_store(target, now_ms=now, read_only=settings.display_only)
    try:
        tid = choose_tournament(store, settings, now, rng, ask_new)
    except BaseException:
        store.close(now)
        _remove(translators)
        raise
    commands = StoreCommands(store, tid, clock, rng)
    facade = ServiceFacade(commands, clock, rng)
    console = DirectorConsole(facade)
    screen = ClockScreen(facade.clock_model)
    console.show_clock_requested.connect(lambda: _show_clock(screen, None))
    timers: list[QTimer] = []
    if settings.display_only:
        console.set_display_only()
        follow = QTimer(console)
        follow.setInterval(FOLLOW_MS)
        follow.timeout.connect(lambda: _follow(store, console))
        follow.start()
        timers.append(follow)
    else:
        if store.closed_for_ms >= CLOSED_NOTICE_AFTER_MS:
            running = facade.t.clock_view(now).running
            message = QCoreApplication.translate("App", "pokerfloor was closed for %1.").replace(
                "%1", format_clock(store.closed_for_ms)
            )
            if running:
                message += " " + QCoreApplication.translate(
                    "App",
                    "The clock kept running as if it never stopped: pause or adjust it if needed.",
                )
            console.show_notice(message)
        heartbeat = QTimer(console)
        heartbeat.setInterval(HEARTBEAT_MS)
        heartbeat.timeout.connect(lambda: store.heartbeat(clock()))
        heartbeat.start()
        timers.append(heartbeat)
    return AppParts(store, commands, facade, console, screen, timers, translators)


def resolve_language(lang: str | None) -> str:
    """``--lang``, else the system locale's language when the program speaks it, else English."""
    if lang:
        return lang
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


def install_translators(lang: str) -> list[QTranslator]:
    """Load and install the program's translation (and Qt's own, for standard buttons)."""
    app = QCoreApplication.instance()
    if app is None or lang == "en":
        return []
    installed: list[QTranslator] = []
    ours = QTranslator(app)
    qm = resources.files(TRANSLATIONS_PACKAGE).joinpath(f"pokerfloor_{lang}.qm")
    if ours.load(str(qm)):
        app.installTranslator(ours)
        installed.append(ours)
    qt = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{lang}", folder):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


def _remove(translators: list[QTranslator]) -> None:
    app = QCoreApplication.instance()
    if app is not None:
        for translator in translators:
            app.removeTranslator(translator)


def _follow(store: Store, console: DirectorConsole) -> None:
    """Display station: apply the director's newer events and repaint when there are any."""
    if store.refresh():
        console.refresh()


def _show_clock(screen: ClockScreen, screen_index: int | None) -> None:
    screens = QApplication.screens()
    if screen_index is not None and 0 <= screen_index < len(screens):
        screen.setScreen(screens[screen_index])
        screen.move(screens[screen_index].geometry().topLeft())
        screen.showFullScreen()
    else:
        screen.show()
    screen.raise_()


def run_app(options: argparse.Namespace) -> int:
    """Run the program; returns the exit status (2 when the database cannot be used)."""
    settings = AppSettings.from_options(options)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("pokerfloor")
    settings = replace(settings, lang=resolve_language(settings.lang))
    try:
        parts = build_app(settings, system_clock, random.SystemRandom())
    except StoreError as exc:
        print(f"pokerfloor: {exc}", file=sys.stderr)
        return 2
    except NoTournamentError:
        print("pokerfloor: no tournament was created; nothing to open.", file=sys.stderr)
        return 0
    parts.console.show()
    _show_clock(parts.clock_screen, settings.clock_screen)
    if settings.screenshot is not None:
        return _screenshots(parts, Path(settings.screenshot))
    app.aboutToQuit.connect(lambda: parts.close(system_clock()))
    return app.exec()


def _screenshots(parts: AppParts, folder: Path) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    parts.console.resize(1400, 860)
    parts.clock_screen.resize(1600, 900)
    for _ in range(5):
        QApplication.processEvents()
    console_png = folder / "console.png"
    clock_png = folder / "clock.png"
    parts.console.grab().save(str(console_png))
    parts.clock_screen.grab().save(str(clock_png))
    print(f"pokerfloor: saved {console_png} and {clock_png}")
    parts.close(system_clock())
    return 0
