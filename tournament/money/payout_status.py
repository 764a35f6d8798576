"""Whether the payout table still matches the prize pool, and whether it follows the pool.

A generated payout table **follows the pool**: while late entries, re-entries, rebuys and
add-ons grow the pool, it is generated again from the new pool and field, until the
director locks it or the bubble bursts (from then on the prizes are what players play
for). A table the director edited by hand, or locked, stays as it is; if the pool then
changes, the table no longer adds up and :func:`check_payouts` says so until it is fixed.

A table may pay less than the pool only when the director records the difference
(``held_back``, e.g. "held back for the next event"); it never pays more.

>>> check_payouts(333_000, (200_000, 120_000)).message
'The payouts total 3,200.00 but the prize pool is 3,330.00: 130.00 is not paid out'
>>> check_payouts(333_000, (200_000, 120_000), held_back=13_000).ok
True
>>> payouts_follow_pool(locked=False, players_left=12, places_paid=5)
True
>>> payouts_follow_pool(locked=False, players_left=5, places_paid=5)
False
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tournament.money.errors import MoneyError
from tournament.money.fmt import money

__all__ = ["PayoutCheck", "check_payouts", "payouts_follow_pool", "refuse_payouts"]


@dataclass(frozen=True, slots=True)
class PayoutCheck:
    """A payout table against the prize pool.

    ``difference = pool - total - held_back``: positive, money is left unpaid; negative,
    the table pays more than there is.
    """

    pool: int
    total: int
    held_back: int
    difference: int

    @property
    def ok(self) -> bool:
        """Whether the table (plus what is held back) is exactly the pool."""
        return self.difference == 0

    @property
    def message(self) -> str:
        """A sentence for the director ("" when the table adds up)."""
        if self.ok:
            return ""
        kept = f" and {money(self.held_back)} is held back" if self.held_back else ""
        head = (
            f"The payouts total {money(self.total)}{kept} but the prize pool is {money(self.pool)}"
        )
        if self.difference > 0:
            return f"{head}: {money(self.difference)} is not paid out"
        return f"{head}: {money(-self.difference)} more than the pool"


def check_payouts(pool: int, amounts: Sequence[int], held_back: int = 0) -> PayoutCheck:
    """Compare a payout table (and the money recorded as held back) with the prize pool."""
    total = sum(amounts)
    return PayoutCheck(pool, total, held_back, pool - total - held_back)


def refuse_payouts(pool: int, amounts: Sequence[int], held_back: int, note: str) -> str | None:
    """Why a hand-set table cannot be accepted, or ``None``: it must pay the whole pool,
    less an amount held back only when the director says why.

    >>> refuse_payouts(10_000, (6_000, 3_000), 0, "")
    'The payouts total 90.00 but the prize pool is 100.00: 10.00 is not paid out. \
Pay it out, or record it as held back and say why'
    >>> refuse_payouts(10_000, (6_000, 3_000), 1_000, "next event") is None
    True
    """
    if held_back < 0:
        raise MoneyError("The amount held back cannot be negative")
    if held_back and not note.strip():
        return f"Say why {money(held_back)} is held back from the prize pool"
    check = check_payouts(pool, amounts, held_back)
    if check.difference > 0:
        return f"{check.message}. Pay it out, or record it as held back and say why"
    if check.difference < 0:
        return check.message
    return None


def payouts_follow_pool(*, locked: bool, players_left: int, places_paid: int) -> bool:
    """Whether a generated table is generated again when the pool changes: until it is
    locked, or the bubble bursts (no more players left than places paid)."""
    return not locked and (places_paid == 0 or players_left > places_paid)
