"""What the console reads again after a commit: the players' rows, the table cards, the
payouts and results, the chip check, the floor's hint and the log.

The event bridge says what a commit changed (:class:`ui.bridge.Change`); only the players'
rows and the table cards it names, and the parts its flags name, are read again, so an
action costs the same at 20 players and at 10,000. :meth:`ConsoleUpdates.everything` reads
every view (another tournament is shown). The window keeps its own title, clock strip and
undo labels; what it lends to the updates is :class:`UpdatedConsole` (its tabs, the log's
model and the floor's hint), so this module never imports the window.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Protocol

from PySide6.QtWidgets import QLabel

from tournament.errors import DomainError
from ui.bridge import Change
from ui.console.payouts_tab import PayoutsInfoReads, PayoutsTab
from ui.console.players_tab import PlayersTab
from ui.console.structure_tab import StructureTab
from ui.console.tables_tab import TablesTab
from ui.qtmodels import PagedRowsModel
from ui.viewmodels import ClockScreenModel, PayoutLine, PlayerLine, TableDisplay

__all__ = ["ConsoleUpdates", "UpdateReads", "UpdatedConsole"]


class UpdatedConsole(Protocol):
    """What the console's window lends the updates: the tabs and lines they refresh
    (:class:`ui.console.window.DirectorConsole`)."""

    players_tab: PlayersTab
    structure_tab: StructureTab
    tables_tab: TablesTab
    payouts_tab: PayoutsTab
    log_model: PagedRowsModel[tuple[str, str, str]]
    floor_hint: QLabel

    def show_floor_hint(self) -> None:
        """Show the floor's hint line (on every tab but Tables)."""
        ...


class UpdateReads(PayoutsInfoReads, Protocol):
    """What the console reads again after a commit (the Payouts tab's line too)."""

    def players(self, player_ids: Collection[str] | None = None) -> Sequence[PlayerLine]:
        """Every player's row (only those of ``player_ids`` that exist)."""
        ...

    def seated_at(self, numbers: Collection[int]) -> set[str]:
        """The ids of the players seated at these tables now."""
        ...

    def tables(self, numbers: Collection[int] | None = None) -> Sequence[TableDisplay]:
        """The tables' cards (only ``numbers``)."""
        ...

    def table_counts(self) -> tuple[int, int]:
        """The tables in play and the players seated at them (the Tables tab's summary,
        without building a card's view)."""
        ...

    def table_hint(self) -> str:
        """What the tables need now."""
        ...

    def levels(self) -> Sequence[tuple[str, str]]:
        """The structure, one line per level or break."""
        ...

    def chips_check(self) -> str:
        """The chip check under the players list."""
        ...

    def payout_amounts(self) -> Sequence[int]:
        """The prize of each place."""
        ...

    def payouts(self) -> Sequence[tuple[str, str]]:
        """The payout table's lines (after a deal: the deal's shares)."""
        ...

    def results(self) -> Sequence[PayoutLine]:
        """The paid places and who won them."""
        ...

    def clock_model(self) -> ClockScreenModel:
        """What the clock screen shows now."""
        ...

    def current_tournament(self) -> str:
        """The id of the tournament on screen."""
        ...

    def log_newer(self, limit: int) -> Sequence[tuple[str, str, str]]:
        """The log after the newest entry read (the first time: its newest ``limit``)."""
        ...

    def log_older(self, limit: int) -> Sequence[tuple[str, str, str]]:
        """Up to ``limit`` entries before the oldest read."""
        ...

    def log_has_older(self) -> bool:
        """True while older entries of the log are left to read."""
        ...


