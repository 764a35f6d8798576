"""Places as a director reads them in a field of thousands: the ordinal's number grouped
as the language groups its numbers ("1,234th", "1.234.", "1 234e", "1,234位"), like every
other count on the screen (issue 23: "1234th" beside "10,000 players")."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from ui.wording import ordinal


@pytest.mark.parametrize(
    ("language", "places"),
    [
        ("en", ["1st", "22nd", "1,234th", "1,501st", "10,000th"]),
        ("de", ["1.", "22.", "1.234.", "1.501.", "10.000."]),
        ("fr", ["1er", "22e", "1\u202f234e", "1\u202f501e", "10\u202f000e"]),
        ("ja", ["1位", "22位", "1,234位", "1,501位", "10,000位"]),
    ],
    indirect=["language"],
)
def test_a_place_is_grouped_as_the_language_groups_numbers(
    qtbot: QtBot, language: str, places: list[str]
) -> None:
    assert [ordinal(n) for n in (1, 22, 1234, 1501, 10_000)] == places
