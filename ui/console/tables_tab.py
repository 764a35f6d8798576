"""The tables tab: a card per table, what the tables need now, and the plans that move
players (balance, break, final-table redraw) shown before the director confirms them."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tournament.service import commands as c
from ui.console.chip_counting import CountReads, count_chips
from ui.console.controls import Controls
from ui.console.shell import ConsoleShell
from ui.console.table_card import TableCard
from ui.dialogs import ChoiceDialog, PlanDialog
from ui.table_view import TableFacade, TableViews, TableViewWindow
from ui.viewmodels import MoveRow, SeatDisplay, TableDisplay

__all__ = ["HINT_STYLE", "TableActions", "TablesReads", "TablesTab"]

HINT_STYLE = "background: #f5c542; color: #1b1b1b; padding: 6px; border-radius: 6px;"
COLUMNS = 4


class TablesReads(TableFacade, CountReads, Protocol):
    """What the Tables tab reads (its table views' and counting's reads too), with the
    plans it shows before the director confirms them (kept by the facade until then)."""

    def break_choices(self) -> Sequence[int]:
        """The tables in the order Break a table offers them."""
        ...

    def balance_plan(self) -> Sequence[MoveRow]:
        """The balancing moves to announce (kept until applied)."""
        ...

    def apply_balance_plan(self) -> None:
        """Apply the balancing plan last shown."""
        ...

    def break_plan(self, table: int) -> Sequence[MoveRow]:
        """The moves that break ``table`` (a random draw, kept until confirmed)."""
        ...

    def apply_break_plan(self) -> None:
        """Break the table as the plan last shown says."""
        ...

    def final_table_plan(self) -> Sequence[MoveRow]:
        """The final-table redraw (random, kept until confirmed)."""
        ...

    def apply_final_table_plan(self) -> None:
        """Seat the final table as the redraw last shown says."""
        ...

    def deal_demo_hand(self, table: int) -> str:
        """Demo: the engine plays one hand at ``table``, recorded as one action; its summary."""
        ...


class TableActions(QObject):
    """The director's table actions: plans to confirm, seat and table menus, demo hands."""

    def __init__(self, shell: ConsoleShell, reads: TablesReads, parent: QWidget) -> None:
        super().__init__(parent)
        self.shell = shell
        self.reads = reads
        self.dialog_parent = parent
        self.more_table_menu: list[Callable[[int, QMenu], None]] = []
        """Other windows' table actions (``(table, menu)``), offered on display stations too."""
        self.demo_event = False
        """A ``--demo`` event: the engine's random demo hand is offered on the table menu."""
        self._views: TableViews | None = None

    @property
    def table_views(self) -> TableViews | None:
        """The open table views."""
        if self._views is None:
            self._views = TableViews(self.reads, self.shell.show_notice, self)
        if self._views is not None:
            self._views.display_only = self.shell.display_only
            self._views.demo_event = self.demo_event
        return self._views

    def open_table_view(self, table: int | None = None) -> TableViewWindow | None:
        """Open the Table view of ``table`` (None: choose the table first)."""
        views = self.table_views
        if views is None:
            return None
        if table is None:
            numbers = [view.number for view in self.reads.tables()]
            if not numbers:
                self.shell.show_error(self.tr("No table is in play yet: draw the seats first."))
                return None
            chooser: ChoiceDialog[int] = ChoiceDialog(
                self.tr("Table view"),
                self.tr("Which table?"),
                [(self.tr("Table %1").replace("%1", str(n)), n) for n in numbers],
                self.tr("Open"),
                self.dialog_parent,
            )
            if not self.shell.run_dialog(chooser):
                return None
            table = chooser.value()
        return views.open(table)

    def close_table_views(self) -> None:
        """Close every open table view."""
        if self._views is not None:
            self._views.close_all()

    def tournament_changed(self) -> None:
        """The tournament changed: table views between hands redraw."""
        if self._views is not None:
            self._views.tournament_changed()

    def live_changed(self, tables: Collection[int]) -> None:
        """Display station: the hands in progress at ``tables`` changed."""
        if self._views is not None:
            self._views.live_changed(tables)

    def writer_silent(self, silent_ms: int) -> None:
        """Display station: the writer has not been heard from for ``silent_ms`` (0: it is)."""
        if self._views is not None:
            self._views.writer_silent(silent_ms)

    def _show_plan(self, title: str, intro: str, moves: list[MoveRow]) -> bool:
        return self.shell.run_dialog(PlanDialog(title, moves, self.dialog_parent, intro))

    def balance(self) -> None:
        """Show the balancing moves and apply them on confirmation."""
        facade = self.reads
        moves = self.shell.ask(lambda: list(facade.balance_plan()))
        if moves is None:
            return
        assert isinstance(moves, list)
        if not moves:
            self.shell.show_notice(self.tr("Tables are balanced: nobody needs to move."))
            return
        if self._show_plan(
            self.tr("Balance tables"), self.tr("Announce these moves, then confirm:"), moves
        ):
            self.shell.do(facade.apply_balance_plan)

    def break_table(self, table: int | None = None) -> None:
        """Choose a table to break, show where its players go, and break it on confirmation."""
        facade = self.reads
        numbers = [view.number for view in facade.tables()]
        if len(numbers) < 2:
            self.shell.show_error(self.tr("Only one table is in play: there is no table to break."))
            return
        if table is None:
            # The tables as the hint sees them: the next table of the break order first.
            choices = list(facade.break_choices())
            choices += [n for n in reversed(numbers) if n not in choices]
            items = [(self.tr("Table %1").replace("%1", str(n)), n) for n in choices]
            next_text = self.tr("Table %1 (next in the break order)")
            items[0] = (next_text.replace("%1", str(choices[0])), choices[0])
            chooser: ChoiceDialog[int] = ChoiceDialog(
                self.tr("Break a table"),
                self.tr("Which table breaks? Its players draw for the open seats."),
                items,
                self.tr("Show the moves"),
                self.dialog_parent,
            )
            if not self.shell.run_dialog(chooser):
                return
            table = chooser.value()
        number = table
        moves = self.shell.ask(lambda: list(facade.break_plan(number)))
        if moves is None:
            return
        assert isinstance(moves, list)
        intro = self.tr("Table %1 breaks. Announce these seats, then confirm:").replace(
            "%1", str(number)
        )
        if self._show_plan(self.tr("Break table %1").replace("%1", str(number)), intro, moves):
            self.shell.do(facade.apply_break_plan)

    def final_table(self) -> None:
        """Redraw every player left onto the final table, on confirmation."""
        facade = self.reads
        moves = self.shell.ask(lambda: list(facade.final_table_plan()))
        if moves is None:
            return
        assert isinstance(moves, list)
        intro = self.tr(
            "Final table: every player draws a new seat. Players not listed keep their seat."
        )
        if self._show_plan(self.tr("Final table redraw"), intro, moves):
            self.shell.do(facade.apply_final_table_plan)

    def seat_menu(self, table: int, seat: SeatDisplay, menu: QMenu) -> None:
        """A seat's actions: the button here, lock or unlock the seat."""
        if self.shell.display_only:
            return
        send = self.shell.send
        button = menu.addAction(self.tr("Put the button on seat %1").replace("%1", str(seat.seat)))
        button.triggered.connect(lambda: send(c.SetButton(table, seat.seat)))
        if seat.locked:
            unlock = menu.addAction(self.tr("Unlock seat %1").replace("%1", str(seat.seat)))
            unlock.triggered.connect(lambda: send(c.UnlockSeat(table, seat.seat)))
        elif seat.player is None:
            lock = menu.addAction(self.tr("Lock seat %1").replace("%1", str(seat.seat)))
            lock.triggered.connect(lambda: send(c.LockSeat(table, seat.seat)))

    def table_menu(self, table: int, menu: QMenu) -> None:
        """A table's actions: mark a hand done (drives the game rotation), count its chips;
        let the engine deal a hand there (demo). The table view and other windows' read-only
        actions first."""
        view = menu.addAction(self.tr("Open table view (record or deal a hand)…"))
        view.triggered.connect(lambda: self.open_table_view(table))
        for add in self.more_table_menu:
            add(table, menu)
        if self.shell.display_only:
            return
        done = menu.addAction(self.tr("Hand done at this table"))
        done.setToolTip(
            self.tr("Counts the hand for the game rotation: the table moves on to the next game")
        )
        done.triggered.connect(lambda: self.shell.send(c.RecordHand(table)))
        count = menu.addAction(self.tr("Count chips at table %1…").replace("%1", str(table)))
        count.triggered.connect(lambda: self.count_table(table))
        if not self.demo_event:
            return
        deal = menu.addAction(self.tr("Deal a hand here (engine demo, random play)"))
        deal.setToolTip(
            self.tr(
                "Simulation aid: the engine deals one hand of the current game and plays it "
                "with random legal actions; the chips, busts and button move as recorded "
                "(undo takes it back)."
            )
        )
        deal.triggered.connect(lambda: self.deal_demo_hand(table))

    def count_table(self, table: int) -> bool:
        """Count the stacks of ``table``'s players at once and record the counts typed."""
        return count_chips(self.shell, self.reads, self.dialog_parent, table=table)

    def deal_demo_hand(self, table: int) -> None:
        """Demo / simulation aid: the engine plays one hand at ``table`` (random actions);
        the result is recorded as one undoable action and summarised in the banner."""
        summary: list[str] = []
        if self.shell.do(lambda: summary.append(self.reads.deal_demo_hand(table))):
            self.shell.show_notice(summary[0])


