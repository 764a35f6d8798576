"""The console's dialogs: plans to announce, a choice, who busted whom, chip counts, payouts
and deals. Each dialog only collects the director's answer; the console runs the command.

Tests drive a dialog without ``exec()``: build it, set its widgets, read its answer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from tournament.money import PayoutTableChoice
from ui.domain_text import domain_text
from ui.locale_format import with_decimals
from ui.payout_table_box import PayoutTableBox, TableSource
from ui.qtmodels import deal_model, moves_model
from ui.viewmodels import DealMethod, DealPreview, MoveRow

T = TypeVar("T")

__all__ = [
    "BustDialog",
    "ChoiceDialog",
    "DealDialog",
    "PayoutsDialog",
    "PlanDialog",
    "table_view",
]


def table_view(model: object, view: QTableView | None = None) -> QTableView:
    """A read-only, row-selecting table over one of ``ui.qtmodels``' models (``view``: a
    table view of its own kind to set up, else a plain one)."""
    view = QTableView() if view is None else view
    view.setModel(model)  # type: ignore[arg-type]
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


def _buttons(dialog: QDialog, ok_text: str) -> QDialogButtonBox:
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class PlanDialog(QDialog):
    """Shows the moves of a plan (balance, break, final-table redraw); confirm or cancel."""

    def __init__(
        self, title: str, moves: list[MoveRow], parent: QWidget | None = None, intro: str = ""
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.model = moves_model()
        self.model.set_rows(moves)
        layout = QVBoxLayout(self)
        self.intro = QLabel(intro or self.tr("Announce these moves, then confirm:"))
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        layout.addWidget(table_view(self.model))
        self.buttons = _buttons(self, self.tr("Confirm moves"))
        layout.addWidget(self.buttons)
        self.resize(680, 420)


class ChoiceDialog(QDialog, Generic[T]):
    """Pick one item from a list (e.g. the table to break)."""

    def __init__(
        self,
        title: str,
        prompt: str,
        items: Sequence[tuple[str, T]],
        ok_text: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._values = [value for _, value in items]
        layout = QVBoxLayout(self)
        label = QLabel(prompt)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.combo = QComboBox()
        for text, _ in items:
            self.combo.addItem(text)
        layout.addWidget(self.combo)
        layout.addWidget(_buttons(self, ok_text))

    def value(self) -> T:
        """The chosen item's value."""
        return self._values[self.combo.currentIndex()]

    def choose(self, value: T) -> None:
        """Select the item with this value."""
        self.combo.setCurrentIndex(self._values.index(value))


