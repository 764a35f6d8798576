"""Events of the level clock: started, paused, resumed, time adjusted, a level started,
hand-for-hand, the clock screen's message (applied in
:mod:`tournament.service.handlers.clock` and :mod:`~tournament.service.clock_message`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.clock import ClockState

__all__ = [
    "ClockMessageSet",
    "ClockPaused",
    "ClockResumed",
    "ClockStarted",
    "HandForHandEnded",
    "HandForHandPlayed",
    "HandForHandStarted",
    "HandForHandTableDone",
    "LevelStarted",
    "TimeAdjusted",
]


@dataclass(frozen=True, slots=True)
class ClockStarted:
    """The clock was started; ``clock`` is its new state."""

    at: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class ClockPaused:
    """The clock was paused."""

    at: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class ClockResumed:
    """The clock was resumed."""

    at: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class TimeAdjusted:
    """Time was added to (positive) or removed from (negative) the current level."""

    at: int
    delta_ms: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class LevelStarted:
    """A level (or break) was started by the director (next, previous, jump)."""

    at: int
    level_index: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class HandForHandStarted:
    """Hand-for-hand play began; ``clock`` is the stopped clock."""

    at: int
    clock: ClockState | None = None


@dataclass(frozen=True, slots=True)
class HandForHandEnded:
    """Hand-for-hand play ended; ``clock`` runs again if it ran before."""

    at: int
    clock: ClockState | None = None


@dataclass(frozen=True, slots=True)
class HandForHandTableDone:
    """During hand-for-hand, ``table`` finished the hand being played (the others still
    play it)."""

    table: int


@dataclass(frozen=True, slots=True)
class HandForHandPlayed:
    """Every table finished a hand-for-hand hand; the clock lost ``clock_ms``."""

    at: int
    hand: int
    clock_ms: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class ClockMessageSet:
    """The director's message on the clock screen changed ("" = none)."""

    text: str
