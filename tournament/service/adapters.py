"""Bridges from the service's records to the seating and money modules (their logic, not ours).

The aggregate stores plain records; these functions build the other modules' values
(:class:`tournament.seating.SeatingState`, :class:`tournament.money.elimination.Bust`...),
call their functions and convert the answers back into service records.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction

from tournament import money, seating
from tournament.clock import Clock, ClockSettings
from tournament.clock_timeline import Timeline
from tournament.errors import DomainError
from tournament.money import deals, elimination
from tournament.money.errors import MoneyError
from tournament.service.records import (
    BuyInSettings,
    ChipCount,
    ClockState,
    EntryRecord,
    PlayerRecord,
)
from tournament.service.tournament_table import TournamentTable
from tournament.table_errors import SeatingError

__all__ = [
    "balance_plan",
    "break_plan",
    "chip_race",
    "clock_of",
    "clock_state",
    "deal_shares",
    "draw_seats",
    "final_table_plan",
    "generate_payouts",
    "knockout",
    "ledger",
    "money_settings",
    "rank_bust_group",
    "seating_state",
]


# --------------------------------------------------------------------------- tables


def seating_state(
    tables: Mapping[int, TournamentTable], move_counts: Mapping[str, int] | None = None
) -> seating.SeatingState:
    """The seating module's view of the tables in play (broken tables left out)."""
    return seating.SeatingState.create(
        (t.table for t in (tables[k] for k in sorted(tables)) if not t.broken),
        move_counts,
    )


# --------------------------------------------------------------------------- clock


def clock_of(state: ClockState, timeline: Timeline, hand_for_hand_ms: int | None = None) -> Clock:
    """The clock module's value for the stored clock (``timeline``: the structure's)."""
    settings = ClockSettings() if hand_for_hand_ms is None else ClockSettings(hand_for_hand_ms)
    return Clock(
        timeline,
        settings,
        step=state.level_index,
        started=state.started,
        ends_at=state.ends_at if state.running else None,
        remaining_ms=None if state.running else state.remaining_ms,
        hand_for_hand=state.hand_for_hand,
        resume_after_hand_for_hand=state.resume_after_hand_for_hand,
        hand_for_hand_hands=state.hand_for_hand_hands,
    )


def clock_state(clock: Clock) -> ClockState:
    """The stored form of a clock."""
    return ClockState(
        clock.step,
        clock.running,
        clock.started,
        clock.ends_at,
        clock.remaining_ms if clock.remaining_ms is not None else 0,
        clock.hand_for_hand,
        clock.resume_after_hand_for_hand,
        clock.hand_for_hand_hands,
    )


# --------------------------------------------------------------------------- money


def money_settings(b: BuyInSettings) -> money.BuyInSettings:
    """The money module's settings for the service's flat buy-in record."""
    try:
        if b.bounty <= 0:
            bounty = money.BountyRule()
        elif b.bounty_kind == "progressive":
            share = b.pko_head_share_percent
            bounty = money.BountyRule(money.BountyKind.PROGRESSIVE, b.bounty, share, 100)
        else:
            bounty = money.BountyRule(money.BountyKind.FIXED, b.bounty)
        rebuy = None
        if b.rebuy_chips > 0 and b.max_rebuys > 0:
            rebuy = money.RebuyRule(
                until_level=b.rebuy_until_level,
                max_stack=b.rebuy_stack_limit,
                price=b.rebuy_cost,
                chips=b.rebuy_chips,
                max_per_player=b.max_rebuys,
            )
        add_on = None
        if b.add_on_chips > 0:
            add_on = money.AddOnRule(
                price=b.add_on_cost, chips=b.add_on_chips, until_level=b.add_on_until_level
            )
        return money.BuyInSettings(
            buy_in=b.buy_in,
            starting_stack=b.starting_stack,
            fee=b.fee,
            late_registration_until_level=b.late_registration_level,
            re_entry=money.ReEntryRule(max(b.max_entries - 1, 0)),
            rebuy=rebuy,
            add_on=add_on,
            bounty=bounty,
            guarantee=b.guarantee,
            added_money=b.added_money,
        )
    except MoneyError as error:
        raise DomainError(str(error)) from error


