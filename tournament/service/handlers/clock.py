"""The level clock: start, pause, resume, time added, level changes, hand-for-hand (the
transitions are tournament.clock's).

Deciders and appliers as :mod:`tournament.service.handlers` describes them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament.clock import Clock, ClockState
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service import days
from tournament.service import events as e
from tournament.service.satellite import bubble_places

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import Applier, Decider, TournamentState, TournamentWrites


def _clock_event(agg: TournamentState, clock: Clock) -> ClockState:
    return clock.state


def _day_open(agg: TournamentState, now: int, clock: Clock | None = None) -> None:
    """Refuse to run the clock into the night: today's play has stopped (or ``clock``, a
    level change, would go past today's end)."""
    after = days.stop_after(agg)
    past = clock is not None and after is not None and clock.step > after
    day = agg.meta.day
    if past:
        level = agg.timeline().label(after or 0).lower()
        raise DomainError(f"Day {day} ends after {level}: play stops there for the night")
    if clock is None and days.day_over(agg, now):
        raise DomainError(f"Day {day} is over: record the bags, then start day {day + 1}")


def decide_start(
    agg: TournamentState, cmd: c.StartClock, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    if agg.clock_state.started:
        raise DomainError("The clock is already started (resume it if it is paused)")
    return [e.ClockStarted(now, _clock_event(agg, agg.clock().start(now)))]


def decide_pause(
    agg: TournamentState, cmd: c.PauseClock, now: int, rng: random.Random
) -> list[e.Event]:
    return [e.ClockPaused(now, _clock_event(agg, agg.clock().pause(now)))]


def decide_resume(
    agg: TournamentState, cmd: c.ResumeClock, now: int, rng: random.Random
) -> list[e.Event]:
    _day_open(agg, now)
    return [e.ClockResumed(now, _clock_event(agg, agg.clock().resume(now)))]


def decide_adjust(
    agg: TournamentState, cmd: c.AdjustTime, now: int, rng: random.Random
) -> list[e.Event]:
    if cmd.delta_ms == 0:
        raise DomainError("Add or remove some time")
    clock = agg.clock().adjust(cmd.delta_ms, now)
    return [e.TimeAdjusted(now, cmd.delta_ms, _clock_event(agg, clock))]


def _level_started(agg: TournamentState, clock: Clock, now: int) -> list[e.Event]:
    _day_open(agg, now, clock)
    return [e.LevelStarted(now, clock.step, _clock_event(agg, clock))]


def decide_next(
    agg: TournamentState, cmd: c.NextLevel, now: int, rng: random.Random
) -> list[e.Event]:
    return _level_started(agg, agg.clock().next_level(now), now)


def decide_previous(
    agg: TournamentState, cmd: c.PreviousLevel, now: int, rng: random.Random
) -> list[e.Event]:
    return _level_started(agg, agg.clock().previous_level(now), now)


def decide_jump(
    agg: TournamentState, cmd: c.JumpToLevel, now: int, rng: random.Random
) -> list[e.Event]:
    if cmd.level_index == agg.settled_clock(now).level_index:
        raise DomainError("The clock is already at that level")
    return _level_started(agg, agg.clock().jump_to(cmd.level_index, now), now)


def decide_hfh(
    agg: TournamentState, cmd: c.SetHandForHand, now: int, rng: random.Random
) -> list[e.Event]:
    if cmd.on == agg.clock_state.hand_for_hand:
        raise DomainError("Hand-for-hand is already " + ("on" if cmd.on else "off"))
    if cmd.on:
        agg.check_not_finished()
        paid, left = bubble_places(agg), agg.players_left()
        if paid and left <= paid and not cmd.confirm:
            raise DomainError(
                f"The bubble has burst ({left} players left, {paid} places paid): "
                "hand-for-hand is for the bubble. Confirm to play hand-for-hand anyway"
            )
        clock = agg.clock().start_hand_for_hand(now)
        return [e.HandForHandStarted(now, _clock_event(agg, clock))]
    clock = agg.clock().end_hand_for_hand(now)
    return [e.HandForHandEnded(now, _clock_event(agg, clock))]


def decide_hfh_hand(
    agg: TournamentState, cmd: c.RecordHandForHand, now: int, rng: random.Random
) -> list[e.Event]:
    if not agg.clock_state.hand_for_hand:
        raise DomainError("Hand-for-hand is not on")
    clock = agg.clock(cmd.clock_ms).record_hand_for_hand_hand(now)
    hands = clock.hand_for_hand_hands
    return [e.HandForHandPlayed(now, hands, cmd.clock_ms, _clock_event(agg, clock))]


def table_done(agg: TournamentState, table: int, now: int) -> list[e.Event]:
    """A hand was played at ``table``: during hand-for-hand the table is done with the
    hand-for-hand hand, and the last table to finish it completes the hand for every table
    (the clock counts it). A table that is done waits for the others (refused)."""
    if not agg.clock_state.hand_for_hand:
        return []
    done = agg.meta.hand_for_hand_done
    playing = sorted(
        n
        for n, record in agg.tables_by_number.items()
        if not record.broken and len(record.players) >= 2
    )
    waiting = [n for n in playing if n not in done and n != table]
    if table in done:
        raise DomainError(
            f"Hand-for-hand: table {table} has played this hand; it waits for table(s) "
            + ", ".join(map(str, waiting))
        )
    if waiting:
        return [e.HandForHandTableDone(table)]
    return decide_hfh_hand(agg, c.RecordHandForHand(), now, random.Random(0))


def end_hand_for_hand(agg: TournamentState, now: int) -> list[e.Event]:
    """The bubble burst during hand-for-hand: it ends in the same action as the bust (the
    clock runs again if it ran before hand-for-hand)."""
    clock = agg.clock().end_hand_for_hand(now)
    return [e.HandForHandEnded(now, _clock_event(agg, clock))]


def stop_clock(agg: TournamentState, now: int) -> list[e.Event]:
    """The tournament is over: hand-for-hand ends and the clock stops where it is."""
    out: list[e.Event] = []
    clock = agg.clock()
    if clock.hand_for_hand:
        clock = clock.end_hand_for_hand(now)
        out.append(e.HandForHandEnded(now, _clock_event(agg, clock)))
    clock = clock.advance(now)
    if clock.ends_at is not None:
        out.append(e.ClockPaused(now, _clock_event(agg, clock.pause(now))))
    return out


def apply_clock(
    agg: TournamentWrites,
    ev: e.ClockStarted | e.ClockPaused | e.ClockResumed | e.TimeAdjusted | e.LevelStarted,
) -> None:
    agg.set_clock(ev.clock)


def apply_hfh(agg: TournamentWrites, ev: e.HandForHandStarted | e.HandForHandEnded) -> None:
    if ev.clock is not None:
        agg.set_clock(ev.clock)
    agg.set_meta(replace(agg.meta, hand_for_hand_done=()))


def apply_hfh_hand(agg: TournamentWrites, ev: e.HandForHandPlayed) -> None:
    agg.set_clock(ev.clock)
    agg.set_meta(replace(agg.meta, hand_for_hand_done=()))


def apply_table_done(agg: TournamentWrites, ev: e.HandForHandTableDone) -> None:
    done = tuple(sorted({*agg.meta.hand_for_hand_done, ev.table}))
    agg.set_meta(replace(agg.meta, hand_for_hand_done=done))


DECIDE: dict[type, Decider] = {
    c.StartClock: decide_start,
    c.PauseClock: decide_pause,
    c.ResumeClock: decide_resume,
    c.AdjustTime: decide_adjust,
    c.NextLevel: decide_next,
    c.PreviousLevel: decide_previous,
    c.JumpToLevel: decide_jump,
    c.SetHandForHand: decide_hfh,
    c.RecordHandForHand: decide_hfh_hand,
}


APPLY: dict[type, Applier] = {
    e.ClockStarted: apply_clock,
    e.ClockPaused: apply_clock,
    e.ClockResumed: apply_clock,
    e.TimeAdjusted: apply_clock,
    e.LevelStarted: apply_clock,
    e.HandForHandStarted: apply_hfh,
    e.HandForHandEnded: apply_hfh,
    e.HandForHandPlayed: apply_hfh_hand,
    e.HandForHandTableDone: apply_table_done,
}
