"""Telling the director at once when the database's write-ahead log is lost (issue 14).

At each heartbeat :class:`WalAlert` asks the store whether its ``-wal`` was deleted or
replaced (:mod:`db.wal_watch`). The first time it was, the console shows the problem in its
red banner and offers to write a fresh copy of the event; once written, the banner says where
the copy is and how to continue from it. The store is reached only through the two callables
``ui.app`` passes in (this module does not import ``db``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from tournament.errors import DomainError
from ui.console import DirectorConsole
from ui.domain_text import domain_text

__all__ = ["FreshCopyDialog", "WalAlert"]


class FreshCopyDialog(QDialog):
    """The problem in large type, and two choices: write a fresh copy now, or not yet."""

    def __init__(self, problem: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("WalAlert", "The database is at risk"))
        layout = QVBoxLayout(self)
        heading = QLabel(QCoreApplication.translate("WalAlert", "The database is at risk"))
        heading_font = QFont(heading.font())
        heading_font.setPointSize(max(heading_font.pointSize(), 12) + 6)
        heading_font.setBold(True)
        heading.setFont(heading_font)
        heading.setStyleSheet("color: #7a1f1f;")
        layout.addWidget(heading)
        self.message = QLabel(problem)
        self.message.setWordWrap(True)
        font = QFont(self.message.font())
        font.setPointSize(max(font.pointSize(), 12) + 2)
        self.message.setFont(font)
        self.message.setMinimumWidth(560)
        layout.addWidget(self.message)
        buttons = QDialogButtonBox()
        self.write_button = buttons.addButton(
            QCoreApplication.translate("WalAlert", "Write a fresh copy now"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        buttons.addButton(
            QCoreApplication.translate("WalAlert", "Not now"),
            QDialogButtonBox.ButtonRole.RejectRole,
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.write_button.setDefault(True)
        layout.addWidget(buttons)


class WalAlert:
    """Checks after each heartbeat; warns once and offers the fresh copy."""

    def __init__(
        self,
        console: DirectorConsole,
        problem: Callable[[], str | None],
        fresh_copy: Callable[[], Path],
    ) -> None:
        self.console = console
        self.problem = problem
        self.fresh_copy = fresh_copy
        self.warned = False
        self.copy: Path | None = None

    def check(self) -> None:
        """Warn the director the first time the store reports a problem."""
        problem = self.problem()
        if problem is None or self.warned:
            return
        self.warned = True
        words = domain_text(problem)  # the director's language
        self.console.show_error(words)
        if self.console.run_dialog(FreshCopyDialog(words, self.console)):
            self.write_copy()

    def write_copy(self) -> None:
        """Write the fresh copy and say where it is (or why it could not be written)."""
        try:
            self.copy = self.fresh_copy()
        except DomainError as error:
            self.console.show_error(
                QCoreApplication.translate(
                    "WalAlert", "The fresh copy could not be written: %1"
                ).replace("%1", domain_text(str(error)))
            )
            return
        self.console.show_notice(
            QCoreApplication.translate(
                "WalAlert",
                "A fresh copy of the event is saved as %1. Nothing is lost. Close pokerfloor "
                "when convenient and open that file (pokerfloor --db %1) to continue.",
            ).replace("%1", str(self.copy))
        )
