"""The director's commands for the level clock: start, pause, resume, time added or taken,
levels, hand-for-hand and the clock screen's message (decided in
:mod:`tournament.service.handlers.clock` and :mod:`~tournament.service.clock_message`).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "AdjustTime",
    "JumpToLevel",
    "NextLevel",
    "PauseClock",
    "PreviousLevel",
    "RecordHandForHand",
    "ResumeClock",
    "SetClockMessage",
    "SetHandForHand",
    "StartClock",
]


@dataclass(frozen=True, slots=True)
class StartClock:
    """Start the clock at the first level (or the current one)."""


@dataclass(frozen=True, slots=True)
class PauseClock:
    """Pause the clock."""


@dataclass(frozen=True, slots=True)
class ResumeClock:
    """Resume the paused clock."""


@dataclass(frozen=True, slots=True)
class AdjustTime:
    """Add (positive) or remove (negative) time from the current level."""

    delta_ms: int


@dataclass(frozen=True, slots=True)
class NextLevel:
    """Go to the next level now."""


@dataclass(frozen=True, slots=True)
class PreviousLevel:
    """Go back to the previous level (full time)."""


@dataclass(frozen=True, slots=True)
class JumpToLevel:
    """Go to a level by index (0-based in the structure), full time."""

    level_index: int


@dataclass(frozen=True, slots=True)
class SetHandForHand:
    """Start or end hand-for-hand play (after the bubble has burst, starting it needs
    ``confirm``: it is refused with the reason otherwise)."""

    on: bool
    confirm: bool = False


@dataclass(frozen=True, slots=True)
class RecordHandForHand:
    """Every table finished the hand-for-hand hand; take ``clock_ms`` off the clock."""

    clock_ms: int = 2 * 60_000


@dataclass(frozen=True, slots=True)
class SetClockMessage:
    """Show ``text`` on the clock screen's message line ("Dinner break at 8"; "" clears it)."""

    text: str
