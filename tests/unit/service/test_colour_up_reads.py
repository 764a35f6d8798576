"""The colour-up calculator's reads (issue 27, item 14): which chips race off at the break
and into which chip, and each table's race before it is run; figures worked out by hand."""

from __future__ import annotations

import random

from tests.unit.service.helpers import NOW
from tournament.chip_set import Chip, ChipSet
from tournament.limits import MINUTE_MS
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.colour_up import ColourUpDue, TableRace, colour_ups_due, race_preview
from tournament.service.records import BuyInSettings, ChipCount
from tournament.structure import Break, Level, Structure

CHIPS = ((25, "green"), (100, "black"), (500, "purple"), (1_000, "yellow"))


def _night() -> Tournament:
    """Chips of 25, 100, 500 and 1,000: 25/50 and 50/100, a break that races off the 25s,
    100/200, a break that races off the 100s; a 10,000 stack; four players at one table."""
    steps = (
        Level(("NT",), 20 * MINUTE_MS, 25, 50),
        Level(("NT",), 20 * MINUTE_MS, 50, 100),
        Break(10 * MINUTE_MS, (25,)),
        Level(("NT",), 20 * MINUTE_MS, 100, 200),
        Break(10 * MINUTE_MS, (100,)),
        Level(("NT",), 20 * MINUTE_MS, 200, 400),
    )
    t = Tournament()
    rng = random.Random(1)
    chips = ChipSet(tuple(Chip(d, colour, 500) for d, colour in CHIPS))
    structure = Structure("Club", steps, chips, 10_000)
    buy_in = BuyInSettings(starting_stack=10_000)
    t.handle(c.CreateTournament("Club", buy_in, structure, 1), NOW, rng)
    for i in range(1, 5):
        t.handle(c.RegisterAndBuyIn(f"Player {i}", "", f"P{i}"), NOW, rng)
    t.handle(c.DrawSeats(), NOW, rng)
    return t


def test_the_next_break_races_the_25s_into_100s_then_the_one_after_the_100s_into_500s() -> None:
    t = _night()
    # Before the clock starts, the next break is step 2: the 25s go into 100s.
    assert colour_ups_due(t, NOW) == (ColourUpDue(25, 100, 2),)
    t.handle(c.StartClock(), NOW, random.Random(0))
    t.handle(c.ColourUp(25, 100), NOW, random.Random(0))
    # Done: the next due is the second break's (step 4): the 100s into the 500s.
    assert colour_ups_due(t, NOW) == (ColourUpDue(100, 500, 4),)


def test_each_tables_race_odd_chips_and_the_chips_raced_for() -> None:
    t = _night()
    ids = sorted(p.player_id for p in t.active_players())
    # Stacks 10,075 (three 25s odd), 9,950 (two), 10,000 (none), 9,975 (three).
    stacks = dict(zip(ids, (10_075, 9_950, 10_000, 9_975), strict=True))
    t.handle(
        c.RecordChipCounts(tuple(ChipCount(p, s) for p, s in stacks.items())),
        NOW,
        random.Random(0),
    )
    (race,) = race_preview(t, 25, 100)
    # Odd chips: 75 = 3 x 25, 50 = 2 x 25, 75 = 3 x 25: 8 chips, 200 in value = 2 whole
    # 100s: two chips raced for, among three players.
    assert race == TableRace(race.table, race.racers, 200, 2)
    assert sorted(race.racers) == sorted(
        ((ids[0], 3), (ids[1], 2), (ids[3], 3)),
    )
