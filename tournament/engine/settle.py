"""Building pots from contributions and paying them out (side pots, hi-lo, odd chips).

>>> build_pots([100, 50, 100], [False, False, True])
[(150, (0, 1)), (100, (0,))]
>>> split(7, [2, 0], unit=1, odd_chips="one_each")
[(2, 4), (0, 3)]
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["build_pots", "split"]


def build_pots(
    contributions: Sequence[int], folded: Sequence[bool]
) -> list[tuple[int, tuple[int, ...]]]:
    """Main pot then side pots as ``(amount, eligible players)``.

    A pot is built at every all-in level of the players still in the hand; folded
    chips are dead money in the pots they reached.  Chips above the highest live level
    (only possible when everyone else folded) go to the last pot.
    """
    live_levels = sorted({c for c, f in zip(contributions, folded, strict=True) if not f and c > 0})
    pots: list[tuple[int, tuple[int, ...]]] = []
    previous = 0
    for level in live_levels:
        amount = 0
        for c in contributions:
            if c > previous:
                amount += (c if c < level else level) - previous
        eligible = tuple(i for i, c in enumerate(contributions) if not folded[i] and c >= level)
        pots.append((amount, eligible))
        previous = level
    extra = sum(c - previous for c in contributions if c > previous)
    if extra:
        if pots:
            amount, eligible = pots[-1]
            pots[-1] = (amount + extra, eligible)
        else:
            pots.append((extra, tuple(i for i, f in enumerate(folded) if not f)))
    return pots


def split(
    amount: int, winners: Sequence[int], *, unit: int, odd_chips: str
) -> list[tuple[int, int]]:
    """Divide ``amount`` among ``winners`` (already in odd-chip priority order).

    Shares are whole multiples of the smallest chip ``unit``; the odd chips go one per
    winner in order (``one_each``) or all to the first (``all_to_first``); anything
    smaller than a chip goes to the first winner.
    """
    k = len(winners)
    base = (amount // (unit * k)) * unit
    shares = [base] * k
    rest = amount - base * k
    if odd_chips == "one_each":
        i = 0
        while rest >= unit and i < k:
            shares[i] += unit
            rest -= unit
            i += 1
    shares[0] += rest
    return list(zip(winners, shares, strict=True))
