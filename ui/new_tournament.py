"""The New-tournament dialog: everything a director sets up before the first buy-in.

It collects the answer as a :class:`tournament.service.commands.CreateTournament` and checks
it with the service (``Tournament().verify``) before it closes, so a refusal is shown in the
dialog, worded by the domain, and nothing is created. The structure comes from a bundled
preset, a TOML/JSON file or a suggestion (:mod:`ui.structure_chooser`).

Tests drive it without ``exec()``: set the widgets, call :meth:`NewTournamentDialog.try_accept`
(or click OK) and read :meth:`NewTournamentDialog.command`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.engine.rules import Rules
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.records import MAX_ADD_ONS, BuyInSettings
from tournament.structure import Structure
from tournament.structure_check import validate
from ui.domain_text import domain_text
from ui.floor_rules import FloorRulesBox
from ui.locale_format import with_decimals
from ui.structure_chooser import StructureChooser
from ui.structure_files import structure_problems_text

__all__ = [
    "CURRENCIES",
    "NewTournamentDialog",
]

CURRENCIES = ("EUR", "USD", "GBP", "CHF", "JPY", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK")


def _money_spin(maximum: float = 10_000_000) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setDecimals(2)
    spin.setRange(0, maximum)
    spin.setSingleStep(5)
    spin.setGroupSeparatorShown(True)
    return spin


def _int_spin(minimum: int, maximum: int, step: int = 1) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(minimum, maximum)
    spin.setSingleStep(step)
    spin.setGroupSeparatorShown(True)
    return spin


def _cents(spin: QDoubleSpinBox) -> int:
    return round(spin.value() * 100)


class NewTournamentDialog(QDialog):
    """Name, money, entries, rebuys and add-ons, structure and tables of a new tournament."""

    def __init__(
        self,
        parent: QWidget | None = None,
        choose_file: Callable[[str, str], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New tournament"))
        self._command: c.CreateTournament | None = None
        self.rules = Rules()
        self.run_dialog: Callable[[QDialog], bool] = lambda dialog: bool(dialog.exec())
        outer = QVBoxLayout(self)

        columns = QHBoxLayout()
        outer.addLayout(columns)
        left = QVBoxLayout()
        right = QVBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)

        # --- the event
        event = QGroupBox(self.tr("Tournament"))
        form = QFormLayout(event)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("e.g. Friday Night Hold'em"))
        form.addRow(self.tr("Name"), self.name_edit)
        self.currency = QComboBox()
        self.currency.setEditable(True)
        self.currency.addItems(CURRENCIES)
        form.addRow(self.tr("Currency"), self.currency)
        self.tables = _int_spin(1, 500)
        self.tables.setValue(2)
        form.addRow(self.tr("Tables"), self.tables)
        self.seats = _int_spin(2, 10)
        self.seats.setValue(9)
        form.addRow(self.tr("Seats per table"), self.seats)
        left.addWidget(event)

        # --- entries
        entry = QGroupBox(self.tr("Buy-in"))
        form = QFormLayout(entry)
        self.buy_in = _money_spin()
        self.buy_in.setValue(100)
        form.addRow(self.tr("Buy-in (prize pool)"), self.buy_in)
        self.fee = _money_spin()
        self.fee.setValue(10)
        form.addRow(self.tr("Fee (house)"), self.fee)
        self.bounty = _money_spin()
        form.addRow(self.tr("Bounty on each head"), self.bounty)
        self.bounty_kind = QComboBox()
        self.bounty_kind.addItem(self.tr("Fixed: the eliminator gets the whole bounty"))
        self.bounty_kind.addItem(self.tr("Progressive knockout (PKO)"))
        form.addRow(self.tr("Bounty kind"), self.bounty_kind)
        self.pko_share = _int_spin(0, 100)
        self.pko_share.setValue(50)
        self.pko_share.setSuffix(" %")
        form.addRow(self.tr("PKO: share added to the eliminator's head"), self.pko_share)
        self.starting_stack = _int_spin(1, 100_000_000, 1000)
        self.starting_stack.setValue(20_000)
        form.addRow(self.tr("Starting stack"), self.starting_stack)
        self.re_entries = _int_spin(0, 99)
        self.re_entries.setSpecialValueText(self.tr("none (freezeout)"))
        form.addRow(self.tr("Re-entries per player"), self.re_entries)
        self.late_reg = _int_spin(0, 200)
        self.late_reg.setValue(6)
        self.late_reg.setSpecialValueText(self.tr("only before the start"))
        form.addRow(self.tr("Late registration until level"), self.late_reg)
        self.guarantee = _money_spin(1_000_000_000)
        self.guarantee.setSpecialValueText(self.tr("none"))
        form.addRow(self.tr("Guaranteed prize pool"), self.guarantee)
        self.price_label = QLabel()
        form.addRow(self.price_label)
        left.addWidget(entry)
        left.addStretch(1)

        # --- rebuys and add-ons
        rebuys = QGroupBox(self.tr("Rebuys and add-on"))
        form = QFormLayout(rebuys)
        self.max_rebuys = _int_spin(0, 99)
        self.max_rebuys.setSpecialValueText(self.tr("no rebuys"))
        form.addRow(self.tr("Rebuys per player"), self.max_rebuys)
        self.rebuy_cost = _money_spin()
        form.addRow(self.tr("Rebuy cost"), self.rebuy_cost)
        self.rebuy_chips = _int_spin(0, 100_000_000, 1000)
        form.addRow(self.tr("Rebuy chips"), self.rebuy_chips)
        self.rebuy_until = _int_spin(0, 200)
        form.addRow(self.tr("Rebuys until level"), self.rebuy_until)
        self.rebuy_when = QComboBox()
        self.rebuy_when.addItem(self.tr("during levels 1 to that level and its break"), False)
        self.rebuy_when.addItem(self.tr("only at the break after that level"), True)
        form.addRow(self.tr("Rebuys taken"), self.rebuy_when)
        self.rebuy_limit = _int_spin(0, 100_000_000, 1000)
        form.addRow(self.tr("Rebuy only with a stack of at most"), self.rebuy_limit)
        self.add_on_cost = _money_spin()
        form.addRow(self.tr("Add-on cost"), self.add_on_cost)
        self.add_on_chips = _int_spin(0, 100_000_000, 1000)
        self.add_on_chips.setSpecialValueText(self.tr("no add-on"))
        form.addRow(self.tr("Add-on chips"), self.add_on_chips)
        self.add_on_until = _int_spin(0, 200)
        form.addRow(self.tr("Add-on until level"), self.add_on_until)
        self.add_on_when = QComboBox()
        self.add_on_when.addItem(self.tr("during levels 1 to that level and its break"), False)
        self.add_on_when.addItem(self.tr("only at the break after that level"), True)
        form.addRow(self.tr("Add-ons taken"), self.add_on_when)
        self.max_add_ons = _int_spin(1, MAX_ADD_ONS)
        self.max_add_ons.setToolTip(self.tr("2 allows the double add-on"))
        form.addRow(self.tr("Add-ons per player"), self.max_add_ons)
        right.addWidget(rebuys)

        # --- structure
        self.structure_box = StructureChooser(self, choose_file)
        self.structure_box.chosen.connect(self._structure_chosen)
        self.structure_box.problem.connect(self._show_error)
        right.addWidget(self.structure_box)
        self.floor_rules = FloorRulesBox()
        right.addWidget(self.floor_rules)

        # --- the rules the hands are played under
        box = QGroupBox(self.tr("Rules"))
        row = QHBoxLayout(box)
        self.rules_info = QLabel()
        self.rules_info.setWordWrap(True)
        row.addWidget(self.rules_info, 1)
        self.rules_button = QPushButton(self.tr("Rules settings…"))
        self.rules_button.clicked.connect(self.choose_rules)
        row.addWidget(self.rules_button)
        right.addWidget(box)
        self._show_rules()
        right.addStretch(1)

        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.setVisible(False)
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            self.tr("Create tournament")
        )
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        for spin in (self.buy_in, self.fee, self.bounty):
            spin.valueChanged.connect(self._update_price)
        self.currency.currentTextChanged.connect(self._update_price)
        self.bounty_kind.currentIndexChanged.connect(self._update_bounty)
        self.bounty.valueChanged.connect(self._update_bounty)
        self.max_rebuys.valueChanged.connect(self._rebuy_defaults)
        self._structure_chosen(self.structure)
        self._update_price()
        self._update_bounty()

    # ----------------------------------------------------------------- rules
    def choose_rules(self) -> None:
        """Open the rules settings; the settings saved there are the event's."""
        from ui.rules_dialog import RulesDialog

        dialog = RulesDialog(self.rules, self)
        self.rules_dialog = dialog
        if self.run_dialog(dialog):
            self.rules = dialog.rules()
            self._show_rules()

    def _show_rules(self) -> None:
        from ui.rules_dialog import profile_summary

        self.rules_info.setText(profile_summary(self.rules))

    # ----------------------------------------------------------------- structure
    @property
    def structure(self) -> Structure | None:
        """The structure chosen (None when the file chosen last could not be used)."""
        return self.structure_box.structure

    def _structure_chosen(self, structure: Structure | None) -> None:
        self.error.setVisible(False)
        if structure is not None:
            self.starting_stack.setValue(structure.starting_stack)

    # ----------------------------------------------------------------- money
    def _update_price(self) -> None:
        total = self.buy_in.value() + self.fee.value() + self.bounty.value()
        self.price_label.setText(
            self.tr("A player pays %1 %2 per entry.")
            .replace("%1", with_decimals(total, 2))
            .replace("%2", self.currency.currentText().strip().upper())
        )

    def _rebuy_defaults(self) -> None:
        """Rebuys switched on: fill what is still blank with the usual values (the buy-in's
        price and chips, while late registration is open, at or below the starting stack)."""
        if self.max_rebuys.value() == 0:
            return
        if self.rebuy_cost.value() == 0:
            self.rebuy_cost.setValue(self.buy_in.value())
        if self.rebuy_chips.value() == 0:
            self.rebuy_chips.setValue(self.starting_stack.value())
        if self.rebuy_until.value() == 0:
            self.rebuy_until.setValue(max(1, self.late_reg.value()))
        if self.rebuy_limit.value() == 0:
            self.rebuy_limit.setValue(self.starting_stack.value())

    def _update_bounty(self) -> None:
        on = self.bounty.value() > 0
        self.bounty_kind.setEnabled(on)
        self.pko_share.setEnabled(on and self.bounty_kind.currentIndex() == 1)

    def buy_in_settings(self) -> BuyInSettings:
        """The money settings as typed."""
        return BuyInSettings(
            buy_in=_cents(self.buy_in),
            fee=_cents(self.fee),
            starting_stack=self.starting_stack.value(),
            bounty=_cents(self.bounty),
            max_entries=1 + self.re_entries.value(),
            late_registration_level=self.late_reg.value(),
            rebuy_cost=_cents(self.rebuy_cost),
            rebuy_chips=self.rebuy_chips.value(),
            max_rebuys=self.max_rebuys.value(),
            rebuy_until_level=self.rebuy_until.value(),
            rebuy_stack_limit=self.rebuy_limit.value(),
            rebuy_at_break=bool(self.rebuy_when.currentData()),
            add_on_cost=_cents(self.add_on_cost),
            add_on_chips=self.add_on_chips.value(),
            add_on_until_level=self.add_on_until.value(),
            add_on_at_break=bool(self.add_on_when.currentData()),
            max_add_ons=self.max_add_ons.value(),
            guarantee=_cents(self.guarantee),
            currency=self.currency.currentText().strip().upper(),
            bounty_kind="progressive" if self.bounty_kind.currentIndex() == 1 else "fixed",
            pko_head_share_percent=self.pko_share.value(),
        )

    # ----------------------------------------------------------------- answer
    def _show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(True)

    def _problem(self) -> str | None:
        """Why the tournament cannot be created as typed (None: it can)."""
        if not self.name_edit.text().strip():
            return self.tr("Give the tournament a name.")
        currency = self.currency.currentText().strip().upper()
        if len(currency) != 3 or not currency.isalpha():
            return self.tr("The currency is a three-letter code such as EUR or USD.")
        try:
            self.buy_in_settings().check()
        except DomainError as exc:
            return domain_text(str(exc))
        structure = self.structure
        if structure is None:
            return self.tr("Choose a structure.")
        problems = [str(p) for p in validate(structure)]
        if problems:
            return structure_problems_text(structure.name, problems)
        return None

    def try_accept(self) -> bool:
        """Check the answer with the service; close the dialog when it can be created."""
        problem = self._problem()
        command: c.CreateTournament | None = None
        try:
            floor = self.floor_rules.rules()
        except DomainError as exc:
            problem = problem or str(exc)
        if problem is None:
            structure = self.structure
            assert structure is not None
            command = c.CreateTournament(
                self.name_edit.text().strip(),
                self.buy_in_settings(),
                structure,
                self.tables.value(),
                self.seats.value(),
                floor=floor,
                rules=self.rules,
            )
            try:
                Tournament().verify(command, 0)
            except DomainError as exc:
                problem = domain_text(str(exc))
        if problem is not None or command is None:
            self._show_error(problem or "")
            return False
        self._command = command
        self.error.setVisible(False)
        self.accept()
        return True

    def command(self) -> c.CreateTournament:
        """The creating command (after the dialog was accepted)."""
        if self._command is None:
            raise DomainError(
                QCoreApplication.translate(
                    "NewTournamentDialog", "The new tournament was not confirmed."
                )
            )
        return self._command
