"""Database fixtures: every db test runs on SQLite and, when POKERFLOOR_PG_URL is set, on
PostgreSQL (.ci/postgres.sh starts a throwaway server and sets it in CI)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

PG_URL = os.environ.get("POKERFLOOR_PG_URL", "")


def reset_postgres(url: str) -> None:
    """Drop everything in the test database's public schema."""
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(text("DROP SCHEMA public CASCADE"))
            conn.execute(text("CREATE SCHEMA public"))
    finally:
        engine.dispose()


BACKENDS = [
    "sqlite",
    pytest.param(
        "postgresql",
        marks=[
            pytest.mark.postgres,
            pytest.mark.skipif(not PG_URL, reason="POKERFLOOR_PG_URL is not set"),
        ],
    ),
]
"""Fixture parameters: SQLite always, PostgreSQL when POKERFLOOR_PG_URL is set."""


@pytest.fixture(params=BACKENDS)
def db_target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str | Path]:
    """A fresh, empty database: a SQLite file path, or the PostgreSQL URL (schema reset)."""
    if request.param == "sqlite":
        yield tmp_path / "event.sqlite"
    else:
        reset_postgres(PG_URL)
        yield PG_URL
        reset_postgres(PG_URL)
