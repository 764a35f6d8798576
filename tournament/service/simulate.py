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
    """Play a tournament of ``players`` to the end; returns it and the number of commands."""
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
    do(c.CreateTournament("Simulation", buy_in, structure, tables, table_size))
    for i in range(players):
        do(c.RegisterPlayer(f"Player {i + 1}", player_id=f"P{i + 1:05d}"))
        do(c.BuyIn(f"P{i + 1:05d}"))
    do(c.DrawSeats())
    do(c.DrawButton())
    do(c.StartClock())
    while len(t.active_players()) > 1:
        now += rng.randrange(MINUTE_MS)
        for view in t.tables_view():
            if view.players >= 2:
                do(c.RecordHand(view.number))
        left = [p.player_id for p in t.active_players()]
        busted = rng.sample(left, min(len(left) - 1, 1 + (rng.random() < 0.1)))
        do(c.EliminatePlayers(tuple(busted)))
        if len(t.active_players()) == 1:
            break
        plan = t.balance_plan()
        if plan:
            do(c.ApplyBalancePlan(plan))
        views = t.tables_view()
        active = len(t.active_players())
        if len(views) > 1 and active <= table_size:
            final, moves = t.final_table_plan(rng)
            do(c.RedrawFinalTable(final, moves))
            do(c.DrawButton(final))
        elif len(views) > 1 and (len(views) - 1) * table_size >= active:
            smallest = min(views, key=lambda v: (v.players, -v.number)).number
            do(c.BreakTable(smallest, t.break_plan(smallest, rng)))
    return t, steps


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
