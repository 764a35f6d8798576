"""A table view follows the log and belongs to one event (issue 23; issue 26, item 12):
the award line of a hand the console undoes goes (and comes back with the redo); after
File → New or File → Open the views of the event left close, never showing another
event's table under the old award line; a window enlarged to 1920×1080 and restored to
1280×800 has the 1280×800 type again.

Real program, real SQLite file, real offscreen windows, keys typed in the entry line.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QDialog, QLabel
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tests.e2e.table_view_support import open_event, open_view, press, set_stacks
from ui.app import AppParts
from ui.new_tournament import NewTournamentDialog
from ui.open_tournament import OpenTournamentDialog
from ui.table_view import TableViewWindow


def _fold_to_the_big_blind(qtbot: QtBot, parts: AppParts, window: TableViewWindow) -> str:
    """Three players, 5,000 each: the button and the small blind fold; the big blind takes
    the blinds. Returns the big blind's name."""
    set_stacks(parts, window, [5_000, 5_000, 5_000])
    window.refresh()
    press(qtbot, window, "\n")  # Record mode: the hand starts
    assert window.hand is not None
    big_blind = window.hand.setup.names[1]
    press(qtbot, window, "f")  # the button folds
    press(qtbot, window, "f")  # the small blind folds
    assert window.hand.over
    press(qtbot, window, "\n")  # Enter records it in the tournament
    assert window.recorded
    return big_blind


def test_the_award_line_of_an_undone_hand_goes_and_comes_back_with_the_redo(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    big_blind = _fold_to_the_big_blind(qtbot, parts, window)
    # Blinds 200/400, both fold: 200 of the big blind's 400 was never called and goes back
    # to him; the pot is the small blind's 200 and the 200 called of it.
    award = window.result.text()
    assert award.splitlines() == [
        f"Uncalled bet of 200 returned to {big_blind}",
        f"Main pot 400: {big_blind} wins it, everyone else folded",
    ]
    assert window.title.text().startswith("Table 1 · hand 2")
    parts.console.menus.undo_action.trigger()
    assert window.result.text() == ""
    assert window.title.text().startswith("Table 1 · hand 1")  # the hand is dealt again
    parts.console.menus.redo_action.trigger()
    assert window.result.text() == award
    assert window.title.text().startswith("Table 1 · hand 2")
    parts.console.menus.undo_action.trigger()
    assert window.result.text() == ""
    parts.close(FakeClock().now)

    again = open_app(opened, qtbot, tmp_path / "event.sqlite", FakeClock())
    view = open_view(again)
    assert view.result.text() == ""
    assert view.title.text().startswith("Table 1 · hand 1")


def test_file_new_and_file_open_close_the_table_views_of_the_event_left(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    first = parts.tournament_id
    window = open_view(parts)
    _fold_to_the_big_blind(qtbot, parts, window)
    assert window.result.text() != ""
    views = parts.console.tables_tab.table_actions.table_views
    assert views is not None

    def name_it(dialog: QDialog) -> bool:
        assert isinstance(dialog, NewTournamentDialog)
        dialog.name_edit.setText("Second event")
        assert dialog.try_accept(), dialog.error.text()
        return True

    parts.console.run_dialog = name_it
    parts.console.files.new_tournament()
    assert parts.tournament_id != first
    assert not window.isVisible()  # the view of the first event closed
    assert views.windows == {}

    window = open_view_of(parts, qtbot)
    assert window is None  # the new event has no table in play yet: nothing to open

    def choose_first(dialog: QDialog) -> bool:
        assert isinstance(dialog, OpenTournamentDialog)
        dialog.choose(first)
        return True

    parts.console.run_dialog = choose_first
    parts.console.files.open_tournament()
    assert parts.tournament_id == first
    window = open_view(parts)
    assert window.windowTitle() == "Table 1 · Table view"  # the event's name ("Table view")
    assert window.result.text() == ""  # a view opened afresh: no award line of before


def open_view_of(parts: AppParts, qtbot: QtBot) -> TableViewWindow | None:
    """Try to open table 1's view (refused when no table is in play)."""
    parts.console.run_dialog = lambda dialog: False
    return parts.console.tables_tab.table_actions.open_table_view(None)


def _type_sizes(window: TableViewWindow) -> dict[str, float]:
    QApplication.processEvents()
    return {
        f"{label.objectName()}#{i}": label.font().pointSizeF()
        for i, label in enumerate(window.findChildren(QLabel))
    }


def test_a_window_enlarged_then_restored_has_its_first_type_sizes_again(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_event(qtbot, tmp_path, opened, "NT", 3)
    window = open_view(parts)
    window.resize(1280, 800)
    small = _type_sizes(window)
    window.resize(1920, 1080)
    large = _type_sizes(window)
    assert large != small  # the type grew with the window
    window.resize(1280, 800)
    assert _type_sizes(window) == small
