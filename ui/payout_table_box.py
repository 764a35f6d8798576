"""The payout editor's "Fill from a payout table" box: the director picks a curve, how many
places are paid, a min cash and a rounding unit, and fills the editor's places with the
table the event's pool and entries give (:mod:`tournament.money.payout_tables`). Left as
filled, with "Follow the prize pool with this table" checked, the table is what the event pays
by (``ChoosePayoutTable``): its prizes follow the pool as entries and add-ons come in."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from tournament.errors import DomainError
from tournament.money import PayoutCurve, PayoutTableChoice
from ui.domain_text import domain_text
from ui.locale_format import with_decimals

__all__ = ["PayoutTableBox"]

TableSource = Callable[[PayoutTableChoice], Sequence[int]]
"""The prizes (cents, first place first) a choice gives the event; raises DomainError."""


class PayoutTableBox(QGroupBox):
    """Choose a payout table and fill the places with it (``fill(amounts)``); a table the
    event cannot pay is said in ``error`` and nothing typed is touched."""

    CURVES: tuple[PayoutCurve, ...] = (PayoutCurve.STANDARD, PayoutCurve.STEEP, PayoutCurve.FLAT)
    PLACES: tuple[str, ...] = ("entries", "percent", "fixed")
    UNITS: tuple[int, ...] = (100, 500, 1_000, 2_500, 5_000)
    """Rounding units offered, in cents."""

    def __init__(
        self,
        source: TableSource,
        fill: Callable[[Sequence[int]], None],
        error: Callable[[str], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(self.tr("Fill from a payout table"), parent)
        self._source, self._fill, self._error = source, fill, error
        self.filled: tuple[PayoutTableChoice, tuple[int, ...]] | None = None
        """The table last filled in and the prizes it gave (None: none yet)."""
        form = QFormLayout(self)
        self.curve = QComboBox()
        self.curve.addItem(self.tr("Standard (1st about 30% when ten are paid)"))
        self.curve.addItem(self.tr("Steep, TDA / WSOP-like (1st about 34%)"))
        self.curve.addItem(self.tr("Flat, club (1st about 22%)"))
        form.addRow(self.tr("Curve"), self.curve)
        row = QHBoxLayout()
        self.places_kind = QComboBox()
        self.places_kind.addItem(self.tr("By the number of entries"))
        self.places_kind.addItem(self.tr("Percentage of the field"))
        self.places_kind.addItem(self.tr("Fixed number of places"))
        self.places_value = QSpinBox()
        self.places_value.setRange(1, 1_000)
        self.places_kind.currentIndexChanged.connect(self._places_kind_changed)
        row.addWidget(self.places_kind, 1)
        row.addWidget(self.places_value)
        form.addRow(self.tr("Places paid"), row)
        self.min_cash = QDoubleSpinBox()
        self.min_cash.setDecimals(2)
        self.min_cash.setRange(0, 100_000_000)
        self.min_cash.setSingleStep(5)
        self.min_cash.setGroupSeparatorShown(True)
        self.min_cash.setSpecialValueText(self.tr("Standard (buy-in + fee or 1.5 × buy-in)"))
        form.addRow(self.tr("Min cash"), self.min_cash)
        self.unit = QComboBox()
        for cents in self.UNITS:
            self.unit.addItem(with_decimals(cents / 100, 2))
        form.addRow(self.tr("Round each prize to"), self.unit)
        rule = QLabel(
            self.tr(
                "Rounding: the units left after rounding down go to the places with the largest"
                " fractions (the better place first); cents below one unit go to 1st place."
            )
        )
        rule.setWordWrap(True)
        form.addRow(rule)
        self.follow = QCheckBox(self.tr("Follow the prize pool with this table"))
        self.follow.setChecked(True)
        self.follow.setToolTip(
            self.tr(
                "Checked: the prizes are worked out again by this table as entries, re-entries"
                " and add-ons come in (until locked or the bubble). Unchecked, or a prize"
                " changed by hand: the amounts stay fixed."
            )
        )
        form.addRow(self.follow)
        self.fill_button = QPushButton(self.tr("Fill the places with this table"))
        self.fill_button.clicked.connect(self.fill)
        form.addRow(self.fill_button)
        self._places_kind_changed()

    def _places_kind_changed(self) -> None:
        kind = self.PLACES[self.places_kind.currentIndex()]
        self.places_value.setEnabled(kind != "entries")
        self.places_value.setSuffix(" %" if kind == "percent" else "")
        self.places_value.setMaximum(100 if kind == "percent" else 1_000)
        if kind == "percent":
            self.places_value.setValue(15)

    def choose(
        self,
        curve: PayoutCurve = PayoutCurve.STANDARD,
        places: str = "entries",
        value: int = 0,
        min_cash: int = 0,
        unit: int = 100,
    ) -> None:
        """Pick a table as the director would (``min_cash`` 0: the standard one)."""
        self.curve.setCurrentIndex(self.CURVES.index(curve))
        self.places_kind.setCurrentIndex(self.PLACES.index(places))
        if value:
            self.places_value.setValue(value)
        self.min_cash.setValue(min_cash / 100)
        self.unit.setCurrentIndex(self.UNITS.index(unit))

    def in_force(self, table: PayoutTableChoice, amounts: Sequence[int]) -> None:
        """Show the table the event pays by now, whose prizes are ``amounts``: left as they
        are, the dialog keeps that table."""
        percent = table.paid_percent
        if table.unit not in self.UNITS or (percent is not None and percent * 100 % 1):
            return  # not one this box offers (a table chosen elsewhere): shown as amounts
        kind = "fixed" if table.places else "percent" if percent else "entries"
        value = table.places or (int(percent * 100) if percent else 0)
        self.choose(table.curve, kind, value, table.min_cash or 0, table.unit)
        self.filled = (table, tuple(amounts))

    def choice(self) -> PayoutTableChoice:
        """The table chosen (raises MoneyError, a DomainError, when it cannot be one)."""
        kind = self.PLACES[self.places_kind.currentIndex()]
        value = self.places_value.value()
        cash = round(self.min_cash.value() * 100)
        return PayoutTableChoice(
            self.CURVES[self.curve.currentIndex()],
            places=value if kind == "fixed" else None,
            paid_percent=Fraction(value, 100) if kind == "percent" else None,
            min_cash=cash or None,
            unit=self.UNITS[self.unit.currentIndex()],
        )

    def fill(self) -> bool:
        """Fill the places with the chosen table; say why not (and change nothing) when the
        event cannot pay it. True when filled."""
        try:
            choice = self.choice()
            amounts = tuple(self._source(choice))
        except DomainError as refusal:
            self._error(domain_text(str(refusal)))
            return False
        self._error("")
        self._fill(amounts)
        self.filled = (choice, amounts)
        return True
