"""Payout tables: how many places are paid, a generated curve, and edited tables.

The generated curve (:func:`generate_payouts`):

* about ``paid_percent`` of the field is paid (default 15 %, rounded half up, at least 1);
* every paid place gets the min cash ``m`` (default the larger of buy-in + fee and 1.5 x
  buy-in, rounded up to the unit) and the rest ``R = pool - n*m`` is shared by the tapered
  power law ``w_i = (i+1)**-alpha - (n+1)**-alpha`` (the last place gets exactly the min
  cash, second place about 60 % of first), or for small tables, where that cannot be flat
  enough, by ``w_i = i**-alpha``; ``alpha`` is solved (bisection) so that first place gets
  a target share of the pool: 100 % for one place, 65 % for two, 50 % for three, ~30 % for ten,
  ~21 % for a hundred paid places, interpolated on ``log n`` (override with ``first_share``);
* amounts are multiples of ``unit`` except first place, which takes the few cents that do
  not make a unit; the parts are reconciled (largest remainder) so they add up **exactly**
  to the pool, and the table is non-increasing.

>>> generate_payouts(10_000, field=20, buy_in=100, policy=PayoutPolicy(unit=10))
(5000, 2890, 2110)
>>> sum(generate_payouts(1_234_567, field=100, buy_in=10_000))
1234567
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from tournament.money.errors import MoneyError
from tournament.money.fmt import money
from tournament.money.rounding import apportion

__all__ = [
    "PayoutPolicy",
    "first_place_target",
    "generate_payouts",
    "in_the_money",
    "on_the_bubble",
    "payouts_from_percentages",
    "percentages",
    "places_paid",
    "validate_payouts",
]

# (places paid, first place's share of the pool); interpolated on log(places).
_FIRST_SHARE: tuple[tuple[int, float], ...] = (
    (1, 1.0),
    (2, 0.65),
    (3, 0.50),
    (4, 0.42),
    (5, 0.38),
    (10, 0.30),
    (20, 0.27),
    (50, 0.23),
    (100, 0.21),
    (500, 0.18),
    (1000, 0.16),
)


@dataclass(frozen=True, slots=True)
class PayoutPolicy:
    """How a payout table is generated.

    ``paid_percent``: share of the field paid (``places``, when given, is the number of
    places paid instead, at most the field). ``min_cash``: the smallest prize (money);
    if ``None`` it is ``max(buy_in + fee, min_cash_multiple * buy_in)``. ``unit``: prizes are
    rounded to this (cents; default 100 = one currency unit). ``first_share``: override the
    first place's target share of the pool.
    """

    paid_percent: Fraction = Fraction(15, 100)
    min_cash: int | None = None
    min_cash_multiple: Fraction = Fraction(3, 2)
    unit: int = 100
    first_share: Fraction | None = None
    places: int | None = None

    def __post_init__(self) -> None:
        if self.places is not None and self.places < 1:
            raise MoneyError("At least one place must be paid")
        if not 0 < self.paid_percent <= 1:
            raise MoneyError("The share of the field paid must be above 0% and at most 100%")
        if self.unit < 1:
            raise MoneyError("The rounding unit must be at least 1 cent")
        if self.min_cash is not None and self.min_cash < 0:
            raise MoneyError("The min cash cannot be negative")
        if self.min_cash_multiple < 0:
            raise MoneyError("The min cash multiple cannot be negative")
        if self.first_share is not None and not 0 < self.first_share <= 1:
            raise MoneyError("First place's share must be above 0% and at most 100%")


def places_paid(field: int, paid_percent: Fraction = Fraction(15, 100)) -> int:
    """Places paid for a field of ``field`` entries: ``field * paid_percent`` rounded half up,
    at least 1 (for a non-empty field), at most the field.

    >>> places_paid(100), places_paid(10), places_paid(3), places_paid(0)
    (15, 2, 1, 0)
    """
    if field <= 0:
        return 0
    exact = Fraction(field) * paid_percent
    return max(1, min(field, math.floor(exact + Fraction(1, 2))))


def in_the_money(players_left: int, paid: int) -> bool:
    """Whether every player left is paid.

    >>> in_the_money(15, 15), in_the_money(16, 15)
    (True, False)
    """
    return 0 < players_left <= paid


def on_the_bubble(players_left: int, paid: int) -> bool:
    """Whether the next player out is the last one unpaid (hand-for-hand time).

    >>> on_the_bubble(16, 15), on_the_bubble(17, 15)
    (True, False)
    """
    return paid > 0 and players_left == paid + 1


def first_place_target(paid: int, points: Sequence[tuple[int, float]] = _FIRST_SHARE) -> float:
    """First place's target share of the pool when ``paid`` places are paid (``points``:
    (places paid, share) pairs interpolated on ``log`` places; default the standard curve).

    >>> first_place_target(3), round(first_place_target(15), 3)
    (0.5, 0.282)
    """
    if paid <= 1:
        return 1.0
    if paid >= points[-1][0]:
        return points[-1][1]
    for (n0, s0), (n1, s1) in itertools.pairwise(points):
        if n0 <= paid <= n1:
            share = (math.log(paid) - math.log(n0)) / (math.log(n1) - math.log(n0))
            return s0 + share * (s1 - s0)
    raise AssertionError("unreachable")  # pragma: no cover


_MIN_ALPHA = 0.01


def _weights(paid: int, alpha: float, tapered: bool) -> list[float]:
    if tapered:
        tail = (paid + 1) ** -alpha
        return [(i + 1) ** -alpha - tail for i in range(1, paid + 1)]
    return [i**-alpha for i in range(1, paid + 1)]


def _first_part(paid: int, alpha: float, tapered: bool) -> float:
    weights = _weights(paid, alpha, tapered)
    return weights[0] / sum(weights)


def _solve_alpha(paid: int, target: float, tapered: bool) -> float:
    """The exponent giving first place the part ``target`` of the money above min cash."""
    lo, hi = _MIN_ALPHA, 1.0
    while _first_part(paid, hi, tapered) < target and hi < 64:
        hi *= 2
    for _ in range(60):
        mid = (lo + hi) / 2
        if _first_part(paid, mid, tapered) < target:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def _monotone(amounts: list[int]) -> tuple[int, ...]:
    return tuple(sorted(amounts, reverse=True))


def generate_payouts(
    pool: int, field: int, buy_in: int, fee: int = 0, policy: PayoutPolicy | None = None
) -> tuple[int, ...]:
    """A payout table (place 1 first) for ``pool`` money and ``field`` entries."""
    policy = policy or PayoutPolicy()
    if pool < 0:
        raise MoneyError("The prize pool cannot be negative")
    if field < 1:
        raise MoneyError("Nobody has entered; there is nothing to pay")
    paid = places_paid(field, policy.paid_percent)
    if policy.places is not None:
        paid = min(policy.places, field)
    if paid == 1 or pool == 0:
        return (pool, *([0] * (paid - 1)))
    unit = policy.unit
    if policy.min_cash is not None:
        wanted = policy.min_cash
    else:
        wanted = max(buy_in + fee, math.ceil(policy.min_cash_multiple * buy_in))
    min_cash = -(-wanted // unit) * unit
    # The pool must fund the min cash for everyone and leave first place above it.
    min_cash = min(min_cash, (pool // paid) // unit * unit)
    rest = pool - paid * min_cash
    share = float(policy.first_share) if policy.first_share else first_place_target(paid)
    target = 1.0 if rest == 0 else (share * pool - min_cash) / rest
    # The tapered curve (last place exactly min cash) unless it cannot go as flat as wanted
    # (small tables); the plain power law reaches anything from an even split upwards.
    tapered = _first_part(paid, _MIN_ALPHA, tapered=True) <= target
    target = min(max(target, 1 / paid), 1.0)
    alpha = _solve_alpha(paid, target, tapered)
    extra = apportion(rest, _weights(paid, alpha, tapered), unit)
    return _monotone([min_cash + e for e in extra])


def percentages(amounts: Sequence[int]) -> tuple[Fraction, ...]:
    """Each place's share of the table's total, in percent (exact fractions).

    >>> [str(p) for p in percentages((500, 300, 200))]
    ['50', '30', '20']
    """
    total = sum(amounts)
    if total == 0:
        return tuple(Fraction(0) for _ in amounts)
    return tuple(Fraction(100 * a, total) for a in amounts)


def _pct(p: Fraction) -> str:
    return f"{float(p):g}%"


def payouts_from_percentages(
    pool: int, percents: Sequence[Fraction | int | str], unit: int = 1
) -> tuple[int, ...]:
    """Amounts for an edited table of percentages (place 1 first) that must add up to 100.

    Percentages must be positive and non-increasing. Amounts are multiples of ``unit``
    (first place takes the cents below a unit) and add up exactly to ``pool``.

    >>> payouts_from_percentages(10_000, ["50", "30", "20"], unit=100)
    (5000, 3000, 2000)
    >>> payouts_from_percentages(10_000, [50, 30, 15])
    Traceback (most recent call last):
    ...
    tournament.money.errors.MoneyError: Payout percentages add up to 95%, not 100%
    """
    if not percents:
        raise MoneyError("A payout table needs at least one place")
    exact = [Fraction(p) for p in percents]
    for place, p in enumerate(exact, start=1):
        if p <= 0:
            raise MoneyError(f"Place {place} must pay more than 0%")
        if place > 1 and p > exact[place - 2]:
            raise MoneyError(
                f"Place {place} pays more than place {place - 1} "
                f"({_pct(p)} > {_pct(exact[place - 2])})"
            )
    total = sum(exact, Fraction(0))
    if total != 100:
        raise MoneyError(f"Payout percentages add up to {_pct(total)}, not 100%")
    if pool < 0:
        raise MoneyError("The prize pool cannot be negative")
    return _monotone(apportion(pool, exact, unit))


def validate_payouts(pool: int, amounts: Sequence[int]) -> tuple[int, ...]:
    """Check an edited table of amounts (place 1 first) and return it as a tuple.

    Every place pays something, no place pays more than the one above, and the table adds
    up exactly to the pool.

    >>> validate_payouts(10_000, [6_000, 3_950])
    Traceback (most recent call last):
    ...
    tournament.money.errors.MoneyError: Payouts add up to 99.50 but the prize pool is 100.00
    """
    if not amounts:
        raise MoneyError("A payout table needs at least one place")
    for place, a in enumerate(amounts, start=1):
        if a <= 0:
            raise MoneyError(f"Place {place} must pay something")
        if place > 1 and a > amounts[place - 2]:
            raise MoneyError(
                f"Place {place} pays more than place {place - 1} "
                f"({money(a)} > {money(amounts[place - 2])})"
            )
    total = sum(amounts)
    if total != pool:
        raise MoneyError(f"Payouts add up to {money(total)} but the prize pool is {money(pool)}")
    return tuple(amounts)
