"""Starting flights (:class:`~.commands.SetFlights`, :class:`~.commands.StartFlight`; a
flight ends with its bags, :class:`~.commands.RecordBags` of its code) and the figures of
the whole event while they play.

One event, one log, one undo stack: the flights are a dimension of the one aggregate (the
plan is ``Meta.flights``, :mod:`tournament.service.flight_records`). Flights play one at a
time on the event's clock. A flight owns its tables while it plays and the entries bought
then; its bags end it (the total checked against the chips it put in play: a miscount is
kept apart as a day's is) and its players leave their seats until Day 2
(:mod:`tournament.service.day_two`). One prize pool: every
entry of every flight is in it.

>>> import random
>>> from tournament.service.aggregate import Tournament
>>> from tournament.service import commands as c
>>> from tournament.service.flight_records import Flight
>>> from tournament.service.records import BuyInSettings
>>> from tournament.structure import Level
>>> t = Tournament()
>>> create = c.CreateTournament("Main", BuyInSettings(), (Level(("NT",), 1_200_000),), 2)
>>> _ = t.handle(create, 0, random.Random(1))
>>> plan = (Flight("1A", "2026-05-04", (1, 2)), Flight("1B", "2026-05-05", (1, 2)))
>>> _ = t.handle(c.SetFlights(plan), 0, random.Random(1))
>>> _ = t.handle(c.StartFlight("1A"), 0, random.Random(1))
>>> from tournament.service.days import day_name
>>> day_name(t)
'1A'
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from tournament.clock import ClockState
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.bags import Bag
from tournament.service.flight_records import Flight, FlightPlan
from tournament.service.records import PlayerRecord
from tournament.service.tournament_table import TournamentTable

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import Applier, Decider, TournamentState, TournamentWrites

__all__ = [
    "APPLY",
    "DECIDE",
    "bagging_flight",
    "bags_of",
    "check_flight_entry",
    "enters_another_flight",
    "event_players_left",
    "flight_bagged",
    "flight_bags",
    "flight_chips_in_play",
    "flight_ended",
    "flight_entries_open",
    "flight_of_entry",
    "unplaced_in_flights",
]

MAX_CODE = 12
"""The longest flight code ("1A", "Day1-Turbo")."""


def plan_of(t: TournamentState) -> FlightPlan:
    """The event's flights, or a :class:`DomainError` when it has none."""
    plan = t.meta.flights
    if plan is None:
        raise DomainError("This event has no flights: set them first")
    return plan


def _flight(plan: FlightPlan, code: str) -> Flight:
    flight = plan.flight(code)
    if flight is None:
        names = ", ".join(f.code for f in plan.flights)
        raise DomainError(f"There is no flight {code!r}; the flights are {names}")
    return flight


# ---------------------------------------------------------------- queries (whole event)


def bags_of(t: TournamentState, player_id: str) -> tuple[tuple[str, Bag], ...]:
    """Every bag ``player_id`` holds from the flights, with the flight's code."""
    return tuple(
        (batch.flight, b)
        for batch in t.meta.bags
        if batch.flight
        for b in batch.bags
        if b.player_id == player_id
    )


def flight_bags(t: TournamentState, code: str) -> tuple[Bag, ...]:
    """The bags recorded for flight ``code`` (none before it is bagged)."""
    return next((b.bags for b in t.meta.bags if b.flight == code), ())


def event_players_left(t: TournamentState) -> int:
    """Players still in the whole event: those playing now and those holding a bag (a
    player counts once, however many bags)."""
    plan = t.meta.flights
    if plan is None or plan.day2 is not None:
        return t.players_left()
    holders = {b.player_id for batch in t.meta.bags if batch.flight for b in batch.bags}
    # the players in play now, and the bag holders who are not (a re-entrant counts once);
    # the cost is the bags', not the field's
    return t.players_left() + sum(1 for pid in holders if t.player(pid).status != "active")


def flight_of_entry(plan: FlightPlan, entry_id: str) -> str:
    """The code of the flight an entry was bought in ("" when none owns it)."""
    digits = entry_id[1:]
    if not digits.isdigit():
        return ""
    number = int(digits)
    return next((f.code for f in plan.flights if f.owns_entry(number)), "")


def unplaced_in_flights(t: TournamentState) -> dict[str, tuple[str, str]]:
    """Before Day 2 of an event in flights, every player out of a flight or holding a bag:
    ("out", the flight of their last entry) or ("bagged", the flight of the bag they keep);
    nobody has a place yet (the flights' busts are placed when Day 2 is formed). Empty
    without flights and once Day 2 is formed."""
    plan = t.meta.flights
    if plan is None or plan.day2 is not None:
        return {}
    out: dict[str, tuple[str, str]] = {}
    for x in t.entry_records():  # in the order bought: a player's last entry wins
        p = t.player(x.player)
        if p.status == "eliminated":
            out[p.player_id] = ("out", flight_of_entry(plan, x.entry_id))
    for batch in t.meta.bags:
        if batch.flight:
            for bag in batch.bags:
                if t.player(bag.player_id).status != "eliminated":
                    out[bag.player_id] = ("bagged", batch.flight)
    return out


