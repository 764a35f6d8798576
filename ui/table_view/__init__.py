"""The Table view: one window per table where a hand is recorded (live cards) or dealt
by the engine, with the seats, pots, whose turn it is and what they may do; a finished
hand changes the tournament's stacks as one undoable action."""

from __future__ import annotations

from ui.table_view.opener import TableViews
from ui.table_view.play import TableFacade
from ui.table_view.window import TableViewWindow

__all__ = ["TableFacade", "TableViewWindow", "TableViews"]
