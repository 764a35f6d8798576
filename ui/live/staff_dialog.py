"""The console's "Staff on phones" window: issue a staff link per person, show its QR code
once, list the links and revoke them.

The links are kept by a :class:`StaffLinkBook` (the database's, wired in ``ui/app/``). A
staff link is served by the live view's server under its own path, so a new one can be
issued only while the live view is shared; its token is kept only as a hash, so its code
is shown once, right after it is issued. A staff link never appears on the players' page or
the clock screen: only here.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from ui.domain_text import domain_text
from ui.live.qr import qr_image
from ui.live.share import LiveShare
from ui.live.staff import StaffRole, role_label

__all__ = ["StaffLinkBook", "StaffLinksDialog"]

QR_PIXELS = 260


class ListedLink(Protocol):
    """A staff link as the list shows it."""

    @property
    def id(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def role(self) -> str: ...
    @property
    def tables(self) -> tuple[int, ...]: ...
    @property
    def issued_ms(self) -> int: ...
    @property
    def revoked_ms(self) -> int | None: ...


class NewLink(Protocol):
    """A link just issued: the link and its token (shown once)."""

    @property
    def link(self) -> ListedLink: ...
    @property
    def token(self) -> str: ...


class StaffLinkBook(Protocol):
    """Where the staff links of the tournament on screen are kept (refusals raise
    ``DomainError`` with the reason)."""

    def links(self) -> Sequence[ListedLink]: ...
    def issue(self, name: str, role: str, tables: Sequence[int]) -> NewLink: ...
    def revoke(self, link_id: int) -> None: ...


def _when(ms: int | None) -> str:
    return "" if ms is None else time.strftime("%H:%M", time.localtime(ms / 1000))


def _confirm(box: QDialog) -> bool:
    return box.exec() == QDialog.DialogCode.Accepted


class StaffLinksDialog(QDialog):
    """Issue, list and revoke staff links (``tables``: the event's table numbers)."""

    def __init__(
        self,
        book: StaffLinkBook,
        share: LiveShare,
        tables: Callable[[], Sequence[int]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.book, self.share, self.tables = book, share, tables
        self.run_dialog: Callable[[QDialog], bool] = _confirm
        """Runs the revocation's confirmation (tests answer it)."""
        self.shown: list[ListedLink] = []
        self.issued: NewLink | None = None
        """The link issued last (its code is on screen until it is revoked)."""
        self.issued_url = ""
        self.setWindowTitle(self.tr("Staff on phones"))
        intro = QLabel(
            self.tr(
                "Give each floor person a link of their own: they scan its code with their "
                "phone and record busts, chip counts and hand-for-hand at their tables. A "
                "display link only shows the tables. Every action from a phone shows in the "
                "Log with who sent it, and undoes like yours."
            )
        )
        intro.setWordWrap(True)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Name"), self.tr("Role"), self.tr("Tables"), self.tr("Issued"),
             self.tr("Revoked")]
        )  # fmt: skip
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.revoke_button = QPushButton(self.tr("Revoke…"))
        self.revoke_button.setToolTip(self.tr("The phone with this link can do nothing more"))
        self.revoke_button.clicked.connect(self.revoke_selected)
        listing = QVBoxLayout()
        listing.addWidget(self.table, 1)
        listing.addWidget(self.revoke_button, 0, Qt.AlignmentFlag.AlignLeft)

        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. Marco"))
        self.name.setMaxLength(100)
        self.role = QComboBox()
        self.role.addItem(self.tr("Floor: records busts and counts"), "floor")
        self.role.addItem(self.tr("Display: only looks"), "display")
        self.table_list = QListWidget()
        self.table_list.setMaximumHeight(120)
        self.new_button = QPushButton(self.tr("New staff link"))
        self.new_button.setDefault(True)
        self.new_button.clicked.connect(self.issue)
        self.not_shared = QLabel(
            self.tr("Share the live view first (Share live view…): staff links are served there.")
        )
        self.not_shared.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Role"), self.role)
        form.addRow(self.tr("Tables (none ticked: every table)"), self.table_list)
        form.addRow("", self.new_button)
        form.addRow("", self.not_shared)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setMinimumSize(QR_PIXELS, QR_PIXELS)
        self.address = QLabel()
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy = QPushButton(self.tr("Copy address"))
        self.copy.clicked.connect(self._copy)
        self.copy.setVisible(False)
        new = QGroupBox(self.tr("New staff link"))
        new_layout = QVBoxLayout(new)
        new_layout.addLayout(form)
        new_layout.addWidget(self.qr)
        new_layout.addWidget(self.address)
        new_layout.addWidget(self.copy, 0, Qt.AlignmentFlag.AlignCenter)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error.setWordWrap(True)
        columns = QHBoxLayout()
        columns.addLayout(listing, 3)
        columns.addWidget(new, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(columns, 1)
        layout.addWidget(self.error)
        self.resize(980, 620)
        share.changed.connect(self._sharing_changed)
        self.refresh()

    # ------------------------------------------------------------------ showing

    def refresh(self) -> None:
        """Read the links and the event's tables again; say whether a link can be issued."""
        self._fill_tables()
        try:
            self.shown = list(self.book.links())
        except DomainError as exc:
            self.error.setText(domain_text(str(exc)))
            self.shown = []
        self.table.setRowCount(len(self.shown))
        grey = QBrush(QColor("#777777"))
        for row, link in enumerate(self.shown):
            role: StaffRole = "floor" if link.role == "floor" else "display"
            cells = (
                link.name,
                role_label(role),
                ", ".join(map(str, link.tables)) if link.tables else self.tr("All"),
                _when(link.issued_ms),
                _when(link.revoked_ms),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if link.revoked_ms is not None:
                    item.setForeground(grey)
                self.table.setItem(row, column, item)
        self._sharing_changed()
        self._selection_changed()

    def _fill_tables(self) -> None:
        ticked = set(self.ticked_tables())
        self.table_list.clear()
        for number in self.tables():
            item = QListWidgetItem(self.tr("Table %1").replace("%1", str(number)))
            item.setData(Qt.ItemDataRole.UserRole, number)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if number in ticked else Qt.CheckState.Unchecked
            )
            self.table_list.addItem(item)

    def ticked_tables(self) -> list[int]:
        """The table numbers ticked for the new link."""
        out = []
        for i in range(self.table_list.count()):
            item = self.table_list.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(int(item.data(Qt.ItemDataRole.UserRole)))
        return out

    def _sharing_changed(self) -> None:
        shared = self.share.running
        self.new_button.setEnabled(shared)
        self.not_shared.setVisible(not shared)

    def _selected(self) -> ListedLink | None:
        rows = self.table.selectionModel().selectedRows()
        return self.shown[rows[0].row()] if rows else None

    def _selection_changed(self) -> None:
        link = self._selected()
        self.revoke_button.setEnabled(link is not None and link.revoked_ms is None)

    # ------------------------------------------------------------------ actions

    def issue(self) -> None:
        """Issue a link for the name, role and tables typed; show its code and address."""
        self.error.clear()
        name = " ".join(self.name.text().split())
        if not name:
            self.error.setText(self.tr("Type the person's name first."))
            return
        role = str(self.role.currentData())
        try:
            issued = self.book.issue(name, role, self.ticked_tables())
        except DomainError as exc:
            self.error.setText(domain_text(str(exc)))
            return
        url = self.share.staff_url(issued.token)
        self.address.setText(
            self.tr("%1 (%2): scan this code now, it is shown only once.\n%3")
            .replace("%1", issued.link.name)
            .replace("%2", role_label("floor" if role == "floor" else "display"))
            .replace("%3", url)
        )
        self.qr.setPixmap(
            QPixmap.fromImage(qr_image(url)).scaled(
                QR_PIXELS, QR_PIXELS, Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.FastTransformation,
            )
        )  # fmt: skip
        self.issued = issued
        self.issued_url = url
        self.copy.setVisible(True)
        self.name.clear()
        for i in range(self.table_list.count()):  # ready for the next person
            self.table_list.item(i).setCheckState(Qt.CheckState.Unchecked)
        self.refresh()

    def revoke_selected(self) -> None:
        """Revoke the selected link, once the director confirms."""
        link = self._selected()
        if link is None or link.revoked_ms is not None:
            return
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Revoke staff link"))
        box.setText(
            self.tr("Revoke %1's link? Their phone can do nothing more; this cannot be undone.")
            .replace("%1", link.name)
        )  # fmt: skip
        yes = box.addButton(self.tr("Revoke"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(yes)
        self.run_dialog(box)
        if box.clickedButton() is not yes:
            return
        self.error.clear()
        try:
            self.book.revoke(link.id)
        except DomainError as exc:
            self.error.setText(domain_text(str(exc)))
        if self.issued is not None and self.issued.link.id == link.id:
            self.issued, self.issued_url = None, ""
            self.qr.clear()
            self.address.clear()
            self.copy.setVisible(False)
        self.refresh()
        self.table.clearSelection()

    def _copy(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.issued_url)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        """Opened again (perhaps on another event): read the links afresh."""
        self.refresh()
        super().showEvent(event)
