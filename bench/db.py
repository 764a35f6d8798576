"""Benchmark the store: median commit of a director command; reopening a large event.

    .venv/bin/python bench/db.py [--players 10000] [--events 50000] [--commits 300]

Targets: commit < 5 ms (SQLite file, WAL); reopen (10,000 players, 50,000 events) < 2 s.
The large event is built in memory with the real aggregate and written in one transaction
in the store's own format (log entries, events, a snapshot where the store would have
written its last one), so the reopen replays the same tail a real file would.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

# This file is named db.py: keep its folder off the path so that `import db` is the package.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

from sqlalchemy import insert  # noqa: E402

from db.models import EventRow, LogEntry, Snapshot, TournamentRow  # noqa: E402
from db.service_binding import describe_command  # noqa: E402
from db.store import SNAPSHOT_EVERY, open_store  # noqa: E402
from tournament.service import codec  # noqa: E402
from tournament.service import commands as c  # noqa: E402
from tournament.service import events as e  # noqa: E402
from tournament.service.aggregate import Tournament  # noqa: E402
from tournament.service.records import BuyInSettings, ChipCount, LevelSpec  # noqa: E402

T0 = 1_700_000_000_000


def create(players: int) -> c.CreateTournament:
    levels = tuple(LevelSpec(small_blind=100 * i, big_blind=200 * i) for i in range(1, 30))
    tables = min(500, max(2, (players + 8) // 9 + 1))  # the service allows 500 tables
    return c.CreateTournament("Bench", BuyInSettings(), levels, table_count=tables, table_size=9)


def bench_commit(folder: Path, n: int) -> list[float]:
    store = open_store(folder / "commit.sqlite", now_ms=T0)
    rng = random.Random(1)
    tid = store.create_tournament(create(200), T0, rng)
    for i in range(200):
        store.execute(tid, c.RegisterPlayer(f"P{i}"), T0, rng)
    for p in store.load(tid).player_records():
        store.execute(tid, c.BuyIn(p.player_id), T0, rng)
    store.execute(tid, c.DrawSeats(), T0, rng)
    ids = [p.player_id for p in store.load(tid).player_records()]
    times = []
    for i in range(n):
        command: Any = (
            c.RecordChipCount(rng.choice(ids), 20_000 + i) if i % 2 else c.RegisterPlayer(f"L{i}")
        )
        start = time.perf_counter()
        store.execute(tid, command, T0 + i, rng)
        times.append((time.perf_counter() - start) * 1000)
    store.close(T0)
    return times


def build_large(path: Path, players: int, events: int) -> str:
    rng = random.Random(2)
    t = Tournament()
    log: list[tuple[Any, tuple[Any, ...], tuple[Any, ...]]] = []

    def run(command: Any) -> None:
        result = t.handle(command, T0, rng)
        log.append((command, result.events, result.inverse))

    def record(command: Any, event: Any, inverse: Any) -> None:
        # Bulk part: the events a command would give, applied directly (handle() would copy
        # the state of 10,000 players for every command's inverse, which only slows the build).
        t.apply(event)
        log.append((command, (event,), (inverse,)))

    run(create(players))
    for i in range(players):
        pid = f"P{i + 1:05d}"
        record(
            c.RegisterPlayer(f"Player {i}", player_id=pid),
            e.PlayerRegistered(pid, i + 1, f"Player {i}", ""),
            e.PlayerRestored(pid, None),
        )
    for i, p in enumerate(t.player_records()):
        eid = f"E{i + 1:05d}"
        before = t.player(p.player_id)
        record(
            c.BuyIn(p.player_id),
            e.EntryBought(eid, p.player_id, "buy_in", 10_000, 0, 0, 20_000, T0),
            e.PlayerRestored(p.player_id, before),
        )
    ids = [p.player_id for p in t.player_records()]
    count = sum(len(x) for _, x, _ in log)
    i = 0
    while count < events:
        i += 1
        who = rng.choice(ids)
        before = t.player(who)
        counts = (ChipCount(who, 20_000 + i),)
        record(
            c.RecordChipCounts(counts),
            e.ChipCountsRecorded(counts),
            e.PlayerRestored(who, before),
        )
        count += 1
    store = open_store(path, now_ms=T0)
    tid = "bench"
    conn = store.connection()
    with conn.begin():
        conn.execute(insert(TournamentRow).values(id=tid, name="Bench", created_ms=T0))
        seq = 0
        snapshot_at = max(1, count - SNAPSHOT_EVERY + 1)  # worst case: replay 999 events
        replay = Tournament()
        log_rows, event_rows = [], []
        snapshot_data = None
        for n, (command, evs, inverse) in enumerate(log, start=1):
            log_rows.append(
                {
                    "seq": n,
                    "tournament_id": tid,
                    "kind": "create" if n == 1 else "command",
                    "target_seq": None,
                    "command": codec.to_dict(command),
                    "inverse": [codec.to_dict(x) for x in inverse],
                    "description": describe_command(replay, command),
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
                    snapshot_data = json.dumps(replay.snapshot(), separators=(",", ":"))
                    snapshot_seq = seq
        conn.execute(insert(LogEntry), log_rows)
        conn.execute(insert(EventRow), event_rows)
        if snapshot_data is not None:
            conn.execute(
                insert(Snapshot).values(
                    tournament_id=tid, event_seq=snapshot_seq, data=snapshot_data, at_ms=T0
                )
            )
    store.close()
    return tid


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--commits", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        times = bench_commit(folder, args.commits)
        print(
            f"commit of a director command: median {statistics.median(times):.2f} ms, "
            f"p90 {sorted(times)[int(len(times) * 0.9)]:.2f} ms over {len(times)} "
            "(target < 5 ms)"
        )
        path = folder / "large.sqlite"
        start = time.perf_counter()
        tid = build_large(path, args.players, args.events)
        print(
            f"built {args.players} players / >= {args.events} events in "
            f"{time.perf_counter() - start:.1f} s"
        )
        start = time.perf_counter()
        store = open_store(path, now_ms=T0 + 1)
        t = store.load(tid)
        elapsed = time.perf_counter() - start
        print(
            f"reopen {len(t.player_records())} players, {store.last_seq} events: "
            f"{elapsed:.2f} s (target < 2 s)"
        )
        store.close()


if __name__ == "__main__":
    main()
