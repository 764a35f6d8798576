"""The Tables tab's demo action: the engine deals a hand at a table, end to end (real
offscreen windows, a temporary database, a fake clock)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from db import hand_queries
from tests.e2e.support import FakeClock, open_app
from tournament import hh
from tournament.hh import replay
from ui.app import AppParts
from ui.console.notice_line import NoticeKind


def _stacks(parts: AppParts) -> dict[str, int]:
    return {p.player_id: p.stack for p in parts.facade.t.active_players()}


def _deal_from_the_table_menu(parts: AppParts, table: int) -> None:
    card = next(c for c in parts.console.tables_tab.table_cards if c.table.number == table)
    menu = QMenu()
    assert card._table_menu is not None
    card._table_menu(table, menu)
    action = next(a for a in menu.actions() if a.text().startswith("Deal a hand here"))
    assert "demo" in action.text()
    action.trigger()


def test_deal_a_hand_here_stores_the_hand_and_undo_puts_the_chips_back(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    console = parts.console
    before = _stacks(parts)
    at_table = set(parts.facade.t.table_value(1).players())
    _deal_from_the_table_menu(parts, 1)
    assert console.banner.kind() is NoticeKind.NOTICE
    assert console.banner.text().startswith("Engine demo hand at table 1 (No-limit")
    assert "wins a pot of" in console.banner.text()
    after = _stacks(parts)
    changed = {p for p in before if before[p] != after.get(p, 0)}
    assert changed
    assert changed <= at_table
    assert sum(after.values()) == sum(before.values())
    stored = hand_queries.stored_hands(parts.store, parts.tournament_id)
    assert [(h.table, h.number, h.game) for h in stored] == [(1, 1, "NT")]
    history = hh.loads(stored[0].phh)
    result = replay(history)
    assert result.ok, result.error
    assert history.players is not None
    assert set(history.players) == {parts.facade.t.player(p).name for p in at_table}
    assert parts.store.undo_redo.undo_label is not None
    parts.facade.undo()
    console.refresh()
    assert _stacks(parts) == before
    assert parts.facade.t.table_records()[0].hands == 0


def test_the_table_menu_is_offered_on_every_card_and_only_the_hand_list_on_a_display(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    for card in parts.console.tables_tab.table_cards:
        menu = QMenu()
        assert card._table_menu is not None
        card._table_menu(card.table.number, menu)
        assert [a.text() for a in menu.actions()] == [
            "Open table view (record or deal a hand)…",
            f"Hands played at table {card.table.number}…",
            "Hand done at this table",  # drives the game rotation (issue 10.7)
            f"Count chips at table {card.table.number}…",
            "Deal a hand here (engine demo, random play)",
        ]
    parts.console.set_display_only()
    menu = QMenu()
    parts.console.tables_tab.table_actions.table_menu(1, menu)
    # only reading is offered on a display station: the table view (read-only), the hand list
    assert [a.text() for a in menu.actions()] == [
        "Open table view (record or deal a hand)…",
        "Hands played at table 1…",
    ]
