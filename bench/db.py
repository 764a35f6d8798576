"""Benchmark the store: a day of busts through the database beside the domain alone; reopening.

    .venv/bin/python bench/db.py [--fields 2000 10000] [--players 10000] [--events 50000]

For each field size, the same day (same seed) is played twice: with the domain alone
(``Tournament.handle``) and through ``db.open_store`` on a temporary SQLite file, where every
command is committed in its own transaction (log entry, events, projected rows). Per bust: a
hand at the bust table, the bust, the final-table redraw when due, else the tables to break,
then the balance plan and its moves (as ``bench/service.py``). Printed side by side, in
milliseconds: median and p99 of one bust + balance plan (the bust's commit, the plan's
computation and its commit), of a balance plan's commit and of a table break's commit; the
whole day; the median, p99 and slowest commit of every command of the day; and the slowest
heartbeat. As at the console, the store's heartbeat runs between busts (``--heartbeat-every``)
and writes the snapshots that are due; with ``--heartbeat-every 0`` commands write them.

Issue targets (printed with the numbers): the median commit of a director command < 5 ms on a
SQLite file; reopening an event of 10,000 players and 50,000 events < 2 s. The large event
is built in memory with the real aggregate (every command through ``handle``, inverse
included) and written in one transaction in the store's own format (log entries, events, a
snapshot where the store would have written its last one), so the reopen replays the same
tail a real file would.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# This file is named db.py: keep its folder off the path so that `import db` is the package.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

from sqlalchemy import insert  # noqa: E402

from db.connect import open_store  # noqa: E402
from db.rows import EventRow, LogEntryRow, SnapshotRow, TournamentRow  # noqa: E402
from db.snapshots import SNAPSHOT_EVERY, SNAPSHOT_LIMIT  # noqa: E402
from tournament import seating  # noqa: E402
from tournament.service import codec  # noqa: E402
from tournament.service import commands as c  # noqa: E402
from tournament.service.aggregate import Tournament  # noqa: E402
from tournament.service.labels import describe  # noqa: E402
from tournament.service.records import BuyInSettings, ChipCount  # noqa: E402
from tournament.structure import Level  # noqa: E402

T0 = 1_700_000_000_000
MINUTE = 60_000
MAX_CREATED = 500  # CreateTournament's table limit; the rest are added with AddTable
COMMIT_TARGET_MS = 5.0
REOPEN_TARGET_S = 2.0

# --------------------------------------------------------------------------- the day


@dataclass
class Day:
    """Times of one day (milliseconds, per kind of command; seconds for the whole day)."""

    commits: dict[str, list[float]] = field(default_factory=dict)
    busts: list[float] = field(default_factory=list)  # bust + balance plan (plan + commit)
    idle: list[float] = field(default_factory=list)  # heartbeats (due snapshots written)
    day_s: float = 0.0
    setup_s: float = 0.0
    broken: int = 0
    plans: int = 0

    def every_commit(self) -> list[float]:
        """Every command's time, all kinds together."""
        return [x for times in self.commits.values() for x in times]


Do = Callable[[c.Command], float]
"""Run one command; its time in milliseconds."""


def _structure() -> tuple[Level, ...]:
    # Long levels, no breaks: the day measures seating and storage, not waiting out breaks.
    return tuple(Level(("NT",), 600 * MINUTE, 100 * i, 200 * i) for i in range(1, 40))


