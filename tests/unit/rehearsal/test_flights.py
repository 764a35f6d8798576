"""Starting flights in a rehearsal: each bagged at the end of its Day 1, merged into Day 2."""

from __future__ import annotations

import re

import pytest

from tournament.errors import DomainError
from tournament.rehearsal import EventPlan, RehearsalSettings, RunResult, run_once, summarize
from tournament.rehearsal.cli import main
from tournament.rehearsal.days import parse_days
from tournament.rehearsal.flights import parse_flights
from tournament.rehearsal.report import report_text
from tournament.structure_io import load_preset

HOUR = 3_600_000
MINUTE = 60_000
JAN_1_NOON = 1_767_268_800_000  # 2026-01-01 12:00 UTC
START = JAN_1_NOON + 6 * HOUR  # the settings' default start: 18:00 the same date


def _settings(flights: str = "1A 12:00 20, 1B +1 12:00 25, 1C +2 18:00 15") -> RehearsalSettings:
    plan = EventPlan(
        load_preset("nlhe-turbo"),
        flights=parse_flights(flights),
        late_registration_level=0,
        max_entries=1,
    )
    return RehearsalSettings(plan, runs=1, seed=5, days=parse_days("12:00 L6, 12:00"))


def test_flights_are_written_code_date_start_entries() -> None:
    a, b = parse_flights("1A 11:30 100-120, 1B +2 19:00 90")
    assert (a.code, a.day, a.start_h, a.entries) == ("1A", 0, 11.5, (100, 120))
    assert (b.code, b.day, b.start_h, b.entries) == ("1B", 2, 19.0, (90, 90))
    assert parse_flights("") == ()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1A noon 100", 'Flight 1: "1A noon 100" is not CODE [+DAYS] HH:MM ENTRIES'),
        ("1A 12:00 100, 1A +1 12:00 80", "Two flights have the same code (1A, 1A)"),
        ("1A +1 12:00 100, 1B 12:00 80", "Flight 1B must start after flight 1A"),
        ("1A 12:00 120-100", "Flight 1A: the expected entries are a range of 2 to 100,000"),
    ],
)
def test_bad_flights_are_refused_with_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(DomainError, match=re.escape(message)):
        parse_flights(text)


def test_flights_need_a_day_plan() -> None:
    plan = EventPlan(load_preset("nlhe-turbo"), flights=parse_flights("1A 12:00 20"))
    with pytest.raises(DomainError, match="Flights need a day plan of two days or more"):
        RehearsalSettings(plan)


@pytest.fixture(scope="module")
def run() -> RunResult:
    """One run of the three flights (seed 5), shared by the tests that read it."""
    return run_once(_settings(), 5)


def test_each_flight_bags_at_the_end_of_its_day_one_and_day_two_brings_them_together(
    run: RunResult,
) -> None:
    settings = _settings()
    # three flights of 20, 25 and 15 entries, nobody re-enters: 60 entries
    assert (run.players, run.entries) == (60, 60)
    assert run.paid == 9  # 15 % of 60 entries, over every flight
    # 15-minute levels: Day 1 ends after level 6, 90 minutes after each flight's start
    (a, b, c) = run.flights
    assert (a[0], a[1], a[3], a[5]) == ("1A", 20, JAN_1_NOON + 90 * MINUTE, 6)
    assert (b[0], b[1], b[3], b[5]) == ("1B", 25, JAN_1_NOON + 24 * HOUR + 90 * MINUTE, 6)
    assert (c[0], c[1], c[3], c[5]) == ("1C", 15, JAN_1_NOON + 54 * HOUR + 90 * MINUTE, 6)
    for flight, entries in ((a, 20), (b, 25), (c, 15)):
        assert 1 <= flight[4] <= entries  # its bags: some busted, not all
    # Day 2: noon of the date after the last flight (January 4), at level 7, every bag
    assert run.day_two == (JAN_1_NOON + 72 * HOUR, a[4] + b[4] + c[4], 7)
    assert run.day_ends[0] == (c[3], a[4] + b[4] + c[4], 6)
    assert run.start_ms == JAN_1_NOON  # the event starts with its first flight
    # the bags carried every chip into Day 2: the winner holds all 60 x 20,000
    assert run.chips == 1_200_000
    # the whole event's players left: 1A's 20 at its start, then its bags while 1B waits
    assert run.samples[0] == (20, 3)  # 20 players at 3 tables of 9
    hour_before_1b = (24 * HOUR - HOUR) // settings.sample_ms
    assert run.samples[hour_before_1b] == (a[4], 0)
    # the players left at the end of level 6 are every flight's bags
    assert dict(run.level_left)[6] == a[4] + b[4] + c[4]


def test_the_report_says_what_each_flight_bags_and_when_day_two_starts(run: RunResult) -> None:
    settings = _settings()
    text = report_text(summarize([run]), settings)
    (a, b, c) = run.flights
    field = a[4] + b[4] + c[4]
    assert "Flights (each bagged at the end of its Day 1):" in text
    assert "Day 1A  20       Day 1A 13:30" in text
    assert "Day 1B  25       Day 1B 13:30" in text
    assert "Day 1C  15       Day 1C 19:30" in text
    assert f"Day 2: {field} players from 3 flights" in text
    assert "from Day 2 12:00 at level 7." in text
    assert "Flights: 1A at 12:00 (20 entries); 1B at 12:00 +1 (25 entries)" in text


def test_the_command_line_takes_flights_and_names_bad_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bad = ["--structure", "nlhe-turbo", "--days", "12:00 L6, 12:00", "--flights", "1A 100"]
    with pytest.raises(SystemExit):
        main(bad)
    assert 'Flight 1: "1A 100" is not CODE [+DAYS] HH:MM ENTRIES' in capsys.readouterr().err
    args = ["--structure", "nlhe-turbo", "--days", "12:00 L6, 12:00", "--runs", "1"]
    args += ["--workers", "1", "--late-reg", "0", "--max-entries", "1"]
    assert main([*args, "--flights", "1A 12:00 12, 1B +1 12:00 14"]) == 0
    out = capsys.readouterr().out
    assert "Day 1A  12" in out
    assert "Day 1B  14" in out
    assert "players from 2 flights" in out
