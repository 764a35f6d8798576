"""One owner of transactions: nothing outside :mod:`db.transactions` opens one.

A director's command is one transaction because one place opens them (``store.transactions
.write()`` / ``.read()``); a module that called ``conn.begin()`` itself could commit half of
an action. This walks the program's code (``db/`` and the composition root ``ui/app/``, the
only code that may touch the database: import-linter keeps the rest out) for the calls that
open a transaction or a connection.
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


def test_only_the_owner_opens_transactions() -> None:
    assert program_openings() == []


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
