"""The dealer-speed model: how long a hand takes (time advances by it, never read).

A hand of ``game`` takes ``3600 / hands_per_hour`` seconds, the rate of its family of
games (stud, razz and the draws are slower than hold'em) for the players dealt in: a
full table, three to six players (quicker) or heads-up (slower: every decision is
thought over), see :class:`DealerSpeed`. The run's own speed ``factor`` scales it, and
every hand varies at random by up to ``± jitter``.

>>> speed = DealerSpeed(jitter=0.0)
>>> hand_ms(speed, "NT", 9, random.Random(1))  # 30 hands an hour
120000
>>> hand_ms(speed, "NT", 6, random.Random(1))  # six-max: 39 hands an hour
92307
>>> hand_ms(speed, "NT", 2, random.Random(1))  # heads-up: 25.5 hands an hour
141176
>>> hand_ms(speed, "F7S", 8, random.Random(1))  # stud: 22 hands an hour
163636
>>> hand_ms(speed, "NT", 9, random.Random(1), factor=1.2)  # a quicker run: 36 an hour
100000
"""

from __future__ import annotations

import random

from tournament.rehearsal.settings import DealerSpeed

__all__ = ["hand_ms"]


def hand_ms(
    speed: DealerSpeed, game: str, dealt: int, rng: random.Random, factor: float = 1.0
) -> int:
    """How long (ms) a hand of ``game`` with ``dealt`` players takes in a run whose
    dealers deal ``factor`` times the rates."""
    length = 3_600_000 / (speed.hands_per_hour(game, dealt) * factor)
    if speed.jitter:
        length *= 1 + speed.jitter * (2 * rng.random() - 1)
    return int(length)
