"""The QR code in the clock screen's corner while the live view is shared."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ui.live.qr import qr_image
from ui.live.share import LiveShare

__all__ = ["QrBadge"]


class QrBadge(QWidget):
    """Sits in the lower right corner of ``screen``: the code and "Live view on your phone".

    Follows the screen's size (a fifth of its height) and hides when sharing stops.
    """

    def __init__(self, share: LiveShare, screen: QWidget) -> None:
        super().__init__(screen)
        self.share = share
        self.setObjectName("liveQrBadge")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#liveQrBadge { background: white; border-radius: 10px; }")
        self.code = QLabel()
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption = QLabel(self.tr("Live view on your phone"))
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setStyleSheet("color: black; font-weight: bold;")
        self.caption.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 6)
        layout.setSpacing(2)
        layout.addWidget(self.code)
        layout.addWidget(self.caption)
        self._pixmap = QPixmap()
        screen.installEventFilter(self)
        share.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the current address's code, or hide when nothing is shared."""
        if not self.share.running:
            self.hide()
            return
        self._pixmap = QPixmap.fromImage(qr_image(self.share.url(), scale=10))
        self._place()
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Follow the clock screen's size."""
        if event.type() == QEvent.Type.Resize and self.share.running:
            self._place()
        return False

    def _place(self) -> None:
        screen = self.parentWidget()
        if screen is None or self._pixmap.isNull():
            return
        side = max(96, min(screen.height() // 4, screen.width() // 6))
        self.code.setPixmap(
            self._pixmap.scaled(
                side, side, Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.FastTransformation,
            )
        )  # fmt: skip
        font = self.caption.font()
        font.setPixelSize(max(10, side // 11))
        self.caption.setFont(font)
        self.setFixedWidth(side + 16)
        self.adjustSize()
        margin = max(8, side // 12)
        self.move(screen.width() - self.width() - margin, screen.height() - self.height() - margin)
