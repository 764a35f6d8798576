"""The console's clock strip: level, time left, stakes and the clock's buttons."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from tournament.service import commands as c
from ui.console.controls import Controls
from ui.console.day_actions import DayActions
from ui.console.shell import ConsoleShell
from ui.dialogs import ChoiceDialog
from ui.viewmodels import ClockScreenModel, format_clock

__all__ = ["MINUTE_MS", "ClockActions", "ClockBar", "ClockReads"]

MINUTE_MS = 60_000


class ClockReads(Protocol):
    """What the clock actions read (and the one action that reads before it sends)."""

    def clock_model(self) -> ClockScreenModel:
        """What the clock screen shows now."""
        ...

    def bubble_burst(self) -> bool:
        """True once every player left is in the money."""
        ...

    def toggle_clock(self) -> None:
        """Start the clock, or pause / resume it (as the clock stands at this instant)."""
        ...


class ClockActions:
    """The director's clock actions (start/pause, levels, minutes, hand-for-hand)."""

    def __init__(self, shell: ConsoleShell, reads: ClockReads) -> None:
        self.shell = shell
        self.reads = reads

    def toggle_clock(self) -> None:
        """Start the clock, or pause / resume it."""
        self.shell.do(self.reads.toggle_clock)

    def next_level(self) -> None:
        """Go to the next level now."""
        self.shell.send(c.NextLevel())

    def previous_level(self) -> None:
        """Back to the previous level."""
        self.shell.send(c.PreviousLevel())

    def add_minute(self) -> None:
        """One more minute in this level."""
        self.shell.send(c.AdjustTime(MINUTE_MS))

    def take_minute(self) -> None:
        """One minute less in this level."""
        self.shell.send(c.AdjustTime(-MINUTE_MS))

    def jump_to_level(self, index: int) -> None:
        """Go to the level at ``index`` of the structure (full time)."""
        self.shell.send(c.JumpToLevel(index))

    def toggle_hand_for_hand(self) -> None:
        """Start hand-for-hand play, or end it (after the bubble only on confirmation)."""
        on = not self.reads.clock_model().hand_for_hand
        if on and self.reads.bubble_burst():
            dialog: ChoiceDialog[bool] = ChoiceDialog(
                QCoreApplication.translate("ClockActions", "Hand-for-hand after the bubble"),
                QCoreApplication.translate(
                    "ClockActions",
                    "The bubble has burst: every player left is in the money. "
                    "Play hand-for-hand anyway?",
                ),
                [(QCoreApplication.translate("ClockActions", "Yes, play hand-for-hand"), True)],
                QCoreApplication.translate("ClockActions", "Start hand-for-hand"),
                None,
            )
            if self.shell.run_dialog(dialog):
                self.shell.send(c.SetHandForHand(True, confirm=True))
            return
        self.shell.send(c.SetHandForHand(on))

    def hand_done(self) -> None:
        """Every table finished the hand-for-hand hand (the clock loses the usual time)."""
        self.shell.send(c.RecordHandForHand())


