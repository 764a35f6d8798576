"""The tables tab: a card per table, what the tables need now, and the buttons of the plans
that move players (balance, break, final-table redraw; the actions themselves are
:class:`ui.console.table_actions.TableActions`)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ui.console.controls import Controls
from ui.console.shell import ConsoleShell
from ui.console.table_actions import TableActions, TablesReads
from ui.console.table_card import TableCard
from ui.viewmodels import TableDisplay

__all__ = ["HINT_STYLE", "TablesTab"]

HINT_STYLE = "background: #f5c542; color: #1b1b1b; padding: 6px; border-radius: 6px;"
COLUMNS = 4


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
