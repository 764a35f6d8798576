"""When each step of a structure starts, counted from the start of play, and what the
breaks colour up: what the printed structure shows beside the blinds.

>>> from tournament.structure import Break, Level
>>> steps = (Level(("NT",), 1_200_000, 25, 50), Break(900_000, (25,)),
...          Level(("NT",), 1_200_000, 50, 100))
>>> [(s.start_ms // 60_000, s.length_ms // 60_000, s.colour_up) for s in schedule(steps)]
[(0, 20, ()), (20, 15, (25,)), (35, 20, ())]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tournament.structure import Break, Step

__all__ = ["ScheduledStep", "elapsed_text", "schedule"]


@dataclass(frozen=True, slots=True)
class ScheduledStep:
    """A step of the structure with its start (ms after play began), length and, for a
    break, the denominations raced off in it."""

    start_ms: int
    length_ms: int
    is_break: bool
    colour_up: tuple[int, ...] = ()


def schedule(steps: Sequence[Step]) -> tuple[ScheduledStep, ...]:
    """Every step with its start: each starts when the steps before it have run in full
    (pauses and added time are not known in advance)."""
    out: list[ScheduledStep] = []
    start = 0
    for step in steps:
        if isinstance(step, Break):
            out.append(ScheduledStep(start, step.length_ms, True, step.colour_up))
        else:
            out.append(ScheduledStep(start, step.length_ms, False))
        start += step.length_ms
    return tuple(out)


def elapsed_text(ms: int) -> str:
    """Hours and minutes since the start, ``h:mm`` (seconds dropped).

    >>> elapsed_text(0), elapsed_text(35 * 60_000), elapsed_text(615 * 60_000)
    ('0:00', '0:35', '10:15')
    """
    minutes = ms // 60_000
    return f"{minutes // 60}:{minutes % 60:02d}"
