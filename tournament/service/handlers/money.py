"""Money: chip counts and colour-ups, payouts, deals and payments.

Deciders and appliers as :mod:`tournament.service.handlers` describes them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament import money
from tournament.errors import DomainError
from tournament.limits import MAX_STACK
from tournament.money.fmt import money as fmt_money
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service import money_figures, satellite
from tournament.service.handlers.clock import stop_clock
from tournament.service.records import ChipCount

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import Applier, Decider, TournamentState, TournamentWrites


def check_counts(agg: TournamentState, counts: tuple[ChipCount, ...]) -> None:
    if not counts:
        raise DomainError("No chip count given")
    if len({x.player_id for x in counts}) != len(counts):
        raise DomainError("A player is counted twice")
    for x in counts:
        p = agg.player(x.player_id)
        if p.status != "active":
            raise DomainError(f"{p.name} is not in the tournament")
        if x.stack <= 0:
            raise DomainError(
                f"{p.name}: a count must be more than zero chips (record a bust instead)"
            )
        if x.stack > MAX_STACK:
            raise DomainError(
                f"{p.name}: a count of {x.stack:,} chips is more than can be kept "
                f"(at most {MAX_STACK:,})"
            )


def decide_count(
    agg: TournamentState, cmd: c.RecordChipCount, now: int, rng: random.Random
) -> list[e.Event]:
    return decide_counts(agg, c.RecordChipCounts((ChipCount(cmd.player_id, cmd.stack),)), now, rng)


def decide_counts(
    agg: TournamentState, cmd: c.RecordChipCounts, now: int, rng: random.Random
) -> list[e.Event]:
    check_counts(agg, cmd.counts)
    return [e.ChipCountsRecorded(cmd.counts)]


def decide_colour_up(
    agg: TournamentState, cmd: c.ColourUp, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    d, to = cmd.denomination, cmd.to
    if d <= 0 or to <= d or to % d:
        raise DomainError(f"Colour up {d} chips into {to} chips: {to} must be a multiple of {d}")
    if d in agg.meta.removed_chips:
        raise DomainError(f"The {d} chips are already coloured up")
    # One chip race per table, from seat 1 (TDA 24); unseated players race apart.
    where = agg.seat_map()
    groups: dict[int, list[tuple[str, int, int]]] = {}
    for p in agg.active_players():
        table, seat = where.get(p.player_id, (0, p.number))
        groups.setdefault(table, []).append((p.player_id, seat, p.stack))
    counts = money_figures.chip_race([groups[k] for k in sorted(groups)], d, to, rng)
    return [e.ChipsColouredUp(d, to, counts)]


def _not_satellite(agg: TournamentState) -> None:
    if agg.meta.satellite is not None:
        raise DomainError(
            "This satellite pays seats: its payouts follow the pool. Make it an ordinary "
            "tournament first to pay places"
        )


def decide_payouts(
    agg: TournamentState, cmd: c.SetPayouts, now: int, rng: random.Random
) -> list[e.Event]:
    _not_satellite(agg)
    if agg.meta.deal is not None:
        raise DomainError("A deal was made; payouts can no longer change")
    a = cmd.amounts
    if not a:
        raise DomainError("Give at least one prize")
    if any(x <= 0 for x in a):
        raise DomainError("Every paid place must get more than zero")
    if any(a[i] < a[i + 1] for i in range(len(a) - 1)):
        raise DomainError("A better place cannot get less than a worse one")
    try:
        why = money.refuse_payouts(agg.prize_pool(), a, cmd.held_back, cmd.note)
    except money.MoneyError as error:
        raise DomainError(str(error)) from error
    if why is not None:
        raise DomainError(why)
    return [e.PayoutsSet(a, 0, cmd.held_back, cmd.note.strip())]


def _generated_payouts(
    agg: TournamentState, percent: int, pool: int, field: int
) -> tuple[int, ...]:
    return money_figures.generate_payouts(agg.created().buy_in, pool, field, percent)


def decide_generate_payouts(
    agg: TournamentState, cmd: c.GeneratePayouts, now: int, rng: random.Random
) -> list[e.Event]:
    _not_satellite(agg)
    if agg.meta.deal is not None:
        raise DomainError("A deal was made; payouts can no longer change")
    b = agg.created().buy_in
    percent = cmd.paid_percent or b.paid_percent
    if not 0 < percent <= 100:
        raise DomainError("The share of the field paid is more than 0 and at most 100 %")
    field, pool = _field(agg), agg.prize_pool()
    if field == 0 or pool == 0:
        raise DomainError("Nobody has paid an entry yet; there is no prize pool to share")
    amounts = _generated_payouts(agg, percent, pool, field)
    m = agg.meta
    if amounts == m.payouts and m.payouts_follow == percent and not m.payouts_held_back:
        raise DomainError("The payouts are already set that way")
    return [e.PayoutsSet(amounts, percent)]


def _field(agg: TournamentState) -> int:
    """The entries the payouts are shared by: buy-ins and re-entries."""
    return agg.entry_count("buy_in") + agg.entry_count("re_entry")


def _table_payouts(
    agg: TournamentState, table: money.PayoutTableChoice, pool: int, field: int
) -> tuple[int, ...]:
    b = agg.created().buy_in
    return money.payout_table(table, pool, field, b.buy_in, b.fee)


def decide_choose_payout_table(
    agg: TournamentState, cmd: c.ChoosePayoutTable, now: int, rng: random.Random
) -> list[e.Event]:
    _not_satellite(agg)
    if agg.meta.deal is not None:
        raise DomainError("A deal was made; payouts can no longer change")
    field, pool = _field(agg), agg.prize_pool()
    if field == 0 or pool == 0:
        raise DomainError("Nobody has paid an entry yet; there is no prize pool to share")
    amounts = _table_payouts(agg, cmd.table, pool, field)
    m = agg.meta
    if amounts == m.payouts and m.payouts_table == cmd.table and not m.payouts_held_back:
        raise DomainError("The payouts are already set that way")
    return [e.PayoutsSet(amounts, table=cmd.table)]


def decide_lock_payouts(
    agg: TournamentState, cmd: c.LockPayouts, now: int, rng: random.Random
) -> list[e.Event]:
    m = agg.meta
    if not m.payouts:
        raise DomainError("Set the payouts before locking them")
    if cmd.locked == m.payouts_locked:
        raise DomainError("The payouts are already " + ("locked" if cmd.locked else "unlocked"))
    return [e.PayoutsLocked(cmd.locked)]


def following_payouts(agg: TournamentState, entry: e.EntryBought) -> list[e.Event]:
    """The generated payouts again, from the pool and field with ``entry`` added, while
    they follow the pool (not locked, bubble not burst, no deal)."""
    m = agg.meta
    if m.satellite is not None:  # the seats follow the pool
        settings = agg.created().buy_in
        grown = money.prize_pool(
            agg.collected() + entry.amount, settings.guarantee, settings.added_money
        )
        return satellite.seats_following(agg, grown.total)
    new_entry = entry.kind in ("buy_in", "re_entry")
    left = agg.players_left() + (1 if new_entry else 0)
    follows = money.payouts_follow_pool(
        locked=m.payouts_locked, players_left=left, places_paid=len(m.payouts)
    )
    chosen = m.payouts_table
    if (m.payouts_follow == 0 and chosen is None) or not follows or m.deal is not None:
        return []
    field = _field(agg) + (1 if new_entry else 0)
    b = agg.created().buy_in
    pool = money.prize_pool(agg.collected() + entry.amount, b.guarantee, b.added_money).total
    if chosen is None:
        amounts = _generated_payouts(agg, m.payouts_follow, pool, field)
        return [] if amounts == m.payouts else [e.PayoutsSet(amounts, m.payouts_follow)]
    try:
        amounts = _table_payouts(agg, chosen, pool, field)
    except money.MoneyError:  # an entry is never refused for the table: it stays as it is
        return []
    return [] if amounts == m.payouts else [e.PayoutsSet(amounts, table=chosen)]


def decide_deal(
    agg: TournamentState, cmd: c.MakeDeal, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    if agg.meta.satellite is not None:
        raise DomainError(
            "A satellite pays seats, not places: ICM and other deals do not apply to seat "
            "winners. Play on until as many players are left as seats; each wins a seat"
        )
    if agg.meta.deal is not None:
        raise DomainError("A deal was already made; the players play for the rest")
    left = agg.active_players()
    if len(left) < 2:
        raise DomainError("A deal needs at least two players left")
    payouts = agg.meta.payouts
    if len(payouts) < len(left):
        raise DomainError(f"Set payouts for at least {len(left)} places before a deal")
    if cmd.unit < 1:
        raise DomainError("Round the deal to a unit of at least 0.01")
    if not 0 <= cmd.play_for <= payouts[0]:
        raise DomainError(
            "The amount left to play for is between nothing and first prize"
            f" ({fmt_money(payouts[0])})"
        )
    prizes = payouts[: len(left)]
    total = sum(prizes) - cmd.play_for
    if cmd.method == "custom":
        got = {x.player_id for x in cmd.amounts}
        if got != {p.player_id for p in left} or len(cmd.amounts) != len(left):
            raise DomainError("A custom deal gives one amount to each remaining player")
        shares = tuple(money.DealShare(x.player_id, x.amount) for x in cmd.amounts)
        deal = money.Deal(money.DealKind.CUSTOM, shares, cmd.play_for, cmd.unit)
        if deal.total - deal.play_for != total:
            raise DomainError(f"The deal shares {deal.total - deal.play_for} but {total} is left")
    else:
        if cmd.amounts:
            raise DomainError(f"A {cmd.method} deal computes the amounts itself")
        stacks = [p.stack for p in left]
        if cmd.method in ("icm", "chip_chop") and min(stacks) <= 0:
            raise DomainError("Record every remaining player's chip count before the deal")
        ids = [p.player_id for p in left]
        deal = money_figures.make_deal(
            money.DealKind(cmd.method), ids, stacks, prizes, cmd.unit, cmd.play_for
        )
    made = e.DealMade(deal)
    return [made] if cmd.play_for else [made, *stop_clock(agg, now)]


def decide_assign_bounty(
    agg: TournamentState, cmd: c.AssignBounty, now: int, rng: random.Random
) -> list[e.Event]:
    p = agg.player(cmd.player_id)
    head = next((x.amount for x in agg.meta.unassigned_bounties if x.player_id == p.player_id), 0)
    if head == 0:
        raise DomainError(f"{p.name} has no unassigned bounty")
    k = agg.player(cmd.busted_by)
    if k.player_id == p.player_id:
        raise DomainError(f"{k.name} cannot bust themselves")
    if k.entries == 0:
        raise DomainError(f"{k.name} has not played in this tournament")
    heads = {p.player_id: head, k.player_id: k.bounty}
    cash, to_head = money_figures.knockout(agg.created().buy_in, heads, p.player_id, k.player_id)
    if k.status != "active":  # busted since: his head is gone, he is paid it all in cash
        cash, to_head = cash + to_head, 0
    return [e.BountyAssigned(p.player_id, k.player_id, cash, to_head)]


def decide_pay(agg: TournamentState, cmd: c.PayOut, now: int, rng: random.Random) -> list[e.Event]:
    p = agg.player(cmd.player_id)
    if p.paid:
        raise DomainError(f"{p.name} has already been paid")
    prize = agg.prize_for(p.player_id)
    if prize <= 0:
        raise DomainError(f"{p.name} has no prize to collect")
    return [e.PlayerPaid(p.player_id, prize)]


def apply_counts(agg: TournamentWrites, ev: e.ChipCountsRecorded | e.ChipsColouredUp) -> None:
    players = agg.players_by_id
    for x in ev.counts:
        p = players[x.player_id]
        if p.stack != x.stack:  # a hand's count lists everyone at the table: most kept theirs
            agg.put_player(replace(p, stack=x.stack))


def apply_coloured(agg: TournamentWrites, ev: e.ChipsColouredUp) -> None:
    # The chip race changes the raced stacks by the odd chips it removes (or rounds up).
    change = sum(x.stack - agg.players_by_id[x.player_id].stack for x in ev.counts)
    apply_counts(agg, ev)
    removed = tuple(sorted((*agg.meta.removed_chips, ev.denomination)))
    adjusted = agg.meta.chips_adjusted + change
    agg.set_meta(replace(agg.meta, removed_chips=removed, chips_adjusted=adjusted))


def apply_payouts(agg: TournamentWrites, ev: e.PayoutsSet) -> None:
    agg.set_meta(
        replace(
            agg.meta,
            payouts=ev.amounts,
            payouts_follow=ev.follow_percent,
            payouts_held_back=ev.held_back,
            payouts_note=ev.note,
            payouts_table=ev.table,
            payouts_locked=agg.meta.payouts_locked and ev.follow_percent == 0 and ev.table is None,
        )
    )


def apply_payouts_locked(agg: TournamentWrites, ev: e.PayoutsLocked) -> None:
    agg.set_meta(replace(agg.meta, payouts_locked=ev.locked))


def apply_deal(agg: TournamentWrites, ev: e.DealMade) -> None:
    if ev.deal.play_for:  # play goes on for the money left: busts give the places
        agg.set_meta(replace(agg.meta, deal=ev.deal))
        return
    ranked = sorted(
        (agg.players_by_id[x.player] for x in ev.deal.amounts),
        key=lambda p: (-p.stack, p.number),
    )
    for place, p in enumerate(ranked, 1):
        agg.put_player(replace(p, place=place))
    agg.set_meta(replace(agg.meta, deal=ev.deal, finished=True))


def apply_bounty_assigned(agg: TournamentWrites, ev: e.BountyAssigned) -> None:
    p = agg.players_by_id[ev.player_id]
    if p.status == "eliminated" and p.busted_by is None:  # not re-entered since
        agg.put_player(replace(p, busted_by=ev.busted_by))
    left = tuple(x for x in agg.meta.unassigned_bounties if x.player_id != ev.player_id)
    agg.set_meta(replace(agg.meta, unassigned_bounties=left))
    k = agg.players_by_id[ev.busted_by]
    agg.put_player(
        replace(
            k, bounties_won=k.bounties_won + ev.bounty_cash, bounty=k.bounty + ev.bounty_to_head
        )
    )


def apply_paid(agg: TournamentWrites, ev: e.PlayerPaid) -> None:
    agg.put_player(replace(agg.players_by_id[ev.player_id], paid=ev.amount))


DECIDE: dict[type, Decider] = {
    c.RecordChipCount: decide_count,
    c.RecordChipCounts: decide_counts,
    c.ColourUp: decide_colour_up,
    c.SetPayouts: decide_payouts,
    c.MakeDeal: decide_deal,
    c.PayOut: decide_pay,
    c.GeneratePayouts: decide_generate_payouts,
    c.ChoosePayoutTable: decide_choose_payout_table,
    c.LockPayouts: decide_lock_payouts,
    c.AssignBounty: decide_assign_bounty,
}


APPLY: dict[type, Applier] = {
    e.ChipCountsRecorded: apply_counts,
    e.ChipsColouredUp: apply_coloured,
    e.PayoutsSet: apply_payouts,
    e.DealMade: apply_deal,
    e.PlayerPaid: apply_paid,
    e.PayoutsLocked: apply_payouts_locked,
    e.BountyAssigned: apply_bounty_assigned,
}
