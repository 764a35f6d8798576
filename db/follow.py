"""A display station's follow, split for the worker thread (:mod:`db.aside`): what it reads
(:func:`follow_job`, run on the worker's own connection) and what it then does on the UI
thread with what was read (:class:`Followed`, handed to the store and the live watch)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Connection

from db.command_log import News
from db.lease import last_seen
from db.live_hands import LiveWatch, silent_ms
from db.store import Store

__all__ = ["Followed", "Job", "follow_job"]

Job = Callable[[Connection], object]
"""A read the worker runs on its own connection (:meth:`db.aside.Aside.start`)."""


@dataclass(frozen=True)
class Followed:
    """What one follow read: the writer's new commits, the live hands changed, and when
    the writer was last seen (and whether it closed cleanly)."""

    news: News
    live: list[tuple[str, int, int]]
    seen: tuple[int, bool] | None

    def silent_ms(self, now_ms: int) -> int:
        """How long the writer has not been heard from (:func:`db.live_hands.silent_ms`)."""
        return silent_ms(self.seen, now_ms)


def follow_job(store: Store, watch: LiveWatch) -> Callable[[Connection], Followed]:
    """The read of one follow from where this station stands now (taken here, on the UI
    thread), to run on the worker's connection."""
    after_seq, revision = store.log.last_seq, watch.revision

    def read(conn: Connection) -> Followed:
        return Followed(
            store.log.news(conn, after_seq), watch.changes(conn, revision), last_seen(conn)
        )

    return read
