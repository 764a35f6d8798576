"""The director console: the window (:mod:`~ui.console.window`) and its parts.

``DirectorConsole`` is the main window; ``TableCard`` draws one table of the tables tab.
Every part changes the event through ONE write path, the shell's ``send(command)``
(:class:`~ui.console.shell.ConsoleShell`: one command, one transaction, one undo step; a
refusal on the notice line), and is refreshed from what each commit touched
(:mod:`~ui.console.updates`, called by the bridge, the store's only subscriber); each part
reads through its own small port (:mod:`~ui.console.ports`).
"""

from ui.console.table_card import TableCard
from ui.console.window import DirectorConsole

__all__ = ["DirectorConsole", "TableCard"]
