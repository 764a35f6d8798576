"""The level clock as saved: :class:`ClockState`, checked when it is read back.

A :class:`~tournament.clock.Clock` is its structure (the timeline), its settings and this
state: :meth:`Clock.state <tournament.clock.Clock.state>` gives it and
:meth:`Clock.restore <tournament.clock.Clock.restore>` plays it again. A stored state that
cannot be a clock (running without the instant its step ends, a negative level...) is
refused with a :class:`ClockError` saying what is wrong.

>>> ClockState(level_index=3, remaining_ms=90_000).running
False
>>> ClockState(running=True, started=True)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
tournament.clock_state.ClockError: A saved clock runs exactly when it knows the instant ...
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.errors import DomainError

__all__ = ["ClockError", "ClockState"]


class ClockError(DomainError):
    """A clock action the current state refuses (the message says why)."""


@dataclass(frozen=True, slots=True)
class ClockState:
    """The clock as saved, apart from its structure and settings (:meth:`Clock.state`,
    :meth:`Clock.restore`): never a countdown, the instant the step ends.

    While running, ``ends_at`` is the instant the current step (``level_index``) ends; while
    paused or not yet started, ``remaining_ms`` is what is left of it (0 while running).
    """

    level_index: int = 0
    running: bool = False
    started: bool = False
    ends_at: int | None = None
    remaining_ms: int = 0
    hand_for_hand: bool = False
    resume_after_hand_for_hand: bool = False
    hand_for_hand_hands: int = 0

    def __post_init__(self) -> None:
        if self.running != (self.ends_at is not None):
            raise ClockError("A saved clock runs exactly when it knows the instant its level ends")
        if self.running and not self.started:
            raise ClockError("A saved clock cannot run before it was started")
        if min(self.level_index, self.remaining_ms, self.hand_for_hand_hands) < 0:
            raise ClockError("A saved clock cannot have a negative level, time left or hand count")
