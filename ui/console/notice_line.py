"""The console's notice line: a refusal (red) or a notice (blue) above the tabs.

A notice comes and goes with nearly every action (a recorded hand is told, the next
action clears it). A ``QLabel`` shown and hidden there moved the tabs down and up each
time, and the console laid out and repainted every tab (at 10,000 players ~25 ms, twice).
:class:`NoticeLine` is always laid out and keeps the height of one line when it says
nothing, so a one-line message coming or going repaints this line only. A message needing
more lines (a seat announcement after a table break, the problems of a file) makes it as
high as the whole message, wrapped at its width: nothing is cut, and it goes back to one
line when cleared.

With no message the line is not an empty strip: it says quietly, in grey on no band, where
the event stands (:func:`event_summary`: its name, the day, the players left, the average
stack and the prize pool; the winner once it is over), on one line cut with "…" when too
long, so it never changes the line's height either.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.viewmodels import ClockScreenModel, format_chips

__all__ = ["QUIET", "NoticeKind", "NoticeLine", "event_summary"]

PADDING = 8
"""Pixels between the band's top or bottom edge and its text."""
SIDE = 11
"""Pixels between the band's left or right edge and its text."""
RADIUS = 6
"""The band's rounded corners."""
QUIET = QColor("#5b6670")
"""The colour of the event's summary while there is no message."""
_WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | int(
    Qt.TextFlag.TextWordWrap
)


class NoticeKind(Enum):
    """What a message is: its band's colour and weight."""

    NOTICE = ("#1f4e7a", False)
    """Information (a recorded hand, seats, how long the program was closed)."""
    ERROR = ("#7a1f1f", True)
    """A refusal or a problem, in bold."""

    @property
    def colour(self) -> QColor:
        """The band's colour."""
        return QColor(self.value[0])

    @property
    def bold(self) -> bool:
        """True when the text is bold."""
        return bool(self.value[1])


def event_summary(m: ClockScreenModel) -> str:
    """What the line says while there is no message: "Sunday Deepstack · 42 of 60 players
    left · Average stack 42,857 · Prize pool € 6,000" (the day after the name in an event
    of several days); once the event is over, its name and the winner."""
    if m.winner:
        won = QCoreApplication.translate("NoticeLine", "Winner: %1").replace("%1", m.winner)
        return f"{m.title} · {won}"
    parts = [m.title, m.day.split(" · ")[0]] if m.day else [m.title]
    if m.entries:
        parts.append(
            QCoreApplication.translate("NoticeLine", "%1 of %2 players left")
            .replace("%1", format_chips(m.players_left))
            .replace("%2", format_chips(m.entries))
        )
    if m.players_left:
        parts.append(
            QCoreApplication.translate("NoticeLine", "Average stack %1").replace(
                "%1", format_chips(m.average_stack)
            )
        )
    if m.prize_pool:
        parts.append(
            QCoreApplication.translate("NoticeLine", "Prize pool %1").replace("%1", m.prize_pool)
        )
    return " · ".join(part for part in parts if part)


class NoticeLine(QWidget):
    """A message on a coloured band, white text, wrapped; empty when there is nothing to
    say. :meth:`show_message` and :meth:`clear` repaint the line only, unless the message
    needs another height (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._kind = NoticeKind.NOTICE
        self._quiet = ""
        self._height = self._needed(self.width())
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        """The message shown ("" when none)."""
        return self._text

    def kind(self) -> NoticeKind:
        """What the message shown is (its colour)."""
        return self._kind

    def quiet(self) -> str:
        """What the line says while there is no message (see :func:`event_summary`)."""
        return self._quiet

    def set_quiet(self, text: str) -> None:
        """Say ``text`` in grey while there is no message (one line; repaints the line
        only, and only when it shows and changed)."""
        if text == self._quiet:
            return
        self._quiet = text
        if not self._text:
            self.update()

    def show_message(self, text: str, kind: NoticeKind) -> None:
        """Show ``text`` as a ``kind`` of message, until the next one or :meth:`clear`."""
        if text == self._text and kind == self._kind:
            return
        self._text, self._kind = text, kind
        self._fit()
        self.update()

    def clear(self) -> None:
        """No message: the line keeps one line's height and says where the event stands."""
        self.show_message("", self._kind)

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(self._kind.bold)
        return font

    def _needed(self, width: int) -> int:
        """The height the message needs at ``width``: at least one line."""
        metrics = QFontMetrics(self._font())
        line = metrics.height()
        if self._text and width > 2 * SIDE:
            inner = QRect(0, 0, width - 2 * SIDE, 1 << 20)
            line = max(line, metrics.boundingRect(inner, _WRAP, self._text).height())
        return line + 2 * PADDING

    def _fit(self) -> None:
        """A message of another height asks the layout again; the same height does not."""
        needed = self._needed(self.width())
        if needed != self._height:
            self._height = needed
            self.updateGeometry()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As high as the message needs at the current width (at least one line)."""
        return QSize(0, self._height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The same height; no width of its own."""
        return QSize(0, self._height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Another width may wrap the message on another number of lines."""
        self._fit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """The band and the message; with no message, the event's summary in grey."""
        painter = QPainter(self)
        if not self._text:
            if self._quiet:
                inner = self.rect().adjusted(SIDE, PADDING, -SIDE, -PADDING)
                shown = self.fontMetrics().elidedText(
                    self._quiet, Qt.TextElideMode.ElideRight, inner.width()
                )
                painter.setPen(QUIET)
                painter.drawText(
                    inner, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown
                )
            painter.end()
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._kind.colour)
        painter.drawRoundedRect(self.rect(), RADIUS, RADIUS)
        painter.setPen(QColor("white"))
        painter.setFont(self._font())
        inner = self.rect().adjusted(SIDE, PADDING, -SIDE, -PADDING)
        painter.drawText(inner, _WRAP, self._text)
        painter.end()
