"""**Tables → Seats per table…**: the number of seats at every table in play, or at the
tables named (8-max for the stud levels, 6-max at the final tables), during the event.

The event redraws the players of the seats that go (TDA 10B) and changes the tables as ONE
action (one undo step); the console's banner and the clock screen's recent seats announce
the moves like every seating. A change the event refuses (the players do not fit, a game of
the structure is dealt to fewer players) keeps the dialog open with the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.service import commands as c

if TYPE_CHECKING:  # pragma: no cover - ui.console imports this module
    from ui.console.shell import ConsoleShell

__all__ = ["TableSizeDialog", "TableSizeReads", "edit_table_size"]


class TableSizeDialog(QDialog):
    """The seats per table and the tables that change; ``refusal(size, tables)`` is the
    event's answer ("" when it would do it)."""

    def __init__(
        self,
        size: int,
        refusal: Callable[[int, tuple[int, ...]], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Seats per table"))
        self.setMinimumWidth(480)
        self.refusal = refusal
        self.size_spin = QSpinBox()
        self.size_spin.setRange(2, 10)
        self.size_spin.setValue(size)
        self.size_spin.setSuffix(" " + self.tr("seats"))
        self.tables_edit = QLineEdit()
        self.tables_edit.setPlaceholderText(self.tr("every table in play, or e.g. 1, 2"))
        form = QFormLayout()
        form.addRow(self.tr("Seats per table"), self.size_spin)
        form.addRow(self.tr("Tables"), self.tables_edit)
        note = QLabel(
            self.tr(
                "Players in the seats that go draw a new table and seat (the shortest tables "
                "first), as when a table breaks. One action: Undo puts everyone back."
            )
        )
        note.setWordWrap(True)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.setWordWrap(True)
        self.error.setVisible(False)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.chosen: tuple[int, tuple[int, ...]] | None = None

    def _tables(self) -> tuple[int, ...] | None:
        numbers: list[int] = []
        for word in self.tables_edit.text().replace(",", " ").replace(";", " ").split():
            if not word.isdigit() or int(word) < 1:
                self._show(self.tr("“%1” is not a table number.").replace("%1", word))
                return None
            numbers.append(int(word))
        return tuple(numbers)

    def _show(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(True)

    def try_accept(self) -> bool:
        """Close when the event would make the change; else say why and keep the typing."""
        tables = self._tables()
        if tables is None:
            return False
        size = self.size_spin.value()
        refused = self.refusal(size, tables)
        if refused:
            self._show(refused)
            return False
        self.chosen = (size, tables)
        self.accept()
        return True


class TableSizeReads(Protocol):
    """What Seats per table… reads: the size now and whether the event would take another."""

    def table_size(self) -> int:
        """The seats of the largest table in play."""
        ...

    def table_size_refusal(self, size: int, tables: Sequence[int] = ()) -> str:
        """Why the event would refuse ``size`` seats at ``tables`` ("" when it would not)."""
        ...


def edit_table_size(shell: ConsoleShell, reads: TableSizeReads, parent: QWidget) -> bool:
    """Tables → Seats per table…: ask, then change the tables (one undo step)."""
    if shell.display_only:
        return False
    facade = reads
    dialog = TableSizeDialog(facade.table_size(), facade.table_size_refusal, parent)
    if not shell.run_dialog(dialog) or dialog.chosen is None:
        return False
    size, tables = dialog.chosen
    return shell.send(c.SetTableSize(size, tuple(tables)))
