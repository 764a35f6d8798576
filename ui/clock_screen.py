"""The clock screen: the window players read from across the room (second monitor or TV).

Laid out for a 16:9 screen and scaled with the window (sizes below are pixels at 1920×1080):
the event and the time of day across the top; in the middle the level and game, the timer
(300 px) and a status line (PAUSED, the break's end, hand for hand, an alert), with the
players, average, chip leader and next break on the left and the prize pool, the rebuys,
add-ons and bounty, payouts and the recent seats on the right; across the bottom the stakes
(values 156 px with their captions above), the next level (76 px) and a message line (the
notice, the late-registration countdown, the director's message).  A line that is too wide for its
place is shrunk to fit, so nothing ever touches an edge.

The timer only repaints: the time left always comes from the domain's end instant, so a
slow or paused repaint never makes the clock drift.  Alerts (:mod:`ui.clock_alerts`) sound
and flash on the status line; the last ten seconds turn the timer red and make it pulse.
The window remembers its screen, size and full-screen state
(:class:`ui.placed_window.PlacedWindow`); what each line says is worked out in
:mod:`ui.clock_lines`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QPalette,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ui.bridge import Change, EventBridge
from ui.clock_alerts import (
    Alert,
    AlertPlayer,
    ClockReading,
    alert_text,
    alerts_between,
)
from ui.clock_lettering import (
    ALARM,
    BACKGROUND,
    BREAK,
    FELT,
    GOLD,
    LEFT,
    REFERENCE,
    RIGHT,
    SOFT,
    WHITE,
    fit,
    lettered,
    line_height,
    set_pixel_size,
    split_stake,
    text_width,
)
from ui.clock_lines import message_line, money_line, side_captions, status_line, timer_colour
from ui.clock_payouts import payout_table
from ui.placed_window import PlacedWindow
from ui.satellite_words import seat_word
from ui.viewmodels import ClockScreenModel, format_chips, format_clock

ALERT_SHOWN_MS = 4_000
"""How long an alert's words stay on the status line."""


