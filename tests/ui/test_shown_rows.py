"""A move among many rows repaints only the rows on screen it changed, and the selection
stays on the same rows (by key), not on the row numbers the move shifted."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSortFilterProxyModel
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView
from pytestqt.qtbot import QtBot

from ui.console.kept_selection import KeptSelection
from ui.console.shown_rows import ShownRowsView
from ui.dialogs import table_view
from ui.qtmodels import KeyedRowsModel

ROWS = 200


class Paints(QObject):
    """The rectangles the viewport paints."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRect] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            self.rects.append(event.rect())
        return False


def _list(qtbot: QtBot) -> tuple[ShownRowsView, KeyedRowsModel[tuple[str, int]], Paints]:
    model: KeyedRowsModel[tuple[str, int]] = KeyedRowsModel(
        ["Name", "Rank"], [lambda r: r[0], lambda r: str(r[1])], lambda r: r[0], lambda r: r[1]
    )
    model.set_rows([(f"p{i:03}", i * 10) for i in range(ROWS)])
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    view = table_view(proxy, ShownRowsView())
    assert isinstance(view, ShownRowsView)
    view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
    # as the players list: columns fitted on their own, not on every change
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.kept = KeptSelection(view, model, proxy)  # type: ignore[attr-defined]
    view.proxy = proxy  # type: ignore[attr-defined]
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(50)
    paints = Paints()
    view.viewport().installEventFilter(paints)
    qtbot.wait(20)
    return view, model, paints


def _shown(view: ShownRowsView) -> list[str]:
    """The names in the rows on screen, top to bottom."""
    first, last = view.rowAt(0), view.rowAt(view.viewport().height() - 1)
    model = view.model()
    return [str(model.index(r, 0).data()) for r in range(first, last + 1)]


def _selected(view: ShownRowsView) -> list[str]:
    rows = sorted(i.row() for i in view.selectionModel().selectedRows())
    return [str(view.model().index(r, 0).data()) for r in rows]


def test_a_move_below_the_screen_repaints_nothing_and_one_on_it_repaints_its_rows(
    qtbot: QtBot,
) -> None:
    view, model, paints = _list(qtbot)
    shown = _shown(view)
    assert shown[0] == "p000"
    height = view.rowHeight(0)
    model.update([("p150", 5_000)])  # row 150 -> the last row: all below the screen
    qtbot.wait(20)
    assert paints.rects == []
    assert _shown(view) == shown
    assert model.row_at(ROWS - 1) == ("p150", 5_000)

    model.update([("p199", 15)])  # the last row -> row 2: rows 2 to the bottom shift down
    qtbot.wait(20)
    assert _shown(view)[:4] == ["p000", "p001", "p199", "p002"]
    assert paints.rects  # the rows on screen from row 2 down, not the two above them
    assert min(r.top() for r in paints.rects) >= 2 * height - 1
    assert max(r.bottom() for r in paints.rects) >= view.viewport().height() - height


def test_the_selection_and_the_current_row_stay_on_the_same_players(qtbot: QtBot) -> None:
    view, model, _ = _list(qtbot)
    view.selectRow(5)  # p005, current too
    model.update([("p003", 10_000)])  # a row above it moves to the end
    assert _selected(view) == ["p005"]
    assert view.currentIndex().row() == 4
    assert view.verticalScrollBar().value() == 0  # the view did not scroll

    model.update([("p005", 20_000)])  # the selected row itself moves to the end
    assert _selected(view) == ["p005"]
    assert view.currentIndex().data() == "p005"
    assert view.verticalScrollBar().value() == 0

    view.clearSelection()
    view.selectRow(10)
    view.selectionModel().select(
        view.model().index(12, 0),
        view.selectionModel().SelectionFlag.Select | view.selectionModel().SelectionFlag.Rows,
    )
    names = _selected(view)
    model.update([("p000", 99_999)])  # the first row to the end: both shift up one
    assert _selected(view) == names
