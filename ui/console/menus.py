"""The console's menu bar and toolbar: every action with its keyboard shortcut."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from ui.clock_alerts import Alert, AlertPlayer
from ui.console.clock_bar import ClockActions
from ui.console.controls import Controls
from ui.console.day_actions import DayActions
from ui.console.history_actions import HistoryActions
from ui.console.payouts_tab import MoneyActions
from ui.console.players_tab import PlayerActions
from ui.console.print_actions import PrintActions
from ui.console.table_actions import TableActions
from ui.console.tournament_files import TournamentFiles
from ui.sounds_dialog import SoundsDialog

__all__ = ["ConsoleMenus", "MenuSlots"]


@dataclass(frozen=True, slots=True)
class MenuSlots:
    """What the menus call: the console's action groups and a few window-level slots."""

    undo: Callable[[], object]
    redo: Callable[[], object]
    show_clock: Callable[[], object]
    quit: Callable[[], object]
    clock: ClockActions
    players: PlayerActions
    tables: TableActions
    money: MoneyActions
    files: TournamentFiles
    history: HistoryActions
    printing: PrintActions
    rehearse: Callable[[], object] | None = None
    message: Callable[[], object] | None = None
    floor_rules: Callable[[], object] | None = None
    table_size: Callable[[], object] | None = None
    people: Callable[[], object] | None = None
    rules_settings: Callable[[], object] | None = None
    colour_up: Callable[[], object] | None = None
    days: DayActions | None = None


