"""Deals among the players left: ICM, chip chop, even chop, with an amount played for.

All deals share the prize money still to be paid, ``sum(payouts)`` where ``payouts[k]`` is
the prize for place ``k+1`` among the ``n`` players left (a longer table is cut to ``n``
places, a shorter one padded with zeros). A **play-for** amount ``R`` (at most first prize)
is held back and taken off first prize; the players keep playing and the winner receives
it. The deal splits the rest, ``sum(payouts) - R``, into integer amounts (multiples of
``unit`` where possible) that add up to it **exactly**.

Nobody below the bottom: every player receives at least the smallest remaining prize
(after taking the play-for amount off first prize), i.e. at least what he would get by
busting next. ICM equities always satisfy this (they average the prizes); rounding is
corrected to keep it. The chip chop first pays everyone that smallest prize and splits
the rest by chips (``floor_at_last_prize=False`` gives the plain proportional chop, which
can leave a short stack below it). The even chop splits equally.

>>> d = icm_deal({"ann": 5000, "bob": 3000, "cy": 2000}, [5000, 3000, 2000])
>>> dict(d.amounts)
{'ann': 3839, 'bob': 3275, 'cy': 2886}
>>> chop = chip_chop({"ann": 5000, "bob": 3000, "cy": 2000}, [5000, 3000, 2000], play_for=1000)
>>> dict(chop.amounts)
{'ann': 3500, 'bob': 2900, 'cy': 2600}
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from tournament.money.errors import MoneyError
from tournament.money.fmt import money
from tournament.money.icm import icm
from tournament.money.rounding import apportion

__all__ = [
    "Deal",
    "DealKind",
    "DealShare",
    "changes_against_payouts",
    "chip_chop",
    "even_chop",
    "icm_deal",
]


class DealKind(Enum):
    """How the prize money was split."""

    ICM = "icm"
    CHIP_CHOP = "chip_chop"
    EVEN_CHOP = "even"
    CUSTOM = "custom"
    """Amounts the players agreed on themselves."""


class DealShare(NamedTuple):
    """One player's amount in a deal (cents)."""

    player: str
    amount: int


@dataclass(frozen=True, slots=True)
class Deal:
    """A deal: how it was made, each player's amount (in the order given), the amount still
    played for (the winner receives it on top of his amount) and the unit the amounts were
    rounded to (a multiple of it where possible).

    A deal never gives a negative amount, and the amount played for is not negative.
    """

    kind: DealKind
    amounts: tuple[DealShare, ...]
    play_for: int = 0
    unit: int = 1

    def __post_init__(self) -> None:
        if any(share.amount < 0 for share in self.amounts):
            raise MoneyError("A deal cannot give a negative amount")
        if self.play_for < 0:
            raise MoneyError("The amount played for cannot be negative")

    @property
    def total(self) -> int:
        """The prize money the deal shares: the amounts and the amount played for."""
        return sum(share.amount for share in self.amounts) + self.play_for

    def amount(self, player: str) -> int:
        """What ``player`` receives now (the play-for amount not included)."""
        for p, a in self.amounts:
            if p == player:
                return a
        raise MoneyError(f"{player} is not part of this deal")


def _prepare(
    stacks: Mapping[str, int], payouts: Sequence[int], play_for: int, unit: int
) -> tuple[list[str], list[int], list[int]]:
    players = list(stacks)
    n = len(players)
    if n < 2:
        raise MoneyError("A deal needs at least two players")
    if unit < 1:
        raise MoneyError("The rounding unit must be at least 1 cent")
    for p in players:
        if stacks[p] <= 0:
            raise MoneyError(f"{p} has no chips and cannot be part of a deal")
    pay = list(payouts[:n]) + [0] * max(0, n - len(payouts))
    if any(a < 0 for a in pay):
        raise MoneyError("Payouts cannot be negative")
    if play_for < 0:
        raise MoneyError("The amount played for cannot be negative")
    if play_for > pay[0]:
        raise MoneyError(
            f"The amount played for ({money(play_for)}) cannot exceed first prize ({money(pay[0])})"
        )
    pay[0] -= play_for
    return players, [stacks[p] for p in players], pay


