"""The satellite dialog: the target event, the seat's value and where the remainder goes.

The director picks the target event from the tournaments of the database (or types its
name when it is not stored here), types what a seat is worth (the target's buy-in with
its fee, usually) and chooses the remainder rule; the line under the form says what the
prize pool pays now by these terms ("4 seats of € 1,100 · € 260 to 5th"), as the payout
screen and the clock screen will say it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tournament.money.satellite import REMAINDER_RULES
from tournament.service.records import SatelliteTerms
from ui.satellite_words import rule_name
from ui.viewmodels import TournamentItem

__all__ = ["SatelliteDialog"]


class SatelliteDialog(QDialog):
    """Make the event a satellite (or change its terms)."""

    def __init__(
        self,
        terms: SatelliteTerms | None,
        targets: Sequence[TournamentItem],
        currency: str,
        preview: Callable[[SatelliteTerms], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Satellite"))
        self._preview = preview
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "The prize pool pays seats in a target event: as many as it buys, the "
                "remainder in cash by the rule below. Play stops when as many players are "
                "left as seats; each of them wins a seat."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.target = QComboBox()
        self.target.setEditable(True)
        for item in targets:
            self.target.addItem(item.name, item.tournament_id)
        self.target.setCurrentIndex(-1)
        editor = self.target.lineEdit()
        if editor is not None:
            editor.setPlaceholderText(self.tr("Main Event"))
        form.addRow(self.tr("Target event"), self.target)
        self.seat = QDoubleSpinBox()
        self.seat.setDecimals(2)
        self.seat.setRange(0, 10_000_000)
        self.seat.setSingleStep(10)
        self.seat.setGroupSeparatorShown(True)
        self.seat.setSuffix(f" {currency}")
        form.addRow(self.tr("A seat is worth"), self.seat)
        self.rule = QComboBox()
        for rule in REMAINDER_RULES:
            self.rule.addItem(rule_name(rule), rule)
        form.addRow(self.tr("The remainder goes"), self.rule)
        layout.addLayout(form)
        self.line = QLabel()
        self.line.setWordWrap(True)
        self.line.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.line)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Pay seats"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.pay_places = False
        """The director chose to pay places again (the event stops being a satellite)."""
        if terms is not None:
            places = buttons.addButton(
                self.tr("Pay places instead"), QDialogButtonBox.ButtonRole.ResetRole
            )
            places.clicked.connect(self._places)
        layout.addWidget(buttons)
        if terms is not None:
            self.seat.setValue(terms.seat_value / 100)
            self.rule.setCurrentIndex(max(0, self.rule.findData(terms.rule)))
            found = self.target.findData(terms.target_id) if terms.target_id else -1
            if found >= 0:
                self.target.setCurrentIndex(found)
            else:
                self.target.setEditText(terms.target_name)
        self.seat.valueChanged.connect(self._update)
        self.rule.currentIndexChanged.connect(self._update)
        self._update()
        self.resize(560, 360)

    def terms(self) -> SatelliteTerms:
        """The terms as filled in (the target's id when it is a tournament of the list)."""
        name = self.target.currentText().strip()
        index = self.target.findText(name)
        target_id = str(self.target.itemData(index)) if index >= 0 else ""
        rule = self.rule.currentData()
        return SatelliteTerms(round(self.seat.value() * 100), rule, name, target_id)

    def _update(self) -> None:
        if self.seat.value() <= 0:
            self.line.setText(self.tr("Type what a seat is worth."))
            return
        self.line.setText(self._preview(self.terms()))
        self.error.setText("")

    def _places(self) -> None:
        self.pay_places = True
        super().accept()

    def accept(self) -> None:
        """Close with the terms, unless a seat is worth nothing: then say so."""
        if self.seat.value() <= 0:
            self.error.setText(self.tr("Type what a seat is worth (the target's buy-in)."))
            return
        super().accept()
