"""The seats of the table view drawn round the table, with the board and pots in the
middle; big type, readable from a step back, scaled with the window (the sizes are those
of a 1280×800 tablet window; a 1920×1080 screen gets larger type) and every line fitted to
its seat (:class:`~ui.table_view.fit_label.FitLabel`: smaller, then shortened with "…";
the cards are set closer and smaller, never cut)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QVBoxLayout, QWidget

from ui.table_view.fit_label import FitLabel
from ui.table_view.picture import SeatPicture, TablePicture
from ui.viewmodels import format_chips

__all__ = ["SeatBox", "SeatsPanel", "table_scale"]

_PERIMETER = (
    (0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (2, 4), (2, 3), (2, 2), (2, 1), (2, 0), (1, 0), (0, 0),
)  # fmt: skip
"""Grid cells round a 3 x 5 table, clockwise from the top left of the middle."""

_BACKGROUNDS = {
    "": ("#1e5b3c", "#2f7d55", 2),
    "actor": ("#7a5c00", "#f5c542", 4),
    "folded": ("#27322c", "#3a4a41", 2),
    "all-in": ("#6b1f1f", "#e06060", 2),
    "waiting": ("#27322c", "#3a4a41", 2),
    "empty": ("#0b2618", "#3a4a41", 2),
}
_RADIUS = 12
"""The seat boxes' rounded corners (px)."""


def _thin_spaces(cards: str) -> str:
    """Cards closer together (seven stud cards in a seat on a tablet)."""
    return cards.replace(" ", "\u2009")


BASE_SIZE = (1000, 460)
"""The seats panel's size in a 1280×800 window, where the type has its designed size."""


def table_scale(width: int, height: int) -> float:
    """How much larger than designed the type may be in a seats panel this size (the
    smaller of the two directions, between 0.7 and 1.8).

    >>> table_scale(1000, 460), table_scale(1550, 740), table_scale(500, 460)
    (1.0, 1.55, 0.7)
    """
    scale = min(width / BASE_SIZE[0], height / BASE_SIZE[1])
    return round(min(1.8, max(0.7, scale)), 2)


def _places(count: int) -> list[tuple[int, int]]:
    """``count`` cells spread round the table."""
    if count >= len(_PERIMETER):
        return list(_PERIMETER)
    step = len(_PERIMETER) / max(count, 1)
    return [_PERIMETER[int(i * step)] for i in range(count)]


class SeatBox(QFrame):
    """One seat: number and name, stack, bet, cards, marker and hand, on a rounded box in
    the colours of its state (:data:`_BACKGROUNDS`: background, border line and width).

    The box paints itself: a new state after a hand (every seat's, each hand) repaints the
    box, where a style sheet picking the colours by a property had to re-polish it."""

    def __init__(self, seat: SeatPicture, scale: float = 1.0) -> None:
        super().__init__()
        self.setObjectName("seat")
        self._state: str | None = None
        self._look = _BACKGROUNDS[""]
        line = _BACKGROUNDS[""][2]  # the lines keep their places when the border thickens
        self.setContentsMargins(line, line, line, line)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(0)
        self.name = FitLabel(15, "#f4f4f4", bold=True, shrink=0.8)
        self.stack = FitLabel(20, "#ffe9a8")
        self.bet = FitLabel(14, "#9fe0ff")
        self.cards = FitLabel(20, "#f4f4f4", bold=True, tight=_thin_spaces, cut=False)
        self.hand = FitLabel(12, "#d8f5d0")
        self.lines = (self.name, self.stack, self.bet, self.cards, self.hand)
        for label in self.lines:
            label.set_scale(scale)
            layout.addWidget(label)
        self.seat = seat
        self.show_seat(seat)

    def set_scale(self, scale: float) -> None:
        """Scale the seat's type with the table."""
        for label in self.lines:
            label.set_scale(scale)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        """The rounded box in the state's colours (the labels paint themselves on it)."""
        background, line, width = self._look
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(line), width))
        painter.setBrush(QColor(background))
        half = width / 2
        box = QRectF(self.rect()).adjusted(half, half, -half, -half)
        painter.drawRoundedRect(box, _RADIUS - half, _RADIUS - half)
        painter.end()

    def show_seat(self, seat: SeatPicture) -> None:
        """Show ``seat`` (only what changed is set again: a stylesheet costs a re-polish)."""
        self.seat = seat
        if seat.state != self._state:
            self._state = seat.state
            self.setProperty("state", seat.state if seat.state in _BACKGROUNDS else "")
            self._look = _BACKGROUNDS.get(seat.state, _BACKGROUNDS[""])
            self.update()
        bet = self.tr("bet %1").replace("%1", format_chips(seat.bet)) if seat.bet else ""
        if seat.marker:
            bet = f"{seat.marker} · {bet}" if bet else seat.marker
        texts = (
            (self.name, f"{seat.seat} · {seat.name}"),
            (
                self.stack,
                format_chips(seat.stack) if seat.state not in ("waiting", "empty") else "—",
            ),
            (self.bet, bet),
            (self.cards, seat.cards),
            (self.hand, seat.hand),
        )
        for label, text in texts:
            label.show_text(text)


class SeatsPanel(QWidget):
    """The seats round the table, the board and pots in the middle."""

    def __init__(self) -> None:
        super().__init__()
        self.grid = QGridLayout(self)
        self.grid.setSpacing(8)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.boxes: list[SeatBox] = []
        self.scale = 1.0
        middle = QFrame()
        middle.setObjectName("felt")
        middle.setStyleSheet("#felt { background: #0f3a25; border-radius: 60px; }")
        inner = QVBoxLayout(middle)
        self.board = FitLabel(28, "#f4f4f4", bold=True)
        self.pots = FitLabel(15, "#ffe9a8", shrink=0.6, lines=3)
        for label in (self.board, self.pots):
            inner.addWidget(label)
        self.grid.addWidget(middle, 1, 1, 1, 3)
        for column in range(5):
            self.grid.setColumnStretch(column, 1)

    def show_picture(self, picture: TablePicture) -> None:
        """Redraw the seats, board and pots."""
        self._show_seats(picture.seats)
        self.board.show_text(picture.board)
        self.pots.show_text("\n".join(picture.pots))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """The window was resized: the type follows (only when the scale changes)."""
        super().resizeEvent(event)
        scale = table_scale(event.size().width(), event.size().height())
        if scale == self.scale:
            return
        self.scale = scale
        for box in self.boxes:
            box.set_scale(scale)
        self.board.set_scale(scale)
        self.pots.set_scale(scale)

    def _show_seats(self, seats: Sequence[SeatPicture]) -> None:
        if [b.seat.seat for b in self.boxes] == [s.seat for s in seats]:
            for box, seat in zip(self.boxes, seats, strict=True):
                if box.seat != seat:
                    box.show_seat(seat)
            return
        for box in self.boxes:
            self.grid.removeWidget(box)
            box.hide()  # deleted later, when the event loop runs: gone from the screen now
            box.deleteLater()
        self.boxes = []
        for seat, (row, column) in zip(seats, _places(len(seats)), strict=False):
            box = SeatBox(seat, self.scale)
            self.grid.addWidget(box, row, column)
            self.boxes.append(box)
