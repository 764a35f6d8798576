"""Starting flights: one event, one pool, bags per flight and Day 2 formed in one command.

Every command goes through ``run`` (its inverse restores the state exactly, its redo
reaches the same state); the figures are worked out by hand in each test.
"""

from __future__ import annotations

import random

import pytest

from tests.unit.service.helpers import NOW, levels, run
from tournament.errors import DomainError
from tournament.limits import MINUTE_MS
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.bags import Bag
from tournament.service.days import day_name
from tournament.service.flight_records import CrossFlightRule, Flight
from tournament.service.flights import event_players_left
from tournament.service.records import BuyInSettings

MONEY = BuyInSettings(buy_in=10_000, fee=1_000, starting_stack=20_000, max_entries=2)


def _event(rule: CrossFlightRule = "one_bag") -> Tournament:
    t = Tournament()
    t.handle(c.CreateTournament("Main Event", MONEY, levels(), 3, 9), NOW, random.Random(1))
    plan = (
        Flight("1A", "2026-05-04", (1, 2)),
        Flight("1B", "2026-05-05", (1, 2)),
        Flight("1C", "2026-05-06", (1, 2)),
    )
    run(t, c.SetFlights(plan, rule))
    return t


def _enter(t: Tournament, first: int, count: int, at: int) -> None:
    for n in range(first, first + count):
        run(t, c.RegisterAndBuyIn(f"Player {n}", "FR", f"P{n:04d}"), at)


def _bust(t: Tournament, player: int, at: int) -> None:
    run(t, c.EliminatePlayer(f"P{player:04d}"), at)


def _bags(*pairs: tuple[int, int]) -> tuple[Bag, ...]:
    return tuple(Bag(f"P{n:04d}", chips) for n, chips in pairs)


def test_three_flights_one_pool_and_day_two_in_one_undoable_command() -> None:
    t = _event()
    with pytest.raises(DomainError, match="No flight is playing: start Day 1A first"):
        t.handle(c.RegisterAndBuyIn("Early Bird", "FR"), NOW, random.Random(0))
    run(t, c.StartFlight("1A"))
    assert day_name(t) == "1A"
    _enter(t, 1, 6, NOW)
    run(t, c.DrawSeats())
    run(t, c.StartClock(), NOW)
    _bust(t, 1, NOW + 1 * MINUTE_MS)
    run(t, c.ReEnter("P0001", seat=True), NOW + 2 * MINUTE_MS)
    _bust(t, 3, NOW + 3 * MINUTE_MS)
    # 7 entries of 20,000 chips: 140,000 in play; a batch short of them is kept apart: the
    # flight plays on, every player still seated, until a batch that adds up
    short = _bags((1, 30_000), (2, 40_000), (4, 20_000), (5, 25_000), (6, 24_000))
    before = t.snapshot()
    with pytest.raises(DomainError, match="Every player still in needs a bag: Player 6"):
        t.handle(c.RecordBags(1, short[:4], "1A"), NOW, random.Random(0))
    assert t.snapshot() == before
    run(t, c.RecordBags(1, short, "1A"), NOW + 29 * MINUTE_MS)
    assert t.meta.bags_pending[0].difference == -1_000
    assert t.meta.bags == ()
    assert day_name(t) == "1A"
    assert t.players_left() == 5
    bags_a = _bags((1, 30_000), (2, 40_000), (4, 20_000), (5, 25_000), (6, 25_000))
    run(t, c.RecordBags(1, bags_a, "1A"), NOW + 30 * MINUTE_MS)
    assert event_players_left(t) == 5
    assert t.summary().entries == 7
    assert t.summary().prize_pool == 7 * 10_000
    assert t.chips_in_play() == 140_000

    run(t, c.StartFlight("1B"), NOW + 1_440 * MINUTE_MS)
    assert day_name(t) == "1B"
    # a player who bagged in 1A may not play 1B (one-bag rule)
    for command in (c.BuyIn("P0002"), c.ReEnter("P0002", seat=True)):
        with pytest.raises(DomainError, match="Player 2 bagged 40,000 chips in Day 1A: under"):
            t.handle(command, NOW, random.Random(0))
    _enter(t, 7, 8, NOW + 1_440 * MINUTE_MS)
    run(t, c.DrawSeats())
    _bust(t, 7, NOW + 1_450 * MINUTE_MS)
    _bust(t, 8, NOW + 1_451 * MINUTE_MS)
    assert event_players_left(t) == 5 + 6
    # a player bagged in two flights under the one-bag rule: refused with the reason
    with pytest.raises(DomainError, match="Player 2 already bagged 40,000 chips in Day 1A: under"):
        t.handle(c.RecordBags(1, _bags((2, 1), (9, 1)), "1B"), NOW, random.Random(0))
    bags_b = _bags(
        (9, 20_000), (10, 30_000), (11, 30_000), (12, 20_000), (13, 40_000), (14, 20_000)
    )
    run(t, c.RecordBags(1, bags_b, "1B"), NOW + 1_470 * MINUTE_MS)

    run(t, c.StartFlight("1C"), NOW + 2_880 * MINUTE_MS)
    _enter(t, 15, 4, NOW + 2_880 * MINUTE_MS)
    run(t, c.DrawSeats())
    _bust(t, 15, NOW + 2_890 * MINUTE_MS)
    bags_c = _bags((16, 35_000), (17, 15_000), (18, 30_000))
    run(t, c.RecordBags(1, bags_c, "1C"), NOW + 2_900 * MINUTE_MS)
    # the whole event: 19 entries, one pool, 14 players holding 380,000 chips
    assert t.summary().entries == 7 + 8 + 4
    assert t.summary().prize_pool == 19 * 10_000
    assert event_players_left(t) == 14
    assert t.chips_in_play() == 140_000 + 160_000 + 80_000
    summary = t.summary()  # what the clock screen reads: the whole event's figures
    assert (summary.players_left, summary.average_stack) == (14, 27_143)  # 380,000 / 14
    assert (summary.day, summary.flights) == ("1C", 3)

    before_merge = t.snapshot()
    result = run(t, c.MergeFlights(2, "by_stack"), NOW + 4_320 * MINUTE_MS)
    assert day_name(t) == "2"
    assert t.players_left() == 14
    assert t.chips_in_play() == 380_000
    seated = {p for table in t.tables_view() for p in (s.player_id for s in table.seats) if p}
    assert len(seated) == 14
    counts = sorted(len([s for s in table.seats if s.player_id]) for table in t.tables_view())
    assert counts == [7, 7]
    stacks = {p.player_id: p.stack for p in t.active_players()}
    assert stacks["P0002"] == 40_000
    assert stacks["P0016"] == 35_000
    assert stacks["P0017"] == 15_000
    # the flights' busts below Day 2's 14: the last to bust the best place
    places = {p.player_id: p.place for p in t.player_records() if p.status == "eliminated"}
    assert places == {"P0015": 15, "P0008": 16, "P0007": 17, "P0003": 18}
    with pytest.raises(DomainError, match="already formed \\(14 players\\): nothing is merged"):
        t.handle(c.MergeFlights(2), NOW, random.Random(0))
    # the undo of the merge restores the three flights exactly
    t.apply_all(result.inverse)
    assert t.snapshot() == before_merge
    t.apply_all(result.events)


