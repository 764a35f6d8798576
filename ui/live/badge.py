"""The QR code in the clock screen's lower right corner while the live view is shared."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.live.qr import qr_image
from ui.live.share import LiveShare

__all__ = ["CornerHost", "QrBadge"]


class CornerHost(Protocol):
    """A window with a corner for the badge (:meth:`ui.clock_screen.ClockScreen.set_corner`)."""

    def set_corner(self, widget: QWidget | None) -> None: ...


class QrBadge(QWidget):
    """The code on a white card with "Live view on your phone" under it.

    Paints itself (no child labels, so the clock screen's font fitting never sees it) as
    large as its place allows; takes the screen's corner while sharing, gives it back after.
    """

    def __init__(self, share: LiveShare, host: CornerHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.share = share
        self.host = host
        self.setObjectName("liveQrBadge")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.caption = self.tr("Live view on your phone")
        self._pixmap = QPixmap()
        self._shown = False
        self.hide()
        share.changed.connect(self.refresh)

    def refresh(self) -> None:
        """Show the current address's code, or give the corner back when nothing is shared."""
        if self.share.running:
            self._pixmap = QPixmap.fromImage(qr_image(self.share.url(), scale=10))
            if not self._shown:
                self.host.set_corner(self)
                self._shown = True
            self.update()
        elif self._shown:
            self.host.set_corner(None)
            self._shown = False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """A white card at the lower right of the place: the code, the caption under it."""
        if self._pixmap.isNull():
            return
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(10, min(self.width(), self.height()) // 13))
        caption = int(font.pixelSize() * 2.7)
        pad = max(6, font.pixelSize() // 2)
        side = max(32, min(self.width() - 2 * pad, self.height() - 2 * pad - caption))
        card = QRect(0, 0, side + 2 * pad, side + 2 * pad + caption)
        card.moveBottomRight(self.rect().bottomRight())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("white"))
        painter.drawRoundedRect(card, 12, 12)
        painter.drawPixmap(QRect(card.x() + pad, card.y() + pad, side, side), self._pixmap)
        painter.setPen(QColor("black"))
        painter.setFont(font)
        text = QRect(card.x() + pad, card.y() + pad + side, side, caption)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(text, int(flags), self.caption)
        painter.end()
