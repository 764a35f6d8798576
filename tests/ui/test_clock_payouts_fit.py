"""The clock screen of a 10,000-player event paying 1,500 places: every payout figure shown
whole (not cut at the panel's edge) on a 720p monitor, a 1080p TV and a 4K TV."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QTextDocument
from pytestqt.qtbot import QtBot

from ui.clock_screen import ClockScreen
from ui.viewmodels import ClockScreenModel

# 1,500 places of a €10,000,000 pool, worded by hand: the first five as a large field pays
# them, then €1,500 down to the 1,500th.
FIRST = ("€ 1,600,000", "€ 897,788", "€ 596,011", "€ 433,874", "€ 334,811")
ORDINALS = {1: "st", 2: "nd", 3: "rd"}
PAID = tuple(
    (
        f"{n}{'th' if 10 <= n % 100 <= 20 else ORDINALS.get(n % 10, 'th')}",
        FIRST[n - 1] if n <= 5 else "€ 1,500",
    )
    for n in range(1, 1_501)
)
SEATED = ("Alice Moreau → Table 312, Seat 7", "Bruno Castellanos → Table 1,011, Seat 10")


def _model(seats: tuple[str, ...]) -> ClockScreenModel:
    return ClockScreenModel(
        title="Main Event",
        level_label="Level 9",
        game="No-limit Texas hold'em",
        time_left_ms=1_234_000,
        running=True,
        on_break=False,
        stakes=("Blinds 1,000 / 2,000", "Big blind ante 2,000"),
        next_label="Next: Level 10",
        next_compact="Next: Level 10 · Blinds 1,500 / 3,000 · Big blind ante 3,000",
        next_break_ms=2_554_000,
        players_left=9_876,
        entries=10_000,
        average_stack=1_012_500,
        prize_pool="€ 10,000,000",
        payouts=PAID,
        chip_leader="Alice Moreau",
        chip_leader_stack=4_131_000,
        time_of_day="21:37",
        level_index=11,
        recent_seats=seats,
    )


@pytest.mark.parametrize("seats", [(), SEATED], ids=["no-seats", "recent-seats"])
@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1920, 1080), (3840, 2160)])
def test_a_large_fields_payouts_are_shown_whole(
    qtbot: QtBot, tmp_path: Path, width: int, height: int, seats: tuple[str, ...]
) -> None:
    settings = QSettings(str(tmp_path / "clock.ini"), QSettings.Format.IniFormat)
    screen = ClockScreen(lambda: _model(seats), settings=settings)
    qtbot.addWidget(screen)
    screen.resize(width, height)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: screen.width() == width)
    screen.refresh()
    label = screen.payouts
    text = label.text()
    # The first places in order with their amounts, then how many more are paid.
    shown = [n for n, (place, amount) in enumerate(PAID, 1) if f"<td>{place}</td>" in text]
    assert shown == list(range(1, len(shown) + 1))
    assert len(shown) >= 2
    for place, amount in PAID[: len(shown)]:
        assert f"<td>{place}</td><td align='right'>{amount}</td>" in text
    assert f"+ {1_500 - len(shown)} more" in text
    # The payouts as a text document lays them out in the label's font, unwrapped: as wide
    # as the label at most (a wider table is cut at the panel's edge).
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(label.font())
    document.setHtml(text)
    assert document.idealWidth() <= label.width(), (document.idealWidth(), label.width())
    # What the screen shows: no ink in the label's last column (a figure cut at the edge
    # runs into it; a whole one ends before it), and the amounts are drawn, right-aligned.
    image = screen.grab().toImage()
    corner = label.mapTo(screen, label.rect().topLeft())
    panel = image.pixelColor(corner.x() + 1, corner.y() + label.height() - 2)

    def inked(x: int) -> bool:
        return any(
            _differs(image.pixelColor(corner.x() + x, corner.y() + y), panel)
            for y in range(label.height())
        )

    assert not inked(label.width() - 1)
    assert any(inked(x) for x in range(label.width() * 2 // 3, label.width() - 1))
    assert screen.side_labels["players"].text() == "9,876 / 10,000"


def _differs(one: QColor, other: QColor) -> bool:
    return abs(one.red() - other.red()) + abs(one.green() - other.green()) > 60
