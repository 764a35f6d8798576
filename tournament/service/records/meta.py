"""The floor-wide state that is not a player, an entry, a table or the clock: payouts,
the deal, the rotation and rules asked for, the day, the bags, flights and a satellite's
seats (:class:`Meta`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tournament.engine.rules import Rules
from tournament.money.deals import Deal
from tournament.money.payout_tables import PayoutTableChoice
from tournament.service.bags import BagBatch
from tournament.service.flight_records import FlightPlan
from tournament.service.records.players import PlayerAmount, SeatEntry
from tournament.service.records.settings import SatelliteTerms
from tournament.structure import RotationSettings

__all__ = [
    "Meta",
]


@dataclass(frozen=True, slots=True)
class Meta:
    """Floor-wide state that is not a player, an entry, a table or the clock.

    ``chips_adjusted``: chips put into or taken out of play other than by an entry (the
    colour-ups' chip races remove the odd chips), so that chips in play = chips issued by
    the entries + ``chips_adjusted``. ``payouts_follow`` > 0: the payouts were generated
    (about that % of the field paid) and follow the pool until ``payouts_locked`` or the
    bubble bursts; ``payouts_held_back`` is the part of the pool kept out of the table,
    ``payouts_note`` why. ``unassigned_bounties``: the heads of players busted without a
    named eliminator, until the director assigns them. ``hand_for_hand_done``: the tables
    that finished the hand-for-hand hand now being played.
    """

    payouts: tuple[int, ...] = ()
    deal: Deal | None = None
    next_player: int = 1
    next_entry: int = 1
    bust_hands: int = 0
    rotation: RotationSettings = field(default_factory=RotationSettings)
    rules: Rules = field(default_factory=Rules)
    """The rule settings the event's hands are played under."""
    removed_chips: tuple[int, ...] = ()
    finished: bool = False
    chips_adjusted: int = 0
    payouts_follow: int = 0
    payouts_locked: bool = False
    payouts_held_back: int = 0
    payouts_note: str = ""
    payouts_table: PayoutTableChoice | None = None
    """The payout table the director chose: the payouts follow the pool by it (None: none
    chosen)."""
    unassigned_bounties: tuple[PlayerAmount, ...] = ()
    hand_for_hand_done: tuple[int, ...] = ()
    message: str = ""
    """The director's message on the clock screen ("" = none)."""
    day: int = 1
    """The day being played (1 = the first; :mod:`tournament.service.days`)."""
    day_end_step: int | None = None
    """The step after which this day ends, once its players-left end was reached with the
    level to finish (None: by the day plan's level only)."""
    day_stopped: bool = False
    """This day's play stopped at its players-left end after the hand (the clock paused)."""
    bags: tuple[BagBatch, ...] = ()
    """The bags recorded at the end of each day (and flight), the totals matching."""
    bags_pending: tuple[BagBatch, ...] = ()
    """Batches whose total is not the chips in play, kept apart until replaced."""
    flights: FlightPlan | None = None
    """The starting flights and Day 2 (None: an event of one flight)."""
    satellite: SatelliteTerms | None = None
    """The satellite's terms: the payouts are seats (None: an ordinary tournament)."""
    seat_winners: tuple[str, ...] = ()
    """The players who won a seat when play stopped (the satellite is over)."""
    seats_entered: tuple[SeatEntry, ...] = ()
    """The players who entered this event with a seat won in a satellite."""
