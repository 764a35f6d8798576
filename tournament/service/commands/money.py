"""The director's money commands: chip counts, colouring up, bounties, payouts, deals,
paying out and a satellite's seats (decided in :mod:`tournament.service.handlers.money`
and :mod:`~tournament.service.satellite`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tournament.money.payout_tables import PayoutTableChoice
from tournament.service.records import ChipCount, PlayerAmount, SatelliteTerms

__all__ = [
    "AssignBounty",
    "ChoosePayoutTable",
    "ColourUp",
    "GeneratePayouts",
    "LockPayouts",
    "MakeDeal",
    "PayOut",
    "RecordChipCount",
    "RecordChipCounts",
    "SetPayouts",
    "SetSatellite",
]


@dataclass(frozen=True, slots=True)
class AssignBounty:
    """Name who busted ``player_id`` when the bust was recorded without an eliminator: the
    bounty left on the busted player's head goes to ``busted_by``."""

    player_id: str
    busted_by: str


@dataclass(frozen=True, slots=True)
class RecordChipCount:
    """Record a player's counted stack."""

    player_id: str
    stack: int


@dataclass(frozen=True, slots=True)
class RecordChipCounts:
    """Record several counted stacks at once (end of level, hand-for-hand)."""

    counts: tuple[ChipCount, ...]


@dataclass(frozen=True, slots=True)
class ColourUp:
    """Remove a chip denomination with a chip race; ``to`` is the next denomination."""

    denomination: int
    to: int


@dataclass(frozen=True, slots=True)
class SetPayouts:
    """Set the prize for each place (cents, first place first) by hand: the table must pay
    the whole pool, less ``held_back`` when ``note`` says why. The table stops following
    the pool."""

    amounts: tuple[int, ...]
    held_back: int = 0
    note: str = ""


@dataclass(frozen=True, slots=True)
class LockPayouts:
    """Lock the payout table as it is (``locked=False``: let a generated table follow the
    pool again)."""

    locked: bool = True


@dataclass(frozen=True, slots=True)
class ChoosePayoutTable:
    """Pay by a payout table (a curve, the places paid, a min cash, a rounding unit): the
    prizes are worked out from the pool and the entries now and again as entries and add-ons
    come in, until the payouts are locked, set by hand or the bubble bursts."""

    table: PayoutTableChoice


@dataclass(frozen=True, slots=True)
class GeneratePayouts:
    """Set payouts from the money module's curve (about ``paid_percent`` % of the field paid;
    0: the tournament's setting)."""

    paid_percent: int = 0


@dataclass(frozen=True, slots=True)
class MakeDeal:
    """The remaining players agree to split the remaining prizes.

    For ``icm``, ``chip_chop`` and ``even`` the amounts are computed, in multiples of
    ``unit`` cents where possible; ``custom`` takes them. ``play_for`` (cents, at most first
    prize) is kept out of the deal: play goes on and the winner gets it.
    """

    method: Literal["icm", "chip_chop", "even", "custom"]
    amounts: tuple[PlayerAmount, ...] = ()
    unit: int = 1
    play_for: int = 0


@dataclass(frozen=True, slots=True)
class PayOut:
    """Pay a finished player their prize."""

    player_id: str


@dataclass(frozen=True, slots=True)
class SetSatellite:
    """Make the tournament a satellite: its pool pays seats in a target event, the
    remainder in cash by the stated rule (``terms`` None: pay places again)."""

    terms: SatelliteTerms | None
