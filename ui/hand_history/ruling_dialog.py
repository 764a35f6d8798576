"""The ruling assistant: a disputed showdown in, the pots, the split and the rule out.

The floor enters the game, the rules profile, the smallest chip and the board, and for
each player (in order from the first seat left of the button; stud: left of the dealer)
what they put in, whether they are all in or folded, and their cards. "Rule" (Enter)
shows, in words to announce, each pot with who can win it, its split (high and low
halves), the odd chips and the rule named. A stored hand's situation at a step can be
brought in from the hand replay.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tournament.engine.rules import PROFILES, Rules
from tournament.engine.variants import VARIANTS
from tournament.errors import DomainError
from tournament.games import game_name
from tournament.rulings import Claim, Ruling, Situation
from tournament.rulings import rule as rule_on
from ui.domain_text import domain_text
from ui.hand_history.ruling_words import ruling_lines

__all__ = ["RulingDialog"]

NAME, PUT_IN, DEAD, ALL_IN, FOLDED, CARDS = range(6)
PROFILE_NAMES = {
    "tda": "TDA 2024",
    "wsop": "WSOP 2024",
    "robert": "Robert's Rules of Poker",
    "casinos_austria": "Casinos Austria",
}


class RulingDialog(QDialog):
    """The ruling assistant (see the module doc); ``situation`` fills it in."""

    def __init__(
        self,
        situation: Situation | None = None,
        rules: Rules | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Ruling assistant"))
        self.resize(1100, 760)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), 11.0) * 1.15)
        self.setFont(font)
        base = situation.rules if situation is not None else rules or Rules()
        self._rules = base
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Enter the disputed showdown: each player in order from the first seat left "
                "of the button (stud: left of the dealer), the chips they put in this hand, "
                "who is all in or folded, and the cards. Then press Rule."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.game = QComboBox()
        for code in VARIANTS:
            self.game.addItem(f"{game_name(code)} ({code})", code)
        self.profile = QComboBox()
        for name in PROFILES:
            self.profile.addItem(PROFILE_NAMES.get(name, name), name)
        self.unit = QSpinBox()
        self.unit.setRange(1, 1_000_000_000)
        self.unit.setValue(base.min_chip_unit)
        self.board = QLineEdit()
        self.board.setPlaceholderText(self.tr("e.g. Jc 7s 2h 9d Kc"))
        form.addRow(self.tr("Game"), self.game)
        form.addRow(self.tr("Rules"), self.profile)
        form.addRow(self.tr("Smallest chip in play"), self.unit)
        form.addRow(self.tr("Board"), self.board)
        layout.addLayout(form)
        self.players = QTableWidget(0, 6)
        self.players.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Put in this hand"),
                self.tr("Of it dead (BB ante)"),
                self.tr("All in"),
                self.tr("Folded"),
                self.tr("Cards"),
            ]
        )
        self.players.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.players, 2)
        row = QHBoxLayout()
        add = QPushButton(self.tr("Add player"))
        add.clicked.connect(lambda: self.add_player(Claim("", 0)))
        remove = QPushButton(self.tr("Remove player"))
        remove.clicked.connect(self._remove_player)
        self.rule_button = QPushButton(self.tr("Rule"))
        self.rule_button.setDefault(True)
        self.rule_button.clicked.connect(self.rule)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        for button in (add, remove):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.rule_button)
        row.addWidget(close)
        layout.addLayout(row)
        self.answer = QTextBrowser()
        big = QFont(font)
        big.setPointSizeF(font.pointSizeF() * 1.2)
        self.answer.setFont(big)
        layout.addWidget(self.answer, 3)
        self.load(situation if situation is not None else _blank(base))

    def load(self, situation: Situation) -> None:
        """Fill the fields from ``situation``."""
        self._rules = situation.rules
        self.game.setCurrentIndex(max(0, self.game.findData(situation.game)))
        self.profile.setCurrentIndex(max(0, self.profile.findData(situation.rules.name)))
        self.unit.setValue(situation.rules.min_chip_unit)
        self.board.setText(" ".join(_pairs(situation.board)))
        self.players.setRowCount(0)
        for claim in situation.players:
            self.add_player(claim)

    def add_player(self, claim: Claim) -> None:
        """Add a player's row (at the end)."""
        row = self.players.rowCount()
        self.players.insertRow(row)
        texts = {
            NAME: claim.name,
            PUT_IN: str(claim.contributed) if claim.contributed else "",
            DEAD: str(claim.dead) if claim.dead else "",
            CARDS: " ".join(_pairs(claim.cards)),
        }
        for column, text in texts.items():
            self.players.setItem(row, column, QTableWidgetItem(text))
        for column, on in ((ALL_IN, claim.all_in), (FOLDED, claim.folded)):
            item = QTableWidgetItem()
            item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            self.players.setItem(row, column, item)

    def _remove_player(self) -> None:
        row = self.players.currentRow()
        if row < 0:
            row = self.players.rowCount() - 1
        if row >= 0:
            self.players.removeRow(row)

    def _text(self, row: int, column: int) -> str:
        item = self.players.item(row, column)
        return item.text().strip() if item is not None else ""

    def _checked(self, row: int, column: int) -> bool:
        item = self.players.item(row, column)
        return item is not None and item.checkState() == Qt.CheckState.Checked

    def _chips(self, row: int, column: int, name: str) -> int:
        text = self._text(row, column).replace(",", "").replace(" ", "")
        if not text:
            return 0
        if not text.isdigit():
            raise DomainError(
                self.tr("%1: chips must be a whole number, not “%2”")
                .replace("%1", name)
                .replace("%2", self._text(row, column))
            )
        return int(text)

    def situation(self) -> Situation:
        """The situation as entered (raises :class:`DomainError` naming a bad field)."""
        claims: list[Claim] = []
        for row in range(self.players.rowCount()):
            name = self._text(row, NAME) or self.tr("Player %1").replace("%1", str(row + 1))
            claims.append(
                Claim(
                    name,
                    self._chips(row, PUT_IN, name),
                    self._text(row, CARDS),
                    self._checked(row, FOLDED),
                    self._checked(row, ALL_IN),
                    self._chips(row, DEAD, name),
                )
            )
        profile = str(self.profile.currentData())
        rules = self._rules if self._rules.name == profile else Rules.profile(profile)
        if rules.min_chip_unit != self.unit.value():
            rules = rules.with_settings(min_chip_unit=self.unit.value())
        return Situation(str(self.game.currentData()), tuple(claims), self.board.text(), rules)

    def rule(self) -> Ruling | None:
        """Rule on the situation entered and show it (None: refused, the reason shown)."""
        try:
            ruling = rule_on(self.situation())
        except DomainError as exc:
            self.answer.setHtml(
                "<p style='color:#b3261e'><b>"
                + _html(self.tr("Cannot rule yet: %1").replace("%1", domain_text(str(exc))))
                + "</b></p>"
            )
            return None
        lines = ruling_lines(ruling)
        self.answer.setHtml("".join(f"<p>{_html(line)}</p>" for line in lines))
        return ruling

    def result_text(self) -> str:
        """The ruling (or refusal) on screen as plain text."""
        return self.answer.toPlainText()


def _pairs(cards: str) -> list[str]:
    compact = cards.replace(" ", "")
    return [compact[i : i + 2] for i in range(0, len(compact), 2)]


def _html(text: str) -> str:
    return html.escape(text, quote=False)


def _blank(rules: Rules) -> Situation:
    return Situation("NT", (Claim("", 0), Claim("", 0), Claim("", 0)), "", rules)
