"""The windows follow the store's events: a bust, a chip count and an undo repaint only the
rows and table cards they touch, and the clock screen follows at once (no timer tick).

The whole program runs on a real SQLite file; the Qt model tester watches every change.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtTest import QAbstractItemModelTester, QSignalSpy
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from ui.app import AppParts
from ui.chip_count import ChipCountDialog
from ui.console.table_card import TableCard

STARTING_STACK = 30_000  # resources/structures/nlhe-regular.toml
PLAYERS = 27  # the demo seats 27 players at three tables of nine


class Spies:
    """Counts every signal by which a model can tell its views that rows changed."""

    NAMES = ("dataChanged", "modelReset", "rowsMoved", "rowsInserted", "rowsRemoved")

    def __init__(self, model: QAbstractItemModel) -> None:
        QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
        self.spies = {name: QSignalSpy(getattr(model, name)) for name in self.NAMES}

    def counts(self) -> dict[str, int]:
        return {name: spy.count() for name, spy in self.spies.items() if spy.count()}

    def changed_rows(self) -> list[tuple[int, int]]:
        """(top, bottom) row of each dataChanged."""
        spy = self.spies["dataChanged"]
        return [(spy.at(i)[0].row(), spy.at(i)[1].row()) for i in range(spy.count())]


def _open(opened: list[AppParts], qtbot: QtBot, tmp_path: Path) -> AppParts:
    return open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")


def _cards(parts: AppParts) -> dict[int, TableCard]:
    return {card.table.number: card for card in parts.console.tables_tab.table_cards}


def _redrawn(before: dict[int, TableCard], after: dict[int, TableCard]) -> list[int]:
    assert before.keys() == after.keys()
    return sorted(n for n in before if before[n] is not after[n])


def test_a_bust_moves_one_row_redraws_one_table_card_and_the_clock_screen_follows(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    console, screen = parts.console, parts.clock_screen
    model = console.players_tab.players_model
    assert model.rowCount() == PLAYERS
    assert screen.side_labels["players"].text() == "27 / 27"
    victim, below = model.row_at(4), model.row_at(5)
    assert victim.status == "Playing"
    assert victim.table is not None
    cards = _cards(parts)
    players, log = Spies(model), Spies(console.log_model)

    console.players_tab.players_view.selectRow(4)
    console.players_tab.bust_button.click()

    # first out of 27: 27th place, listed last; the rows below moved up one (a change of
    # the span 4..26, which a view repaints only where it shows it), then its own row
    assert players.counts() == {"dataChanged": 2}
    assert players.changed_rows() == [(4, PLAYERS - 1), (PLAYERS - 1, PLAYERS - 1)]
    assert model.row_at(4) == below  # the next player took the row
    assert model.row_at(PLAYERS - 1).player_id == victim.player_id
    assert model.row_at(PLAYERS - 1).status == "Out · 27th"
    # only the table the player left is drawn again; it shows one player fewer
    after = _cards(parts)
    assert _redrawn(cards, after) == [victim.table]
    assert after[victim.table].table.occupied == cards[victim.table].table.occupied - 1
    # the clock screen shows it now, not at its next tick
    assert screen.side_labels["players"].text() == "26 / 27"
    # one line on top of the log, nothing re-read
    assert log.counts() == {"rowsInserted": 1}
    assert console.log_model.rowCount() == len(parts.facade.log())
    assert console.menus.undo_action.text() == parts.facade.undo_text()
    assert console.menus.undo_action.text().startswith("Undo: ")


def test_a_chip_count_changes_one_row_one_table_card_and_the_average_on_the_clock_screen(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    console, screen = parts.console, parts.clock_screen
    model = console.players_tab.players_model
    counted = model.row_at(7)
    assert model.data(model.index(7, 4)) == "30,000"
    assert screen.side_labels["average"].text() == "30,000"
    cards = _cards(parts)
    players = Spies(model)

    def count(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChipCountDialog)
        dialog.set_count(counted.player_id, 57_000)
        return True

    console.run_dialog = count
    console.players_tab.players_view.selectRow(7)
    console.players_tab.chips_button.click()

    assert players.counts() == {"dataChanged": 1}
    assert players.changed_rows() == [(7, 7)]
    assert model.data(model.index(7, 4)) == "57,000"
    # the cards show the stacks (issue 27, item 18): only the counted player's table redraws
    assert counted.table is not None
    assert _redrawn(cards, _cards(parts)) == [counted.table]
    card = _cards(parts)[counted.table]
    assert [
        s.text() for n, s in zip(card.rows, card.stacks, strict=True) if n.text() == counted.name
    ] == ["57,000"]
    # The average is the chips in play over the players left (issue 10.1): 27 x 30,000 =
    # 810,000 / 27 = 30,000 still; the count (837,000 recorded) is flagged, not averaged.
    assert screen.side_labels["average"].text() == "30,000"
    assert console.players_tab.chips_label.text().startswith(
        "Chips issued: 810,000 · recorded stacks total 837,000"
    )


def test_undo_of_a_bust_puts_the_row_and_the_card_back_and_the_clock_screen_follows(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    console, screen = parts.console, parts.clock_screen
    model = console.players_tab.players_model
    victim = model.row_at(10)
    before = [model.row_at(r).player_id for r in range(PLAYERS)]
    assert victim.table is not None
    console.players_tab.players_view.selectRow(10)
    console.players_tab.bust_button.click()
    assert screen.side_labels["players"].text() == "26 / 27"
    cards = _cards(parts)
    players, log = Spies(model), Spies(console.log_model)
    label = console.menus.undo_action.text()

    console.menus.undo_action.trigger()

    assert players.counts() == {"dataChanged": 2}
    assert players.changed_rows() == [(10, PLAYERS - 1), (10, 10)]
    assert model.row_at(10) == victim
    assert [model.row_at(r).player_id for r in range(PLAYERS)] == before
    after = _cards(parts)
    assert _redrawn(cards, after) == [victim.table]
    assert after[victim.table].table.occupied == cards[victim.table].table.occupied + 1
    assert screen.side_labels["players"].text() == "27 / 27"
    assert log.counts() == {"rowsInserted": 1}
    assert console.log_model.row_at(0)[1] == label  # the log names what was undone
    assert console.menus.redo_action.text() == "Redo: " + label.removeprefix("Undo: ")