class ConsoleMenus(QObject):
    """Builds the toolbar (undo, redo, clock screen) and the menus of ``window``."""

    def __init__(self, window: QMainWindow, controls: Controls, slots: MenuSlots) -> None:
        super().__init__(window)
        act = controls.action
        bar = QToolBar(self.tr("History"))
        bar.setMovable(False)
        window.addToolBar(bar)
        self.undo_action = act(self.tr("Undo"), slots.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = act(self.tr("Redo"), slots.redo, QKeySequence.StandardKey.Redo)
        self.clock_action = act(self.tr("Show clock screen"), slots.show_clock, edits=False)
        for action in (self.undo_action, self.redo_action, self.clock_action):
            bar.addAction(action)

        menu_bar = window.menuBar()
        file_menu = menu_bar.addMenu(self.tr("&File"))
        files = slots.files
        self.new_action = act(
            self.tr("New tournament…"), files.new_tournament, QKeySequence.StandardKey.New
        )
        self.open_action = act(
            self.tr("Open tournament…"),
            files.open_tournament,
            QKeySequence.StandardKey.Open,
            edits=False,
        )
        file_menu.addAction(self.new_action)
        file_menu.addAction(self.open_action)
        file_menu.addSeparator()
        self.import_structure_action = act(self.tr("Import structure…"), files.import_structure)
        self.export_structure_action = act(
            self.tr("Export structure…"), files.export_structure, edits=False
        )
        file_menu.addAction(self.import_structure_action)
        file_menu.addAction(self.export_structure_action)
        file_menu.addSeparator()
        self._build_print_menu(file_menu, controls, slots.printing)
        file_menu.addSeparator()
        quit_action = act(self.tr("Quit"), slots.quit, QKeySequence.StandardKey.Quit, edits=False)
        file_menu.addAction(quit_action)

        edit_menu = menu_bar.addMenu(self.tr("&Edit"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)

        clock_menu = menu_bar.addMenu(self.tr("&Clock"))
        clock = slots.clock
        self.toggle_action = act(
            self.tr("Start / pause the clock"), clock.toggle_clock, "Ctrl+Space", everywhere=True
        )
        self.next_action = act(
            self.tr("Next level"), clock.next_level, "Ctrl+Right", everywhere=True
        )
        self.previous_action = act(
            self.tr("Previous level"), clock.previous_level, "Ctrl+Left", everywhere=True
        )
        self.plus_action = act(
            self.tr("Add a minute"), clock.add_minute, "Ctrl+Up", everywhere=True
        )
        self.minus_action = act(
            self.tr("Take off a minute"), clock.take_minute, "Ctrl+Down", everywhere=True
        )
        self.hfh_action = act(
            self.tr("Hand-for-hand on / off"), clock.toggle_hand_for_hand, "Ctrl+H"
        )
        self.hand_done_action = act(
            self.tr("Hand-for-hand: every table finished the hand"), clock.hand_done, "Ctrl+D"
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
        if slots.message is not None:
            self.message_action = act(
                self.tr("Message on the clock screen…"), slots.message, "Ctrl+M"
            )
            clock_menu.addAction(self.message_action)
        clock_menu.addAction(self.clock_action)
        if slots.days is not None:
            days = slots.days
            days_menu = clock_menu.addMenu(self.tr("Days"))
            self.bag_action = act(self.tr("Bag the stacks…"), days.bag_stacks, "Ctrl+Shift+B")
            self.next_day_action = act(self.tr("Start the next day…"), days.start_next_day)
            self.chip_list_action = act(
                self.tr("Print the chip-count list…"), days.chip_count_list, edits=False
            )
            self.bag_labels_action = act(
                self.tr("Print the bag labels…"), days.bag_labels, edits=False
            )
            for action in (
                self.bag_action,
                self.next_day_action,
                self.chip_list_action,
                self.bag_labels_action,
            ):
                days_menu.addAction(action)
        self._build_sounds_menu(clock_menu, slots)

        players_menu = menu_bar.addMenu(self.tr("&Players"))
        self.bust_action = act(self.tr("Bust out selected"), slots.players.bust, "Del")
        self.counts_action = act(self.tr("Chip counts…"), slots.players.chip_counts, "Ctrl+K")
        players_menu.addAction(self.bust_action)
        players_menu.addAction(self.counts_action)
        if slots.colour_up is not None:
            self.colour_up_action = act(self.tr("Colour-up / chip race…"), slots.colour_up)
            players_menu.addAction(self.colour_up_action)
        if slots.people is not None:
            self.people_action = act(self.tr("Player database…"), slots.people, "Ctrl+Shift+D")
            players_menu.addSeparator()
            players_menu.addAction(self.people_action)

        tables_menu = menu_bar.addMenu(self.tr("&Tables"))
        self.tables_menu = tables_menu
        tables = slots.tables
        self.balance_action = act(self.tr("Balance tables…"), tables.balance, "Ctrl+B")
        self.break_action = act(self.tr("Break a table…"), tables.break_table)
        self.final_action = act(self.tr("Final table redraw…"), tables.final_table)
        for action in (self.balance_action, self.break_action, self.final_action):
            tables_menu.addAction(action)
        if slots.floor_rules is not None:
            self.floor_rules_action = act(self.tr("Floor rules…"), slots.floor_rules)
            tables_menu.addAction(self.floor_rules_action)
        if slots.table_size is not None:
            self.table_size_action = act(self.tr("Seats per table…"), slots.table_size)
            tables_menu.addAction(self.table_size_action)
        tables_menu.addSeparator()
        self.table_view_action = act(
            self.tr("Table view…"), tables.open_table_view, "Ctrl+T", edits=False
        )
        tables_menu.addAction(self.table_view_action)
        if slots.rehearse is not None:
            tables_menu.addSeparator()
            self.rehearse_action = act(self.tr("Rehearse this event…"), slots.rehearse, edits=False)
            tables_menu.addAction(self.rehearse_action)
        if slots.rules_settings is not None:
            self.rules_action = act(self.tr("Rules settings…"), slots.rules_settings)
            tables_menu.addAction(self.rules_action)

        money_menu = menu_bar.addMenu(self.tr("&Money"))
        money = slots.money
        self.generate_action = act(self.tr("Recalculate payouts"), money.generate_payouts)
        self.edit_payouts_action = act(self.tr("Edit payouts…"), money.edit_payouts)
        self.deal_action = act(self.tr("Deal…"), money.deal)
        self.pay_action = act(self.tr("Pay out selected"), money.pay_out)
        for action in (
            self.generate_action,
            self.edit_payouts_action,
            self.deal_action,
            self.pay_action,
        ):
            money_menu.addAction(action)
        self._build_history_menu(window, controls, slots.history)

    def _build_sounds_menu(self, clock_menu: QMenu, slots: MenuSlots) -> None:
        """Clock → Sounds: each alert of the clock screen on or off (kept on this machine),
        and the sound settings (files, volume, spoken announcements)."""
        menu = clock_menu.addMenu(self.tr("Sounds"))
        self.alert_settings = AlertPlayer(parent=self)
        names = {
            Alert.ONE_MINUTE: self.tr("One minute left"),
            Alert.LEVEL_UP: self.tr("New level"),
            Alert.BREAK_START: self.tr("Break starts"),
            Alert.BREAK_END: self.tr("Break is over"),
            Alert.FINAL_SECONDS: self.tr("Last ten seconds"),
        }
        self.sound_actions: dict[Alert, QAction] = {}
        for alert, text in names.items():
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(self.alert_settings.enabled(alert))
            action.toggled.connect(
                lambda on, alert=alert: self.alert_settings.set_enabled(alert, on)
            )
            self.sound_actions[alert] = action
        menu.addSeparator()
        self.sound_settings_action = menu.addAction(self.tr("Sound settings…"))
        self.sound_settings_action.triggered.connect(lambda: self.sound_settings(slots))

    def sound_settings(self, slots: MenuSlots) -> SoundsDialog:
        """Open the sound settings; the menu's ticks follow what was changed there."""
        shell = slots.clock.shell
        dialog = SoundsDialog(self.alert_settings, shell.choose_open_file)
        self.sounds_dialog = dialog
        shell.run_dialog(dialog)
        for alert, action in self.sound_actions.items():
            action.setChecked(self.alert_settings.enabled(alert))
        return dialog

    def _build_print_menu(
        self, file_menu: QMenu, controls: Controls, printing: PrintActions
    ) -> None:
        act = controls.action
        menu = file_menu.addMenu(self.tr("&Print"))
        self.print_chart_action = act(
            self.tr("Seating chart…"),
            printing.seating_chart,
            QKeySequence.StandardKey.Print,
            edits=False,
        )
        self.print_cards_action = act(self.tr("Seat cards…"), printing.seat_cards, edits=False)
        self.print_structure_action = act(self.tr("Structure…"), printing.structure, edits=False)
        self.print_payouts_action = act(self.tr("Payouts…"), printing.payouts, edits=False)
        self.print_results_action = act(self.tr("Results…"), printing.results, edits=False)
        self.print_buy_in_receipt_action = act(
            self.tr("Buy-in receipt for the selected player…"),
            printing.buy_in_receipt,
            edits=False,
        )
        self.print_payout_receipt_action = act(
            self.tr("Prize receipt for the selected player…"),
            printing.payout_receipt,
            edits=False,
        )
        for action in (
            self.print_chart_action,
            self.print_cards_action,
            self.print_structure_action,
            self.print_payouts_action,
            self.print_results_action,
        ):
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(self.print_buy_in_receipt_action)
        menu.addAction(self.print_payout_receipt_action)

    def _build_history_menu(
        self, window: QMainWindow, controls: Controls, history: HistoryActions
    ) -> None:
        act = controls.action
        menu = window.menuBar().addMenu(self.tr("H&istory"))
        self.results_action = act(
            self.tr("Results of this tournament…"), history.show_results, edits=False
        )
        self.export_csv_action = act(
            self.tr("Export results as CSV…"), lambda: history.export("results-csv"), edits=False
        )
        self.export_json_action = act(
            self.tr("Export results as JSON…"), lambda: history.export("results-json"), edits=False
        )
        self.player_history_action = act(
            self.tr("Player history…"), history.show_player_history, edits=False
        )
        self.seasons_action = act(
            self.tr("Season / league standings…"), history.show_seasons, edits=False
        )
        self.export_all_action = act(
            self.tr("Export tournament…"), lambda: history.export("tournament"), edits=False
        )
        self.import_action = act(self.tr("Import tournament…"), history.import_tournament)
        self.export_hands_action = act(
            self.tr("Export hands (PHH)…"), lambda: history.export("hands"), edits=False
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
                if history.history is None:
                    action.setEnabled(False)
                    action.setToolTip(self.tr("No database is open."))
                    controls.read_only(action)
