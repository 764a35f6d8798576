"""A multi-day event: play stops for the night, the bag count, the report by day."""

from __future__ import annotations

import dataclasses
import re

import pytest

from tournament.errors import DomainError
from tournament.rehearsal import EventPlan, RehearsalSettings, RunResult, run_once, summarize
from tournament.rehearsal.days import parse_days
from tournament.rehearsal.report import report_text
from tournament.structure_io import load_preset

HOUR = 3_600_000
START = 1_767_290_400_000  # 2026-01-01 18:00 UTC


def _settings() -> RehearsalSettings:
    plan = EventPlan(
        load_preset("nlhe-turbo"), entries=(40, 40), late_registration_level=2, max_entries=1
    )
    return RehearsalSettings(plan, runs=1, seed=3, days=parse_days("18:00 L4, 12:00"))


def test_play_stops_for_the_night_and_resumes_the_next_day_at_noon() -> None:
    settings = _settings()
    run = run_once(settings, 3)
    assert run.days == 2
    ((ended, bagged, level),) = run.day_ends
    assert level == 4
    assert bagged == dict(run.level_left)[4]  # the bag count is the field after level 4
    # turbo levels are 15 minutes: four of them and no break before, Day 1 ends at 19:00
    structure = settings.plan.structure
    day_one = sum(s.length_ms for s in structure.steps[: structure.step_of_level(4) + 1])
    assert ended == START + day_one
    # from then until 12:00 the next day nobody plays: no table runs, nobody busts
    noon = START + 18 * HOUR
    step = settings.sample_ms
    night = [run.samples[i] for i in range(len(run.samples)) if ended < START + i * step < noon]
    assert night, "the samples cover the night"
    assert {tables for _left, tables in night} == {0}
    assert {left for left, _tables in night} == {bagged}
    assert run.end_ms > noon


def _run(seed: int, days: int, day_ends: tuple[tuple[int, int, int], ...]) -> RunResult:
    return RunResult(
        seed=seed,
        players=100,
        entries=100,
        paid=15,
        hands=1000,
        start_ms=START,
        end_ms=START + 45 * HOUR,
        bubble_ms=None,
        final_table_ms=None,
        end_level=30,
        sample_ms=HOUR,
        samples=((100, 12),),
        level_stacks=((1, 100.0),),
        places=(),
        chips=0,
        starting_chips=0,
        most_seated=9,
        games=(),
        day_ends=day_ends,
        days=days,
    )


def test_the_report_gives_each_days_end_bag_count_and_how_likely_another_day_is() -> None:
    # two runs: Day 1 ends at 04:00 +1 (10 h) and 06:00 +1 (12 h), 30 and 40 players bagged;
    # the second run needs an unplanned Day 3
    day1 = (START + 10 * HOUR, 30, 10), (START + 12 * HOUR, 40, 10)
    runs = [
        _run(1, 2, (day1[0],)),
        _run(2, 3, (day1[1], (START + 36 * HOUR, 5, 20))),
    ]
    settings = dataclasses.replace(_settings(), days=parse_days("18:00 L10, 12:00 L20"))
    text = report_text(summarize(runs), settings)
    # instants: nearest-rank values of the runs (10 % = 10 h = 04:00, median the lower middle
    # 10 h, 90 % = 12 h = 06:00); players bagged 30 and 40: median 35, band 31 to 39
    assert "Day 1  Day 1 04:00    Day 1 04:00 to Day 1 06:00  35" in text
    assert "31 to 39" in text
    # the second run's Day 2 ends at 06:00 two days after the start: still Day 2's night
    # every run that plays Day 2 ends it then: its band is that instant once, not a range
    # (a long line was cut off at the PDF's margin)
    line = next(x for x in text.splitlines() if x.strip().startswith("Day 2  Day 2 06:00"))
    assert line.split() == [
        "Day",
        "2",
        "Day",
        "2",
        "06:00",
        "Day",
        "2",
        "06:00",
        "5",
        "5",
        "to",
        "5",
        "20",
    ]
    assert "A Day 2 is needed in 100% of runs." in text
    assert "A Day 3 (not planned) is needed in 50% of runs." in text
    assert "Days: Day 1 from 18:00 to the end of level 10; Day 2 from 12:00 to the end" in text


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("12:00 X4", 'Day 1: "12:00 X4" is not HH:MM, HH:MM Lnn or HH:MM Pnn'),
        ("12:00, 12:00", "Day 1 needs an end: a level (L) or players left (P)"),
        ("12:00 L8, 12:00 L6, 12:00", "Day 2 ends after level 6, not after an earlier day's"),
    ],
)
def test_a_day_plan_that_cannot_be_played_is_named(text: str, message: str) -> None:
    with pytest.raises(DomainError, match=re.escape(message)):
        parse_days(text)