class ClockBar(QFrame):
    """Level and game, the time left, the stakes, and the buttons that drive the clock."""

    def __init__(
        self, actions: ClockActions, controls: Controls, days: DayActions | None = None
    ) -> None:
        super().__init__()
        self.setObjectName("clockBar")
        self.setStyleSheet(
            "#clockBar { background: #0b1d14; border-radius: 8px; }"
            " #clockBar QLabel { color: #f4f4f4; }"
        )
        outer = QVBoxLayout(self)
        row = QHBoxLayout()
        outer.addLayout(row)
        self.bar_level = QLabel()
        self.bar_time = QLabel()
        time_font = QFont("DejaVu Sans")
        time_font.setPixelSize(44)
        time_font.setBold(True)
        self.bar_time.setFont(time_font)
        self.bar_stakes = QLabel()
        for label in (self.bar_level, self.bar_stakes):
            font = label.font()
            font.setPixelSize(18)
            label.setFont(font)
        row.addWidget(self.bar_level, 2)
        row.addWidget(self.bar_time, 1)
        row.addWidget(self.bar_stakes, 2)
        button = controls.button
        self.prev_button = button(
            self.tr("◀ Previous level"),
            actions.previous_level,
            self.tr("Back to the previous level (Ctrl+Left)"),
        )
        self.start_button = button(
            self.tr("Start clock"), actions.toggle_clock, self.tr("Start or pause (Ctrl+Space)")
        )
        self.start_button.setMinimumWidth(150)
        self.start_button.setStyleSheet("font-weight: bold; padding: 10px;")
        self.next_button = button(
            self.tr("Next level ▶"),
            actions.next_level,
            self.tr("Go to the next level now (Ctrl+Right)"),
        )
        self.minus_button = button(self.tr("−1 min"), actions.take_minute, self.tr("Ctrl+Down"))
        self.plus_button = button(self.tr("+1 min"), actions.add_minute, self.tr("Ctrl+Up"))
        for widget in (
            self.prev_button,
            self.start_button,
            self.next_button,
            self.minus_button,
            self.plus_button,
        ):
            row.addWidget(widget)

        hfh = QHBoxLayout()
        outer.addLayout(hfh)
        self.hfh_label = QLabel()
        self.hfh_label.setStyleSheet("color: #f5c542; font-weight: bold;")
        self.hfh_button = button(
            self.tr("Hand-for-hand"),
            actions.toggle_hand_for_hand,
            self.tr("On the bubble: every table plays one hand at a time (Ctrl+H)"),
        )
        self.hfh_button.setCheckable(True)
        self.hand_done_button = button(
            self.tr("Hand done at every table"),
            actions.hand_done,
            self.tr("Record the hand-for-hand hand; its time comes off the clock (Ctrl+D)"),
        )
        hfh.addWidget(self.hfh_label, 1)
        hfh.addWidget(self.hfh_button)
        hfh.addWidget(self.hand_done_button)
        # The end of a day: the two steps, shown only then (Clock → Days has them too).
        self.bag_button = button(
            self.tr("Bag the stacks…"),
            days.bag_stacks if days is not None else (lambda: None),
            self.tr("Record every player's bag, table by table (Ctrl+Shift+B)"),
        )
        self.next_day_button = button(
            self.tr("Start the next day…"),
            days.start_next_day if days is not None else (lambda: None),
            self.tr("Resume the clock for the next day, after a redraw or with the seats kept"),
        )
        for widget in (self.bag_button, self.next_day_button):
            widget.setVisible(False)
            widget.setStyleSheet("font-weight: bold; padding: 6px;")
            hfh.addWidget(widget)
        self._days = days is not None

    def show_model(self, m: ClockScreenModel) -> None:
        """Show the clock as the domain computed it now."""
        day = f" · {m.day}" if m.day else ""
        self.bar_level.setText(f"<b>{m.level_label}</b>{day}<br>{m.game}")
        self.bag_button.setVisible(self._days and m.day_over and not m.day_bagged)
        self.next_day_button.setVisible(self._days and m.day_over and m.day_bagged)
        self.bar_time.setText(format_clock(m.time_left_ms))
        self.bar_stakes.setText("<br>".join(m.stakes))
        if m.day_over:  # the clock waits for the next day (Start the next day…)
            self.start_button.setText(self.tr("Day over"))
        elif m.running:
            self.start_button.setText(self.tr("Pause clock"))
        elif m.started:
            self.start_button.setText(self.tr("Resume clock"))
        else:
            self.start_button.setText(self.tr("Start clock"))
        self.hfh_button.setChecked(m.hand_for_hand)
        self.hfh_button.setText(
            self.tr("End hand-for-hand") if m.hand_for_hand else self.tr("Hand-for-hand")
        )
        self.hand_done_button.setVisible(m.hand_for_hand)
        if m.hand_for_hand:
            off = format_clock(m.hand_for_hand_ms)
            self.hand_done_button.setText(
                self.tr("Hand done at every table (−%1)").replace("%1", off)
            )
            self.hfh_label.setText(
                self.tr("HAND FOR HAND · hands played: %1 · each hand takes %2 off the clock")
                .replace("%1", str(m.hand_for_hand_hands))
                .replace("%2", off)
            )
        else:
            self.hfh_label.setText(m.notice)
