"""The clock screen read from the back of the room: rendered text heights at 720p, 1080p and
4K, nothing touching an edge or another line; alerts; the window's remembered placement."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from ui.clock_alerts import Alert
from ui.clock_screen import ClockScreen
from ui.viewmodels import ClockScreenModel


def _model(**changes: object) -> ClockScreenModel:
    base: dict[str, object] = {
        "title": "Friday Deepstack",
        "level_label": "Level 9",
        "game": "No-limit Texas hold'em",
        "time_left_ms": 1_234_000,
        "running": True,
        "on_break": False,
        "stakes": ("Blinds 1,000 / 2,000", "Big blind ante 2,000"),
        "next_label": "Next: Level 10 · No-limit Texas hold'em · Blinds 1,500 / 3,000",
        "next_compact": "Next: Level 10 · Blinds 1,500 / 3,000 · Big blind ante 3,000",
        "next_break_ms": 2_554_000,
        "players_left": 23,
        "entries": 40,
        "average_stack": 52_173,
        "prize_pool": "€ 3,330",
        "payouts": (("1st", "€ 1,332"), ("2nd", "€ 832"), ("3rd", "€ 566"), ("4th", "€ 400")),
        "chip_leader": "Alice Moreau",
        "chip_leader_stack": 131_000,
        "rebuys": 6,
        "add_ons": 14,
        "time_of_day": "21:37",
        "message": "Dinner break at 8",
        "level_index": 11,
    }
    base.update(changes)
    return ClockScreenModel(**base)  # type: ignore[arg-type]


def _settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "clock.ini"), QSettings.Format.IniFormat)


def _text_rect(label: QLabel, text: str) -> QRect:
    """Where ``text`` is drawn: the tight ink of its widest line, placed as the label aligns it,
    in window coordinates."""
    metrics = QFontMetrics(label.font())
    box = metrics.boundingRect(label.rect(), int(label.alignment()), text)
    ink = metrics.tightBoundingRect(text)
    placed = QRect(box.left(), box.top() + (box.height() - metrics.height()) // 2, box.width(), 0)
    placed.setTop(box.top() + metrics.ascent() + ink.top())
    placed.setHeight(ink.height())
    return placed.translated(label.mapTo(label.window(), label.rect().topLeft()))


def _ink_height(label: QLabel, text: str | None = None) -> int:
    return QFontMetrics(label.font()).tightBoundingRect(text or label.text()).height()


SEATED = ("Alice Moreau → Table 3, Seat 7", "Bruno Castellanos → Table 11, Seat 10")


@pytest.mark.parametrize("seats", [(), SEATED], ids=["no-seats", "recent-seats"])
@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1920, 1080), (3840, 2160)])
def test_every_figure_is_big_enough_and_nothing_touches_an_edge(
    qtbot: QtBot, tmp_path: Path, width: int, height: int, seats: tuple[str, ...]
) -> None:
    screen = ClockScreen(lambda: _model(recent_seats=seats), settings=_settings(tmp_path))
    qtbot.addWidget(screen)
    screen.resize(width, height)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: screen.width() == width)
    screen.refresh()
    scale = height / 1080
    # The minimums at 1920x1080, scaled: stakes 110 px, next level and side figures
    # 55 px, payout lines 40 px (heights of the ink as rendered).
    for _, value in screen.stake_boxes[:2]:
        assert _ink_height(value) >= 110 * scale, value.text()
    assert _ink_height(screen.next) >= 55 * scale
    for key in ("players", "average", "leader", "break", "pool"):
        assert _ink_height(screen.side_labels[key]) >= 55 * scale, key
    assert _ink_height(screen.payouts, "1st € 1,332") >= 40 * scale
    assert _ink_height(screen.time) >= 200 * scale  # the timer stays the biggest figure

    margin = 8 * scale
    drawn = [
        label
        for label in screen.findChildren(QLabel)
        if label.isVisible() and label.text() and label.textFormat() != Qt.TextFormat.RichText
    ]
    rects = {label: _text_rect(label, max(label.text().split("\n"), key=len)) for label in drawn}
    for label, rect in rects.items():
        assert rect.left() >= margin, label.text()
        assert rect.right() <= width - margin, label.text()
        assert rect.top() >= margin, label.text()
        assert rect.bottom() <= height - margin, label.text()
    labels = list(rects)
    for i, one in enumerate(labels):
        for other in labels[i + 1 :]:
            overlap = rects[one].intersected(rects[other])
            assert overlap.isEmpty(), (one.text(), other.text())


def test_pause_a_break_and_the_last_ten_seconds_are_unmistakable(
    qtbot: QtBot, tmp_path: Path
) -> None:
    state = {"model": _model(running=False)}
    screen = ClockScreen(lambda: state["model"], settings=_settings(tmp_path))
    qtbot.addWidget(screen)
    assert screen.status.text() == "PAUSED"
    assert "#ff5252" in screen.time.styleSheet()
    state["model"] = _model(
        on_break=True,
        level_label="Break",
        game="",
        stakes=(),
        break_info="Colour-up: 25s race off · Then: Level 10",
        level_index=12,
    )
    screen.refresh()
    assert screen.level.text() == "Break"
    assert screen.status.text() == "BREAK"  # the alert's words first ...
    screen._alert_left_ms = 0
    screen.refresh()
    assert screen.status.text() == "Colour-up: 25s race off · Then: Level 10"
    state["model"] = _model(time_left_ms=9_000, level_index=13)
    screen.refresh()
    screen.refresh()
    colours = set()
    for left in (9_000, 8_500, 8_000):
        state["model"] = _model(time_left_ms=left, level_index=13)
        screen.refresh()
        colours.add(screen.time.styleSheet())
    assert len(colours) == 2  # the timer pulses between two colours


def test_alerts_sound_at_one_minute_and_at_every_change_unless_turned_off(
    qtbot: QtBot, tmp_path: Path
) -> None:
    state = {"model": _model(time_left_ms=61_000)}
    settings = _settings(tmp_path)
    screen = ClockScreen(lambda: state["model"], settings=settings)
    qtbot.addWidget(screen)
    given: list[str] = []
    screen.alerted.connect(given.append)
    steps = [
        _model(time_left_ms=59_800),  # one minute left
        _model(time_left_ms=9_900),  # the last ten seconds
        _model(time_left_ms=900_000, level_index=12, on_break=True),  # break starts
        _model(time_left_ms=1_200_000, level_index=13),  # break over
        _model(time_left_ms=1_200_000, level_index=14),  # a new level
    ]
    for model in steps:
        state["model"] = model
        screen.refresh()
    assert given == ["one_minute", "tick", "break_start", "break_end", "level_up"]
    assert [a.value for a in screen.alerts.played] == given

    screen.alerts.set_enabled(Alert.LEVEL_UP, False)
    state["model"] = _model(time_left_ms=1_200_000, level_index=15)
    screen.refresh()
    assert given[5:] == ["level_up"]  # still shown on the screen ...
    assert len(screen.alerts.played) == 5  # ... but not sounded
    assert settings.value("alerts/level_up", type=bool) is False


def test_the_window_remembers_its_size_and_full_screen(qtbot: QtBot, tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    first = ClockScreen(lambda: _model(), settings=settings)
    qtbot.addWidget(first)
    first.resize(700, 500)  # within the offscreen test screen (800 x 600)
    first.show()
    qtbot.waitExposed(first)
    first.close()
    assert settings.value("window/full_screen", type=bool) is False
    second = ClockScreen(lambda: _model(), settings=settings)
    qtbot.addWidget(second)
    second.restore_placement()
    assert (second.width(), second.height()) == (700, 500)
    settings.setValue("window/full_screen", True)
    third = ClockScreen(lambda: _model(), settings=settings)
    qtbot.addWidget(third)
    third.restore_placement()
    assert third.windowState() & Qt.WindowState.WindowFullScreen


TEN_PAID = tuple((f"{place}.", f"€ {amount:,}") for place, amount in enumerate(
    (1_332, 832, 566, 400, 300, 250, 200, 170, 150, 130), start=1
))  # fmt: skip


def _drawn_size(label: QLabel) -> tuple[int, int]:
    """The width and height ``label``'s text takes in its font: plain text by the ink of its
    lines as the label places them (so it is clipped if it leaves ``0..height``: returned as
    a height over the label's), rich text (the payouts) as a text document lays it out."""
    if label.textFormat() == Qt.TextFormat.RichText:
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(label.font())
        document.setHtml(label.text())
        document.setTextWidth(label.width())
        return int(document.idealWidth()), int(document.size().height())
    metrics = QFontMetrics(label.font())
    lines = label.text().split("\n")
    widest = max(metrics.horizontalAdvance(line) for line in lines)
    box = len(lines) * metrics.height()
    top = 0 if label.alignment() & Qt.AlignmentFlag.AlignTop else (label.height() - box) // 2
    ink_top = top + metrics.ascent() + metrics.tightBoundingRect(lines[0]).top()
    ink_bottom = top + (len(lines) - 1) * metrics.height() + metrics.ascent()
    ink_bottom += metrics.tightBoundingRect(lines[-1]).bottom()
    return widest, label.height() + 1 if ink_top < 0 else ink_bottom


@pytest.mark.parametrize("registration", ["open", "closed"])
@pytest.mark.parametrize(("width", "height"), [(1920, 1080), (1280, 800)])
def test_no_caption_or_figure_is_clipped_and_the_cut_payouts_say_how_many_more(
    qtbot: QtBot, tmp_path: Path, width: int, height: int, registration: str
) -> None:
    model = _model(
        payouts=TEN_PAID,
        registration=registration,
        registration_closes_in_ms=754_000,
        bounty="€ 25",
    )
    screen = ClockScreen(lambda: model, settings=_settings(tmp_path))
    qtbot.addWidget(screen)
    screen.resize(width, height)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: screen.width() == width)
    screen.refresh()
    # The places that fit, in order, then "+ N more" for the rest: shown + N = 10 places.
    text = screen.payouts.text()
    shown = [place for place, _ in TEN_PAID if f"<td>{place}</td>" in text]
    assert shown == [f"{n}." for n in range(1, len(shown) + 1)]
    assert len(shown) >= 4
    assert f"+ {10 - len(shown)} more" in text
    if registration == "open":  # 754,000 ms = 12 min 34 s
        assert screen.message.text() == "Late registration closes in 12:34 · Dinner break at 8"
    else:
        assert screen.message.text() == "Late registration closed · Dinner break at 8"
    assert screen.money_line.text() == "Rebuys 6 · Add-ons 14 · Bounty € 25"
    for label in screen.findChildren(QLabel):
        if not (label.isVisible() and label.text()):
            continue
        drawn_width, drawn_height = _drawn_size(label)
        assert drawn_width <= label.width(), (label.text(), drawn_width, label.width())
        assert drawn_height <= label.height(), (label.text(), drawn_height, label.height())


def test_a_line_whose_text_grows_is_fitted_again_and_the_others_keep_their_size(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A refresh fits again only the lines whose text (or place) changed: a message that
    grows is shrunk to stay inside the window; the timer, unchanged, keeps its size."""
    shown = [_model()]
    screen = ClockScreen(lambda: shown[0], settings=_settings(tmp_path))
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: screen.width() == 1280)
    screen.refresh()
    timer_px = screen.time.font().pixelSize()
    message_px = screen.message.font().pixelSize()
    words = "Dinner break at 8 · the side event starts at ten in the blue room, tables 40 to 52"
    shown[0] = _model(message=words)
    screen.refresh()
    assert screen.message.text().endswith(words)
    assert screen.message.font().pixelSize() < message_px  # shrunk to fit
    rect = _text_rect(screen.message, screen.message.text())
    assert rect.left() >= 8
    assert rect.right() <= 1280 - 8
    assert screen.time.font().pixelSize() == timer_px
    shown[0] = _model()  # the short message again: back to its size
    screen.refresh()
    assert screen.message.font().pixelSize() == message_px
