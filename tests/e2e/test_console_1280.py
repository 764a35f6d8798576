"""The console at 1280 × 800 (issue 27, item 18): every table card whole on screen, no
table hidden behind a scroll bar, no seat or stack cut short; the player search finds
"out" / "busted" and places; the level shortcuts work whatever field has the focus."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.service import commands as c
from ui.app import AppParts

SHOTS = Path("/tmp/pokerfloor-shots")


def _shown_whole(label: QLabel) -> bool:
    """The label has the room its text needs (a wrapped label: the height for its width)."""
    if label.wordWrap():
        return label.height() >= label.heightForWidth(label.width())
    return label.width() >= label.sizeHint().width()


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (1920, 1080)])
def test_every_table_card_is_whole_on_screen(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts], width: int, height: int
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "horse.sqlite", FakeClock(), demo="horse")
    console = parts.console
    console.resize(width, height)
    console.show()
    console.tabs.setCurrentWidget(console.tables_tab)
    qtbot.waitExposed(console)
    QApplication.processEvents()
    tab = console.tables_tab
    area = tab.tables_area
    cards = tab.table_cards
    assert len(cards) == 4  # 27 players at tables of 8
    assert area.horizontalScrollBar().maximum() == 0
    viewport = area.viewport()
    for card in cards:
        right = card.mapTo(viewport, QPoint(card.width(), 0)).x()
        assert 0 < right <= viewport.width(), card.table.number
        assert _shown_whole(card.game), card.game.text()
        for name in card.rows:
            assert _shown_whole(name), name.text()
    SHOTS.mkdir(exist_ok=True)
    console.grab().save(str(SHOTS / f"console-tables-{width}.png"))


def _shown(parts: AppParts) -> list[str]:
    f = parts.console.players_tab.players_filter
    return [f.row_at(r).name for r in range(f.rowCount())]


def test_the_search_finds_players_who_are_out_and_places(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    facade = parts.facade
    ids = {r.name: r.player_id for r in facade.players()}
    # 27 players: the first out finishes 27th, the second 26th
    parts.console.do(lambda: facade.send(c.EliminatePlayer(ids["Chloé Martin"])))
    parts.console.do(lambda: facade.send(c.EliminatePlayer(ids["Marek Nowak"])))
    search = parts.console.players_tab.search_edit
    for words in ("out", "Out", "busted", "eliminated"):
        search.setText(words)
        assert sorted(_shown(parts)) == ["Chloé Martin", "Marek Nowak"], words
    search.setText("27th")
    assert _shown(parts) == ["Chloé Martin"]
    search.setText("26th")
    assert _shown(parts) == ["Marek Nowak"]
    search.setText("playing")
    assert len(_shown(parts)) == 25
    search.setText("t1")  # Chloé and Marek sat at table 1 (9 seats): 7 left there
    assert len(_shown(parts)) == 7


def test_the_level_shortcuts_work_whatever_field_has_the_focus(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", clock, demo="nlhe")
    console = parts.console
    console.show()
    console.activateWindow()
    qtbot.waitActive(console)  # shortcuts act in the active window
    tab = console.players_tab
    ctrl = Qt.KeyboardModifier.ControlModifier

    def level() -> str:
        return parts.facade.clock_model().level_label

    tab.name_edit.setFocus()
    qtbot.waitUntil(tab.name_edit.hasFocus)
    qtbot.keyClicks(tab.name_edit, "Ana Lee")
    qtbot.keyClick(tab.name_edit, Qt.Key.Key_Right, ctrl)
    assert level() == "Level 2"
    assert tab.name_edit.text() == "Ana Lee"  # the typing is kept
    tab.search_edit.setFocus()
    qtbot.keyClick(tab.search_edit, Qt.Key.Key_Right, ctrl)
    assert level() == "Level 3"
    qtbot.keyClick(tab.search_edit, Qt.Key.Key_Left, ctrl)
    assert level() == "Level 2"
    tab.players_view.setFocus()
    qtbot.keyClick(tab.players_view, Qt.Key.Key_Right, ctrl)
    assert level() == "Level 3"
    left = parts.facade.clock_model().time_left_ms
    qtbot.keyClick(tab.players_view, Qt.Key.Key_Up, ctrl)
    assert parts.facade.clock_model().time_left_ms == left + 60_000
    tab.name_edit.setFocus()
    qtbot.keyClick(tab.name_edit, Qt.Key.Key_Down, ctrl)
    assert parts.facade.clock_model().time_left_ms == left
    qtbot.keyClick(tab.name_edit, Qt.Key.Key_End)  # no modifier held any more


def test_the_table_cards_show_each_stack_whole_at_1280(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    console = parts.console
    ids = {r.name: r.player_id for r in parts.facade.players()}
    # a counted stack of 1,234,500 (from 30,000: the demo's starting stack)
    console.do(lambda: parts.facade.send(c.RecordChipCount(ids["Nikolai Ivanov"], 1_234_500)))
    console.resize(1280, 800)
    console.show()
    console.tabs.setCurrentWidget(console.tables_tab)
    qtbot.waitExposed(console)
    QApplication.processEvents()
    (card,) = [c for c in console.tables_tab.table_cards if c.table.number == 1]
    stacks = {name.text(): stack for name, stack in zip(card.rows, card.stacks, strict=True)}
    assert stacks["Nikolai Ivanov"].text() == "1,234,500"
    assert stacks["Chloé Martin"].text() == "30,000"
    assert all(_shown_whole(label) for label in card.stacks)
    assert console.tables_tab.tables_area.horizontalScrollBar().maximum() == 0
    # the players list shows the stack whole too
    console.tabs.setCurrentWidget(console.players_tab)
    view = console.players_tab.players_view
    qtbot.waitUntil(lambda: view.columnWidth(4) >= view.sizeHintForColumn(4))
    SHOTS.mkdir(exist_ok=True)
    console.grab().save(str(SHOTS / "console-players-1280.png"))
