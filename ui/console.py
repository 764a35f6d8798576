"""The director console: clock controls, players, tables, structure, payouts and the log.

Every change goes through the :class:`ui.facade.DirectorFacade`; a refusal is shown in the
red banner and changes nothing. Dialogs are run through :attr:`DirectorConsole.run_dialog`
(``exec()`` by default) so that tests can answer them without blocking.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QDialog,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from tournament.structure_check import validate
from tournament.structure_io import load_structure, save_structure
from ui.dialogs import (
    BustDialog,
    ChipCountDialog,
    ChoiceDialog,
    DealDialog,
    PayoutsDialog,
    PlanDialog,
    table_view,
)
from ui.exports_cli import write_whole
from ui.facade import DirectorFacade
from ui.history import HistoryFacade
from ui.history_dialogs import PlayerHistoryDialog, ResultsDialog, SeasonDialog, file_slug
from ui.new_tournament import (
    STRUCTURE_FILTERS,
    NewTournamentDialog,
    ask_open_file,
    structure_problems_text,
    structure_summary,
)
from ui.open_tournament import OpenTournamentDialog
from ui.qtmodels import pairs_model, players_model, results_model
from ui.viewmodels import MoveRow, SeatView, TableView, format_clock

__all__ = ["DirectorConsole", "PlanDialog", "TableCard"]

MINUTE_MS = 60_000
HINT_STYLE = "background: #f5c542; color: #1b1b1b; padding: 6px; border-radius: 6px;"


def _exec_dialog(dialog: QDialog) -> bool:
    return dialog.exec() == QDialog.DialogCode.Accepted


class TableCard(QFrame):
    """One table drawn as a card: its number, game and seats with button and blinds.

    Right-clicking a seat offers the seat's actions (button, lock, unlock) through
    ``seat_menu(table, seat, menu)``; right-clicking elsewhere on the card offers the
    table's actions through ``table_menu(table, menu)``.
    """

    def __init__(
        self,
        table: TableView,
        seat_menu: Callable[[int, SeatView, QMenu], None] | None = None,
        table_menu: Callable[[int, QMenu], None] | None = None,
    ) -> None:
        super().__init__()
        self.table = table
        self._seat_menu = seat_menu
        self._table_menu = table_menu
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(lambda pos: self._card_menu(self.mapToGlobal(pos)))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("tableCard")
        self.setStyleSheet(
            "#tableCard { background: #12402a; border-radius: 10px; } QLabel { color: #f4f4f4; }"
        )
        layout = QVBoxLayout(self)
        title = QLabel(self.tr("Table %1").replace("%1", str(table.number)))
        font = title.font()
        font.setBold(True)
        font.setPointSize(font.pointSize() + 3)
        title.setFont(font)
        layout.addWidget(title)
        count = (
            self.tr("1 player")
            if table.occupied == 1
            else self.tr("%1 players").replace("%1", str(table.occupied))
        )
        self.game = QLabel(f"{table.game} · {count}")
        self.game.setStyleSheet("color: #f5c542;")
        layout.addWidget(self.game)
        grid = QGridLayout()
        self.rows: list[QWidget] = []
        for i, seat in enumerate(table.seats):
            number = QLabel(f"{seat.seat}")
            number.setStyleSheet("color: #b9d3c4;")
            name = QLabel(seat.player or "—")
            if seat.player is None:
                name.setStyleSheet("color: #7f9c8c;")
            marker = QLabel(seat.marker)
            marker.setStyleSheet("color: #f5c542; font-weight: bold;")
            for column, label in enumerate((number, name, marker)):
                label.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
                label.customContextMenuRequested.connect(
                    lambda pos, s=seat, w=label: self._menu(s, w.mapToGlobal(pos))
                )
                grid.addWidget(label, i, column)
            self.rows.append(name)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)

    def _menu(self, seat: SeatView, where: QPoint) -> None:
        if self._seat_menu is None:
            return
        menu = QMenu(self)
        self._seat_menu(self.table.number, seat, menu)
        if self._table_menu is not None:
            menu.addSeparator()
            self._table_menu(self.table.number, menu)
        if not menu.isEmpty():
            menu.exec(where)

    def _card_menu(self, where: QPoint) -> None:
        if self._table_menu is None:
            return
        menu = QMenu(self)
        self._table_menu(self.table.number, menu)
        if not menu.isEmpty():
            menu.exec(where)


class DirectorConsole(QMainWindow):
    """The main window a director works in. All changes go through the facade."""

    changed = Signal()
    show_clock_requested = Signal()

    def __init__(
        self,
        facade: DirectorFacade,
        parent: QWidget | None = None,
        history: HistoryFacade | None = None,
    ) -> None:
        super().__init__(parent)
        self.facade = facade
        self.history = history
        self.run_dialog: Callable[[QDialog], bool] = _exec_dialog
        self.choose_file: Callable[[str, str, str], str] = self._ask_file
        self.choose_open_file: Callable[[str, str], str] = lambda title, filters: ask_open_file(
            self, title, filters
        )
        self._edit_widgets: list[QWidget] = []
        self._edit_actions: list[QAction] = []
        self.resize(1280, 800)

        self._build_toolbar()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self._build_clock_bar())
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setVisible(False)
        layout.addWidget(self.banner)
        # What the tables need (balance, break, final table), shown on every tab where busts
        # are recorded; the Tables tab has its own line.
        self.floor_hint = QLabel()
        self.floor_hint.setWordWrap(True)
        self.floor_hint.setStyleSheet(
            "background: #fff4d6; color: #5a3d00; padding: 6px; font-weight: bold;"
        )
        self.floor_hint.setVisible(False)
        layout.addWidget(self.floor_hint)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._build_players_tab(), self.tr("Players"))
        self.tabs.addTab(self._build_tables_tab(), self.tr("Tables"))
        self.tabs.addTab(self._build_structure_tab(), self.tr("Structure"))
        self.tabs.addTab(self._build_payouts_tab(), self.tr("Payouts"))
        self.log_model = pairs_model([self.tr("When"), self.tr("What happened")])
        self.tabs.addTab(table_view(self.log_model), self.tr("Log"))
        layout.addWidget(self.tabs, 1)
        self.tabs.currentChanged.connect(lambda _: self._show_floor_hint())
        self.setCentralWidget(central)
        self._build_menus()

        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._refresh_clock_bar)
        self._tick.start()
        self.refresh()

    # ----------------------------------------------------------------- building
    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        edits: bool = True,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda: slot())
        self.addAction(action)  # shortcuts work whatever menu or toolbar shows the action
        if edits:
            self._edit_actions.append(action)
        return action

    def _button(self, text: str, slot: Callable[[], object], tip: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keyboard focus alone
        if tip:
            button.setToolTip(tip)
        button.clicked.connect(lambda: slot())
        self._edit_widgets.append(button)
        return button

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("History"))
        bar.setMovable(False)
        self.addToolBar(bar)
        self.undo_action = self._action(
            self.tr("Undo"), lambda: self._do(self.facade.undo), QKeySequence.StandardKey.Undo
        )
        self.redo_action = self._action(
            self.tr("Redo"), lambda: self._do(self.facade.redo), QKeySequence.StandardKey.Redo
        )
        self.clock_action = self._action(
            self.tr("Show clock screen"), self.show_clock_requested.emit, edits=False
        )
        for action in (self.undo_action, self.redo_action, self.clock_action):
            bar.addAction(action)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self.new_action = self._action(
            self.tr("New tournament…"), self.new_tournament, QKeySequence.StandardKey.New
        )
        self.open_action = self._action(
            self.tr("Open tournament…"),
            self.open_tournament,
            QKeySequence.StandardKey.Open,
            edits=False,
        )
        file_menu.addAction(self.new_action)
        file_menu.addAction(self.open_action)
        file_menu.addSeparator()
        self.import_structure_action = self._action(
            self.tr("Import structure…"), self.import_structure
        )
        self.export_structure_action = self._action(
            self.tr("Export structure…"), self.export_structure, edits=False
        )
        file_menu.addAction(self.import_structure_action)
        file_menu.addAction(self.export_structure_action)
        file_menu.addSeparator()
        quit_action = self._action(
            self.tr("Quit"), self.close, QKeySequence.StandardKey.Quit, edits=False
        )
        file_menu.addAction(quit_action)

        edit_menu = bar.addMenu(self.tr("&Edit"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)

        clock_menu = bar.addMenu(self.tr("&Clock"))
        self.toggle_action = self._action(
            self.tr("Start / pause the clock"), self.toggle_clock, "Ctrl+Space"
        )
        self.next_action = self._action(
            self.tr("Next level"), lambda: self._do(self.facade.next_level), "Ctrl+Right"
        )
        self.previous_action = self._action(
            self.tr("Previous level"), lambda: self._do(self.facade.previous_level), "Ctrl+Left"
        )
        self.plus_action = self._action(
            self.tr("Add a minute"),
            lambda: self._do(lambda: self.facade.add_time(MINUTE_MS)),
            "Ctrl+Up",
        )
        self.minus_action = self._action(
            self.tr("Take off a minute"),
            lambda: self._do(lambda: self.facade.add_time(-MINUTE_MS)),
            "Ctrl+Down",
        )
        self.hfh_action = self._action(
            self.tr("Hand-for-hand on / off"), self.toggle_hand_for_hand, "Ctrl+H"
        )
        self.hand_done_action = self._action(
            self.tr("Hand-for-hand: every table finished the hand"), self.hand_done, "Ctrl+D"
        )
        for action in (
            self.toggle_action,
            self.next_action,
            self.previous_action,
            self.plus_action,
            self.minus_action,
        ):
            clock_menu.addAction(action)
        clock_menu.addSeparator()
        clock_menu.addAction(self.hfh_action)
        clock_menu.addAction(self.hand_done_action)
        clock_menu.addSeparator()
        clock_menu.addAction(self.clock_action)

        players_menu = bar.addMenu(self.tr("&Players"))
        self.bust_action = self._action(self.tr("Bust out selected"), self._bust, "Del")
        self.counts_action = self._action(self.tr("Chip counts…"), self.chip_counts, "Ctrl+K")
        players_menu.addAction(self.bust_action)
        players_menu.addAction(self.counts_action)

        tables_menu = bar.addMenu(self.tr("&Tables"))
        self.balance_action = self._action(self.tr("Balance tables…"), self._balance, "Ctrl+B")
        self.break_action = self._action(self.tr("Break a table…"), self.break_table)
        self.final_action = self._action(self.tr("Final table redraw…"), self.final_table)
        for action in (self.balance_action, self.break_action, self.final_action):
            tables_menu.addAction(action)

        money_menu = bar.addMenu(self.tr("&Money"))
        self.generate_action = self._action(
            self.tr("Recalculate payouts"), lambda: self._do(self.facade.generate_payouts)
        )
        self.edit_payouts_action = self._action(self.tr("Edit payouts…"), self.edit_payouts)
        self.deal_action = self._action(self.tr("Deal…"), self.deal)
        self.pay_action = self._action(self.tr("Pay out selected"), self.pay_out)
        for action in (
            self.generate_action,
            self.edit_payouts_action,
            self.deal_action,
            self.pay_action,
        ):
            money_menu.addAction(action)
        self._build_history_menu()

    def _build_history_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("H&istory"))
        self.results_action = self._action(
            self.tr("Results of this tournament…"), self.show_results, edits=False
        )
        self.export_csv_action = self._action(
            self.tr("Export results as CSV…"), lambda: self.export("results-csv"), edits=False
        )
        self.export_json_action = self._action(
            self.tr("Export results as JSON…"), lambda: self.export("results-json"), edits=False
        )
        self.player_history_action = self._action(
            self.tr("Player history…"), self.show_player_history, edits=False
        )
        self.seasons_action = self._action(
            self.tr("Season / league standings…"), self.show_seasons, edits=False
        )
        self.export_all_action = self._action(
            self.tr("Export tournament…"), lambda: self.export("tournament"), edits=False
        )
        self.import_action = self._action(self.tr("Import tournament…"), self.import_tournament)
        self.export_hands_action = self._action(
            self.tr("Export hands (PHH)…"), lambda: self.export("hands"), edits=False
        )
        groups = (
            (self.results_action, self.export_csv_action, self.export_json_action),
            (self.player_history_action, self.seasons_action),
            (self.export_all_action, self.import_action, self.export_hands_action),
        )
        for i, group in enumerate(groups):
            if i:
                menu.addSeparator()
            for action in group:
                menu.addAction(action)
                if self.history is None:
                    action.setEnabled(False)
                    action.setToolTip(self.tr("No database is open."))
                    if action in self._edit_actions:
                        self._edit_actions.remove(action)

    def _build_clock_bar(self) -> QWidget:
        box = QFrame()
        box.setObjectName("clockBar")
        box.setStyleSheet(
            "#clockBar { background: #0b1d14; border-radius: 8px; }"
            " #clockBar QLabel { color: #f4f4f4; }"
        )
        outer = QVBoxLayout(box)
        row = QHBoxLayout()
        outer.addLayout(row)
        self.bar_level = QLabel()
        self.bar_time = QLabel()
        time_font = QFont("DejaVu Sans")
        time_font.setPixelSize(44)
        time_font.setBold(True)
        self.bar_time.setFont(time_font)
        self.bar_stakes = QLabel()
        for label in (self.bar_level, self.bar_stakes):
            font = label.font()
            font.setPixelSize(18)
            label.setFont(font)
        row.addWidget(self.bar_level, 2)
        row.addWidget(self.bar_time, 1)
        row.addWidget(self.bar_stakes, 2)
        self.prev_button = self._button(
            self.tr("◀ Previous level"),
            lambda: self._do(self.facade.previous_level),
            self.tr("Back to the previous level (Ctrl+Left)"),
        )
        self.start_button = self._button(
            self.tr("Start clock"), self.toggle_clock, self.tr("Start or pause (Ctrl+Space)")
        )
        self.start_button.setMinimumWidth(150)
        self.start_button.setStyleSheet("font-weight: bold; padding: 10px;")
        self.next_button = self._button(
            self.tr("Next level ▶"),
            lambda: self._do(self.facade.next_level),
            self.tr("Go to the next level now (Ctrl+Right)"),
        )
        self.minus_button = self._button(
            self.tr("−1 min"),
            lambda: self._do(lambda: self.facade.add_time(-MINUTE_MS)),
            self.tr("Ctrl+Down"),
        )
        self.plus_button = self._button(
            self.tr("+1 min"),
            lambda: self._do(lambda: self.facade.add_time(MINUTE_MS)),
            self.tr("Ctrl+Up"),
        )
        for button in (
            self.prev_button,
            self.start_button,
            self.next_button,
            self.minus_button,
            self.plus_button,
        ):
            row.addWidget(button)

        hfh = QHBoxLayout()
        outer.addLayout(hfh)
        self.hfh_label = QLabel()
        self.hfh_label.setStyleSheet("color: #f5c542; font-weight: bold;")
        self.hfh_button = self._button(
            self.tr("Hand-for-hand"),
            self.toggle_hand_for_hand,
            self.tr("On the bubble: every table plays one hand at a time (Ctrl+H)"),
        )
        self.hfh_button.setCheckable(True)
        self.hand_done_button = self._button(
            self.tr("Hand done at every table"),
            self.hand_done,
            self.tr("Record the hand-for-hand hand; its time comes off the clock (Ctrl+D)"),
        )
        hfh.addWidget(self.hfh_label, 1)
        hfh.addWidget(self.hfh_button)
        hfh.addWidget(self.hand_done_button)
        return box

    def _build_players_tab(self) -> QWidget:
        page = QWidget()
        layout = QHBoxLayout(page)
        left = QVBoxLayout()
        register_row = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("New player's name"))
        self.name_edit.returnPressed.connect(self._register)
        self._edit_widgets.append(self.name_edit)
        self.register_button = self._button(self.tr("Register + buy in"), self._register)
        register_row.addWidget(self.name_edit, 1)
        register_row.addWidget(self.register_button)
        left.addLayout(register_row)
        self.players_model = players_model()
        self.players_view = table_view(self.players_model)
        self.players_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        players_header = self.players_view.horizontalHeader()
        players_header.setStretchLastSection(False)
        players_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        left.addWidget(self.players_view, 1)
        self.chips_label = QLabel()
        left.addWidget(self.chips_label)
        layout.addLayout(left, 1)

        side = QVBoxLayout()
        self.draw_button = self._button(
            self.tr("Draw seats"),
            lambda: self._do(self.facade.draw_seats),
            self.tr("Random seats for every bought-in player without one"),
        )
        self.bust_button = self._button(
            self.tr("Bust out selected (Del)"),
            self._bust,
            self.tr("Select every player busted in the same hand; they are ranked by their stacks"),
        )
        self.rebuy_button = self._button(
            self.tr("Rebuy"), lambda: self._for_selected(self.facade.rebuy)
        )
        self.addon_button = self._button(
            self.tr("Add-on"), lambda: self._for_selected(self.facade.add_on)
        )
        self.reentry_button = self._button(
            self.tr("Re-entry"), lambda: self._for_selected(self.facade.re_enter)
        )
        self.chips_button = self._button(
            self.tr("Chip counts…"),
            self.chip_counts,
            self.tr("Count the selected players, or everybody when nobody is selected (Ctrl+K)"),
        )
        for button in (
            self.draw_button,
            self.bust_button,
            self.rebuy_button,
            self.addon_button,
            self.reentry_button,
            self.chips_button,
        ):
            button.setMinimumHeight(40)
            side.addWidget(button)
        side.addStretch(1)
        layout.addLayout(side)
        return page

    def _build_tables_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.tables_hint = QLabel()
        self.tables_hint.setWordWrap(True)
        self.tables_hint.setStyleSheet(HINT_STYLE)
        layout.addWidget(self.tables_hint)
        row = QHBoxLayout()
        self.tables_summary = QLabel()
        self.balance_button = self._button(self.tr("Balance tables…"), self._balance)
        self.break_button = self._button(self.tr("Break a table…"), self.break_table)
        self.final_button = self._button(self.tr("Final table redraw…"), self.final_table)
        row.addWidget(self.tables_summary, 1)
        for button in (self.balance_button, self.break_button, self.final_button):
            button.setMinimumHeight(34)
            row.addWidget(button)
        layout.addLayout(row)
        tip = QLabel(self.tr("Right-click a seat to put the button there or to lock the seat."))
        tip.setStyleSheet("color: #666;")
        layout.addWidget(tip)
        demo_tip = QLabel(
            self.tr("Demo: right-click a table to let the engine deal a hand there (random play).")
        )
        demo_tip.setStyleSheet("color: #666;")
        layout.addWidget(demo_tip)
        self.tables_area = QScrollArea()
        self.tables_area.setWidgetResizable(True)
        layout.addWidget(self.tables_area, 1)
        return page

    def _build_structure_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        tip = QLabel(self.tr("Double-click a level to jump to it (full time; undo goes back)."))
        tip.setStyleSheet("color: #666;")
        layout.addWidget(tip)
        self.structure_model = pairs_model([self.tr("Level"), self.tr("Game and stakes")])
        self.structure_view = table_view(self.structure_model)
        self.structure_view.doubleClicked.connect(self._jump)
        layout.addWidget(self.structure_view, 1)
        return page

    def _build_payouts_tab(self) -> QWidget:
        page = QWidget()
        layout = QHBoxLayout(page)
        left = QVBoxLayout()
        self.payouts_info = QLabel()
        self.payouts_info.setWordWrap(True)
        left.addWidget(self.payouts_info)
        self.results_model = results_model()
        self.results_view = table_view(self.results_model)
        header = self.results_view.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        left.addWidget(self.results_view, 1)
        layout.addLayout(left, 1)
        side = QVBoxLayout()
        self.generate_button = self._button(
            self.tr("Recalculate payouts"),
            lambda: self._do(self.facade.generate_payouts),
            self.tr("Share the prize pool by the standard payout table for this field"),
        )
        self.edit_payouts_button = self._button(self.tr("Edit payouts…"), self.edit_payouts)
        self.deal_button = self._button(
            self.tr("Deal…"),
            self.deal,
            self.tr("The remaining players split the prizes (ICM, chip chop or even)"),
        )
        self.pay_button = self._button(
            self.tr("Pay out selected"),
            self.pay_out,
            self.tr("Select a finished player in the list, then pay them their prize"),
        )
        self.lock_payouts_button = self._button(
            self.tr("Lock payouts"),
            self.toggle_payouts_lock,
            self.tr("Until locked (or the bubble), recalculated payouts follow the prize pool"),
        )
        self.assign_bounty_button = self._button(
            self.tr("Assign bounty…"),
            self.assign_bounty,
            self.tr("A player busted without a named eliminator: say who collects the bounty"),
        )
        for button in (
            self.generate_button,
            self.edit_payouts_button,
            self.lock_payouts_button,
            self.deal_button,
            self.pay_button,
            self.assign_bounty_button,
        ):
            button.setMinimumHeight(40)
            side.addWidget(button)
        side.addStretch(1)
        layout.addLayout(side)
        # kept for callers that read the plain place/prize pairs
        self.payouts_model = pairs_model([self.tr("Place"), self.tr("Prize")])
        return page

    def set_display_only(self) -> None:
        """A display station: everything readable, nothing that changes the event."""
        for widget in self._edit_widgets:
            widget.setEnabled(False)
        for action in self._edit_actions:
            action.setEnabled(False)
        self.undo_action.setVisible(False)
        self.redo_action.setVisible(False)
        self._display_only = True
        self._update_title()

    _display_only = False

    # ----------------------------------------------------------------- actions
    def _do(self, action: Callable[[], None]) -> bool:
        """Run a director action; a refusal is shown in the banner and changes nothing."""
        if self._display_only:
            return False
        try:
            action()
        except DomainError as exc:
            self.show_error(str(exc))
            return False
        self.banner.setVisible(False)
        self.refresh()
        self.changed.emit()
        return True

    def _ask(self, query: Callable[[], object]) -> object | None:
        """Run a query that may be refused (e.g. a plan); show the reason in the banner."""
        try:
            return query()
        except DomainError as exc:
            self.show_error(str(exc))
            return None

    def show_error(self, message: str) -> None:
        """Show a refusal or problem prominently until the next successful action."""
        self.banner.setText(message)
        self.banner.setStyleSheet(
            "background: #7a1f1f; color: white; padding: 8px; border-radius: 6px;"
            " font-weight: bold;"
        )
        self.banner.setVisible(True)
        self.statusBar().showMessage(message, 10_000)

    def show_notice(self, message: str) -> None:
        """Show an information banner (e.g. how long the program was closed)."""
        self.banner.setText(message)
        self.banner.setStyleSheet(
            "background: #1f4e7a; color: white; padding: 8px; border-radius: 6px;"
        )
        self.banner.setVisible(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Space starts or pauses the clock when no list or text field has the focus."""
        focus = QApplication.focusWidget()
        typing = isinstance(focus, QLineEdit | QAbstractItemView | QAbstractSpinBox)
        if (
            event.key() == Qt.Key.Key_Space
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and not typing
        ):
            self.toggle_clock()
            event.accept()
            return
        super().keyPressEvent(event)

    def toggle_clock(self) -> None:
        """Start the clock, or pause / resume it."""
        self._do(self.facade.toggle_clock)

    def toggle_hand_for_hand(self) -> None:
        """Start hand-for-hand play, or end it (after the bubble only on confirmation)."""
        on = not self.facade.clock_model().hand_for_hand
        if on and self.facade.bubble_burst():
            dialog: ChoiceDialog[bool] = ChoiceDialog(
                self.tr("Hand-for-hand after the bubble"),
                self.tr(
                    "The bubble has burst: every player left is in the money. "
                    "Play hand-for-hand anyway?"
                ),
                [(self.tr("Yes, play hand-for-hand"), True)],
                self.tr("Start hand-for-hand"),
                self,
            )
            if self.run_dialog(dialog):
                self._do(self.facade.start_hand_for_hand_after_the_bubble)
            return
        self._do(lambda: self.facade.set_hand_for_hand(on))

    def hand_done(self) -> None:
        """Every table finished the hand-for-hand hand."""
        self._do(self.facade.hand_done)

    def selected_player_ids(self) -> list[str]:
        """Ids of the players selected in the list."""
        rows = sorted({index.row() for index in self.players_view.selectionModel().selectedRows()})
        return [self.players_model.row_at(r).player_id for r in rows]

    def _register(self) -> None:
        name = self.name_edit.text().strip()
        if self._do(lambda: self.facade.register(name)):
            self.name_edit.clear()

    def _for_selected(self, action: Callable[[str], None]) -> None:
        ids = self.selected_player_ids()
        if not ids:
            self.show_error(self.tr("Select a player in the list first."))
            return
        for player_id in ids:
            if not self._do(lambda p=player_id: action(p)):  # type: ignore[misc]
                return

    def _bust(self) -> None:
        ids = self.selected_player_ids()
        if not ids:
            self.show_error(self.tr("Select the busted player(s) in the list first."))
            return
        if len(ids) == 1 and self.facade.can_rebuy_on_bust(ids[0]):
            # The rebuy period: the director may record a rebuy instead of the bust.
            choice: ChoiceDialog[bool] = ChoiceDialog(
                self.tr("Rebuy or bust?"),
                self.tr("Rebuys are open: does the player rebuy, or is he out?"),
                [
                    (self.tr("Rebuy (a new stack)"), True),
                    (self.tr("Bust (out of the event)"), False),
                ],
                self.tr("Record"),
                self,
            )
            if not self.run_dialog(choice):
                return
            if choice.value():
                self._do(lambda: self.facade.rebuy_on_bust(ids[0]))
                return
        busted_by: str | None = None
        if self.facade.bounties_on():
            names = [r.name for r in self.facade.players() if r.player_id in ids]
            winners = list(self.facade.eliminators(ids))
            dialog = BustDialog(names, winners, self)
            if not self.run_dialog(dialog):
                return
            busted_by = dialog.busted_by()
        self._do(lambda: self.facade.bust(ids, busted_by))

    def chip_counts(self) -> None:
        """Counts for the selected players (everybody still in when nobody is selected)."""
        rows = list(self.facade.count_rows(self.selected_player_ids()))
        if not rows:
            self.show_error(self.tr("Nobody is playing: there is no stack to count."))
            return
        dialog = ChipCountDialog(rows, self)
        if self.run_dialog(dialog):
            counts = dialog.counts()
            self._do(lambda: self.facade.record_chip_counts(counts))

    def _show_plan(self, title: str, intro: str, moves: list[MoveRow]) -> bool:
        return self.run_dialog(PlanDialog(title, moves, self, intro))

    def _balance(self) -> None:
        moves = self._ask(lambda: list(self.facade.balance_plan()))
        if moves is None:
            return
        assert isinstance(moves, list)
        if not moves:
            self.show_notice(self.tr("Tables are balanced: nobody needs to move."))
            return
        if self._show_plan(
            self.tr("Balance tables"), self.tr("Announce these moves, then confirm:"), moves
        ):
            self._do(self.facade.apply_balance_plan)

    def break_table(self, table: int | None = None) -> None:
        """Choose a table to break, show where its players go, and break it on confirmation."""
        numbers = [t.number for t in self.facade.tables()]
        if len(numbers) < 2:
            self.show_error(self.tr("Only one table is in play: there is no table to break."))
            return
        if table is None:
            chooser: ChoiceDialog[int] = ChoiceDialog(
                self.tr("Break a table"),
                self.tr("Which table breaks? Its players draw for the open seats."),
                [(self.tr("Table %1").replace("%1", str(n)), n) for n in reversed(numbers)],
                self.tr("Show the moves"),
                self,
            )
            if not self.run_dialog(chooser):
                return
            table = chooser.value()
        number = table
        moves = self._ask(lambda: list(self.facade.break_plan(number)))
        if moves is None:
            return
        assert isinstance(moves, list)
        intro = self.tr("Table %1 breaks. Announce these seats, then confirm:").replace(
            "%1", str(number)
        )
        if self._show_plan(self.tr("Break table %1").replace("%1", str(number)), intro, moves):
            self._do(self.facade.apply_break_plan)

    def final_table(self) -> None:
        """Redraw every player left onto the final table, on confirmation."""
        moves = self._ask(lambda: list(self.facade.final_table_plan()))
        if moves is None:
            return
        assert isinstance(moves, list)
        intro = self.tr(
            "Final table: every player draws a new seat. Players not listed keep their seat."
        )
        if self._show_plan(self.tr("Final table redraw"), intro, moves):
            self._do(self.facade.apply_final_table_plan)

    def _seat_menu(self, table: int, seat: SeatView, menu: QMenu) -> None:
        if self._display_only:
            return
        button = menu.addAction(self.tr("Put the button on seat %1").replace("%1", str(seat.seat)))
        button.triggered.connect(lambda: self._do(lambda: self.facade.set_button(table, seat.seat)))
        if seat.locked:
            unlock = menu.addAction(self.tr("Unlock seat %1").replace("%1", str(seat.seat)))
            unlock.triggered.connect(
                lambda: self._do(lambda: self.facade.unlock_seat(table, seat.seat))
            )
        elif seat.player is None:
            lock = menu.addAction(self.tr("Lock seat %1").replace("%1", str(seat.seat)))
            lock.triggered.connect(
                lambda: self._do(lambda: self.facade.lock_seat(table, seat.seat))
            )

    def _table_menu(self, table: int, menu: QMenu) -> None:
        if self._display_only:
            return
        done = menu.addAction(self.tr("Hand done at this table"))
        done.setToolTip(
            self.tr("Counts the hand for the game rotation: the table moves on to the next game")
        )
        done.triggered.connect(lambda: self._do(lambda: self.facade.table_hand_done(table)))
        deal = menu.addAction(self.tr("Deal a hand here (engine demo, random play)"))
        deal.setToolTip(
            self.tr(
                "Simulation aid: the engine deals one hand of the current game and plays it "
                "with random legal actions; the chips, busts and button move as recorded "
                "(undo takes it back)."
            )
        )
        deal.triggered.connect(lambda: self.deal_demo_hand(table))

    def deal_demo_hand(self, table: int) -> None:
        """Demo / simulation aid: the engine plays one hand at ``table`` (random actions);
        the result is recorded as one undoable action and summarised in the banner."""
        summary: list[str] = []
        if self._do(lambda: summary.append(self.facade.deal_demo_hand(table))):
            self.show_notice(summary[0])

    def toggle_payouts_lock(self) -> None:
        """Lock the payout table as it is, or let a recalculated one follow the pool again."""
        locked = self.facade.payouts_locked()
        self._do(lambda: self.facade.lock_payouts(not locked))

    def assign_bounty(self) -> None:
        """Give an unassigned bounty to the player who busted its owner."""
        heads = list(self.facade.unassigned_bounties())
        if not heads:
            self.show_error(self.tr("Every bounty is assigned."))
            return
        victim: ChoiceDialog[str] = ChoiceDialog(
            self.tr("Assign a bounty"),
            self.tr("Whose bounty?"),
            heads,
            self.tr("Next"),
            self,
        )
        if not self.run_dialog(victim):
            return
        pid = victim.value()
        hunter: ChoiceDialog[str] = ChoiceDialog(
            self.tr("Assign a bounty"),
            self.tr("Who busted them?"),
            list(self.facade.eliminators([pid])),
            self.tr("Assign"),
            self,
        )
        if self.run_dialog(hunter):
            self._do(lambda: self.facade.assign_bounty(pid, hunter.value()))

    def _jump(self, index: QModelIndex) -> None:
        row = index.row()
        self._do(lambda: self.facade.jump_to_level(row))

    def edit_payouts(self) -> None:
        """Edit the prize of each place."""
        pool = self.facade.clock_model().prize_pool
        dialog = PayoutsDialog(self.facade.payout_amounts(), self.facade.currency(), pool, self)
        if self.run_dialog(dialog):
            amounts = dialog.amounts()
            self._do(lambda: self.facade.set_payouts(amounts))

    def deal(self) -> None:
        """Show the deal amounts for each method; make the deal the director confirms."""
        dialog = DealDialog(self.facade.deal_preview, self)
        if dialog.current is None:
            # ICM needs chip counts; an even split may still be possible: only a deal that
            # no method allows is refused here, else the dialog shows why ICM cannot be used
            try:
                self.facade.deal_preview("even")
            except DomainError as exc:
                self.show_error(str(exc))
                return
        if self.run_dialog(dialog) and dialog.current is not None:
            method, unit, play_for = dialog.method(), dialog.unit(), dialog.play_for()
            self._do(lambda: self.facade.make_deal(method, unit, play_for))

    def pay_out(self) -> None:
        """Pay the player selected in the payouts list."""
        rows = sorted({i.row() for i in self.results_view.selectionModel().selectedRows()})
        ids = [self.results_model.row_at(r).player_id for r in rows]
        ids = [i for i in ids if i is not None]
        if not ids:
            self.show_error(self.tr("Select a player who won a prize in the payouts list first."))
            return
        for player_id in ids:
            if not self._do(lambda p=player_id: self.facade.pay_out(p)):  # type: ignore[misc]
                return

    # ----------------------------------------------------------------- tournaments
    def new_tournament(self) -> None:
        """Set up a new tournament in the New-tournament dialog and switch to it."""
        if self._display_only:
            return
        dialog = NewTournamentDialog(self, choose_file=self.choose_open_file)
        if not self.run_dialog(dialog):
            return
        command = dialog.command()
        if self._do(lambda: self.facade.create_tournament(command)):
            self.show_notice(
                self.tr("“%1” is created. Register the players, then draw the seats.").replace(
                    "%1", command.name
                )
            )

    def open_tournament(self) -> None:
        """Pick another tournament of the database and show it (console and clock screen)."""
        items = list(self.facade.tournaments())
        current = self.facade.current_tournament()
        dialog = OpenTournamentDialog(items, current, self)
        if not self.run_dialog(dialog):
            return
        chosen = dialog.chosen()
        if chosen is None or chosen == current:
            return
        try:
            self.facade.open_tournament(chosen)
        except DomainError as exc:
            self.show_error(str(exc))
            return
        self.banner.setVisible(False)
        self.refresh()
        self.changed.emit()

    def import_structure(self, path: str | None = None) -> bool:
        """Play the structure of a TOML/JSON file (from the next level once the clock runs)."""
        if self._display_only:
            return False
        if path is None:
            path = self.choose_open_file(self.tr("Import structure"), STRUCTURE_FILTERS)
            if not path:
                return False
        try:
            structure = load_structure(path)
        except DomainError as exc:
            self.show_error(self.tr("Could not import the structure: %1").replace("%1", str(exc)))
            return False
        problems = [str(p) for p in validate(structure)]
        if problems:
            self.show_error(structure_problems_text(structure.name or path, problems))
            return False
        started = self.facade.clock_model().started
        if not self._do(lambda: self.facade.set_structure(structure)):
            return False
        when = (
            self.tr("It applies from the next level; the current level is unchanged.")
            if started
            else self.tr("The clock waits at its first level.")
        )
        self.show_notice(
            self.tr("Structure “%1” imported (%2). %3")
            .replace("%1", structure.name)
            .replace("%2", structure_summary(structure))
            .replace("%3", when)
        )
        return True

    def export_structure(self, path: str | None = None) -> Path | None:
        """Save the structure played as TOML (or JSON when the name ends in .json)."""
        if path is None:
            path = self.choose_file(
                self.tr("Export structure"),
                "structure.toml",
                self.tr("TOML (*.toml);;JSON (*.json)"),
            )
            if not path:
                return None
        target = Path(path)
        try:
            save_structure(self.facade.structure(), target)
        except (DomainError, OSError) as exc:
            self.show_error(self.tr("Could not export: %1").replace("%1", str(exc)))
            return None
        self.show_notice(self.tr("Saved %1").replace("%1", str(target)))
        return target

    def _update_title(self) -> None:
        name = self.facade.tournament_name()
        if self._display_only:
            suffix = self.tr("pokerfloor - Display station (read-only)")
        else:
            suffix = self.tr("pokerfloor - Director console")
        self.setWindowTitle(f"{name} — {suffix}" if name else suffix)

    # ----------------------------------------------------------------- history and exports
    def _ask_file(self, title: str, suggested: str, filters: str) -> str:
        path, _ = QFileDialog.getSaveFileName(self, title, suggested, filters)
        return path

    def write_text(
        self,
        title: str,
        suggested: str,
        filters: str,
        produce: Callable[[], str],
        path: str | None = None,
    ) -> tuple[Path | None, str]:
        """Ask where (unless ``path``), then write ``produce()``'s text whole. Returns the file
        (None when cancelled or refused) and the message shown ("" when cancelled)."""
        if path is None:
            path = self.choose_file(title, suggested, filters)
            if not path:
                return None, ""
        target = Path(path)
        try:
            write_whole(target, produce())
        except DomainError as exc:
            message = self.tr("Could not export: %1").replace("%1", str(exc))
            self.show_error(message)
            return None, message
        except OSError as exc:
            message = self.tr("Could not export: %1").replace("%1", exc.strerror or str(exc))
            self.show_error(message)
            return None, message
        message = self.tr("Saved %1").replace("%1", str(target))
        self.show_notice(message)
        return target, message

    def _history(self) -> HistoryFacade | None:
        if self.history is None:
            self.show_error(self.tr("No database is open: there is no history to show."))
        return self.history

    def export(self, kind: str, path: str | None = None) -> Path | None:
        """Save ``results-csv``, ``results-json``, ``tournament`` (the whole tournament as a
        JSON document) or ``hands`` (PHH) of the tournament on screen; the file or None."""
        history = self._history()
        if history is None:
            return None
        tid = self.facade.current_tournament()
        slug = file_slug(self.facade.tournament_name())
        csv_filter, json_filter = self.tr("CSV files (*.csv)"), self.tr("JSON (*.json)")
        produce: Callable[[], str]
        if kind == "results-csv":
            title, name, filters = self.tr("Export results"), f"{slug}-results.csv", csv_filter
            produce = lambda: history.results_text(tid, "csv")  # noqa: E731
        elif kind == "results-json":
            title, name, filters = self.tr("Export results"), f"{slug}-results.json", json_filter
            produce = lambda: history.results_text(tid, "json")  # noqa: E731
        elif kind == "tournament":
            title, name, filters = self.tr("Export tournament"), f"{slug}.json", json_filter
            produce = lambda: history.tournament_document(tid)  # noqa: E731
        elif kind == "hands":
            if history.hand_count(tid) == 0:
                self.show_notice(self.tr("No hand histories are stored for this tournament yet."))
                return None
            title, name = self.tr("Export hands"), f"{slug}.phhs"
            filters = self.tr("PHH hand histories (*.phhs *.phh)")
            produce = lambda: history.hands_text(tid)  # noqa: E731
        else:
            raise ValueError(f"unknown export {kind!r}")
        return self.write_text(title, name, filters, produce, path)[0]

    def _save_for_dialog(
        self, title: str, suggested: str, filters: str, produce: Callable[[], str]
    ) -> str:
        return self.write_text(title, suggested, filters, produce)[1]

    def show_results(self) -> None:
        """The results of the tournament on screen: places, names, prizes, bounties."""
        history = self._history()
        if history is None:
            return
        try:
            dialog = ResultsDialog(
                history,
                self.facade.current_tournament(),
                self.facade.tournament_name(),
                self._save_for_dialog,
                self,
            )
        except DomainError as exc:
            self.show_error(str(exc))
            return
        self.run_dialog(dialog)

    def show_player_history(self) -> None:
        """Search the player database: a person's events, places, cashes and winnings."""
        history = self._history()
        if history is None:
            return
        try:
            dialog = PlayerHistoryDialog(history, self._save_for_dialog, self)
        except DomainError as exc:
            self.show_error(str(exc))
            return
        self.run_dialog(dialog)

    def show_seasons(self) -> None:
        """Seasons: points formula or table, tournaments that count, standings, exports."""
        history = self._history()
        if history is None:
            return
        try:
            dialog = SeasonDialog(
                history,
                list(self.facade.tournaments()),
                self._save_for_dialog,
                self,
                read_only=self._display_only,
            )
        except DomainError as exc:
            self.show_error(str(exc))
            return
        self.run_dialog(dialog)

    def import_tournament(self, path: str | None = None) -> str | None:
        """Store a whole tournament from its JSON document and show it; a damaged document
        is refused whole and changes nothing. The new tournament's id, or None."""
        history = self._history()
        if history is None or self._display_only:
            return None
        if path is None:
            path = self.choose_open_file(self.tr("Import tournament"), self.tr("JSON (*.json)"))
            if not path:
                return None
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self.show_error(
                self.tr("Could not read %1: %2").replace("%1", path).replace("%2", reason)
            )
            return None
        try:
            new_id = history.import_document(text)
            self.facade.open_tournament(new_id)
        except DomainError as exc:
            self.show_error(
                self.tr("The tournament was not imported, nothing changed: %1").replace(
                    "%1", str(exc)
                )
            )
            return None
        self.refresh()
        self.changed.emit()
        self.show_notice(
            self.tr("“%1” is imported as a new tournament and shown now.").replace(
                "%1", self.facade.tournament_name()
            )
        )
        return new_id

    # ----------------------------------------------------------------- refresh
    def refresh(self) -> None:
        """Re-read every view from the facade."""
        self._update_title()
        self._refresh_clock_bar()
        self.players_model.set_rows(self.facade.players())
        self.structure_model.set_rows(self.facade.levels())
        self.payouts_model.set_rows(self.facade.payouts())
        self.results_model.set_rows(self.facade.results())
        self._refresh_payouts_info()
        self.log_model.set_rows(list(reversed(self.facade.log())))
        self.chips_label.setText(self.facade.chips_check())
        self._refresh_tables()
        undo, redo = self.facade.undo_text(), self.facade.redo_text()
        self.undo_action.setEnabled(undo is not None and not self._display_only)
        self.undo_action.setText(undo or self.tr("Undo"))
        self.redo_action.setEnabled(redo is not None and not self._display_only)
        self.redo_action.setText(redo or self.tr("Redo"))

    def _refresh_payouts_info(self) -> None:
        places = len(self.facade.payout_amounts())
        pool = self.facade.clock_model().prize_pool
        if places == 0:
            text = self.tr(
                "Prize pool %1. No payouts yet: press “Recalculate payouts” or “Edit payouts…”."
            ).replace("%1", pool)
        else:
            text = (
                self.tr("Prize pool %1 · %2 places paid.")
                .replace("%1", pool)
                .replace("%2", str(places))
                + " "
                + self.tr("To pay a player, select their line and press “Pay out selected”.")
            )
        self.lock_payouts_button.setText(
            self.tr("Unlock payouts") if self.facade.payouts_locked() else self.tr("Lock payouts")
        )
        warning = self.facade.payouts_warning()
        if warning:  # a locked or hand-set table that no longer adds up to the pool
            text = warning + ". " + text
        bounties = self.facade.bounty_line()
        if bounties:
            text += "\n" + bounties
        self.payouts_info.setText(text)
        self.payouts_info.setStyleSheet("color: #b00020; font-weight: bold;" if warning else "")

    def _refresh_clock_bar(self) -> None:
        m = self.facade.clock_model()
        self.bar_level.setText(f"<b>{m.level_label}</b><br>{m.game}")
        self.bar_time.setText(format_clock(m.time_left_ms))
        self.bar_stakes.setText("<br>".join(m.stakes))
        if m.running:
            self.start_button.setText(self.tr("Pause clock"))
        elif m.started:
            self.start_button.setText(self.tr("Resume clock"))
        else:
            self.start_button.setText(self.tr("Start clock"))
        self.hfh_button.setChecked(m.hand_for_hand)
        self.hfh_button.setText(
            self.tr("End hand-for-hand") if m.hand_for_hand else self.tr("Hand-for-hand")
        )
        self.hand_done_button.setVisible(m.hand_for_hand)
        self.hand_done_action.setEnabled(m.hand_for_hand and not self._display_only)
        if m.hand_for_hand:
            self.hfh_label.setText(
                self.tr("HAND FOR HAND · hands played: %1").replace(
                    "%1", str(m.hand_for_hand_hands)
                )
            )
        else:
            self.hfh_label.setText(m.notice)

    def _refresh_tables(self) -> None:
        tables = list(self.facade.tables())
        holder = QWidget()
        grid = QGridLayout(holder)
        self.table_cards: list[TableCard] = []
        for i, table in enumerate(tables):
            card = TableCard(table, self._seat_menu, self._table_menu)
            self.table_cards.append(card)
            grid.addWidget(card, i // 4, i % 4)
        grid.setRowStretch(len(tables) // 4 + 1, 1)
        self.tables_area.setWidget(holder)
        seated = sum(t.occupied for t in tables)
        self.tables_summary.setText(
            self.tr("%n table(s)", "", len(tables)) + f" · {seated} " + self.tr("seated")
        )
        hint = self.facade.table_hint()
        self.tables_hint.setText(hint)
        self.tables_hint.setVisible(bool(hint))
        self.floor_hint.setText(hint)
        self._show_floor_hint()

    def _show_floor_hint(self) -> None:
        on_tables = self.tabs.currentIndex() == 1
        self.floor_hint.setVisible(bool(self.floor_hint.text()) and not on_tables)
