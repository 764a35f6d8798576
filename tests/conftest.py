"""Test-wide setup: Qt runs offscreen, no test touches the user's real data directory or
settings (``XDG_CONFIG_HOME`` points at a folder of this test run, so ``QSettings`` such as
the clock window's placement and alert choices start empty)."""

from __future__ import annotations

import fcntl
import os
import tempfile
from collections.abc import Generator
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="pokerfloor-test-config-")


PG_URL = os.environ.get("POKERFLOOR_PG_URL", "")
"""The test PostgreSQL server's address (.ci/postgres.sh), as tests/db/conftest.py reads it."""

MEASURED_SLOW = Path(__file__).with_name("slow_tests.txt")
"""The tests measured slowest on this machine (one node id a line, ``#`` comments): marked
``slow`` like those that carry the mark in their file."""


def _measured_slow() -> frozenset[str]:
    lines = MEASURED_SLOW.read_text("utf-8").splitlines() if MEASURED_SLOW.exists() else []
    return frozenset(line.split("#")[0].strip() for line in lines) - {""}


def _uses_the_postgresql_server(item: pytest.Item) -> bool:
    """Whether ``item`` uses the one test PostgreSQL server (.ci/postgres.sh): a PostgreSQL
    parameter, or a module that reads its address (some of them restart the server)."""
    module = getattr(item, "module", None)
    return "postgres" in item.keywords or (module is not None and "PG_URL" in vars(module))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(
    item: pytest.Item, nextitem: pytest.Item | None
) -> Generator[None, object, object]:
    """Under ``pytest -n`` (pytest-xdist) a test that uses the test PostgreSQL server waits
    for its turn: one such test at a time over all workers (they share the server, its one
    database, and some stop or restart it); every other test runs alongside."""
    if not (PG_URL and os.environ.get("PYTEST_XDIST_WORKER") and _uses_the_postgresql_server(item)):
        return (yield)
    turn = Path(tempfile.gettempdir()) / f"pokerfloor-pg-{make_url(PG_URL).port}.lock"
    with turn.open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            return (yield)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked ``slow`` (the pokerkit differential, the crash runs, and the tests listed
    in ``slow_tests.txt``) run in CI (``.ci/run`` sets ``POKERFLOOR_ALL_TESTS=1``) or when
    asked (``-m slow``); the README's test command alone skips them and says so."""
    measured = _measured_slow()
    for item in items:
        if item.nodeid in measured or item.nodeid.split("[")[0] in measured:
            item.add_marker(pytest.mark.slow)
    if os.environ.get("POKERFLOOR_ALL_TESTS") == "1" or config.getoption("markexpr"):
        return
    skip = pytest.mark.skip(reason="slow: run by .ci/run, or here with POKERFLOOR_ALL_TESTS=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
