"""Run a whole tournament of N players with random busts through the commands.

For benchmarks and the database crash test: every step is a command handled by the
aggregate, so a caller can persist each :class:`CommandResult` as it goes.

>>> t, steps = simulate(30, random.Random(1), 1_700_000_000_000)
>>> t.summary().finished, t.summary().players_left
(True, 1)
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence

from tournament import seating
from tournament.service import commands as c
from tournament.service.aggregate import CommandResult, Tournament
from tournament.service.demo import NLHE_PRESET
from tournament.service.records import MINUTE_MS, BuyInSettings
from tournament.structure_io import load_preset

__all__ = ["main", "simulate"]

OnStep = Callable[[c.Command, int, CommandResult], None]


def simulate(
    players: int,
    rng: random.Random,
    now: int,
    table_size: int = 9,
    on_step: OnStep | None = None,
) -> tuple[Tournament, int]:
    """Play a tournament of ``players`` to the end; returns it and the number of commands.

    Each bust is one hand at the busted player's table (a random player, sometimes two at
    the same table, knocked out by a tablemate who takes the chips: a chip count), then
    what the floor does: the final-table redraw when it is due, else the table breaks the
    seating module asks for, then its balance plan. Time passes between busts (less when
    more tables play); a break in the structure is waited out (no hand is dealt then).
    The work per bust is proportional to what it changes, so large fields run whole.
    """
    t = Tournament()
    steps = 0

    def do(command: c.Command) -> None:
        nonlocal steps
        result = t.handle(command, now, rng)
        steps += 1
        if on_step is not None:
            on_step(command, now, result)

    tables = -(-players // table_size)
    structure = load_preset(NLHE_PRESET)
    buy_in = BuyInSettings(starting_stack=structure.starting_stack)
    created = min(tables, _MAX_CREATED_TABLES)
    do(c.CreateTournament("Simulation", buy_in, structure, created, table_size))
    for _ in range(tables - created):
        do(c.AddTable())
    alive: list[str] = []
    for i in range(players):
        pid = f"P{i + 1:05d}"
        do(c.RegisterPlayer(f"Player {i + 1}", player_id=pid))
        do(c.BuyIn(pid))
        alive.append(pid)
    index = {pid: i for i, pid in enumerate(alive)}
    do(c.DrawSeats())
    do(c.DrawButton())
    do(c.StartClock())
    timeline = t.timeline()
    while t.players_left() > 1:
        state = t.seating_state()
        # About one bust per table every quarter of an hour.
        now += 1 + rng.randrange(2 * _BUST_EVERY_MS // max(len(state.tables), 1) + 1)
        clock = t.settled_clock(now)
        while clock.running and clock.ends_at and timeline.is_break(clock.level_index):
            now = clock.ends_at  # wait out the break: no hand is dealt during it
            clock = t.settled_clock(now)
        victim = alive[rng.randrange(len(alive))]
        where = t.location(victim)
        assert where is not None
        table = state.tables[where[0]]
        mates = [p for p in table.players() if p != victim]
        busted = [victim]
        if len(mates) >= 2 and rng.random() < 0.1:
            busted.append(mates.pop(rng.randrange(len(mates))))
        if not mates:  # alone at a table: nobody to bust them here
            continue
        buster = mates[rng.randrange(len(mates))]
        do(c.RecordHand(where[0]))
        chips = sum(t.player(p).stack for p in busted)
        do(c.EliminatePlayers(tuple(busted), (), buster))
        for pid in busted:
            i = index.pop(pid)
            last = alive.pop()
            if last != pid:
                alive[i] = last
                index[last] = i
        if t.players_left() == 1:
            break
        do(c.RecordChipCount(buster, t.player(buster).stack + chips))
        _tidy_tables(t, do, rng)
    return t, steps


_BUST_EVERY_MS = 15 * MINUTE_MS
_MAX_CREATED_TABLES = 500  # CreateTournament's limit; more tables are added one by one


def _tidy_tables(t: Tournament, do: Callable[[c.Command], None], rng: random.Random) -> None:
    """After a bust: redraw the final table when due, else break the tables the seating
    module names, then apply its balance plan."""
    state = t.seating_state()
    if seating.final_table_due(state):
        final, moves = t.final_table_plan(rng)
        do(c.RedrawFinalTable(final, moves))
        do(c.DrawButton(final))
        return
    for number in seating.tables_to_break(state):
        do(c.BreakTable(number, t.break_plan(number, rng)))
    plan = t.balance_plan()
    if plan:
        do(c.ApplyBalancePlan(plan))


def main(argv: Sequence[str]) -> int:
    """``pokerfloor simulate [--players N] [--seed S] [--table-size K]``: play a tournament
    through the commands and print the result (the start instant is fixed, so runs repeat)."""
    parser = argparse.ArgumentParser(prog="pokerfloor simulate", description=main.__doc__)
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--table-size", type=int, default=9)
    args = parser.parse_args(list(argv))
    if not 2 <= args.players <= 100_000:
        parser.error("--players must be between 2 and 100000")
    t, steps = simulate(args.players, random.Random(args.seed), 1_700_000_000_000, args.table_size)
    winner = t.places()[0][1]
    print(f"{args.players} players, {steps} commands; winner {t.player(winner).name}")
    return 0
