"""The hands played at a table: number, level, game, winners and pot, one line per hand.

Enter or a double click replays the selected hand step by step; "Export PHH…" saves it;
"Ruling assistant…" opens the assistant with the hand's situation at its showdown. The
table can be changed in the box at the top.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament.games import game_name
from tournament.hh.listing import HandSummary
from ui.hand_history.step_words import amount_text, names_text

__all__ = ["HandListDialog"]

Lines = Callable[[int], Sequence[HandSummary]]
"""``lines(table)``: the summaries of the hands that count at ``table``."""


class HandListDialog(QDialog):
    """Every stored hand of a table (see the module doc)."""

    def __init__(
        self,
        lines: Lines,
        tables: Sequence[int],
        table: int,
        open_hand: Callable[[HandSummary], object],
        export_hand: Callable[[HandSummary], object],
        rule_hand: Callable[[HandSummary], object],
        parent: QWidget | None = None,
        undone: Callable[[int], int] = lambda _table: 0,
    ) -> None:
        super().__init__(parent)
        self._lines = lines
        self._undone = undone
        self._open, self._export, self._rule = open_hand, export_hand, rule_hand
        self.summaries: list[HandSummary] = []
        self.resize(980, 620)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), 11.0) * 1.15)
        self.setFont(font)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Table")))
        self.table_box = QComboBox()
        for number in sorted({*tables, table}):
            self.table_box.addItem(str(number), number)
        self.table_box.setCurrentIndex(self.table_box.findData(table))
        self.table_box.currentIndexChanged.connect(lambda _i: self.show_table(self.table))
        top.addWidget(self.table_box)
        top.addStretch(1)
        layout.addLayout(top)
        self.status = QLabel()
        layout.addWidget(self.status)
        self.list = QTableWidget(0, 6)
        self.list.setHorizontalHeaderLabels(
            [
                self.tr("Hand"),
                self.tr("Level"),
                self.tr("Game"),
                self.tr("Winners"),
                self.tr("Pot"),
                self.tr("Note"),
            ]
        )
        self.list.verticalHeader().setVisible(False)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.list.doubleClicked.connect(lambda _index: self.replay())
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.replay_button = QPushButton(self.tr("Replay step by step…"))
        self.replay_button.setDefault(True)
        self.replay_button.clicked.connect(self.replay)
        self.export_button = QPushButton(self.tr("Export PHH…"))
        self.export_button.clicked.connect(lambda: self._with_selected(self._export))
        self.ruling_button = QPushButton(self.tr("Ruling assistant…"))
        self.ruling_button.clicked.connect(lambda: self._with_selected(self._rule))
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        for button in (self.replay_button, self.export_button, self.ruling_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(close)
        layout.addLayout(row)
        self.list.installEventFilter(self)
        self.show_table(table)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Enter in the list replays the selected hand (once, not also the default button)."""
        if (
            watched is self.list
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.replay()
            return True
        return super().eventFilter(watched, event)

    @property
    def table(self) -> int:
        """The table whose hands are listed."""
        return int(self.table_box.currentData())

    def show_table(self, table: int) -> None:
        """List the hands of ``table``."""
        index = self.table_box.findData(table)
        if index >= 0 and index != self.table_box.currentIndex():
            self.table_box.setCurrentIndex(index)  # lists it through the signal
            return
        self.setWindowTitle(self.tr("Hands played at table %1").replace("%1", str(table)))
        self.summaries = list(self._lines(table))
        self.list.setRowCount(len(self.summaries))
        for row, line in enumerate(self.summaries):
            values = (
                str(line.hand.number),
                "" if line.level is None else str(line.level),
                game_name(line.hand.game) if line.hand.game else "",
                names_text(line.winners),
                amount_text(line.pot),
                line.problem,
            )
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column in (0, 1, 4):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.list.setItem(row, column, item)
        self.status.setText(self._status(table))
        if self.summaries:
            self.list.selectRow(len(self.summaries) - 1)  # the latest hand
        for button in (self.replay_button, self.export_button, self.ruling_button):
            button.setEnabled(bool(self.summaries))
        self.list.setFocus()

    def _status(self, table: int) -> str:
        """What the list holds, and what it leaves out: the hands whose recording was
        undone (they are stored but do not count)."""
        undone, count = self._undone(table), len(self.summaries)
        if count == 0:
            if undone == 0:
                text = self.tr("No hand has been recorded at table %1 yet.")
            elif undone == 1:
                text = self.tr("1 hand was recorded at table %1; it was undone.")
            else:
                text = self.tr("%2 hands were recorded at table %1; all were undone.")
            return text.replace("%1", str(table)).replace("%2", str(undone))
        if count == 1:
            text = self.tr("1 hand stored for table %1. Enter replays it.")
        else:
            text = self.tr("%2 hands stored for table %1. Enter replays the selected hand.")
        text = text.replace("%1", str(table)).replace("%2", str(count))
        if undone == 1:
            text += " " + self.tr("1 more was undone and is not listed.")
        elif undone > 1:
            text += " " + self.tr("%1 more were undone and are not listed.").replace(
                "%1", str(undone)
            )
        return text

    def selected(self) -> HandSummary | None:
        """The selected hand's line (None: nothing selected)."""
        row = self.list.currentRow()
        return self.summaries[row] if 0 <= row < len(self.summaries) else None

    def _with_selected(self, action: Callable[[HandSummary], object]) -> None:
        line = self.selected()
        if line is not None:
            action(line)

    def replay(self) -> None:
        """Replay the selected hand step by step."""
        self._with_selected(self._open)
