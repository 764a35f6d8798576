"""Composition root: builds the store, the domain service, the console and the clock screen.

This package is the only part of ``ui`` that imports ``db``. Tests call :func:`build_app`
with a fake time source (``now``), a seeded rng and a temporary database file. Qt is
imported inside the functions that build windows, so that :class:`DbHistory`,
:func:`cli_export` and :func:`cli_import` (the ``pokerfloor export``/``import`` commands)
run without it.

- :mod:`~ui.app.settings`: what the command line chose, the real time source
- :mod:`~ui.app.wiring`: :func:`build_app` and the running program's parts
- :mod:`~ui.app.db_history`: results, players, seasons and documents from the store
- :mod:`~ui.app.translations`: the language spoken and its Qt translators
- :mod:`~ui.app.run`: ``pokerfloor`` itself (windows or screenshots), and opening the
  database again as the director's station once the director took over
- :mod:`~ui.app.station_watch`: the database and the director's station, watched; with
  :mod:`~ui.app.display_station` (a display station following the writer),
  :mod:`~ui.app.takeover` (the takeover's confirmation) and :mod:`~ui.app.second_copy`
- :mod:`~ui.app.cli_commands`: ``pokerfloor export`` / ``import``
"""

from ui.app.cli_commands import CliError, cli_export, cli_import
from ui.app.db_history import DbHistory
from ui.app.run import run_app
from ui.app.settings import AppSettings, AskNewTournament, NoTournamentError, system_now
from ui.app.translations import install_translators, resolve_language
from ui.app.wiring import AppParts, ask_new_tournament, build_app

__all__ = [
    "AppParts",
    "AppSettings",
    "AskNewTournament",
    "CliError",
    "DbHistory",
    "NoTournamentError",
    "ask_new_tournament",
    "build_app",
    "cli_export",
    "cli_import",
    "install_translators",
    "resolve_language",
    "run_app",
    "system_now",
]
