"""One owner of transactions: nothing outside :mod:`db.transactions` opens one.

A director's command is one transaction because one place opens them (``store.transactions
.write()`` / ``.read()``); a module that called ``conn.begin()`` itself could commit half of
an action. This walks the program's code (``db/`` and the composition root ``ui/app/``, the
only code that may touch the database: import-linter keeps the rest out) for the calls that
open a transaction or a connection, and for the code that ends one (``commit()``,
``rollback()``) or borrows the connection under the transactions (``transactions.connection``,
the driver's ``dbapi_connection``): each such place is listed with its reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OWNER = "db/transactions.py"
OPENERS = {"begin", "begin_nested", "connect"}
"""``x.begin()``, ``x.begin_nested()``, ``x.connect()``: a transaction or a connection."""
FACTORIES = {"Session", "sessionmaker", "create_engine"}

ALLOWED: dict[tuple[str, str], str] = {
    ("db/migrations/env.py", "engine.begin"): "Alembic's command line on its own URL",
    ("db/opening.py", "sqlite3.connect"): "a backup copies the file before an upgrade",
    ("db/preflight.py", "sqlite3.connect"): "a read-only look at a file before it is opened",
    ("db/fresh_copy.py", "sqlite3.connect"): "the fresh copy's new file (SQLite's backup)",
    ("db/engine.py", "create_engine"): "the engine itself",
    ("db/migrations/env.py", "create_engine"): "Alembic's command line on its own URL",
}
"""Calls that open something that is not a transaction of the program's database."""

BORROWED: dict[tuple[str, str], str] = {
    ("db/connect.py", "dbapi_connection.commit"): "the pool's hook on a new connection",
    ("db/engine.py", "dbapi_connection.commit"): "the pool's hook on a new connection",
    ("db/engine.py", "conn.connection.dbapi_connection"): "the checkpoint, between transactions",
    ("db/store.py", "self.transactions.connection"): "the checkpoint and the -wal watch",
    ("db/wal_watch.py", "conn.connection.dbapi_connection"): "the journal mode, between writes",
    ("db/fresh_copy.py", "store.transactions.connection"): "SQLite's backup of the whole file",
    ("db/fresh_copy.py", "conn.connection.dbapi_connection"): "SQLite's backup of the file",
    ("db/fresh_copy.py", "conn.commit"): "ends the connection's read before the backup",
}
"""Where a module ends a transaction or borrows the connection, and why."""

QT_CODE = ("ui/app/",)  # Qt's ``signal.connect(slot)`` is no database call


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_name(node.value)}.{node.attr}"
    if isinstance(node, ast.Call):
        return _name(node.func) + "()"
    return "?"


def openings(relative: str, source: str) -> list[str]:
    """``module:line call`` of each call in ``source`` that opens a transaction."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, relative)):
        if not isinstance(node, ast.Call):
            continue
        call = _name(node.func)
        last = call.rsplit(".", 1)[-1]
        if isinstance(node.func, ast.Attribute) and last in OPENERS:
            qt_signal = last == "connect" and "engine" not in call and call != "sqlite3.connect"
            if qt_signal and relative.startswith(QT_CODE):
                continue
        elif last not in FACTORIES:
            continue
        if relative == OWNER or (relative, call) in ALLOWED:
            continue
        found.append((node.lineno, f"{relative}:{node.lineno} {call}()"))
    return [text for _line, text in sorted(found)]


def program_openings() -> list[str]:
    found: list[str] = []
    for package in ("db", "ui/app"):
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            found += openings(relative, path.read_text(encoding="utf-8"))
    return found


def borrowings(relative: str, source: str) -> list[str]:
    """``module:line what`` of each ``commit()``/``rollback()`` call and each read of the
    connection under the transactions in ``source``, outside the owner and the list."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, relative)):
        what = ""
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in {"commit", "rollback"}:
                what = _name(node.func)
        elif isinstance(node, ast.Attribute) and node.attr == "dbapi_connection":
            what = _name(node)
        elif isinstance(node, ast.Attribute) and node.attr == "connection":
            what = _name(node) if _name(node.value).endswith("transactions") else ""
        if what and relative != OWNER and (relative, what) not in BORROWED:
            found.append((node.lineno, f"{relative}:{node.lineno} {what}"))
    return [text for _line, text in sorted(found)]


def program_borrowings() -> list[str]:
    found: list[str] = []
    for package in ("db", "ui/app"):
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if "migrations" not in path.parts:
                found += borrowings(relative, path.read_text(encoding="utf-8"))
    return found


def test_only_the_owner_opens_transactions() -> None:
    assert program_openings() == []


def test_only_the_owner_ends_transactions_or_lends_the_connection() -> None:
    assert program_borrowings() == []


def test_the_walk_finds_a_borrowing() -> None:
    """The check would see a module that commits itself or borrows the connection."""
    source = (
        "def f(store):\n"
        "    conn = store.transactions.connection\n"
        "    conn.execute(x)\n"
        "    conn.commit()\n"
        "    raw = conn.connection.dbapi_connection\n"
    )
    assert borrowings("db/exports.py", source) == [
        "db/exports.py:2 store.transactions.connection",
        "db/exports.py:4 conn.commit",
        "db/exports.py:5 conn.connection.dbapi_connection",
    ]
    assert borrowings(OWNER, source) == []


def test_the_walk_finds_an_opening() -> None:
    """The check would see a module that opens its own transaction (or connection)."""
    source = (
        "def f(store, engine):\n"
        "    conn = store.transactions.connection\n"
        "    with conn.begin():\n"
        "        pass\n"
        "    with engine.connect() as c:\n"
        "        pass\n"
        "    Session(engine)\n"
    )
    assert openings("db/exports.py", source) == [
        "db/exports.py:3 conn.begin()",
        "db/exports.py:5 engine.connect()",
        "db/exports.py:7 Session()",
    ]
    assert openings(OWNER, source) == []
