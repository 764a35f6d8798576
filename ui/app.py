"""Composition root: builds the store, the domain service, the console and the clock screen.

This is the only module that imports ``db``. Tests call :func:`build_app` with a fake clock,
a seeded rng and a temporary database file. Qt is imported inside the functions that build
windows, so that :class:`DbHistory`, :func:`cli_export` and :func:`cli_import` (the
``pokerfloor export``/``import`` commands) run without it.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from db import exports
from db.errors import StoreError
from db.formula import FormulaError
from db.paths import default_db_path
from db.store import UNDOABLE, HistoryItem, Store, open_store
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.demo import demo_commands, nlhe_structure
from tournament.service.records import BuyInSettings
from tournament.service.table_play import PlayedHand
from ui.history import (
    QT_TRANSLATE_NOOP,
    DataFormat,
    PersonItem,
    PlayerEvent,
    PlayerSummary,
    ResultLine,
    SeasonItem,
    StandingLine,
)
from ui.viewmodels import TournamentItem, format_clock

if TYPE_CHECKING:  # Qt is imported only where windows are built: the export commands run without
    from PySide6.QtCore import QTimer, QTranslator

    from ui.clock_screen import ClockScreen
    from ui.console import DirectorConsole
    from ui.service_facade import ServiceFacade

__all__ = [
    "AppParts",
    "AppSettings",
    "AskNewTournament",
    "DbHistory",
    "NoTournamentError",
    "ask_new_tournament",
    "build_app",
    "cli_export",
    "cli_import",
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
        from PySide6.QtCore import QCoreApplication

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
        from PySide6.QtCore import QCoreApplication

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
        from PySide6.QtCore import QCoreApplication

        if tournament_id not in {i.id for i in self.store.tournaments()}:
            raise DomainError(
                QCoreApplication.translate("App", "That tournament is no longer in the database.")
            )
        self.tournament_id = tournament_id

    def history(self) -> Sequence[tuple[int, str]]:
        """(instant, description) of every logged action of this tournament."""
        return [(h.at_ms, h.description) for h in self.store.history(self.tournament_id)]

    def store_hand(self, hand: PlayedHand) -> None:
        """Keep a played hand's PHH text with the tournament's hands (``db.exports``)."""
        try:
            exports.add_hand(
                self.store,
                self.tournament_id,
                table=hand.table,
                number=hand.number,
                game=hand.game,
                rules=hand.rules,
                phh=hand.phh,
                at_ms=self.clock(),
            )
        except StoreError as exc:
            raise DomainError(str(exc)) from exc


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
        from PySide6.QtCore import QCoreApplication

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
    from PySide6.QtCore import QCoreApplication, QTimer

    from ui.clock_screen import ClockScreen
    from ui.console import DirectorConsole
    from ui.service_facade import ServiceFacade

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
    console = DirectorConsole(facade, history=DbHistory(store, clock))
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
    from PySide6.QtCore import QLocale

    if lang:
        return lang
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


def install_translators(lang: str) -> list[QTranslator]:
    """Load and install the program's translation (and Qt's own, for standard buttons)."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

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
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    if app is not None:
        for translator in translators:
            app.removeTranslator(translator)


def _follow(store: Store, console: DirectorConsole) -> None:
    """Display station: apply the director's newer events and repaint when there are any."""
    if store.refresh():
        console.refresh()


def _show_clock(screen: ClockScreen, screen_index: int | None) -> None:
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


