"""Entries: registering players, buy-ins, re-entries, rebuys and add-ons (the money
module's ledger decides).

Deciders and appliers as :mod:`tournament.service.handlers` describes them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament import money
from tournament.errors import DomainError
from tournament.player_names import check_name
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service import money_figures
from tournament.service.flights import check_flight_entry, enters_another_flight
from tournament.service.handlers.money import following_payouts
from tournament.service.records import (
    ENTRY_KINDS,
    ChipCount,
    PlayerPlace,
    PlayerRecord,
)

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import Applier, Decider, Steps, TournamentState, TournamentWrites


def decide_register(
    agg: TournamentState, cmd: c.RegisterPlayer, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    if not cmd.name.strip():
        raise DomainError("Give the player's name")
    name = check_name(cmd.name)
    number = agg.meta.next_player
    player_id = cmd.player_id if cmd.player_id is not None else _new_player_id(agg)
    if not player_id.strip():
        raise DomainError("A player id cannot be blank")
    if player_id in agg.players_by_id:
        raise DomainError(
            f"Player id {player_id} is already used by {agg.players_by_id[player_id].name}"
        )
    if not cmd.second_player:
        for other_id in agg.players_named(name):
            other = agg.players_by_id[other_id].name
            raise DomainError(
                f"{other} is already in the event; register a second player with "
                "that name only if they are two people"
            )
    return [e.PlayerRegistered(player_id, number, name, cmd.country.strip())]


def decide_rename(
    agg: TournamentState, cmd: c.RenamePlayer, now: int, rng: random.Random
) -> list[e.Event]:
    p = agg.player(cmd.player_id)
    name = " ".join(cmd.name.split())
    if not name:
        raise DomainError("Give the player's name")
    name = check_name(name)  # the one bound, and no invisible-only name (as at registration)
    if name == p.name:
        raise DomainError(f"{p.name} already has that name")
    for other_id in agg.players_named(name):
        if other_id != p.player_id:
            raise DomainError(f"{agg.players_by_id[other_id].name} is already in the event")
    return [e.PlayerRenamed(p.player_id, name)]


def apply_renamed(agg: TournamentWrites, ev: e.PlayerRenamed) -> None:
    agg.put_player(replace(agg.players_by_id[ev.player_id], name=ev.name))


def _new_player_id(agg: TournamentState) -> str:
    return f"P{agg.meta.next_player:04d}"


def _seats_in_play(agg: TournamentState) -> bool:
    """True once seats are drawn: someone sits at a table still in play (read from the
    seated players, not every table: before the draw a big field's thousand empty tables
    were walked for each of its thousands of buy-ins)."""
    tables = agg.tables_by_number
    return any(not tables[number].broken for number, _seat in agg.seat_map().values())


def steps_register_and_buy_in(agg: TournamentState, cmd: c.RegisterAndBuyIn) -> Iterator[c.Command]:
    player_id = cmd.player_id if cmd.player_id is not None else _new_player_id(agg)
    yield c.RegisterPlayer(cmd.name, cmd.country, player_id, cmd.second_player)
    yield c.BuyIn(player_id)
    if _seats_in_play(agg):
        yield c.SeatLateEntry(player_id)


def steps_register_many(agg: TournamentState, cmd: c.RegisterAndBuyInMany) -> Iterator[c.Command]:
    if not cmd.players:
        raise DomainError("Select the players to register first")
    for x in cmd.players:
        yield from steps_register_and_buy_in(
            agg, c.RegisterAndBuyIn(x.name, x.country, x.player_id)
        )


def steps_add_on_many(agg: TournamentState, cmd: c.AddOnMany) -> Iterator[c.Command]:
    if not cmd.player_ids:
        raise DomainError("Select the players who take the add-on first")
    if len(set(cmd.player_ids)) != len(cmd.player_ids):
        raise DomainError("A player is listed twice in the add-ons")
    for player_id in cmd.player_ids:
        yield c.AddOn(player_id)


def steps_double_add_on(agg: TournamentState, cmd: c.DoubleAddOn) -> Iterator[c.Command]:
    rules = agg.created().buy_in.money_rules().add_on
    if rules is None:
        raise DomainError("This tournament has no add-ons")
    if rules.max_per_player < 2:
        raise DomainError("This tournament has no double add-on: one add-on a player")
    yield c.AddOn(cmd.player_id)
    yield c.AddOn(cmd.player_id)


def steps_re_enter(agg: TournamentState, cmd: c.ReEnter) -> Iterator[c.Command]:
    yield c.ReEnter(cmd.player_id)
    if cmd.seat and _seats_in_play(agg):
        yield c.SeatLateEntry(cmd.player_id)


def _ledger(agg: TournamentState, player_id: str) -> money.Ledger:
    """The money module's ledger of one player's entries (its rules decide; a player's
    windows and limits depend on their own entries only)."""
    p = agg.player(player_id)
    entries = agg.entries_by_id
    own = [entries[k] for k in sorted(agg.entry_ids_of(player_id))]
    return money_figures.ledger(agg.created().buy_in, (p,), own)


def _entry_event(agg: TournamentState, ledger: Callable[[str], money.Ledger]) -> e.EntryBought:
    entry_id = f"E{agg.meta.next_entry:05d}"
    try:
        x = ledger(entry_id).entries[-1]
    except money.MoneyError as error:
        raise DomainError(str(error)) from error
    kind = ENTRY_KINDS[x.kind]
    return e.EntryBought(entry_id, x.player, kind, x.prize, x.fee, x.bounty, x.chips, x.at)


def decide_buy_in(
    agg: TournamentState, cmd: c.BuyIn, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    p = agg.player(cmd.player_id)
    check_flight_entry(agg, p)
    level = agg.level_number_now(now)
    book = _ledger(agg, p.player_id)
    entry = _entry_event(agg, lambda i: book.buy_in(p.player_id, level, at=now, entry_id=i))
    return [entry, *following_payouts(agg, entry)]


def decide_re_enter(
    agg: TournamentState, cmd: c.ReEnter, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    p = agg.player(cmd.player_id)
    check_flight_entry(agg, p)
    again = enters_another_flight(agg, p)  # a bag kept for Day 2, a new stack in this flight
    if p.status != "eliminated" and not again:
        raise DomainError(f"{p.name} is not eliminated; only busted players re-enter")
    level = agg.level_number_now(now)
    book = _ledger(agg, p.player_id)
    entry = _entry_event(
        agg, lambda i: book.re_enter(p.player_id, level, busted=True, at=now, entry_id=i)
    )
    out: list[e.Event] = [e.ChipCountsRecorded((ChipCount(p.player_id, 0),))] if again else []
    out.append(entry)
    if p.place is not None:
        busted = {x.player_id: x.place for x in agg.players_by_id.values() if x.place is not None}
        moved = money.places_after_re_entry(busted, p.player_id)
        if moved:
            order = sorted(moved, key=lambda k: busted[k])
            out.append(e.PlacesRenumbered(tuple(PlayerPlace(k, moved[k]) for k in order)))
    return [*out, *following_payouts(agg, entry)]


def decide_rebuy(agg: TournamentState, cmd: c.Rebuy, now: int, rng: random.Random) -> list[e.Event]:
    agg.check_not_finished()
    p = agg.player(cmd.player_id)
    if p.status != "active":
        raise DomainError(f"{p.name} is not playing and cannot rebuy")
    level = agg.level_number_now(now)
    clock = agg.settled_clock(now)
    on_break = clock.started and agg.timeline().is_break(clock.level_index)
    book = _ledger(agg, p.player_id)
    stack = 0 if cmd.busted else p.stack
    entry = _entry_event(
        agg,
        lambda i: book.rebuy(
            p.player_id, level, stack=stack, on_break=on_break, at=now, entry_id=i
        ),
    )
    out: list[e.Event] = [entry]
    if cmd.busted:  # he lost every chip: his stack is what the rebuy gives
        out.append(e.ChipCountsRecorded((ChipCount(p.player_id, entry.chips),)))
    return [*out, *following_payouts(agg, entry)]


def decide_add_on(
    agg: TournamentState, cmd: c.AddOn, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    p = agg.player(cmd.player_id)
    if p.status != "active":
        raise DomainError(f"{p.name} is not playing and cannot take the add-on")
    clock = agg.settled_clock(now)
    on_break = clock.started and agg.timeline().is_break(clock.level_index)
    level = agg.level_number_now(now)
    book = _ledger(agg, p.player_id)
    entry = _entry_event(
        agg, lambda i: book.add_on(p.player_id, level, on_break=on_break, at=now, entry_id=i)
    )
    return [entry, *following_payouts(agg, entry)]


def apply_registered(agg: TournamentWrites, ev: e.PlayerRegistered) -> None:
    agg.put_player(PlayerRecord(ev.player_id, ev.number, ev.name, ev.country))
    agg.set_meta(replace(agg.meta, next_player=max(agg.meta.next_player, ev.number + 1)))


def apply_renumbered(agg: TournamentWrites, ev: e.PlacesRenumbered) -> None:
    for x in ev.places:
        agg.put_player(replace(agg.players_by_id[x.player_id], place=x.place))


def apply_entry(agg: TournamentWrites, ev: e.EntryBought) -> None:
    # The money module's own entry (the level it was bought at is not in the event: 0).
    kind = money.EntryKind(ev.kind)
    agg.put_entry(
        money.Entry(
            ev.entry_id, ev.player_id, kind, 0, ev.at, ev.amount, ev.fee, ev.bounty, ev.chips
        )
    )
    p = agg.players_by_id[ev.player_id]
    if ev.kind in ("buy_in", "re_entry"):
        p = replace(
            p,
            status="active",
            entries=p.entries + 1,
            stack=p.stack + ev.chips,
            bounty=p.bounty + ev.bounty,
            place=None,
            bust_stack=0,
            busted_by=None,
            eliminated_at=None,
        )
    elif ev.kind == "rebuy":
        p = replace(p, rebuys=p.rebuys + 1, stack=p.stack + ev.chips)
    else:
        p = replace(p, add_ons=p.add_ons + 1, stack=p.stack + ev.chips)
    agg.put_player(p)
    number = int(ev.entry_id[1:]) if ev.entry_id[1:].isdigit() else agg.meta.next_entry
    agg.set_meta(replace(agg.meta, next_entry=max(agg.meta.next_entry, number + 1)))


DECIDE: dict[type, Decider] = {
    c.RegisterPlayer: decide_register,
    c.RenamePlayer: decide_rename,
    c.BuyIn: decide_buy_in,
    c.ReEnter: decide_re_enter,
    c.Rebuy: decide_rebuy,
    c.AddOn: decide_add_on,
}


APPLY: dict[type, Applier] = {
    e.PlayerRegistered: apply_registered,
    e.PlayerRenamed: apply_renamed,
    e.EntryBought: apply_entry,
    e.PlacesRenumbered: apply_renumbered,
}


STEPS: dict[type, Steps] = {
    c.RegisterAndBuyIn: steps_register_and_buy_in,
    c.RegisterAndBuyInMany: steps_register_many,
    c.AddOnMany: steps_add_on_many,
    c.DoubleAddOn: steps_double_add_on,
    c.ReEnter: steps_re_enter,
}
