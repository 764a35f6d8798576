"""The dealer-speed model: how long a hand takes (time advances by it, never read).

A hand of ``game`` at a full table takes ``3600 / hands_per_hour`` seconds (stud, razz
and the draws are slower than hold'em, see :class:`DealerSpeed`); with fewer players
dealt in it is shorter, and every hand varies at random by up to ``± jitter``.

>>> speed = DealerSpeed(jitter=0.0)
>>> hand_ms(speed, "NT", 9, 9, random.Random(1))  # 30 hands an hour
120000
>>> hand_ms(speed, "NT", 2, 9, random.Random(1))  # heads-up: (0.5 + 0.5 * 2/9) of it
73333
>>> hand_ms(speed, "F7S", 8, 8, random.Random(1))  # stud: 22 hands an hour
163636
"""

from __future__ import annotations

import random

from tournament.rehearsal.settings import DealerSpeed

__all__ = ["hand_ms"]


def hand_ms(speed: DealerSpeed, game: str, dealt: int, table_size: int, rng: random.Random) -> int:
    """How long (ms) a hand of ``game`` with ``dealt`` players at a ``table_size`` table takes."""
    full = 3_600_000 / speed.hands_per_hour(game)
    floor = speed.short_handed_floor
    length = full * (floor + (1 - floor) * min(dealt, table_size) / table_size)
    if speed.jitter:
        length *= 1 + speed.jitter * (2 * rng.random() - 1)
    return int(length)
