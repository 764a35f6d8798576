"""A scripted tournament from registration to the final table and the payout."""

from __future__ import annotations

import random

from tests.unit.service.helpers import NOW
from tournament.limits import MINUTE_MS
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.demo import demo_commands


def test_demo_to_final_table_and_payout() -> None:
    rng = random.Random(11)
    t = Tournament()
    for command in demo_commands(random.Random(3), NOW):
        t.handle(command, NOW, rng)
    assert t.summary().players_left == 27
    assert sorted(v.players for v in t.tables_view()) == [9, 9, 9]
    now = NOW
    t.handle(c.StartClock(), now, rng)
    t.handle(c.SetPayouts((120_000, 75_000, 50_000, 25_000)), now, rng)
    order = [p.player_id for p in t.active_players()]
    rng.shuffle(order)
    while len(t.active_players()) > 1:
        now += 3 * MINUTE_MS
        left = [p.player_id for p in t.active_players()]
        busted = [p for p in order if p in left][: 2 if len(left) > 6 else 1]
        t.handle(c.EliminatePlayers(tuple(busted)), now, rng)
        if len(t.active_players()) == 1:
            break
        while t.balance_plan():
            t.handle(c.ApplyBalancePlan(t.balance_plan()), now, rng)
        tables = t.tables_view()
        if len(tables) > 1 and len(t.active_players()) <= 9:
            final, moves = t.final_table_plan(rng)
            t.handle(c.RedrawFinalTable(final, moves), now, rng)
        elif len(tables) > 1 and sum(v.size for v in tables[1:]) >= len(t.active_players()):
            smallest = min(tables, key=lambda v: v.players).number
            t.handle(c.BreakTable(smallest, t.break_plan(smallest, rng)), now, rng)
        counts = sorted(v.players for v in t.tables_view())
        assert counts[-1] - counts[0] <= 1
    summary = t.summary()
    assert summary.finished
    assert [pl for pl, _ in t.places()][:4] == [1, 2, 3, 4]
    assert len(t.places()) == 27
    assert len(t.tables_view()) == 1
    for place, pid in t.places()[:4]:
        t.handle(c.PayOut(pid), now, rng)
        assert t.player(pid).paid == (120_000, 75_000, 50_000, 25_000)[place - 1]
    assert t.clock_view(now).level.number > 1