def enters_another_flight(t: TournamentState, p: PlayerRecord) -> bool:
    """True when ``p`` holds a bag and plays the flight now on (largest-bag rule): their
    entry there starts from the starting stack, the bag waits for Day 2."""
    plan = t.meta.flights
    return (
        plan is not None
        and plan.rule == "largest_bag"
        and plan.playing() is not None
        and p.status == "registered"
        and bool(bags_of(t, p.player_id))
    )


def flight_entries_open(t: TournamentState) -> bool:
    """False when the event is in flights and none is playing (between flights, Day 2):
    nobody can buy an entry then, whatever the clock's level."""
    plan = t.meta.flights
    return plan is None or (plan.day2 is None and plan.playing() is not None)


def check_flight_entry(t: TournamentState, p: PlayerRecord) -> None:
    """Raise :class:`DomainError` when ``p`` may not buy an entry now: no flight is
    playing, Day 2 has begun, or ``p`` bagged in a flight under the one-bag rule."""
    plan = t.meta.flights
    if plan is None:
        return
    if plan.day2 is not None:
        raise DomainError("Day 2 has begun: the flights' registration is closed")
    if plan.playing() is None:
        waiting = next((f.code for f in plan.flights if f.status == "waiting"), "")
        if waiting:
            raise DomainError(f"No flight is playing: start Day {waiting} first")
        raise DomainError("Every flight is bagged: form Day 2")
    held = bags_of(t, p.player_id)
    if held and plan.rule == "one_bag":
        code, bag = held[0]
        raise DomainError(
            f"{p.name} bagged {bag.chips:,} chips in Day {code}: under the one-bag rule a "
            "player who bags in one flight may not play another"
        )


# ---------------------------------------------------------------- deciders


def decide_set_flights(
    t: TournamentState, cmd: c.SetFlights, now: int, rng: random.Random
) -> list[e.Event]:
    """The plan of :class:`SetFlights`, or why not (after the first entry, a bad flight)."""
    t.check_not_finished()
    if t.entry_records():
        raise DomainError("Set the flights before anyone buys in")
    if t.meta.flights is not None and any(f.status != "waiting" for f in t.meta.flights.flights):
        raise DomainError("A flight has started: the flights can no longer be changed")
    if len(cmd.flights) < 2:
        raise DomainError("An event with flights has at least two starting flights")
    flights: list[Flight] = []
    for given in cmd.flights:
        code = " ".join(given.code.split())
        if not code or len(code) > MAX_CODE:
            raise DomainError(f"A flight's code is 1 to {MAX_CODE} characters (got {code!r})")
        if any(f.code == code for f in flights):
            raise DomainError(f"Two flights are called {code}")
        try:
            date.fromisoformat(given.date)
        except ValueError:
            raise DomainError(
                f"Day {code}'s date {given.date!r} is not a date (YYYY-MM-DD)"
            ) from None
        if not given.tables:
            raise DomainError(f"Day {code} has no tables")
        if len(set(given.tables)) != len(given.tables):
            raise DomainError(f"Day {code} names a table twice")
        if min(given.tables) < 1:
            raise DomainError(f"Day {code}: tables are numbered from 1")
        flights.append(Flight(code, given.date, tuple(sorted(given.tables))))
    plan = FlightPlan(tuple(flights), cmd.rule)
    if plan == t.meta.flights:
        raise DomainError("The event already has these flights")
    return [e.FlightsPlanned(plan)]


def decide_start_flight(
    t: TournamentState, cmd: c.StartFlight, now: int, rng: random.Random
) -> list[e.Event]:
    """Open a waiting flight when no other plays (:class:`StartFlight`)."""
    t.check_not_finished()
    plan = plan_of(t)
    if plan.day2 is not None:
        raise DomainError("Day 2 has begun: no flight starts any more")
    flight = _flight(plan, cmd.code)
    playing = plan.playing()
    if playing is not None:
        raise DomainError(f"Day {playing.code} is playing: bag it before starting another")
    if flight.status != "waiting":
        raise DomainError(f"Day {flight.code} was played already")
    return [e.FlightStarted(flight.code, t.meta.next_entry, t.created().table_size)]