def _play(
    t: Callable[[], Tournament],
    do: Do,
    players: int,
    rng: random.Random,
    idle: Callable[[], float] | None = None,
    idle_every: int = 0,
) -> Day:
    """Set up a field of ``players`` and play every bust of the day through ``do``;
    ``idle()`` (the console's heartbeat) after every ``idle_every`` busts."""
    day = Day()

    def run(command: c.Command) -> float:
        ms = do(command)
        day.commits.setdefault(type(command).__name__, []).append(ms)
        return ms

    tables = -(-players // 9)
    began = time.perf_counter()
    run(c.CreateTournament("Bench", BuyInSettings(), _structure(), min(tables, MAX_CREATED), 9))
    for _ in range(tables - min(tables, MAX_CREATED)):
        run(c.AddTable())
    for i in range(players):
        pid = f"P{i + 1:05d}"
        run(c.RegisterPlayer(f"Player {i + 1}", player_id=pid))
        run(c.BuyIn(pid))
    for command in (c.DrawSeats(), c.DrawButton(), c.StartClock()):
        run(command)
    day.setup_s = time.perf_counter() - began
    order = sorted(p.player_id for p in t().active_players())
    rng.shuffle(order)
    began = time.perf_counter()
    for n, player in enumerate(order[:-1], 1):
        if idle is not None and idle_every and n % idle_every == 0:
            day.idle.append(idle())
        where = t().location(player)
        assert where is not None
        if len(t().seating_state().tables[where[0]].players()) >= 2:
            run(c.RecordHand(where[0]))
        bust = run(c.EliminatePlayers((player,)))
        state = t().seating_state()
        if seating.final_table_due(state):
            day.broken += len(state.tables) - 1
            final, moves = t().final_table_plan(rng)
            run(c.RedrawFinalTable(final, moves))
            continue
        for number in seating.tables_to_break(state):
            day.broken += 1
            run(c.BreakTable(number, t().break_plan(number, rng)))
        t0 = time.perf_counter()
        plan = t().balance_plan()
        planned = (time.perf_counter() - t0) * 1000
        if plan:
            day.plans += 1
            planned += run(c.ApplyBalancePlan(plan))
        day.busts.append(bust + planned)
    day.day_s = time.perf_counter() - began
    return day


def domain_day(players: int, seed: int) -> Day:
    """The day with the aggregate alone (``handle``: events and their inverse)."""
    rng = random.Random(seed)
    tournament = Tournament()

    def do(command: c.Command) -> float:
        began = time.perf_counter()
        tournament.handle(command, T0, rng)
        return (time.perf_counter() - began) * 1000

    return _play(lambda: tournament, do, players, rng)


def db_day(folder: Path, players: int, seed: int, heartbeat_every: int) -> Day:
    """The day through the store: every command committed to a SQLite file; the console's
    heartbeat (which writes the due snapshots) after every ``heartbeat_every`` busts."""
    rng = random.Random(seed)
    store = open_store(folder / f"day-{players}.sqlite", now_ms=T0)
    tid = ""

    def do(command: c.Command) -> float:
        nonlocal tid
        began = time.perf_counter()
        if isinstance(command, c.CreateTournament):
            tid = store.log.create_tournament(command, T0, rng)
        else:
            store.log.execute(tid, command, T0, rng)
        return (time.perf_counter() - began) * 1000

    def heartbeat() -> float:
        began = time.perf_counter()
        store.heartbeat(T0)
        return (time.perf_counter() - began) * 1000

    try:
        return _play(lambda: store.loaded.load(tid), do, players, rng, heartbeat, heartbeat_every)
    finally:
        store.close(T0)


# --------------------------------------------------------------------------- reopening


def create(players: int) -> c.CreateTournament:
    """A tournament with room for ``players`` (at most the 500 tables a creation allows)."""
    levels = tuple(Level(("NT",), 20 * MINUTE, 100 * i, 200 * i) for i in range(1, 30))
    tables = min(MAX_CREATED, max(2, (players + 8) // 9 + 1))
    return c.CreateTournament("Bench", BuyInSettings(), levels, table_count=tables, table_size=9)


def build_large(path: Path, players: int, events: int, then: Sequence[c.Command] = ()) -> str:
    """Write an event of ``players`` and at least ``events`` events (registrations, buy-ins,
    chip counts), then the commands ``then``, all in one transaction; its tournament id."""
    rng = random.Random(2)
    t = Tournament()
    log: list[tuple[Any, tuple[Any, ...], tuple[Any, ...]]] = []

    def run(command: Any) -> int:
        result = t.handle(command, T0, rng)  # cheap: the inverse is what the command wrote
        log.append((command, result.events, result.inverse))
        return len(result.events)

    count = run(create(players))
    for i in range(players):
        count += run(c.RegisterPlayer(f"Player {i}", player_id=f"P{i + 1:05d}"))
    for p in t.player_records():
        count += run(c.BuyIn(p.player_id))
    ids = [p.player_id for p in t.player_records()]
    i = 0
    while count < events:
        i += 1
        count += run(c.RecordChipCounts((ChipCount(rng.choice(ids), 20_000 + i),)))
    for command in then:
        count += run(command)
    store = open_store(path, now_ms=T0)
    tid = "bench"
    with store.transactions.write() as conn:
        conn.execute(insert(TournamentRow).values(id=tid, name="Bench", created_ms=T0))
        seq = 0
        # Worst case: no heartbeat wrote the due snapshot, the tail is as long as it gets.
        snapshot_at = max(1, count - SNAPSHOT_EVERY * SNAPSHOT_LIMIT + 1)
        replay = Tournament()
        log_rows, event_rows = [], []
        snapshot_data, snapshot_seq = None, 0
        for n, (command, evs, inverse) in enumerate(log, start=1):
            log_rows.append(
                {
                    "seq": n,
                    "tournament_id": tid,
                    "kind": "create" if n == 1 else "command",
                    "target_seq": None,
                    "command": codec.to_dict(command),
                    "inverse": [codec.to_dict(x) for x in inverse],
                    "description": describe(replay, command),
                    "at_ms": T0,
                    "station": "",
                }
            )
            for ev in evs:
                seq += 1
                d = codec.to_dict(ev)
                event_rows.append(
                    {"seq": seq, "log_seq": n, "tournament_id": tid, "type": d["type"], "data": d}
                )
                replay.apply(ev)
                if seq == snapshot_at:
                    snapshot_data = json.dumps(replay.stored_snapshot(), separators=(",", ":"))
                    snapshot_seq = seq
        conn.execute(insert(LogEntryRow), log_rows)
        conn.execute(insert(EventRow), event_rows)
        if snapshot_data is not None:
            conn.execute(
                insert(SnapshotRow).values(
                    tournament_id=tid, event_seq=snapshot_seq, data=snapshot_data, at_ms=T0
                )
            )
    store.close()
    return tid


# --------------------------------------------------------------------------- report


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] if ordered else 0.0


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else 0.0


def _cell(domain: float, db: float, unit: str = "ms") -> str:
    return f"{domain:9.2f} {db:9.2f} {unit}"


def report(days: dict[int, tuple[Day, Day]]) -> None:
    """Print the days side by side: for each field, the domain alone then through db."""
    fields = sorted(days)
    width = 34
    print(" " * width + " | ".join(f"{n:>6} players: domain        db" for n in fields))
    rows: list[tuple[str, Callable[[Day], float], str]] = [
        ("bust + balance plan, median", lambda d: _median(d.busts), "ms"),
        ("bust + balance plan, p99", lambda d: _p99(d.busts), "ms"),
        ("bust commit, median", lambda d: _median(d.commits["EliminatePlayers"]), "ms"),
        ("balance plan commit, median", lambda d: _median(d.commits["ApplyBalancePlan"]), "ms"),
        ("balance plan commit, p99", lambda d: _p99(d.commits["ApplyBalancePlan"]), "ms"),
        ("table break commit, median", lambda d: _median(d.commits["BreakTable"]), "ms"),
        ("table break commit, p99", lambda d: _p99(d.commits["BreakTable"]), "ms"),
        ("any command, median", lambda d: _median(d.every_commit()), "ms"),
        ("any command, p99", lambda d: _p99(d.every_commit()), "ms"),
        ("slowest command", lambda d: max(d.every_commit()), "ms"),
        ("heartbeat (due snapshots), max", lambda d: max(d.idle, default=0.0), "ms"),
        ("whole day of busts", lambda d: d.day_s, "s "),
        ("  of which heartbeats (snapshots)", lambda d: sum(d.idle) / 1000, "s "),
        ("setup (register, buy-in, draw)", lambda d: d.setup_s, "s "),
    ]
    for label, pick, unit in rows:
        cells = [
            _cell(pick(days[n][0]), pick(days[n][1]), unit).rjust(len(f"{n:>6} players: ") + 19)
            for n in fields
        ]
        print(label.ljust(width) + " | ".join(cells))
    for n in fields:
        db = days[n][1]
        slow = sorted(((max(v), k) for k, v in db.commits.items()), reverse=True)[:3]
        print(
            f"slowest commits, {n} players: "
            + ", ".join(f"{kind} {ms:.0f} ms" for ms, kind in slow)
        )
    for n in fields:
        db = days[n][1]
        every = db.every_commit()
        median = _median(every)
        verdict = "ok" if median < COMMIT_TARGET_MS else "MISSED"
        print(
            f"target: median commit of a director command < {COMMIT_TARGET_MS:.0f} ms "
            f"(SQLite file, {n} players, {len(every)} commits): {median:.2f} ms [{verdict}]; "
            f"{db.broken} tables broken, {db.plans} balance plans"
        )


def main() -> None:
    """Run the benchmark and print the numbers."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fields", type=int, nargs="*", default=[2_000, 10_000])
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument(
        "--heartbeat-every",
        type=int,
        default=4,
        help="busts between two heartbeats (a 10,000-player day busts one player every few "
        "seconds, the console beats every 15 s); 0: never, snapshots are written by commands",
    )
    parser.add_argument("--players", type=int, default=10_000, help="of the reopened event")
    parser.add_argument("--events", type=int, default=50_000, help="of the reopened event")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if args.fields:
            days = {
                n: (
                    domain_day(n, args.seed),
                    db_day(folder, n, args.seed, args.heartbeat_every),
                )
                for n in args.fields
            }
            report(days)
        path = folder / "large.sqlite"
        start = time.perf_counter()
        tid = build_large(path, args.players, args.events)
        print(
            f"built {args.players} players / >= {args.events} events in "
            f"{time.perf_counter() - start:.1f} s"
        )
        start = time.perf_counter()
        store = open_store(path, now_ms=T0 + 1)
        t = store.loaded.load(tid)
        elapsed = time.perf_counter() - start
        verdict = "ok" if elapsed < REOPEN_TARGET_S else "MISSED"
        print(
            f"target: reopen {len(t.player_records())} players, {store.log.last_seq} events "
            f"< {REOPEN_TARGET_S:.0f} s: {elapsed:.2f} s [{verdict}]"
        )
        store.close()


if __name__ == "__main__":
    main()
