"""A line of text that changes after many actions (the players list's chip check).

A ``QLabel`` asks its layout again on every new text; inside a tab widget that request
climbs to the ``QTabWidget``, which then repaints the whole tab (the players list
included, ~10 ms at 10,000 players) for a few changed digits. :class:`TextLine` repaints
only itself: its height is one line of its font and its width is what the layout gives it
(a text too long for it ends in "…" and is shown whole in its tooltip).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

__all__ = ["TextLine"]


class TextLine(QWidget):
    """One line of plain text; :meth:`setText` repaints the line, nothing else."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        """The text shown."""
        return self._text

    def setText(self, text: str) -> None:  # noqa: N802 - as QLabel's
        """Show ``text`` (repaints this line only)."""
        if text == self._text:
            return
        self._text = text
        self._tip()
        self.update()

    def _tip(self) -> None:
        fits = self.fontMetrics().horizontalAdvance(self._text) <= self.width()
        self.setToolTip("" if fits else self._text)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """One line of the font, as wide as the text."""
        metrics = self.fontMetrics()
        return QSize(metrics.horizontalAdvance(self._text), metrics.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """One line high, no width of its own (a long text is elided)."""
        return QSize(0, self.fontMetrics().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """A new width: the tooltip says the whole text when it no longer fits."""
        self._tip()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """The text, from the left, elided at the right edge."""
        painter = QPainter(self)
        shown = self.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideRight, self.width())
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(self.rect(), int(align), shown)
        painter.end()