class ConsoleUpdates:
    """Keeps the console's tabs in step with the tournament (see the module docstring)."""

    def __init__(self, console: UpdatedConsole, reads: UpdateReads) -> None:
        self.console = console
        self.reads = reads
        self._log_of = ""
        self._shown_payouts: tuple[int, ...] = ()
        self._shown_lines: object = None
        self._with_line: set[str] = set()
        """The players with a line in the results list (a prize, paid or to pay)."""

    def everything(self) -> None:
        """Re-read every tab (the log: only what is new)."""
        console = self.console
        facade = self.reads
        console.players_tab.players_model.set_rows(facade.players())
        console.structure_tab.structure_model.set_rows(facade.levels())
        self._money()
        console.players_tab.chips_label.setText(facade.chips_check())
        hint = facade.table_hint()
        # the cards' views are read when the Tables tab is first shown (1,000 tables: 0.2 s)
        console.tables_tab.show_tables(facade.tables, facade.table_counts, hint)
        console.floor_hint.setText(hint)
        self._log()

    def apply(self, change: Change) -> None:
        """Read again what ``change`` names (not the clock strip or the undo labels)."""
        console = self.console
        facade = self.reads
        players, payouts = set(change.players), self._shown_payouts
        if change.money:
            self._money(change.players)
        if change.tables:  # a table put back by an undo names no player: its seats do
            players |= self._shown_at(change.tables) | facade.seated_at(change.tables)
        tables = set(change.tables) | self._players(players)
        if self._shown_payouts != payouts:  # every player's prize may differ
            console.players_tab.players_model.set_rows(facade.players())
        if change.levels:
            console.structure_tab.structure_model.set_rows(facade.levels())
            console.tables_tab.update_all(facade.tables())  # the game of every table may change
        elif tables:
            console.tables_tab.update_tables(tables, facade.tables(tables))
        if change.seating or tables:
            hint = facade.table_hint()
            console.tables_tab.show_hint(hint)
            console.floor_hint.setText(hint)  # shown on every tab but Tables
            console.show_floor_hint()
        if change.chips:
            console.players_tab.chips_label.setText(facade.chips_check())
        self._log()

    def _shown_at(self, tables: frozenset[int]) -> set[str]:
        """The players whose rows show a seat at one of these tables."""
        rows = self.console.players_tab.players_model.rows()
        return {r.player_id for r in rows if r.table in tables}

    def _players(self, player_ids: set[str]) -> set[int]:
        """Refresh these players' rows; the tables they sat or now sit at."""
        if not player_ids:
            return set()
        model = self.console.players_tab.players_model
        rows = self.reads.players(player_ids)
        before = (model.get(p) for p in player_ids)
        tables = {r.table for r in before if r is not None and r.table is not None}
        tables |= {r.table for r in rows if r.table is not None}
        model.update(rows)
        model.remove(player_ids - {r.player_id for r in rows})
        return tables

    def _money(self, touched: Collection[str] | None = None) -> None:
        """Payouts, results and the prize pool. ``touched``: the only players whose record
        changed (None: anything may have); the results list, one line per paid place, is
        read again only when the prizes changed or one of them has or had a line in it (a
        bust far from the money changes no line of it)."""
        facade, tab = self.reads, self.console.payouts_tab
        amounts = tuple(facade.payout_amounts())
        lines = facade.payouts()  # after a deal: the deal's shares
        same = lines == self._shown_lines and amounts == self._shown_payouts
        if lines != self._shown_lines:
            tab.payouts_model.set_rows(lines)
            self._shown_lines = lines
        if touched is None or not same or self._in_results(touched):
            tab.results_model.set_rows(facade.results())
            self._with_line = {r.player_id for r in tab.results_model.rows() if r.player_id}
        tab.show_info(len(amounts), facade.clock_model(), facade)
        self._shown_payouts = amounts

    def _in_results(self, player_ids: Collection[str]) -> bool:
        """True when one of these players has a line in the results list or has a prize
        now (a place paid, a deal's share)."""
        if not self._with_line.isdisjoint(player_ids):
            return True
        return any(row.prize for row in self.reads.players(player_ids))

    def _log(self) -> None:
        """Put the newest log entries on top (a page of the newest for another tournament;
        older pages are read as the director scrolls down)."""
        facade, model = self.reads, self.console.log_model
        if self._log_of != facade.current_tournament():
            self._log_of = facade.current_tournament()
            model.set_rows([])
            model.older = self._older
            model.has_older = facade.log_has_older
        try:
            new = facade.log_newer(model.page)
        except DomainError:  # the database is unreachable (the station line says so):
            return  # the log shown stays, and catches up at the next refresh
        model.prepend(list(reversed(new)))

    def _older(self, count: int) -> Sequence[tuple[str, str, str]]:
        """Up to ``count`` older log entries, newest first (none while unreachable)."""
        try:
            return list(reversed(self.reads.log_older(count)))
        except DomainError:
            return []
