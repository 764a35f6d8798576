"""The console's "Share live view" window: pick the network, start/stop, show the QR code."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from ui.domain_text import domain_text
from ui.live.qr import LOOPBACK, lan_addresses, qr_image
from ui.live.share import DEFAULT_PORT, LiveShare, ShareSettings

__all__ = ["ShareDialog"]

QR_PIXELS = 320


class ShareDialog(QDialog):
    """Start or stop sharing; while sharing, the address and its QR code for phones."""

    def __init__(
        self,
        share: LiveShare,
        addresses: Callable[[], list[str]] = lan_addresses,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.share = share
        self.setWindowTitle(self.tr("Share live view"))
        self.intro = QLabel(
            self.tr(
                "Players follow the clock, payouts and their seat on their phones: they join "
                "the room's Wi-Fi and scan the code. The page is read-only."
            )
        )
        self.intro.setWordWrap(True)
        self.network = QComboBox()
        for address in addresses():
            label = (
                self.tr("%1 (this computer only)")
                if address == LOOPBACK
                else self.tr("%1 (room network)")
            )
            self.network.addItem(label.replace("%1", address), address)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.hide_names = QCheckBox(self.tr("Hide player names (no seat lookup)"))
        form = QFormLayout()
        form.addRow(self.tr("Network"), self.network)
        form.addRow(self.tr("Port"), self.port)
        form.addRow("", self.hide_names)
        self.toggle = QPushButton()
        self.toggle.clicked.connect(self._toggle)
        self.copy = QPushButton(self.tr("Copy address"))
        self.copy.clicked.connect(self._copy)
        self.renew = QPushButton(self.tr("New address"))
        self.renew.setToolTip(
            self.tr(
                "Revoke this address: phones with the old link or code see that it has "
                "expired and must scan the new code"
            )
        )
        self.renew.clicked.connect(self._renew)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error.setWordWrap(True)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setMinimumSize(QR_PIXELS, QR_PIXELS)
        self.address = QLabel()
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.address.font()
        font.setPointSize(font.pointSize() + 2)
        self.address.setFont(font)
        buttons = QHBoxLayout()
        buttons.addWidget(self.toggle)
        buttons.addWidget(self.copy)
        buttons.addWidget(self.renew)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(self.qr)
        layout.addWidget(self.address)
        share.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show whether the view is shared, and where."""
        running = self.share.running
        settings = self.share.settings
        if running and settings is not None:  # show what is shared, wherever it was started
            if self.network.findData(settings.host) < 0:
                self.network.addItem(settings.host, settings.host)
            self.network.setCurrentIndex(self.network.findData(settings.host))
            self.port.setValue(self.share.server.port if self.share.server else settings.port)
            self.hide_names.setChecked(settings.hide_names)
        for widget in (self.network, self.port, self.hide_names):
            widget.setEnabled(not running)
        self.copy.setEnabled(running)
        self.renew.setEnabled(running)
        self.toggle.setText(self.tr("Stop sharing") if running else self.tr("Start sharing"))
        url = self.share.url()
        self.address.setText(url if running else self.tr("Not shared"))
        if running:
            image = qr_image(url)
            self.qr.setPixmap(
                QPixmap.fromImage(image).scaled(
                    QR_PIXELS, QR_PIXELS, Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.FastTransformation,
                )
            )  # fmt: skip
        else:
            self.qr.clear()

    def _toggle(self) -> None:
        self.error.clear()
        if self.share.running:
            self.share.stop()
            return
        settings = ShareSettings(
            str(self.network.currentData()), self.port.value(), self.hide_names.isChecked()
        )
        try:
            self.share.start(settings)
        except DomainError as exc:
            self.error.setText(domain_text(str(exc)))

    def _renew(self) -> None:
        self.error.clear()
        try:
            self.share.new_address()
        except DomainError as exc:
            self.error.setText(domain_text(str(exc)))

    def _copy(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.share.url())
