"""The structure tab: every level and break; double-click jumps to a level."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ui.dialogs import table_view
from ui.qtmodels import pairs_model

__all__ = ["StructureTab"]


class StructureTab(QWidget):
    """The levels of the structure played; ``jump(row)`` on a double-click."""

    def __init__(self, jump: Callable[[int], None]) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        tip = QLabel(self.tr("Double-click a level to jump to it (full time; undo goes back)."))
        tip.setStyleSheet("color: #666;")
        layout.addWidget(tip)
        self.structure_model = pairs_model([self.tr("Level"), self.tr("Game and stakes")])
        self.structure_view = table_view(self.structure_model)
        self._jump = jump
        self.structure_view.doubleClicked.connect(self._jumped)
        layout.addWidget(self.structure_view, 1)

    def _jumped(self, index: QModelIndex) -> None:
        self._jump(index.row())
