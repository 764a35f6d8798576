"""Taking over as the director's station from one that has gone silent.

A display station offers it (the station line's button) once the director's station has
not been heard from for :data:`db.lease.TAKEOVER_AFTER_MS`; so does the dialog of a second
copy started on a database whose writer is silent. The director confirms in a dialog that
names the old holder and when it was last heard from; the program then opens the database
again as the writer (``take_over=True``, :func:`ui.app.run.take_over`): the old station, if
it ever wakes up, finds itself fenced out (:mod:`db.fence`) and follows as a display station
(:mod:`ui.app.display_station`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from db.lease import Lease
from ui.app.second_copy import holder_text
from ui.app.station_watch import local_time

__all__ = ["confirm_take_over", "take_over_box"]


def take_over_box(holder: str, last_seen_ms: int, parent: QWidget | None = None) -> QMessageBox:
    """The confirmation: who holds the director's station, when it was last heard from."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("Takeover", "Take over as director's station"))
    box.setText(
        QCoreApplication.translate(
            "Takeover", "The director's station, %1, has not been heard from since %2."
        )
        .replace("%1", holder_text(holder))
        .replace("%2", local_time(last_seen_ms, seconds=True))
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "Takeover",
            "Take over only when that station is really gone (switched off, hung, out of "
            "the network). From now on this station records the director's actions; if the "
            "other one wakes up it is told that another station took over, records nothing "
            "more and only shows the event.",
        )
    )
    box.addButton(
        QCoreApplication.translate("Takeover", "Take over as director's station"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.addButton(
        QCoreApplication.translate("Takeover", "Cancel"), QMessageBox.ButtonRole.RejectRole
    )
    return box


def confirm_take_over(
    lease: Lease, parent: QWidget | None = None, run: Callable[[QMessageBox], object] | None = None
) -> bool:
    """Ask the director; True when they chose to take over."""
    box = take_over_box(lease.holder, lease.last_seen_ms, parent)
    (run or (lambda b: b.exec()))(box)
    clicked = box.clickedButton()
    return clicked is not None and box.buttonRole(clicked) == QMessageBox.ButtonRole.AcceptRole
