"""The director console window: the clock strip, the banner, the tabs and the menus.

Each part reads through the small port its module declares (the window is handed them,
:class:`ui.console.ports.ConsolePorts`, and gives each part its own) and every change is
one command through :meth:`DirectorConsole.send`; a refusal is shown in the red banner and changes
nothing. Dialogs are run through :attr:`DirectorConsole.run_dialog`
(``exec()`` by default) so that tests can answer them without blocking. What each part
does lives in its own module: :mod:`~ui.console.clock_bar`, :mod:`~ui.console.players_tab`,
:mod:`~ui.console.tables_tab`, :mod:`~ui.console.structure_tab`,
:mod:`~ui.console.payouts_tab`, :mod:`~ui.console.tournament_files`,
:mod:`~ui.console.history_actions` and :mod:`~ui.console.menus`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QDialog,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament.engine.rules import Rules
from tournament.errors import DomainError
from tournament.service import commands as c
from ui import heap
from ui.bridge import Change, EventBridge
from ui.console.clock_bar import ClockActions, ClockBar
from ui.console.clock_message import ClockMessage
from ui.console.colour_up import colour_up
from ui.console.controls import Controls
from ui.console.day_actions import DayActions
from ui.console.flight_desk import FlightDesk
from ui.console.history_actions import HistoryActions
from ui.console.menus import ConsoleMenus, MenuSlots
from ui.console.notice_line import NoticeKind, NoticeLine, event_summary
from ui.console.payouts_tab import PayoutsTab
from ui.console.players_tab import PlayersTab
from ui.console.ports import ConsolePorts
from ui.console.print_actions import PrintActions
from ui.console.station_line import StationLine
from ui.console.structure_tab import StructureTab
from ui.console.tables_tab import TablesTab
from ui.console.tournament_files import TournamentFiles
from ui.console.updates import ConsoleUpdates
from ui.dialogs import table_view
from ui.domain_text import domain_text
from ui.floor_rules import edit_floor_rules
from ui.hand_history.actions import HandHistoryActions
from ui.hand_history.archive import HandArchive
from ui.history import HistoryFacade
from ui.people import PeopleFacade
from ui.players_database import open_player_database
from ui.qtmodels import log_model
from ui.structure_files import ask_open_file
from ui.table_size import edit_table_size

__all__ = ["DirectorConsole"]


def _exec_dialog(dialog: QDialog) -> bool:
    return dialog.exec() == QDialog.DialogCode.Accepted


class DirectorConsole(QMainWindow):
    """The main window a director works in. Every change is one command through
    :meth:`send` (or one of the few facade actions that read before they send)."""

    changed = Signal()
    show_clock_requested = Signal()
    closed = Signal()
    """The director closed the console (Ctrl+Q or the window): the program ends."""

    def __init__(
        self,
        ports: ConsolePorts,
        parent: QWidget | None = None,
        history: HistoryFacade | None = None,
        bridge: EventBridge | None = None,
        hands: HandArchive | None = None,
    ) -> None:
        super().__init__(parent)
        self.facade = ports.window
        """What the window itself reads, and its write path (each part has its own port)."""
        self.history = history
        self.people: PeopleFacade | None = None  # the player database, set by the app
        self.run_dialog: Callable[[QDialog], bool] = _exec_dialog
        self.choose_file: Callable[[str, str, str], str] = self._ask_file
        self.choose_open_file: Callable[[str, str], str] = lambda title, filters: ask_open_file(
            self, title, filters
        )
        self.controls = Controls(self)
        self.resize(1280, 800)

        self.clock = ClockActions(self, ports.clock)
        self.files = TournamentFiles(self, ports.files, self)
        self.history_actions = HistoryActions(self, ports.history, history, self)
        self.print_actions = PrintActions(
            self, ports.printing, self, history, self.selected_player_ids
        )
        self.day_actions = DayActions(self, ports.days, self, self.print_actions.print_document)
        central = QWidget()
        layout = QVBoxLayout(central)
        self.clock_bar = ClockBar(self.clock, self.controls, self.day_actions)
        layout.addWidget(self.clock_bar)
        self.banner = NoticeLine()  # always laid out: a message coming or going moves no tab
        layout.addWidget(self.banner)
        self.station_line = StationLine()  # the database and the director's station
        layout.addWidget(self.station_line)
        # What the tables need (balance, break, final table), shown on every tab where busts
        # are recorded; the Tables tab has its own line.
        self.floor_hint = QLabel()
        self.floor_hint.setWordWrap(True)
        self.floor_hint.setStyleSheet(
            "background: #fff4d6; color: #5a3d00; padding: 6px; font-weight: bold;"
        )
        self.floor_hint.setVisible(False)
        layout.addWidget(self.floor_hint)
        self.players_tab = PlayersTab(self, ports.players, self.controls)
        self.tables_tab = TablesTab(self, ports.tables, self.controls)
        self.structure_tab = StructureTab(
            self, ports.structure, self.controls, self.clock.jump_to_level
        )
        self.payouts_tab = PayoutsTab(self, ports.payouts, self.controls)
        self.log_model = log_model([self.tr("When"), self.tr("What happened"), self.tr("By")])
        self.tabs = QTabWidget()
        self.tabs.addTab(self.players_tab, self.tr("Players"))
        self.tabs.addTab(self.tables_tab, self.tr("Tables"))
        self.tabs.addTab(self.structure_tab, self.tr("Structure"))
        self.tabs.addTab(self.payouts_tab, self.tr("Payouts"))
        log_view = table_view(self.log_model)
        log_view.horizontalHeader().setResizeContentsPrecision(0)  # the rows on screen only
        self.tabs.addTab(log_view, self.tr("Log"))
        self.tabs.currentChanged.connect(lambda _: self.show_floor_hint())
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self.menus = ConsoleMenus(
            self,
            self.controls,
            MenuSlots(
                undo=lambda: self.do(self.facade.undo),
                redo=lambda: self.do(self.facade.redo),
                show_clock=self.show_clock_requested.emit,
                quit=self.close,
                clock=self.clock,
                players=self.players_tab.player_actions,
                tables=self.tables_tab.table_actions,
                money=self.payouts_tab.money_actions,
                files=self.files,
                history=self.history_actions,
                printing=self.print_actions,
                rehearse=self.rehearse,
                message=ClockMessage(self, ports.message, self).ask,
                floor_rules=lambda: edit_floor_rules(self, ports.floor_rules, self),
                table_size=lambda: edit_table_size(self, ports.table_size, self),
                people=self._open_people,
                rules_settings=self.rules_settings,
                colour_up=lambda: colour_up(self, ports.colour_up, self),
                days=self.day_actions,
            ),
        )

        self.hand_history = HandHistoryActions(self, ports.rules, hands, self)
        self.history_actions.no_hands_words = self.hand_history.no_hands_words
        self.hand_history.install(self.menus.tables_menu, self.controls)
        self.flight_desk = FlightDesk(self, ports.flights, self)
        self.flight_desk.install(self.menus.tables_menu, self.controls)
        self.tables_tab.table_actions.more_table_menu.append(self.hand_history.table_menu)
        views = self.tables_tab.table_actions.table_views
        if views is not None and hands is not None:
            views.show_hands = self.hand_history.show_hands

        self.updates = ConsoleUpdates(self, ports.updates)
        self._follows_events = bridge is not None
        self._seated = ""
        if bridge is not None:
            bridge.committed.connect(self._announce_seats)
            bridge.changed.connect(self.apply_change)
            bridge.changed.connect(
                lambda change: self.tables_tab.table_actions.tournament_changed(change)
            )
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self.refresh_clock_bar)
        self._tick.start()
        self.controls.every_field()  # the clock's keys and undo work from every field
        self.refresh()

    def rehearse(self) -> QDialog:
        """Open "Rehearse this event…" (modeless: the console stays usable meanwhile)."""
        from ui.rehearsal_dialog import RehearsalDialog  # Qt Charts load only when asked

        dialog = RehearsalDialog(self.facade.structure(), self.facade.live_state(), self)
        dialog.show()
        self.rehearsal_dialog = dialog
        return dialog

    def rules_settings(self) -> bool:
        """Open "Rules settings…"; saving changed settings is one undoable command."""
        from ui.rules_dialog import RulesDialog

        current = self.ask(self.facade.rules)
        if not isinstance(current, Rules):
            return False
        dialog = RulesDialog(current, self)
        self.rules_dialog = dialog
        if not self.run_dialog(dialog) or dialog.rules() == current:
            return False
        chosen = dialog.rules()
        return self.send(c.SetRules(chosen))

    # ----------------------------------------------------------------- the station
    @property
    def display_only(self) -> bool:
        """True on a display station: everything readable, nothing changes the event."""
        return self.controls.display_only

    def set_display_only(self) -> None:
        """A display station: everything readable, nothing that changes the event."""
        self.controls.set_display_only()
        self.menus.undo_action.setVisible(False)
        self.menus.redo_action.setVisible(False)
        self._update_title()

    def _update_title(self) -> None:
        name = self.facade.tournament_name()
        if self.display_only:
            suffix = self.tr("pokerfloor - Display station (read-only)")
        else:
            suffix = self.tr("pokerfloor - Director console")
        self.setWindowTitle(f"{name} — {suffix}" if name else suffix)

    def _ask_file(self, title: str, suggested: str, filters: str) -> str:
        path, _ = QFileDialog.getSaveFileName(self, title, suggested, filters)
        return path

    # ----------------------------------------------------------------- running actions
    def send(self, command: c.Command) -> bool:
        """Send one director command (one transaction, one undo step); a refusal is shown
        in the banner and changes nothing. True when it was done."""
        return self.do(lambda: self.facade.send(command))

    def do(self, action: Callable[[], object]) -> bool:
        """Run a director action; a refusal is shown in the banner and changes nothing."""
        if self.display_only:
            return False
        shown = self.facade.current_tournament()
        self._seated = ""
        try:
            action()
        except DomainError as exc:
            self.show_error(domain_text(str(exc)))
            return False
        self.banner.clear()
        if self._seated:  # "Alice Moreau → Table 3, Seat 7": said after every seating
            self.show_notice(self._seated)
        if not self._follows_events or self.facade.current_tournament() != shown:
            self.refresh()  # without the bridge (or another tournament shown): re-read all
        self.changed.emit()
        return True

    def _open_people(self) -> None:
        open_player_database(self, self)
        self.players_tab.name_completer.forget()  # the database may have changed

    def _announce_seats(self, events: list[object]) -> None:
        self._seated = self.facade.announce_seats(events)
        if self._seated:
            self.show_notice(self._seated)

    def ask(self, query: Callable[[], object]) -> object | None:
        """Run a query that may be refused (e.g. a plan); show the reason in the banner."""
        try:
            return query()
        except DomainError as exc:
            self.show_error(domain_text(str(exc)))
            return None

    def reload(self) -> None:
        """Another tournament is on screen: re-read every view (and tell the clock screen)."""
        self.banner.clear()
        self.refresh()
        self.changed.emit()
        heap.settle()  # the new tournament's state is long-lived

    def show_error(self, message: str) -> None:
        """Show a refusal or problem prominently until the next successful action."""
        self.banner.show_message(message, NoticeKind.ERROR)
        self.statusBar().showMessage(message, 10_000)

    def show_notice(self, message: str) -> None:
        """Show an information banner (e.g. how long the program was closed)."""
        self.banner.show_message(message, NoticeKind.NOTICE)

    def selected_player_ids(self) -> list[str]:
        """Ids of the players selected in the players list."""
        return self.players_tab.selected_player_ids()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Space starts or pauses the clock when no list or text field has the focus."""
        focus = QApplication.focusWidget()
        typing = isinstance(focus, QLineEdit | QAbstractItemView | QAbstractSpinBox)
        if (
            event.key() == Qt.Key.Key_Space
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and not typing
        ):
            self.clock.toggle_clock()
            event.accept()
            return
        super().keyPressEvent(event)

    # ----------------------------------------------------------------- refresh
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Closing the console ends the program: the clock screen and table views close
        with it."""
        super().closeEvent(event)
        if event.isAccepted():
            self.tables_tab.table_actions.close_table_views()
            self.closed.emit()

    def refresh(self) -> None:
        """Re-read every view from the facade (the log: only what is new); the table
        views of an event no longer on screen close."""
        self.tables_tab.table_actions.tournament_changed()
        self._update_title()
        self.refresh_clock_bar()
        self.updates.everything()
        self.show_floor_hint()
        self.refresh_undo()

    def apply_change(self, change: Change) -> None:
        """Show what a commit changed (from the event bridge): only the players' rows and
        the table cards it names, and the parts its flags name, are read again."""
        if change.everything:
            self.refresh()
            return
        self.updates.apply(change)
        if change.clock:
            self.refresh_clock_bar()
        self.refresh_undo()

    def show_floor_hint(self) -> None:
        """The floor's hint line shows on every tab but Tables (which has its own)."""
        on_tables = self.tabs.currentWidget() is self.tables_tab
        self.floor_hint.setVisible(bool(self.floor_hint.text()) and not on_tables)

    def refresh_undo(self) -> None:
        """The undo and redo actions name what they would change."""
        undo, redo = self.facade.undo_text(), self.facade.redo_text()
        menus = self.menus
        menus.undo_action.setEnabled(undo is not None and not self.display_only)
        menus.undo_action.setText(undo or self.tr("Undo"))
        menus.redo_action.setEnabled(redo is not None and not self.display_only)
        menus.redo_action.setText(redo or self.tr("Redo"))

    def refresh_clock_bar(self) -> None:
        """The clock strip (every 250 ms: the time left is computed, never counted)."""
        m = self.facade.clock_model()
        self.clock_bar.show_model(m)
        self.banner.set_quiet(event_summary(m))  # with no notice: where the event stands
        self.menus.hand_done_action.setEnabled(m.hand_for_hand and not self.display_only)