def test_largest_bag_goes_on_and_the_other_bag_is_forfeited() -> None:
    t = _event("largest_bag")
    run(t, c.StartFlight("1A"))
    _enter(t, 1, 3, NOW)
    run(t, c.DrawSeats())
    run(t, c.RecordBags(1, _bags((1, 30_000), (2, 20_000), (3, 10_000)), "1A"), NOW)
    run(t, c.StartFlight("1B"), NOW)
    run(t, c.ReEnter("P0001", seat=True), NOW)  # plays 1B too, from the starting stack
    assert {p.player_id: p.stack for p in t.active_players()} == {"P0001": 20_000}
    _enter(t, 4, 2, NOW)
    assert event_players_left(t) == 5  # P0001 counts once
    run(t, c.RecordBags(1, _bags((1, 45_000), (4, 10_000), (5, 5_000)), "1B"), NOW)
    run(t, c.StartFlight("1C"), NOW)
    _enter(t, 6, 2, NOW)
    run(t, c.RecordBags(1, _bags((6, 25_000), (7, 15_000)), "1C"), NOW)
    assert t.chips_in_play() == 8 * 20_000
    run(t, c.MergeFlights(2, "random", day1_places=False), NOW)
    # P0001 goes on with 45,000; the 30,000 of Day 1A leave play
    assert t.player("P0001").stack == 45_000
    assert t.chips_in_play() == 8 * 20_000 - 30_000
    assert t.meta.flights is not None
    assert t.meta.flights.day2 is not None
    assert t.meta.flights.day2.forfeited == 30_000
    assert t.players_left() == 7


def test_a_plan_with_a_bad_date_or_one_flight_is_refused() -> None:
    t = Tournament()
    t.handle(c.CreateTournament("Main Event", MONEY, levels(), 3, 9), NOW, random.Random(1))
    with pytest.raises(DomainError, match="at least two starting flights"):
        t.handle(c.SetFlights((Flight("1A", "2026-05-04", (1,)),)), NOW, random.Random(0))
    bad = (Flight("1A", "2026-05-04", (1,)), Flight("1B", "2026-13-01", (1,)))
    with pytest.raises(DomainError, match="Day 1B's date '2026-13-01' is not a date"):
        t.handle(c.SetFlights(bad), NOW, random.Random(0))


def test_day_two_waits_for_every_flight() -> None:
    t = _event()
    run(t, c.StartFlight("1A"))
    with pytest.raises(DomainError, match="Day 1A is playing: bag every flight before Day 2"):
        t.handle(c.MergeFlights(2), NOW, random.Random(0))
    with pytest.raises(DomainError, match="Day 1A is playing: bag it before starting another"):
        t.handle(c.StartFlight("1B"), NOW, random.Random(0))
