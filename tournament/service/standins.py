"""Minimal stand-in for the clock arithmetic, used only until ``tournament.clock`` lands.

Seating, elimination ranking and deals already come from :mod:`tournament.seating` and
:mod:`tournament.money` (see :mod:`tournament.service.adapters`).
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.service.records import ClockState, LevelSpec

__all__ = ["settle_clock"]


def settle_clock(clock: ClockState, structure: Sequence[LevelSpec], now: int) -> ClockState:
    """The clock as it stands at ``now``: a running clock past its end moves to later levels.

    After the last level the clock keeps repeating the last level's length (it never stops
    dead when the structure runs out).
    """
    if not clock.running or clock.ends_at is None or not structure:
        return clock
    index, ends_at = clock.level_index, clock.ends_at
    while ends_at <= now:
        index = min(index + 1, len(structure) - 1)
        ends_at += max(structure[index].duration_ms, 1)
    if index == clock.level_index and ends_at == clock.ends_at:
        return clock
    return ClockState(index, True, True, ends_at, 0)
