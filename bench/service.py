"""Service benchmark: the seating benchmark's day through ``Tournament.handle``, side by side.

A field of 10,000 entrants on 1,112 nine-handed tables, played three ways with the same kind
of work (injected RNG):

- seating only (as ``bench/seating.py``): the seating module's values and functions;
- through the service: every step a command handled by the aggregate (inverse included),
  plans from its queries (``balance_plan``, ``break_plan``, ``final_table_plan``);
- through the database (``db.open_store`` on a temporary SQLite file, a smaller field):
  every command committed in its own transaction.

Per bust: one hand at the bust table, the bust, the final-table redraw when due, else the
tables to break, then the balance plan and its moves. Printed: registration, the initial
draw, the median and p99 of one bust + balance plan + apply, the whole day, and the ratios
service / seating-only. Targets through the service: draw < 0.5 s, one bust with its plan
< 20 ms, a day < 60 s.

Run: ``.venv/bin/python bench/service.py [--entrants N] [--tables N] [--db-players N]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# bench/db.py would shadow the db package: keep this folder off the path.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

from tournament import seating  # noqa: E402
from tournament.seating import BalanceSettings, SeatingState  # noqa: E402
from tournament.service import commands as c  # noqa: E402
from tournament.service.aggregate import Tournament  # noqa: E402
from tournament.service.records import BuyInSettings  # noqa: E402
from tournament.structure import Level  # noqa: E402
from tournament.table import Table  # noqa: E402

T0 = 1_700_000_000_000
MINUTE = 60_000
_MAX_CREATED = 500  # CreateTournament's table limit; the rest are added with AddTable


@dataclass
class Run:
    """Times of one way of playing the day (seconds)."""

    register: float = 0.0
    draw: float = 0.0
    busts: list[float] = field(default_factory=list)  # bust + balance plan + apply
    bust_count: int = 0
    day: float = 0.0
    broken: int = 0
    plans: int = 0
    commands: int = 0
    left: int = 0


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] if ordered else 0.0


# ----------------------------------------------------------------------------- seating only


def seating_only(entrants: int, tables: int, seed: int) -> Run:
    """The day with the seating module's own values (what ``bench/seating.py`` measures)."""
    rng = random.Random(seed)
    run = Run()
    empty = [Table.empty(n, 9) for n in range(1, tables + 1)]
    players = [f"P{i + 1:05d}" for i in range(entrants)]
    began = time.perf_counter()
    state = seating.seat_players(
        SeatingState.create(empty), seating.initial_draw(players, empty, rng)
    )
    run.draw = time.perf_counter() - began
    for number in sorted(state.tables):
        state = state.replace_table(state.tables[number].draw_button(rng))
    settings = BalanceSettings()
    order = sorted(state.locations)
    rng.shuffle(order)
    began = time.perf_counter()
    run.bust_count = len(order) - 1
    for player in order[:-1]:
        number, _ = state.locations[player]
        table = state.tables[number]
        if table.player_count >= 2:
            state = state.replace_table(table.hand_dealt())
        t0 = time.perf_counter()
        state = state.eliminate(player)
        split = time.perf_counter() - t0
        if seating.final_table_due(state):
            moves = seating.final_table_redraw(state, rng)
            run.broken += len(state.tables) - 1
            closing = seating.tables_closing_for_final(state)
            state = seating.apply_moves(state, moves, close=closing)
            continue
        to_break = seating.tables_to_break(state)
        if to_break:
            run.broken += len(to_break)
            plan = seating.break_plan(state, None, rng, to_break)
            state = seating.apply_moves(state, plan, close=to_break)
        t0 = time.perf_counter()
        moves = seating.balance_plan(state, settings)
        if moves:
            run.plans += 1
            state = seating.apply_moves(state, moves)
        run.busts.append(split + time.perf_counter() - t0)
    run.day = time.perf_counter() - began
    run.left = state.player_count
    return run


# ----------------------------------------------------------------------------- service


Do = Callable[[c.Command], Any]


def _structure() -> tuple[Level, ...]:
    # Long levels, no breaks: the day measures seating work, not waiting out breaks.
    return tuple(Level(("NT",), 600 * MINUTE, 100 * i, 200 * i) for i in range(1, 40))


def setup(do: Do, entrants: int, tables: int, run: Run) -> None:
    """Create, add tables past the creation limit, register and buy in everyone."""
    do(c.CreateTournament("Bench", BuyInSettings(), _structure(), min(tables, _MAX_CREATED), 9))
    for _ in range(tables - min(tables, _MAX_CREATED)):
        do(c.AddTable())
    began = time.perf_counter()
    for i in range(entrants):
        pid = f"P{i + 1:05d}"
        do(c.RegisterPlayer(f"Player {i + 1}", player_id=pid))
        do(c.BuyIn(pid))
    run.register = time.perf_counter() - began


