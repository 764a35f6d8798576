"""Subprocess for the hand crash test: a table's operator deals and records hands until killed.

Usage: ``python -m tests.db.hand_worker DB_PATH SEED [KILL_AT]``. The hands go through the
table view's own path (:class:`ui.table_view.play.TablePlay` over the director facade and
the unit of work): the hand in progress is kept for the display stations after every
entry, the finished hand is recorded, and the stations are told the table is between
hands, as :func:`ui.table_view.live.publish` does. Now and then the director undoes or
redoes the last action.

``KILL_AT`` (``record:N:K`` or ``undo:N:K``): the worker sends itself SIGKILL just before
the ``K``-th database COMMIT counted from the moment its ``N``-th hand recording (or
undo) of this run begins, so that the parent can stop it exactly between two
transactions of one recorded hand. Without it the worker runs until the parent kills it.

After each recorded hand the worker prints ``H <hands dealt at table 1>`` and flushes.
"""

from __future__ import annotations

import os
import random
import signal
import sys
from pathlib import Path
from typing import Any

from sqlalchemy import event

from db.connect import open_store
from db.uow import TournamentUnitOfWork
from tests.db.scenario import T0, create_command
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.live_hand import live_hand_of
from tournament.service.table_hand import HandEntry
from ui.director_service import ServiceFacade
from ui.table_view.play import TablePlay

PLAYERS = ("Anna", "Bo", "Cy", "Dee", "Eli", "Fay")


class KillSwitch:
    """SIGKILL this process just before the ``k``-th COMMIT after the ``n``-th ``what``."""

    def __init__(self, engine: Any, spec: str) -> None:
        what, n, k = spec.split(":")
        self.what, self.n, self.k = what, int(n), int(k)
        self.seen = 0
        self.commits: int | None = None
        event.listen(engine, "commit", self._on_commit)

    def starting(self, what: str) -> None:
        """A hand recording (``record``) or an undo (``undo``) begins."""
        if what == self.what:
            self.seen += 1
            if self.seen == self.n:
                self.commits = 0

    def _on_commit(self, _conn: Any) -> None:
        if self.commits is not None:
            self.commits += 1
            if self.commits == self.k:
                os.kill(os.getpid(), signal.SIGKILL)


def main(argv: list[str]) -> None:
    """Open (or create) the event, then deal and record hands at table 1 until killed."""
    path, seed = Path(argv[0]), int(argv[1])
    rng = random.Random(seed)
    now = [T0 + seed * 60_000]

    def clock() -> int:
        return now[0]

    store = open_store(path, now_ms=clock())
    tournaments = store.log.tournaments()
    if tournaments:
        tid = tournaments[0].id
    else:
        tid = store.log.create_tournament(create_command("Hands", tables=1), clock(), rng)
        for name in PLAYERS:
            store.log.execute(tid, c.RegisterPlayer(name), clock(), rng)
        for p in store.loaded.load(tid).player_records():
            store.log.execute(tid, c.BuyIn(p.player_id), clock(), rng)
        for command in (c.DrawSeats(), c.DrawButton(1), c.StartClock()):
            store.log.execute(tid, command, clock(), rng)
    switch = KillSwitch(store.engine, argv[2]) if len(argv) > 2 else None
    uow = TournamentUnitOfWork(store, tid, clock, rng)
    play = TablePlay(ServiceFacade(uow, clock, rng))
    while True:
        now[0] += 1_000
        roll = rng.random()
        if roll < 0.1 and store.undo_redo.can_undo:
            if switch is not None:
                switch.starting("undo")
            store.undo_redo.undo(clock())
            continue
        if roll < 0.15 and store.undo_redo.can_redo:
            store.undo_redo.redo(clock())
            continue
        hand = play.start(1, "deal")
        play.publish(1, live_hand_of(hand))
        while not hand.over:
            if hand.need().kind == "show":  # Deal mode: the known cards are shown
                hand.enter(HandEntry("show"))
            else:
                try:
                    hand.enter(HandEntry(rng.choice(("call", "call", "fold"))))
                except DomainError:
                    hand.enter(HandEntry("fold"))
            play.publish(1, live_hand_of(hand))
        if switch is not None:
            switch.starting("record")
        play.record(hand)
        play.publish(1, None)  # what the table view does once the hand is recorded
        print(f"H {play.hands_dealt(1)}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