def flight_bagged(t: TournamentState, cmd: c.RecordBags, now: int) -> Flight:
    """The flight ``cmd`` bags, checked: it is playing, and no player holds a bag of
    another flight under the one-bag rule (:class:`DomainError` otherwise)."""
    plan = plan_of(t)
    flight = _flight(plan, cmd.flight)
    if flight.status != "playing":
        raise DomainError(f"Day {flight.code} is not playing")
    if plan.rule == "one_bag":
        for bag in cmd.bags:
            held = bags_of(t, bag.player_id)
            if held:
                code, other = held[0]
                raise DomainError(
                    f"{t.player(bag.player_id).name} already bagged {other.chips:,} chips in "
                    f"Day {code}: under the one-bag rule a player bags in one flight only"
                )
    return flight


def bagging_flight(t: TournamentState) -> tuple[str, int] | None:
    """The flight whose bags are due now, with the chips its bags must come to (None: no
    flight is playing). A bag form sends ``RecordBags(1, bags, flight=code)`` then."""
    plan = t.meta.flights
    playing = plan.playing() if plan is not None else None
    if playing is None:
        return None
    return playing.code, flight_chips_in_play(t, playing)


def flight_chips_in_play(t: TournamentState, flight: Flight) -> int:
    """The chips the flight playing put in play: its entries' (re-entries, rebuys and
    add-ons included) and what its colour-ups took out; its bags must add up to them."""
    chips = 0
    for x in t.entry_records():
        digits = x.entry_id[1:]
        if digits.isdigit() and int(digits) >= flight.first_entry:
            chips += x.chips
    return chips + t.meta.chips_adjusted - flight.chips_adjusted


def flight_ended(t: TournamentState, flight: Flight, cmd: c.RecordBags, now: int) -> e.FlightBagged:
    """The end of ``flight`` once its bags add up: its players leave their seats, its clock
    stops where it is."""
    clock = t.clock().advance(now)  # a day plan may have stopped it already (end of Day 1)
    stopped = clock.pause(now).state if clock.running else clock.state
    return e.FlightBagged(flight.code, cmd.bags, t.meta.next_entry - 1, stopped)


# ---------------------------------------------------------------- appliers


def _set_plan(t: TournamentWrites, plan: FlightPlan) -> None:
    t.set_meta(replace(t.meta, flights=plan))


def apply_flights_planned(t: TournamentWrites, ev: e.FlightsPlanned) -> None:
    """Keep the plan."""
    _set_plan(t, ev.plan)


def _close_other_tables(t: TournamentWrites, keep: tuple[int, ...]) -> None:
    for record in t.table_records():
        if record.number not in keep and not record.broken:
            t.put_table(record.break_up())


def apply_flight_started(t: TournamentWrites, ev: e.FlightStarted) -> None:
    """Open the flight's tables (empty), close the others, the clock at the first level."""
    plan = plan_of(t)
    flight = _flight(plan, ev.code)
    for number in flight.tables:
        t.put_table(TournamentTable.empty(number, ev.table_size))
    _close_other_tables(t, flight.tables)
    t.set_clock(ClockState())
    t.set_meta(replace(t.meta, day_stopped=False, day_end_step=None))  # Day 1 from level 1
    started = replace(
        flight, status="playing", first_entry=ev.first_entry, chips_adjusted=t.meta.chips_adjusted
    )
    _set_plan(t, plan.with_flight(started))


def apply_flight_bagged(t: TournamentWrites, ev: e.FlightBagged) -> None:
    """Keep the bags; the bagged players leave their seats (registered, holding their bag's
    chips) and the flight's tables close; the clock stops where the flight left it."""
    plan = plan_of(t)
    flight = _flight(plan, ev.code)
    where = t.seat_map()
    by_table: dict[int, list[int]] = {}
    for bag in ev.bags:
        at = where.get(bag.player_id)
        if at is not None:
            by_table.setdefault(at[0], []).append(at[1])
    for number, seats in sorted(by_table.items()):
        table = t.table_value(number)
        for seat in seats:
            table = table.leave(seat)
        t.put_table_value(table)
    for bag in ev.bags:  # holding their bag (its chips are their stack) until Day 2
        p = t.players_by_id[bag.player_id]
        t.put_player(replace(p, status="registered", stack=bag.chips))
    _close_other_tables(t, ())
    t.set_clock(ev.clock)
    bagged = replace(flight, status="bagged", last_entry=ev.last_entry, clock=ev.clock)
    _set_plan(t, plan.with_flight(bagged))


DECIDE: dict[type, Decider] = {
    c.SetFlights: decide_set_flights,
    c.StartFlight: decide_start_flight,
}

APPLY: dict[type, Applier] = {
    e.FlightsPlanned: apply_flights_planned,
    e.FlightStarted: apply_flight_started,
    e.FlightBagged: apply_flight_bagged,
}
