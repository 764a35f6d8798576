"""Puts the live view into the program: the console's action and the clock screen's code."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QToolBar

from ui.bridge import EventBridge
from ui.clock_screen import ClockScreen
from ui.domain_text import domain_text
from ui.live.badge import QrBadge
from ui.live.dialog import ShareDialog
from ui.live.memory import ShareMemory
from ui.live.share import LiveShare, TournamentSource
from ui.live.staff_dialog import StaffLinkBook, StaffLinksDialog
from ui.live.staff_share import StaffShare

__all__ = ["LiveView", "install_live_share"]


class LiveView:
    """The live view's parts in the running program (``share`` serves; the rest shows)."""

    def __init__(self, share: LiveShare, console: QMainWindow, clock_screen: ClockScreen) -> None:
        self.share = share
        self.console = console
        self.badge = QrBadge(share, clock_screen, parent=clock_screen)  # deleted with it
        self.dialog: ShareDialog | None = None
        self.action = QAction(QCoreApplication.translate("LiveView", "Share live view…"), console)
        self.action.setToolTip(
            QCoreApplication.translate(
                "LiveView", "Serve a read-only page with the clock and seats to phones in the room"
            )
        )
        self.action.triggered.connect(self.open_dialog)
        bars = console.findChildren(QToolBar)
        if bars:
            bars[0].addAction(self.action)
        console.addAction(self.action)
        self.status = QLabel()
        console.statusBar().addPermanentWidget(self.status)
        share.changed.connect(self._show_status)
        self._show_status()

    def open_dialog(self) -> ShareDialog:
        """Show the Share window (one, reused)."""
        if self.dialog is None:
            self.dialog = ShareDialog(self.share, parent=self.console)
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog

    def add_staff_links(self, book: StaffLinkBook, tables: Callable[[], Sequence[int]]) -> None:
        """Add "Staff on phones…" beside "Share live view…" (the links ``book`` keeps)."""
        self.staff_book, self.staff_tables = book, tables
        self.staff_dialog: StaffLinksDialog | None = None
        self.staff_action = QAction(
            QCoreApplication.translate("LiveView", "Staff on phones…"), self.console
        )
        self.staff_action.setToolTip(
            QCoreApplication.translate(
                "LiveView", "Give floor staff a link to record busts and counts from their phones"
            )
        )
        self.staff_action.triggered.connect(self.open_staff_dialog)
        bars = self.console.findChildren(QToolBar)
        if bars:
            bars[0].addAction(self.staff_action)
        self.console.addAction(self.staff_action)

    def open_staff_dialog(self) -> StaffLinksDialog:
        """Show the Staff on phones window (one, reused)."""
        if self.staff_dialog is None:
            self.staff_dialog = StaffLinksDialog(
                self.staff_book, self.share, self.staff_tables, parent=self.console
            )
        self.staff_dialog.show()
        self.staff_dialog.raise_()
        return self.staff_dialog

    def show_call(self, text: str) -> None:
        """A floor person calls the director: the console's banner says who and where."""
        show = getattr(self.console, "show_notice", None)
        if callable(show):
            show(text)
        self.console.statusBar().showMessage(text, 60_000)
        QApplication.beep()

    def _show_status(self) -> None:
        url = self.share.url()
        self.status.setText(
            QCoreApplication.translate("LiveView", "Live view: %1").replace("%1", url)
            if url
            else ""
        )

    def close(self) -> None:
        """Stop serving (the program is closing): the next start shares again if the
        event is shared now."""
        self.share.halt()


def install_live_share(
    console: QMainWindow,
    clock_screen: ClockScreen,
    source: TournamentSource,
    bridge: EventBridge,
    now: Callable[[], int],
    place: str,
    staff: StaffShare | None = None,
    staff_links: StaffLinkBook | None = None,
) -> LiveView:
    """Add "Share live view" to ``console`` and the QR badge to ``clock_screen``; the live
    view follows ``bridge`` (undo and redo included), as every other screen does. ``place``
    names the database: each of its events keeps its address on this computer, and
    sharing resumes at start-up if it was on when the program closed. ``staff``: the staff
    page served beside it (its writes run as the console's; a call for the director shows
    on the console); ``staff_links``: the staff links "Staff on phones…" issues and revokes."""
    share = LiveShare(source, bridge.changed, now, ShareMemory(place), parent=console, staff=staff)
    view = LiveView(share, console, clock_screen)
    if staff is not None:
        staff.desk.setParent(console)
        staff.desk.called.connect(view.show_call)
    if staff is not None and staff_links is not None:
        view.add_staff_links(
            staff_links, lambda: [table.number for table in source.t.tables_view()]
        )
    problem = share.resume()
    if problem:
        view.status.setText(
            QCoreApplication.translate("LiveView", "Live view not shared again: %1").replace(
                "%1", domain_text(problem)
            )
        )
    return view
