"""Alembic migrations run in code: a Config built here, scripts shipped inside the package."""

from __future__ import annotations

import importlib.resources
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, inspect, text

from db.rows import Base

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = ["HEAD", "alembic_config", "current_revision", "drift", "head_revision", "upgrade"]

HEAD = "0011"
"""The newest migration; a test checks it against the scripts. Opening a database that is
already at ``HEAD`` never imports Alembic (start-up stays fast)."""


def alembic_config(connection: Connection | None = None, url: str | None = None) -> Config:
    """An Alembic ``Config`` pointing at ``db/migrations`` (no ini file)."""
    from alembic.config import Config

    config = Config()
    location = importlib.resources.files("db") / "migrations"
    config.set_main_option("script_location", str(location))
    config.set_main_option("path_separator", "os")
    if url is not None:
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    """The newest migration shipped with this program (read from the scripts)."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def known_revisions() -> set[str]:
    """Every migration revision this program knows."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config())
    return {rev.revision for rev in script.walk_revisions()}


def current_revision(connection: Connection) -> str | None:
    """The revision the database is at (None: never migrated)."""
    if not inspect(connection).has_table("alembic_version"):
        return None
    rows = connection.execute(text("select version_num from alembic_version")).scalars().all()
    return str(rows[0]) if len(rows) == 1 else None


def has_foreign_tables(connection: Connection) -> bool:
    """True when the database holds tables but no Alembic version (not a pokerfloor file)."""
    names = set(inspect(connection).get_table_names())
    return bool(names) and "alembic_version" not in names


def upgrade(connection: Connection) -> None:
    """Bring the database to the head revision (inside the connection's transaction)."""
    from alembic import command

    command.upgrade(alembic_config(connection), "head")


def drift(connection: Connection) -> list[Any]:
    """Differences between the database schema and the models (empty when in step)."""
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    context = MigrationContext.configure(connection, opts={"compare_type": True})
    return list(compare_metadata(context, Base.metadata))
