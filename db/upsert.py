"""Insert rows or update the ones that exist, in one statement on SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from sqlalchemy import Connection, Insert, Table, func, select, update
from sqlalchemy.dialects import sqlite

from db.rows import Base

if TYPE_CHECKING:  # pragma: no cover
    from sqlalchemy.dialects import postgresql

__all__ = ["upsert"]

_STATEMENTS: dict[tuple[str, str, tuple[str, ...], tuple[str, ...]], Insert] = {}


def _statement(
    dialect: str, table: Table, columns: tuple[str, ...], keys: tuple[str, ...]
) -> Insert:
    cache_key = (dialect, table.name, columns, keys)
    stmt = _STATEMENTS.get(cache_key)
    if stmt is None:
        base: postgresql.Insert | sqlite.Insert
        if dialect == "postgresql":  # its dialect is imported only by a PostgreSQL store
            from sqlalchemy.dialects import postgresql as pg

            base = pg.insert(table)
        else:
            base = sqlite.insert(table)
        cols = {c: base.excluded[c] for c in columns if c not in keys}
        stmt = (
            base.on_conflict_do_update(index_elements=list(keys), set_=cols)
            if cols
            else base.on_conflict_do_nothing(index_elements=list(keys))
        )
        _STATEMENTS[cache_key] = stmt
    return stmt


def upsert(
    conn: Connection,
    row_class: type[Base],
    rows: Sequence[Mapping[str, object]],
    keys: Iterable[str],
) -> None:
    """Insert ``rows`` into ``row_class``'s table, updating the non-key columns of rows whose
    ``keys`` exist already (statements built once per dialect and column set)."""
    if not rows:
        return
    table = row_class.__table__
    assert isinstance(table, Table)
    key_tuple = tuple(keys)
    dialect = conn.dialect.name
    if dialect in {"postgresql", "sqlite"}:
        conn.execute(_statement(dialect, table, tuple(rows[0]), key_tuple), list(rows))
        return
    for row in rows:  # portable fallback
        where = [table.c[k] == row[k] for k in key_tuple]
        if conn.execute(select(func.count()).select_from(table).where(*where)).scalar_one():
            conn.execute(update(table).where(*where).values(**row))
        else:
            conn.execute(table.insert().values(**row))
