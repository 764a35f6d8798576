"""The clock screen: the window players read from across the room (second monitor or TV)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ui.viewmodels import ClockScreenModel, format_chips, format_clock

BACKGROUND = "#0b1d14"
FELT = "#12402a"
GOLD = "#f5c542"
WHITE = "#f4f4f4"
SOFT = "#b9d3c4"
BREAK = "#5ab0ff"


def _label(
    colour: str, bold: bool = False, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter
) -> QLabel:
    label = QLabel()
    label.setAlignment(align)
    label.setStyleSheet(f"color: {colour}; background: transparent;")
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    font = label.font()
    font.setBold(bold)
    label.setFont(font)
    return label


def _fit(label: QLabel, pixels: int, width: int) -> None:
    """Give ``label`` a font of ``pixels``, smaller if its widest line is wider than ``width``."""
    font = label.font()
    font.setPixelSize(pixels)
    lines = label.text().split("\n") or [""]
    widest = max(QFontMetrics(font).horizontalAdvance(line) for line in lines)
    if widest > width:
        font.setPixelSize(max(8, pixels * width // widest))
    label.setFont(font)


class ClockScreen(QWidget):
    """Shows a ``ClockScreenModel``; repaints on a timer from ``model_source()``.

    The timer only repaints: the time left is always computed by the domain from the
    instant the level ends, so a slow or paused repaint never makes the clock drift.
    """

    def __init__(
        self, model_source: Callable[[], ClockScreenModel], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._source = model_source
        self.setWindowTitle(self.tr("pokerfloor - Clock"))
        self.setObjectName("clockScreen")
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(BACKGROUND))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self.resize(1280, 720)

        self.title = _label(SOFT)
        self.level = _label(GOLD, bold=True)
        self.game = _label(WHITE, bold=True)
        self.next_game = _label(SOFT)
        self.time = _label(WHITE, bold=True)
        self.time.setFont(QFont("DejaVu Sans", 10, QFont.Weight.Bold))
        self.status = _label(SOFT)
        self.stakes = _label(GOLD, bold=True)
        self.next = _label(SOFT)
        self.notice = _label(BREAK, bold=True)
        self.tables = _label(SOFT)
        self.side_labels: dict[str, QLabel] = {}
        self._texts: tuple[str, ...] = ()

        side = QGridLayout()
        for row, key in enumerate(("players", "entries", "average", "pool", "break")):
            caption = _label(SOFT, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            value = _label(
                WHITE, bold=True, align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
            side.addWidget(caption, row, 0)
            side.addWidget(value, row, 1)
            self.side_labels[key] = value
            self.side_labels[key + "_caption"] = caption
        self.payouts = _label(WHITE, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.payouts.setTextFormat(Qt.TextFormat.RichText)
        side.addWidget(self.payouts, 5, 0, 1, 2)
        side.setRowStretch(5, 1)

        centre = QVBoxLayout()
        for widget, stretch in (
            (self.title, 1),
            (self.level, 2),
            (self.game, 2),
            (self.next_game, 1),
            (self.time, 6),
            (self.status, 1),
            (self.stakes, 3),
            (self.next, 2),
            (self.tables, 1),
            (self.notice, 1),
        ):
            centre.addWidget(widget, stretch)

        panel = QWidget()
        panel.setLayout(side)
        panel.setStyleSheet(f"background: {FELT}; border-radius: 12px;")
        grid = QGridLayout(self)
        grid.addLayout(centre, 0, 0)
        grid.addWidget(panel, 0, 1)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 1)

        self._timer = QTimer(self)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self.refresh)
        self._timer.start()
        self.refresh()

    def refresh(self) -> None:
        """Read the model again and show it."""
        m = self._source()
        if m.title != self.title.text():
            self.setWindowTitle(self.tr("%1 - pokerfloor clock").replace("%1", m.title))
        self.title.setText(m.title)
        if m.winner:  # the event is over: the winner in the clock's place
            self.level.setText(self.tr("Winner"))
            self.game.setText("")
            self.time.setText(m.winner)
            self.time.setStyleSheet(f"color: {GOLD}; background: transparent;")
            self.status.setText("")
            self.stakes.setText("")
            self.next.setText("")
        else:
            self.level.setText(m.level_label)
            self.game.setText(m.game)
            self.time.setText(format_clock(m.time_left_ms))
            paused = m.started and not m.running
            colour = BREAK if m.on_break else ("#ff8a80" if paused else WHITE)
            self.time.setStyleSheet(f"color: {colour}; background: transparent;")
            self.status.setText(self.tr("PAUSED") if paused else "")
            self.stakes.setText("\n".join(m.stakes))
            self.next.setText(m.next_label)
        self.next_game.setText(m.next_game)
        self.tables.setText(m.tables_games)
        self.notice.setText(m.notice)
        side = self.side_labels
        side["players_caption"].setText(self.tr("Players"))
        side["players"].setText(str(m.players_left))
        side["entries_caption"].setText(self.tr("Entries"))
        side["entries"].setText(str(m.entries))
        side["average_caption"].setText(self.tr("Average"))
        side["average"].setText(format_chips(m.average_stack))
        side["pool_caption"].setText(self.tr("Prize pool"))
        side["pool"].setText(m.prize_pool)
        side["break_caption"].setText(self.tr("Next break"))
        side["break"].setText("-" if m.next_break_ms is None else format_clock(m.next_break_ms))
        rows = "".join(
            f"<tr><td>{place}</td><td align='right'>&nbsp;&nbsp;{amount}</td></tr>"
            for place, amount in m.payouts[:10]
        )
        self.payouts.setText(f"<table width='100%'>{rows}</table>")
        texts = (
            m.title,
            m.level_label,
            m.game,
            m.next_game,
            "\n".join(m.stakes),
            m.next_label,
            m.tables_games,
            m.winner,
        )
        if texts != self._texts:
            self._texts = texts
            self._apply_fonts()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Scale every font with the window so the clock fills a TV from across the room."""
        super().resizeEvent(event)
        self._apply_fonts()

    def _apply_fonts(self) -> None:
        """Font sizes from the window size, shrunk where a line would not fit its column."""
        h = max(self.height(), 200)
        w = max(self.width(), 300)
        unit = min(h / 720, w / 1280)
        centre_width = max(100, int(w * 0.75) - 40)
        sizes = {
            self.title: 22,
            self.level: 40,
            self.game: 44,
            self.next_game: 24,
            self.time: 190,
            self.status: 26,
            self.stakes: 46,
            self.next: 28,
            self.tables: 22,
            self.notice: 30,
        }
        for label, points in sizes.items():
            _fit(label, max(8, int(points * unit)), centre_width)
        font = self.payouts.font()
        font.setPixelSize(max(8, int(20 * unit)))
        self.payouts.setFont(font)
        for key, label in self.side_labels.items():
            font = label.font()
            font.setPixelSize(max(8, int((20 if key.endswith("_caption") else 28) * unit)))
            label.setFont(font)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """F11 or F toggles full screen; Escape leaves it."""
        if event.key() in (Qt.Key.Key_F11, Qt.Key.Key_F):
            self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)
        elif event.key() == Qt.Key.Key_Escape:
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowFullScreen)
        else:
            super().keyPressEvent(event)
