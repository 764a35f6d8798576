"""File → Print: the seating chart, seat cards, the structure, the payouts and the results.

Each action builds the document from what the console shows (:mod:`ui.printing`) and asks
for a printer in Qt's print dialog, where "Print to PDF" is one of the choices.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

from ui.console.shell import ConsoleShell
from ui.printing import (
    PdfWriteError,
    payouts_html,
    print_html,
    results_html,
    seat_slips_for,
    seat_slips_html,
    seating_chart_html,
    structure_html,
)

__all__ = ["PrintActions"]


class PrintActions(QObject):
    """Print what a director hands out or pins to the wall."""

    def __init__(self, shell: ConsoleShell, parent: QWidget) -> None:
        super().__init__(parent)
        self.shell = shell
        self.dialog_parent = parent

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

    def _event(self) -> str:
        return self.shell.facade.tournament_name()

    def seating_chart(self) -> bool:
        """Print every table with its seats, a page per table."""
        return self._print(seating_chart_html(self._event(), self.shell.facade.tables()))

    def seat_cards(self) -> bool:
        """Print a seat card for every seated player (four to a page, with cut lines)."""
        slips = seat_slips_for(self.shell.facade.tables())
        return self._print(seat_slips_html(self._event(), slips))

    def structure(self) -> bool:
        """Print the structure: every level and break with its stakes."""
        return self._print(structure_html(self._event(), self.shell.facade.levels()))

    def payouts(self) -> bool:
        """Print the payout table under the prize pool."""
        facade = self.shell.facade
        pool = facade.clock_model().prize_pool
        return self._print(payouts_html(self._event(), pool, facade.payouts()))

    def results(self) -> bool:
        """Print the results as they stand."""
        return self._print(results_html(self._event(), self.shell.facade.results()))
