"""The History dialogs: results of a tournament, a player's history, season standings.

They read through :class:`ui.history.HistoryFacade` only. Files are saved through ``save``
(the console's): ``save(title, suggested_name, filters, produce) -> message`` asks where,
writes ``produce()``'s text whole and returns what to tell the director ("" when cancelled).
"""

from ui.history_dialogs.common import Save, file_slug, format_date
from ui.history_dialogs.player_history import PlayerHistoryDialog
from ui.history_dialogs.results import ResultsDialog
from ui.history_dialogs.season import SeasonDialog

__all__ = [
    "PlayerHistoryDialog",
    "ResultsDialog",
    "Save",
    "SeasonDialog",
    "file_slug",
    "format_date",
]
