"""An address pokerfloor cannot use gets a clear message naming what to use or install,
never a traceback: another kind of database, an unknown driver, a missing driver."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from db.connect import open_store
from db.errors import StoreError
from tests.db.scenario import T0

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("address", "kind"),
    [
        ("mysql://floor@10.0.0.5/event", "mysql"),
        ("mysql+pymysql://floor@10.0.0.5/event", "mysql"),
        ("oracle://floor:secret@10.0.0.5/event", "oracle"),
        ("mssql+pyodbc://floor@10.0.0.5/event", "mssql"),
    ],
)
def test_another_kind_of_database_is_refused_by_name(address: str, kind: str) -> None:
    with pytest.raises(StoreError) as refused:
        open_store(address, now_ms=T0)
    message = str(refused.value)
    assert f"{kind} databases are not supported" in message
    assert "a SQLite file or PostgreSQL (postgresql+psycopg://user@host/db)" in message
    assert "secret" not in message  # a password is never shown


def test_an_unknown_postgresql_driver_is_refused_by_name() -> None:
    with pytest.raises(StoreError) as refused:
        open_store("postgresql+asyncpg://floor@10.0.0.5/event", now_ms=T0)
    assert "the driver asyncpg is not supported" in str(refused.value)


PROGRAM = textwrap.dedent(
    """
    import sys
    sys.modules["psycopg"] = None      # this machine has no PostgreSQL driver
    sys.modules["psycopg2"] = None
    from ui.cli import main
    sys.exit(main(["--db", sys.argv[1]]))
    """
)


@pytest.mark.parametrize(
    ("address", "advice"),
    [
        ("postgresql+psycopg://floor@127.0.0.1:1/event", "bash .ci/bootstrap postgres"),
        ("postgresql://floor@127.0.0.1:1/event", "bash .ci/bootstrap postgres"),
        ("postgresql+psycopg2://floor@127.0.0.1:1/event", "postgresql+psycopg://"),
    ],
)
def test_a_missing_driver_names_what_to_install(address: str, advice: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO))
    result = subprocess.run(
        [sys.executable, "-c", PROGRAM, address],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "not installed" in result.stderr
    assert advice in result.stderr
