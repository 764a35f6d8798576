"""After the console's first paint: the check of every value stored in the file.

The opening leaves the whole-file content check (every text UTF-8, every JSON value valid:
0.6 s at 50,000 log entries) for after the first paint (:mod:`db.later_check`). This starts
it once the console has painted, and when it finds damage tells the director which value
of which file, then closes the event: nothing was recorded in it meanwhile (every director
action waits for the check and is refused with its message).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from db.later_check import LaterCheck

__all__ = ["POLL_MS", "check_after_first_paint"]

POLL_MS = 50
"""How often the window looks whether the worker's check has finished."""


class _FirstPaint(QObject):
    """Calls ``then`` once, right after the watched window's first paint."""

    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._then = then
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._then)  # after this paint, not before it
        return False


def check_after_first_paint(
    check: LaterCheck,
    console: QWidget,
    run_dialog: Callable[[QDialog], bool],
    close: Callable[[], object],
) -> None:
    """Start ``check`` after ``console``'s first paint; when it finds damage, show its
    message (``run_dialog``) and ``close`` the event."""
    poll = QTimer(console)
    poll.setInterval(POLL_MS)

    def finished() -> None:
        if not check.done:
            return
        poll.stop()
        if check.problem is None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            QCoreApplication.translate("LaterCheck", "Damaged database file"),
            str(check.problem),
            QMessageBox.StandardButton.Close,
            console,
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "LaterCheck",
                "pokerfloor closes this event: nothing was recorded in the file since it "
                "was opened. Open a backup copy of the event.",
            )
        )
        run_dialog(box)
        close()

    def start() -> None:
        check.start()
        poll.start()

    poll.timeout.connect(finished)
    _FirstPaint(console, start)
