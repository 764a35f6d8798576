"""Which table breaks (issue 27, item 4): TDA's predetermined order by default, the hint and
the Break-a-table dialog naming the same table, "fewest players first" as a floor rule,
and an empty table always first (four 9-max tables on a real SQLite file)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, Answers, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings, FloorRules
from ui.app import AppParts
from ui.dialogs import ChoiceDialog, PlanDialog
from ui.floor_rules import FloorRulesDialog


def _four_tables(path: Path) -> None:
    """28 players drawn at four 9-max tables (7 each); director's break order: table 2."""
    from db.connect import open_store

    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    floor = FloorRules(break_order=(2,))
    create = c.CreateTournament("Sunday", BuyInSettings(), nlhe_structure(), 4, 9, floor)
    tid = store.log.create_tournament(create, START, rng)
    for i in range(1, 29):
        store.log.execute(tid, c.RegisterAndBuyIn(f"Player {i}", "", f"P{i:02d}"), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    store.close(START)


def _bust_at(parts: AppParts, table: int, count: int) -> None:
    ids = [r.player_id for r in parts.facade.players() if r.table == table][:count]
    for player_id in ids:
        parts.facade.send(c.EliminatePlayer(player_id))


def _counts(parts: AppParts) -> dict[int, int]:
    return {t.number: sum(1 for s in t.seats if s.player) for t in parts.facade.tables()}


def _offered(seen: list[list[str]]) -> Answers:
    def cancel(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChoiceDialog)
        seen.append([dialog.combo.itemText(i) for i in range(dialog.combo.count())])
        assert dialog.combo.currentIndex() == 0
        return False

    return Answers(cancel)


def test_the_hint_and_the_dialog_name_the_next_table_of_the_break_order(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "sunday.sqlite"
    _four_tables(db)
    parts = open_app(opened, qtbot, db, FakeClock(START))
    console = parts.console
    assert _counts(parts) == {1: 7, 2: 7, 3: 7, 4: 7}
    _bust_at(parts, 2, 1)
    _bust_at(parts, 3, 2)
    _bust_at(parts, 4, 1)
    # 7 + 6 + 5 + 6 = 24 players fit in three tables of 9: one table breaks. The
    # director's order names table 2 (6 players: 18 open seats elsewhere, 27 - 18 = 9 ≥ 6);
    # table 3 has the fewest players but is not next in the order.
    assert _counts(parts) == {1: 7, 2: 6, 3: 5, 4: 6}
    console.refresh()
    hint = console.tables_tab.tables_hint.text()
    assert hint == "Break table 2: its players fit in the open seats."
    seen: list[list[str]] = []
    console.run_dialog = _offered(seen)
    console.tables_tab.break_button.click()
    assert seen == [["Table 2 (next in the break order)", "Table 4", "Table 3", "Table 1"]]

    def choose_the_offered(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChoiceDialog)
        return True

    def confirm(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlanDialog)
        assert dialog.model.rowCount() == 6  # table 2's six players move
        return True

    console.run_dialog = Answers(choose_the_offered, confirm)
    console.tables_tab.break_button.click()
    counts = _counts(parts)
    assert 2 not in counts
    # Each of the six draws a table among the shortest: 7, 5, 6 -> 8, 8, 8 (24 players).
    assert counts == {1: 8, 3: 8, 4: 8}
    assert sum(counts.values()) == 24


def test_fewest_players_first_is_a_floor_rule_and_an_empty_table_always_breaks_first(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "sunday.sqlite"
    _four_tables(db)
    parts = open_app(opened, qtbot, db, FakeClock(START))
    console = parts.console
    _bust_at(parts, 2, 1)
    _bust_at(parts, 3, 2)
    _bust_at(parts, 4, 1)

    def fewest_first(dialog: QDialog) -> bool:
        assert isinstance(dialog, FloorRulesDialog)
        assert not dialog.box.fewest_first.isChecked()  # the predetermined order by default
        dialog.box.fewest_first.setChecked(True)
        return dialog.try_accept()

    console.run_dialog = Answers(fewest_first)
    console.menus.floor_rules_action.trigger()
    assert parts.facade.floor_rules() == FloorRules(break_order=(2,), break_fewest_first=True)
    console.refresh()
    assert console.tables_tab.tables_hint.text() == (
        "Break table 3: its players fit in the open seats."
    )
    seen: list[list[str]] = []
    console.run_dialog = _offered(seen)
    console.tables_tab.break_button.click()
    # 5 players at table 3, then 6 at tables 2 and 4 (the order: 2 before 4), 7 at table 1
    assert seen == [["Table 3 (next in the break order)", "Table 2", "Table 4", "Table 1"]]
    console.menus.undo_action.trigger()  # back to the predetermined order: one undo step
    assert parts.facade.floor_rules() == FloorRules(break_order=(2,))
    # Table 4 empties (6 busts): it closes first whatever the order says; the 18 left
    # then fit in two tables of 9, so table 2 (next in the order) breaks as well.
    _bust_at(parts, 4, 6)
    assert _counts(parts) == {1: 7, 2: 6, 3: 5, 4: 0}
    console.refresh()
    assert console.tables_tab.tables_hint.text() == (
        "Break table 4, 2: its players fit in the open seats."
    )
    seen.clear()
    console.run_dialog = _offered(seen)
    console.tables_tab.break_button.click()
    assert seen == [["Table 4 (next in the break order)", "Table 2", "Table 3", "Table 1"]]
