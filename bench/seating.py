"""Seating benchmark: a 10,000-entrant field on 1,112 nine-handed tables.

Prints the time of the initial draw, of one balance plan after a bust, and of a whole day of
9,999 random busts (injected RNG) with every table break, balance plan and final-table
redraw applied. Targets: draw < 0.5 s, plan < 5 ms, day < 20 s.

Run: ``.venv/bin/python bench/seating.py [--seed N] [--entrants N] [--tables N]``
"""

from __future__ import annotations

import argparse
import random
import time

from tournament.seating import (
    BalanceSettings,
    SeatingState,
    apply_moves,
    balance_plan,
    break_plan,
    final_table_due,
    final_table_redraw,
    initial_draw,
    seat_players,
    tables_closing_for_final,
    tables_to_break,
)
from tournament.table import Table


def _start(entrants: int, tables: int, rng: random.Random) -> tuple[SeatingState, float]:
    empty = [Table.empty(n, 9) for n in range(1, tables + 1)]
    players = [f"p{i:05d}" for i in range(entrants)]
    began = time.perf_counter()
    draw = initial_draw(players, empty, rng)
    state = seat_players(SeatingState.create(empty), draw)
    elapsed = time.perf_counter() - began
    for number in state.tables:
        state = state.replace_table(state.tables[number].draw_button(rng))
    return state, elapsed


def main() -> None:
    """Run the benchmark and print the times."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--entrants", type=int, default=10_000)
    parser.add_argument("--tables", type=int, default=1_112)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    settings = BalanceSettings()

    state, draw_time = _start(args.entrants, args.tables, rng)
    print(f"initial draw of {args.entrants} on {args.tables} tables: {draw_time:.3f} s")

    # One balance plan after one bust, on a field where one table is already one short.
    one = state.eliminate(next(iter(state.tables[1].players())))
    one = one.eliminate(next(iter(one.tables[2].players())))
    one = one.eliminate(next(iter(one.tables[2].players())))
    began = time.perf_counter()
    plan = balance_plan(one, settings)
    plan_time = time.perf_counter() - began
    print(f"balance plan after one bust ({len(plan)} move): {plan_time * 1000:.2f} ms")

    players = sorted(state.locations)
    rng.shuffle(players)
    moved = broken = plans = 0
    worst_plan = worst_plan_cpu = 0.0
    began = time.perf_counter()
    cpu = time.process_time()
    for player in players[:-1]:
        number, _ = state.locations[player]
        state = state.eliminate(player)
        table = state.tables[number]
        if table.player_count >= 2:
            state = state.replace_table(table.hand_dealt())
        if final_table_due(state):
            moves = final_table_redraw(state, rng)
            broken += len(state.tables) - 1
            state = apply_moves(state, moves, close=tables_closing_for_final(state))
            continue
        to_break = tables_to_break(state)
        if to_break:
            broken += len(to_break)
            state = apply_moves(state, break_plan(state, None, rng, to_break), close=to_break)
        t0, c0 = time.perf_counter(), time.process_time()
        moves = balance_plan(state, settings)
        worst_plan = max(worst_plan, time.perf_counter() - t0)
        worst_plan_cpu = max(worst_plan_cpu, time.process_time() - c0)
        if moves:
            plans += 1
            moved += len(moves)
            state = apply_moves(state, moves)
    day_time = time.perf_counter() - began
    cpu_time = time.process_time() - cpu
    print(
        f"day of {len(players) - 1} busts: {day_time:.2f} s (cpu {cpu_time:.2f} s; "
        f"{broken} tables broken, {plans} balance plans, {moved} balance moves, "
        f"slowest plan {worst_plan * 1000:.2f} ms, cpu {worst_plan_cpu * 1000:.2f} ms)"
    )
    print(f"left: {state.player_count} player(s) on {len(state.tables)} table(s)")


if __name__ == "__main__":
    main()
