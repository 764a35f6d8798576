"""The structure tab: every level and break; double-click jumps to a level; **Edit
structure…** opens the structure editor (:mod:`ui.structure_editor`), whose result is played
as one command (one undo step)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.structure import Structure
from ui.console.controls import Controls
from ui.console.shell import ConsoleShell
from ui.dialogs import table_view
from ui.qtmodels import pairs_model
from ui.structure_editor import StructureEditor
from ui.structure_templates import TemplateStore

__all__ = ["StructureReads", "StructureTab"]


class StructureReads(Protocol):
    """What editing the structure reads: the structure played, how far play is, and
    whether the event would play another."""

    def structure(self) -> Structure:
        """The structure the tournament on screen plays."""
        ...

    def live_state(self) -> tuple[Tournament, int] | None:
        """The tournament and the instant now once its clock started (None before)."""
        ...

    def structure_refusal(self, structure: Structure) -> str:
        """Why the event would refuse to play ``structure`` now ("" when it would)."""
        ...


class StructureTab(QWidget):
    """The levels of the structure played; ``jump(row)`` on a double-click."""

    def __init__(
        self,
        shell: ConsoleShell,
        reads: StructureReads,
        controls: Controls,
        jump: Callable[[int], None],
    ) -> None:
        super().__init__()
        self.shell = shell
        self.reads = reads
        self.templates: TemplateStore | None = None  # None: the program's data folder
        self.last_editor: StructureEditor | None = None
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        tip = QLabel(self.tr("Double-click a level to jump to it (full time; undo goes back)."))
        tip.setStyleSheet("color: #666;")
        row.addWidget(tip, 1)
        self.edit_button = controls.button(
            self.tr("Edit structure…"),
            self.edit_structure,
            self.tr("Add, remove, reorder and change levels and breaks; save as a template"),
        )
        row.addWidget(self.edit_button)
        layout.addLayout(row)
        self.structure_model = pairs_model([self.tr("Level"), self.tr("Game and stakes")])
        self.structure_view = table_view(self.structure_model)
        self._jump = jump
        self.structure_view.doubleClicked.connect(self._jumped)
        layout.addWidget(self.structure_view, 1)

    def _jumped(self, index: QModelIndex) -> None:
        self._jump(index.row())

    def edit_structure(self) -> bool:
        """Open the editor on the structure played; play its result as one command."""
        shell = self.shell
        if shell.display_only:
            return False
        facade = self.reads
        structure = facade.structure()
        live = facade.live_state()
        played, current = 0, None
        if live is not None:
            t, now = live
            current = t.clock_view(now).level.index
            played = min(current, len(structure.steps))
            if current >= len(structure.steps):  # overtime: every step is played
                current = None

        def play(new: Structure) -> str:
            refusal = facade.structure_refusal(new)
            if refusal:
                return refusal
            if shell.send(c.SetStructure(new)):
                return ""
            return self.tr("The event refused this structure: see the message in the console.")

        editor = StructureEditor(
            structure, played, current, self.templates, self, facade.structure_refusal, play
        )
        self.last_editor = editor
        if not shell.run_dialog(editor) or editor.structure == structure:
            return False
        new = editor.structure
        if not editor.was_played and not shell.send(c.SetStructure(new)):
            return False
        shell.show_notice(
            self.tr("Structure “%1” is played now (one undo step).").replace("%1", new.name)
        )
        return True
