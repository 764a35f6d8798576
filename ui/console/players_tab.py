"""The players tab: register and buy in, the players list, and what to do with a player."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tournament.service import commands as c
from ui.console.chip_counting import CountReads, count_chips
from ui.console.controls import Controls
from ui.console.kept_selection import KeptSelection
from ui.console.player_filter import PlayerFilter
from ui.console.registration import NameCompleter, NameReads, ask_namesake, resolve_name
from ui.console.rename import RenameReads, rename_selected
from ui.console.shell import ConsoleShell
from ui.console.shown_rows import ShownRowsView
from ui.console.text_line import TextLine
from ui.dialogs import BustDialog, ChoiceDialog, table_view
from ui.qtmodels import players_model
from ui.viewmodels import PlayerLine

__all__ = ["PlayerActions", "PlayersReads", "PlayersTab", "bust_command"]

_FEW_ROWS = 50
"""Changed rows up to which a change widens only the columns those rows need."""


class PlayersReads(NameReads, RenameReads, CountReads, Protocol):
    """What the Players tab reads (besides registering, renaming and counting's reads)."""

    def players(self, player_ids: Collection[str] | None = None) -> Sequence[PlayerLine]:
        """Every player's row (only those of ``player_ids``)."""
        ...

    def can_rebuy_on_bust(self, player_id: str) -> bool:
        """True while the busted player may rebuy instead."""
        ...

    def bounties_on(self) -> bool:
        """True when the event pays bounties (the bust asks who busted the player)."""
        ...

    def eliminators(self, player_ids: Sequence[str]) -> Sequence[tuple[str, str]]:
        """Who may have busted these players: (label, player id), same table first."""
        ...


def bust_command(player_ids: Sequence[str], busted_by: str | None = None) -> c.Command:
    """The bust of these players, busted in the same hand (by ``busted_by`` if known)."""
    if len(player_ids) == 1:
        return c.EliminatePlayer(player_ids[0], busted_by)
    return c.EliminatePlayers(tuple(player_ids), busted_by=busted_by)


class PlayerActions(QObject):
    """The director's player actions; ``selected()`` gives the ids selected in the list."""

    def __init__(
        self,
        shell: ConsoleShell,
        reads: PlayersReads,
        parent: QWidget,
        selected: Callable[[], list[str]],
    ) -> None:
        super().__init__(parent)
        self.shell = shell
        self.reads = reads
        self.dialog_parent = parent
        self.selected = selected

    def register(self, name: str) -> bool:
        """Register ``name`` and take the buy-in (seated at once when seats are drawn);
        a near-duplicate of a known person asks "Did you mean…?" first."""
        chosen = resolve_name(self.shell, self.reads, name) if name.strip() else name
        if chosen is None:
            return False
        if not chosen.strip():
            self.shell.show_error(
                QCoreApplication.translate("Facade", "Type the player's name first.")
            )
            return False
        meant = ask_namesake(self.shell, self.reads, chosen)
        if meant is None:
            return False
        kind, player_id = meant
        if kind == "re_enter":
            return self.shell.send(c.ReEnter(player_id, seat=True))
        second = kind == "second"
        return self.shell.send(c.RegisterAndBuyIn(chosen.strip(), second_player=second))

    def draw_seats(self) -> None:
        """Random seats for every bought-in player without one."""
        self.shell.send(c.DrawSeats())

    def for_selected(self, command: Callable[[str], c.Command]) -> None:
        """Send ``command(player_id)`` for each selected player (stops at the first refusal)."""
        ids = self.selected()
        if not ids:
            self.shell.show_error(self.tr("Select a player in the list first."))
            return
        for player_id in ids:
            if not self.shell.send(command(player_id)):
                return

    def bust(self) -> None:
        """Bust the selected players (asking who busted them when bounties are on)."""
        ids = self.selected()
        if not ids:
            self.shell.show_error(self.tr("Select the busted player(s) in the list first."))
            return
        if len(ids) == 1 and self.reads.can_rebuy_on_bust(ids[0]):
            # The rebuy period: the director may record a rebuy instead of the bust.
            choice: ChoiceDialog[bool] = ChoiceDialog(
                self.tr("Rebuy or bust?"),
                self.tr("Rebuys are open: does the player rebuy, or is he out?"),
                [
                    (self.tr("Rebuy (a new stack)"), True),
                    (self.tr("Bust (out of the event)"), False),
                ],
                self.tr("Record"),
                self.dialog_parent,
            )
            if not self.shell.run_dialog(choice):
                return
            if choice.value():
                self.shell.send(c.Rebuy(ids[0], busted=True))
                return
        busted_by: str | None = None
        if self.reads.bounties_on():
            names = [r.name for r in self.reads.players() if r.player_id in ids]
            winners = list(self.reads.eliminators(ids))  # table and seat, same table first
            dialog = BustDialog(names, winners, self.dialog_parent)
            if not self.shell.run_dialog(dialog):
                return
            busted_by = dialog.busted_by()
        self.shell.send(bust_command(ids, busted_by))

    def add_ons(self) -> None:
        """An add-on for each selected player (one action, one undo step for the batch)."""
        ids = self.selected()
        if not ids:
            self.shell.show_error(self.tr("Select a player in the list first."))
            return
        if len(ids) == 1:
            self.shell.send(c.AddOn(ids[0]))
        else:
            self.shell.send(c.AddOnMany(tuple(ids)))

    def chip_counts(self) -> None:
        """Counts for the selected players (everybody still in when nobody is selected)."""
        count_chips(self.shell, self.reads, self.dialog_parent, self.selected())


class PlayersTab(QWidget):
    """Register + buy in, the players list (several may be selected) and the player buttons."""

    def __init__(self, shell: ConsoleShell, reads: PlayersReads, controls: Controls) -> None:
        super().__init__()
        self.player_actions = PlayerActions(shell, reads, self, self.selected_player_ids)
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        register_row = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("New player's name"))
        self.name_edit.returnPressed.connect(self._register)
        controls.edits(self.name_edit)
        controls.text_field(self.name_edit)
        self.name_completer = NameCompleter(shell, reads, self.name_edit)
        self.register_button = controls.button(self.tr("Register + buy in"), self._register)
        register_row.addWidget(self.name_edit, 1)
        register_row.addWidget(self.register_button)
        left.addLayout(register_row)
        self.search_edit = QLineEdit()
        self.search_edit.setPlaceholderText(
            self.tr("Search: part of a name, t3 for table 3, or a status")
        )
        self.search_edit.setClearButtonEnabled(True)
        controls.text_field(self.search_edit)
        left.addWidget(self.search_edit)
        self.players_model = players_model()
        self.players_filter = PlayerFilter(self.players_model)
        self.search_edit.textChanged.connect(self.players_filter.set_query)
        self.players_view = table_view(self.players_filter, ShownRowsView())
        self.players_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        players_header = self.players_view.horizontalHeader()
        players_header.setResizeContentsPrecision(0)  # size columns by the rows on screen:
        # measuring all of thousands of rows after each change costs more than the change
        players_header.setStretchLastSection(False)
        players_header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        players_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Columns are fitted once a burst of changes has settled (a hand recorded changes a
        # table's stacks at once), not after each row: a fit lays out the whole header.
        # A few changed rows only widen a column their new text no longer fits (measuring
        # those cells, not every row on screen).
        self._fit_columns = QTimer(self)
        self._fit_columns.setSingleShot(True)
        self._fit_columns.setInterval(100)
        self._fit_columns.timeout.connect(self._fit)
        for signal in (self.players_model.modelReset, self.players_model.rowsInserted):
            signal.connect(self._fit_columns.start)
        self.players_model.dataChanged.connect(self._widen)
        self.kept_selection = KeptSelection(
            self.players_view, self.players_model, self.players_filter
        )
        left.addWidget(self.players_view, 1)
        self.chips_label = TextLine()  # changes after most actions: repaints itself only
        left.addWidget(self.chips_label)
        layout.addLayout(left, 1)

        side = QVBoxLayout()
        a = self.player_actions
        self.draw_button = controls.button(
            self.tr("Draw seats"),
            a.draw_seats,
            self.tr("Random seats for every bought-in player without one"),
        )
        self.bust_button = controls.button(
            self.tr("Bust out selected (Del)"),
            a.bust,
            self.tr("Select every player busted in the same hand; they are ranked by their stacks"),
        )
        self.rebuy_button = controls.button(self.tr("Rebuy"), lambda: a.for_selected(c.Rebuy))
        self.addon_button = controls.button(
            self.tr("Add-on"),
            a.add_ons,
            self.tr("An add-on for each selected player: one action, one undo step"),
        )
        self.double_addon_button = controls.button(
            self.tr("Double add-on"),
            lambda: a.for_selected(c.DoubleAddOn),
            self.tr("Two add-ons at once for the selected player: one action, one undo step"),
        )
        self.reentry_button = controls.button(
            self.tr("Re-entry"), lambda: a.for_selected(lambda p: c.ReEnter(p, seat=True))
        )
        self.rename_button = controls.button(
            self.tr("Rename…"),
            lambda: rename_selected(shell, reads, self, self.selected_player_ids()),
            self.tr("Correct the selected player's name (exports and player database too)"),
        )
        self.chips_button = controls.button(
            self.tr("Chip counts…"),
            a.chip_counts,
            self.tr("Count the selected players, or everybody when nobody is selected (Ctrl+K)"),
        )
        for button in (
            self.draw_button,
            self.bust_button,
            self.rebuy_button,
            self.addon_button,
            self.double_addon_button,
            self.reentry_button,
            self.rename_button,
            self.chips_button,
        ):
            button.setMinimumHeight(40)
            side.addWidget(button)
        side.addStretch(1)
        layout.addLayout(side)

    def _register(self) -> None:
        if self.player_actions.register(self.name_edit.text().strip()):
            self.name_edit.clear()
            self.name_completer.registered()

    def _widen(self, top: QModelIndex, bottom: QModelIndex) -> None:
        """Rows ``top`` to ``bottom`` changed: widen a column their texts no longer fit
        (many rows: fit every column once the burst settles; rows a move shifted keep
        their texts: only the moved row's own change is measured)."""
        if self.kept_selection.shifting:
            return
        if bottom.row() - top.row() >= _FEW_ROWS:
            self._fit_columns.start()
            return
        view, model, proxy = self.players_view, self.players_model, self.players_filter
        grid = 1 if view.showGrid() else 0
        for column in range(max(1, top.column()), bottom.column() + 1):
            shown = (
                proxy.mapFromSource(model.index(row, column))
                for row in range(top.row(), bottom.row() + 1)
            )
            need = max(
                (view.sizeHintForIndex(i).width() + grid for i in shown if i.isValid()),
                default=0,
            )
            if need > view.columnWidth(column):
                view.setColumnWidth(column, need)

    def _fit(self) -> None:
        """Fit every column but the names (which stretch over the rest) to their texts."""
        for column in range(1, self.players_model.columnCount()):
            self.players_view.resizeColumnToContents(column)

    def selected_player_ids(self) -> list[str]:
        """Ids of the players selected in the list."""
        rows = sorted({index.row() for index in self.players_view.selectionModel().selectedRows()})
        return [self.players_filter.row_at(r).player_id for r in rows]
