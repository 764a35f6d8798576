"""Builders shared by the service tests."""

from __future__ import annotations

import random

from tournament.limits import MINUTE_MS
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.outcome import Outcome
from tournament.service.records import BuyInSettings
from tournament.structure import Break, Level, Step

NOW = 1_700_000_000_000


def levels(n: int = 6) -> tuple[Step, ...]:
    """``n`` 20-minute NLHE levels with a 10-minute break after the third."""
    out: list[Step] = []
    for i in range(n):
        out.append(Level(("NT",), 20 * MINUTE_MS, 100 * (i + 1), 200 * (i + 1)))
        if i == 2:
            out.append(Break(10 * MINUTE_MS))
    return tuple(out)


def new_tournament(
    players: int = 0,
    tables: int = 3,
    size: int = 9,
    buy_in: BuyInSettings | None = None,
    seat: bool = False,
    seed: int = 1,
) -> Tournament:
    """A created tournament with ``players`` bought in (P0001...), optionally seated."""
    t = Tournament()
    rng = random.Random(seed)
    settings = buy_in or BuyInSettings(
        buy_in=10_000,
        fee=1_000,
        starting_stack=20_000,
        max_entries=2,
        rebuy_cost=10_000,
        rebuy_chips=20_000,
        max_rebuys=2,
        rebuy_until_level=4,
        rebuy_stack_limit=20_000,
        add_on_cost=10_000,
        add_on_chips=30_000,
        add_on_until_level=4,
        bounty=2_000,
    )
    t.handle(c.CreateTournament("Test Cup", settings, levels(), tables, size), NOW, rng)
    for i in range(players):
        t.handle(c.RegisterPlayer(f"Player {i + 1}", "FR"), NOW, rng)
        t.handle(c.BuyIn(f"P{i + 1:04d}"), NOW, rng)
    if seat and players:
        t.handle(c.DrawSeats(), NOW, rng)
    return t


def run(t: Tournament, command: c.Command, now: int = NOW, seed: int = 0) -> Outcome:
    """Handle a command and check its inverse restores the state exactly (then redo it)."""
    before = t.snapshot()
    result = t.handle(command, now, random.Random(seed))
    after = t.snapshot()
    t.apply_all(result.inverse)
    restored = t.snapshot()
    if after["meta"]["finished"] and not before["meta"]["finished"] and before["clock"]["running"]:
        # The end of the tournament stopped the running clock: undone, the clock stays
        # stopped where the end left it (issue 27, item 6); everything else is as before.
        assert restored["clock"] == after["clock"]
        assert not restored["clock"]["running"]
        restored["clock"] = before["clock"]
    assert restored == before
    t.apply_all(result.events)
    assert t.snapshot() == after
    return result
