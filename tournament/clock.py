"""The level clock: an immutable value with pure transitions; time is always passed in.

While running, the clock holds the INSTANT the current step (level or break) ends; the
time left is ``ends_at - now``.  Nothing ever counts down per tick, so the clock cannot
drift, and a clock restored after a crash or after hours closed rolls through every
level that ended meanwhile (:meth:`Clock.advance`, :meth:`Clock.view`).  While paused it
holds the time left in the step instead.

Semantics (exact, to the millisecond):

- A step ends at the instant ``ends_at``: at ``now >= ends_at`` the next step has begun,
  and it ends ``length`` ms after the previous one ended (not after ``now``).
- Every transition first advances to ``now``, then acts.  A rejected transition raises
  :class:`ClockError` and, the value being immutable, changes nothing.
- ``next_level`` / ``previous_level`` / ``jump_to`` start the target step with its full
  length; the clock keeps running or stays paused.  Breaks are steps like levels.
- ``adjust(delta)`` adds (> 0) or removes (< 0) time from the current step only: the
  time left never goes below zero, and a step left with zero time ends at once (the next
  step starts now with its full length, running or paused as before).
- Past the structure the clock plays overtime levels (see :mod:`tournament.clock_timeline`).
- The clock is saved as a :class:`~tournament.clock_state.ClockState` (:meth:`Clock.state`,
  :meth:`Clock.restore`; see :mod:`tournament.clock_state`).
- A day's end (:mod:`tournament.service.days`): a clock given ``stop_after`` (a step
  index) does not roll past that step: when it ends, the clock stands paused at the start
  of the next level (a break between is skipped: the next day starts with the level) with
  its full time. ``stop_after`` is not saved: the day plan gives it.
- Hand-for-hand (TDA): starting it stops the clock; each recorded hand-for-hand hand
  takes ``ClockSettings.hand_for_hand_ms`` (default 2 minutes, at most 3) off the clock,
  exactly as if the clock had run that long, so a level that runs out during
  hand-for-hand rolls into the next step (the new level applies from the next hand).
  Pause and resume are refused during hand-for-hand.  Ending hand-for-hand restarts the
  clock if it was running when hand-for-hand began, else it stays paused.

>>> from tournament.structure_io import load_preset
>>> clock = Clock.new(load_preset("nlhe-turbo"))
>>> clock = clock.start(now=0).pause(now=60_000).resume(now=120_000)
>>> clock.view(now=120_000).remaining_ms  # 15-minute level, one minute run
840000
>>> v = clock.view(now=120_000 + 840_000)  # the level ended: level 2 starts
>>> v.label, v.remaining_ms
('Level 2', 900000)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tournament.clock_state import ClockError, ClockState
from tournament.clock_timeline import Timeline
from tournament.structure import Break, Level, Step, Structure

__all__ = ["Clock", "ClockError", "ClockFace", "ClockSettings", "ClockState"]

MINUTE_MS = 60_000


@dataclass(frozen=True, slots=True)
class ClockSettings:
    """Clock settings: the hand-for-hand deduction per hand (TDA: 2 minutes, at most 3)."""

    hand_for_hand_ms: int = 2 * MINUTE_MS

    MAX_HAND_FOR_HAND_MS = 3 * MINUTE_MS

    def __post_init__(self) -> None:
        if not 0 <= self.hand_for_hand_ms <= self.MAX_HAND_FOR_HAND_MS:
            raise ClockError(
                "the hand-for-hand deduction must be between 0 and 3 minutes per hand "
                f"(got {self.hand_for_hand_ms / MINUTE_MS:g} minutes)"
            )


@dataclass(frozen=True, slots=True)
class ClockFace:
    """What the clock shows at ``now`` (all durations in ms, instants in ms since epoch)."""

    now: int
    step: int
    label: str
    level_number: int | None
    current: Step
    next_step: Step
    next_level: Level
    remaining_ms: int
    elapsed_ms: int
    started: bool
    running: bool
    ends_at: int | None
    hand_for_hand: bool
    hand_for_hand_hands: int
    to_next_break_ms: int | None
    structure_ends_in_ms: int
    structure_ends_at: int
    in_overtime: bool

    @property
    def on_break(self) -> bool:
        """True while a break is on."""
        return isinstance(self.current, Break)

    @property
    def level(self) -> Level | None:
        """The current level, or None during a break."""
        return self.current if isinstance(self.current, Level) else None


@dataclass(frozen=True, slots=True)
class Clock:
    """The level clock (immutable).  Build one with :meth:`Clock.new`.

    ``ends_at`` is set while running (the instant the current step ends);
    ``remaining_ms`` while not running (time left in the current step).
    """

    timeline: Timeline
    settings: ClockSettings = field(default_factory=ClockSettings)
    step: int = 0
    started: bool = False
    ends_at: int | None = None
    remaining_ms: int | None = None
    hand_for_hand: bool = False
    resume_after_hand_for_hand: bool = False
    hand_for_hand_hands: int = 0
    stop_after: int | None = None

    # ------------------------------------------------------------------ building

    @classmethod
    def new(cls, structure: Structure, settings: ClockSettings | None = None) -> Clock:
        """A clock at the start of level 1, not started."""
        timeline = Timeline(structure)
        return cls(timeline, settings or ClockSettings(), remaining_ms=timeline.length(0))

    @property
    def structure(self) -> Structure:
        """The structure the clock plays."""
        return self.timeline.structure

    @property
    def running(self) -> bool:
        """True while time runs (started, not paused, not stopped for hand-for-hand)."""
        return self.ends_at is not None

    @property
    def state(self) -> ClockState:
        """The clock as saved (its structure and settings are kept apart)."""
        return ClockState(
            self.step,
            self.running,
            self.started,
            self.ends_at,
            self.remaining_ms if self.remaining_ms is not None else 0,
            self.hand_for_hand,
            self.resume_after_hand_for_hand,
            self.hand_for_hand_hands,
        )

    @classmethod
    def restore(
        cls,
        timeline: Timeline,
        state: ClockState,
        settings: ClockSettings | None = None,
        stop_after: int | None = None,
    ) -> Clock:
        """The clock saved as ``state`` (:attr:`state`), playing ``timeline``; it stops for
        the day after step ``stop_after`` (see the module doc)."""
        return cls(
            timeline,
            settings or ClockSettings(),
            step=state.level_index,
            started=state.started,
            ends_at=state.ends_at if state.running else None,
            remaining_ms=None if state.running else state.remaining_ms,
            hand_for_hand=state.hand_for_hand,
            resume_after_hand_for_hand=state.resume_after_hand_for_hand,
            hand_for_hand_hands=state.hand_for_hand_hands,
            stop_after=stop_after,
        )

    # ------------------------------------------------------------------ time

    def advance(self, now: int) -> Clock:
        """The same clock with every step that ended by ``now`` rolled through."""
        if self.ends_at is None or now < self.ends_at:
            return self
        timeline = self.timeline
        step, ends_at = self.step, self.ends_at
        while now >= ends_at:
            if step == self.stop_after:  # the day ends with this step: stand at the next level
                after = timeline.next_level(step)
                return replace(self, step=after, ends_at=None, remaining_ms=timeline.length(after))
            deep = self.stop_after is None or self.stop_after < step
            if deep and step >= timeline.size and now - ends_at >= timeline.cycle_ms:
                # Deep in overtime (a clock closed for days): skip whole cycles at once.
                cycles = (now - ends_at) // timeline.cycle_ms
                step += cycles * timeline.cycle
                ends_at += cycles * timeline.cycle_ms
                continue
            step += 1
            ends_at += timeline.length(step)
        return replace(self, step=step, ends_at=ends_at)

    def remaining(self, now: int) -> int:
        """Time left in the current step at ``now`` (after rolling through ended steps)."""
        clock = self.advance(now)
        if clock.ends_at is not None:
            return clock.ends_at - now
        assert clock.remaining_ms is not None
        return clock.remaining_ms

    def _run_for(self, duration: int) -> Clock:
        """A stopped clock with ``duration`` ms taken off as if it had run (rolling over)."""
        assert self.remaining_ms is not None
        step, left = self.step, self.remaining_ms
        while duration >= left:
            duration -= left
            step += 1
            left = self.timeline.length(step)
        return replace(self, step=step, remaining_ms=left - duration)

    def _set_remaining(self, left: int, now: int) -> Clock:
        """The current step with ``left`` ms left (0 ends it now), running or not."""
        if left <= 0:
            return self._go_to(self.step + 1, now)
        if self.ends_at is not None:
            return replace(self, ends_at=now + left)
        return replace(self, remaining_ms=left)

    def _go_to(self, step: int, now: int) -> Clock:
        length = self.timeline.length(step)
        if self.ends_at is not None:
            return replace(self, step=step, ends_at=now + length)
        return replace(self, step=step, remaining_ms=length)

    # ------------------------------------------------------------------ transitions

    def start(self, now: int) -> Clock:
        """Start the tournament clock (once)."""
        if self.started:
            raise ClockError("the clock has already been started")
        assert self.remaining_ms is not None
        return replace(self, started=True, ends_at=now + self.remaining_ms, remaining_ms=None)

    def pause(self, now: int) -> Clock:
        """Pause the running clock."""
        clock = self.advance(now)
        clock._refuse_in_hand_for_hand("pause")
        if clock.ends_at is None:
            raise ClockError("the clock is not running" if clock.started else _NOT_STARTED)
        return replace(clock, ends_at=None, remaining_ms=clock.ends_at - now)

    def resume(self, now: int) -> Clock:
        """Resume the paused clock."""
        self._refuse_in_hand_for_hand("resume")
        if not self.started:
            raise ClockError(_NOT_STARTED)
        if self.ends_at is not None:
            raise ClockError("the clock is already running")
        assert self.remaining_ms is not None
        return replace(self, ends_at=now + self.remaining_ms, remaining_ms=None)

    def adjust(self, delta_ms: int, now: int) -> Clock:
        """Add (``delta_ms`` > 0) or remove (< 0) time from the current step.

        Removing all the time left (or more) ends the step now.
        """
        clock = self.advance(now)
        return clock._set_remaining(clock.remaining(now) + delta_ms, now)

    def add_time(self, ms: int, now: int) -> Clock:
        """Add ``ms`` to the current step."""
        if ms < 0:
            raise ClockError("the time to add must not be negative")
        return self.adjust(ms, now)

    def remove_time(self, ms: int, now: int) -> Clock:
        """Remove ``ms`` from the current step (at most all that is left: the step ends)."""
        if ms < 0:
            raise ClockError("the time to remove must not be negative")
        return self.adjust(-ms, now)

    def next_level(self, now: int) -> Clock:
        """Go to the next step (level or break) with its full length."""
        clock = self.advance(now)
        return clock._go_to(clock.step + 1, now)

    def previous_level(self, now: int) -> Clock:
        """Go back to the previous step (level or break) with its full length."""
        clock = self.advance(now)
        if clock.step == 0:
            raise ClockError("the clock is already at level 1")
        return clock._go_to(clock.step - 1, now)

    def jump_to(self, step: int, now: int) -> Clock:
        """Go to step index ``step`` (0 = level 1; breaks count) with its full length."""
        if step < 0:
            raise ClockError(f"there is no step {step}; the first level is step 0")
        return self.advance(now)._go_to(step, now)

    def jump_to_level(self, number: int, now: int) -> Clock:
        """Go to level ``number`` (1..; overtime levels continue the numbering)."""
        return self.jump_to(self.timeline.step_of_level(number), now)

    def restart_step(self, now: int) -> Clock:
        """Give the current step its full length again."""
        clock = self.advance(now)
        return clock._go_to(clock.step, now)

    # ------------------------------------------------------------------ hand-for-hand

    def _refuse_in_hand_for_hand(self, action: str) -> None:
        if self.hand_for_hand:
            raise ClockError(
                f"cannot {action} the clock during hand-for-hand: the clock is stopped and "
                "each hand-for-hand hand takes its time off; end hand-for-hand first"
            )

    def start_hand_for_hand(self, now: int) -> Clock:
        """Enter hand-for-hand: the clock stops (it restarts when hand-for-hand ends)."""
        if self.hand_for_hand:
            raise ClockError("hand-for-hand is already on")
        if not self.started:
            raise ClockError(_NOT_STARTED)
        clock = self.advance(now)
        was_running = clock.ends_at is not None
        return replace(
            clock,
            hand_for_hand=True,
            resume_after_hand_for_hand=was_running,
            hand_for_hand_hands=0,
            ends_at=None,
            remaining_ms=clock.remaining(now),
        )

    def record_hand_for_hand_hand(self, now: int) -> Clock:
        """A hand-for-hand hand was completed: take the TDA deduction off the clock."""
        if not self.hand_for_hand:
            raise ClockError("hand-for-hand is not on")
        clock = self._run_for(self.settings.hand_for_hand_ms)
        return replace(clock, hand_for_hand_hands=clock.hand_for_hand_hands + 1)

    def end_hand_for_hand(self, now: int) -> Clock:
        """Leave hand-for-hand; the clock runs again if it was running before."""
        if not self.hand_for_hand:
            raise ClockError("hand-for-hand is not on")
        clock = replace(self, hand_for_hand=False, resume_after_hand_for_hand=False)
        return clock.resume(now) if self.resume_after_hand_for_hand else clock

    # ------------------------------------------------------------------ reading

    def view(self, now: int) -> ClockFace:
        """Everything the clock screen shows at ``now``."""
        clock = self.advance(now)
        timeline = clock.timeline
        step = clock.step
        left = clock.remaining(now)
        next_break = timeline.next_break(step)
        to_break = None
        if next_break is not None:
            to_break = left + sum(timeline.length(i) for i in range(step + 1, next_break))
        in_overtime = timeline.in_overtime(step)
        ends_in = (
            0
            if in_overtime
            else left + sum(timeline.length(i) for i in range(step + 1, timeline.size))
        )
        return ClockFace(
            now=now,
            step=step,
            label=timeline.label(step),
            level_number=timeline.level_number(step),
            current=timeline.step(step),
            next_step=timeline.step(step + 1),
            next_level=_as_level(timeline.step(timeline.next_level(step))),
            remaining_ms=left,
            elapsed_ms=timeline.length(step) - left,
            started=clock.started,
            running=clock.running,
            ends_at=clock.ends_at,
            hand_for_hand=clock.hand_for_hand,
            hand_for_hand_hands=clock.hand_for_hand_hands,
            to_next_break_ms=to_break,
            structure_ends_in_ms=ends_in,
            structure_ends_at=now + ends_in,
            in_overtime=in_overtime,
        )


_NOT_STARTED = "the clock has not been started yet"


def _as_level(step: Step) -> Level:
    assert isinstance(step, Level)
    return step