def _keep_floor(amounts: list[int], floor: int) -> list[int]:
    """Move the few units float rounding cost a player below ``floor`` from the largest amounts."""
    result = list(amounts)
    for i, a in enumerate(result):
        short = floor - a
        while short > 0:
            top = max(range(len(result)), key=lambda k: (result[k], -k))
            take = min(short, result[top] - floor)
            if take <= 0:  # pragma: no cover - cannot happen when sum >= n * floor
                raise MoneyError("The prize money cannot cover the smallest prize for everyone")
            result[top] -= take
            result[i] += take
            short -= take
    return result


def _deal(kind: DealKind, players: list[str], amounts: list[int], play_for: int, unit: int) -> Deal:
    shares = tuple(DealShare(p, a) for p, a in zip(players, amounts, strict=True))
    return Deal(kind, shares, play_for, unit)


def icm_deal(
    stacks: Mapping[str, int],
    payouts: Sequence[int],
    *,
    play_for: int = 0,
    unit: int = 1,
    rng: random.Random | None = None,
) -> Deal:
    """Split the remaining prize money by ICM equity (exact up to
    :data:`tournament.money.icm.EXACT_LIMIT` players, else approximated with ``rng``)."""
    players, chips, pay = _prepare(stacks, payouts, play_for, unit)
    equities = icm(chips, pay, rng)
    money_left = sum(pay)
    if money_left == 0:
        return _deal(DealKind.ICM, players, [0] * len(players), play_for, unit)
    amounts = apportion(money_left, equities, unit)
    return _deal(DealKind.ICM, players, _keep_floor(amounts, min(pay)), play_for, unit)


def chip_chop(
    stacks: Mapping[str, int],
    payouts: Sequence[int],
    *,
    play_for: int = 0,
    unit: int = 1,
    floor_at_last_prize: bool = True,
) -> Deal:
    """Everyone gets the smallest remaining prize, the rest is split in proportion to chips
    (or, with ``floor_at_last_prize=False``, everything is split in proportion to chips)."""
    players, chips, pay = _prepare(stacks, payouts, play_for, unit)
    base = min(pay) if floor_at_last_prize else 0
    rest = sum(pay) - base * len(players)
    amounts = [base + a for a in apportion(rest, chips, unit)]
    return _deal(DealKind.CHIP_CHOP, players, amounts, play_for, unit)


def even_chop(
    stacks: Mapping[str, int], payouts: Sequence[int], *, play_for: int = 0, unit: int = 1
) -> Deal:
    """Equal shares; the odd units go to the bigger stacks first."""
    players, chips, pay = _prepare(stacks, payouts, play_for, unit)
    # Weights 1 each, slightly favouring bigger stacks for odd units only.
    order = sorted(range(len(players)), key=lambda i: -chips[i])
    shares = apportion(sum(pay), [1] * len(players), unit)
    amounts = [0] * len(players)
    for rank, i in enumerate(order):
        amounts[i] = shares[rank]
    # Less than a unit each (e.g. 2 cents in units of 1.00): the floor still holds.
    return _deal(DealKind.EVEN_CHOP, players, _keep_floor(amounts, min(pay)), play_for, unit)


def changes_against_payouts(
    amounts: Mapping[str, int], stacks: Mapping[str, int], payouts: Sequence[int]
) -> dict[str, tuple[int, int]]:
    """For each player of a deal: the prize of the place his chip count ranks him at now
    (biggest stack first prize; equal stacks in the order given) and his change, the deal
    amount less that prize.

    >>> deal, chips = {"ann": 8_000, "bob": 7_000}, {"ann": 50, "bob": 30}
    >>> changes_against_payouts(deal, chips, [10_000, 5_000])
    {'ann': (10000, -2000), 'bob': (5000, 2000)}
    """
    ranked = sorted(stacks, key=lambda p: -stacks[p])
    out: dict[str, tuple[int, int]] = {}
    for rank, player in enumerate(ranked):
        prize = payouts[rank] if rank < len(payouts) else 0
        out[player] = (prize, amounts[player] - prize)
    return out
