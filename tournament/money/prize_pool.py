"""The prize pool: collected prize money raised to the guarantee.

The overlay is what the house adds to reach the guarantee.
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.money.errors import MoneyError

__all__ = ["PrizePool", "prize_pool"]


@dataclass(frozen=True, slots=True)
class PrizePool:
    """``total = max(collected + added, guarantee)``; ``overlay = total - collected - added``.

    ``added``: money the house adds to the pool on purpose (added money).
    """

    collected: int
    guarantee: int
    total: int
    overlay: int
    added: int = 0


def prize_pool(collected: int, guarantee: int = 0, added: int = 0) -> PrizePool:
    """The prize pool from the collected money, the added money and the guarantee.

    >>> prize_pool(80_000, 100_000)
    PrizePool(collected=80000, guarantee=100000, total=100000, overlay=20000, added=0)
    >>> prize_pool(120_000, 100_000).overlay
    0
    """
    if min(collected, guarantee, added) < 0:
        raise MoneyError("Prize money, added money and guarantee cannot be negative")
    total = max(collected + added, guarantee)
    return PrizePool(collected, guarantee, total, total - collected - added, added)
