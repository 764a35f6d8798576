"""Test-wide setup: Qt runs offscreen, no test touches the user's real data directory or
settings (``XDG_CONFIG_HOME`` points at a folder of this test run, so ``QSettings`` such as
the clock window's placement and alert choices start empty)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="pokerfloor-test-config-")


MEASURED_SLOW = Path(__file__).with_name("slow_tests.txt")
"""The tests measured slowest on this machine (one node id a line, ``#`` comments): marked
``slow`` like those that carry the mark in their file."""


def _measured_slow() -> frozenset[str]:
    lines = MEASURED_SLOW.read_text("utf-8").splitlines() if MEASURED_SLOW.exists() else []
    return frozenset(line.split("#")[0].strip() for line in lines) - {""}


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
