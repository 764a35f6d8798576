"""The late-registration countdown (issue 27, item 15): the time until the level after the
last registration level starts, figures worked out by hand from 20-minute levels and a
10-minute break after level 2."""

from __future__ import annotations

from tournament.clock import Clock
from tournament.registration_window import registration_closes_in
from tournament.structure import Break, Level, Structure

MIN = 60_000


def _clock() -> Clock:
    def level(sb: int) -> Level:
        return Level(("NT",), 20 * MIN, small_blind=sb, big_blind=2 * sb)

    steps = (level(25), level(50), Break(10 * MIN), level(75), level(100))
    return Clock.new(Structure.of_steps("Club", steps, 10_000))


def test_registration_through_level_2_closes_when_level_3_starts_after_the_break() -> None:
    clock = _clock().start(0)
    # 7:26 into level 1: 12:34 of level 1 + 20:00 of level 2 + 10:00 of the break.
    now = 7 * MIN + 26_000
    assert registration_closes_in(clock, 2, now) == (12 * MIN + 34_000) + 20 * MIN + 10 * MIN
    # The break runs from 40:00 to 50:00: at 45:00, 5:00 of it are left.
    assert registration_closes_in(clock, 2, 45 * MIN) == 5 * MIN
    # Level 3 starts at 50:00: closed from that instant on.
    assert registration_closes_in(clock, 2, 50 * MIN - 1) == 1
    assert registration_closes_in(clock, 2, 50 * MIN) is None
    assert registration_closes_in(clock, 2, 90 * MIN) is None


def test_a_pause_stops_the_countdown_and_added_time_moves_it() -> None:
    clock = _clock().start(0).pause(5 * MIN)
    # Paused 5:00 into level 1 with registration through level 1: 15:00 left, an hour later too.
    assert registration_closes_in(clock, 1, 5 * MIN) == 15 * MIN
    assert registration_closes_in(clock, 1, 65 * MIN) == 15 * MIN
    assert registration_closes_in(clock.add_time(2 * MIN, 65 * MIN), 1, 65 * MIN) == 17 * MIN


def test_before_the_clock_starts_the_whole_window_is_left() -> None:
    clock = _clock()
    # Through level 2 from a clock not started: 20:00 + 20:00 + the 10:00 break.
    assert registration_closes_in(clock, 2, 999 * MIN) == 50 * MIN
    # Registration only before the clock starts: open now, closed once it runs.
    assert registration_closes_in(clock, 0, 0) == 0
    assert registration_closes_in(clock.start(0), 0, 0) is None
