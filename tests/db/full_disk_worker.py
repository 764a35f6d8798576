"""Subprocess for the full-disk tests: plays a scripted tournament on a small filesystem.

Usage: ``python -m tests.db.full_disk_worker DB_PATH SEED [CHECKPOINT_EVERY]``. After each
commit it prints ``C <log seq> <state hash>``; a refused write (the disk is full) prints
``E <message>``; it checkpoints (the store's heartbeat) every CHECKPOINT_EVERY commits, so the
disk fills up in the middle of a checkpoint too. It runs until it is killed.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from db.connect import open_store
from db.errors import StoreError
from tests.db.crash_worker import state_hash
from tests.db.scenario import T0, create_command, next_command


def main(argv: list[str]) -> None:
    """Open the database, play until killed, print each commit and each refusal."""
    path, seed = Path(argv[0]), int(argv[1])
    every = int(argv[2]) if len(argv) > 2 else 5
    rng = random.Random(seed)
    now = T0 + seed * 10_000_000
    store = open_store(path, now_ms=now)
    tournaments = store.log.tournaments()
    if tournaments:
        tid = tournaments[0].id
    else:
        tid = store.log.create_tournament(create_command(), now, rng)
        print(f"C {store.log.last_log_seq} {state_hash(store, tid)}", flush=True)
    serial = 0
    while True:
        serial += 1
        now += 1_000
        try:
            action = next_command(store.loaded.load(tid), rng, now, seed * 100_000 + serial)
            store.log.execute(tid, action, now, rng)
            print(f"C {store.log.last_log_seq} {state_hash(store, tid)}", flush=True)
            if serial % every == 0:
                store.heartbeat(now)
        except StoreError as error:
            print(f"E {error}".replace("\n", " "), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
