"""A rehearsal run played by days: the end of each day and the night after it.

A day ends when its last level is over or the field is down to its count (the next thing
to happen is past that): the clock is paused overnight, nobody deals and nobody arrives
until the next day's start, when the clock resumes. The day's end is noted as (instant,
players left, its last level); a flight's run (``bag_first_day``) stops at the end of its
Day 1, its survivors bagged.
"""

from __future__ import annotations

from collections.abc import Callable

from tournament.rehearsal.days import day_start_ms
from tournament.rehearsal.field_entries import FieldEntries
from tournament.rehearsal.floor import Floor
from tournament.rehearsal.settings import RehearsalSettings
from tournament.rehearsal.table_turns import TableTurns
from tournament.service import commands as c

__all__ = ["RunDays"]


class RunDays:
    """The run's days (see the module doc): ``day`` the index of the day being played,
    ``day_ends`` (instant, players left, level) of each day over, ``nights`` (from, to).

    ``advance(at)`` moves the run on to ``at`` (its samples taken on the way).
    """

    def __init__(
        self,
        settings: RehearsalSettings,
        floor: Floor,
        turns: TableTurns,
        entries: FieldEntries,
        advance: Callable[[int], None],
    ) -> None:
        self.settings = settings
        self.floor = floor
        self.turns = turns
        self.entries = entries
        self.advance = advance
        self.day = 0
        self.day_ends: list[tuple[int, int, int]] = []
        self.nights: list[tuple[int, int]] = []
        self.bag_first_day = False  # stop at the end of Day 1 (a flight)
        self.bagged = False

    def at_night(self, instant: int) -> bool:
        """Whether ``instant`` falls in the last night (no table deals, no dealer works)."""
        return any(a <= instant < b for a, b in self.nights[-1:])

    def over(self) -> bool:
        """End the day when its last level is over or the field is down to its count
        (the next thing to happen is past that): pause the clock overnight. True when a
        day ended."""
        days = self.settings.days.days
        if self.day >= len(days) - 1:
            return False
        day = days[self.day]
        floor = self.floor
        t = floor.tournament
        nxt = min(
            [at for at in (self.turns.next_at(), self.entries.next_arrival()) if at is not None],
            default=floor.now,
        )
        end: int | None = None
        if day.to_players and t.players_left() <= day.to_players:
            end = floor.now
        elif day.to_level:
            clock = t.settled_clock(max(nxt, floor.now))
            number = t.level_number(clock.level_index)
            past = number > day.to_level or (
                number == day.to_level and t.timeline().is_break(clock.level_index)
            )
            if past:
                end = self._level_end_ms(day.to_level, max(nxt, floor.now))
        if end is None:
            return False
        self._close_day(max(end, floor.now))
        return True

    def _level_end_ms(self, number: int, probe: int) -> int:
        """The instant level ``number`` ended (the clock is past it at ``probe``)."""
        t = self.floor.tournament
        structure = self.settings.plan.structure
        step = structure.step_of_level(number)
        clock = t.settled_clock(probe)
        # walk back from the current step's end through the steps after ``number``
        ends = clock.ends_at if clock.ends_at is not None else probe
        timeline = t.timeline()
        for index in range(clock.level_index, step, -1):
            ends -= timeline.step(index).length_ms
        return min(ends, probe)  # the clock's own end of that level

    def _close_day(self, at: int) -> None:
        floor = self.floor
        t = floor.tournament
        self.advance(at)
        clock = t.settled_clock(at)
        last = t.level_number(t.settled_clock(at - 1).level_index)  # the day's last level
        self.day_ends.append((at, t.players_left(), last))
        if clock.running:
            floor.do(c.PauseClock())
        if self.bag_first_day:
            self.bagged = True  # a flight: its survivors bag, Day 2 is played elsewhere
            return
        self.day += 1
        start_h = self.settings.days.days[self.day].start_h
        resume = day_start_ms(self.settings.start_ms, self.day, start_h)
        while resume <= at:
            resume += 24 * 3_600_000
        gap = resume - at
        self.nights.append((at, resume))
        self.turns.night(at, gap)
        self.entries.night(at, gap)
        self.advance(resume)
        floor.do(c.ResumeClock())
