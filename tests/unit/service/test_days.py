"""Days (issue 30): the clock stops at the day's end, the bags are recorded as one batch (a
wrong total kept apart), the next day starts with a redraw or the seats kept; each an undo
step."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.unit.service.helpers import NOW, levels, run
from tournament.days import parse_days
from tournament.errors import DomainError
from tournament.limits import MINUTE_MS
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.bags import Bag
from tournament.service.days import day_view
from tournament.service.records import BuyInSettings
from tournament.service.seatings_in_force import seatings_of
from tournament.structure import Structure

# levels(): 20-minute levels, a 10-minute break after level 3.
DAY_1_ENDS = NOW + 2 * 20 * MINUTE_MS  # the end of level 2


def _event(players: int, days: str = "12:00 L2, 12:00 L4, 12:00", size: int = 9) -> Tournament:
    structure = replace(Structure.of_steps("Main", levels(), 20_000), days=parse_days(days))
    buy_in = BuyInSettings(buy_in=10_000, fee=1_000, starting_stack=20_000)
    t = Tournament()
    rng = random.Random(1)
    t.handle(c.CreateTournament("Main Event", buy_in, structure, 3, size), NOW, rng)
    for i in range(players):
        t.handle(c.RegisterPlayer(f"Player {i + 1}", "FR"), NOW, rng)
        t.handle(c.BuyIn(f"P{i + 1:04d}"), NOW, rng)
    t.handle(c.DrawSeats(), NOW, rng)
    t.handle(c.StartClock(), NOW, rng)
    return t


def _bags(t: Tournament, stacks: dict[str, int]) -> tuple[Bag, ...]:
    return tuple(Bag(pid, chips, str(n)) for n, (pid, chips) in enumerate(stacks.items(), 1))


def test_the_clock_stops_after_the_days_last_level_and_waits_at_the_next() -> None:
    t = _event(6)
    before = t.clock_view(DAY_1_ENDS - 1)
    assert before.level.number == 2
    assert before.remaining_ms == 1
    assert not day_view(t, DAY_1_ENDS - 1).over
    later = t.clock_view(DAY_1_ENDS + 3 * 60 * MINUTE_MS)  # hours later: still stopped
    assert later.level.number == 3
    assert later.remaining_ms == 20 * MINUTE_MS  # the next level, its full time
    assert not later.running
    today = day_view(t, DAY_1_ENDS)
    assert (today.day, today.days, today.over, today.bagged) == (1, 3, True, False)
    assert today.ends == "after level 2"
    with pytest.raises(DomainError, match="Day 1 is over: record the bags, then start day 2"):
        t.handle(c.ResumeClock(), DAY_1_ENDS, random.Random(0))


def test_a_level_change_past_the_days_end_is_refused() -> None:
    t = _event(4)
    run(t, c.NextLevel(), NOW + MINUTE_MS)  # level 2
    with pytest.raises(DomainError, match="Day 1 ends after level 2"):
        t.handle(c.NextLevel(), NOW + 2 * MINUTE_MS, random.Random(0))


def test_bags_that_do_not_add_up_are_kept_apart_then_replaced_by_the_right_ones() -> None:
    t = _event(4)
    # 4 players x 20,000 = 80,000 chips in play
    wrong = {"P0001": 30_000, "P0002": 25_000, "P0003": 15_000, "P0004": 9_000}  # 79,000
    before_stacks = [t.player(p).stack for p in wrong]
    run(t, c.RecordBags(1, _bags(t, wrong)), DAY_1_ENDS)
    today = day_view(t, DAY_1_ENDS)
    assert not today.bagged
    assert today.pending is not None
    assert today.pending.total == 79_000
    assert today.pending.difference == -1_000
    assert [t.player(p).stack for p in wrong] == before_stacks  # nothing else changed
    with pytest.raises(DomainError, match="Record the bags of day 1 before day 2 starts"):
        t.handle(c.StartDay(2), DAY_1_ENDS, random.Random(0))

    right = {**wrong, "P0004": 10_000}  # 80,000
    run(t, c.RecordBags(1, _bags(t, right)), DAY_1_ENDS + MINUTE_MS)
    today = day_view(t, DAY_1_ENDS)
    assert today.bagged
    assert today.pending is None
    assert [t.player(p).stack for p in right] == [30_000, 25_000, 15_000, 10_000]
    with pytest.raises(DomainError, match="already recorded"):
        t.handle(c.RecordBags(1, _bags(t, right)), DAY_1_ENDS, random.Random(0))


def test_a_difference_taken_as_the_count_moves_the_chips_in_play() -> None:
    t = _event(2)
    run(t, c.RecordBags(1, _bags(t, {"P0001": 25_000, "P0002": 14_000}), "", True), DAY_1_ENDS)
    assert t.chips_in_play() == 39_000
    assert day_view(t, DAY_1_ENDS).bagged


def test_every_survivor_needs_one_bag_and_the_day_must_be_over() -> None:
    t = _event(3)
    stacks = {"P0001": 30_000, "P0002": 30_000}
    with pytest.raises(DomainError, match="Day 1 is not over yet"):
        t.handle(c.RecordBags(1, _bags(t, stacks)), NOW + MINUTE_MS, random.Random(0))
    with pytest.raises(DomainError, match="Every player still in needs a bag: Player 3"):
        t.handle(c.RecordBags(1, _bags(t, stacks)), DAY_1_ENDS, random.Random(0))
    twice = (Bag("P0001", 20_000, "7"), Bag("P0002", 20_000, "7"), Bag("P0003", 20_000, "8"))
    with pytest.raises(DomainError, match="Bag 7 is given to Player 1 and to Player 2"):
        t.handle(c.RecordBags(1, twice), DAY_1_ENDS, random.Random(0))
    with pytest.raises(DomainError, match="Day 1 is being played, not day 2"):
        t.handle(c.RecordBags(2, twice), DAY_1_ENDS, random.Random(0))


def test_day_2_resumes_the_next_level_with_its_time_after_a_redraw() -> None:
    t = _event(20, size=9)  # 20 players on 3 tables of 9
    run(t, c.EliminatePlayers(("P0019", "P0020")), NOW + MINUTE_MS)
    stacks = {f"P{i:04d}": 20_000 for i in range(1, 19)}
    stacks["P0001"], stacks["P0002"] = 70_000, 10_000  # 18 players, 400,000 chips
    run(t, c.RecordBags(1, _bags(t, stacks)), DAY_1_ENDS)
    day_2 = DAY_1_ENDS + 20 * 60 * MINUTE_MS
    result = run(t, c.StartDay(2, redraw=True), day_2, seed=3)
    clock = t.clock_view(day_2 + 5 * MINUTE_MS)
    assert clock.level.number == 3
    assert clock.running
    assert clock.remaining_ms == 15 * MINUTE_MS
    seated = [(v.number, s.player_id) for v in t.tables_view() for s in v.seats if s.player_id]
    assert len(seated) == 18
    assert sorted({table for table, _ in seated}) == [1, 2]  # 18 players: 2 tables of 9
    drawn = seatings_of(result.events, day_2)  # the seat announcements follow the redraw
    assert sorted((x.table, x.seat) for x in drawn) == sorted(
        (v.number, s.seat) for v in t.tables_view() for s in v.seats if s.player_id
    )
    assert {x.reason for x in drawn} == {"redraw"}
    assert day_view(t, day_2).day == 2
    assert not day_view(t, day_2).over
    # Day 2 ends after level 4 (the break after level 3 is played)
    assert t.clock_view(day_2 + 20 * MINUTE_MS).label.lower().startswith("break")


def test_keeping_seats_leaves_every_table_as_it_was() -> None:
    t = _event(5)
    tables = [(v.number, [s.player_id for s in v.seats]) for v in t.tables_view()]
    run(t, c.RecordBags(1, _bags(t, {f"P{i:04d}": 20_000 for i in range(1, 6)})), DAY_1_ENDS)
    run(t, c.StartDay(2, redraw=False), DAY_1_ENDS + MINUTE_MS)
    assert [(v.number, [s.player_id for s in v.seats]) for v in t.tables_view()] == tables


def test_a_day_ending_at_players_left_stops_after_the_hand_or_the_level() -> None:
    t = _event(6, days="12:00 P4, 12:00")
    run(t, c.EliminatePlayer("P0006"), NOW + MINUTE_MS)
    assert not day_view(t, NOW + MINUTE_MS).over
    run(t, c.EliminatePlayer("P0005"), NOW + 5 * MINUTE_MS)  # 4 left: stop after the hand
    assert day_view(t, NOW + 5 * MINUTE_MS).over
    stopped = t.clock_view(NOW + 60 * MINUTE_MS)
    assert not stopped.running
    assert stopped.remaining_ms == 15 * MINUTE_MS

    t = _event(6, days="12:00 P4 level, 12:00")
    run(t, c.EliminatePlayers(("P0006", "P0005")), NOW + 5 * MINUTE_MS)
    assert not day_view(t, NOW + 5 * MINUTE_MS).over  # the level is finished
    assert day_view(t, NOW + 20 * MINUTE_MS).over
    assert t.clock_view(NOW + 20 * MINUTE_MS).level.number == 2
