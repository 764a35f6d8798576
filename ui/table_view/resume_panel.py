"""The panel under the table while a hand left in progress when pokerfloor closed is asked
about (:mod:`ui.table_view.resume`): what resuming does, or why it cannot be done, and the
two answers."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

__all__ = ["ResumePanel"]


class ResumePanel(QWidget):
    """Under the table while the question is open: what resuming does (or why it cannot
    be done) and the two answers, ``resume`` and ``new`` (R and N do the same)."""

    def __init__(self, resume: Callable[[], object], new: Callable[[], object]) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.details = QLabel()
        self.details.setWordWrap(True)
        layout.addWidget(self.details)
        row = QHBoxLayout()
        self.resume_button = QPushButton(QCoreApplication.translate("TableView", "Resume it (R)"))
        self.resume_button.clicked.connect(resume)
        self.new_button = QPushButton(
            QCoreApplication.translate("TableView", "Start a new hand (N)")
        )
        self.new_button.clicked.connect(new)
        for button in (self.resume_button, self.new_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the entry line keeps the keys
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)

    def show_question(self, details: str, resumable: bool) -> None:
        """Show ``details``; "Resume it" only when the hand can be resumed."""
        self.details.setText(details)
        self.resume_button.setVisible(resumable)
