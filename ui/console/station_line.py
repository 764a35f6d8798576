"""The console's station line: what this station knows about the database and the
director's station (unreachable since…, reconnected, not heard from since…, taken over),
with the "Take over as director's station…" button when that is offered.

It is separate from the banner above the tabs (refusals and notices, cleared by the next
action): a station's condition stays shown until it changes.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

__all__ = ["StationLine"]

PROBLEM_STYLE = (
    "QFrame#stationLine { background: #8a4b00; border-radius: 6px; }"
    " QLabel { color: white; font-weight: bold; padding: 6px; }"
)
GOOD_STYLE = (
    "QFrame#stationLine { background: #1f6b3a; border-radius: 6px; }"
    " QLabel { color: white; font-weight: bold; padding: 6px; }"
)


class StationLine(QFrame):
    """One line under the clock strip; hidden while there is nothing to say."""

    take_over_requested = Signal()
    """The director pressed "Take over as director's station…"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stationLine")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        self.text = QLabel()
        self.text.setWordWrap(True)
        layout.addWidget(self.text, 1)
        self.take_over = QPushButton(self.tr("Take over as director's station…"))
        self.take_over.clicked.connect(self.take_over_requested.emit)
        self.take_over.setVisible(False)
        layout.addWidget(self.take_over)
        self.setVisible(False)

    def show_problem(self, text: str, *, offer_take_over: bool = False) -> None:
        """A lasting condition (unreachable, not heard from, taken over)."""
        self.setStyleSheet(PROBLEM_STYLE)
        self.text.setText(text)
        self.take_over.setVisible(offer_take_over)
        self.setVisible(True)

    def show_good(self, text: str) -> None:
        """Good news ("Reconnected"), until :meth:`clear`."""
        self.setStyleSheet(GOOD_STYLE)
        self.text.setText(text)
        self.take_over.setVisible(False)
        self.setVisible(True)

    def clear(self) -> None:
        """Nothing to say."""
        self.text.setText("")
        self.take_over.setVisible(False)
        self.setVisible(False)
