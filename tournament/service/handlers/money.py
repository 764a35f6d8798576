"""Money: chip counts and colour-ups, payouts, deals and payments.

Deciders and appliers as :mod:`tournament.service.handlers` describes them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament.errors import DomainError
from tournament.service import adapters
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.adapters import deal_shares
from tournament.service.records import (
    ChipCount,
    Deal,
    PlayerAmount,
)

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.aggregate import Tournament
    from tournament.service.handlers import Applier, Decider


def _check_counts(agg: Tournament, counts: tuple[ChipCount, ...]) -> None:
    if not counts:
        raise DomainError("No chip count given")
    if len({x.player_id for x in counts}) != len(counts):
        raise DomainError("A player is counted twice")
    for x in counts:
        p = agg._player(x.player_id)
        if p.status != "active":
            raise DomainError(f"{p.name} is not in the tournament")
        if x.stack <= 0:
            raise DomainError(
                f"{p.name}: a count must be more than zero chips (record a bust instead)"
            )


def decide_count(
    agg: Tournament, cmd: c.RecordChipCount, now: int, rng: random.Random
) -> list[e.Event]:
    return decide_counts(agg, c.RecordChipCounts((ChipCount(cmd.player_id, cmd.stack),)), now, rng)


def decide_counts(
    agg: Tournament, cmd: c.RecordChipCounts, now: int, rng: random.Random
) -> list[e.Event]:
    _check_counts(agg, cmd.counts)
    return [e.ChipCountsRecorded(cmd.counts)]


def decide_colour_up(
    agg: Tournament, cmd: c.ColourUp, now: int, rng: random.Random
) -> list[e.Event]:
    agg._not_finished()
    d, to = cmd.denomination, cmd.to
    if d <= 0 or to <= d or to % d:
        raise DomainError(f"Colour up {d} chips into {to} chips: {to} must be a multiple of {d}")
    if d in agg._meta.removed_chips:
        raise DomainError(f"The {d} chips are already coloured up")
    # One chip race per table, from seat 1 (TDA 24); unseated players race apart.
    where = agg._where()
    groups: dict[int, list[tuple[str, int, int]]] = {}
    for p in agg.active_players():
        table, seat = where.get(p.player_id, (0, p.number))
        groups.setdefault(table, []).append((p.player_id, seat, p.stack))
    counts = adapters.chip_race([groups[k] for k in sorted(groups)], d, to, rng)
    return [e.ChipsColouredUp(d, to, counts)]


def decide_payouts(
    agg: Tournament, cmd: c.SetPayouts, now: int, rng: random.Random
) -> list[e.Event]:
    if agg._meta.deal is not None:
        raise DomainError("A deal was made; payouts can no longer change")
    a = cmd.amounts
    if not a:
        raise DomainError("Give at least one prize")
    if any(x <= 0 for x in a):
        raise DomainError("Every paid place must get more than zero")
    if any(a[i] < a[i + 1] for i in range(len(a) - 1)):
        raise DomainError("A better place cannot get less than a worse one")
    pool = agg.prize_pool()
    if sum(a) > pool:
        raise DomainError(f"The payouts total {sum(a)} but the prize pool is {pool}")
    return [e.PayoutsSet(a)]


def decide_generate_payouts(
    agg: Tournament, cmd: c.GeneratePayouts, now: int, rng: random.Random
) -> list[e.Event]:
    if agg._meta.deal is not None:
        raise DomainError("A deal was made; payouts can no longer change")
    b = agg._created().buy_in
    percent = cmd.paid_percent or b.paid_percent
    if not 0 < percent <= 100:
        raise DomainError("The share of the field paid is more than 0 and at most 100 %")
    field = agg._kind_count.get("buy_in", 0) + agg._kind_count.get("re_entry", 0)
    pool = agg.prize_pool()
    if field == 0 or pool == 0:
        raise DomainError("Nobody has paid an entry yet; there is no prize pool to share")
    amounts = adapters.generate_payouts(b, pool, field, percent)
    if amounts == agg._meta.payouts:
        raise DomainError("The payouts are already set that way")
    return [e.PayoutsSet(amounts)]


def decide_deal(agg: Tournament, cmd: c.MakeDeal, now: int, rng: random.Random) -> list[e.Event]:
    agg._not_finished()
    left = agg.active_players()
    if len(left) < 2:
        raise DomainError("A deal needs at least two players left")
    payouts = agg._meta.payouts
    if len(payouts) < len(left):
        raise DomainError(f"Set payouts for at least {len(left)} places before a deal")
    money = payouts[: len(left)]
    total = sum(money)
    if cmd.method == "custom":
        got = {x.player_id for x in cmd.amounts}
        if got != {p.player_id for p in left} or len(cmd.amounts) != len(left):
            raise DomainError("A custom deal gives one amount to each remaining player")
        if any(x.amount < 0 for x in cmd.amounts):
            raise DomainError("A deal cannot give a negative amount")
        if sum(x.amount for x in cmd.amounts) != total:
            raise DomainError(
                f"The deal shares {sum(x.amount for x in cmd.amounts)} but {total} is left"
            )
        amounts = cmd.amounts
    else:
        if cmd.amounts:
            raise DomainError(f"A {cmd.method} deal computes the amounts itself")
        stacks = [p.stack for p in left]
        if cmd.method in ("icm", "chip_chop") and min(stacks) <= 0:
            raise DomainError("Record every remaining player's chip count before the deal")
        ids = [p.player_id for p in left]
        shares = deal_shares(cmd.method, ids, stacks, money)
        amounts = tuple(PlayerAmount(p.player_id, x) for p, x in zip(left, shares, strict=True))
    return [e.DealMade(Deal(cmd.method, amounts))]


def decide_pay(agg: Tournament, cmd: c.PayOut, now: int, rng: random.Random) -> list[e.Event]:
    p = agg._player(cmd.player_id)
    if p.paid:
        raise DomainError(f"{p.name} has already been paid")
    prize = agg.prize_for(p.player_id)
    if prize <= 0:
        raise DomainError(f"{p.name} has no prize to collect")
    return [e.PlayerPaid(p.player_id, prize)]


def apply_counts(agg: Tournament, ev: e.ChipCountsRecorded | e.ChipsColouredUp) -> None:
    for x in ev.counts:
        agg._players[x.player_id] = replace(agg._players[x.player_id], stack=x.stack)


def apply_coloured(agg: Tournament, ev: e.ChipsColouredUp) -> None:
    apply_counts(agg, ev)
    removed = tuple(sorted((*agg._meta.removed_chips, ev.denomination)))
    agg._meta = replace(agg._meta, removed_chips=removed)


def apply_payouts(agg: Tournament, ev: e.PayoutsSet) -> None:
    agg._meta = replace(agg._meta, payouts=ev.amounts)


def apply_deal(agg: Tournament, ev: e.DealMade) -> None:
    ranked = sorted(
        (agg._players[x.player_id] for x in ev.deal.amounts),
        key=lambda p: (-p.stack, p.number),
    )
    for place, p in enumerate(ranked, 1):
        agg._players[p.player_id] = replace(p, place=place)
    agg._meta = replace(agg._meta, deal=ev.deal, finished=True)


def apply_paid(agg: Tournament, ev: e.PlayerPaid) -> None:
    agg._players[ev.player_id] = replace(agg._players[ev.player_id], paid=ev.amount)


DECIDE: dict[type, Decider] = {
    c.RecordChipCount: decide_count,
    c.RecordChipCounts: decide_counts,
    c.ColourUp: decide_colour_up,
    c.SetPayouts: decide_payouts,
    c.MakeDeal: decide_deal,
    c.PayOut: decide_pay,
    c.GeneratePayouts: decide_generate_payouts,
}


APPLY: dict[type, Applier] = {
    e.ChipCountsRecorded: apply_counts,
    e.ChipsColouredUp: apply_coloured,
    e.PayoutsSet: apply_payouts,
    e.DealMade: apply_deal,
    e.PlayerPaid: apply_paid,
}
