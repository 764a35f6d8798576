"""The Table view: one window per table where a hand is recorded (live cards) or dealt
by the engine, with the seats, pots, whose turn it is and what they may do; a finished
hand changes the tournament's stacks as one undoable action.

A view belongs to one event and shows one immutable value (:mod:`~ui.table_view.state`'s
``ViewState``) moved only through its transition table by the window's ``send``; the
window (:mod:`~ui.table_view.window`) draws from it (:mod:`~ui.table_view.redraw`), its
keys are :mod:`~ui.table_view.keys`', the buttons beside the entry line
:mod:`~ui.table_view.action_row`'s. The parts that act on the window type it by the small
protocols of :mod:`~ui.table_view.window_port` and never import the window module."""

from __future__ import annotations

from ui.table_view.opener import TableViews
from ui.table_view.play import TableFacade
from ui.table_view.window import TableViewWindow

__all__ = ["TableFacade", "TableViewWindow", "TableViews"]
