"""What the money module computes for the aggregate: an entry's ledger, a knockout's bounty,
a generated payout table, a colour-up's chip race, the places of a bust group, a deal.

The functions take the aggregate's values (its buy-in settings, players, entries), call
:mod:`tournament.money` and give back its answers (a
:class:`~tournament.money.deals.Deal` as it is), its refusals as
:class:`~tournament.errors.DomainError`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction

from tournament import money
from tournament.errors import DomainError
from tournament.money import deals, elimination
from tournament.money.errors import MoneyError
from tournament.service.records import (
    BuyInSettings,
    ChipCount,
    PlayerRecord,
)

__all__ = [
    "chip_race",
    "generate_payouts",
    "knockout",
    "ledger",
    "make_deal",
    "rank_bust_group",
]


def ledger(
    b: BuyInSettings, players: Sequence[PlayerRecord], entries: Sequence[money.Entry]
) -> money.Ledger:
    """The money module's ledger of the service's players and their entries (the
    aggregate's entries are the money module's own: nothing is converted)."""
    return money.Ledger(
        b.money_rules(), tuple((p.player_id, p.name) for p in players), tuple(entries)
    )


def knockout(
    b: BuyInSettings, heads: Mapping[str, int], busted: str, eliminator: str
) -> tuple[int, int]:
    """(cash paid to ``eliminator``, amount added to their head) for busting ``busted``."""
    rule = b.money_rules().bounty
    if rule.kind is money.BountyKind.NONE:
        return 0, 0
    try:
        ko = money.knockout(rule, heads, busted, [eliminator])
    except MoneyError as error:
        raise DomainError(str(error)) from error
    added = dict(ko.added_to_heads).get(eliminator, 0)
    return ko.cash_total, added


def generate_payouts(
    b: BuyInSettings, pool: int, entries: int, paid_percent: int
) -> tuple[int, ...]:
    """A payout table from the money module's curve (about ``paid_percent`` % paid)."""
    try:
        policy = money.PayoutPolicy(paid_percent=Fraction(paid_percent, 100))
        amounts = money.generate_payouts(pool, entries, b.buy_in, b.fee, policy)
    except MoneyError as error:
        raise DomainError(str(error)) from error
    return tuple(a for a in amounts if a > 0)


def chip_race(
    groups: Sequence[Sequence[tuple[str, int, int]]],
    removed: int,
    next_chip: int,
    rng: random.Random,
) -> tuple[ChipCount, ...]:
    """Colour up ``removed`` chips to ``next_chip`` at each table (TDA 24, money module).

    ``groups`` lists each table's ``(player, seat, stack)``; a stack is taken as the most
    ``next_chip`` chips it can hold, the rest in ``removed`` chips. Returns the new stacks of
    the players whose stack changed.
    """
    out: list[ChipCount] = []
    try:
        for group in groups:
            seats = []
            for player, seat, stack in group:
                if stack % removed:
                    raise DomainError(f"{player}'s stack ({stack}) is not a multiple of {removed}")
                odd = stack % next_chip
                seats.append(money.RaceSeat(player, seat, odd // removed, stack - odd))
            result = money.chip_race(seats, removed, next_chip, rng)
            out.extend(
                ChipCount(sh.player, sh.value_after)
                for sh in result.shares
                if sh.value_after != sh.value_before
            )
    except MoneyError as error:
        raise DomainError(str(error)) from error
    return tuple(out)


def rank_bust_group(
    players_left: int, starting_stacks: Sequence[tuple[str, int]]
) -> dict[str, int]:
    """Places of the players busted in one hand (bigger starting stack finishes higher)."""
    busts = [elimination.Bust(p, s) for p, s in starting_stacks]
    return {f.player: f.place for f in elimination.rank_bust_group(players_left, busts)}


def make_deal(
    kind: deals.DealKind,
    players: Sequence[str],
    stacks: Sequence[int],
    prizes: Sequence[int],
    unit: int = 1,
    play_for: int = 0,
) -> deals.Deal:
    """An ICM, chip-chop or even deal, amounts in the order of ``players`` (multiples of
    ``unit`` where possible, ``play_for`` kept out of first prize)."""
    chips = dict(zip(players, stacks, strict=True))
    try:
        if kind is deals.DealKind.ICM:
            return deals.icm_deal(chips, prizes, rng=random.Random(0), unit=unit, play_for=play_for)
        if kind is deals.DealKind.CHIP_CHOP:
            return deals.chip_chop(chips, prizes, unit=unit, play_for=play_for)
        return deals.even_chop(chips, prizes, unit=unit, play_for=play_for)
    except MoneyError as error:
        raise DomainError(str(error)) from error
