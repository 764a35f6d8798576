"""Test-wide setup: Qt runs offscreen, no test touches the user's real data directory or
settings (``XDG_CONFIG_HOME`` points at a folder of this test run, so ``QSettings`` such as
the clock window's placement and alert choices start empty)."""

from __future__ import annotations

import os
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="pokerfloor-test-config-")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked ``slow`` (the pokerkit differential, the crash runs: about three minutes)
    run in CI (``.ci/run`` sets ``POKERFLOOR_ALL_TESTS=1``) or when asked (``-m slow``);
    the README's test command alone skips them and says so."""
    if os.environ.get("POKERFLOOR_ALL_TESTS") == "1" or config.getoption("markexpr"):
        return
    skip = pytest.mark.skip(reason="slow: run by .ci/run, or here with POKERFLOOR_ALL_TESTS=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
