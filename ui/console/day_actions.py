"""Clock → Days: bag the stacks at the end of a day (one batch, :class:`ui.bag_dialog.BagDialog`),
start the next day (a redraw of every survivor or the seats kept), print the official
chip-count list and the bag labels. Each change is one director action (one undo step).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ui.bag_dialog import BagDialog
from ui.console.chip_counting import CountReads
from ui.console.shell import ConsoleShell
from ui.day_reads import DayStatus
from ui.dialogs import ChoiceDialog

__all__ = ["DayActions", "DaysMenuReads"]


class DaysMenuReads(CountReads, Protocol):
    """What Clock → Days reads (the stacks to bag too), and its two actions that read the
    day before they send (the bags of today or of the flight playing; the next day)."""

    def day_status(self) -> DayStatus:
        """Today as the console shows it."""
        ...

    def bagging_flight(self) -> tuple[str, int] | None:
        """The flight whose bags may be recorded now, with its chips (None: none)."""
        ...

    def day_chip_count_sheet(self) -> str:
        """The official chip-count list of today's bags (HTML)."""
        ...

    def bag_labels_sheet(self) -> str:
        """A label for every bag of today (HTML)."""
        ...

    def record_bags(
        self,
        bags: Mapping[str, int],
        accept_difference: bool = False,
        numbers: Mapping[str, str] | None = None,
    ) -> None:
        """Record every survivor's bag at the end of today as one action."""
        ...

    def start_day(self, redraw: bool) -> None:
        """Start the next day: a random redraw of every survivor, or the seats kept."""
        ...


class DayActions(QObject):
    """The day's actions of the console ``shell``; ``print_html`` prints a document (the
    console's print dialog), False when the director cancels."""

    def __init__(
        self,
        shell: ConsoleShell,
        reads: DaysMenuReads,
        parent: QWidget,
        print_html: Callable[[str], bool],
    ) -> None:
        super().__init__(parent)
        self.shell = shell
        self.reads = reads
        self.dialog_parent = parent
        self.print_html = print_html

    def bag_stacks(self) -> bool:
        """Record every survivor's bag as one batch (False: cancelled or refused)."""
        facade = self.reads
        status = facade.day_status()
        flight = facade.bagging_flight()  # in flights: the flight playing, its chips
        if not status.over and flight is None:
            self.shell.show_error(
                self.tr("Day %1 is still being played: bag the stacks when play stops.").replace(
                    "%1", status.name
                )
            )
            return False
        rows = facade.count_rows()
        chips = facade.chips_in_play() if flight is None else flight[1]
        dialog = BagDialog(status.name, rows, chips, status.pending, self.dialog_parent)
        if not self.shell.run_dialog(dialog):
            return False
        bags, numbers = dialog.bags(), dialog.bag_numbers()
        if not self.shell.do(lambda: facade.record_bags(bags, numbers=numbers)):
            return False
        after = facade.day_status()
        if after.pending:
            self.shell.show_error(self.tr("Bags kept apart: %1").replace("%1", after.pending))
            return False
        return True

    def start_next_day(self) -> bool:
        """Start the next day after the director chooses a redraw or the seats kept."""
        facade = self.reads
        status = facade.day_status()
        day = str(status.next_day)
        dialog: ChoiceDialog[bool] = ChoiceDialog(
            self.tr("Start Day %1").replace("%1", day),
            self.tr(
                "Day %1 resumes with the level's time left. Draw every player's seat again "
                "(TDA: random), or keep the seats they bagged at?"
            ).replace("%1", day),
            [
                (self.tr("Redraw every seat (random)"), True),
                (self.tr("Keep the seats"), False),
            ],
            self.tr("Start Day %1").replace("%1", day),
            self.dialog_parent,
        )
        if not self.shell.run_dialog(dialog):
            return False
        redraw = dialog.value()
        return self.shell.do(lambda: facade.start_day(redraw))

    def _printable(self) -> bool:
        if not self.reads.day_status().bagged:
            self.shell.show_error(self.tr("No bags are recorded yet."))
            return False
        return True

    def chip_count_list(self) -> bool:
        """Print the official chip-count list of today's bags (by stack with the seats,
        then alphabetical)."""
        return self._printable() and self.print_html(self.reads.day_chip_count_sheet())

    def bag_labels(self) -> bool:
        """Print a label for every bag of today."""
        return self._printable() and self.print_html(self.reads.bag_labels_sheet())
