"""Pots from contributions: uncalled bets, the main pot and side pots (pure functions).

Players are indices into the per-player lists (PHH order: p1 = first seat left of the
button). A pot is built at every all-in level of the players still in the hand; folded
chips are dead money in the pots they reached.

>>> build_pots([100, 60, 40], [False, True, False])
[Pot(amount=120, eligible=(0, 2)), Pot(amount=40, eligible=(0,))]
>>> uncalled_bet([100, 60, 40])
(0, 40)

While a betting round goes on, :func:`live_pots` shows every chip in the middle, bets
included, open to everyone still in; a side pot starts only where somebody is all in:

>>> live_pots([50, 100, 0], [0, 0, 0], [False, False, False], [False, False, False])
[Pot(amount=150, eligible=(0, 1, 2))]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

__all__ = [
    "Pot",
    "PotError",
    "build_pots",
    "live_contributions",
    "live_pots",
    "pots_with_dead_money",
    "total_in_pots",
    "uncalled_bet",
]


class PotError(ValueError):
    """Contributions that cannot form pots (negative chips, lists of different lengths)."""


class Pot(NamedTuple):
    """One pot: its chips and the players still in the hand who can win it."""

    amount: int
    eligible: tuple[int, ...]


def _check(contributions: Sequence[int], folded: Sequence[bool]) -> None:
    if len(contributions) != len(folded):
        raise PotError(
            f"{len(contributions)} contributions but {len(folded)} folded flags; "
            "give one of each per player"
        )
    if not contributions or min(contributions) >= 0:
        return
    for i, c in enumerate(contributions):
        if c < 0:
            raise PotError(f"player {i + 1} has a negative contribution ({c})")


def uncalled_bet(contributions: Sequence[int]) -> tuple[int, int] | None:
    """``(player, chips)`` of the part of the largest contribution nobody matched, or None.

    >>> uncalled_bet([50, 50, 20]) is None
    True
    """
    if len(contributions) < 2:
        return None
    called = list(contributions)
    most = max(called)
    top = called.index(most)  # the first player with the largest contribution
    excess = most - max(called[:top] + called[top + 1 :])
    return (top, excess) if excess > 0 else None


def build_pots(contributions: Sequence[int], folded: Sequence[bool]) -> list[Pot]:
    """Main pot first, then side pots; an uncalled bet is left out (it goes back).

    ``contributions[i]`` is everything player ``i`` put in this hand (antes, blinds, bets);
    ``folded[i]`` whether they folded (their chips stay in, they win nothing). A pot's
    eligible players are those still in who contributed up to its level. Chips above the
    highest level of a live player (possible only after folds) join the last pot.

    >>> build_pots([20, 20, 20], [False, False, False])
    [Pot(amount=60, eligible=(0, 1, 2))]
    """
    _check(contributions, folded)
    called = list(contributions)
    n = len(called)
    if n >= 2:  # the uncalled part of the largest contribution goes back
        most = max(called)
        top = called.index(most)
        second = max(called[:top] + called[top + 1 :])
        if most > second:
            called[top] = second
        level = called[top]  # the most anybody put in, now that it is called
        # the common case: everyone still in put in the same, the most -- one pot
        still_in = [i for i in range(n) if not folded[i]]
        if level > 0 and still_in and all(called[i] == level for i in still_in):
            return [Pot(sum(called), tuple(still_in))]
    levels = sorted({c for c, f in zip(called, folded, strict=True) if not f and c > 0})
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = 0
        eligible: list[int] = []
        for i in range(n):
            c = called[i]
            if c > previous:
                amount += (c if c < level else level) - previous
                if c >= level and not folded[i]:
                    eligible.append(i)
        pots.append(Pot(amount, tuple(eligible)))
        previous = level
    extra = 0
    for c in called:
        if c > previous:
            extra += c - previous
    if extra:
        if pots:
            last = pots[-1]
            pots[-1] = Pot(last.amount + extra, last.eligible)
        else:  # the players still in put in nothing: they share all the dead money
            pots.append(Pot(extra, tuple(i for i, f in enumerate(folded) if not f)))
    return pots


def total_in_pots(pots: Sequence[Pot]) -> int:
    """Sum of the pots' chips."""
    return sum(p.amount for p in pots)


def live_contributions(contributions: Sequence[int], dead: Sequence[int]) -> list[int]:
    """Each player's contribution without their dead money (antes paid for the table)."""
    return [c - d for c, d in zip(contributions, dead, strict=True)]


def pots_with_dead_money(
    contributions: Sequence[int], dead: Sequence[int], folded: Sequence[bool]
) -> list[Pot]:
    """:func:`build_pots` of the live contributions, the dead money in the main pot.

    Dead money (a big-blind or button ante paid for the table) is never an unmatched bet:
    it goes to the main pot, open to everyone still in.

    >>> pots_with_dead_money([6, 3, 3], [3, 0, 0], [False, False, False])
    [Pot(amount=12, eligible=(0, 1, 2))]
    """
    total_dead = sum(dead)
    if not total_dead:
        return build_pots(contributions, folded)
    pots = build_pots(live_contributions(contributions, dead), folded)
    if pots:
        pots[0] = Pot(pots[0].amount + total_dead, pots[0].eligible)
    else:
        pots.append(Pot(total_dead, tuple(p for p, f in enumerate(folded) if not f)))
    return pots


def live_pots(
    contributions: Sequence[int],
    dead: Sequence[int],
    folded: Sequence[bool],
    all_in: Sequence[bool],
) -> list[Pot]:
    """The pots while the hand is played: every chip in the middle, bets of the round too.

    Anyone still in with chips behind can still match any bet, so they are eligible for
    every pot; a player all in is eligible up to what they put in, and that amount caps a
    pot (the main pot, then side pots, one per all-in amount). Chips above the highest
    all-in amount form the last pot among the players who still have chips; when only one
    of them is left in it, that pot is the part of their bet nobody can call, which goes
    back to them. Dead money (a big-blind ante) is in the main pot. When the betting is
    complete these are the pots :func:`pots_with_dead_money` settles, plus that uncalled
    part as a pot of its own.

    Blinds 50/100, the button all in for 80 before anyone else acted:

    >>> live_pots([50, 100, 80], [0, 0, 0], [False, False, False], [False, False, True])
    [Pot(amount=210, eligible=(0, 1, 2)), Pot(amount=20, eligible=(0, 1))]
    """
    _check(contributions, folded)
    live = live_contributions(contributions, dead)
    still_in = [p for p, f in enumerate(folded) if not f]
    caps = sorted({live[p] for p in still_in if all_in[p] and live[p] > 0})
    pots: list[Pot] = []
    previous = 0
    for cap in caps:
        amount = sum(min(c, cap) - previous for c in live if c > previous)
        eligible = tuple(p for p in still_in if live[p] >= cap or not all_in[p])
        pots.append(Pot(amount, eligible))
        previous = cap
    rest = sum(c - previous for c in live if c > previous)
    contenders = tuple(p for p in still_in if not all_in[p])
    if rest and contenders:
        pots.append(Pot(rest, contenders))
    elif rest and pots:  # chips folded above every all-in amount: the last pot has them
        pots[-1] = Pot(pots[-1].amount + rest, pots[-1].eligible)
    elif rest:
        pots.append(Pot(rest, tuple(still_in)))
    total_dead = sum(dead)
    if total_dead and pots:
        pots[0] = Pot(pots[0].amount + total_dead, pots[0].eligible)
    elif total_dead:
        pots.append(Pot(total_dead, tuple(still_in)))
    return pots
