"""Opening a database safely: file checks, the writer lock, migrations after a backup.

Order of checks for a SQLite file, each with a clear :class:`~db.errors.StoreError`:

1. the path is a file whose first bytes are SQLite's header (else :class:`DamagedFileError`;
   the file is never written to, let alone overwritten);
2. for writing, the file and its folder are writable (else :class:`ReadOnlyFileError`);
3. the read-only check of :mod:`db.preflight` (header and size, SQLite's integrity check,
   pokerfloor's tables, schema revision, readable text and JSON), before anything writes
   the file (SQLite's ``quick_check`` runs there once: the file is not checked again once
   the engine has it open);
4. for writing, the sidecar lock ``<file>.lock`` is free (else :class:`LockedError`);
5. the schema is a pokerfloor one at a known revision; if older, a copy of the file is made
   next to it (``<name>.before-<rev>-<instant>.sqlite``, :func:`backup_sqlite`) and the
   migrations run (:func:`db.connect.ensure_schema`, in the opening's transactions).

:func:`translate_errors` turns the driver's errors into :class:`~db.errors.StoreError`
subclasses; :mod:`db.transactions` wraps every transaction in it.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import stat
from collections.abc import Iterator
from pathlib import Path

from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from db import migrate
from db.engine import SQLITE_HEADER
from db.errors import (
    DamagedFileError,
    LockedError,
    ReadOnlyFileError,
    StoreError,
    UnreachableError,
)
from db.preflight import Preflight, check_values, preflight

__all__ = [
    "backup_sqlite",
    "check_sqlite_file",
    "lock_path",
    "translate_errors",
]


def lock_path(path: Path) -> Path:
    """The sidecar lock file of a database file."""
    return path.with_name(path.name + ".lock")


def check_sqlite_file(path: Path, *, read_only: bool, values: bool = True) -> Preflight | None:
    """Check the file before SQLite touches it; returns what the read-only check found when
    it exists with content, else None. ``values=False``: every check but the content's
    (:func:`db.preflight.preflight`), for a file at the current revision."""
    where = str(path)
    try:
        where.encode("utf-8")
    except UnicodeEncodeError:
        shown = os.fsencode(path).decode("utf-8", "backslashreplace")
        raise StoreError(
            shown,
            "the name of its folder (or its own) is not valid UTF-8 text (written by an older "
            "system or a USB stick in another encoding); SQLite cannot open files there. "
            "Rename the folder (or move the file to a folder with a plain name) and open it "
            "again",
        ) from None
    if path.exists() and not path.is_file():
        raise StoreError(where, "this is a folder, not a database file")
    if not path.exists():
        if read_only:
            raise StoreError(where, "the file does not exist")
        folder = path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise ReadOnlyFileError(where, f"cannot create the folder {folder}: {error}") from None
        if not _writable(folder):
            raise ReadOnlyFileError(where, f"the folder {folder} is read-only")
        return None
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as error:
        raise StoreError(where, f"the file cannot be read: {error}") from None
    size = path.stat().st_size
    if size and header != SQLITE_HEADER:
        raise DamagedFileError(
            where,
            "it is not a pokerfloor database (damaged or another kind of file); "
            "it was left untouched",
        )
    if not read_only:
        if not _writable(path):
            raise ReadOnlyFileError(
                where, "the file is read-only; make it writable or open it display-only"
            )
        if not _writable(path.parent):
            raise ReadOnlyFileError(
                where, f"its folder {path.parent} is read-only; SQLite needs to write beside it"
            )
    if not size:
        return None
    found = preflight(path, where, values=values)
    if not values and found.revision != migrate.HEAD:  # an upgrade writes: check it whole
        check_values(path, where)
    return found


def _writable(path: Path) -> bool:
    """Writable for us *and* not marked read-only (root ignores permission bits otherwise)."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    return os.access(path, os.W_OK) and bool(mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


def backup_sqlite(path: Path, revision: str | None, now_ms: int) -> Path:
    """Copy the database (consistently, with SQLite's backup API) next to it; return the copy."""
    stem = path.name.removesuffix(".sqlite")
    target = path.with_name(f"{stem}.before-{revision or 'none'}-{now_ms}.sqlite")
    source = sqlite3.connect(f"file:{path.as_posix()}?mode=ro", uri=True)
    try:
        copy = sqlite3.connect(target)
        try:
            source.backup(copy)
        finally:
            copy.close()
    finally:
        source.close()
    return target


@contextlib.contextmanager
def translate_errors(where: str) -> Iterator[None]:
    """Turn driver errors into :class:`StoreError` subclasses that name the problem."""
    try:
        yield
    except StoreError:
        raise
    except (DBAPIError, sqlite3.DatabaseError) as error:
        raise classify(where, error) from error
    except (UnicodeDecodeError, json.JSONDecodeError) as error:  # damaged stored text / JSON
        raise DamagedFileError(
            where, f"it holds damaged text ({error}); it was left untouched"
        ) from error
    except SQLAlchemyError as error:
        raise StoreError(where, f"database error: {error}") from error


def classify(where: str, error: BaseException) -> StoreError:
    """The :class:`StoreError` for a driver error."""
    original = getattr(error, "orig", None) or error
    message = str(original).lower()
    damaged = ("not a database", "malformed", "disk image", "could not decode")
    if any(words in message for words in damaged):
        return DamagedFileError(where, f"SQLite says: {original}; it was left untouched")
    if "readonly" in message or "read-only" in message or "read only" in message:
        return ReadOnlyFileError(where, f"the database cannot be written ({original})")
    if "database is locked" in message:
        return LockedError(where, "another program is writing it right now")
    if "unable to open" in message:
        return StoreError(where, f"the file cannot be opened ({original})")
    if _unreachable(error, message):
        return UnreachableError(where, " ".join(str(original).split())[:200])
    return StoreError(where, f"database error: {original}")


_LOST = (
    "connection refused",
    "could not connect",
    "server closed the connection",
    "terminating connection",
    "connection is closed",
    "connection timed out",
    "timeout expired",  # psycopg 3: a server that accepts but never answers
    "connection to server",
    "the database system is",
    "no route to host",
    "network is unreachable",
    "consuming input failed",
    "ssl syscall",
)


def _unreachable(error: BaseException, message: str) -> bool:
    """A lost or refused connection to a database server (down, restarting, the network)."""
    if isinstance(error, DBAPIError) and error.connection_invalidated:
        return True
    return any(words in message for words in _LOST)
