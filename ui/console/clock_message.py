"""The clock screen's message line, typed by the director ("Dinner break at 8").

**Clock → Message on the clock screen…** (Ctrl+M) asks for the text; OK sets it as one
director action (one undo step), an empty text clears it. The clock screen shows it on its
message line at once.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QInputDialog, QLineEdit, QWidget

from tournament.service import commands as c
from ui.console.shell import ConsoleShell
from ui.viewmodels import ClockScreenModel

__all__ = ["ClockMessage", "ClockMessageReads"]


class ClockMessageReads(Protocol):
    """What the message dialog reads: the clock screen as it is (its message now)."""

    def clock_model(self) -> ClockScreenModel:
        """What the clock screen shows now."""
        ...


class ClockMessage(QObject):
    """Asks for the message and sends it as one command."""

    def __init__(self, shell: ConsoleShell, reads: ClockMessageReads, parent: QWidget) -> None:
        super().__init__(parent)
        self.shell = shell
        self.reads = reads
        self.dialog_parent = parent

    def ask(self) -> bool:
        """Ask for the message (the one shown now is the starting text) and set it."""
        shell = self.shell
        if shell.display_only:
            return False
        dialog = QInputDialog(self.dialog_parent)
        dialog.setWindowTitle(self.tr("Message on the clock screen"))
        dialog.setLabelText(
            self.tr("What the room reads under the blinds (leave empty to clear it):")
        )
        dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
        dialog.setTextValue(self.reads.clock_model().message)
        dialog.resize(560, dialog.sizeHint().height())
        if not shell.run_dialog(dialog):
            return False
        return self.set(dialog.textValue())

    def set(self, text: str) -> bool:
        """Show ``text`` on the clock screen ("" clears it): one director action."""
        return self.shell.send(c.SetClockMessage(text))
