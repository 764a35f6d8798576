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
        self.hand_for_hand_done: set[int] = set()
        """Tables that finished the hand-for-hand hand now being played."""
        self._hand_for_hand_hand = -1
        self.show_hands: Callable[[int], object] | None = None
        """Opens a table's hand list (the console's hand history), offered in each view."""

    def open(self, table: int) -> TableViewWindow:
        """Show table ``table``'s view (the one already open, raised)."""
        window = self.windows.get(table)
        if window is None:
            window = TableViewWindow(
                self.play,
                table,
                display_only=self.display_only,
                notice=self.notice,
                after_record=self.hand_recorded,
                show_hands=self.show_hands,
            )
            window.destroyed.connect(lambda _=None, n=table: self.windows.pop(n, None))
            self.windows[table] = window
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def hand_recorded(self, table: int) -> str:
        """A hand was recorded at ``table``: during hand-for-hand the table is done with the
        hand; the words say which tables the floor still waits for (empty otherwise)."""
        state = self.play.facade.t.clock_state
        if not state.hand_for_hand:
            self.hand_for_hand_done.clear()
            return ""
        if state.hand_for_hand_hands != self._hand_for_hand_hand:  # a new hand-for-hand hand
            self.hand_for_hand_done.clear()
            self._hand_for_hand_hand = state.hand_for_hand_hands
        self.hand_for_hand_done.add(table)
        playing = [t.number for t in self.play.facade.tables() if t.occupied >= 2]
        waiting = [n for n in playing if n not in self.hand_for_hand_done]
        if waiting:
            text = self.tr("Hand-for-hand: table %1 is done; waiting for table(s) %2")
            return text.replace("%1", str(table)).replace("%2", ", ".join(map(str, waiting)))
        return self.tr(
            "Hand-for-hand: every table is done. Record it: Clock → Hand done at every table"
        )

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
