"""The seats of the table view drawn round the table, with the board and pots in the
middle; big type, readable from a step back."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ui.table_view.picture import SeatPicture, TablePicture

__all__ = ["SeatBox", "SeatsPanel"]

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
}
_SEAT_STYLE = " ".join(
    f'#seat[state="{state}"] {{ background: {bg}; border: {width}px solid {line}; '
    "border-radius: 12px; }"
    for state, (bg, line, width) in _BACKGROUNDS.items()
)
"""One style sheet for every seat box; a box's ``state`` property picks its colours."""


def _label(points: int, colour: str, bold: bool = False) -> QLabel:
    """A label with its own font and colour (a palette, not a style sheet: cheaper to paint)."""
    label = QLabel()
    font = QFont(label.font())
    font.setPointSize(points)
    font.setBold(bold)
    label.setFont(font)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
    label.setPalette(palette)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    # a text that changes must not move the others: each line keeps its height and the
    # width the table gives it, so a new text repaints that label alone
    label.setMinimumHeight(label.fontMetrics().height())
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    return label


def _places(count: int) -> list[tuple[int, int]]:
    """``count`` cells spread round the table."""
    if count >= len(_PERIMETER):
        return list(_PERIMETER)
    step = len(_PERIMETER) / max(count, 1)
    return [_PERIMETER[int(i * step)] for i in range(count)]


class SeatBox(QFrame):
    """One seat: number and name, stack, bet, cards, marker and hand."""

    def __init__(self, seat: SeatPicture) -> None:
        super().__init__()
        self.setObjectName("seat")
        self._state: str | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(0)
        self.name = _label(15, "#f4f4f4", bold=True)
        self.stack = _label(20, "#ffe9a8")
        self.bet = _label(14, "#9fe0ff")
        self.cards = _label(20, "#f4f4f4", bold=True)
        self.hand = _label(12, "#d8f5d0")
        for label in (self.name, self.stack, self.bet, self.cards, self.hand):
            layout.addWidget(label)
        self.seat = seat
        self.show_seat(seat)

    def show_seat(self, seat: SeatPicture) -> None:
        """Show ``seat`` (only what changed is set again: a stylesheet costs a re-polish)."""
        self.seat = seat
        if seat.state != self._state:
            self._state = seat.state
            self.setProperty("state", seat.state if seat.state in _BACKGROUNDS else "")
            self.style().unpolish(self)
            self.style().polish(self)
        bet = self.tr("bet %1").replace("%1", f"{seat.bet:,}") if seat.bet else ""
        if seat.marker:
            bet = f"{seat.marker} · {bet}" if bet else seat.marker
        texts = (
            (self.name, f"{seat.seat} · {seat.name}"),
            (self.stack, f"{seat.stack:,}" if seat.state != "waiting" else "—"),
            (self.bet, bet),
            (self.cards, seat.cards),
            (self.hand, seat.hand),
        )
        for label, text in texts:
            if label.text() != text:
                label.setText(text)


class SeatsPanel(QWidget):
    """The seats round the table, the board and pots in the middle."""

    def __init__(self) -> None:
        super().__init__()
        self.grid = QGridLayout(self)
        self.grid.setSpacing(8)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.boxes: list[SeatBox] = []
        middle = QFrame()
        middle.setObjectName("felt")
        self.setStyleSheet(_SEAT_STYLE + " #felt { background: #0f3a25; border-radius: 60px; }")
        inner = QVBoxLayout(middle)
        self.board = _label(28, "#f4f4f4", bold=True)
        self.pots = _label(15, "#ffe9a8")
        self.pots.setWordWrap(True)
        self.pots.setFixedHeight(3 * self.pots.fontMetrics().height())
        for label in (self.board, self.pots):
            inner.addWidget(label)
        self.grid.addWidget(middle, 1, 1, 1, 3)
        for column in range(5):
            self.grid.setColumnStretch(column, 1)

    def show_picture(self, picture: TablePicture) -> None:
        """Redraw the seats, board and pots."""
        self._show_seats(picture.seats)
        pots = "\n".join(picture.pots)
        for label, text in ((self.board, picture.board), (self.pots, pots)):
            if label.text() != text:
                label.setText(text)

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
            box = SeatBox(seat)
            self.grid.addWidget(box, row, column)
            self.boxes.append(box)
