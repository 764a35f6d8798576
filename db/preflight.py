"""The read-only check of a SQLite file before pokerfloor writes anything to it.

:func:`preflight` opens the file with SQLite's ``immutable=1`` URI (no ``-wal`` beside it:
nothing is created, locked or written) or ``mode=ro`` (a ``-wal`` holds commits a crash left:
they are read, never written back) and checks, in this order:

1. the header: the page size is one SQLite allows and the file holds every page the header
   counts (a file cut short, even at a page boundary, is refused). With a ``-wal`` beside
   it, the file may be shorter than its header says (a full disk or a crash in the middle
   of a checkpoint: the header was copied from the ``-wal`` first, the pages after it were
   not): those pages are still in the ``-wal`` and SQLite reads them from there, so the
   size is left to SQLite's integrity check of the file with its ``-wal`` (step 2, which
   reads every page and finds one missing from both);
2. SQLite's integrity check (``quick_check``: every page, record and free-list entry);
3. that it is pokerfloor's: an ``alembic_version`` table (another program's file is refused
   before anything switches it to WAL);
4. the schema revision: one this program knows (else :class:`NewerSchemaError`, also when a
   newer pokerfloor added tables), and then no table pokerfloor does not know;
5. the content: every text value of pokerfloor's tables is UTF-8, every JSON value parses.

Any failure raises a :class:`~db.errors.StoreError` subclass naming the file and what is
wrong; the file's bytes are unchanged. Only a file that passes is opened for writing.

Step 5 reads the whole file (0.6 s at 50,000 log entries). The program's window asks for it
after its first paint instead (``preflight(..., values=False)``, then :func:`check_values`
on a worker thread, :mod:`db.later_check`); every other opening does it here.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar
from urllib.parse import quote

from sqlalchemy import JSON

from db.engine import SQLITE_HEADER
from db.errors import DamagedFileError, NewerSchemaError, StoreError
from db.rows import Base

__all__ = ["OPENED", "UNTOUCHED", "Preflight", "check_values", "preflight"]

UNTOUCHED = "it was left untouched"
"""What a refusal says of the file when nothing was written to it (every check before
the opening)."""

OPENED = (
    "nothing of the event was recorded in it since this station opened it (pokerfloor "
    "wrote only its own notes there: which station has the file open, and any hand left "
    "in progress marked interrupted)"
)
"""What the check after the first paint says of the file: the program had it open, so
it is not untouched, but no director action was recorded (they wait for the check)."""

_HEADER_SIZE = 100
_VERSION_TABLE = "alembic_version"


@dataclass(frozen=True, slots=True)
class Preflight:
    """What the read-only check found: the revision (None = an empty file) and its tables."""

    revision: str | None
    tables: frozenset[str]


def _read_only_uri(path: Path) -> str:
    wal = path.with_name(path.name + "-wal")
    mode = "mode=ro" if wal.exists() else "immutable=1"
    return f"file:{quote(path.resolve().as_posix())}?{mode}"


def _has_wal(path: Path) -> bool:
    wal = path.with_name(path.name + "-wal")
    try:
        return wal.stat().st_size > 0
    except OSError:
        return False


def preflight(path: Path, where: str, *, values: bool = True) -> Preflight:
    """Check the SQLite file at ``path`` read-only; raise a StoreError if it is not fit.
    ``values=False`` leaves out step 5 (see the module doc: :func:`check_values`)."""
    _check_header(path, where, with_wal=_has_wal(path))
    return _looking(path, where, lambda conn: _check_contents(conn, where, values=values))


def check_values(path: Path, where: str, *, opened: bool = False) -> None:
    """Step 5 alone (every text value UTF-8, every JSON value valid), read-only on a
    connection of its own (any thread); raises :class:`DamagedFileError` naming the value.
    ``opened``: the program has the file open already (:mod:`db.later_check`): the
    refusal says what was written (:data:`OPENED`), not that it was left untouched."""
    told = OPENED if opened else UNTOUCHED

    def check(conn: sqlite3.Connection) -> None:
        _check_values(conn, where, _tables(conn, where) & frozenset(Base.metadata.tables), told)

    _looking(path, where, check, told)


_T = TypeVar("_T")


def _looking(
    path: Path, where: str, look: Callable[[sqlite3.Connection], _T], told: str = UNTOUCHED
) -> _T:
    """``look`` at the file on a read-only connection; SQLite's errors as StoreErrors
    (``told``: what they say of the file)."""
    try:
        conn = sqlite3.connect(_read_only_uri(path), uri=True)
    except sqlite3.Error as error:
        raise DamagedFileError(where, f"SQLite cannot open it ({error}); {told}") from None
    try:
        conn.text_factory = bytes
        return look(conn)
    except sqlite3.Error as error:
        raise DamagedFileError(where, f"SQLite says: {error}; {told}") from None
    except UnicodeDecodeError:
        raise DamagedFileError(
            where, f"its table definitions are damaged (not text); {told}"
        ) from None
    finally:
        conn.close()


def _check_header(path: Path, where: str, *, with_wal: bool) -> None:
    try:
        with path.open("rb") as handle:
            header = handle.read(_HEADER_SIZE)
        size = path.stat().st_size
    except OSError as error:
        raise StoreError(where, f"the file cannot be read: {error}") from None
    if len(header) < _HEADER_SIZE or not header.startswith(SQLITE_HEADER):
        raise DamagedFileError(
            where,
            "it is not a pokerfloor database (damaged or another kind of file); "
            "it was left untouched",
        )
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65_536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise DamagedFileError(where, f"its header is damaged (page size {page_size})")
    if with_wal:
        return  # pages the file lacks may be in the -wal: SQLite's check decides (see above)
    pages = int.from_bytes(header[28:32], "big")
    counter_valid = header[24:28] == header[92:96]
    if size % page_size or (counter_valid and pages and size < pages * page_size):
        expected = f"{pages * page_size:,}" if counter_valid and pages else "a whole number of"
        raise DamagedFileError(
            where,
            f"the file is cut short ({size:,} bytes; its header counts {expected} bytes of "
            f"{page_size:,}-byte pages); it was left untouched. Use a backup copy",
        )


def _text(value: bytes | str) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else value


def _tables(conn: sqlite3.Connection, where: str) -> frozenset[str]:
    try:
        rows = conn.execute(
            "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'"
        ).fetchall()
        return frozenset(_text(r[0]) for r in rows)
    except UnicodeDecodeError:
        raise DamagedFileError(where, "a table name is not text; it was left untouched") from None


def _check_contents(conn: sqlite3.Connection, where: str, *, values: bool) -> Preflight:
    problems = [_text(r[0]) for r in conn.execute("PRAGMA quick_check(3)").fetchall()]
    if problems != ["ok"]:
        raise DamagedFileError(
            where, f"SQLite found damage ({'; '.join(problems)}); it was left untouched"
        )
    tables = _tables(conn, where)
    if not tables:
        return Preflight(None, tables)
    ours = set(Base.metadata.tables) | {_VERSION_TABLE}
    strangers = sorted(tables - ours)
    if _VERSION_TABLE not in tables or len(strangers) == len(tables):
        listed = ", ".join(strangers[:5]) + (", ..." if len(strangers) > 5 else "")
        raise DamagedFileError(
            where,
            f"it is a database of another program, not pokerfloor (its tables: {listed}); "
            "it was left untouched",
        )
    revision = _revision(conn, where)
    from db import migrate

    if revision != migrate.HEAD and revision not in migrate.known_revisions():
        # before the tables: a newer pokerfloor's new tables are not damage
        raise NewerSchemaError(
            where, f"it was written by a newer pokerfloor (format {revision}); update pokerfloor"
        )
    if strangers:
        raise DamagedFileError(
            where,
            f"it holds tables pokerfloor does not know ({', '.join(strangers[:5])}); "
            "it was left untouched",
        )
    if revision == migrate.HEAD:
        missing = sorted(ours - tables)
        if missing:
            raise DamagedFileError(
                where, f"tables are missing ({', '.join(missing)}); it was left untouched"
            )
    if values:
        _check_values(conn, where, tables & frozenset(Base.metadata.tables), UNTOUCHED)
    return Preflight(revision, tables)


def _revision(conn: sqlite3.Connection, where: str) -> str:
    rows = conn.execute(f"select version_num from {_VERSION_TABLE}").fetchall()
    if len(rows) != 1:
        raise DamagedFileError(
            where, f"its schema version is unreadable ({len(rows)} rows); it was left untouched"
        )
    try:
        return _text(rows[0][0])
    except (UnicodeDecodeError, AttributeError):
        raise DamagedFileError(where, "its schema version is unreadable") from None


def _check_values(conn: sqlite3.Connection, where: str, tables: frozenset[str], told: str) -> None:
    """Every text value decodes as UTF-8 and every JSON value is valid JSON (``told``:
    what a refusal says of the file).

    Done in bulk so that a large event (50,000 events) is checked in a fraction of a second:
    SQLite's ``json_valid`` for JSON, and one ``bytes.decode`` per chunk of a text column
    (the values joined by a newline, which never completes a broken UTF-8 sequence).
    """
    for name in sorted(tables):
        table = Base.metadata.tables[name]
        present = {_text(r[1]) for r in conn.execute(f'pragma table_info("{name}")')}
        for column in table.columns:
            if column.name not in present:
                continue
            quoted = f'"{name}"."{column.name}"'
            if isinstance(column.type, JSON):
                bad = conn.execute(
                    f'select rowid from "{name}" where {quoted} is not null '
                    f"and not json_valid({quoted}) limit 1"
                ).fetchone()
                if bad is not None:
                    raise _damaged_value(where, name, column.name, bad[0], told)
            if not _is_text(column):
                continue
            cursor = conn.execute(
                f"select cast({quoted} as blob) from \"{name}\" where typeof({quoted}) = 'text'"
            )
            while chunk := cursor.fetchmany(_CHUNK):
                try:
                    b"\n".join(v[0] for v in chunk).decode("utf-8")
                except UnicodeDecodeError:
                    raise _damaged_value(where, name, column.name, None, told) from None


_CHUNK = 20_000


def _is_text(column: object) -> bool:
    python_type: object = None
    try:
        python_type = column.type.python_type  # type: ignore[attr-defined]
    except NotImplementedError:
        return True
    return python_type in (str, dict, list)


def _damaged_value(
    where: str, table: str, column: str, row: int | None, told: str
) -> DamagedFileError:
    place = f"{table}.{column}" + (f" (row {row})" if row is not None else "")
    return DamagedFileError(
        where, f"a value of {place} is damaged (not readable text or JSON); {told}"
    )
