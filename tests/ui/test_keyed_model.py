"""KeyedRowsModel: one changed, new, moved or removed row emits one signal for that row."""

from __future__ import annotations

from PySide6.QtTest import QAbstractItemModelTester, QSignalSpy
from pytestqt.qtbot import QtBot

from ui.console.player_filter import PlayerFilter
from ui.qtmodels import KeyedRowsModel, players_model
from ui.viewmodels import PlayerLine


def _model() -> tuple[KeyedRowsModel[tuple[str, int]], dict[str, QSignalSpy]]:
    model: KeyedRowsModel[tuple[str, int]] = KeyedRowsModel(
        ["Name", "Rank"],
        [lambda r: r[0], lambda r: str(r[1])],
        key=lambda r: r[0],
        order=lambda r: r[1],
    )
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.set_rows([("d", 40), ("a", 10), ("c", 30), ("b", 20)])
    names = ("dataChanged", "modelReset", "rowsMoved", "rowsInserted", "rowsRemoved")
    return model, {n: QSignalSpy(getattr(model, n)) for n in names}


def _names(model: KeyedRowsModel[tuple[str, int]]) -> list[str]:
    return [model.row_at(i)[0] for i in range(model.rowCount())]


def _counts(spies: dict[str, QSignalSpy]) -> dict[str, int]:
    return {n: s.count() for n, s in spies.items() if s.count()}


def test_rows_are_kept_in_order_and_found_by_key(qtbot: QtBot) -> None:
    model, _ = _model()
    assert _names(model) == ["a", "b", "c", "d"]
    assert model.row_of("c") == 2
    assert model.get("d") == ("d", 40)
    assert model.row_of("x") is None
    assert model.get("x") is None


def test_a_changed_row_in_place_is_one_data_changed(qtbot: QtBot) -> None:
    model, spies = _model()
    model.update([("c", 30), ("b", 20)])  # unchanged: nothing at all
    assert _counts(spies) == {}
    model.update([("c", 33)])  # same key, new order that keeps its place: a change only
    assert _names(model) == ["a", "b", "c", "d"]
    assert _counts(spies) == {"dataChanged": 1}
    assert spies["dataChanged"].at(0)[0].row() == spies["dataChanged"].at(0)[1].row() == 2


def test_a_changed_row_names_only_the_cells_whose_text_changed(qtbot: QtBot) -> None:
    """A new stack repaints (and measures) the stack's cell, not the player's row."""
    model = players_model()
    ann = PlayerLine("a", "Ann", "Playing", 3, 4, 30_000, 1, order=(0,))
    model.set_rows([ann, PlayerLine("b", "Bob", "Playing", 3, 5, 30_000, 1, order=(1,))])
    spy = QSignalSpy(model.dataChanged)
    model.update([PlayerLine("a", "Ann", "Playing", 3, 4, 41_250, 1, order=(0,))])
    assert spy.count() == 1
    assert (spy.at(0)[0].row(), spy.at(0)[0].column()) == (0, 4)  # Chips
    assert (spy.at(0)[1].row(), spy.at(0)[1].column()) == (0, 4)
    assert model.data(model.index(0, 4)) == "41,250"
    model.update([PlayerLine("a", "Ann", "Playing", 3, 4, 41_250, 2, order=(0,))])
    assert (spy.at(1)[0].column(), spy.at(1)[1].column()) == (5, 5)  # Entries
    # a new status changes the search text too: from column 0 (the filter reads it there)
    PlayerFilter(model)
    model.update([PlayerLine("a", "Ann", "Out", 3, 4, 41_250, 2, order=(0,))])
    assert (spy.at(2)[0].column(), spy.at(2)[1].column()) == (0, 1)


def test_a_row_moving_down_and_up_is_a_change_of_the_rows_it_passes(qtbot: QtBot) -> None:
    """No rowsMoved (a view would lay out and repaint everything it shows): the span of
    rows the move shifts changes, announced before and after, then the moved row."""
    model, spies = _model()
    shifts = [QSignalSpy(model.rows_shifting), QSignalSpy(model.rows_shifted)]
    model.update([("a", 35)])  # a: 1st -> between c (30) and d (40)
    assert _names(model) == ["b", "c", "a", "d"]
    model.update([("d", 5)])  # d: last -> first
    assert _names(model) == ["d", "b", "c", "a"]
    assert _counts(spies) == {"dataChanged": 4}
    changed = [
        (spies["dataChanged"].at(i)[0].row(), spies["dataChanged"].at(i)[1].row()) for i in range(4)
    ]
    # the span rows 0..2 (b, c shift up; a lands on 2), then a's row; then d's span 0..3
    assert changed == [(0, 2), (2, 2), (0, 3), (0, 0)]
    assert [spy.count() for spy in shifts] == [2, 2]
    assert [shifts[0].at(i) for i in range(2)] == [[0, 2], [0, 3]]
    assert model.row_of("a") == 3
    assert model.key_at(0) == "d"


def test_a_new_row_is_inserted_in_its_place_and_a_gone_one_removed(qtbot: QtBot) -> None:
    model, spies = _model()
    model.update([("bb", 25)])
    assert _names(model) == ["a", "b", "bb", "c", "d"]
    model.remove(["a", "nobody"])
    assert _names(model) == ["b", "bb", "c", "d"]
    assert _counts(spies) == {"rowsInserted": 1, "rowsRemoved": 1}
    assert spies["rowsInserted"].at(0)[1:] == [2, 2]
    assert spies["rowsRemoved"].at(0)[1:] == [0, 0]
    assert model.row_of("d") == 3


def test_the_players_list_orders_rows_by_the_order_the_facade_gives(qtbot: QtBot) -> None:
    model = players_model()
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    anna = PlayerLine("p1", "Anna", "Playing", 1, 3, 100, 1, order=(0, 1, 3, 1))
    ben = PlayerLine("p2", "Ben", "Playing", 2, 1, 100, 1, order=(0, 2, 1, 2))
    model.set_rows([ben, anna])
    assert [model.row_at(i).name for i in range(2)] == ["Anna", "Ben"]
    out = PlayerLine("p1", "Anna", "Out · 2nd", None, None, None, 1, order=(2, 2, 0, 1))
    model.update([out])
    assert [model.row_at(i).name for i in range(2)] == ["Ben", "Anna"]
    assert model.data(model.index(1, 1)) == "Out · 2nd"
