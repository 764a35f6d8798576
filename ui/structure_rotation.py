"""The structure editor's rotation row: when the games of a mixed event change.

With each level (HORSE by level: each level names its one game), after a number of hands
(each table deals that many hands of a game, then the next game of the level), or after
each orbit (once around the table per game). :meth:`RotationRow.show_rotation` fills the
row from a structure's :class:`~tournament.structure.RotationSettings`,
:meth:`RotationRow.rotation` gives it back as typed; ``edited`` is emitted when the director
changes it (each field its own edit). Once the clock has started the event keeps its
rotation: the row is then shown read-only with the reason.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from tournament.limits import MAX_HANDS
from tournament.structure import RotationSettings, RotationUnit

__all__ = ["RotationRow"]


class RotationRow(QWidget):
    """The rotation unit and, for a rotation by hands, the hands per game."""

    edited = Signal(str)
    """Emitted with ``"unit"`` or ``"hands"``: the field the director changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._filling = False
        self.unit = QComboBox()
        for unit, text in (
            (RotationUnit.LEVEL, self.tr("with each level")),
            (RotationUnit.HANDS, self.tr("after a number of hands")),
            (RotationUnit.ORBIT, self.tr("after each orbit")),
        ):
            self.unit.addItem(text, unit.value)
        self.hands = QSpinBox()
        self.hands.setRange(1, MAX_HANDS)
        self.hands.setSuffix(" " + self.tr("hands per game"))
        self.hands.setMinimumWidth(170)
        self.note = QLabel()
        self.note.setStyleSheet("color: #666;")
        self.note.setWordWrap(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(self.tr("Mixed games change")))
        row.addWidget(self.unit)
        row.addWidget(self.hands)
        row.addWidget(self.note, 1)
        self.unit.currentIndexChanged.connect(lambda _i: self._changed("unit"))
        self.hands.valueChanged.connect(lambda _v: self._changed("hands"))

    def _changed(self, name: str) -> None:
        self._show_note()
        if not self._filling:
            self.edited.emit(name)

    def _show_note(self) -> None:
        unit = RotationUnit(self.unit.currentData())
        self.hands.setVisible(unit == RotationUnit.HANDS)
        if not self.unit.isEnabled():
            return
        if unit == RotationUnit.LEVEL:
            self.note.setText(self.tr("Each level plays the one game ticked in it."))
        else:
            self.note.setText(
                self.tr("Tick the games of the mix in each level: every table deals them in turn.")
            )

    def show_rotation(self, rotation: RotationSettings, locked: str = "") -> None:
        """Fill the row from ``rotation``; ``locked`` (a reason) makes it read-only."""
        self._filling = True
        try:
            self.unit.setCurrentIndex(self.unit.findData(rotation.unit.value))
            self.hands.setValue(max(rotation.hands, 1))
            self.unit.setEnabled(not locked)
            self.hands.setEnabled(not locked)
            self.note.setText(locked)
            self._show_note()
        finally:
            self._filling = False

    def rotation(self, before: RotationSettings) -> RotationSettings:
        """The rotation as typed (the hands of ``before`` kept when the unit is not hands)."""
        unit = RotationUnit(self.unit.currentData())
        hands = self.hands.value() if unit == RotationUnit.HANDS else before.hands
        return RotationSettings(unit, hands, before.games)
