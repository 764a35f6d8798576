"""Fixtures of the widget tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ui.app.translations import install_translators, remove_translators


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The program speaks ``request.param`` (``en``, ``de``, ``fr``, ``ja``) for the test
    (parametrize it with ``indirect=["language"]``)."""
    translators = install_translators(request.param)
    yield str(request.param)
    remove_translators(translators)
