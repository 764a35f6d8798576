"""A stored hand replayed step by step: actions, stacks, cards, board, pots at each step.

Left/Right step back and forward, Home and End jump to the forced bets and the end of
the hand (a click on an action in the list goes there too). "Export PHH…" saves the hand
as a ``.phh`` file that ``pokerfloor replay`` accepts; "Ruling at this step…" opens the
ruling assistant with the situation of the step on screen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament.engine.variants import VARIANTS
from tournament.games import game_name
from tournament.hh import dumps
from tournament.hh.listing import player_names
from tournament.hh.steps import HandSteps, Step
from ui.hand_history.step_words import amount_text, awards_text, cards_text, pots_text, step_text

__all__ = ["HandReplayDialog"]

Export = Callable[[str, str], str]
"""``export(suggested_file_name, phh_text) -> message`` ("" when cancelled)."""

COLUMNS = 7
"""Seat, player, cards, stack, bet this round, put in the hand, status."""


class HandReplayDialog(QDialog):
    """One hand, step by step (see the module doc). ``title`` names the table and hand."""

    def __init__(
        self,
        walk: HandSteps,
        title: str,
        export: Export | None = None,
        ruling: Callable[[HandSteps, int], object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.walk = walk
        self.history = walk.history
        self.names = player_names(walk.history)
        self._export = export
        self._ruling = ruling
        self.position = 0
        self.setWindowTitle(self.tr("Hand replay – %1").replace("%1", title))
        self.resize(1180, 720)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), 11.0) * 1.15)
        self.setFont(font)
        layout = QVBoxLayout(self)
        heading = QLabel(
            title + " · " + game_name(self.history.variant) if self.history.variant else title
        )
        bold = QFont(font)
        bold.setBold(True)
        bold.setPointSizeF(font.pointSizeF() * 1.3)
        heading.setFont(bold)
        layout.addWidget(heading)
        if not walk.ok:
            problem = QLabel(
                self.tr("The engine stops this hand early: %1").replace(
                    "%1", walk.result.error or ""
                )
            )
            problem.setWordWrap(True)
            problem.setStyleSheet("color: #b3261e; font-weight: bold;")
            layout.addWidget(problem)
        middle = QHBoxLayout()
        self.step_list = QListWidget()
        self.step_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrows step the hand
        previous: Step | None = None
        for step in walk.steps:
            self.step_list.addItem(step_text(self.history, step, previous, self.names))
            previous = step
        self.step_list.currentRowChanged.connect(self._row_changed)
        self.step_list.setMinimumWidth(340)
        middle.addWidget(self.step_list, 2)
        right = QVBoxLayout()
        self.table = QTableWidget(len(self.names), COLUMNS)
        headers = (
            self.tr("Seat"),
            self.tr("Player"),
            self.tr("Cards"),
            self.tr("Stack"),
            self.tr("Bet"),
            self.tr("In the hand"),
            self.tr("Status"),
        )
        self.table.setHorizontalHeaderLabels(list(headers))
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)  # the cards
        header.setFont(font)
        right.addWidget(self.table, 3)
        self.board = QLabel()
        self.board.setFont(bold)
        right.addWidget(self.board)
        self.pots = QLabel()
        self.pots.setWordWrap(True)
        self.pots.setFont(bold)
        right.addWidget(self.pots)
        self.awards = QLabel()
        self.awards.setWordWrap(True)
        self.awards.setFont(font)  # a style sheet stops the dialog's font reaching it
        self.awards.setStyleSheet("color: #1e6b35;")
        right.addWidget(self.awards)
        middle.addLayout(right, 5)
        layout.addLayout(middle, 1)
        layout.addLayout(self._buttons())
        self.go(0)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """Left/Right: a step back or forward; Home/End: the first or last step."""
        moves = {
            Qt.Key.Key_Left: self.position - 1,
            Qt.Key.Key_Right: self.position + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: len(self.walk.steps) - 1,
        }
        target = moves.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
            return
        self.go(target)
        event.accept()

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.first_button = QPushButton(self.tr("« First (Home)"))
        self.back_button = QPushButton(self.tr("◀ Back (←)"))
        self.where = QLabel()
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.next_button = QPushButton(self.tr("Next (→) ▶"))
        self.last_button = QPushButton(self.tr("Last (End) »"))
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(lambda: self.go(self.position - 1))
        self.next_button.clicked.connect(lambda: self.go(self.position + 1))
        self.last_button.clicked.connect(lambda: self.go(len(self.walk.steps) - 1))
        for widget in (self.first_button, self.back_button, self.where):
            row.addWidget(widget)
        row.addWidget(self.next_button)
        row.addWidget(self.last_button)
        row.addStretch(1)
        self.ruling_button = QPushButton(self.tr("Ruling at this step…"))
        self.ruling_button.clicked.connect(self._open_ruling)
        self.ruling_button.setEnabled(self._ruling is not None)
        self.export_button = QPushButton(self.tr("Export PHH…"))
        self.export_button.clicked.connect(self.export)
        self.export_button.setEnabled(self._export is not None)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        for button in (self.first_button, self.back_button, self.next_button, self.last_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for widget in (self.ruling_button, self.export_button, close):
            row.addWidget(widget)
        return row

    def _row_changed(self, row: int) -> None:
        if row >= 0 and row != self.position:
            self.go(row)

    def go(self, position: int) -> None:
        """Show step ``position`` (clamped to the hand's steps)."""
        steps = self.walk.steps
        if not steps:
            return
        self.position = max(0, min(position, len(steps) - 1))
        step = steps[self.position]
        self.step_list.setCurrentRow(self.position)
        self.where.setText(
            self.tr("Step %1 of %2")
            .replace("%1", str(self.position + 1))
            .replace("%2", str(len(steps)))
        )
        self._fill_players(step)
        board = cards_text(step.board) if step.board else self.tr("none")
        self.board.setText(self.tr("Board: %1").replace("%1", board))
        variant = VARIANTS.get(self.history.variant)
        self.board.setVisible(bool(step.board) or (variant is not None and variant.board_cards > 0))
        pots = pots_text(step.pots, self.names)
        if not step.pots and any(award.pot >= 0 for award in step.awards):
            pots = self.tr("Hand over: the pots are awarded")
        middle = self.tr("In the middle: %1").replace("%1", amount_text(step.in_middle))
        self.pots.setText(pots + "\n" + middle if step.in_middle else pots)
        self.awards.setText("\n".join(awards_text(step.awards, self.names)))

    def _fill_players(self, step: Step) -> None:
        seats = self.history.seats
        for p, name in enumerate(self.names):
            if step.folded[p]:
                status = self.tr("folded")
            elif step.all_in[p]:
                status = self.tr("all in")
            elif step.actor == p and step.phase == "showdown":
                status = self.tr("to show")
            elif step.actor == p:
                status = self.tr("to act")
            else:
                status = ""
            values = (
                str(seats[p]) if seats is not None else f"p{p + 1}",
                name,
                self._cards(step.hole[p], step.up[p]),
                amount_text(step.stacks[p]),
                amount_text(step.bets[p]) if step.bets[p] else "",
                amount_text(step.contributed[p]) if step.contributed[p] else "",
                status,
            )
            for column, value in enumerate(values):
                item = self.table.item(p, column)
                if item is None:
                    item = QTableWidgetItem()
                    self.table.setItem(p, column, item)
                item.setText(value)

    def _cards(self, cards: tuple[str, ...], up: tuple[bool, ...]) -> str:
        """Cards as text; in stud the down cards are put in brackets: ``[Ah Kd] 7c``."""
        if self.history.bring_in is None or not any(up):
            return cards_text(cards)
        return " ".join(
            card if face_up else f"[{card}]" for card, face_up in zip(cards, up, strict=True)
        )

    def phh_text(self) -> str:
        """The hand as PHH text (what "Export PHH…" saves)."""
        return dumps(self.history)

    def export(self) -> str:
        """Save the hand as a ``.phh`` file; returns the message shown ("" cancelled)."""
        if self._export is None:
            return ""
        number = self.history.hand if self.history.hand is not None else "hand"
        table = self.history.table if self.history.table is not None else ""
        name = f"table{table}-hand{number}.phh" if table != "" else f"{number}.phh"
        return self._export(name, self.phh_text())

    def _open_ruling(self) -> None:
        if self._ruling is not None:
            self._ruling(self.walk, self.position)
