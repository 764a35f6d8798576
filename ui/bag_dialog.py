"""Bagging at the end of a day: every survivor's stack, a form per table, as one batch.

Keyboard only: the first bag has the focus; Tab goes to the bag's number (optional: the
label on the bag, printed on the labels and the chip-count list) and Tab again to the next
seat; Enter goes straight to the next seat, through every table in order (Enter on the
last one goes to "Record the bags"). A bag starts at
the player's last recorded stack, selected whole so typing replaces it. The running total
is checked, live, against the chips in play: a total that does not match is shown in red
with the difference and the tables whose bags moved; recorded anyway, the domain keeps the
batch apart (the day stays open) until a batch that adds up replaces it.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby, pairwise

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.limits import MAX_CHIPS
from ui.chip_count import step_through
from ui.viewmodels import CountRow, format_chips

__all__ = ["BagDialog"]


def _is_enter(event: QEvent) -> bool:
    return (
        isinstance(event, QKeyEvent)
        and event.type() == QEvent.Type.KeyPress
        and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
    )


class BagDialog(QDialog):
    """The bags of every player still in (``rows``, by table and seat) at the end of Day
    ``day`` ("1", "1B"); :meth:`bags` holds the chips typed, :meth:`bag_numbers` the
    numbers. ``chips_in_play``: what the total must come to; ``pending``: why the last
    batch was kept apart ("" when none was)."""

    def __init__(
        self,
        day: str,
        rows: Sequence[CountRow],
        chips_in_play: int,
        pending: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("End of Day %1: bag the stacks").replace("%1", day))
        self._rows = sorted(rows, key=lambda r: (r.table is None, r.table or 0, r.seat or 0))
        self._chips_in_play = chips_in_play
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Type each player's bagged chips, table by table; Enter goes to the next "
                "seat, Tab to the bag's number (optional, printed on the labels). Every player "
                "still in gets a bag. The total must be the chips in play."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        if pending:
            kept = QLabel(self.tr("Kept apart: %1").replace("%1", pending))
            kept.setWordWrap(True)
            kept.setStyleSheet("color: #b00020; font-weight: bold;")
            layout.addWidget(kept)
        inner = QWidget()
        tables = QVBoxLayout(inner)
        self.spins: list[QSpinBox] = []
        self.numbers: list[QLineEdit] = []
        self.table_totals: dict[int | None, QLabel] = {}
        for table, seated in groupby(self._rows, key=lambda r: r.table):
            tables.addWidget(self._table_form(table, list(seated)))
        tables.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        layout.addWidget(scroll, 1)
        fields = [w for pair in zip(self.spins, self.numbers, strict=True) for w in pair]
        for before, after in pairwise(fields):
            QWidget.setTabOrder(before, after)
        self.total = QLabel()
        self.total.setWordWrap(True)
        layout.addWidget(self.total)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Record the bags"))
        self.ok.setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(640, 700)
        if self.spins:
            self.spins[0].setFocus()
        self._update()

    def _table_form(self, table: int | None, rows: list[CountRow]) -> QGroupBox:
        title = self.tr("Table %1").replace("%1", str(table)) if table else self.tr("Not seated")
        box = QGroupBox(title)
        grid = QGridLayout(box)
        heads = (self.tr("Seat"), self.tr("Player"), self.tr("Bag"), self.tr("Bag no."))
        for column, text in enumerate(heads):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, column)
        for i, row in enumerate(rows, start=1):
            grid.addWidget(QLabel(str(row.seat or "")), i, 0)
            grid.addWidget(QLabel(row.name), i, 1)
            spin = QSpinBox()
            spin.setRange(0, MAX_CHIPS)
            spin.setGroupSeparatorShown(True)
            spin.setSingleStep(100)
            spin.setValue(row.stack)
            spin.setAccessibleName(row.name)
            spin.valueChanged.connect(self._update)
            spin.installEventFilter(self)
            grid.addWidget(spin, i, 2)
            self.spins.append(spin)
            number = QLineEdit()
            number.setMaxLength(20)
            number.setMaximumWidth(110)
            number.setAccessibleName(self.tr("Bag number of %1").replace("%1", row.name))
            number.installEventFilter(self)
            grid.addWidget(number, i, 3)
            self.numbers.append(number)
        total = QLabel()
        total.setAlignment(Qt.AlignmentFlag.AlignRight)
        grid.addWidget(total, len(rows) + 1, 0, 1, 4)
        self.table_totals[table] = total
        grid.setColumnStretch(1, 1)
        return box

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Enter in a bag or its number goes to the next bag (the last one to "Record the
        bags"); a bag that gets the focus is selected whole, so that typing replaces it."""
        if watched in self.numbers and _is_enter(event):  # on to the next seat's bag
            index = self.numbers.index(watched)
            target = self.spins[index + 1] if index + 1 < len(self.spins) else self.ok
            target.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return step_through(self.spins, lambda: self.ok, watched, event) or super().eventFilter(
            watched, event
        )

    def bags(self) -> dict[str, int]:
        """Each player's bagged chips, by player id."""
        return {r.player_id: s.value() for r, s in zip(self._rows, self.spins, strict=True)}

    def bag_numbers(self) -> dict[str, str]:
        """The number typed on each bag, by player id (only the bags given one)."""
        typed = zip(self._rows, (n.text().strip() for n in self.numbers), strict=True)
        return {r.player_id: number for r, number in typed if number}

    def _update(self) -> None:
        bags = list(zip(self._rows, (s.value() for s in self.spins), strict=True))
        for table, label in self.table_totals.items():
            chips = sum(v for r, v in bags if r.table == table)
            count = sum(1 for r, _ in bags if r.table == table)
            label.setText(
                self.tr("%1 bags · %2 chips")
                .replace("%1", str(count))
                .replace("%2", format_chips(chips))
            )
        total = sum(v for _, v in bags)
        diff = total - self._chips_in_play
        text = (
            self.tr("Bags %1 · total %2 of %3 in play")
            .replace("%1", str(len(bags)))
            .replace("%2", format_chips(total))
            .replace("%3", format_chips(self._chips_in_play))
        )
        if diff == 0:
            self.total.setStyleSheet("color: #1b5e20; font-weight: bold;")
            self.total.setText(text + " · " + self.tr("the bags match the chips in play."))
            return
        self.total.setStyleSheet("color: #b00020; font-weight: bold;")
        off = (self.tr("%1 too many") if diff > 0 else self.tr("%1 short")).replace(
            "%1", format_chips(abs(diff))
        )
        self.total.setText(
            text
            + " · "
            + off
            + ": "
            + self.tr("recorded like this, the bags are kept apart until they match.")
        )
