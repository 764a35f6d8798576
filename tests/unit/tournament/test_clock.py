"""Clock rules, one test per rule (time is always passed in)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from tournament.chip_set import Chip, ChipSet
from tournament.clock import Clock, ClockError, ClockSettings, ClockState
from tournament.clock_timeline import Timeline
from tournament.structure import (
    Break,
    Level,
    Overtime,
    OvertimeMode,
    RotationSettings,
    RotationUnit,
    Structure,
)
from tournament.structure_io import load_preset

M = 60_000
T0 = 1_700_000_000_000
CHIPS = ChipSet((Chip(25, "green", 100), Chip(100, "black", 100)))


def structure(overtime: Overtime | None = None) -> Structure:
    """Level 1 (20 min), level 2 (20), break (10, colour up 25), level 3 (30)."""
    return Structure(
        "Test",
        (
            Level(("NT",), 20 * M, 25, 50),
            Level(("NT",), 20 * M, 50, 100),
            Break(10 * M, (25,)),
            Level(("NT",), 30 * M, 100, 200),
        ),
        CHIPS,
        10_000,
        overtime=overtime or Overtime(),
    )


def running(at: int = T0, overtime: Overtime | None = None) -> Clock:
    return Clock.new(structure(overtime)).start(at)


def test_running_clock_holds_the_instant_the_level_ends() -> None:
    clock = running()
    assert clock.ends_at == T0 + 20 * M
    assert clock.view(T0 + 5 * M).remaining_ms == 15 * M
    assert clock.view(T0 + 5 * M + 1).remaining_ms == 15 * M - 1
    assert clock.ends_at == T0 + 20 * M  # viewing never changes the value


def test_level_ends_exactly_at_its_end_instant() -> None:
    clock = running()
    before = clock.view(T0 + 20 * M - 1)
    at = clock.view(T0 + 20 * M)
    assert (before.label, before.remaining_ms) == ("Level 1", 1)
    assert (at.label, at.remaining_ms) == ("Level 2", 20 * M)


def test_clock_not_started_shows_level_one_full() -> None:
    view = Clock.new(structure()).view(T0 + 10**9)
    assert (view.started, view.running, view.label, view.remaining_ms) == (
        False,
        False,
        "Level 1",
        20 * M,
    )


def test_start_only_once() -> None:
    with pytest.raises(ClockError, match="already been started"):
        running().start(T0 + 1)


def test_pause_freezes_the_time_left_and_resume_continues() -> None:
    paused = running().pause(T0 + 7 * M)
    assert paused.view(T0 + 60 * M).remaining_ms == 13 * M
    resumed = paused.resume(T0 + 60 * M)
    assert resumed.ends_at == T0 + 73 * M


def test_pause_and_resume_refuse_the_wrong_state() -> None:
    with pytest.raises(ClockError, match="not been started"):
        Clock.new(structure()).pause(T0)
    with pytest.raises(ClockError, match="already running"):
        running().resume(T0)
    with pytest.raises(ClockError, match="not running"):
        running().pause(T0).pause(T0)


def test_rejected_action_changes_nothing() -> None:
    clock = running().pause(T0 + M)
    snapshot = clock.state
    with pytest.raises(ClockError):
        clock.pause(T0 + 2 * M)
    assert clock.state == snapshot


def test_advance_rolls_through_levels_and_breaks_after_hours_closed() -> None:
    clock = running()
    # 20 + 20 + 10 + 30 = 80 minutes of structure, then 30-minute overtime levels.
    view = clock.view(T0 + 5 * 60 * M)  # closed for five hours
    assert view.in_overtime
    # 220 minutes of overtime: 7 whole overtime levels, then 10 minutes into the 8th.
    assert (view.label, view.remaining_ms) == ("Level 11", 20 * M)
    assert clock.advance(T0 + 5 * 60 * M).view(T0 + 5 * 60 * M) == view


def test_break_is_a_step_of_the_structure() -> None:
    view = running().view(T0 + 45 * M)
    assert view.on_break
    assert view.label == "Break"
    assert view.remaining_ms == 5 * M
    assert view.level is None
    assert view.next_level.big_blind == 200


def test_add_time_extends_the_current_level() -> None:
    clock = running().add_time(3 * M, T0 + M)
    assert clock.view(T0 + M).remaining_ms == 22 * M


def test_removing_all_the_time_left_ends_the_level_now() -> None:
    clock = running().remove_time(25 * M, T0 + 5 * M)
    view = clock.view(T0 + 5 * M)
    assert (view.label, view.remaining_ms) == ("Level 2", 20 * M)
    paused = running().pause(T0 + 5 * M).adjust(-15 * M, T0 + 6 * M)
    assert (paused.view(T0 + 9 * M).label, paused.running) == ("Level 2", False)


def test_negative_time_to_add_is_refused() -> None:
    with pytest.raises(ClockError, match="must not be negative"):
        running().add_time(-1, T0)


def test_next_and_previous_level_start_the_step_full() -> None:
    clock = running().next_level(T0 + 5 * M)
    assert clock.view(T0 + 5 * M).remaining_ms == 20 * M
    assert clock.step == 1
    back = clock.previous_level(T0 + 6 * M)
    assert back.step == 0
    assert back.view(T0 + 6 * M).remaining_ms == 20 * M


def test_previous_level_at_level_one_is_refused() -> None:
    with pytest.raises(ClockError, match="already at level 1"):
        running().previous_level(T0)


def test_jump_to_a_level_keeps_running_or_paused() -> None:
    clock = running().pause(T0).jump_to_level(3, T0 + M)
    assert (clock.step, clock.running) == (3, False)
    assert clock.view(T0 + 9 * M).remaining_ms == 30 * M
    assert running().jump_to(2, T0).view(T0).on_break


def test_overtime_repeats_the_last_level() -> None:
    clock = running(overtime=Overtime(OvertimeMode.REPEAT)).jump_to(4, T0)
    view = clock.view(T0)
    assert view.level is not None
    assert view.label == "Level 4"
    assert (view.level.small_blind, view.level.big_blind, view.remaining_ms) == (100, 200, 30 * M)


def test_overtime_raises_by_the_factor_rounded_to_the_chip_unit() -> None:
    clock = running(overtime=Overtime(OvertimeMode.RAISE, Fraction(3, 2)))
    blinds = []
    for step in range(4, 7):
        level = clock.jump_to(step, T0).view(T0).level
        assert level is not None
        blinds.append((level.small_blind, level.big_blind))
    # 25 chips are gone after the break: round to 100s. 150 -> 200, 300 -> 300, 450 -> 500.
    assert blinds == [(200, 300), (300, 500), (500, 800)]


def test_clock_never_stops_dead() -> None:
    view = running().view(T0 + 3 * 24 * 60 * M)
    assert view.running
    assert view.remaining_ms > 0
    assert view.level is not None


def test_overtime_continues_a_per_level_rotation_cycle() -> None:
    s = Structure(
        "Rotation",
        (
            Level(("FT",), 10 * M, small_bet=100, big_bet=200),
            Level(("F7S",), 10 * M, ante=25, bring_in=25, small_bet=100, big_bet=200),
            Level(("FT",), 10 * M, small_bet=200, big_bet=400),
            Level(("F7S",), 10 * M, ante=25, bring_in=50, small_bet=200, big_bet=400),
        ),
        CHIPS,
        10_000,
        RotationSettings(RotationUnit.LEVEL),
        Overtime(OvertimeMode.RAISE, Fraction(2)),
    )
    clock = Clock.new(s)
    games = [clock.jump_to(i, T0).view(T0).current for i in range(4, 8)]
    assert [g.game for g in games if isinstance(g, Level)] == ["FT", "F7S", "FT", "F7S"]
    assert [g.small_bet for g in games if isinstance(g, Level)] == [400, 400, 800, 800]


def test_time_to_the_next_break() -> None:
    clock = running()
    assert clock.view(T0 + 5 * M).to_next_break_ms == 35 * M
    assert clock.view(T0 + 45 * M).to_next_break_ms is None  # on the last break


def test_estimated_end_of_the_structure() -> None:
    view = running().view(T0 + 5 * M)
    assert view.structure_ends_in_ms == 75 * M
    assert view.structure_ends_at == T0 + 80 * M
    assert running().view(T0 + 100 * M).structure_ends_in_ms == 0


def test_hand_for_hand_stops_the_clock() -> None:
    clock = running().start_hand_for_hand(T0 + 5 * M)
    assert not clock.running
    assert clock.view(T0 + 50 * M).remaining_ms == 15 * M


def test_tda_hand_for_hand_hand_takes_two_minutes_off_by_default() -> None:
    clock = running().start_hand_for_hand(T0 + 5 * M)
    clock = clock.record_hand_for_hand_hand(T0 + 7 * M).record_hand_for_hand_hand(T0 + 9 * M)
    view = clock.view(T0 + 10 * M)
    assert (view.remaining_ms, view.hand_for_hand_hands) == (11 * M, 2)


def test_hand_for_hand_deduction_is_at_most_three_minutes() -> None:
    assert ClockSettings(hand_for_hand_ms=3 * M).hand_for_hand_ms == 3 * M
    with pytest.raises(ClockError, match="between 0 and 3 minutes"):
        ClockSettings(hand_for_hand_ms=3 * M + 1)


def test_hand_for_hand_deduction_rolls_into_the_next_level() -> None:
    clock = Clock.new(structure(), ClockSettings(hand_for_hand_ms=3 * M)).start(T0)
    clock = clock.start_hand_for_hand(T0 + 19 * M).record_hand_for_hand_hand(T0 + 21 * M)
    view = clock.view(T0 + 21 * M)
    assert (view.label, view.remaining_ms) == ("Level 2", 18 * M)


def test_ending_hand_for_hand_resumes_only_if_it_was_running() -> None:
    was_running = running().start_hand_for_hand(T0).end_hand_for_hand(T0 + 9 * M)
    assert was_running.running
    assert was_running.ends_at == T0 + 29 * M
    was_paused = running().pause(T0).start_hand_for_hand(T0).end_hand_for_hand(T0 + M)
    assert not was_paused.running


def test_pause_and_resume_are_refused_during_hand_for_hand() -> None:
    clock = running().start_hand_for_hand(T0)
    with pytest.raises(ClockError, match="during hand-for-hand"):
        clock.resume(T0)
    with pytest.raises(ClockError, match="is not on"):
        running().record_hand_for_hand_hand(T0)


def test_stored_clock_recovers_after_a_crash() -> None:
    clock = running().pause(T0 + M).resume(T0 + 2 * M)
    restored = Clock.restore(Timeline(structure()), clock.state)
    assert restored == clock
    assert restored.view(T0 + 7 * 60 * M) == clock.view(T0 + 7 * 60 * M)
    paused = clock.pause(T0 + 3 * M)
    assert Clock.restore(Timeline(structure()), paused.state) == paused


@pytest.mark.parametrize(
    ("state", "reason"),
    [
        ({"running": True}, "runs exactly when it knows the instant its level ends"),
        ({"ends_at": T0}, "runs exactly when it knows the instant its level ends"),
        ({"running": True, "ends_at": T0}, "cannot run before it was started"),
        ({"remaining_ms": -1}, "cannot have a negative level, time left or hand count"),
    ],
)
def test_a_damaged_saved_clock_is_refused(state: dict[str, Any], reason: str) -> None:
    with pytest.raises(ClockError, match=reason):
        ClockState(**state)


def test_presets_play_through_on_the_clock() -> None:
    for name in ("nlhe-regular", "horse", "players-championship"):
        s = load_preset(name)
        view = Clock.new(s).start(T0).view(T0 + s.total_ms)
        assert view.in_overtime
        assert view.level_number == len(s.levels) + 1
