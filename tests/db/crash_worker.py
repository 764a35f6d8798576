"""Subprocess for the crash test: runs a scripted tournament until it is killed.

Usage: ``python -m tests.db.crash_worker DB_PATH SEED``. After each commit it prints
``C <log seq> <state hash>`` and flushes, so the parent knows what was committed.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from db.connect import open_store
from db.store import Store
from tests.db.scenario import T0, create_command, next_command


def state_hash(store: Store, tid: str) -> str:
    """A hash of the tournament's whole state."""
    data = json.dumps(store.loaded.load(tid).snapshot(), sort_keys=True).encode()
    return hashlib.sha256(data).hexdigest()[:16]


def last_log_seq(store: Store) -> int:
    """The newest log entry's sequence number."""
    return max((h.seq for h in store.log.entries()), default=0)


def main(argv: list[str]) -> None:
    """Open the database, continue the tournament, print each commit."""
    path, seed = Path(argv[0]), int(argv[1])
    rng = random.Random(seed)
    now = T0 + seed * 10_000_000
    store = open_store(path, now_ms=now)
    # snapshot often, so that kills land inside snapshot writes too
    store.loaded.snapshot_every = 25
    tournaments = store.log.tournaments()
    if tournaments:
        tid = tournaments[0].id
    else:
        tid = store.log.create_tournament(create_command(), now, rng)
        print(f"C {last_log_seq(store)} {state_hash(store, tid)}", flush=True)
    serial = 0
    while True:
        serial += 1
        now += 1_000
        roll = rng.random()
        action: Any
        if roll < 0.1 and store.undo_redo.can_undo:
            store.undo_redo.undo(now)
        elif roll < 0.15 and store.undo_redo.can_redo:
            store.undo_redo.redo(now)
        else:
            action = next_command(store.loaded.load(tid), rng, now, seed * 100_000 + serial)
            store.log.execute(tid, action, now, rng)
        print(f"C {store.log.last_log_seq} {state_hash(store, tid)}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
