"""Day 2 formed from every flight's bags (:class:`~.commands.MergeFlights`): one director
action, one undo step, never twice.

Each player who bagged goes on with their bag (under the largest-bag rule, their largest;
the other bags are forfeited and their chips leave play). The seats are drawn over the
whole field on the Day 2 tables: at random (TDA), or spread by stack (the stacks dealt
largest first to the tables in turn, back and forth, then a random seat at each table).
The players who busted in the flights are given the places below Day 2's field (the last
to bust the best of them), or none when the director prefers. The prize places are those
of the one pool: every entry of every flight. Day 2's clock starts where the flights
stopped (the level the last flight reached, with its time left), stopped.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament.clock import ClockState
from tournament.errors import DomainError
from tournament.seating.moves import SeatAssignment
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.flight_records import Day2
from tournament.service.flights import flight_bags, plan_of
from tournament.service.records import ChipCount, PlayerPlace
from tournament.service.tournament_table import TournamentTable

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import Applier, Decider, TournamentState, TournamentWrites

__all__ = ["APPLY", "DECIDE", "apply_day2_formed", "decide_merge"]


def _stacks(t: TournamentState) -> tuple[list[ChipCount], int]:
    """Each bag holder's Day 2 stack (largest bag; ties: the earlier flight) in
    registration order, and the chips of the forfeited bags."""
    plan = plan_of(t)
    best: dict[str, int] = {}
    forfeited = 0
    for flight in plan.flights:
        for bag in flight_bags(t, flight.code):
            kept = best.get(bag.player_id)
            if kept is None:
                best[bag.player_id] = bag.chips
            else:
                forfeited += min(kept, bag.chips)
                best[bag.player_id] = max(kept, bag.chips)
    number = {pid: t.player(pid).number for pid in best}
    order = sorted(best, key=lambda pid: number[pid])
    return [ChipCount(pid, best[pid]) for pid in order], forfeited


def _seats(
    stacks: list[ChipCount], tables: int, size: int, draw: str, rng: random.Random
) -> tuple[SeatAssignment, ...]:
    """The Day 2 draw over tables 1..``tables``: random, or stacks spread."""
    if draw == "random":
        order = [x.player_id for x in stacks]
        rng.shuffle(order)
    else:  # largest first, dealt to the tables back and forth
        order = [x.player_id for x in sorted(stacks, key=lambda x: -x.stack)]
    groups: list[list[str]] = [[] for _ in range(tables)]
    for i, pid in enumerate(order):
        lap, at = divmod(i, tables)
        groups[at if lap % 2 == 0 else tables - 1 - at].append(pid)
    out: list[SeatAssignment] = []
    for number, group in enumerate(groups, start=1):
        seats = rng.sample(range(1, size + 1), len(group))
        out.extend(
            SeatAssignment(pid, number, seat) for pid, seat in zip(group, seats, strict=True)
        )
    return tuple(sorted(out, key=lambda a: (a.table, a.seat)))


def _day1_places(
    t: TournamentState, field: int, given: bool, holders: set[str]
) -> list[PlayerPlace]:
    """The flights' busts below Day 2's ``field``: the last to bust the best place
    (``given``), or place 0 (none) for each."""
    busted = [
        p
        for p in t.player_records()
        if p.status == "eliminated" and p.player_id not in holders and p.entries > 0
    ]
    busted.sort(key=lambda p: (-(p.eliminated_at or 0), -p.bust_stack, p.number))
    return [PlayerPlace(p.player_id, field + i + 1 if given else 0) for i, p in enumerate(busted)]


def _day2_clock(t: TournamentState) -> ClockState:
    """The level the furthest flight reached, with its time left, stopped (the next level,
    whole, when that flight ended on a level's last second)."""
    plan = plan_of(t)
    furthest = max((f.clock for f in plan.flights), key=lambda k: (k.level_index, -k.remaining_ms))
    if furthest.remaining_ms > 0:
        return ClockState(furthest.level_index, started=True, remaining_ms=furthest.remaining_ms)
    index = furthest.level_index + 1
    return ClockState(index, started=True, remaining_ms=t.timeline().length(index))


def decide_merge(
    t: TournamentState, cmd: c.MergeFlights, now: int, rng: random.Random
) -> list[e.Event]:
    """The Day 2 of :class:`MergeFlights`, or why not (merged already, a flight not bagged,
    too few tables)."""
    t.check_not_finished()
    plan = plan_of(t)
    if plan.day2 is not None:
        raise DomainError(
            f"Day 2 is already formed ({plan.day2.players} players): nothing is merged twice"
        )
    for flight in plan.flights:
        if flight.status == "playing":
            raise DomainError(f"Day {flight.code} is playing: bag every flight before Day 2")
        if flight.status == "waiting":
            raise DomainError(f"Day {flight.code} has not been played: play it before Day 2")
    stacks, forfeited = _stacks(t)
    field = len(stacks)
    if field < 2:
        raise DomainError(f"{field} player bagged: Day 2 needs at least two")
    size = t.created().table_size
    if cmd.tables < 1:
        raise DomainError("Day 2 needs at least one table")
    if cmd.tables * size < field:
        need = -(-field // size)
        raise DomainError(
            f"{field} players go on to Day 2: {cmd.tables} tables of {size} seat only "
            f"{cmd.tables * size}; open {need} or more"
        )
    if cmd.tables * 2 > field:
        raise DomainError(f"{field} players cannot fill {cmd.tables} tables (two at least each)")
    seats = _seats(stacks, cmd.tables, size, cmd.draw, rng)
    holders = {x.player_id for x in stacks}
    places = _day1_places(t, field, cmd.day1_places, holders)
    day2 = Day2(field, len(plan.flights), cmd.tables, cmd.draw, forfeited, cmd.day1_places)
    tables = tuple(range(1, cmd.tables + 1))
    return [e.Day2Formed(day2, tables, size, tuple(stacks), seats, tuple(places), _day2_clock(t))]


def apply_day2_formed(t: TournamentWrites, ev: e.Day2Formed) -> None:
    """Day 2's tables open (the others close), every bag holder sits with their stack, the
    flights' busts get their places, forfeited chips leave play, the clock is Day 2's."""
    for number in ev.tables:
        t.put_table(TournamentTable.empty(number, ev.table_size))
    for record in t.table_records():
        if record.number not in ev.tables and not record.broken:
            t.put_table(record.break_up())
    for x in ev.stacks:
        p = t.players_by_id[x.player_id]
        t.put_player(
            replace(
                p,
                status="active",
                stack=x.stack,
                place=None,
                bust_stack=0,
                busted_by=None,
                eliminated_at=None,
            )
        )
    by_table: dict[int, list[tuple[int, str]]] = {}
    for a in ev.seats:
        by_table.setdefault(a.table, []).append((a.seat, a.player))
    for number, placements in sorted(by_table.items()):
        t.put_table_value(t.table_value(number).sit_many(placements))
    for pp in ev.places:
        p = t.players_by_id[pp.player_id]
        t.put_player(replace(p, place=pp.place or None))
    plan = plan_of(t)
    t.set_meta(
        replace(
            t.meta,
            flights=replace(plan, day2=ev.day2),
            chips_adjusted=t.meta.chips_adjusted - ev.day2.forfeited,
            day=2,  # the days' end and start (tournament.service.days) go on from here
            day_stopped=False,
            day_end_step=None,
        )
    )
    t.set_clock(ev.clock)


DECIDE: dict[type, Decider] = {c.MergeFlights: decide_merge}
APPLY: dict[type, Applier] = {e.Day2Formed: apply_day2_formed}
