"""Payout tables to choose from: a curve, how many places, a min cash and a rounding unit.

The director picks:

* a **curve** — ``standard`` (first place about 30 % of the pool when ten are paid), ``steep``
  (TDA / WSOP-like, top-heavy: about 34 %) or ``flat`` (a club curve: about 22 %); each is a
  table of first place's share by places paid (see :func:`first_place_target`), the other
  places tapering down to the min cash (:func:`generate_payouts`);
* **how many places**: by the number of entries (the curve's share of the field: 15 % for
  ``standard`` and ``steep``, 20 % for ``flat``), a percentage of the field, or a fixed
  number;
* a **min cash** (default: the larger of buy-in + fee and 1.5 × buy-in, one unit at least),
  lowered only when the pool cannot pay it to every place; the last place gets it exactly
  unless the curve is too flat for that (a flat curve over few places), then more;
* a **rounding unit** (€1, €5, €10...).

The rounding rule, stated once: every prize is a whole number of units; the units left over
after rounding every share down go one each to the places with the largest fractions left
(ties: the better place); the cents below one unit (a pool of €1,003 in €5 units leaves €3)
go to first place. Every table adds up to the pool exactly and never pays a place more than
the one above it.

>>> payout_table(PayoutTableChoice(PayoutCurve.FLAT, places=3, unit=500), 100_000, 20, 5_000)
(45000, 30500, 24500)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from tournament.money.errors import MoneyError
from tournament.money.fmt import money
from tournament.money.payouts import PayoutPolicy, first_place_target, generate_payouts, places_paid

__all__ = ["PayoutCurve", "PayoutTableChoice", "payout_table"]


class PayoutCurve(StrEnum):
    """The shape of a generated payout table."""

    STANDARD = "standard"
    STEEP = "steep"
    FLAT = "flat"


# (places paid, first place's share of the pool); interpolated on log(places).
_STEEP: tuple[tuple[int, float], ...] = (
    (1, 1.0), (2, 0.70), (3, 0.55), (4, 0.47), (5, 0.42), (10, 0.34), (20, 0.30),
    (50, 0.25), (100, 0.22), (500, 0.19), (1000, 0.17),
)  # fmt: skip
_FLAT: tuple[tuple[int, float], ...] = (
    (1, 1.0), (2, 0.60), (3, 0.45), (4, 0.36), (5, 0.31), (10, 0.22), (20, 0.17),
    (50, 0.13), (100, 0.11), (500, 0.09), (1000, 0.08),
)  # fmt: skip
_PAID_SHARE = {
    PayoutCurve.STANDARD: Fraction(15, 100),
    PayoutCurve.STEEP: Fraction(15, 100),
    PayoutCurve.FLAT: Fraction(20, 100),
}


@dataclass(frozen=True, slots=True)
class PayoutTableChoice:
    """A payout table as the director chooses it (see the module docstring).

    ``places``: a fixed number of places paid; else ``paid_percent`` of the field (a
    fraction, 15 % is ``Fraction(15, 100)``); else the curve's share. ``min_cash`` and
    ``unit`` are cents (``min_cash`` None: the standard min cash).
    """

    curve: PayoutCurve = PayoutCurve.STANDARD
    places: int | None = None
    paid_percent: Fraction | None = None
    min_cash: int | None = None
    unit: int = 100

    def __post_init__(self) -> None:
        if self.places is not None and self.places < 1:
            raise MoneyError("At least one place must be paid")
        if self.paid_percent is not None and not 0 < self.paid_percent <= 1:
            raise MoneyError("The share of the field paid must be above 0% and at most 100%")
        if self.unit < 1:
            raise MoneyError("The rounding unit must be at least 1 cent")
        if self.min_cash is not None and self.min_cash < self.unit:
            raise MoneyError(
                f"The min cash ({money(self.min_cash)}) must be at least one rounding unit"
                f" ({money(self.unit)})"
            )

    def places_for(self, entries: int) -> int:
        """How many places this choice pays for ``entries`` entries (at most the field).

        >>> PayoutTableChoice().places_for(45), PayoutTableChoice(PayoutCurve.FLAT).places_for(45)
        (7, 9)
        """
        if self.places is not None:
            return min(self.places, entries)
        return places_paid(entries, self.paid_percent or _PAID_SHARE[self.curve])


def payout_table(
    choice: PayoutTableChoice, pool: int, entries: int, buy_in: int, fee: int = 0
) -> tuple[int, ...]:
    """The prizes (cents, first place first) ``choice`` gives for ``pool`` and ``entries``."""
    if entries < 1:
        raise MoneyError("Nobody has entered; there is nothing to pay")
    paid = choice.places_for(entries)
    if pool < paid * choice.unit:
        raise MoneyError(
            f"A prize pool of {money(pool)} cannot pay {paid} places at least"
            f" {money(choice.unit)} each"
        )
    points = {PayoutCurve.STEEP: _STEEP, PayoutCurve.FLAT: _FLAT}.get(choice.curve)
    first = None if points is None else Fraction(first_place_target(paid, points))
    # A freeroll's standard min cash would be nothing: every place gets one unit at least.
    standard = max(buy_in + fee, math.ceil(Fraction(3, 2) * buy_in), choice.unit)
    min_cash = standard if choice.min_cash is None else choice.min_cash
    policy = PayoutPolicy(min_cash=min_cash, unit=choice.unit, first_share=first, places=paid)
    return generate_payouts(pool, entries, buy_in, fee, policy)
