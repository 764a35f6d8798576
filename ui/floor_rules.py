"""The event's floor rules as the director sets them: when tables are balanced, when a short
table halts (TDA 11D) and the order tables break in.

:class:`FloorRulesBox` is the group of fields (in the New tournament dialog and in
:class:`FloorRulesDialog`, **Tables → Floor rules…**, for an event under way). Reading it
gives a :class:`~tournament.service.records.FloorRules`; a break order that is not a list
of table numbers is refused with a message naming what is wrong.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.records import FloorRules

if TYPE_CHECKING:  # pragma: no cover - ui.console imports this module
    from ui.console.shell import ConsoleShell

__all__ = [
    "FloorRulesBox",
    "FloorRulesDialog",
    "FloorRulesReads",
    "edit_floor_rules",
    "read_break_order",
]


def read_break_order(text: str) -> tuple[int, ...]:
    """``"5, 4 3"`` → ``(5, 4, 3)``; a word that is not a table number is refused."""
    numbers: list[int] = []
    for word in text.replace(",", " ").replace(";", " ").split():
        if not word.isdigit() or int(word) < 1:
            raise DomainError(
                QCoreApplication.translate(
                    "FloorRules", "Break order: “%1” is not a table number."
                ).replace("%1", word)
            )
        numbers.append(int(word))
    return tuple(numbers)


def _spin(low: int, high: int, value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    return spin


class FloorRulesBox(QGroupBox):
    """The floor rules' fields (see the module docstring)."""

    def __init__(self, rules: FloorRules | None = None, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Floor rules"), parent)
        form = QFormLayout(self)
        self.trigger = _spin(1, 9, 1)
        self.trigger.setSuffix(" " + self.tr("player(s)"))
        form.addRow(self.tr("Balance when tables differ by more than"), self.trigger)
        self.halt = _spin(2, 9, 3)
        self.halt.setSuffix(" " + self.tr("players short"))
        form.addRow(self.tr("Halt a table (TDA 11D) at"), self.halt)
        self.halt_at_big_blind = QCheckBox(self.tr("only once an empty seat is due the big blind"))
        form.addRow("", self.halt_at_big_blind)
        self.break_order = QLineEdit()
        self.break_order.setPlaceholderText(self.tr("e.g. 5, 4, 3 (others: highest first)"))
        form.addRow(self.tr("Break order (tables)"), self.break_order)
        self.fewest_first = QCheckBox(
            self.tr("break the table with the fewest players first instead (ties: this order)")
        )
        form.addRow("", self.fewest_first)
        self.set_rules(rules or FloorRules())

    def set_rules(self, rules: FloorRules) -> None:
        """Show ``rules``."""
        self.trigger.setValue(rules.balance_trigger)
        self.halt.setValue(rules.halt_short_by)
        self.halt_at_big_blind.setChecked(rules.halt_only_at_big_blind)
        self.break_order.setText(", ".join(str(n) for n in rules.break_order))
        self.fewest_first.setChecked(rules.break_fewest_first)

    def rules(self) -> FloorRules:
        """The rules as typed (a :class:`DomainError` for a bad break order)."""
        return FloorRules(
            self.trigger.value(),
            self.halt.value(),
            self.halt_at_big_blind.isChecked(),
            read_break_order(self.break_order.text()),
            self.fewest_first.isChecked(),
        )


class FloorRulesDialog(QDialog):
    """Changes the floor rules of the event under way (one action, one undo)."""

    def __init__(self, rules: FloorRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Floor rules"))
        layout = QVBoxLayout(self)
        self.box = FloorRulesBox(rules)
        layout.addWidget(self.box)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.setWordWrap(True)
        self.error.setVisible(False)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.result_rules: FloorRules | None = None

    def try_accept(self) -> bool:
        """Read the fields; close when they make rules, else say what is wrong."""
        try:
            self.result_rules = self.box.rules()
        except DomainError as exc:
            self.error.setText(str(exc))
            self.error.setVisible(True)
            return False
        self.accept()
        return True


class FloorRulesReads(Protocol):
    """What Floor rules… reads: the event's rules now."""

    def floor_rules(self) -> FloorRules:
        """The event's balancing trigger, 11D halt and break order."""
        ...


def edit_floor_rules(shell: ConsoleShell, reads: FloorRulesReads, parent: QWidget) -> bool:
    """Tables → Floor rules…: show the event's rules; OK changes them (one undo step)."""
    if shell.display_only:
        return False
    dialog = FloorRulesDialog(reads.floor_rules(), parent)
    if not shell.run_dialog(dialog) or dialog.result_rules is None:
        return False
    rules = dialog.result_rules
    if not shell.send(c.SetFloorRules(rules)):
        return False
    shell.show_notice(
        QCoreApplication.translate("FloorRules", "Floor rules changed; the hints follow them.")
    )
    return True