def _quiet_offscreen_warnings() -> None:
    """Drop the offscreen plugin's notes about window hints it cannot honour (not the user's
    concern); every other Qt message is still printed."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message.startswith("This plugin does not support"):
            return
        print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def run_app(options: argparse.Namespace) -> int:
    """Run the program; returns the exit status (2 when the database cannot be used)."""
    from PySide6.QtWidgets import QApplication

    settings = AppSettings.from_options(options)
    if settings.screenshot is not None:
        _quiet_offscreen_warnings()
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
    from PySide6.QtWidgets import QApplication

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


# --------------------------------------------------------------------------- history and exports


def _problem(exc: StoreError) -> str:
    return exc.problem[:1].upper() + exc.problem[1:] + "."


@contextmanager
def _readable() -> Iterator[None]:
    """Database and formula problems become director-readable refusals."""
    try:
        yield
    except StoreError as exc:
        raise DomainError(_problem(exc)) from exc
    except FormulaError as exc:
        raise DomainError(str(exc)) from exc


class DbHistory:
    """Implements :class:`ui.history.HistoryFacade` over ``db.exports`` and the store."""

    def __init__(self, store: Store, clock: Callable[[], int]) -> None:
        self.store = store
        self.clock = clock

    # ------------------------------------------------------------ results
    def _tournament(self, tournament_id: str) -> TournamentItem:
        for info in self.store.tournaments():
            if info.id == tournament_id:
                return TournamentItem(info.id, info.name, info.created_ms, info.finished_ms)
        raise DomainError(
            QT_TRANSLATE_NOOP("History", "That tournament is no longer in the database.")
        )

    def currency(self, tournament_id: str) -> str:
        """The currency the tournament's prizes are paid in ("" when unknown)."""
        with _readable():
            return exports.currencies(self.store).get(tournament_id, "")

    def _results(self, tournament_id: str) -> list[exports.ResultRow]:
        with _readable():
            self._tournament(tournament_id)
            return exports.results(self.store, tournament_id)

    def results(self, tournament_id: str) -> Sequence[ResultLine]:
        """Places, names, prizes and bounties (players still in last, by chips)."""
        return [
            ResultLine(
                r.place,
                r.name,
                r.prize_cents,
                r.knockouts,
                r.bounty_cents,
                r.entries,
                r.rebuys,
                r.add_ons,
                r.paid_in_cents,
            )
            for r in self._results(tournament_id)
        ]

    def results_text(self, tournament_id: str, fmt: DataFormat) -> str:
        """The results as CSV (one line per player) or a JSON document naming the tournament."""
        rows = self._results(tournament_id)
        if fmt == "csv":
            return exports.to_csv(rows) if rows else _csv_header(exports.ResultRow)
        item = self._tournament(tournament_id)
        return (
            exports.to_json(
                {
                    "tournament": {
                        "id": item.tournament_id,
                        "name": item.name,
                        "currency": self.currency(tournament_id),
                    },
                    "results": [asdict(r) for r in rows],
                }
            )
            + "\n"
        )

    def players_text(self, fmt: DataFormat) -> str:
        """Every player's statistics across the stored tournaments."""
        with _readable():
            stats = exports.player_stats(self.store)
        return _rows_text(stats, fmt, exports.PlayerStats)

    # ------------------------------------------------------------ players
    def find_players(self, text: str) -> Sequence[PersonItem]:
        """People of the player database whose name contains ``text``."""
        with _readable():
            return [
                PersonItem(p.id, p.name, p.country)
                for p in exports.find_players(self.store, text, limit=200)
            ]

    def player_history(self, person_id: str) -> Sequence[PlayerEvent]:
        """A person's results in every stored tournament, oldest first."""
        with _readable():
            money = exports.currencies(self.store)
            return [
                PlayerEvent(
                    h.tournament,
                    h.date_ms,
                    h.place,
                    h.players,
                    h.prize_cents,
                    h.paid_in_cents,
                    money.get(h.tournament_id, ""),
                )
                for h in exports.player_history(self.store, person_id)
            ]

    def player_summary(self, person_id: str) -> PlayerSummary | None:
        """A person's statistics across every stored tournament (None: never played)."""
        with _readable():
            for s in exports.player_stats(self.store):
                if s.person_id == person_id:
                    return PlayerSummary(
                        s.events,
                        s.wins,
                        s.cashes,
                        s.best_place,
                        s.prize_cents,
                        s.paid_in_cents,
                        s.knockouts,
                    )
        return None

    # ------------------------------------------------------------ seasons
    def seasons(self) -> Sequence[SeasonItem]:
        """The stored seasons by name."""
        with _readable():
            return [
                SeasonItem(s.id, s.name, s.formula, s.tournament_ids)
                for s in exports.seasons(self.store)
            ]

    def _season(self, season_id: int) -> SeasonItem:
        for season in self.seasons():
            if season.id == season_id:
                return season
        raise DomainError(QT_TRANSLATE_NOOP("History", "That season is no longer in the database."))

    def check_formula(self, formula: str) -> None:
        """Refuse a points formula or table with the position of its first mistake."""
        with _readable():
            exports.check_points_rule(formula)

    def save_season(
        self, season_id: int | None, name: str, formula: str, tournament_ids: Sequence[str]
    ) -> int:
        """Create (``season_id`` None) or change a season: name, points rule, tournaments.

        Everything is checked before anything is written.
        """
        name = name.strip()
        if not name:
            raise DomainError(QT_TRANSLATE_NOOP("History", "Give the season a name."))
        if self.store.read_only:
            raise DomainError(
                QT_TRANSLATE_NOOP("History", "This station is read-only: seasons cannot be saved.")
            )
        self.check_formula(formula)
        others = [s for s in self.seasons() if s.id != season_id]
        if any(s.name.casefold() == name.casefold() for s in others):
            raise DomainError(
                QT_TRANSLATE_NOOP("History", "There is already a season called “%1”.").replace(
                    "%1", name
                )
            )
        known = {t.id for t in self.store.tournaments()}
        wanted = [t for t in tournament_ids if t in known]
        with _readable():
            if season_id is None:
                season_id = exports.create_season(self.store, name, formula)
                before: tuple[str, ...] = ()
            else:
                before = self._season(season_id).tournament_ids
                exports.update_season(self.store, season_id, name, formula)
            for tid in before:
                if tid not in wanted:
                    exports.add_to_season(self.store, tid, None)
            for tid in wanted:
                exports.add_to_season(self.store, tid, season_id)
        return season_id

    def _standings(self, season_id: int) -> list[exports.Standing]:
        self._season(season_id)
        with _readable():
            return exports.season_table(self.store, season_id)

    def standings(self, season_id: int) -> Sequence[StandingLine]:
        """The season's standings: points summed with its formula or table."""
        return [
            StandingLine(s.rank, s.name, s.points, s.events) for s in self._standings(season_id)
        ]

    def standings_text(self, season_id: int, fmt: DataFormat) -> str:
        """The standings as CSV or JSON."""
        return _rows_text(self._standings(season_id), fmt, exports.Standing)

    # ------------------------------------------------------------ documents and hands
    def tournament_document(self, tournament_id: str) -> str:
        """The whole tournament (its log: commands and events) as a JSON document."""
        with _readable():
            return exports.to_json(self.store.export_document(tournament_id)) + "\n"

    def import_document(self, text: str) -> str:
        """Store a tournament from a JSON document; refused whole (nothing stored) when the
        document is damaged. Returns the new tournament's id."""
        try:
            document = json.loads(text)
        except ValueError as exc:
            raise DomainError(
                QT_TRANSLATE_NOOP("History", "The file is not a JSON document (%1).").replace(
                    "%1", str(exc)
                )
            ) from exc
        if not isinstance(document, dict):
            raise DomainError(
                QT_TRANSLATE_NOOP("History", "The file is not a pokerfloor tournament export.")
            )
        with _readable():
            return self.store.import_document(document, self.clock())

    def hand_count(self, tournament_id: str) -> int:
        """How many hand histories the database holds for the tournament."""
        with _readable():
            return len(exports.hands(self.store, tournament_id))

    def hands_text(self, tournament_id: str) -> str:
        """Every stored hand of the tournament as one PHH document (``.phhs``)."""
        with _readable():
            return exports.hands_phh(self.store, tournament_id)


