"""The director's table actions, offered by the Tables tab, the table cards' menus and the
console's Tables menu: the plans that move players (balance, break a table, final-table
redraw) shown before the director confirms them, the seat and table menus, the table views,
counting a table's chips and the engine's demo hand; and what they read
(:class:`TablesReads`)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QWidget

from tournament.service import commands as c
from ui.bridge import Change
from ui.console.chip_counting import CountReads, count_chips
from ui.console.shell import ConsoleShell
from ui.dialogs import ChoiceDialog, PlanDialog
from ui.table_view import TableFacade, TableViews, TableViewWindow
from ui.viewmodels import MoveRow, SeatDisplay

__all__ = ["TableActions", "TablesReads"]


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

    def tournament_changed(self, change: Change | None = None) -> None:
        """The tournament changed (``change``: what a commit touched; None: anything may
        have): the table views between hands that it touches redraw."""
        if self._views is not None:
            self._views.tournament_changed(change)

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
