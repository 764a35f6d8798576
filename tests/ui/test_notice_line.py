"""The notice line on its own: a one-line message coming or going repaints the line and
nothing under it; a message of several lines (or one too long for the width) is shown
whole, the line as high as it needs, and one line high again once cleared."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ui.console.notice_line import NoticeKind, NoticeLine


class Paints(QObject):
    """Counts the paint events of the widget it watches."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _window(qtbot: QtBot) -> tuple[QWidget, NoticeLine, QWidget]:
    """A window of 600 x 400: the line above a widget that fills the rest."""
    window = QWidget()
    layout = QVBoxLayout(window)
    line = NoticeLine()
    below = QWidget()
    layout.addWidget(line)
    layout.addWidget(below, 1)
    qtbot.addWidget(window)
    window.resize(600, 400)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)
    return window, line, below


def test_a_one_line_message_coming_and_going_repaints_only_the_line(qtbot: QtBot) -> None:
    _, line, below = _window(qtbot)
    place, height = below.geometry(), line.height()
    assert height == line.fontMetrics().height() + 16  # one line and the band's padding
    paints = Paints()
    below.installEventFilter(paints)
    line.show_message("Table 3, hand 12 (NLHE): Ann wins a pot of 1,200", NoticeKind.NOTICE)
    qtbot.wait(20)
    image = line.grab().toImage()
    assert image.pixelColor(image.width() - 12, height // 2) == QColor("#1f4e7a")
    line.show_message("Select a player in the list first.", NoticeKind.ERROR)
    qtbot.wait(20)
    image = line.grab().toImage()
    assert image.pixelColor(image.width() - 12, height // 2) == QColor("#7a1f1f")
    line.clear()
    qtbot.wait(20)
    assert line.text() == ""
    assert (line.height(), below.geometry()) == (height, place)
    assert paints.count == 0  # what is under the line was neither moved nor repainted


def test_several_lines_are_shown_whole_and_the_line_shrinks_back(qtbot: QtBot) -> None:
    _, line, below = _window(qtbot)
    one_line, top = line.height(), below.geometry().top()
    text_height = line.fontMetrics().height()
    line.show_message(
        "Ann → Table 2, Seat 4\nBob → Table 5, Seat 1\nCy → Table 7, Seat 9", NoticeKind.NOTICE
    )
    qtbot.wait(20)
    assert line.height() >= one_line + 2 * text_height  # two more lines of text
    assert below.geometry().top() == top + line.height() - one_line  # moved down, not covered
    line.clear()
    qtbot.wait(20)
    assert (line.height(), below.geometry().top()) == (one_line, top)


def test_a_message_too_long_for_the_width_wraps_onto_more_lines(qtbot: QtBot) -> None:
    window, line, _ = _window(qtbot)
    one_line = line.height()
    words = " ".join(f"Player {n} moves to table {n + 1}," for n in range(12))
    assert line.fontMetrics().horizontalAdvance(words) > 2 * window.width()
    line.show_message(words, NoticeKind.NOTICE)
    qtbot.wait(20)
    assert line.height() >= one_line + 2 * line.fontMetrics().height()  # 3 lines at least
    window.resize(1800, 400)  # wider: fewer lines
    qtbot.wait(20)
    assert line.height() < one_line + 2 * line.fontMetrics().height()


def test_the_quiet_summary_stays_one_line_and_repaints_only_the_line(qtbot: QtBot) -> None:
    """With no message the line says where the event stands, in grey: a summary longer
    than the width is cut (one line, never higher), and a new summary repaints the line
    only; a message shown over it and cleared gives it back."""
    window, line, below = _window(qtbot)
    place, height = below.geometry(), line.height()
    paints = Paints()
    below.installEventFilter(paints)
    words = " · ".join(f"Flight {n}: {n * 100} players" for n in range(40))
    assert line.fontMetrics().horizontalAdvance(words) > 2 * window.width()
    line.set_quiet(words)
    qtbot.wait(20)
    assert (line.height(), below.geometry()) == (height, place)
    line.set_quiet("Sunday Deepstack · 41 of 60 players left")
    line.show_message("Select a player in the list first.", NoticeKind.ERROR)
    line.clear()
    qtbot.wait(20)
    assert line.quiet() == "Sunday Deepstack · 41 of 60 players left"
    assert (line.height(), below.geometry()) == (height, place)
    assert paints.count == 0
    image = line.grab().toImage()
    grey = [
        image.pixelColor(x, y)
        for x in range(image.width() // 3)
        for y in range(image.height())
        if image.pixelColor(x, y).lightness() < 160
    ]
    assert grey  # the summary is drawn...
    assert all(abs(c.red() - c.blue()) < 40 for c in grey)  # ...in grey, on no band
