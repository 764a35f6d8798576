"""Money events: chip counts recorded, chips coloured up, bounties, payouts set and locked,
a deal, a player paid, a satellite's terms and its seats won (applied in
:mod:`tournament.service.handlers.money` and :mod:`~tournament.service.satellite`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.money.deals import Deal
from tournament.money.payout_tables import PayoutTableChoice
from tournament.service.records import ChipCount, SatelliteTerms

__all__ = [
    "BountyAssigned",
    "ChipCountsRecorded",
    "ChipsColouredUp",
    "DealMade",
    "PayoutsLocked",
    "PayoutsSet",
    "PlayerPaid",
    "SatelliteSet",
    "SeatsWon",
]


@dataclass(frozen=True, slots=True)
class ChipCountsRecorded:
    """Stacks were counted."""

    counts: tuple[ChipCount, ...]


@dataclass(frozen=True, slots=True)
class ChipsColouredUp:
    """A denomination was removed; stacks after the chip race."""

    denomination: int
    to: int
    counts: tuple[ChipCount, ...]


@dataclass(frozen=True, slots=True)
class BountyAssigned:
    """The bounty of ``player_id`` (busted without a named eliminator) went to
    ``busted_by``: ``bounty_cash`` paid, ``bounty_to_head`` added to his head (PKO)."""

    player_id: str
    busted_by: str
    bounty_cash: int
    bounty_to_head: int


@dataclass(frozen=True, slots=True)
class PayoutsSet:
    """Prizes per place were set (cents, first place first).

    ``follow_percent`` > 0: generated (about that % of the field paid), the table follows
    the pool until locked or the bubble bursts; 0: set by hand. ``table``: the payout table
    the director chose, which the amounts follow the same way (None: not from a table; the
    logs written before tables could be chosen have none). ``held_back``: the part of the
    pool the director keeps out of the table, ``note`` says why.
    """

    amounts: tuple[int, ...]
    follow_percent: int = 0
    held_back: int = 0
    note: str = ""
    table: PayoutTableChoice | None = None


@dataclass(frozen=True, slots=True)
class PayoutsLocked:
    """The payout table was locked (or unlocked: a generated table follows the pool)."""

    locked: bool


@dataclass(frozen=True, slots=True)
class DealMade:
    """The remaining players made a deal; the tournament is over."""

    deal: Deal


@dataclass(frozen=True, slots=True)
class PlayerPaid:
    """A player was paid."""

    player_id: str
    amount: int


@dataclass(frozen=True, slots=True)
class SatelliteSet:
    """The tournament became a satellite on these terms (None: it pays places again)."""

    terms: SatelliteTerms | None


@dataclass(frozen=True, slots=True)
class SeatsWon:
    """As many players were left as seats: play stopped and these players won a seat
    each (they share the finish)."""

    players: tuple[str, ...]