class ClockScreen(PlacedWindow):
    """Shows a ``ClockScreenModel`` read from ``model_source()`` five times a second."""

    alerted = Signal(str)
    """An alert was given (its :class:`~ui.clock_alerts.Alert` value)."""

    def __init__(
        self,
        model_source: Callable[[], ClockScreenModel],
        parent: QWidget | None = None,
        settings: QSettings | None = None,
        alerts: AlertPlayer | None = None,
    ) -> None:
        super().__init__(
            settings if settings is not None else QSettings("pokerfloor", "clock"), parent
        )
        self._source = model_source
        self.alerts = alerts if alerts is not None else AlertPlayer(self._settings, self)
        self.setWindowTitle(self.tr("pokerfloor - Clock"))
        self.setObjectName("clockScreen")
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(BACKGROUND))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self.resize(1280, 720)
        self._reading: ClockReading | None = None
        self._alert_text = ""
        self._alert_left_ms = 0
        self._model: ClockScreenModel | None = None
        self._texts: tuple[str, ...] = ()
        self._fitted: dict[QLabel, tuple[str, int, int, float]] = {}
        """Each line's text, width, height and scale when its font was last fitted."""
        self._fitted_stakes: tuple[object, ...] = ()
        self._payout_rows: tuple[tuple[str, str], ...] = ()
        self._corner: QWidget | None = None
        self._build()
        # What a display station knows (the database unreachable, the director's station
        # not heard from), in small type along the bottom edge, over the layout.
        self.station_note = lettered(SOFT, 26, align=LEFT)
        self.station_note.setParent(self)
        self.station_note.setVisible(False)
        self._timer = QTimer(self)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self._tick)
        self._timer.start()
        self.refresh()

    def follow(self, bridge: EventBridge) -> None:
        """Repaint as soon as a commit is made (a bust, a chip count, the clock, the money,
        seats), not at the next tick."""
        bridge.changed.connect(self._changed)

    def _changed(self, change: Change) -> None:
        self.refresh()

    # ------------------------------------------------------------------ layout

    def _build(self) -> None:
        self.title = lettered(SOFT, 40, align=LEFT)
        self.time_of_day = lettered(SOFT, 40, align=RIGHT)
        self.level = lettered(GOLD, 84, bold=True)
        self.time = lettered(WHITE, 300, bold=True)
        self.status = lettered(ALARM, 70, bold=True)
        self.next = lettered(SOFT, 76)
        self.message = lettered(BREAK, 52, bold=True)
        self.side_labels: dict[str, QLabel] = {}
        left, _ = self._panel(("players", "average", "leader", "break"))
        right, self._right = self._panel(("pool",))
        top = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        self.money_line = lettered(SOFT, 30, align=LEFT)
        self.payouts = lettered(WHITE, 56, align=top)
        self.payouts.setTextFormat(Qt.TextFormat.RichText)
        self.seats = lettered(GOLD, 36, align=top)
        for widget, stretch in ((self.money_line, 35), (self.payouts, 400), (self.seats, 0)):
            self._right.addWidget(widget, stretch)

        centre = QVBoxLayout()
        for widget, stretch in ((self.level, 98), (self.time, 350), (self.status, 82)):
            centre.addWidget(widget, stretch)
        self.stake_boxes: list[tuple[QLabel, QLabel]] = []
        self._stakes = stakes = QHBoxLayout()
        for _ in range(3):
            caption, value = lettered(SOFT, 34), lettered(GOLD, 156, bold=True)
            box = QVBoxLayout()
            box.addWidget(caption, 40)
            box.addWidget(value, 182)
            stakes.addLayout(box)
            self.stake_boxes.append((caption, value))

        self._grid = grid = QGridLayout(self)
        grid.setContentsMargins(24, 16, 24, 16)
        grid.addWidget(self.title, 0, 0, 1, 2)
        grid.addWidget(self.time_of_day, 0, 2)
        grid.addWidget(left, 1, 0)
        grid.addLayout(centre, 1, 1)
        grid.addWidget(right, 1, 2)
        grid.addLayout(stakes, 2, 0, 1, 3)
        grid.addWidget(self.next, 3, 0, 1, 3)
        grid.addWidget(self.message, 4, 0, 1, 3)
        for row, stretch in enumerate((47, 530, 222, 89, 61)):
            grid.setRowStretch(row, stretch)
        for column, stretch in enumerate((24, 52, 24)):
            grid.setColumnStretch(column, stretch)

    def _panel(self, keys: tuple[str, ...]) -> tuple[QWidget, QVBoxLayout]:
        panel = QWidget()
        panel.setStyleSheet(f"background: {FELT}; border-radius: 12px;")
        column = QVBoxLayout(panel)
        column.setContentsMargins(16, 8, 16, 8)
        for key in keys:
            caption, value = lettered(SOFT, 30, align=LEFT), lettered(WHITE, 80, True, RIGHT)
            column.addWidget(caption, 35)
            column.addWidget(value, 93)
            self.side_labels[key] = value
            self.side_labels[key + "_caption"] = caption
        return panel, column

    # ------------------------------------------------------------------ content

    def _tick(self) -> None:
        """The timer: an alert's words fade after ALERT_SHOWN_MS of ticks, then repaint (a
        repaint on a director's action, between ticks, does not shorten them)."""
        self._alert_left_ms = max(0, self._alert_left_ms - self._timer.interval())
        self.refresh()

    def refresh(self) -> None:
        """Read the model again, give any alert that is due, and show it."""
        m = self._source()
        self._model = m
        reading = ClockReading(m.level_index, m.on_break, m.time_left_ms, m.running)
        for alert in alerts_between(self._reading, reading):
            self._give(alert)
        self._reading = reading
        if m.title != self.title.text():
            self.setWindowTitle(self.tr("%1 - pokerfloor clock").replace("%1", m.title))
        self.title.setText(f"{m.title} · {m.day}" if m.day else m.title)
        self.time_of_day.setText(m.time_of_day)
        game = m.game if m.game != m.level_label else ""  # a break is named once
        self.level.setText(f"{m.level_label} · {game}" if game else m.level_label)
        self.time.setText(format_clock(m.time_left_ms))
        self._show_status(m)
        if m.winner:  # the event is over: the winner in the clock's place
            self.level.setText(self.tr("Winner"))
            self.time.setText(m.winner)
            _restyle(self.time, f"color: {GOLD}; background: transparent;")
            _restyle(self.status, "background: transparent;")
            self.status.setText("")
        if m.seats_won:  # a satellite's end: the seats in the clock's place
            self.level.setText(self.tr("Seats won"))
            self.time.setText(seat_word(m.seats_won))
            _restyle(self.time, f"color: {GOLD}; background: transparent;")
            _restyle(self.status, "background: transparent;")
            self.status.setText("")
        stakes = [split_stake(part) for line in m.stakes for part in line.split(" · ")]
        for (caption, value), (words, amount) in zip(
            self.stake_boxes, stakes + [("", "")] * 3, strict=False
        ):
            caption.setText(words.upper())
            value.setText(amount)
        self.next.setText(m.next_compact or m.next_label)
        self.message.setText(message_line(m))
        self._show_side(m)
        texts = tuple(label.text() for label in self.findChildren(QLabel))
        if texts != self._texts:  # fonts change only with a text or the window's size
            self._texts = texts
            if self.isVisible():
                self._grid.activate()  # the places as the new texts lay them out
            self._apply_fonts(changed_only=True)

    def _show_status(self, m: ClockScreenModel) -> None:
        _restyle(self.time, f"color: {timer_colour(m)}; background: transparent;")
        style, text = status_line(m, self._alert_text if self._alert_left_ms else "")
        _restyle(self.status, style)
        self.status.setText(text)

    def _show_side(self, m: ClockScreenModel) -> None:
        side = self.side_labels
        captions = side_captions()
        for key, text in captions.items():
            side[key + "_caption"].setText(text)
        side["players"].setText(f"{format_chips(m.players_left)} / {format_chips(m.entries)}")
        side["average"].setText(format_chips(m.average_stack))
        side["leader"].setText(format_chips(m.chip_leader_stack) if m.chip_leader else "-")
        if m.chip_leader:
            side["leader_caption"].setText(f"{captions['leader']}: {m.chip_leader}")
        side["break"].setText("-" if m.next_break_ms is None else format_clock(m.next_break_ms))
        side["pool"].setText(m.prize_pool)
        self.money_line.setText(money_line(m))
        html, self._payout_rows = payout_table(m.payouts, self._payout_rows_fitting(m))
        self.payouts.setText(html)
        # Two lines a seating ("Alice Moreau" / "→ Table 3, Seat 7"): large enough to read.
        seats = [s.replace(" → ", "\n→ ", 1) for s in m.recent_seats[:2]]
        self.seats.setText("\n".join(seats))
        self._right.setStretch(self._right.indexOf(self.seats), 180 if seats else 0)

    def _payout_rows_fitting(self, m: ClockScreenModel) -> int:
        """How many payout lines (56 px at 1920×1080) the payouts' place holds; before the
        layout gives it a place, 6 (3 beside the recent seats)."""
        height = self.payouts.height()
        if not self.payouts.isVisible() or height <= 0:
            return 3 if m.recent_seats else 6
        unit = min(self.width() / REFERENCE[0], self.height() / REFERENCE[1])
        return max(2, height // line_height(self.payouts, int(56 * unit)))

    def _give(self, alert: Alert) -> None:
        self.alerts.play(alert)
        if alert != Alert.FINAL_SECONDS:
            self._alert_text, self._alert_left_ms = alert_text(alert), ALERT_SHOWN_MS
        self.alerted.emit(alert.value)

    # ------------------------------------------------------------------ sizes

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Scale every font with the window so the clock fills a TV from across the room."""
        super().resizeEvent(event)
        self._apply_fonts()
        self._place_station_note()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Fit the fonts to the places the layout gives once shown (hidden, it gives none)."""
        super().showEvent(event)
        self._grid.activate()
        self._apply_fonts()

    def _apply_fonts(self, changed_only: bool = False) -> None:
        """Fonts from the window size, each line shrunk where it would not fit its place.
        ``changed_only``: only the lines whose text or place changed since they were last
        fitted (after a refresh: the timer's second, a count), not every line."""
        unit = min(self.width() / REFERENCE[0], self.height() / REFERENCE[1])
        values = [value for _, value in self.stake_boxes]
        for label in self.findChildren(QLabel):
            if label in values:
                continue
            fitted = (label.text(), label.width(), label.height(), unit)
            if changed_only and self._fitted.get(label) == fitted:
                continue
            rows = self._payout_rows if label is self.payouts else None
            fit(label, int(label.property("reference_px") * unit), label.width() - 8, rows)
            self._fitted[label] = fitted
        stakes = (tuple(v.text() for v in values), self.width(), self._corner is None, unit)
        if changed_only and stakes == self._fitted_stakes:
            return
        self._fitted_stakes = stakes
        # The stakes shrink together, so that blinds and ante stay the same size.
        width = self.width() - 48
        if self._corner is not None:  # the stakes leave the lower right corner free
            width = width * 76 // 100
        room = width - 64 * sum(1 for v in values if v.text())
        size = int(156 * unit)
        wide = sum(text_width(v, size) for v in values)
        if wide > room > 0:
            size = size * room // wide
        for index, value in enumerate(values):
            set_pixel_size(value, size)
            self._stakes.setStretch(index, text_width(value, size) + 64 if value.text() else 0)

    def set_corner(self, widget: QWidget | None) -> None:
        """Show ``widget`` (the live view's QR code) in the lower right corner, beside the
        stakes, the next level and the message line, which then leave it free; ``None``
        gives the corner back to them."""
        grid = self._grid
        if self._corner is not None:
            grid.removeWidget(self._corner)
            self._corner.hide()
        self._corner = widget
        span = 3 if widget is None else 2
        grid.removeItem(self._stakes)
        grid.removeWidget(self.next)
        grid.removeWidget(self.message)
        grid.addLayout(self._stakes, 2, 0, 1, span)
        grid.addWidget(self.next, 3, 0, 1, span)
        grid.addWidget(self.message, 4, 0, 1, span)
        if widget is not None:
            grid.addWidget(widget, 2, 2, 3, 1)
            widget.show()
        grid.activate()
        self._apply_fonts()

    def set_station_note(self, text: str) -> None:
        """Show ``text`` in small type along the bottom edge ("" hides it)."""
        if text == self.station_note.text():
            return
        self.station_note.setText(text)
        self.station_note.setVisible(bool(text))
        self._place_station_note()

    def _place_station_note(self) -> None:
        unit = min(self.width() / REFERENCE[0], self.height() / REFERENCE[1])
        height = max(12, int(40 * unit))
        self.station_note.setGeometry(24, self.height() - height - 2, self.width() - 48, height)
        self.station_note.raise_()
        fit(
            self.station_note,
            int(self.station_note.property("reference_px") * unit),
            self.station_note.width() - 8,
        )


def _restyle(label: QLabel, style: str) -> None:
    """Give ``label`` the style sheet ``style`` (a new one restyles and repaints it, so the
    same one is not given again: the clock refreshes five times a second)."""
    if label.styleSheet() != style:
        label.setStyleSheet(style)