class TablesTab(QWidget):
    """What the tables need (hint), a summary, the plan buttons and a card per table."""

    def __init__(self, shell: ConsoleShell, reads: TablesReads, controls: Controls) -> None:
        super().__init__()
        self.table_actions = TableActions(shell, reads, self)
        a = self.table_actions
        layout = QVBoxLayout(self)
        self.tables_hint = QLabel()
        self.tables_hint.setWordWrap(True)
        self.tables_hint.setStyleSheet(HINT_STYLE)
        layout.addWidget(self.tables_hint)
        row = QHBoxLayout()
        self.tables_summary = QLabel()
        self.balance_button = controls.button(self.tr("Balance tables…"), a.balance)
        self.break_button = controls.button(self.tr("Break a table…"), a.break_table)
        self.final_button = controls.button(self.tr("Final table redraw…"), a.final_table)
        row.addWidget(self.tables_summary, 1)
        for button in (self.balance_button, self.break_button, self.final_button):
            button.setMinimumHeight(34)
            row.addWidget(button)
        layout.addLayout(row)
        tip = QLabel(self.tr("Right-click a seat to put the button there or to lock the seat."))
        tip.setStyleSheet("color: #666;")
        layout.addWidget(tip)
        demo_tip = QLabel(
            self.tr("Double-click a table (or right-click it) to open its table view.")
        )
        demo_tip.setStyleSheet("color: #666;")
        layout.addWidget(demo_tip)
        self.tables_area = QScrollArea()
        self.tables_area.setWidgetResizable(True)
        layout.addWidget(self.tables_area, 1)
        self._cards: dict[int, TableCard] = {}
        self._views: dict[int, TableDisplay] | None = {}
        """Every table's latest view, by number (what the cards show once drawn); None
        until the tab needs them (:meth:`show_tables`: read by ``_read_views``)."""
        self._read_views: Callable[[], Sequence[TableDisplay]] = tuple
        self._read_counts: Callable[[], tuple[int, int]] = lambda: (0, 0)
        self._tables = 0
        """The tables in play (shown in the summary)."""
        self._seated = 0
        """The players seated at them."""
        self._stale: set[int] | None = None
        """The tables whose card is not drawn yet (None: every card, on a new grid)."""
        self._grid = QGridLayout()

    @property
    def table_cards(self) -> list[TableCard]:
        """The cards by table number (drawn now if the tab has not shown them yet)."""
        self._draw()
        return [self._cards[n] for n in sorted(self._cards)]

    def _card(self, table: TableDisplay) -> TableCard:
        return TableCard(
            table,
            self.table_actions.seat_menu,
            self.table_actions.table_menu,
            self.table_actions.open_table_view,
        )

    def show_tables(
        self,
        read: Callable[[], Sequence[TableDisplay]],
        counts: Callable[[], tuple[int, int]],
        hint: str,
    ) -> None:
        """Every table as a new card, and what the tables need now. The cards are drawn
        when the tab is shown, and their views read (``read``) only then: until then the
        summary shows ``counts`` (tables, players seated), read again after each change.
        At 1,000 tables the opening's first paint waits neither for the cards nor for a
        thousand views of a tab that is not on screen."""
        self._read_views, self._read_counts = read, counts
        self._views = None
        self._tables, self._seated = counts()
        self._stale = None
        self.show_hint(hint)
        self._show_summary()
        if self.isVisible():
            self._draw()

    def _all_views(self) -> dict[int, TableDisplay]:
        """Every table's view (read now when :meth:`show_tables` left them unread)."""
        if self._views is None:
            self._views = {view.number: view for view in self._read_views()}
            self._tables = len(self._views)
            self._seated = sum(view.occupied for view in self._views.values())
        return self._views

    def update_tables(self, numbers: Collection[int], tables: Sequence[TableDisplay]) -> None:
        """The tables ``numbers`` now have the views ``tables`` (a number without a view:
        that table is gone). Their cards are redrawn when the tab is shown; cards whose
        table did not change stay as they are; every other card is left alone."""
        if self._views is None:  # no view read yet: every card is drawn from a new read
            self._tables, self._seated = self._read_counts()
            self._show_summary()
            if self.isVisible():
                self._draw()
            return
        views = {view.number: view for view in tables}
        for number in numbers:
            view, old = views.get(number), self._views.get(number)
            self._seated -= old.occupied if old is not None else 0
            if view is not None:
                self._views[number] = view
                self._seated += view.occupied
            else:
                self._views.pop(number, None)
        self._tables = len(self._views)
        if self._stale is not None:
            self._stale.update(numbers)
        self._show_summary()
        if self.isVisible():
            self._draw()

    def update_all(self, tables: Sequence[TableDisplay]) -> None:
        """Every table's view (e.g. the game changed): only the cards that differ redraw."""
        shown = set(self._views) if self._views is not None else set()
        self.update_tables(shown | {view.number for view in tables}, tables)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        """The tab comes on screen: draw the cards that changed while it was hidden."""
        self._draw()
        super().showEvent(event)

    def _draw(self) -> None:
        """Bring the cards in step with the views (see :meth:`update_tables`)."""
        views = self._all_views()
        stale, self._stale = self._stale, set()
        if stale is None:
            self._cards = {n: self._card(v) for n, v in views.items()}
            self._lay_out()
            return
        moved = False
        for number in stale:
            view, card = views.get(number), self._cards.get(number)
            if card is not None and view is not None:
                if card.table != view:
                    new = self._cards[number] = self._card(view)
                    self._grid.replaceWidget(card, new)
                    card.deleteLater()
            elif card is not None:
                del self._cards[number]
                self._grid.removeWidget(card)
                card.deleteLater()
                moved = True
            elif view is not None:
                self._cards[number] = self._card(view)
                moved = True
        if moved:
            self._lay_out()

    def _lay_out(self) -> None:
        """Place the cards by table number on a new grid (the cards themselves are kept)."""
        holder = QWidget()
        self._grid = QGridLayout(holder)
        cards = [self._cards[n] for n in sorted(self._cards)]
        for i, card in enumerate(cards):
            self._grid.addWidget(card, i // COLUMNS, i % COLUMNS)
        self._grid.setRowStretch(len(cards) // COLUMNS + 1, 1)
        self.tables_area.setWidget(holder)  # deletes the old holder, not the cards it lent

    def _show_summary(self) -> None:
        tables, seated = self._tables, self._seated
        self.tables_summary.setText(
            self.tr("%n table(s)", "", tables) + f" · {seated} " + self.tr("seated")
        )

    def show_hint(self, hint: str) -> None:
        """What the tables need now (hidden when nothing)."""
        self.tables_hint.setText(hint)
        self.tables_hint.setVisible(bool(hint))
