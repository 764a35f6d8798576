"""The event's rules settings: a rule profile and every setting of it, in plain words.

Opened from the console (Tables → Rules settings…) and from the New tournament dialog.
The director picks a profile (TDA, WSOP, Robert's Rules, Casinos Austria); each setting
of ``shared/reference/rules.md`` can then be changed, and the settings that differ from
the profile are marked (bold, with the profile's value beside them).  The dialog returns
a :class:`tournament.engine.rules.Rules`; saving it is one service command (SetRules).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.engine.rules import PROFILES, Rules

__all__ = ["RulesDialog", "profile_names", "profile_summary"]


def profile_names() -> dict[str, str]:
    """Each rule profile's name as the director reads it."""
    return {
        "tda": QCoreApplication.translate("RulesDialog", "TDA (tournament default)"),
        "wsop": QCoreApplication.translate("RulesDialog", "WSOP"),
        "robert": QCoreApplication.translate("RulesDialog", "Robert's Rules of Poker"),
        "casinos_austria": QCoreApplication.translate("RulesDialog", "Casinos Austria"),
    }


def profile_summary(rules: Rules) -> str:
    """``"WSOP profile, 2 settings changed"``: the profile and how many settings differ."""
    base = PROFILES.get(rules.name, PROFILES["tda"])
    changed = sum(
        getattr(rules, f.name) != getattr(base, f.name) for f in fields(Rules) if f.name != "name"
    )
    name = profile_names().get(rules.name, rules.name)
    if not changed:
        return QCoreApplication.translate("RulesDialog", "%1 profile").replace("%1", name)
    text = QCoreApplication.translate("RulesDialog", "%1 profile, %2 setting(s) changed")
    return text.replace("%1", name).replace("%2", str(changed))


