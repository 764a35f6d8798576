"""Subprocess for the deleted ``-wal`` test: registers a player for each line it reads.

Usage: ``python -m tests.db.wal_worker DB_PATH``. It creates (or continues) a tournament,
then for each line of its standard input registers the player named on it (one command,
one commit) and prints ``C <log seq> <name> | <store.wal_problem or ->``. It never runs a
heartbeat: only the commits themselves may secure what was committed.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from db.connect import open_store
from tests.db.scenario import T0, create_command
from tournament.service import commands as c


def main(argv: list[str]) -> None:
    """Open the database and register one player per line read, printing each commit."""
    path = Path(argv[0])
    rng = random.Random(1)
    now = T0
    store = open_store(path, now_ms=now)
    tournaments = store.log.tournaments()
    tid = (
        tournaments[0].id
        if tournaments
        else store.log.create_tournament(create_command(), now, rng)
    )
    print(f"R {store.wal_problem or '-'}", flush=True)
    for line in sys.stdin:
        name = line.strip()
        now += 1_000
        store.log.execute(tid, c.RegisterPlayer(name), now, rng)
        print(f"C {store.log.last_log_seq} {name} | {store.wal_problem or '-'}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
