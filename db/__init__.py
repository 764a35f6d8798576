"""SQLAlchemy persistence for pokerfloor: models, migrations, unit of work, event log.

The public API (the ``ui.app`` package, the composition root, is the only importer)::

    # now: the injected time source (ms since the epoch), rng: a random.Random
    store = db.open_store(db.default_db_path(), now_ms=now())   # or a postgresql+psycopg URL
    store.closed_for_ms            # how long the program was closed (tell the director)
    tid = store.log.create_tournament(CreateTournament(...), now(), rng)
    uow = db.TournamentUnitOfWork(store, tid, now, rng)   # tournament.service.ports.UnitOfWork
    uow.handle(command)            # decided once, one transaction, events published after it
    uow.undo(); uow.redo(); uow.undo_description    # "bust-out of Anna" (kept state)
    store.log.subscribe(callback)  # callback(Commit) after each commit: events + touched
                                   # (the program's one subscriber is ui.bridge)
    store.log.refresh()            # display stations: follow the writer
    store.heartbeat(now()); store.close(now())

The modules, by concern: :mod:`db.connect` (opening a file or URL), :mod:`db.store` (the
open file and only its jobs: engine, connection, lock, lease, heartbeat; what is stored is
reached as its parts), :mod:`db.transactions` (``store.transactions``, the one owner of
transactions: a write, a read), :mod:`db.command_log` (``store.log``: a command in one
transaction, published after the commit as a :class:`db.commits.Commit`; following the
writer), :mod:`db.undo_redo`
(``store.undo_redo``), :mod:`db.loaded` (``store.loaded``: tournaments in memory, their
snapshots), :mod:`db.tournament_documents` (``store.documents``: a tournament out and in),
:mod:`db.uow` (the domain's unit of work), :mod:`db.event_log` (log entries and events),
:mod:`db.undo` (the kept undo stacks), :mod:`db.snapshots`, :mod:`db.lease` (the writer's
lease), :mod:`db.documents` (a tournament as one JSON document), :mod:`db.rows` (the
``*Row`` tables), :mod:`db.projection` (the rows the command's outcome touched) with
:mod:`db.project_players`, :mod:`db.project_tables`, :mod:`db.project_results`,
:mod:`db.project_hands`; :mod:`db.exports` (results, statistics, leagues, hands).

Errors are :class:`StoreError` subclasses whose message names the file and the problem.
Single writer: see :mod:`db.lock` (an OS lock on ``<file>.lock``; on PostgreSQL a session
advisory lock) - a second program gets :class:`LockedError` and may open display-only.
"""

from __future__ import annotations

from db.connect import open_store
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
from db.event_log import LogEntry, Published
from db.paths import default_db_path, user_data_dir
from db.store import Store
from db.uow import TournamentUnitOfWork
from tournament.service.ports import TournamentInfo

__all__ = [
    "DamagedFileError",
    "LockedError",
    "LogEntry",
    "NewerSchemaError",
    "NothingToRedoError",
    "NothingToUndoError",
    "Published",
    "ReadOnlyFileError",
    "ReadOnlyStoreError",
    "Store",
    "StoreError",
    "TournamentInfo",
    "TournamentUnitOfWork",
    "UnknownTournamentError",
    "default_db_path",
    "open_store",
    "user_data_dir",
]
