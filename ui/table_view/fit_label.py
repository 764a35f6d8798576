"""A one-line label that fits its width and scales with the table: the table view's seats,
board and pots, readable on a 1280×800 tablet and larger on a 1920×1080 screen.

The type is ``points`` times the table's scale (:meth:`FitLabel.set_scale`); a text too
wide for the label is first written ``tight`` (the cards of a seat: thin spaces between
them), then set smaller (down to ``shrink`` of that size) and at last shortened with "…",
the whole text in the tooltip; a label that must never be ``cut`` (a seat's cards) is set as
small as it needs instead. A label of several ``lines`` wraps its text instead, keeps
the height of that many lines and sets a text that needs more lines smaller (down to
``shrink``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

__all__ = ["FitLabel"]


class FitLabel(QLabel):
    """A label whose text always fits (see the module doc); :meth:`show_text` sets it."""

    def __init__(
        self,
        points: int,
        colour: str,
        *,
        bold: bool = False,
        shrink: float = 0.7,
        lines: int = 1,
        tight: Callable[[str], str] | None = None,
        cut: bool = True,
    ) -> None:
        super().__init__()
        self.tight = tight
        self.cut = cut
        self.points = points
        self.lines = lines
        self.shrink = shrink
        self.scale = 1.0
        self._full = ""
        font = QFont(self.font())
        font.setPointSizeF(points)
        font.setBold(bold)
        self.setFont(font)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
        self.setPalette(palette)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # a text that changes must not move the others: each line keeps its height and the
        # width the table gives it, so a new text repaints that label alone
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setWordWrap(lines > 1)
        self._keep_height(font)

    @property
    def full_text(self) -> str:
        """The whole text (the label may show it smaller or shortened)."""
        return self._full

    def show_text(self, text: str) -> None:
        """Show ``text``, fitted to the label's width."""
        if text != self._full:
            self._full = text
            self._fit()

    def set_scale(self, scale: float) -> None:
        """Scale the type with the table (1.0: the size for a 1280×800 window)."""
        self.scale = scale
        font = _sized(self.font(), self.points * scale)
        if self.lines > 1:
            self.setFont(font)
        self._keep_height(font)
        self._fit()

    def _keep_height(self, font: QFont) -> None:
        metrics = QFontMetrics(font)
        height = metrics.height()
        if self.lines > 1:  # as high as Qt sets that many wrapped lines (a bit over n × height)
            flags = int(Qt.TextFlag.TextWordWrap)
            lines = "\n".join("X" * self.lines)
            self.setFixedHeight(metrics.boundingRect(0, 0, 10_000, 10_000, flags, lines).height())
        else:
            self.setMinimumHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """The width changed: fit the text again."""
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        text, width = self._full, self.contentsRect().width()
        if self.lines > 1:
            self._fit_lines(text, width)
            return
        font = QFont(self.font())
        size = self.points * self.scale
        needed = _advance(font, size, text)
        if width > 0 and needed > width and self.tight is not None:
            text = self.tight(text)
            needed = _advance(font, size, text)
        if width > 0 and needed > width:
            if not self.cut:  # a pixel to spare: the whole text is drawn, never elided
                width -= 1
            smallest = size * self.shrink if self.cut else _SMALLEST
            size = max(smallest, size * width / needed)
            # the type does not scale quite evenly: step down until it fits
            while size > smallest and _advance(font, size, text) > width:
                size = max(smallest, size * 0.97)
        if abs(font.pointSizeF() - size) > 0.05:
            self.setFont(_sized(font, size))
        shown = text
        if width > 0 and self.cut:
            shown = QFontMetrics(self.font()).elidedText(text, Qt.TextElideMode.ElideRight, width)
        if shown != self.text():
            self.setText(shown)
        tip = self._full if shown != text else ""
        if tip != self.toolTip():
            self.setToolTip(tip)

    def _fit_lines(self, text: str, width: int) -> None:
        """Wrapped: the whole text, set smaller while it needs more than the lines it has."""
        size = self.points * self.scale
        font = _sized(self.font(), size)
        if width > 0 and text:
            room = self.contentsRect().height()
            flags = int(Qt.TextFlag.TextWordWrap)
            smallest = size * self.shrink
            while size > smallest:
                box = QFontMetrics(font).boundingRect(0, 0, width, 10_000, flags, text)
                if box.height() <= room:
                    break
                size = max(smallest, size * 0.92)
                font = _sized(font, size)
        if abs(self.font().pointSizeF() - size) > 0.05:
            self.setFont(font)
        if text != self.text():
            self.setText(text)


_SMALLEST = 1.0
"""The smallest type (points) of a label that is never cut."""


def _advance(font: QFont, points: float, text: str) -> int:
    return QFontMetrics(_sized(font, points)).horizontalAdvance(text)


def _sized(font: QFont, points: float) -> QFont:
    copy = QFont(font)
    copy.setPointSizeF(points)
    return copy
