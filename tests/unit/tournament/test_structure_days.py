"""A structure's day plan (issue 30): saved with the structure, read back, refused with a
message naming the day and the field when it cannot be played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tournament.days import Day, DayFinish, DayPlan, parse_days
from tournament.structure_io import (
    StructureFileError,
    load_preset,
    structure_from_json,
    structure_from_toml,
    structure_to_json,
    structure_to_toml,
)

PLAN = DayPlan((Day(12.0, to_level=10), Day(13.5, to_players=9, finish=DayFinish.LEVEL), Day(14)))


def test_a_day_plan_is_written_and_read_back_in_toml_and_json() -> None:
    s = replace(load_preset("nlhe-regular"), days=PLAN)
    text = structure_to_toml(s)
    assert '[[days]]\nstart = "12:00"\nto_level = 10' in text
    assert 'start = "13:30"\nto_players = 9\nfinish = "level"' in text
    assert structure_from_toml(text) == s
    assert structure_from_json(structure_to_json(s)) == s
    assert structure_from_toml(text).days.text() == "12:00 L10, 13:30 P9 level, 14:00"


def test_a_structure_without_days_is_written_as_before() -> None:
    s = load_preset("nlhe-regular")
    assert "days" not in structure_to_toml(s)
    assert s.days == parse_days("")


@pytest.mark.parametrize(
    ("days", "message"),
    [
        (
            '[[days]]\nstart = "25:00"\nto_level = 4\n',
            "day 1, field 'start': must be a time of day like \"12:00\", got str '25:00'",
        ),
        ('[[days]]\nstart = "12:00"\nend = 4\n', "day 1, field 'end': unknown field"),
        (
            '[[days]]\nstart = "12:00"\nto_level = 4\nfinish = "orbit"\n',
            "day 1, field 'finish': must be one of hand, level, got 'orbit'",
        ),
        (
            '[[days]]\nstart = "12:00"\n[[days]]\nstart = "12:00"\n',
            "Day 1 needs an end: a level (L) or players left (P)",
        ),
        (
            '[[days]]\nstart = "12:00"\nto_level = 8\n[[days]]\nstart = "12:00"\nto_level = 6\n'
            '[[days]]\nstart = "12:00"\n',
            "Day 2 ends after level 6, not after an earlier day's",
        ),
    ],
)
def test_a_day_that_cannot_be_played_is_refused_by_name(days: str, message: str) -> None:
    text = structure_to_toml(load_preset("nlhe-regular")) + "\n" + days
    with pytest.raises(StructureFileError) as info:
        structure_from_toml(text, "main.toml")
    assert message in str(info.value)
    assert "main.toml" in str(info.value)
