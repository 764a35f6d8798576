"""The real events the rehearsal is calibrated and judged on (``bench/rehearsal_events.toml``).

Each event is rehearsed with the structure the data file builds from the levels its sources
print (the rest filled between them): the levels the sources print must come out as printed,
every event names its sources, and every known point lies within the levels played.
"""

from __future__ import annotations

import json
import sys
import tomllib
from pathlib import Path

import pytest

_BENCH = Path(__file__).resolve().parents[3] / "bench"
sys.path.insert(0, str(_BENCH))

from rehearsal_events import DATA, load_events  # noqa: E402

from tournament.rehearsal.profiles import profile  # noqa: E402

_FIT_RUNS = _BENCH / "rehearsal_fit_runs.json"


def _levels(key: str) -> list[tuple[int, int, int]]:
    event = next(e for e in load_events() if e.key == key)
    return [(lv.small_blind, lv.big_blind, lv.ante) for lv in event.plan.structure.levels]


@pytest.mark.parametrize(
    ("key", "level", "blinds"),
    [
        # as the sources print them (calibration.md section 3 and the pages the data names)
        ("legends-2014-1a", 11, (600, 1200, 200)),
        ("legends-2014-1a", 17, (2500, 5000, 500)),
        ("legends-2014-1a", 20, (5000, 10000, 1000)),
        ("borgata-fall-2016-1a", 1, (50, 100, 0)),
        ("borgata-fall-2016-1a", 8, (300, 600, 75)),
        ("montreal-2018-e1-1a", 16, (2000, 4000, 4000)),
        ("nlhe-1500-2011", 1, (25, 50, 0)),
        ("nlhe-1500-2011", 5, (100, 200, 25)),
        ("nlhe-1500-2011", 10, (400, 800, 100)),
        ("deepstack-800-2019", 1, (100, 200, 200)),
        ("deepstack-800-2019", 20, (6000, 12000, 12000)),
        ("main-event-2015", 1, (75, 150, 0)),
        ("main-event-2015", 6, (300, 600, 75)),
        ("main-event-2015", 10, (800, 1600, 200)),
        ("main-event-2015", 15, (2500, 5000, 500)),
    ],
)
def test_the_levels_the_sources_print_are_played_as_printed(
    key: str, level: int, blinds: tuple[int, int, int]
) -> None:
    assert _levels(key)[level - 1] == blinds


def test_filled_levels_rise_and_every_event_names_its_sources() -> None:
    with DATA.open("rb") as f:
        raw = {e["key"]: e for e in tomllib.load(f)["event"]}
    for event in load_events():
        assert raw[event.key]["source"].strip(), event.key
        bigs = [lv.big_blind for lv in event.plan.structure.levels]
        assert bigs == sorted(bigs), f"{event.key}: the blinds fall somewhere"
        last = max(p.level for p in event.points)
        assert not event.stop_after_level or last <= event.stop_after_level, event.key
        assert all(0 < p.players <= event.plan.entries[1] for p in event.points), event.key


def test_the_borgata_stack_is_what_the_average_says() -> None:
    # "Entries: 159, Players Remaining: 81, Average Stack: 59,900": 81 x 59,900 / 159
    event = next(e for e in load_events() if e.key == "borgata-fall-2016-1a")
    assert abs(event.plan.structure.starting_stack - 81 * 59_900 / 159) < 0.02 * 30_000


def test_the_big_events_start_with_the_stacks_and_levels_their_sources_print() -> None:
    events = {e.key: e for e in load_events()}
    main = events["main-event-2015"].plan
    assert main.structure.starting_stack == 30_000  # pokernewsdaily: 30,000 chips
    assert {level.length_ms for level in main.structure.levels} == {120 * 60_000}
    assert main.table_size == 9
    assert events["nlhe-1500-2011"].plan.structure.starting_stack == 4_500
    assert events["main-event-2015"].bubble_level == 14


def test_the_fit_has_runs_of_every_event_that_reach_every_known_point() -> None:
    # every event of the data file is in the fit (the big ones too), each with at least
    # the 4 runs a point's response needs, every run recording the players left at each
    # known level (unless it ended before), sampled at its profile's two ranges times one
    # factor (so the fit can put every event of a profile on today's ranges)
    data = json.loads(_FIT_RUNS.read_text())
    for event in load_events():
        sampled = data[event.key]
        assert sampled["profile"] == event.field, event.key
        assert len(sampled["runs"]) >= 4, event.key
        for run in sampled["runs"]:
            ended = run["end_level"] or event.stop_after_level or 10**6
            for point in event.points:
                # recorded, or the run had its winner before the end of that level
                assert str(point.level) in run["left"] or ended <= point.level, event.key
        now = profile(event.field)
        factor = sampled["tight_range"] / now.tight_range
        assert sampled["loose_range"] / now.loose_range == pytest.approx(factor, rel=0.01)
