"""Days: the bags recorded at the end of a day, the next day started (a redraw or the seats
kept), the day's end reached by the players left (:mod:`tournament.service.days`).

Deciders and appliers as :mod:`tournament.service.handlers` describes them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament import seating
from tournament.errors import DomainError
from tournament.limits import MAX_STACK
from tournament.seating import SeatingError
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service import flights
from tournament.service.bags import Bag, BagBatch
from tournament.service.days import day_over, stop_after
from tournament.service.tournament_table import TournamentTable
from tournament.table import Table

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import Applier, Decider, TournamentState, TournamentWrites


def _check_bags(agg: TournamentState, bags: tuple[Bag, ...]) -> None:
    """Every player still in has exactly one bag, with chips; bag numbers are not repeated."""
    seen: set[str] = set()
    numbers: dict[str, str] = {}
    for bag in bags:
        p = agg.player(bag.player_id)
        if p.status != "active":
            raise DomainError(f"{p.name} is not in the tournament and has no bag")
        if bag.player_id in seen:
            raise DomainError(f"{p.name} is bagged twice")
        seen.add(bag.player_id)
        if bag.chips <= 0:
            raise DomainError(f"{p.name}: a bag holds more than zero chips (record a bust instead)")
        if bag.chips > MAX_STACK:
            raise DomainError(f"{p.name}: {bag.chips:,} chips is more than a bag can record")
        number = bag.bag_number.strip()
        if number and number in numbers:
            raise DomainError(f"Bag {number} is given to {numbers[number]} and to {p.name}")
        if number:
            numbers[number] = p.name
    missing = [p.name for p in agg.active_players() if p.player_id not in seen]
    if missing:
        more = f" and {len(missing) - 3} more" if len(missing) > 3 else ""
        raise DomainError(f"Every player still in needs a bag: {', '.join(missing[:3])}{more}")


def decide_record_bags(
    agg: TournamentState, cmd: c.RecordBags, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    meta = agg.meta
    if cmd.day != meta.day:
        raise DomainError(f"Day {meta.day} is being played, not day {cmd.day}")
    if any(b.day == cmd.day and b.flight == cmd.flight for b in meta.bags):
        raise DomainError(f"The bags of day {cmd.day} are already recorded")
    flight = flights.flight_bagged(agg, cmd, now) if cmd.flight else None
    # a flight without a day plan ends when the director bags it
    if not day_over(agg, now) and (flight is None or stop_after(agg) is not None):
        raise DomainError(f"Day {cmd.day} is not over yet: bag the stacks when play stops")
    _check_bags(agg, cmd.bags)  # in flights, the players still in are the flight's
    in_play = agg.chips_in_play() if flight is None else flights.flight_chips_in_play(agg, flight)
    batch = BagBatch(cmd.day, cmd.flight, cmd.bags, in_play)
    adjusted = batch.difference if cmd.accept_difference else 0
    out: list[e.Event] = [e.BagsRecorded(batch, adjusted)]
    if flight is not None and batch.difference == adjusted:  # the bags add up: it ends
        out.append(flights.flight_ended(agg, flight, cmd, now))
    return out


def apply_bags(agg: TournamentWrites, ev: e.BagsRecorded) -> None:
    batch, meta = ev.batch, agg.meta
    others = tuple(b for b in meta.bags_pending if (b.day, b.flight) != (batch.day, batch.flight))
    if batch.difference != ev.adjusted:  # kept apart: nothing else changes
        agg.set_meta(replace(meta, bags_pending=(*others, batch)))
        return
    for bag in batch.bags:
        agg.put_player(replace(agg.players_by_id[bag.player_id], stack=bag.chips))
    agg.set_meta(
        replace(
            meta,
            bags=(*meta.bags, batch),
            bags_pending=others,
            chips_adjusted=meta.chips_adjusted + ev.adjusted,
        )
    )


def _redraw(
    agg: TournamentState, rng: random.Random
) -> tuple[tuple[seating.SeatAssignment, ...], int]:
    """A random draw of every player still in over as few tables as they need (TDA 7)."""
    size = agg.created().table_size
    players = sorted(p.player_id for p in agg.active_players())
    count = -(-len(players) // size)
    tables = [Table.empty(n, size) for n in range(1, count + 1)]
    try:
        return tuple(seating.initial_draw(players, tables, rng)), count
    except SeatingError as error:
        raise DomainError(str(error)) from error


def decide_start_day(
    agg: TournamentState, cmd: c.StartDay, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    meta = agg.meta
    if cmd.day != meta.day + 1:
        raise DomainError(f"Day {meta.day} is being played: the next day is day {meta.day + 1}")
    if not day_over(agg, now):
        raise DomainError(f"Day {meta.day} is not over yet")
    if not any(b.day == meta.day and not b.flight for b in meta.bags):
        raise DomainError(f"Record the bags of day {meta.day} before day {cmd.day} starts")
    clock = agg.clock().advance(now)
    clock = clock.resume(now) if not clock.running else clock
    if not cmd.redraw:
        return [e.DayStarted(cmd.day, now, clock.state)]
    seats, tables = _redraw(agg, rng)
    size = agg.created().table_size
    return [e.DayStarted(cmd.day, now, clock.state, True, seats, tables, size)]


def apply_day_started(agg: TournamentWrites, ev: e.DayStarted) -> None:
    agg.set_meta(replace(agg.meta, day=ev.day, day_end_step=None, day_stopped=False))
    agg.set_clock(ev.clock)
    if not ev.redraw:
        return
    for number, record in sorted(agg.tables_by_number.items()):
        if number > ev.tables and not record.broken:
            agg.put_table(TournamentTable.empty(number, record.size).break_up())
    by_table: dict[int, list[tuple[int, str]]] = {n: [] for n in range(1, ev.tables + 1)}
    for a in ev.seats:
        by_table[a.table].append((a.seat, a.player))
    for number, placements in by_table.items():
        agg.put_table(TournamentTable.empty(number, ev.size))
        agg.put_table_value(agg.table_value(number).sit_many(placements))


def apply_day_ended(agg: TournamentWrites, ev: e.DayEnded) -> None:
    if ev.clock is not None:
        agg.set_clock(ev.clock)
        agg.set_meta(replace(agg.meta, day_stopped=True))
    else:
        agg.set_meta(replace(agg.meta, day_end_step=ev.end_step))


DECIDE: dict[type, Decider] = {
    c.RecordBags: decide_record_bags,
    c.StartDay: decide_start_day,
}

APPLY: dict[type, Applier] = {
    e.BagsRecorded: apply_bags,
    e.DayStarted: apply_day_started,
    e.DayEnded: apply_day_ended,
}
