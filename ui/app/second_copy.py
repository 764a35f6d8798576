"""A second copy of the program on a database that one already holds: say who holds it and
since when (local time), and offer to open it display-only."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QMessageBox

__all__ = ["ask_display_only", "ask_station", "holder_text"]

_HOLDER = re.compile(r"pid (?P<pid>\d+) on (?P<host>\S+) since (?P<since>\d+)")


def holder_text(message: str) -> str:
    """The lock's holder in words: ``pokerfloor (pid 4242 on floor-pc) since 21:37`` (the
    start in local time, with the date when it was not today); the message as it is when it
    names no holder."""
    found = _HOLDER.search(message)
    if found is None:
        return message
    started = QDateTime.fromMSecsSinceEpoch(int(found["since"]))
    locale = QLocale()
    when = locale.toString(started.time(), QLocale.FormatType.ShortFormat)
    if started.date() != QDateTime.currentDateTime().date():
        when = locale.toString(started.date(), QLocale.FormatType.ShortFormat) + " " + when
    return (
        QCoreApplication.translate("SecondCopy", "pokerfloor (pid %1 on %2) since %3")
        .replace("%1", found["pid"])
        .replace("%2", found["host"])
        .replace("%3", when)
    )


def ask_display_only(
    database: str, message: str, run: Callable[[QMessageBox], int] | None = None
) -> bool:
    """Show who holds ``database`` and ask whether to open it display-only (True)."""
    return ask_station(database, message, run=run) == "display"


def ask_station(
    database: str,
    message: str,
    *,
    can_take_over: bool = False,
    run: Callable[[QMessageBox], int] | None = None,
) -> Literal["display", "take_over", "quit"]:
    """Show who holds ``database`` and ask: open it display-only, take over as the
    director's station (offered when that station has gone silent), or quit."""
    box = QMessageBox()
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("SecondCopy", "The tournament is already open"))
    box.setText(
        QCoreApplication.translate("SecondCopy", "%1 is already open in another program: %2.")
        .replace("%1", database)
        .replace("%2", holder_text(message))
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "SecondCopy",
            "Close that program to direct the event here, or open this copy display-only "
            "(it follows the director's changes and never writes).",
        )
    )
    show = box.addButton(
        QCoreApplication.translate("SecondCopy", "Open display-only"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    take = None
    if can_take_over:
        box.setInformativeText(
            QCoreApplication.translate(
                "SecondCopy",
                "That station has not been heard from for a while. Take over only when it "
                "is really gone: it will record nothing more and only show the event.",
            )
        )
        take = box.addButton(
            QCoreApplication.translate("SecondCopy", "Take over as director's station"),
            QMessageBox.ButtonRole.DestructiveRole,
        )
    box.addButton(
        QCoreApplication.translate("SecondCopy", "Quit"), QMessageBox.ButtonRole.RejectRole
    )
    (run or (lambda b: b.exec()))(box)
    clicked = box.clickedButton()
    if clicked is show:
        return "display"
    return "take_over" if take is not None and clicked is take else "quit"
