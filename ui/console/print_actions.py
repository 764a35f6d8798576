"""File → Print: the seating chart, seat cards, the structure, the payouts, the results
and receipts for the selected player.

Each action builds the document from what the console shows (:mod:`ui.printing`,
:mod:`ui.print_sheets`) and asks for a printer in Qt's print dialog, where "Print to PDF"
is one of the choices.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Sequence
from typing import Protocol

from PySide6.QtCore import QDateTime, QLocale, QObject
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

from tournament.service.receipts import BuyInReceipt, PayoutReceipt
from tournament.structure import Structure
from tournament.structure_schedule import schedule
from ui.console.shell import ConsoleShell
from ui.history import HistoryFacade
from ui.locale_format import program_locale
from ui.print_sheets import (
    buy_in_receipt_html,
    payout_receipt_html,
    results_sheet_html,
    seat_cards_html,
    structure_sheet_html,
)
from ui.printing import (
    PdfWriteError,
    payouts_html,
    print_html,
    results_html,
    seat_slips_for,
    seating_chart_html,
)
from ui.viewmodels import ClockScreenModel, PayoutLine, TableDisplay, TournamentItem

__all__ = ["PrintActions", "PrintReads"]


class PrintReads(Protocol):
    """What the Print menu's sheets read of the tournament on screen."""

    def tournament_name(self) -> str:
        """The name of the tournament on screen."""
        ...

    def current_tournament(self) -> str:
        """The id of the tournament on screen."""
        ...

    def tournaments(self) -> Sequence[TournamentItem]:
        """Every tournament in the database (the results sheet's date)."""
        ...

    def tables(self, numbers: Collection[int] | None = None) -> Sequence[TableDisplay]:
        """Every table with its seats."""
        ...

    def structure(self) -> Structure:
        """The structure played."""
        ...

    def levels(self) -> Sequence[tuple[str, str]]:
        """The structure, one line per level or break."""
        ...

    def clock_model(self) -> ClockScreenModel:
        """What the clock screen shows now (the prize pool)."""
        ...

    def satellite_line(self) -> str:
        """A satellite's seats and the rule in force ("" otherwise)."""
        ...

    def payouts(self) -> Sequence[tuple[str, str]]:
        """The payout table (after a deal: the deal's shares)."""
        ...

    def results(self) -> Sequence[PayoutLine]:
        """The paid places and who won them."""
        ...

    def currency(self) -> str:
        """The event's currency."""
        ...

    def buy_in_receipt(self, player_id: str) -> BuyInReceipt:
        """What the player paid in."""
        ...

    def payout_receipt(self, player_id: str) -> PayoutReceipt:
        """What the player was paid."""
        ...


class PrintActions(QObject):
    """Print what a director hands out or pins to the wall.

    ``history`` (the database's results: knockouts and bounties) may be None, and the
    results sheet then lists the paid places as the Payouts tab does; ``selected`` gives
    the players selected in the players list (the receipts' player); ``now`` the time in
    ms (a receipt says when it was printed).
    """

    def __init__(
        self,
        shell: ConsoleShell,
        reads: PrintReads,
        parent: QWidget,
        history: HistoryFacade | None = None,
        selected: Callable[[], Sequence[str]] = list,
        now: Callable[[], int] = lambda: time.time_ns() // 1_000_000,
    ) -> None:
        super().__init__(parent)
        self.shell = shell
        self.reads = reads
        self.dialog_parent = parent
        self.history = history
        self.selected = selected
        self.now = now

    def _print(self, html: str) -> bool:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self.dialog_parent)
        if not self.shell.run_dialog(dialog):
            return False
        try:
            print_html(html, dialog.printer())
        except PdfWriteError as error:  # "Print to PDF" into a missing or read-only folder
            self.shell.show_error(str(error))
            return False
        return True

    def print_document(self, html: str) -> bool:
        """Print ``html`` after the print dialog (False: cancelled, or it could not be
        written): for the sheets built elsewhere (the day's chip-count list, bag labels)."""
        return self._print(html)

    def _event(self) -> str:
        return self.reads.tournament_name()

    def _time(self, ms: int, fmt: QLocale.FormatType = QLocale.FormatType.ShortFormat) -> str:
        return program_locale().toString(QDateTime.fromMSecsSinceEpoch(ms), fmt)

    def seating_chart(self) -> bool:
        """Print every table with its seats, a page per table."""
        return self._print(seating_chart_html(self._event(), self.reads.tables()))

    def seat_cards(self) -> bool:
        """Print a seat card for every seated player (18 to a page, with cut lines)."""
        slips = seat_slips_for(self.reads.tables())
        return self._print(seat_cards_html(self._event(), slips))

    def structure(self) -> bool:
        """Print the structure: every level and break with its stakes, length, start
        and colour-up."""
        facade = self.reads
        steps = schedule(facade.structure().steps)
        return self._print(structure_sheet_html(self._event(), facade.levels(), steps))

    def payouts(self) -> bool:
        """Print the payout table under the prize pool."""
        facade = self.reads
        pool = facade.clock_model().prize_pool
        rule = facade.satellite_line()  # a satellite: the seats and the rule in force
        return self._print(payouts_html(self._event(), pool, facade.payouts(), rule))

    def _date(self) -> str:
        facade = self.reads
        current = facade.current_tournament()
        for item in facade.tournaments():
            if item.tournament_id == current:
                date = QDateTime.fromMSecsSinceEpoch(item.created_ms).date()
                return program_locale().toString(date, QLocale.FormatType.LongFormat)
        return ""

    def results(self) -> bool:
        """Print the results sheet: every player with entries, knockouts, bounties and
        prize, the date and the prize pool."""
        facade = self.reads
        if self.history is None:  # no database behind the console: the paid places
            return self._print(results_html(self._event(), facade.results()))
        html = results_sheet_html(
            self._event(),
            self._date(),
            facade.clock_model().prize_pool,
            self.history.results(facade.current_tournament()),
            facade.currency(),
        )
        return self._print(html)

    def _one_selected(self) -> str | None:
        chosen = list(self.selected())
        if len(chosen) != 1:
            self.shell.show_error(self.tr("Select one player in the players list first."))
            return None
        return chosen[0]

    def buy_in_receipt(self) -> bool:
        """Print a receipt for what the selected player paid in."""
        player = self._one_selected()
        if player is None:
            return False
        receipt = self.shell.ask(lambda: self.reads.buy_in_receipt(player))
        if not isinstance(receipt, BuyInReceipt):
            return False  # refused: the banner says why
        times = [self._time(e.at) for e in receipt.entries]
        html = buy_in_receipt_html(
            self._event(),
            receipt,
            self.reads.currency(),
            self._time(self.now()),
            times,
        )
        return self._print(html)

    def payout_receipt(self) -> bool:
        """Print a receipt for the selected player's prize."""
        player = self._one_selected()
        if player is None:
            return False
        receipt = self.shell.ask(lambda: self.reads.payout_receipt(player))
        if not isinstance(receipt, PayoutReceipt):
            return False  # refused: the banner says why
        html = payout_receipt_html(
            self._event(),
            receipt,
            self.reads.currency(),
            self._time(self.now()),
        )
        return self._print(html)