def ledger(
    b: BuyInSettings, players: Sequence[PlayerRecord], entries: Sequence[EntryRecord]
) -> money.Ledger:
    """The money module's ledger for the service's players and entries (levels unknown: 0)."""
    return money.Ledger(
        money_settings(b),
        tuple((p.player_id, p.name) for p in players),
        tuple(
            money.Entry(
                x.entry_id,
                x.player_id,
                money.EntryKind(x.kind),
                0,
                x.at,
                x.amount,
                x.fee,
                x.bounty,
                x.chips,
            )
            for x in entries
        ),
    )


def knockout(
    b: BuyInSettings, heads: Mapping[str, int], busted: str, eliminator: str
) -> tuple[int, int]:
    """(cash paid to ``eliminator``, amount added to their head) for busting ``busted``."""
    rule = money_settings(b).bounty
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


# --------------------------------------------------------------------------- seating


Tables = seating.SeatingState | Mapping[int, TournamentTable]
"""The tables in play: the seating module's state, or the stored tables (converted)."""


def _state(tables: Tables, move_counts: Mapping[str, int] | None = None) -> seating.SeatingState:
    if isinstance(tables, seating.SeatingState):
        if move_counts is not None:
            return replace(tables, move_counts=move_counts)
        return tables
    return seating_state(tables, move_counts)


def draw_seats(
    players: Sequence[str], tables: Tables, rng: random.Random
) -> tuple[seating.SeatAssignment, ...]:
    """Random seats (TDA 7): the initial draw, or one late entry among the open seats."""
    try:
        state = _state(tables)
        if len(players) == 1 and state.locations:
            drawn = [seating.draw_seat(state, players[0], rng)]
        else:
            in_order = [state.tables[k] for k in sorted(state.tables)]
            drawn = seating.initial_draw(players, in_order, rng)
    except SeatingError as error:
        raise DomainError(str(error)) from error
    return tuple(drawn)


def balance_plan(
    tables: Tables,
    move_counts: Mapping[str, int],
    method: seating.BalanceMethod = seating.BalanceMethod.BIG_BLIND,
    settings: seating.BalanceSettings | None = None,
) -> tuple[seating.Move, ...]:
    """Moves that balance the tables (TDA 11A: the next big blind to the worst seat, or by
    position in stud-only events), avoiding moving a player twice, for the director
    (``settings``: the event's trigger; the method is ``method``)."""
    settings = seating.BalanceSettings(method=method) if settings is None else settings
    return tuple(seating.balance_plan(_state(tables, move_counts), settings))


def break_plan(tables: Tables, table: int, rng: random.Random) -> tuple[seating.Move, ...]:
    """Moves that break ``table`` by the two-step random draw (TDA 10B)."""
    try:
        return tuple(seating.break_plan(_state(tables), None, rng, [table]))
    except SeatingError as error:
        raise DomainError(str(error)) from error


def final_table_plan(
    tables: Tables, rng: random.Random, order: Sequence[int] = ()
) -> tuple[int, tuple[seating.Move, ...]]:
    """The final table's number (the one that breaks last in ``order``) and the redraw."""
    try:
        state = _state(tables)
        redraw = seating.final_table_redraw(state, rng, order)
        return seating.final_table(state, order), tuple(redraw)
    except SeatingError as error:
        raise DomainError(str(error)) from error


def rank_bust_group(
    players_left: int, starting_stacks: Sequence[tuple[str, int]]
) -> dict[str, int]:
    """Places of the players busted in one hand (bigger starting stack finishes higher)."""
    busts = [elimination.Bust(p, s) for p, s in starting_stacks]
    return {f.player: f.place for f in elimination.rank_bust_group(players_left, busts)}


def deal_shares(
    method: str,
    players: Sequence[str],
    stacks: Sequence[int],
    prizes: Sequence[int],
    unit: int = 1,
    play_for: int = 0,
) -> list[int]:
    """Amounts of an ICM, chip-chop or even deal, in the order of ``players`` (multiples of
    ``unit`` where possible, ``play_for`` kept out of first prize)."""
    chips = dict(zip(players, stacks, strict=True))
    try:
        if method == "icm":
            deal = deals.icm_deal(chips, prizes, rng=random.Random(0), unit=unit, play_for=play_for)
        elif method == "chip_chop":
            deal = deals.chip_chop(chips, prizes, unit=unit, play_for=play_for)
        else:
            deal = deals.even_chop(chips, prizes, unit=unit, play_for=play_for)
    except MoneyError as error:
        raise DomainError(str(error)) from error
    return [deal.amount(p) for p in players]
