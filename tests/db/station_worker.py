"""A writer station in a process of its own, for the multi-station tests.

Usage: ``python -m tests.db.station_worker TARGET STATION OFFSET_MS [takeover[-on-go]]``. It opens
``TARGET`` as a writer (its clock is the real one plus ``OFFSET_MS``; ``takeover`` asks to
take over a silent writer; ``takeover-on-go`` says ``ready`` and waits for a line first) and
prints ``open`` (or ``busy <message>``). Then it reads
commands on stdin, one a line, and answers each on one line:

* ``bust I J``: player number I (in name order) busted by player J: ``ok`` or
  ``refused <error class> <message>``;
* ``bustall [PAUSE_MS]``: tries to bust every player still in, in name order (busted by
  the last one), answering each like ``bust``, then ``done``;
* ``beat``: the heartbeat (``ok`` or ``refused ...``);
* ``quit``: closes the store and ends.
"""

from __future__ import annotations

import sys
import time

from db.connect import open_store
from db.errors import StoreError
from db.store import Store
from tests.db.fencing_support import bust, player_ids
from tournament.errors import DomainError


def _now(offset: int) -> int:
    return int(time.time() * 1000) + offset


def _try(action: object) -> str:
    try:
        action()  # type: ignore[operator]
    except (StoreError, DomainError) as error:
        return f"refused {type(error).__name__} {error}"
    return "ok"


def _bust_all(store: Store, tid: str, offset: int, pause_s: float) -> None:
    ids = player_ids(store, tid)
    for victim in ids[:-1]:
        record = {r.player_id: r for r in store.loaded.load(tid).player_records()}[victim]
        if record.status != "active":
            continue
        print(_try(lambda v=victim: bust(store, tid, v, ids[-1], _now(offset))), flush=True)
        time.sleep(pause_s)
    print("done", flush=True)


def main(argv: list[str]) -> None:
    """Open the store, then answer commands until ``quit``."""
    target, station, offset = argv[0], argv[1], int(argv[2])
    take_over = len(argv) > 3 and argv[3].startswith("takeover")
    if len(argv) > 3 and argv[3] == "takeover-on-go":  # loaded; open when told
        print("ready", flush=True)
        sys.stdin.readline()
    try:
        store = open_store(target, now_ms=_now(offset), station=station, take_over=take_over)
    except StoreError as error:
        print(f"busy {error}", flush=True)
        return
    tid = store.log.tournaments()[0].id
    print("open", flush=True)
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            break
        if words[0] == "bust":
            ids = player_ids(store, tid)
            victim, by = ids[int(words[1])], ids[int(words[2])]
            print(_try(lambda v=victim, b=by: bust(store, tid, v, b, _now(offset))), flush=True)
        elif words[0] == "bustall":
            _bust_all(store, tid, offset, int(words[1]) / 1000 if len(words) > 1 else 0.01)
        elif words[0] == "beat":
            print(_try(lambda: store.heartbeat(_now(offset))), flush=True)
    store.close(_now(offset))


if __name__ == "__main__":
    main(sys.argv[1:])
