"""The printed structure's start times and colour-ups, worked out by hand."""

from __future__ import annotations

from tournament.limits import MINUTE_MS
from tournament.structure import Break, Level
from tournament.structure_schedule import elapsed_text, schedule


def test_each_step_starts_when_the_ones_before_it_have_run() -> None:
    steps = (
        Level(("NT",), 30 * MINUTE_MS, 100, 200),
        Level(("NT",), 30 * MINUTE_MS, 200, 400),
        Break(15 * MINUTE_MS, (100,)),
        Level(("NT",), 45 * MINUTE_MS, 300, 600),
        Break(20 * MINUTE_MS, (500, 1_000)),
        Level(("NT",), 45 * MINUTE_MS, 400, 800),
    )
    out = schedule(steps)
    # 0:00, 0:30, 1:00, then 1:15 (15-minute break), 2:00 (45 min), 2:20 (20-minute break)
    assert [elapsed_text(s.start_ms) for s in out] == [
        "0:00",
        "0:30",
        "1:00",
        "1:15",
        "2:00",
        "2:20",
    ]
    assert [s.length_ms // MINUTE_MS for s in out] == [30, 30, 15, 45, 20, 45]
    assert [s.is_break for s in out] == [False, False, True, False, True, False]
    assert [s.colour_up for s in out] == [(), (), (100,), (), (500, 1_000), ()]


def test_a_long_night_counts_hours_past_ten() -> None:
    assert elapsed_text(10 * 60 * MINUTE_MS + 5 * MINUTE_MS + 59_999) == "10:05"
