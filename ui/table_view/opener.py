"""The open table views: one window per table, several at once, opened from a table card
or the Tables menu, redrawn when the tournament changes between hands; on a display
station they follow the hands the tables' operators play (:mod:`ui.table_view.live`).
A view belongs to the event it was opened for: when another event is put on screen
(File → New or File → Open) the views of the event left close."""

from __future__ import annotations

from collections.abc import Callable, Collection

from PySide6.QtCore import QObject

from ui.bridge import Change
from ui.table_view.live import hear, withdraw
from ui.table_view.play import TableFacade, TablePlay
from ui.table_view.view_events import Closed
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
        self.demo_event = False
        """A ``--demo`` event: Deal mode offers the engine's random play-out."""
        self.tournament_id = ""
        """The event the open views belong to (its tournament id)."""
        self.show_hands: Callable[[int], object] | None = None
        """Opens a table's hand list (the console's hand history), offered in each view."""
        self._level: int | None = None
        """The level in force at the last change (:meth:`tournament_changed`)."""

    def open(self, table: int) -> TableViewWindow:
        """Show table ``table``'s view (the one already open, raised)."""
        window = self.windows.get(table)
        if window is None:
            window = TableViewWindow(
                self.play,
                table,
                display_only=self.display_only,
                demo_event=self.demo_event,
                notice=self.notice,
                after_record=self.hand_recorded,
                show_hands=self.show_hands,
            )
            window.destroyed.connect(lambda _=None, n=table: self.windows.pop(n, None))
            self.windows[table] = window
            self.tournament_id = self._tournament_id()
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def hand_recorded(self, table: int) -> str:
        """A hand was recorded at ``table``: during hand-for-hand the words say which tables
        the floor still waits for, or that every table is done and the hand is counted (the
        tournament keeps the tables done; empty outside hand-for-hand)."""
        t = self.play.facade.t
        state = t.clock_state
        if not state.hand_for_hand:
            return ""
        done = t.meta.hand_for_hand_done
        if done:
            playing = [x.number for x in self.play.facade.tables() if x.occupied >= 2]
            waiting = [n for n in playing if n not in done]
            text = self.tr("Hand-for-hand: table %1 is done; waiting for table(s) %2")
            return text.replace("%1", str(table)).replace("%2", ", ".join(map(str, waiting)))
        return self.tr(
            "Hand-for-hand: every table is done; hand-for-hand hand %1 is counted. Deal the next"
        ).replace("%1", str(state.hand_for_hand_hands))

    def _tournament_id(self) -> str:
        return self.play.facade.uow.tournament_id

    def tournament_changed(self, change: Change | None = None) -> None:
        """Redraw the views between hands that ``change`` touches (stacks, seats, button
        after an action, an undo or a move; None: every view); another event on screen:
        close the views of the one left.

        A view between hands shows its table's seats, stacks, button and hand count, its
        players' names and the level's forced bets (or why no hand may be dealt), so it is
        redrawn when the change names its table or a player seated there, the level
        played, or everything; and every one of them when the level in force has moved on
        with the time since the last change (a view it does not touch shows what it
        showed). A display station's views follow the hands in progress: always."""
        if self.windows and self.tournament_id != self._tournament_id():
            for window in list(self.windows.values()):
                window.send(Closed())  # its hand is the other event's: nothing published
                window.close()
            self.windows.clear()
            return
        level, self._level = self._level, self.play.level_now()
        every = change is None or change.everything or change.levels or level != self._level
        for window in list(self.windows.values()):
            if window.display_only or (
                window.state.between_hands and (every or self._touches(change, window.number))
            ):
                window.refresh()

    def _touches(self, change: Change | None, table: int) -> bool:
        """``change`` names ``table`` or a player seated there now (one who left it
        changed its seats: the table is named)."""
        if change is None or table in change.tables:
            return True
        return not change.players.isdisjoint(self.play.seated(table))

    def live_changed(self, tables: Collection[int]) -> None:
        """Display station: the hands in progress at ``tables`` changed; their views
        follow them."""
        for number in tables:
            window = self.windows.get(number)
            if window is not None and window.display_only:
                window.refresh()

    def writer_silent(self, silent_ms: int) -> None:
        """Display station: the writer has not been heard from for ``silent_ms`` (0: it is
        again); the views showing a hand in progress say it may be interrupted."""
        for window in self.windows.values():
            if window.display_only and (silent_ms or window.state.silent_ms):
                hear(window, silent_ms)
                window.refresh()

    def close_all(self) -> None:
        """Close every table view (the console closes): a hand in progress is lost, the
        display stations stop showing it."""
        for window in list(self.windows.values()):
            withdraw(window)
            window.send(Closed())
            window.close()
        self.windows.clear()
