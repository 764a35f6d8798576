"""How ``hands_0004.sqlite`` was made, by the pokerfloor that stored a hand's PHH in a
transaction of its own (commit e076ef2, migration head 0004). It cannot run against later
code (``store_hand`` is gone); kept to say what the file holds.

    PYTHONPATH=<checkout of e076ef2> python tests/data/db/make_hands_0004.py OUT.sqlite

One table, three players, hands recorded in Record mode: 1, 2, 3 (undone), 3 again, 4
(undone and redone), and 5, whose PHH was never stored (the program was killed between
the two transactions). Beside the file: the tournament's state hash and the old
``export hands`` text.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from db import exports
from db.connect import open_store
from db.uow import TournamentUnitOfWork
from tests.db.scenario import T0, create_command
from tournament.service import commands as c
from tournament.service.hand_setup import prepare_hand
from tournament.service.table_hand import HandEntry, TableHand


def main(out: Path) -> None:
    """Write the database and the two files beside it."""
    store = open_store(out, now_ms=T0)
    rng = random.Random(3)
    tid = store.log.create_tournament(create_command("Monday", tables=1), T0, rng)
    for name in ("Anna", "Bo", "Cy"):
        store.log.execute(tid, c.RegisterPlayer(name), T0, rng)
    for p in store.loaded.load(tid).player_records():
        store.log.execute(tid, c.BuyIn(p.player_id), T0, rng)
    for command in (c.DrawSeats(), c.DrawButton(1), c.StartClock()):
        store.log.execute(tid, command, T0, rng)
    now = [T0 + 60_000]
    uow = TournamentUnitOfWork(store, tid, lambda: now[0], rng)

    def record(*entries: HandEntry, store_it: bool = True) -> None:
        now[0] += 1000
        t = uow.load()
        setup = prepare_hand(t, 1, uow.now())
        hand = TableHand(setup, t.rules(), "record", random.Random(1))
        for entry in entries:
            hand.enter(entry)
        while not hand.over:
            hand.enter(HandEntry("fold"))
        played = hand.finish()
        uow.handle(played.command(setup.level_index))
        if store_it:
            old: Any = uow
            old.store_hand(played)

    record()  # hand 1
    record(HandEntry("raise", 600))  # hand 2
    record()  # hand 3 ...
    now[0] += 1000
    uow.undo()  # ... undone
    record(HandEntry("raise", 800))  # hand 3 again
    record()  # hand 4 ...
    now[0] += 1000
    uow.undo()  # ... undone
    now[0] += 1000
    uow.redo()  # ... and redone
    record(store_it=False)  # hand 5: killed before its PHH was stored
    state = json.dumps(store.loaded.load(tid).snapshot(), sort_keys=True)
    digest = hashlib.sha256(state.encode()).hexdigest()
    Path(str(out) + ".state.sha256").write_text(digest + "\n")
    Path(str(out) + ".hands.phhs").write_text(exports.hands_phh(store, tid))
    store.close(now[0])


if __name__ == "__main__":
    main(Path(sys.argv[1]))
