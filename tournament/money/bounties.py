"""Bounties: fixed and progressive knockout (PKO).

Each buy-in and re-entry puts ``BountyRule.amount`` on the player's **head** (a re-entry
starts a fresh head; the previous one has been won). When a player is eliminated:

* **Fixed**: his eliminator is paid the whole head in cash; heads never grow.
* **Progressive knockout**: the eliminator is paid ``1 - head_share`` of the head in cash
  and ``head_share`` (default one half) is added to his own head, rounded down to the
  ``unit`` (the cash part takes the rest, so nothing is lost).
* **Who eliminates**: the player(s) who win the pot holding the busted player's last
  chips. When that pot is split between several players, each part of the bounty (cash
  and, in a PKO, the part added to heads) is split equally between them; the odd units
  go to the first eliminators as given (the service gives them in odd-chip order, first
  clockwise from the button).
* **Winner**: in a PKO the winner of the tournament also collects his own head
  (:func:`winner_bounty`). In a fixed-bounty event his own bounty is returned to him too.

>>> from tournament.money.settings import BountyKind, BountyRule
>>> pko = BountyRule(BountyKind.PROGRESSIVE, amount=1_000)
>>> r = knockout(pko, {"ann": 1_500, "bob": 1_000}, busted="ann", eliminators=["bob"])
>>> r.cash, r.heads
((('bob', 750),), (('ann', 0), ('bob', 1750)))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tournament.money.errors import MoneyError
from tournament.money.rounding import split_evenly
from tournament.money.settings import BountyKind, BountyRule

__all__ = ["Knockout", "knockout", "winner_bounty"]


@dataclass(frozen=True, slots=True)
class Knockout:
    """A bounty won: cash paid now to each eliminator, what went onto their heads, and the
    heads after the knockout (the busted player's head is 0)."""

    busted: str
    head: int
    cash: tuple[tuple[str, int], ...]
    added_to_heads: tuple[tuple[str, int], ...]
    heads: tuple[tuple[str, int], ...]

    @property
    def cash_total(self) -> int:
        """All cash paid for this knockout."""
        return sum(a for _, a in self.cash)


def knockout(
    rule: BountyRule,
    heads: Mapping[str, int],
    busted: str,
    eliminators: Sequence[str],
    unit: int = 1,
) -> Knockout:
    """The bounty on ``busted`` won by ``eliminators`` (see module doc for the rules)."""
    if rule.kind is BountyKind.NONE:
        raise MoneyError("This tournament has no bounties")
    if busted not in heads:
        raise MoneyError(f"{busted} has no bounty on his head")
    if not eliminators:
        raise MoneyError(f"Say who eliminated {busted}")
    if len(set(eliminators)) != len(eliminators):
        raise MoneyError("An eliminator is listed twice")
    if busted in eliminators:
        raise MoneyError(f"{busted} cannot eliminate himself")
    for e in eliminators:
        if e not in heads:
            raise MoneyError(f"{e} is not in the bounty tournament")
    head = heads[busted]
    if rule.kind is BountyKind.PROGRESSIVE:
        to_heads = head * rule.head_share_numerator // rule.head_share_denominator
        to_heads -= to_heads % unit
    else:
        to_heads = 0
    cash = split_evenly(head - to_heads, len(eliminators), unit)
    added = split_evenly(to_heads, len(eliminators), unit)
    new_heads = dict(heads)
    new_heads[busted] = 0
    for e, a in zip(eliminators, added, strict=True):
        new_heads[e] += a
    return Knockout(
        busted,
        head,
        tuple(zip(eliminators, cash, strict=True)),
        tuple(zip(eliminators, added, strict=True)) if to_heads else (),
        tuple(new_heads.items()),
    )


def winner_bounty(heads: Mapping[str, int], winner: str) -> int:
    """What the tournament winner collects from his own head."""
    if winner not in heads:
        raise MoneyError(f"{winner} has no bounty on his head")
    return heads[winner]
