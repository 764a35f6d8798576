"""Reads that may wait for the network, done away from the UI thread.

On a network that silently drops packets (a Wi-Fi blip: the TCP session looks open, no byte
gets through) a read sent on the program's connection waits until the driver gives up
(``tcp_user_timeout``, :data:`db.engine.PG_KEEPALIVES`), and the UI thread with it: the clock
would stand still. So what a station reads on its own every second (the writer's lease, a
display station's follow) is read by :class:`Aside`: one job at a time, on a thread of its
own, on a connection of its own (:func:`db.transactions.apart`). The caller hands over a
job, is told when it finished (``done``, called on the worker thread: a queued Qt signal
brings it to the UI thread) and takes the result on its own thread (:meth:`Aside.result`).
A job that has not finished after a while tells the caller the database does not answer
(:attr:`Aside.started_ms`); it ends when the driver gives up or the network answers again.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Connection, Engine

from db.errors import StoreError
from db.transactions import apart

__all__ = ["Aside", "ReadFinished"]


@dataclass(frozen=True)
class ReadFinished:
    """A finished job: its name, and what it read or the error that stopped it."""

    name: str
    value: object = None
    error: StoreError | None = None


class Aside:
    """One read at a time on a worker thread (see the module doc)."""

    def __init__(
        self, engine: Engine, where: str, on_answer: Callable[[], None] = lambda: None
    ) -> None:
        self.engine = engine
        self.where = where
        self._on_answer = on_answer
        """Called on the worker thread each time a job finished without error (the database
        answered: :meth:`db.reach.Reach.answered`)."""
        self.started_ms: int | None = None
        """When the job now running was started (the caller's clock); None when idle."""
        self._thread: threading.Thread | None = None
        self._finished: ReadFinished | None = None
        self._lock = threading.Lock()

    @property
    def running(self) -> bool:
        """True while a job is waiting for the database (or its result was not taken)."""
        return self.started_ms is not None

    def start(
        self, name: str, job: Callable[[Connection], object], now_ms: int, done: Callable[[], None]
    ) -> bool:
        """Run ``job`` on a connection of its own, on the worker thread, then call ``done``
        there; False (nothing started) while another job is running."""
        if self.running:
            return False
        self.started_ms = now_ms

        def run() -> None:
            try:
                with apart(self.engine, self.where) as conn:
                    finished = ReadFinished(name, value=job(conn))
                self._on_answer()
            except StoreError as error:
                finished = ReadFinished(name, error=error)
            with self._lock:
                self._finished = finished
            done()

        self._thread = threading.Thread(target=run, name=f"pokerfloor-{name}", daemon=True)
        self._thread.start()
        return True

    def result(self) -> ReadFinished | None:
        """The finished job, once (None while it runs or when none was started); the next
        job may start after it was taken."""
        with self._lock:
            finished, self._finished = self._finished, None
        if finished is not None:
            self.started_ms = None
        return finished
