"""The seats of the table view drawn round the table, with the board and pots in the
middle; big type, readable from a step back."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from ui.table_view.picture import SeatPicture, TablePicture

__all__ = ["SeatBox", "SeatsPanel"]

_PERIMETER = (
    (0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (2, 4), (2, 3), (2, 2), (2, 1), (2, 0), (1, 0), (0, 0),
)  # fmt: skip
"""Grid cells round a 3 x 5 table, clockwise from the top left of the middle."""

_STYLES = {
    "": "background: #1e5b3c; border: 2px solid #2f7d55;",
    "actor": "background: #7a5c00; border: 4px solid #f5c542;",
    "folded": "background: #27322c; border: 2px solid #3a4a41;",
    "all-in": "background: #6b1f1f; border: 2px solid #e06060;",
    "waiting": "background: #27322c; border: 2px dashed #3a4a41;",
}


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
        self.seat = seat
        self.setObjectName("seat")
        self.setStyleSheet(
            f"#seat {{ {_STYLES.get(seat.state, _STYLES[''])} border-radius: 12px; }}"
            " QLabel { color: #f4f4f4; background: transparent; border: none; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(0)
        marker = f"  [{seat.marker}]" if seat.marker else ""
        self.name = QLabel(f"{seat.seat} · {seat.name}{marker}")
        self.name.setStyleSheet("font-size: 17pt; font-weight: bold;")
        self.stack = QLabel(f"{seat.stack:,}" if seat.state != "waiting" else "—")
        self.stack.setStyleSheet("font-size: 20pt; color: #ffe9a8;")
        bet = self.tr("bet %1").replace("%1", f"{seat.bet:,}") if seat.bet else ""
        self.bet = QLabel(bet)
        self.bet.setStyleSheet("font-size: 15pt; color: #9fe0ff;")
        self.cards = QLabel(seat.cards)
        self.cards.setStyleSheet("font-size: 20pt; font-weight: bold;")
        self.hand = QLabel(seat.hand)
        self.hand.setStyleSheet("font-size: 13pt; color: #d8f5d0;")
        self.hand.setWordWrap(True)
        for label in (self.name, self.stack, self.bet, self.cards, self.hand):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)


class SeatsPanel(QWidget):
    """The seats round the table, the board and pots in the middle."""

    def __init__(self) -> None:
        super().__init__()
        self.grid = QGridLayout(self)
        self.grid.setSpacing(10)
        self.boxes: list[SeatBox] = []
        middle = QFrame()
        middle.setObjectName("felt")
        middle.setStyleSheet(
            "#felt { background: #0f3a25; border-radius: 60px; }"
            " QLabel { color: #f4f4f4; background: transparent; }"
        )
        inner = QVBoxLayout(middle)
        self.board = QLabel()
        self.board.setStyleSheet("font-size: 28pt; font-weight: bold;")
        self.pots = QLabel()
        self.pots.setStyleSheet("font-size: 16pt; color: #ffe9a8;")
        self.pots.setWordWrap(True)
        for label in (self.board, self.pots):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            inner.addWidget(label)
        self.grid.addWidget(middle, 1, 1, 1, 3)
        for column in range(5):
            self.grid.setColumnStretch(column, 1)

    def show_picture(self, picture: TablePicture) -> None:
        """Redraw the seats, board and pots."""
        self._show_seats(picture.seats)
        self.board.setText(picture.board)
        self.pots.setText("\n".join(picture.pots))

    def _show_seats(self, seats: Sequence[SeatPicture]) -> None:
        if [b.seat for b in self.boxes] == list(seats):
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