def _csv_header(row_type: type) -> str:
    import dataclasses

    return ",".join(f.name for f in dataclasses.fields(row_type)) + "\n"


def _rows_text(rows: Sequence[Any], fmt: DataFormat, row_type: type) -> str:
    if fmt == "csv":
        return exports.to_csv(rows) if rows else _csv_header(row_type)
    return exports.to_json(rows) + "\n"


# --------------------------------------------------------------------------- export/import commands


class CliError(Exception):
    """A problem the export/import commands report, with their exit status."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


def _pick_tournament(store: Store, wanted: str | None) -> str:
    """``--tournament``: an id, or a name (case-insensitive); default the newest one."""
    infos = store.tournaments()
    if not infos:
        raise CliError("the database holds no tournament", 2)
    if wanted is None:
        return infos[-1].id
    for info in infos:
        if info.id == wanted:
            return info.id
    named = [i for i in infos if i.name.casefold() == wanted.strip().casefold()]
    if len(named) == 1:
        return named[0].id
    listing = "; ".join(f"{i.id} {i.name!r}" for i in infos)
    if named:
        raise CliError(f"several tournaments are called {wanted!r}; give the id ({listing})", 2)
    raise CliError(f"no tournament {wanted!r} in the database (there are: {listing})", 2)


def _pick_season(history: DbHistory, wanted: str | None) -> int:
    seasons = history.seasons()
    names = ", ".join(repr(s.name) for s in seasons) or "none"
    if wanted is None:
        raise CliError(f"name the season with --season (seasons: {names})", 2)
    for season in seasons:
        if season.name.casefold() == wanted.strip().casefold():
            return season.id
    raise CliError(f"no season {wanted!r} in the database (seasons: {names})", 2)


@contextmanager
def _cli_store(db: str | None, *, read_only: bool) -> Iterator[Store]:
    target: str | Path = db if db else default_db_path()
    if read_only and isinstance(target, Path) and not target.exists():
        raise CliError(f"{target}: there is no database file here", 2)
    now = system_clock()
    try:
        store = open_store(target, now_ms=now, read_only=read_only)
    except StoreError as exc:
        raise CliError(str(exc), 2) from exc
    try:
        yield store
    finally:
        store.close(system_clock())


def cli_export(
    what: str, db: str | None, tournament: str | None, season: str | None, fmt: str
) -> str:
    """The text ``pokerfloor export WHAT`` writes (the database opened read-only).

    Raises :class:`CliError` (status 2) when the database or the tournament/season cannot be
    read.
    """
    with _cli_store(db, read_only=True) as store:
        history = DbHistory(store, system_clock)
        data_format: DataFormat = "csv" if fmt == "csv" else "json"
        try:
            if what == "players":
                return history.players_text(data_format)
            if what == "season":
                return history.standings_text(_pick_season(history, season), data_format)
            tid = _pick_tournament(store, tournament)
            if what == "results":
                return history.results_text(tid, data_format)
            if what == "tournament":
                return history.tournament_document(tid)
            if what == "hands":
                return history.hands_text(tid)
        except DomainError as exc:
            raise CliError(str(exc), 2) from exc
    raise CliError(f"nothing to export called {what!r}", 2)  # pragma: no cover - argparse


def cli_import(text: str, db: str | None) -> tuple[str, str]:
    """Store a tournament document (``pokerfloor import tournament``); its (id, name).

    Raises :class:`CliError`: status 2 when the database cannot be opened, 1 when the
    document is refused (nothing is stored then).
    """
    with _cli_store(db, read_only=False) as store:
        history = DbHistory(store, system_clock)
        try:
            tid = history.import_document(text)
        except DomainError as exc:
            raise CliError(str(exc), 1) from exc
        name = next((i.name for i in store.tournaments() if i.id == tid), "")
        return tid, name
