"""One table of the tables tab drawn as a card: number, game, seats, button and blinds."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QMenu, QVBoxLayout, QWidget

from ui.viewmodels import SeatDisplay, TableDisplay, format_chips

__all__ = ["SeatMenu", "TableCard", "TableMenu"]

SeatMenu = Callable[[int, SeatDisplay, QMenu], None]
"""``seat_menu(table, seat, menu)`` adds a seat's actions to ``menu``."""
TableMenu = Callable[[int, QMenu], None]
"""``table_menu(table, menu)`` adds a table's actions to ``menu``."""


class TableCard(QFrame):
    """One table drawn as a card: its number, game and seats with button and blinds.

    Double-clicking it opens the table's view (``open_view(table)``).
    Right-clicking a seat offers the seat's actions (button, lock, unlock) through
    ``seat_menu(table, seat, menu)``; right-clicking elsewhere on the card offers the
    table's actions through ``table_menu(table, menu)``.
    """

    def __init__(
        self,
        table: TableDisplay,
        seat_menu: SeatMenu | None = None,
        table_menu: TableMenu | None = None,
        open_view: Callable[[int], object] | None = None,
    ) -> None:
        super().__init__()
        self.table = table
        self._open_view = open_view
        self._seat_menu = seat_menu
        self._table_menu = table_menu
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(lambda pos: self._card_menu(self.mapToGlobal(pos)))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("tableCard")
        self.setStyleSheet(
            "#tableCard { background: #12402a; border-radius: 10px; } QLabel { color: #f4f4f4; }"
        )
        layout = QVBoxLayout(self)
        title = QLabel(self.tr("Table %1").replace("%1", str(table.number)))
        font = title.font()
        font.setBold(True)
        font.setPointSize(font.pointSize() + 3)
        title.setFont(font)
        layout.addWidget(title)
        count = (
            self.tr("1 player")
            if table.occupied == 1
            else self.tr("%1 players").replace("%1", str(table.occupied))
        )
        self.game = QLabel(f"{table.game} · {count}")
        self.game.setStyleSheet("color: #f5c542;")
        self.game.setWordWrap(True)  # four cards side by side fit 1280 px (issue 27, item 18)
        layout.addWidget(self.game)
        grid = QGridLayout()
        self.rows: list[QWidget] = []
        self.stacks: list[QLabel] = []
        """Each seat's chips beside ``rows``' names, in the same order ("" when empty)."""
        for i, seat in enumerate(table.seats):
            number = QLabel(f"{seat.seat}")
            number.setStyleSheet("color: #b9d3c4;")
            name = QLabel(seat.player or "—")
            if seat.player is None:
                name.setStyleSheet("color: #7f9c8c;")
            marker = QLabel(seat.marker)
            marker.setStyleSheet("color: #f5c542; font-weight: bold;")
            stack = QLabel(format_chips(seat.stack) if seat.stack is not None else "")
            stack.setStyleSheet("color: #cfe3d6;")
            stack.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for column, label in enumerate((number, name, stack, marker)):
                label.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
                label.customContextMenuRequested.connect(
                    lambda pos, s=seat, w=label: self._menu(s, w.mapToGlobal(pos))
                )
                grid.addWidget(label, i, column)
            self.rows.append(name)
            self.stacks.append(stack)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """A double-click opens the table's view."""
        if self._open_view is not None:
            self._open_view(self.table.number)
        event.accept()

    def _menu(self, seat: SeatDisplay, where: QPoint) -> None:
        if self._seat_menu is None:
            return
        menu = QMenu(self)
        self._seat_menu(self.table.number, seat, menu)
        if self._table_menu is not None:
            menu.addSeparator()
            self._table_menu(self.table.number, menu)
        if not menu.isEmpty():
            menu.exec(where)

    def _card_menu(self, where: QPoint) -> None:
        if self._table_menu is None:
            return
        menu = QMenu(self)
        self._table_menu(self.table.number, menu)
        if not menu.isEmpty():
            menu.exec(where)
