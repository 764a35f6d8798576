"""Counting chips: a table at once (from its table card) or everybody (Players → Chip counts).

Keyboard only: the first count has the focus, Tab or Enter goes to the next count, names
and seats are plain text that nothing can type over.  A count left empty ("—") keeps the
player's last recorded stack, so partial counts are fine.  As the counts are typed the
dialog compares them, live, with what the table held before and with the chips in play
(all recorded stacks, these counts included), and lists the chip leaders among them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ui.viewmodels import CountRow, format_chips

__all__ = ["ChipCountDialog", "step_through"]

NOT_COUNTED = 0
"""The value of a count left empty (shown as "—"): the last recorded stack stays."""


def step_through(
    spins: Sequence[QSpinBox], last: Callable[[], QWidget], watched: QObject, event: QEvent
) -> bool:
    """The keys of a counting form (chip counts, bags): a field that gets the focus is
    selected whole, so that typing replaces it; Enter goes to the next field (from the last
    one to ``last()``, the form's button). True when the event was used up."""
    if event.type() == QEvent.Type.FocusIn and isinstance(watched, QSpinBox):
        QTimer.singleShot(0, watched.selectAll)
    if (
        isinstance(event, QKeyEvent)
        and event.type() == QEvent.Type.KeyPress
        and watched in spins
        and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
    ):
        index = list(spins).index(watched)  # type: ignore[arg-type]
        target = spins[index + 1] if index + 1 < len(spins) else last()
        target.setFocus(Qt.FocusReason.TabFocusReason)
        return True
    return False


class ChipCountDialog(QDialog):
    """Counted stacks of several players; ``counts()`` holds only the counts typed.

    ``chips_in_play`` is what the entries, rebuys and add-ons put in play (0 = unknown);
    ``others`` the recorded stacks of the players still in who are not in ``rows``.
    """

    def __init__(
        self,
        rows: Sequence[CountRow],
        chips_in_play: int = 0,
        others: int = 0,
        title: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Chip counts"))
        self._rows = list(rows)
        self._chips_in_play = chips_in_play
        self._others = others
        layout = QVBoxLayout(self)
        help_text = self.tr(
            "Type each counted stack; Tab or Enter goes to the next. "
            "A count left empty keeps the last recorded stack."
        )
        intro = QLabel(help_text)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        for column, text in enumerate(
            (self.tr("Player"), self.tr("Seat"), self.tr("Last recorded"), self.tr("Counted"))
        ):
            header = QLabel(f"<b>{text}</b>")
            grid.addWidget(header, 0, column)
        self.spins: list[QSpinBox] = []
        for i, row in enumerate(self._rows, start=1):
            where = f"{row.table}-{row.seat}" if row.table is not None else ""
            grid.addWidget(QLabel(row.name), i, 0)
            grid.addWidget(QLabel(where), i, 1)
            last = QLabel(format_chips(row.stack))
            last.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(last, i, 2)
            spin = QSpinBox()
            spin.setRange(NOT_COUNTED, 2_000_000_000)
            spin.setSpecialValueText("—")
            spin.setSingleStep(100)
            spin.setGroupSeparatorShown(True)
            spin.setAccelerated(True)
            spin.valueChanged.connect(self._update)
            spin.installEventFilter(self)
            grid.addWidget(spin, i, 3)
            self.spins.append(spin)
        grid.setRowStretch(len(self._rows) + 1, 1)  # the rows stay at the top
        inner = QWidget()
        inner.setLayout(grid)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        layout.addWidget(scroll, 1)
        for before, after in zip(self.spins, self.spins[1:], strict=False):
            QWidget.setTabOrder(before, after)
        self.total = QLabel()
        self.total.setWordWrap(True)
        layout.addWidget(self.total)
        self.check = QLabel()
        self.check.setWordWrap(True)
        layout.addWidget(self.check)
        self.leaders = QLabel()
        self.leaders.setWordWrap(True)
        layout.addWidget(self.leaders)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Record counts"))
        self.ok.setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(620, 600)
        if self.spins:
            self.spins[0].setFocus()
        self._update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Enter in a count goes to the next count (the last one to "Record counts"); a count
        that gets the focus is selected whole, so that typing replaces it."""
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and isinstance(watched, QSpinBox)
            and watched.value() == NOT_COUNTED
            and event.text().isdigit()
        ):
            watched.lineEdit().selectAll()  # the first digit replaces the "—"
        return step_through(self.spins, lambda: self.ok, watched, event) or super().eventFilter(
            watched, event
        )

    def _update(self) -> None:
        counted = [
            (row, spin.value())
            for row, spin in zip(self._rows, self.spins, strict=True)
            if spin.value() != NOT_COUNTED
        ]
        before = sum(row.stack for row, _ in counted)
        now = sum(chips for _, chips in counted)
        held_before = sum(row.stack for row in self._rows)
        held_now = held_before - before + now
        text = (
            self.tr("Counted %1 of %2 · these counts %3 (recorded %4, %5)")
            .replace("%1", str(len(counted)))
            .replace("%2", str(len(self._rows)))
            .replace("%3", format_chips(now))
            .replace("%4", format_chips(before))
            .replace("%5", _signed(now - before))
        )
        text += " · " + self.tr("these players now hold %1").replace("%1", format_chips(held_now))
        self.total.setText(text)
        self.check.setText(self._check_text(held_now))
        stacks = {row.name: row.stack for row in self._rows}
        stacks.update({row.name: chips for row, chips in counted})
        top = sorted(stacks.items(), key=lambda item: -item[1])[:5]
        self.leaders.setText(
            self.tr("Chip leaders: %1").replace(
                "%1", " · ".join(f"{name} {format_chips(chips)}" for name, chips in top)
            )
        )

    def _check_text(self, held_now: int) -> str:
        if not self._chips_in_play:
            return ""
        everybody = held_now + self._others
        diff = everybody - self._chips_in_play
        text = (
            self.tr("All stacks with these counts: %1 of %2 in play")
            .replace("%1", format_chips(everybody))
            .replace("%2", format_chips(self._chips_in_play))
        )
        if diff == 0:
            self.check.setStyleSheet("color: #1b5e20;")
            return text + " · " + self.tr("the count matches.")
        self.check.setStyleSheet("color: #b00020; font-weight: bold;")
        if diff > 0:
            return (
                text
                + " · "
                + self.tr("%1 too many: check the counts.").replace("%1", format_chips(diff))
            )
        return (
            text
            + " · "
            + self.tr("%1 short: count the other tables too.").replace("%1", format_chips(-diff))
        )

    def set_count(self, player_id: str, chips: int) -> None:
        """Type a count (as the director would)."""
        index = [r.player_id for r in self._rows].index(player_id)
        self.spins[index].setValue(chips)

    def counts(self) -> dict[str, int]:
        """Player id to counted chips, for the counts typed (empty ones left out)."""
        return {
            r.player_id: s.value()
            for r, s in zip(self._rows, self.spins, strict=True)
            if s.value() != NOT_COUNTED
        }


def _signed(amount: int) -> str:
    return ("+" if amount > 0 else "") + format_chips(amount) if amount else "±0"
