"""The director console: clock controls, players, tables, structure, payouts and the log."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QTableView,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from ui.facade import DirectorFacade
from ui.qtmodels import RowsModel, moves_model, pairs_model, players_model
from ui.viewmodels import MoveRow, TableView, format_clock

MINUTE_MS = 60_000


def _table_view(model: RowsModel[object] | object) -> QTableView:
    view = QTableView()
    view.setModel(model)  # type: ignore[arg-type]
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


class TableCard(QFrame):
    """One table drawn as a card: its number, game and seats with button and blinds."""

    def __init__(self, table: TableView) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("tableCard")
        self.setStyleSheet(
            "#tableCard { background: #12402a; border-radius: 10px; } QLabel { color: #f4f4f4; }"
        )
        layout = QVBoxLayout(self)
        title = QLabel(f"Table {table.number} · {table.occupied} players · {table.game}")
        font = title.font()
        font.setBold(True)
        font.setPointSize(font.pointSize() + 2)
        title.setFont(font)
        layout.addWidget(title)
        grid = QGridLayout()
        for i, seat in enumerate(table.seats):
            number = QLabel(f"{seat.seat}")
            number.setStyleSheet("color: #b9d3c4;")
            name = QLabel(seat.player or "—")
            marker = QLabel(seat.marker)
            marker.setStyleSheet("color: #f5c542; font-weight: bold;")
            grid.addWidget(number, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(marker, i, 2)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)


class PlanDialog(QDialog):
    """Shows the moves of a plan; the director confirms or cancels."""

    def __init__(self, title: str, moves: list[MoveRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.model = moves_model()
        self.model.set_rows(moves)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Announce these moves, then confirm:")))
        layout.addWidget(_table_view(self.model))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Confirm moves"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 360)


class DirectorConsole(QMainWindow):
    """The main window a director works in. All changes go through the facade."""

    changed = Signal()
    show_clock_requested = Signal()

    def __init__(self, facade: DirectorFacade, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.facade = facade
        self.setWindowTitle(self.tr("pokerfloor - Director console"))
        self.resize(1280, 800)

        self._build_toolbar()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self._build_clock_bar())
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setVisible(False)
        layout.addWidget(self.banner)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._build_players_tab(), self.tr("Players"))
        self.tabs.addTab(self._build_tables_tab(), self.tr("Tables"))
        self.structure_model = pairs_model([self.tr("Level"), self.tr("Game and stakes")])
        self.tabs.addTab(_table_view(self.structure_model), self.tr("Structure"))
        self.payouts_model = pairs_model([self.tr("Place"), self.tr("Prize")])
        self.tabs.addTab(_table_view(self.payouts_model), self.tr("Payouts"))
        self.log_model = pairs_model([self.tr("When"), self.tr("What happened")])
        self.tabs.addTab(_table_view(self.log_model), self.tr("Log"))
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)

        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._refresh_clock_bar)
        self._tick.start()
        self.refresh()

    # ----------------------------------------------------------------- building
    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("History"))
        bar.setMovable(False)
        self.addToolBar(bar)
        self.undo_action = QAction(self.tr("Undo"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(lambda: self._do(self.facade.undo))
        self.redo_action = QAction(self.tr("Redo"), self)
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo_action.triggered.connect(lambda: self._do(self.facade.redo))
        self.clock_action = QAction(self.tr("Show clock screen"), self)
        self.clock_action.triggered.connect(self.show_clock_requested.emit)
        for action in (self.undo_action, self.redo_action, self.clock_action):
            bar.addAction(action)

    def _build_clock_bar(self) -> QWidget:
        box = QFrame()
        box.setObjectName("clockBar")
        box.setStyleSheet(
            "#clockBar { background: #0b1d14; border-radius: 8px; }"
            " #clockBar QLabel { color: #f4f4f4; }"
        )
        row = QHBoxLayout(box)
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
        self.prev_button = QPushButton(self.tr("◀ Previous level"))
        self.start_button = QPushButton(self.tr("Start clock"))
        self.start_button.setMinimumWidth(150)
        self.start_button.setStyleSheet("font-weight: bold; padding: 10px;")
        self.next_button = QPushButton(self.tr("Next level ▶"))
        self.minus_button = QPushButton(self.tr("−1 min"))
        self.plus_button = QPushButton(self.tr("+1 min"))
        self.prev_button.clicked.connect(lambda: self._do(self.facade.previous_level))
        self.start_button.clicked.connect(lambda: self._do(self.facade.toggle_clock))
        self.next_button.clicked.connect(lambda: self._do(self.facade.next_level))
        self.minus_button.clicked.connect(
            lambda: self._do(lambda: self.facade.add_time(-MINUTE_MS))
        )
        self.plus_button.clicked.connect(lambda: self._do(lambda: self.facade.add_time(MINUTE_MS)))
        for button in (
            self.prev_button,
            self.start_button,
            self.next_button,
            self.minus_button,
            self.plus_button,
        ):
            row.addWidget(button)
        return box

    def _build_players_tab(self) -> QWidget:
        page = QWidget()
        layout = QHBoxLayout(page)
        left = QVBoxLayout()
        register_row = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("New player's name"))
        self.name_edit.returnPressed.connect(self._register)
        self.register_button = QPushButton(self.tr("Register + buy in"))
        self.register_button.clicked.connect(self._register)
        register_row.addWidget(self.name_edit, 1)
        register_row.addWidget(self.register_button)
        left.addLayout(register_row)
        self.players_model = players_model()
        self.players_view = _table_view(self.players_model)
        self.players_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        left.addWidget(self.players_view, 1)
        layout.addLayout(left, 1)

        side = QVBoxLayout()
        self.draw_button = QPushButton(self.tr("Draw seats"))
        self.draw_button.clicked.connect(lambda: self._do(self.facade.draw_seats))
        self.bust_button = QPushButton(self.tr("Bust out selected"))
        self.bust_button.setToolTip(
            self.tr("Select every player busted in the same hand; they are ranked by their stacks")
        )
        self.bust_button.clicked.connect(self._bust)
        self.rebuy_button = QPushButton(self.tr("Rebuy"))
        self.rebuy_button.clicked.connect(lambda: self._for_selected(self.facade.rebuy))
        self.addon_button = QPushButton(self.tr("Add-on"))
        self.addon_button.clicked.connect(lambda: self._for_selected(self.facade.add_on))
        self.reentry_button = QPushButton(self.tr("Re-entry"))
        self.reentry_button.clicked.connect(lambda: self._for_selected(self.facade.re_enter))
        self.chips_button = QPushButton(self.tr("Chip count…"))
        self.chips_button.clicked.connect(self._chip_count)
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
        row = QHBoxLayout()
        self.balance_button = QPushButton(self.tr("Balance tables…"))
        self.balance_button.clicked.connect(self._balance)
        self.tables_summary = QLabel()
        row.addWidget(self.tables_summary, 1)
        row.addWidget(self.balance_button)
        layout.addLayout(row)
        self.tables_area = QScrollArea()
        self.tables_area.setWidgetResizable(True)
        layout.addWidget(self.tables_area, 1)
        return page

    def set_display_only(self) -> None:
        """A display station: everything readable, nothing that changes the event."""
        for widget in (
            self.prev_button,
            self.start_button,
            self.next_button,
            self.minus_button,
            self.plus_button,
            self.register_button,
            self.name_edit,
            self.draw_button,
            self.bust_button,
            self.rebuy_button,
            self.addon_button,
            self.reentry_button,
            self.chips_button,
            self.balance_button,
        ):
            widget.setEnabled(False)
        self.undo_action.setVisible(False)
        self.redo_action.setVisible(False)
        self.setWindowTitle(self.tr("pokerfloor - Display station (read-only)"))

    # ----------------------------------------------------------------- actions
    def _do(self, action: Callable[[], None]) -> bool:
        """Run a director action; a refusal is shown in the banner and changes nothing."""
        try:
            action()
        except DomainError as exc:
            self.show_error(str(exc))
            return False
        self.banner.setVisible(False)
        self.refresh()
        self.changed.emit()
        return True

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
        self._do(lambda: self.facade.bust(ids))

    def _chip_count(self) -> None:
        ids = self.selected_player_ids()
        if len(ids) != 1:
            self.show_error(self.tr("Select one player to record a chip count."))
            return
        chips, ok = QInputDialog.getInt(
            self, self.tr("Chip count"), self.tr("Chips:"), 0, 0, 2_000_000_000, 100
        )
        if ok:
            self._do(lambda: self.facade.record_chips(ids[0], chips))

    def _balance(self) -> None:
        try:
            moves = list(self.facade.balance_plan())
        except DomainError as exc:
            self.show_error(str(exc))
            return
        if not moves:
            self.show_notice(self.tr("Tables are balanced: nobody needs to move."))
            return
        dialog = PlanDialog(self.tr("Balance tables"), moves, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._do(self.facade.apply_balance_plan)

    # ----------------------------------------------------------------- refresh
    def refresh(self) -> None:
        """Re-read every view from the facade."""
        self._refresh_clock_bar()
        self.players_model.set_rows(self.facade.players())
        self.structure_model.set_rows(self.facade.levels())
        self.payouts_model.set_rows(self.facade.payouts())
        self.log_model.set_rows(list(reversed(self.facade.log())))
        self._refresh_tables()
        undo, redo = self.facade.undo_text(), self.facade.redo_text()
        self.undo_action.setEnabled(undo is not None)
        self.undo_action.setText(undo or self.tr("Undo"))
        self.redo_action.setEnabled(redo is not None)
        self.redo_action.setText(redo or self.tr("Redo"))

    def _refresh_clock_bar(self) -> None:
        m = self.facade.clock_model()
        self.bar_level.setText(f"<b>{m.level_label}</b><br>{m.game}")
        self.bar_time.setText(format_clock(m.time_left_ms))
        self.bar_stakes.setText("<br>".join(m.stakes))
        self.start_button.setText(self.tr("Pause clock") if m.running else self.tr("Start clock"))

    def _refresh_tables(self) -> None:
        tables = list(self.facade.tables())
        holder = QWidget()
        grid = QGridLayout(holder)
        for i, table in enumerate(tables):
            grid.addWidget(TableCard(table), i // 4, i % 4)
        grid.setRowStretch(len(tables) // 4 + 1, 1)
        self.tables_area.setWidget(holder)
        seated = sum(t.occupied for t in tables)
        self.tables_summary.setText(
            self.tr("%n table(s)", "", len(tables)) + f" · {seated} " + self.tr("seated")
        )
