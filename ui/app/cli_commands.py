"""``pokerfloor export`` and ``pokerfloor import``: the database without Qt."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from db.connect import open_store
from db.document_check import verify as verify_document
from db.errors import StoreError
from db.paths import default_db_path
from db.store import Store
from tournament.errors import DomainError
from ui.app.db_history import DbHistory, _readable
from ui.app.settings import system_now
from ui.history import DataFormat

__all__ = ["CliError", "cli_export", "cli_import"]


class CliError(Exception):
    """A problem the export/import commands report, with their exit status."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


def _pick_tournament(store: Store, wanted: str | None) -> str:
    """``--tournament``: an id, or a name (case-insensitive); default the newest one."""
    infos = store.log.tournaments()
    if not infos:
        raise CliError("the database holds no tournament", 2)
    if wanted is None:
        return infos[-1].id
    for info in infos:
        if info.id == wanted:
            return info.id
    named = [i for i in infos if i.name.casefold() == wanted.strip().casefold()]
    if len(named) == 1:
        return named[0].id
    listing = "; ".join(f"{i.id} {i.name!r}" for i in infos)
    if named:
        raise CliError(f"several tournaments are called {wanted!r}; give the id ({listing})", 2)
    raise CliError(f"no tournament {wanted!r} in the database (there are: {listing})", 2)


def _pick_season(history: DbHistory, wanted: str | None) -> int:
    seasons = history.seasons()
    names = ", ".join(repr(s.name) for s in seasons) or "none"
    if wanted is None:
        raise CliError(f"name the season with --season (seasons: {names})", 2)
    for season in seasons:
        if season.name.casefold() == wanted.strip().casefold():
            return season.id
    raise CliError(f"no season {wanted!r} in the database (seasons: {names})", 2)


@contextmanager
def _cli_store(db: str | None, *, read_only: bool) -> Iterator[Store]:
    target: str | Path = db if db else default_db_path()
    if read_only and isinstance(target, Path) and not target.exists():
        raise CliError(f"{target}: there is no database file here", 2)
    now = system_now()
    try:
        store = open_store(target, now_ms=now, read_only=read_only)
    except StoreError as exc:
        raise CliError(str(exc), 2) from exc
    try:
        yield store
    finally:
        store.close(system_now())


def cli_export(
    what: str, db: str | None, tournament: str | None, season: str | None, fmt: str
) -> str:
    """The text ``pokerfloor export WHAT`` writes (the database opened read-only).

    Raises :class:`CliError` (status 2) when the database or the tournament/season cannot be
    read.
    """
    with _cli_store(db, read_only=True) as store:
        history = DbHistory(store, system_now)
        data_format: DataFormat = "csv" if fmt == "csv" else "json"
        try:
            if what == "players":
                return history.players_text(data_format)
            if what == "season":
                return history.standings_text(_pick_season(history, season), data_format)
            tid = _pick_tournament(store, tournament)
            if what == "results":
                return history.results_text(tid, data_format)
            if what == "tournament":
                return history.tournament_document(tid)
            if what == "hands":
                return history.hands_text(tid)
            if what == "chip-counts":
                return history.chip_counts_text(tid, data_format)
        except DomainError as exc:
            raise CliError(str(exc), 2) from exc
    raise CliError(f"nothing to export called {what!r}", 2)  # pragma: no cover - argparse


def cli_import(text: str, db: str | None, source: str = "the document") -> tuple[str, str]:
    """Store a tournament document (``pokerfloor import tournament``); its (id, name).

    The document is checked whole (:func:`db.document_check.verify`) before the database is
    opened, so a refused file leaves the database's bytes as they were.
    Raises :class:`CliError`: status 2 when the database cannot be opened, 1 when the
    document is refused (nothing is stored then).
    """
    try:
        document = json.loads(text)
        checked = verify_document(document, source)
    except (ValueError, RecursionError, StoreError) as exc:
        raise CliError(str(exc), 1) from exc
    with _cli_store(db, read_only=False) as store:
        try:
            with _readable():
                tid = store.documents.import_document(document, system_now(), checked=checked)
        except DomainError as exc:
            raise CliError(str(exc), 1) from exc
        name = next((i.name for i in store.log.tournaments() if i.id == tid), "")
        return tid, name
