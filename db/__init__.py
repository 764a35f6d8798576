"""SQLAlchemy persistence for pokerfloor: models, migrations, unit of work, event log.

The public API (``ui/app.py`` is the only importer)::

    store = db.open_store(db.default_db_path(), now_ms=clock())   # or a postgresql+psycopg URL
    store.closed_for_ms            # how long the program was closed (tell the director)
    tid = store.create_tournament(CreateTournament(...), now, rng)
    store.tournaments(); store.load(tid)          # the service's Tournament aggregate
    store.execute(tid, command, now, rng)         # one transaction; events published after it
    store.subscribe(callback)                     # callback(list[Published]) after each commit
    store.undo(now); store.redo(now); store.undo_label  # "Undo: bust-out of Anna"
    store.refresh()                               # display stations: follow the writer
    store.heartbeat(now); store.close(now)

Errors are :class:`StoreError` subclasses whose message names the file and the problem.
Exports live in :mod:`db.exports`, the league formula language in :mod:`db.formula`.
Single writer: see :mod:`db.lock` (an OS lock on ``<file>.lock``; on PostgreSQL a session
advisory lock) - a second program gets :class:`LockedError` and may open display-only.
"""

from __future__ import annotations

from db.errors import (
    DamagedFileError,
    LockedError,
    NewerSchemaError,
    NothingToRedoError,
    NothingToUndoError,
    ReadOnlyFileError,
    ReadOnlyStoreError,
    StoreError,
    UnknownTournamentError,
)
from db.paths import default_db_path, user_data_dir
from db.store import HistoryItem, Published, Store, TournamentInfo, open_store

__all__ = [
    "DamagedFileError",
    "HistoryItem",
    "LockedError",
    "NewerSchemaError",
    "NothingToRedoError",
    "NothingToUndoError",
    "Published",
    "ReadOnlyFileError",
    "ReadOnlyStoreError",
    "Store",
    "StoreError",
    "TournamentInfo",
    "UnknownTournamentError",
    "default_db_path",
    "open_store",
    "user_data_dir",
]
