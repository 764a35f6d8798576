"""The console's colour-up: the calculator for the break's chip race, run as one director
action (:class:`ui.colour_up_dialog.ColourUpDialog`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.colour_up import ColourUpDue
from ui.colour_up_dialog import ColourUpDialog
from ui.console.shell import ConsoleShell
from ui.domain_text import domain_text
from ui.viewmodels import RaceRow

__all__ = ["ColourUpReads", "colour_up"]


class ColourUpReads(Protocol):
    """What the colour-up calculator reads: the races due and each table's race."""

    def colour_ups_due(self) -> Sequence[ColourUpDue]:
        """The colour-ups the structure's breaks call for, with the chips still in play."""
        ...

    def race_preview(self, denomination: int, to: int) -> Sequence[RaceRow]:
        """What racing off ``denomination`` chips into ``to`` chips does at every table."""
        ...


def colour_up(shell: ConsoleShell, reads: ColourUpReads, parent: QWidget) -> bool:
    """Show the break's colour-up and run the race the director confirms; False when none is
    due, a stack cannot be raced, or the director cancels."""
    facade = reads
    due = facade.colour_ups_due()
    if not due:
        shell.show_error(
            QCoreApplication.translate(
                "ColourUpDialog",
                "No colour-up is due: no break of the structure races off a chip still in play.",
            )
        )
        return False
    try:
        dialog = ColourUpDialog(due, facade.race_preview, parent)
    except DomainError as refusal:  # a stack that is not made of the chips in play
        shell.show_error(domain_text(str(refusal)))
        return False
    if not shell.run_dialog(dialog):
        return False
    item = dialog.chosen()
    return shell.send(c.ColourUp(item.denomination, item.to))
