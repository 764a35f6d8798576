"""Renaming a player (a typo at registration, a nickname): the selected player's name is
corrected in the event, every export and the player database, as one action (one undo).

:class:`RenameDialog` holds the new name; a name the event refuses (blank, another
player's still in the event) keeps the dialog open with what was typed and says why.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tournament.service import commands as c
from ui.console.shell import ConsoleShell
from ui.viewmodels import PlayerLine

__all__ = ["RenameDialog", "RenameReads", "rename_selected"]


class RenameReads(Protocol):
    """What renaming reads: the player's row and whether the event would take the name."""

    def players(self, player_ids: Collection[str] | None = None) -> Sequence[PlayerLine]:
        """The players' rows (only those of ``player_ids``)."""
        ...

    def rename_refusal(self, player_id: str, name: str) -> str:
        """Why the event would refuse the new name ("" when it would take it)."""
        ...


class RenameDialog(QDialog):
    """The new name of one player; ``rename(name)`` returns "" when done, else the refusal."""

    def __init__(
        self, name: str, rename: Callable[[str], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rename a player"))
        self._rename = rename
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "New name for “%1” (in this event, its exports and the player database):"
            ).replace("%1", name)
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.name_edit = QLineEdit(name)
        self.name_edit.selectAll()
        layout.addWidget(self.name_edit)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Rename"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(460, 160)

    def accept(self) -> None:
        """Rename; a refusal keeps the dialog and the name typed."""
        refusal = self._rename(self.name_edit.text())
        self.error.setText(refusal)
        if not refusal:
            super().accept()


def rename_selected(
    shell: ConsoleShell, reads: RenameReads, parent: QWidget, selected: list[str]
) -> bool:
    """**Rename…**: the one selected player's new name (one action, one undo step)."""
    if len(selected) != 1:
        shell.show_error(
            QCoreApplication.translate(
                "RenameDialog", "Select the one player to rename in the list first."
            )
        )
        return False
    player_id = selected[0]
    rows = reads.players([player_id])
    if not rows:
        return False

    def rename(name: str) -> str:
        refusal = reads.rename_refusal(player_id, name)
        if refusal:
            return refusal
        return "" if shell.send(c.RenamePlayer(player_id, name)) else " "

    return shell.run_dialog(RenameDialog(rows[0].name, rename, parent))
