"""The director console: the window (:mod:`~ui.console.window`) and its parts.

``DirectorConsole`` is the main window; ``TableCard`` draws one table of the tables tab.
"""

from ui.console.table_card import TableCard
from ui.console.window import DirectorConsole

__all__ = ["DirectorConsole", "TableCard"]
