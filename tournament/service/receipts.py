"""Receipts a director hands a player: what a player paid in, and what a player was paid.

:func:`buy_in_receipt` lists every entry the player bought (buy-in, re-entry, rebuy,
add-on) with its prize-pool part, fee and bounty, and the total; :func:`payout_receipt`
the place, the prize and how much of it has been paid.  Both read a tournament as it
stands (pure: the printed words are the console's).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.errors import DomainError
from tournament.service.aggregate import Tournament
from tournament.service.records import ENTRY_KINDS, EntryKind

__all__ = ["BuyInReceipt", "PaidEntry", "PayoutReceipt", "buy_in_receipt", "payout_receipt"]


@dataclass(frozen=True, slots=True)
class PaidEntry:
    """One entry on a receipt: what was bought, when, and where its money went (cents)."""

    kind: EntryKind
    at: int
    amount: int
    fee: int
    bounty: int
    chips: int

    @property
    def total(self) -> int:
        """What the player paid for this entry."""
        return self.amount + self.fee + self.bounty


@dataclass(frozen=True, slots=True)
class BuyInReceipt:
    """Everything one player paid in, entry by entry, oldest first."""

    player: str
    entries: tuple[PaidEntry, ...]

    @property
    def total(self) -> int:
        """What the player paid in all (cents)."""
        return sum(e.total for e in self.entries)


@dataclass(frozen=True, slots=True)
class PayoutReceipt:
    """A player's prize: the place (None for a deal share not yet played out), the prize
    and what has been handed over so far (cents)."""

    player: str
    place: int | None
    prize: int
    paid: int


def buy_in_receipt(t: Tournament, player_id: str) -> BuyInReceipt:
    """What ``player_id`` paid in; refused for a player who has bought nothing.

    ``DomainError`` names the player: "Ana has not bought in".
    """
    player = t.player(player_id)
    entries = tuple(
        PaidEntry(ENTRY_KINDS[r.kind], r.at, r.prize, r.fee, r.bounty, r.chips)
        for r in sorted(t.entry_records(), key=lambda r: (r.at, r.entry_id))
        if r.player == player_id
    )
    if not entries:
        raise DomainError(f"{player.name} has not bought in")
    return BuyInReceipt(player.name, entries)


def payout_receipt(t: Tournament, player_id: str) -> PayoutReceipt:
    """The prize of ``player_id``; refused for a player who has won nothing (yet)."""
    player = t.player(player_id)
    prize = t.prize_for(player_id)
    if prize <= 0:
        raise DomainError(f"{player.name} has no prize to pay")
    return PayoutReceipt(player.name, player.place, prize, player.paid)
