"""Satellites: a prize pool paid in seats of a target event, and the cash remainder.

A satellite pays **seats** in a target event, each worth the seat value the director sets
(usually the target's buy-in with its fee: a €1,100 main event seat). The pool buys as many
whole seats as it holds, ``seats = pool // seat value``; what is left over, the
**remainder** ``pool - seats * seat value``, is paid in cash by the rule the director
states (:class:`RemainderRule`):

* ``next_place`` — to the first place without a seat (with 4 seats, to 5th): the usual;
* ``split`` — shared equally by the seat winners, in cash, on top of their seats (the odd
  cents to the earlier winners);
* ``next_satellite`` — held back from this pool and added to the next satellite.

The number of seats follows the pool (entries, re-entries, rebuys, add-ons, the
guarantee). When as many players are left as there are seats, play stops: every player
left wins a seat; they share the finish, there are no places among them to play for.

>>> p = seat_payouts(466_000, 110_000, "next_place")
>>> p.seats, p.remainder, p.amounts, p.held_back
(4, 26000, (110000, 110000, 110000, 110000, 26000), 0)
>>> seat_payouts(466_000, 110_000, "split").amounts
(116500, 116500, 116500, 116500)
>>> p = seat_payouts(466_000, 110_000, "next_satellite")
>>> p.amounts, p.held_back
((110000, 110000, 110000, 110000), 26000)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from tournament.money.errors import MoneyError
from tournament.money.fmt import money
from tournament.money.rounding import split_evenly

__all__ = [
    "REMAINDER_RULES",
    "RemainderRule",
    "SeatPayouts",
    "describe",
    "seat_payouts",
    "seat_winners_at",
]

RemainderRule = Literal["next_place", "split", "next_satellite"]
"""Where a satellite's cash remainder goes (see the module docstring)."""

REMAINDER_RULES: tuple[RemainderRule, ...] = get_args(RemainderRule)
"""The remainder rules a director chooses from, the usual one first."""


@dataclass(frozen=True, slots=True)
class SeatPayouts:
    """A satellite's payouts for one prize pool.

    ``amounts`` is the payout table (place 1 first): one seat value per seat, then, by the
    ``next_place`` rule, the remainder for the first place without a seat; by ``split``,
    each seat with its share of the remainder; by ``next_satellite`` the seats only and the
    remainder ``held_back``. ``remainder_place`` is the place paid the remainder in cash
    (0: none).
    """

    pool: int
    seat_value: int
    rule: RemainderRule
    seats: int
    remainder: int
    amounts: tuple[int, ...]
    held_back: int

    @property
    def remainder_place(self) -> int:
        """The place the remainder is paid to by the ``next_place`` rule (0: none)."""
        return self.seats + 1 if self.rule == "next_place" and self.remainder else 0

    @property
    def remainder_shares(self) -> tuple[int, ...]:
        """Each seat winner's cash on top of the seat by the ``split`` rule (else ())."""
        if self.rule != "split" or not self.seats:
            return ()
        return tuple(a - self.seat_value for a in self.amounts)


def seat_payouts(pool: int, seat_value: int, rule: RemainderRule) -> SeatPayouts:
    """The seats ``pool`` buys at ``seat_value`` each and where the remainder goes.

    A pool below one seat buys none: the whole pool is the remainder and nothing is paid
    yet (the table is empty).

    >>> seat_payouts(90_000, 110_000, "next_place").amounts
    ()
    >>> seat_payouts(0, 110_000, "split").seats
    0
    """
    if seat_value <= 0:
        raise MoneyError("A seat must be worth more than nothing")
    if pool < 0:
        raise MoneyError("The prize pool cannot be negative")
    if rule not in REMAINDER_RULES:
        raise MoneyError(f"Unknown rule for the remainder: {rule!r}")
    seats, remainder = divmod(pool, seat_value)
    if seats == 0:
        return SeatPayouts(pool, seat_value, rule, 0, remainder, (), 0)
    held_back = 0
    if rule == "next_place":
        amounts = (seat_value,) * seats + ((remainder,) if remainder else ())
    elif rule == "split":
        amounts = tuple(seat_value + part for part in split_evenly(remainder, seats))
    else:
        amounts, held_back = (seat_value,) * seats, remainder
    return SeatPayouts(pool, seat_value, rule, seats, remainder, amounts, held_back)


def seat_winners_at(seats: int, players_left: int) -> bool:
    """Whether play stops: no more players left than seats (everyone left wins a seat).

    >>> seat_winners_at(4, 5), seat_winners_at(4, 4), seat_winners_at(0, 1)
    (False, True, False)
    """
    if players_left < 0:
        raise MoneyError(f"Players left cannot be negative ({players_left})")
    return seats > 0 and players_left <= seats


def describe(p: SeatPayouts) -> str:
    """The payouts in English words, figures in currency units (the console words them in
    the director's language).

    >>> describe(seat_payouts(466_000, 110_000, "next_place"))
    '4 seats of 1,100.00 · 260.00 to 5th'
    """
    seats = f"{p.seats} seat{'s' if p.seats != 1 else ''} of {money(p.seat_value)}"
    if not p.remainder:
        return seats
    if p.seats == 0:
        return f"No seat yet: {money(p.pool)} of {money(p.seat_value)}"
    cash = money(p.remainder)
    if p.rule == "next_place":
        return f"{seats} · {cash} to {_ordinal(p.seats + 1)}"
    if p.rule == "split":
        return f"{seats} · {cash} shared by the seat winners"
    return f"{seats} · {cash} to the next satellite"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
