"""Where the bounty money is: collected with the entries, paid to eliminators, still out.

Every bounty collected is, at any moment, in exactly one of three places: **paid** (cash
won by an eliminator, the winner's own head included), on the **head** of a player still
in, or **unassigned** (the head of a busted player whose eliminator was not named yet; the
director assigns it). ``outstanding = on_heads + unassigned``, and
``collected == paid + outstanding`` unless a record is wrong (:attr:`BountySummary.ok`).

>>> s = bounty_summary(82_000, paid=[2_000, 4_000], on_heads=[66_000, 8_000], unassigned=[2_000])
>>> (s.paid, s.outstanding, s.ok)
(6000, 76000, True)
>>> s.message
'Bounties: 820.00 collected, 60.00 paid, 760.00 outstanding (20.00 unassigned)'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tournament.money.fmt import money

__all__ = ["BountySummary", "bounty_summary"]


@dataclass(frozen=True, slots=True)
class BountySummary:
    """Bounty money collected, paid, on heads still in play, and unassigned (cents)."""

    collected: int
    paid: int
    on_heads: int
    unassigned: int

    @property
    def outstanding(self) -> int:
        """Bounty money not paid yet: on heads in play plus unassigned."""
        return self.on_heads + self.unassigned

    @property
    def ok(self) -> bool:
        """Whether every cent collected is paid or outstanding."""
        return self.collected == self.paid + self.outstanding

    @property
    def message(self) -> str:
        """One line for the director."""
        text = (
            f"Bounties: {money(self.collected)} collected, {money(self.paid)} paid, "
            f"{money(self.outstanding)} outstanding"
        )
        if self.unassigned:
            text += f" ({money(self.unassigned)} unassigned)"
        return text


def bounty_summary(
    collected: int, *, paid: Iterable[int], on_heads: Iterable[int], unassigned: Iterable[int]
) -> BountySummary:
    """The summary from the money collected, the cash each player won, the heads of the
    players still in and the heads of busted players nobody was named for."""
    return BountySummary(collected, sum(paid), sum(on_heads), sum(unassigned))
