"""One rehearsal run of an event with starting flights: each flight to its bags, then Day 2.

Each flight (:class:`~tournament.rehearsal.flights.FlightField`) is played as its own field
(:func:`~tournament.rehearsal.field_run.play_first_day`, with the flight's entries, from its
start, to the end of the day plan's Day 1); its survivors' stacks are their bags. Day 2 is
formed from every flight's bags through the console's commands: the event is created with
the same structure, every entry of every flight bought in (so the pool, the chips in play
and the places paid are the whole event's), the bags recorded as chip counts, the entries
busted on Day 1 out (placed below Day 2's field), the seats drawn at random over the
whole field, the clock set to the level after the last one a flight played, the payouts
generated.
Day 2 and the days after it are then played by the ordinary run from that state
(:func:`~tournament.rehearsal.field_run.play_field` with ``start``).

Flight ``i`` (from 0) plays with the seed ``seed * 100 + i + 1``, Day 2 with ``seed``: a run
is the same for the same seed. The run's figures are the whole event's: players and
entries of every flight, the players left (while a flight plays: the bags of the flights
before it and the players of the one playing), the players left at the end of each level
(summed over the flights on Day 1), each day's end (Day 1: the last flight's), the hands of
all of them.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import replace

from tournament.days import DayPlan, day_start_ms
from tournament.rehearsal.field_run import play_field, play_first_day
from tournament.rehearsal.flights import day_two_date, flight_start_ms
from tournament.rehearsal.result import RunResult
from tournament.rehearsal.run_hooks import OnHand, StopAsked
from tournament.rehearsal.settings import RehearsalSettings
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.records import BuyInSettings, ChipCount

__all__ = ["run_flights"]

_Flown = tuple[str, RunResult, Tournament]


def run_flights(
    settings: RehearsalSettings,
    seed: int,
    on_hand: OnHand | None = None,
    should_stop: StopAsked | None = None,
) -> RunResult:
    """Play every flight, then Day 2 on (see the module doc)."""
    plan = settings.plan
    flown: list[_Flown] = []
    for i, flight in enumerate(plan.flights):
        own = replace(
            settings,
            plan=replace(
                plan, entries=flight.entries, flights=(), name=f"{plan.name} {flight.code}"
            ),
            start_ms=flight_start_ms(settings.start_ms, flight),
        )
        result, t = play_first_day(own, seed * 100 + i + 1, on_hand, should_stop)
        flown.append((flight.code, result, t))
    day2_start = day_start_ms(
        settings.start_ms, day_two_date(plan.flights), settings.days.days[1].start_h
    )
    level = max((r.day_ends[-1][2] if r.day_ends else r.end_level) for _c, r, _t in flown)
    entries = sum(r.entries for _c, r, _t in flown)
    day_two = _day_two(settings, flown, level + 1, entries, seed)
    rest = replace(
        settings,
        plan=replace(plan, flights=()),
        start_ms=day2_start,
        days=DayPlan(settings.days.days[1:]),
    )
    later = play_field(rest, seed, on_hand, should_stop, start=day_two, now=day2_start)
    return _combined(settings, flown, later, day2_start, level + 1, entries)


def _day_two(
    settings: RehearsalSettings, flown: list[_Flown], level: int, entries: int, seed: int
) -> Tournament:
    """Day 2 formed from the flights' bags through the director's commands: every entry of
    every flight bought in (the pool, the chips in play and the places paid are the whole
    event's), the bags recorded as counts, the entries that busted on Day 1 out."""
    plan = settings.plan
    structure = plan.structure
    bags = [(code, p.player_id, p.stack) for code, _r, t in flown for p in t.active_players()]
    buy_in = BuyInSettings(
        starting_stack=structure.starting_stack,
        max_entries=1,
        late_registration_level=0,
        paid_percent=plan.paid_percent,
    )
    t = Tournament()
    rng = random.Random(seed)
    tables = max(1, -(-len(bags) // plan.table_size))
    t.handle(c.CreateTournament(plan.name, buy_in, structure, tables, plan.table_size), 0, rng)
    for code, pid, _stack in bags:
        t.handle(c.RegisterAndBuyIn(f"{pid} ({code})", player_id=f"{code}-{pid}"), 0, rng)
    out = [f"out-{n + 1}" for n in range(entries - len(bags))]
    for pid in out:
        t.handle(c.RegisterAndBuyIn(f"Day 1 entry {pid[4:]}", player_id=pid), 0, rng)
    counts = tuple(ChipCount(f"{code}-{pid}", stack) for code, pid, stack in bags)
    t.handle(c.RecordChipCounts(counts), 0, rng)
    if out:
        t.handle(c.EliminatePlayers(tuple(out)), 0, rng)
    t.handle(c.DrawSeats(), 0, rng)
    t.handle(c.DrawButton(), 0, rng)
    t.handle(c.JumpToLevel(structure.step_of_level(level)), 0, rng)
    t.handle(c.GeneratePayouts(), 0, rng)
    return t


def _combined(
    settings: RehearsalSettings,
    flown: list[_Flown],
    later: RunResult,
    day2_start: int,
    day2_level: int,
    entries: int,
) -> RunResult:
    """The whole event's figures (see the module doc)."""
    start, step = flight_start_ms(settings.start_ms, settings.plan.flights[0]), settings.sample_ms
    bags = [(r.day_ends[-1][0] if r.day_ends else r.end_ms, t.players_left()) for _c, r, t in flown]
    samples: list[tuple[int, int]] = []
    end = max(later.end_ms, day2_start)
    instant = start
    while instant <= end:
        samples.append(_sample(instant, flown, bags, later, day2_start, step))
        instant += step
    level_left: dict[int, int] = {}
    stacks: dict[int, list[float]] = {}
    games: dict[str, int] = {}
    for (_code, r, _t), (_at, bagged) in zip(flown, bags, strict=True):
        left_by_level = dict(r.level_left)
        if r.day_ends:  # the flight's last level ended with the day: its bags
            left_by_level.setdefault(r.day_ends[-1][2], bagged)
        for number, left in left_by_level.items():
            level_left[number] = level_left.get(number, 0) + left
        for number, bb in r.level_stacks:
            stacks.setdefault(number, []).append(bb)
        for game, count in r.games:
            games[game] = games.get(game, 0) + count
    level_left.update(dict(later.level_left))
    for number, bb in later.level_stacks:
        stacks[number] = [bb]
    for game, count in later.games:
        games[game] = games.get(game, 0) + count
    field = sum(n for _at, n in bags)
    last_flight_end = max(at for at, _n in bags)
    flights = tuple(
        (code, r.players, r.entries, at, n, r.day_ends[-1][2] if r.day_ends else r.end_level)
        for (code, r, _t), (at, n) in zip(flown, bags, strict=True)
    )
    return replace(
        later,
        players=sum(r.players for _c, r, _t in flown),
        entries=entries,
        hands=later.hands + sum(r.hands for _c, r, _t in flown),
        start_ms=start,
        samples=tuple(samples),
        level_stacks=tuple(sorted((k, statistics.fmean(v)) for k, v in stacks.items())),
        starting_chips=sum(r.starting_chips for _c, r, _t in flown),
        most_seated=max([later.most_seated, *(r.most_seated for _c, r, _t in flown)]),
        games=tuple(sorted(games.items())),
        level_left=tuple(sorted(level_left.items())),
        day_ends=((last_flight_end, field, day2_level - 1), *later.day_ends),
        days=later.days + 1,
        flights=flights,
        day_two=(day2_start, field, day2_level),
    )


def _sample(
    instant: int,
    flown: list[_Flown],
    bags: list[tuple[int, int]],
    later: RunResult,
    day2_start: int,
    step: int,
) -> tuple[int, int]:
    """(players left in the whole event, tables running) at ``instant``."""
    if instant >= day2_start:
        i = (instant - day2_start) // step
        return later.samples[i] if i < len(later.samples) else (later.samples[-1][0], 0)
    bagged = 0
    for (_code, r, _t), (ended, n) in zip(flown, bags, strict=True):
        if instant >= ended:
            bagged += n
        elif instant >= r.start_ms:
            i = (instant - r.start_ms) // step
            left, tables = r.samples[min(i, len(r.samples) - 1)]
            return bagged + left, tables
    return bagged, 0
