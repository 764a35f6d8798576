"""Alembic environment for pokerfloor (run in code by ``db.migrate``; no alembic.ini needed).

The caller passes an open connection in ``config.attributes["connection"]``; offline mode (SQL
script output) and a URL in ``sqlalchemy.url`` also work for developers.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from db.rows import Base

config = context.config
target_metadata = Base.metadata


def _configure(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_offline() -> None:
    """Write the migration SQL for ``sqlalchemy.url`` without connecting."""
    context.configure(
        url=config.get_main_option("sqlalchemy.url"),
        target_metadata=target_metadata,
        literal_binds=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    """Migrate over the given connection (or a fresh one to ``sqlalchemy.url``)."""
    connection = config.attributes.get("connection")
    if connection is not None:
        _configure(connection)
        return
    engine = create_engine(str(config.get_main_option("sqlalchemy.url")))
    try:
        with engine.begin() as conn:
            _configure(conn)
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
