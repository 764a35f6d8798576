"""Fixtures of the end-to-end tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.e2e.support import START
from ui.app import AppParts


@pytest.fixture
def opened() -> Iterator[list[AppParts]]:
    """Apps opened by a test; closed (database included) at the end."""
    parts_list: list[AppParts] = []
    yield parts_list
    for parts in parts_list:
        if not parts.store._closed:
            parts.close(START)
