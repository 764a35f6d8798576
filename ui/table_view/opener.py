"""The open table views: one window per table, several at once, opened from a table card
or the Tables menu, redrawn when the tournament changes between hands."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from ui.table_view.play import TableFacade, TablePlay
from ui.table_view.window import TableViewWindow

__all__ = ["TableViews"]


class TableViews(QObject):
    """Opens and keeps the table view windows (one per table)."""

    def __init__(
        self,
        facade: TableFacade,
        notice: Callable[[str], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.play = TablePlay(facade)
        self.notice = notice
        self.windows: dict[int, TableViewWindow] = {}
        self.display_only = False

    def open(self, table: int) -> TableViewWindow:
        """Show table ``table``'s view (the one already open, raised)."""
        window = self.windows.get(table)
        if window is None:
            window = TableViewWindow(
                self.play, table, display_only=self.display_only, notice=self.notice
            )
            window.destroyed.connect(lambda _=None, n=table: self.windows.pop(n, None))
            self.windows[table] = window
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def tournament_changed(self) -> None:
        """Redraw the views between hands (stacks, seats, button after an undo or a move)."""
        for window in list(self.windows.values()):
            hand = window.hand
            if hand is None or (hand.over and window.recorded):
                window.refresh()

    def close_all(self) -> None:
        """Close every table view (the console closes)."""
        for window in list(self.windows.values()):
            window.close()
        self.windows.clear()
