"""When late registration closes, read from the level clock.

Registration (buy-ins and re-entries) is open through level ``last_level`` and the break
that follows it; it closes the instant level ``last_level + 1`` starts (the rule of
:class:`tournament.money.BuyInSettings`). The time left is the clock's: the rest of the
current step plus every step until that level, so a pause stops the countdown and an added
minute moves it.
"""

from __future__ import annotations

from tournament.clock import Clock

__all__ = ["registration_closes_in"]


def registration_closes_in(clock: Clock, last_level: int, now: int) -> int | None:
    """Milliseconds until late registration closes at ``now``, or ``None`` once it is closed.

    ``last_level`` is the last level number (1..) at which players may still buy in; 0 means
    only before the clock starts (``0`` ms are left until it starts, ``None`` after).

    >>> from tournament.structure import Break, Level, Structure
    >>> blinds = dict(small_blind=10, big_blind=20)
    >>> steps = (Level(("NT",), 1_200_000, **blinds), Break(600_000),
    ...          Level(("NT",), 1_200_000, **blinds))
    >>> clock = Clock.new(Structure.of_steps("Club", steps, 1_000)).start(0)
    >>> registration_closes_in(clock, 1, 300_000)  # 15 min of level 1 + the 10 min break
    1500000
    >>> registration_closes_in(clock, 1, 1_800_000) is None  # level 2 started at 30:00
    True
    """
    clock = clock.advance(now)
    timeline = clock.timeline
    closes_at = timeline.step_of_level(max(last_level, 0) + 1)
    if clock.step >= closes_at:
        return 0 if not clock.started else None
    left = clock.remaining(now)
    return left + sum(timeline.length(i) for i in range(clock.step + 1, closes_at))
