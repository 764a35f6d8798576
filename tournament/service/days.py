"""The days of the event as the aggregate plays them: where today's play stops, whether it
has stopped, and the day's figures for the screens.

The structure's day plan (:attr:`tournament.structure.Structure.days`) says where each day
ends. A day that ends after level N stops by itself: the clock, given the step it stops
after (:func:`stop_after`), does not roll into the next level but stands paused at its
start with its full time (:class:`tournament.clock.Clock`). A day that ends at N players
stops when a bust brings the field down to N (:func:`end_on_bust`): after that hand (the
clock paused with the level's time left) or at the end of the level, as the plan says.
The bags are then recorded (:mod:`tournament.service.bags`) and the next day started
(:class:`~tournament.service.commands.StartDay`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament.days import DayFinish
from tournament.service import events as e
from tournament.service.bags import BagBatch

if TYPE_CHECKING:  # pragma: no cover
    from tournament.clock import Clock
    from tournament.service.state import TournamentState

__all__ = ["DayView", "day_name", "day_over", "day_view", "end_on_bust", "stop_after"]


@dataclass(frozen=True, slots=True)
class DayView:
    """Today as the screens show it.

    ``day``: the day being played (1..); ``days``: the days planned (0: a one-day event);
    ``over``: today's play has stopped (bag the stacks); ``bagged``: today's bags are
    recorded and add up; ``pending``: a batch kept apart (its total is not the chips in
    play); ``ends``: where today ends ("after level 10", "at 9 players", "" for the last).
    """

    day: int
    days: int
    over: bool
    bagged: bool
    pending: BagBatch | None
    ends: str

    @property
    def multi_day(self) -> bool:
        """True for an event played over several days."""
        return self.days > 1


def stop_after(t: TournamentState) -> int | None:
    """The step after which today's play stops (None: today plays on to a winner, or stops
    only by the players left after the hand)."""
    structure = t.structure
    if structure is None:
        return None
    plan, number = structure.days, t.meta.day
    day = plan.day(number)
    if day is None or plan.is_last(number):
        return None
    ends: list[int] = []
    if day.to_level:
        ends.append(t.timeline().step_of_level(day.to_level))
    if t.meta.day_end_step is not None:
        ends.append(t.meta.day_end_step)
    return min(ends, default=None)


def day_over(t: TournamentState, now: int) -> bool:
    """True once today's play has stopped (its level played out, or its players left)."""
    if t.meta.day_stopped:
        return True
    after = stop_after(t)
    return after is not None and t.clock().advance(now).step > after


def _flight_today(t: TournamentState) -> str:
    """In flights before Day 2: the flight playing, or the last one bagged ("" none)."""
    plan = t.meta.flights
    if plan is None or plan.day2 is not None:
        return ""
    playing = plan.playing()
    bagged = [f.code for f in plan.flights if f.status == "bagged"]
    return playing.code if playing is not None else (bagged[-1] if bagged else "")


def day_name(t: TournamentState) -> str:
    """THE name of today, the one every screen, feed and sheet shows after "Day ": the
    flight ("1A", "1B") while an event's starting flights play, then the day plan's day
    ("2" once the flights are merged, "3" after the next :class:`StartDay`); the day plan's
    day for an event of several days; "" for an event of one day (and before a first flight)."""
    plan = t.meta.flights
    if plan is not None:
        return str(t.meta.day) if plan.day2 is not None else _flight_today(t)
    structure = t.structure
    days = len(structure.days.days) if structure is not None else 0
    return str(t.meta.day) if days > 1 else ""


def _today_bags(t: TournamentState, pending: bool) -> BagBatch | None:
    batches = t.meta.bags_pending if pending else t.meta.bags
    day = t.meta.day
    flight = _flight_today(t)  # in flights: the flight playing's, or the last one bagged
    return next((b for b in batches if b.day == day and b.flight == flight), None)


def day_view(t: TournamentState, now: int) -> DayView:
    """Today at ``now`` (see :class:`DayView`)."""
    structure = t.structure
    plan = structure.days if structure is not None else None
    days = len(plan.days) if plan is not None else 0
    number = t.meta.day
    ends = ""
    day = plan.day(number) if plan is not None else None
    if day is not None and plan is not None and not plan.is_last(number):
        parts = [f"after level {day.to_level}"] if day.to_level else []
        parts += [f"at {day.to_players} players"] if day.to_players else []
        ends = " or ".join(parts)
    return DayView(
        number,
        days,
        day_over(t, now),
        _today_bags(t, pending=False) is not None,
        _today_bags(t, pending=True),
        ends,
    )


def end_on_bust(t: TournamentState, left: int, clock: Clock, now: int) -> list[e.Event]:
    """The day's end when a bust leaves ``left`` players (``clock``: the clock as the bust
    leaves it): nothing unless today ends at that many players and has not stopped yet."""
    structure = t.structure
    if structure is None or t.meta.day_stopped or t.meta.day_end_step is not None:
        return []
    plan, number = structure.days, t.meta.day
    day = plan.day(number)
    if day is None or plan.is_last(number) or not day.to_players or left > day.to_players:
        return []
    clock = clock.advance(now)
    if day.finish is DayFinish.LEVEL:
        return [e.DayEnded(number, now, end_step=clock.step)]
    if clock.hand_for_hand:
        clock = clock.end_hand_for_hand(now).advance(now)
    stopped = clock.pause(now) if clock.running else clock
    return [e.DayEnded(number, now, clock=stopped.state)]