def play_day(t: Callable[[], Tournament], do: Do, rng: random.Random, run: Run) -> None:
    """Every bust of the day through commands (``t()`` gives the current aggregate)."""
    order = sorted(p.player_id for p in t().active_players())
    rng.shuffle(order)
    run.bust_count = len(order) - 1
    began = time.perf_counter()
    for player in order[:-1]:
        where = t().location(player)
        assert where is not None
        if len(t().seating_state().tables[where[0]].players()) >= 2:
            do(c.RecordHand(where[0]))
        t0 = time.perf_counter()
        do(c.EliminatePlayers((player,)))
        split = time.perf_counter() - t0
        state = t().seating_state()
        if seating.final_table_due(state):
            run.broken += len(state.tables) - 1
            final, moves = t().final_table_plan(rng)
            do(c.RedrawFinalTable(final, moves))
            continue
        for number in seating.tables_to_break(state):
            run.broken += 1
            do(c.BreakTable(number, t().break_plan(number, rng)))
        t0 = time.perf_counter()
        plan = t().balance_plan()
        if plan:
            run.plans += 1
            do(c.ApplyBalancePlan(plan))
        run.busts.append(split + time.perf_counter() - t0)
    run.day = time.perf_counter() - began
    run.left = t().players_left()


def through_service(entrants: int, tables: int, seed: int) -> Run:
    """The day with every step a command handled by the aggregate."""
    rng = random.Random(seed)
    run = Run()
    tournament = Tournament()

    def do(command: c.Command) -> None:
        tournament.handle(command, T0, rng)
        run.commands += 1

    setup(do, entrants, tables, run)
    began = time.perf_counter()
    do(c.DrawSeats())
    run.draw = time.perf_counter() - began
    do(c.DrawButton())
    do(c.StartClock())
    play_day(lambda: tournament, do, rng, run)
    return run


# ----------------------------------------------------------------------------- database


def through_db(entrants: int, seed: int) -> tuple[Run, dict[str, list[float]]]:
    """The day committed command by command to a temporary SQLite file."""
    from db.connect import open_store

    rng = random.Random(seed)
    run = Run()
    commits: dict[str, list[float]] = {}
    tables = -(-entrants // 9)
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(Path(folder) / "bench.sqlite", now_ms=T0)
        tid = ""

        def do(command: c.Command) -> None:
            nonlocal tid
            began = time.perf_counter()
            if isinstance(command, c.CreateTournament):
                tid = store.log.create_tournament(command, T0, rng)
            else:
                store.log.execute(tid, command, T0, rng)
            commits.setdefault(type(command).__name__, []).append(time.perf_counter() - began)
            run.commands += 1

        setup(do, entrants, tables, run)
        began = time.perf_counter()
        do(c.DrawSeats())
        run.draw = time.perf_counter() - began
        do(c.DrawButton())
        do(c.StartClock())
        play_day(lambda: store.loaded.load(tid), do, rng, run)
        store.close(T0)
    return run, commits


# ----------------------------------------------------------------------------- report


def _ratio(a: float, b: float) -> str:
    return f"{a / b:.1f}x" if b > 0 else "-"


def report(name: str, svc: Run, ref: Run) -> None:
    """Print one field's numbers, service beside seating only."""
    print(f"== {name}")
    print(f"  register + buy-in: {svc.register:.2f} s ({svc.commands} commands in all)")
    print(
        f"  initial draw: service {svc.draw:.3f} s, seating {ref.draw:.3f} s "
        f"({_ratio(svc.draw, ref.draw)})"
    )
    for label, pick in (("median", statistics.median), ("p99", _p99)):
        s, r = pick(svc.busts), pick(ref.busts)
        print(
            f"  bust + plan + apply, {label}: service {_ms(s)}, seating {_ms(r)} ({_ratio(s, r)})"
        )
    print(
        f"  day of {svc.bust_count} busts: service {svc.day:.2f} s, seating {ref.day:.2f} s "
        f"({_ratio(svc.day, ref.day)}); {svc.broken} tables broken, {svc.plans} balance plans, "
        f"{svc.left} left"
    )


def main() -> None:
    """Run the benchmark and print the numbers."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--entrants", type=int, default=10_000)
    parser.add_argument("--tables", type=int, default=1_112)
    parser.add_argument("--db-players", type=int, default=2_000)
    args = parser.parse_args()

    ref = seating_only(args.entrants, args.tables, args.seed)
    svc = through_service(args.entrants, args.tables, args.seed)
    report(f"{args.entrants} entrants on {args.tables} tables", svc, ref)

    if args.db_players > 0:
        n = args.db_players
        tables = -(-n // 9)
        ref = seating_only(n, tables, args.seed)
        mem = through_service(n, tables, args.seed)
        report(f"{n} entrants on {tables} tables, in memory", mem, ref)
        run, commits = through_db(n, args.seed)
        report(f"{n} entrants on {tables} tables, through db (SQLite file)", run, ref)
        every = [x for times in commits.values() for x in times]
        print(
            f"  commit per command: median {_ms(statistics.median(every))}, "
            f"p99 {_ms(_p99(every))} ({len(every)} commits)"
        )
        for kind in sorted(commits, key=lambda k: -len(commits[k])):
            times = commits[kind]
            if len(times) >= 5:
                print(
                    f"    {kind}: median {_ms(statistics.median(times))}, "
                    f"p99 {_ms(_p99(times))} ({len(times)})"
                )


if __name__ == "__main__":
    main()
