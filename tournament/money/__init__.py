"""Money of a tournament: entries, prize pool, payouts, bounties, eliminations, ICM, deals,
chip race.

Modules (one concept each):

* :mod:`~tournament.money.settings` - buy-in, fee, stacks, re-entries, rebuys, add-ons,
  bounties, guarantee.
* :mod:`~tournament.money.ledger` - the immutable ledger of entries with validation
  (``why_not_*`` and the actions).
* :mod:`~tournament.money.prize_pool` - prize pool with guarantee and overlay.
* :mod:`~tournament.money.chips` - chip count check, average stack, chip leader.
* :mod:`~tournament.money.payouts` - places paid, generated and edited payout tables.
* :mod:`~tournament.money.payout_tables` - the tables a director chooses from (curves, places,
  min cash, rounding unit).
* :mod:`~tournament.money.payout_status` - whether payouts still add up to the pool and
  still follow it.
* :mod:`~tournament.money.elimination` - finishing places of bust groups, tied prizes.
* :mod:`~tournament.money.bounties` - fixed and progressive knockouts.
* :mod:`~tournament.money.bounty_summary` - bounty money collected, paid, outstanding.
* :mod:`~tournament.money.icm` - exact and approximate Malmuth-Harville ICM.
* :mod:`~tournament.money.deals` - ICM, chip chop and even chop deals with a play-for.
* :mod:`~tournament.money.chip_race` - colour-up chip race (TDA rule 24).
* :mod:`~tournament.money.rounding` - exact integer splits.
* :mod:`~tournament.money.league_formula` - league points formulas (a safe expression
  language) and points tables.

Money is ``int`` cents, chips ``int``; nothing here reads the clock or global randomness.
"""

from __future__ import annotations

from tournament.money.bounties import Knockout, knockout, winner_bounty
from tournament.money.bounty_summary import BountySummary, bounty_summary
from tournament.money.chip_race import RaceResult, RaceSeat, RaceShare, chip_race
from tournament.money.chips import (
    ChipCheck,
    ChipLeader,
    average_stack,
    check_chip_counts,
    chip_leader,
)
from tournament.money.deals import (
    Deal,
    DealKind,
    DealShare,
    changes_against_payouts,
    chip_chop,
    even_chop,
    icm_deal,
)
from tournament.money.elimination import (
    Bust,
    Finish,
    places_after_re_entry,
    prizes_for_finishes,
    rank_bust_group,
    winner,
)
from tournament.money.errors import MoneyError
from tournament.money.icm import EXACT_LIMIT, icm, icm_approx, icm_exact
from tournament.money.ledger import ChipAdjustment, Entry, EntryKind, Ledger
from tournament.money.payout_status import (
    PayoutCheck,
    check_payouts,
    payouts_follow_pool,
    refuse_payouts,
)
from tournament.money.payout_tables import PayoutCurve, PayoutTableChoice, payout_table
from tournament.money.payouts import (
    PayoutPolicy,
    generate_payouts,
    in_the_money,
    on_the_bubble,
    payouts_from_percentages,
    percentages,
    places_paid,
    validate_payouts,
)
from tournament.money.prize_pool import PrizePool, prize_pool
from tournament.money.rounding import apportion, split_evenly
from tournament.money.settings import (
    AddOnRule,
    BountyKind,
    BountyRule,
    LedgerSettings,
    RebuyRule,
    ReEntryRule,
)

__all__ = [
    "EXACT_LIMIT",
    "AddOnRule",
    "BountyKind",
    "BountyRule",
    "BountySummary",
    "Bust",
    "ChipAdjustment",
    "ChipCheck",
    "ChipLeader",
    "Deal",
    "DealKind",
    "DealShare",
    "Entry",
    "EntryKind",
    "Finish",
    "Knockout",
    "Ledger",
    "LedgerSettings",
    "MoneyError",
    "PayoutCheck",
    "PayoutCurve",
    "PayoutPolicy",
    "PayoutTableChoice",
    "PrizePool",
    "RaceResult",
    "RaceSeat",
    "RaceShare",
    "ReEntryRule",
    "RebuyRule",
    "apportion",
    "average_stack",
    "bounty_summary",
    "changes_against_payouts",
    "check_chip_counts",
    "check_payouts",
    "chip_chop",
    "chip_leader",
    "chip_race",
    "even_chop",
    "generate_payouts",
    "icm",
    "icm_approx",
    "icm_deal",
    "icm_exact",
    "in_the_money",
    "knockout",
    "on_the_bubble",
    "payout_table",
    "payouts_follow_pool",
    "payouts_from_percentages",
    "percentages",
    "places_after_re_entry",
    "places_paid",
    "prize_pool",
    "prizes_for_finishes",
    "rank_bust_group",
    "refuse_payouts",
    "split_evenly",
    "validate_payouts",
    "winner",
    "winner_bounty",
]
