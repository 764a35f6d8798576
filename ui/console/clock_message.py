"""The clock screen's message line, typed by the director ("Dinner break at 8").

**Clock → Message on the clock screen…** (Ctrl+M) asks for the text; OK sets it as one
director action (one undo step), an empty text clears it. The clock screen shows it on its
message line at once.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QInputDialog, QLineEdit, QWidget

from ui.console.shell import ConsoleShell

__all__ = ["ClockMessage"]


class ClockMessage(QObject):
    """Asks for the message and sets it through the facade."""

    def __init__(self, shell: ConsoleShell, parent: QWidget) -> None:
        super().__init__(parent)
        self.shell = shell
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
        dialog.setTextValue(shell.facade.clock_model().message)
        dialog.resize(560, dialog.sizeHint().height())
        if not shell.run_dialog(dialog):
            return False
        return self.set(dialog.textValue())

    def set(self, text: str) -> bool:
        """Show ``text`` on the clock screen ("" clears it): one director action."""
        return self.shell.do(lambda: self.shell.facade.set_clock_message(text))
