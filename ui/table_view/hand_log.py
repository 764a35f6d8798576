"""The table view's log of the hand: one line per thing that happened, newest at the bottom."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

__all__ = ["HandLog"]


class HandLog(QListWidget):
    """The hand's log beside the table (never takes the keyboard focus)."""

    def __init__(self) -> None:
        super().__init__()
        self.setStyleSheet("font-size: 12pt; background: #12301f; color: #e8e8e8;")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMaximumWidth(340)
        self.setWordWrap(True)  # a long name wraps: no sideways scrolling
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def show_lines(self, lines: Sequence[str]) -> None:
        """Show ``lines``: new lines appended, the list rebuilt only when it changed."""
        count = self.count()
        kept = count <= len(lines) and all(
            (item := self.item(i)) is not None and item.text() == lines[i]
            for i in range(max(0, count - 2), count)
        )
        if not kept:
            self.clear()
            count = 0
        if len(lines) > count:
            self.addItems(list(lines[count:]))
            self.scrollToBottom()