class BustDialog(QDialog):
    """Confirms a bust-out and asks who won the chips (their bounty goes to that player)."""

    def __init__(
        self,
        busted: Sequence[str],
        winners: Sequence[tuple[str, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Bust out"))
        layout = QVBoxLayout(self)
        names = ", ".join(busted)
        layout.addWidget(QLabel(self.tr("Busted: %1").replace("%1", names)))
        layout.addWidget(QLabel(self.tr("Who busted them? (their bounty goes to this player)")))
        self._ids: list[str | None] = [None]
        self.combo = QComboBox()
        self.combo.addItem(self.tr("Not recorded"))
        for name, player_id in winners:
            self.combo.addItem(name)
            self._ids.append(player_id)
        layout.addWidget(self.combo)
        layout.addWidget(_buttons(self, self.tr("Bust out")))

    def busted_by(self) -> str | None:
        """The chosen winner's id (None: not recorded)."""
        return self._ids[self.combo.currentIndex()]

    def choose(self, player_id: str | None) -> None:
        """Select the winner by id."""
        self.combo.setCurrentIndex(self._ids.index(player_id))


class PayoutsDialog(QDialog):
    """Edit the prize of each place (money in the currency's units, cents allowed)."""

    def __init__(
        self,
        amounts: Sequence[int],
        currency: str,
        pool_text: str,
        parent: QWidget | None = None,
        check: Callable[[list[int]], str] | None = None,
        table: TableSource | None = None,
        in_force: PayoutTableChoice | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit payouts"))
        self._currency = currency
        self.check = check
        """What the event says of these prizes ("" when it would set them): shown as they
        are typed, and a refusal keeps the dialog open with every amount in it."""
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr("Prize for each place, 1st first (%1). Prize pool: %2")
            .replace("%1", currency)
            .replace("%2", pool_text)
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Prize")])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table)
        self.spins: list[QDoubleSpinBox] = []
        self.total = QLabel()
        for cents in amounts:
            self.add_place(cents)
        row = QHBoxLayout()
        add = QPushButton(self.tr("Add a place"))
        add.clicked.connect(lambda: self.add_place(0))
        remove = QPushButton(self.tr("Remove the last place"))
        remove.clicked.connect(self.remove_place)
        row.addWidget(add)
        row.addWidget(remove)
        layout.addLayout(row)
        layout.addWidget(self.total)
        self.table_box: PayoutTableBox | None = None
        """Fill the places from a payout table (when the event can say what one pays)."""
        if table is not None:
            self.table_box = PayoutTableBox(table, self.fill, self.error.setText, self)
            if in_force is not None:  # the table the prizes follow now
                self.table_box.in_force(in_force, amounts)
            layout.addWidget(self.table_box)
        layout.addWidget(self.error)
        layout.addWidget(_buttons(self, self.tr("Set payouts")))
        self._update_total()
        self.resize(520, 760 if table is not None else 520)

    def fill(self, amounts: Sequence[int]) -> None:
        """Put these prizes (cents, first place first) in place of the places listed."""
        while self.spins:
            self.remove_place()
        for cents in amounts:
            self.add_place(cents)

    def add_place(self, cents: int) -> None:
        """Add a paid place with this prize."""
        i = self.table.rowCount()
        self.table.insertRow(i)
        self.table.setItem(i, 0, QTableWidgetItem(str(i + 1)))
        spin = QDoubleSpinBox()
        spin.setDecimals(2)
        spin.setRange(0, 100_000_000)
        spin.setSingleStep(10)
        spin.setGroupSeparatorShown(True)
        spin.setValue(cents / 100)
        spin.valueChanged.connect(self._update_total)
        self.table.setCellWidget(i, 1, spin)
        self.spins.append(spin)
        self._update_total()

    def remove_place(self) -> None:
        """Remove the last paid place."""
        if self.spins:
            self.spins.pop()
            self.table.removeRow(self.table.rowCount() - 1)
            self._update_total()

    def set_amount(self, place: int, cents: int) -> None:
        """Type a prize for a place (1-based)."""
        self.spins[place - 1].setValue(cents / 100)

    def amounts(self) -> list[int]:
        """The prizes in cents, first place first."""
        return [round(spin.value() * 100) for spin in self.spins]

    def chosen_table(self) -> PayoutTableChoice | None:
        """The payout table the places were filled from, when the prizes follow the pool by
        it: the box says so and no prize was changed by hand since (None: fixed amounts)."""
        box = self.table_box
        if box is None or box.filled is None or not box.follow.isChecked():
            return None
        table, amounts = box.filled
        return table if list(amounts) == self.amounts() else None

    def refusal(self) -> str:
        """What the event would refuse in the prizes typed ("" when nothing)."""
        return self.check(self.amounts()) if self.check is not None else ""

    def accept(self) -> None:
        """Close with the prizes, unless the event would refuse them: then say why and
        keep every amount typed."""
        refusal = self.refusal()
        self.error.setText(refusal)
        if refusal:
            return
        super().accept()

    def _update_total(self) -> None:
        total = sum(self.amounts()) / 100
        amount = f"{with_decimals(total, 2)} {self._currency}"
        self.total.setText(self.tr("Total: %1").replace("%1", amount))
        if self.error.text():  # said after OK: follow the corrections as they are typed
            self.error.setText(self.refusal())


class DealDialog(QDialog):
    """Shows what each remaining player gets under ICM, chip chop or an even split."""

    METHODS: tuple[DealMethod, ...] = ("icm", "chip_chop", "even")

    UNITS: tuple[int, ...] = (1, 100, 500, 2_500, 10_000)
    """Rounding units offered, in cents (the director picks one: 5.00 or 25.00...)."""

    def __init__(
        self, preview: Callable[[DealMethod, int, int], DealPreview], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deal"))
        self._preview = preview
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("How do the remaining players split the prizes?")))
        self.combo = QComboBox()
        self.combo.addItem(self.tr("ICM (by each player's chances to finish in each place)"))
        self.combo.addItem(self.tr("Chip chop (in proportion to chips)"))
        self.combo.addItem(self.tr("Even split"))
        self.combo.currentIndexChanged.connect(self._show)
        layout.addWidget(self.combo)
        row = QFormLayout()
        self.unit_combo = QComboBox()
        self.unit_combo.addItem(self.tr("to the cent"))
        for unit in self.UNITS[1:]:
            self.unit_combo.addItem(with_decimals(unit / 100, 2))
        self.unit_combo.currentIndexChanged.connect(self._show)
        row.addRow(self.tr("Round each share to"), self.unit_combo)
        self.play_for_spin = QDoubleSpinBox()
        self.play_for_spin.setDecimals(2)
        self.play_for_spin.setRange(0, 100_000_000)
        self.play_for_spin.setSingleStep(5)
        self.play_for_spin.valueChanged.connect(self._show)
        row.addRow(self.tr("Left to play for (the winner takes it)"), self.play_for_spin)
        layout.addLayout(row)
        self.model = deal_model()
        layout.addWidget(table_view(self.model))
        self.total = QLabel()
        self.total.setWordWrap(True)
        layout.addWidget(self.total)
        self.buttons = _buttons(self, self.tr("Make this deal"))
        layout.addWidget(self.buttons)
        self.current: DealPreview | None = None
        self._show()
        self.resize(560, 420)

    def method(self) -> DealMethod:
        """The chosen method."""
        return self.METHODS[self.combo.currentIndex()]

    def unit(self) -> int:
        """The rounding unit chosen, in cents."""
        return self.UNITS[self.unit_combo.currentIndex()]

    def play_for(self) -> int:
        """The amount left to play for, in cents."""
        return round(self.play_for_spin.value() * 100)

    def choose_unit(self, cents: int) -> None:
        """Select a rounding unit (recomputes the amounts)."""
        self.unit_combo.setCurrentIndex(self.UNITS.index(cents))

    def choose(self, method: DealMethod) -> None:
        """Select a method (recomputes the amounts)."""
        self.combo.setCurrentIndex(self.METHODS.index(method))

    def _show(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            self.current = self._preview(self.method(), self.unit(), self.play_for())
        except DomainError as exc:
            self.current = None
            self.model.set_rows([])
            self.total.setText(domain_text(str(exc)))
            self.total.setStyleSheet("color: #b00020; font-weight: bold;")
            ok.setEnabled(False)
            return
        self.model.set_rows(self.current.shares)
        if self.current.play_for:
            text = (
                self.tr("Shares %1 now; play goes on for %2, which the winner takes.")
                .replace("%1", self.current.total)
                .replace("%2", self.current.play_for)
            )
        else:
            text = self.tr(
                "Shares %1 of the prize money left. Confirming ends the tournament."
            ).replace("%1", self.current.total)
        self.total.setText(
            text + " " + self.tr("“By chips”: the prize each player's chip count ranks him at now.")
        )
        self.total.setStyleSheet("")
        ok.setEnabled(True)