@dataclass(frozen=True, slots=True)
class _Setting:
    """One setting row: its key, label, and the words for each of its values."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...] = ()  # (value, words); empty: a number or on/off


class RulesDialog(QDialog):
    """Pick a rule profile and change any of its settings; :meth:`rules` is the answer."""

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules settings"))
        self._profile_names = profile_names()
        self._settings = self._setting_rows()
        self._editors: dict[str, QSpinBox | QComboBox | QCheckBox] = {}
        self._notes: dict[str, QLabel] = {}
        self._labels: dict[str, QLabel] = {}

        self.setMinimumWidth(1100)
        outer = QVBoxLayout(self)
        top = QFormLayout()
        self.profile = QComboBox()
        for key, words in self._profile_names.items():
            self.profile.addItem(words, key)
        top.addRow(self.tr("Rule profile"), self.profile)
        outer.addLayout(top)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        outer.addWidget(self.summary)

        groups = (
            (self.tr("Betting"), ("raise_cap", "uncap_when", "check_raise", "bb_ante_order")),
            (self.tr("At the table"), ("wrong_amount", "live_straddle")),
            (
                self.tr("Stud games"),
                (
                    "open_pair_big_bet_stud",
                    "open_pair_big_bet_stud8",
                    "bring_in_tie",
                    "stud_tie_break",
                    "stud_exposed_down_card",
                ),
            ),
            (self.tr("Split pots"), ("odd_chips", "low_odd_chip", "min_chip_unit")),
        )
        by_key = {s.key: s for s in self._settings}
        for title, keys in groups:
            box = QGroupBox(title)
            form = QFormLayout(box)
            for key in keys:
                setting = by_key[key]
                editor = self._editor(setting)
                editor.setMinimumWidth(380)
                note = QLabel()
                note.setStyleSheet("color: #8a4b00; font-weight: bold;")
                row = QHBoxLayout()
                row.addWidget(editor)
                row.addWidget(note, 1)
                label = QLabel(setting.label)
                label.setBuddy(editor)
                form.addRow(label, row)
                self._editors[key] = editor
                self._notes[key] = note
                self._labels[key] = label
            outer.addWidget(box)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.reset_button = QPushButton(self.tr("Reset to the profile"))
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset_to_profile)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self.set_rules(rules)
        self.profile.currentIndexChanged.connect(self.reset_to_profile)

    # ----------------------------------------------------------------- the table of settings
    def _setting_rows(self) -> tuple[_Setting, ...]:
        return (
            _Setting("raise_cap", self.tr("Raises allowed after the bet (limit games)")),
            _Setting(
                "uncap_when",
                self.tr("The raise cap is lifted"),
                (
                    ("never", self.tr("Never")),
                    ("tournament_heads_up", self.tr("When the event is down to two players")),
                    ("hand_heads_up", self.tr("When two players with chips are left in the hand")),
                    ("round_starts_heads_up", self.tr("When the betting round began heads-up")),
                    ("last_round_heads_up", self.tr("In the last round, with two players left")),
                ),
            ),
            _Setting("check_raise", self.tr("Check-raise allowed in limit games")),
            _Setting(
                "bb_ante_order",
                self.tr("A big blind short of chips pays first"),
                (("blind_first", self.tr("The blind")), ("ante_first", self.tr("The ante"))),
            ),
            _Setting(
                "wrong_amount",
                self.tr("Short of a raise, no word said"),
                (
                    ("tda", self.tr("TDA 43: the half-raise rule")),
                    ("call", self.tr("House rule: a call")),
                ),
            ),
            _Setting("live_straddle", self.tr("A live straddle left of the big blind allowed")),
            _Setting(
                "open_pair_big_bet_stud",
                self.tr("Stud: an open pair on 4th street allows the big bet"),
            ),
            _Setting(
                "open_pair_big_bet_stud8",
                self.tr("Stud hi-lo: an open pair on 4th street allows the big bet"),
            ),
            _Setting(
                "bring_in_tie",
                self.tr("Equal bring-in cards: who brings it in"),
                (
                    ("suit", self.tr("Decided by suit")),
                    ("position", self.tr("Decided by position")),
                ),
            ),
            _Setting(
                "stud_tie_break",
                self.tr("Equal hands showing: who acts first"),
                (
                    ("position", self.tr("First from the dealer's left")),
                    ("suit", self.tr("Decided by suit")),
                ),
            ),
            _Setting(
                "stud_exposed_down_card",
                self.tr("A down card of the deal dealt face up"),
                (
                    ("deal_third_down", self.tr("The third card is dealt down")),
                    ("misdeal", self.tr("Misdeal")),
                ),
            ),
            _Setting(
                "odd_chips",
                self.tr("Several odd chips in one pot"),
                (
                    ("one_each", self.tr("At most one to each winner")),
                    ("all_to_first", self.tr("All to the first winner")),
                ),
            ),
            _Setting(
                "low_odd_chip",
                self.tr("Stud hi-lo and razz, low half: the odd chip goes to"),
                (
                    ("high_card", self.tr("The highest card by suit")),
                    ("low_card", self.tr("The lowest card by suit")),
                ),
            ),
            _Setting(
                "min_chip_unit",
                self.tr("Pots split in chips of at least (or the smallest chip in play)"),
            ),
        )

    def _editor(self, setting: _Setting) -> QSpinBox | QComboBox | QCheckBox:
        editor: QSpinBox | QComboBox | QCheckBox
        if setting.choices:
            editor = QComboBox()
            for value, words in setting.choices:
                editor.addItem(words, value)
            editor.currentIndexChanged.connect(self._update_marks)
        elif isinstance(getattr(Rules(), setting.key), bool):
            editor = QCheckBox(self.tr("Yes"))
            editor.toggled.connect(self._update_marks)
        else:
            editor = QSpinBox()
            editor.setRange(1, 10**9 if setting.key == "min_chip_unit" else 99)
            editor.valueChanged.connect(self._update_marks)
        return editor

    # ----------------------------------------------------------------- values
    @property
    def profile_key(self) -> str:
        """The profile chosen (``tda``, ``wsop``, ``robert``, ``casinos_austria``)."""
        return str(self.profile.currentData())

    def _value(self, key: str) -> Any:
        editor = self._editors[key]
        if isinstance(editor, QComboBox):
            return editor.currentData()
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        return editor.value()

    def _show(self, key: str, value: Any) -> None:
        editor = self._editors[key]
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(editor.findData(value), 0))
        elif isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        else:
            editor.setValue(int(value))

    def _words(self, key: str, value: Any) -> str:
        setting = next(s for s in self._settings if s.key == key)
        for choice, words in setting.choices:
            if choice == value:
                return words
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        return str(value)

    def set_rules(self, rules: Rules) -> None:
        """Show ``rules``: its profile and each setting."""
        blocked = self.profile.blockSignals(True)
        self.profile.setCurrentIndex(max(self.profile.findData(rules.name), 0))
        self.profile.blockSignals(blocked)
        for key in self._editors:
            self._show(key, getattr(rules, key))
        self._update_marks()

    def reset_to_profile(self) -> None:
        """Every setting as the chosen profile has it."""
        self.set_rules(PROFILES[self.profile_key])

    def rules(self) -> Rules:
        """The settings chosen: the profile with the changed settings."""
        return Rules.profile(self.profile_key, **{k: self._value(k) for k in self._editors})

    def differing(self) -> list[str]:
        """The settings that differ from the chosen profile."""
        base = PROFILES[self.profile_key]
        return [k for k in self._editors if self._value(k) != getattr(base, k)]

    def _update_marks(self) -> None:
        base = PROFILES[self.profile_key]
        changed = set(self.differing())
        for key, note in self._notes.items():
            differs = key in changed
            font = self._labels[key].font()
            font.setBold(differs)
            self._labels[key].setFont(font)
            if differs:
                text = self.tr("changed (profile: %1)").replace(
                    "%1", self._words(key, getattr(base, key))
                )
            else:
                text = ""
            note.setText(text)
        profile = self._profile_names[self.profile_key]
        if changed:
            text = self.tr("%1 setting(s) differ from the %2 profile (marked in bold).")
            text = text.replace("%1", str(len(changed))).replace("%2", profile)
        else:
            text = self.tr("Every setting as in the %1 profile.").replace("%1", profile)
        self.summary.setText(text)
