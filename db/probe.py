"""Does the database answer again? A probe that may wait, run away from the UI thread.

While the database is unreachable a station asks now and then whether it answers again. On
a network that drops packets, opening a connection waits for the driver's connect timeout
(5 s for PostgreSQL, :data:`db.engine.PG_KEEPALIVES`; SQLite's busy timeout for a locked
file): :class:`ReconnectProbe` runs that wait on a thread of its own, on a connection of its
own (:func:`db.transactions.answers`; never the store's connection, which belongs to the UI
thread), and the caller looks at the answer on its next tick. The clock goes on meanwhile.
"""

from __future__ import annotations

import threading

from sqlalchemy import Engine

from db.transactions import answers

__all__ = ["ReconnectProbe"]


class ReconnectProbe:
    """One probe at a time on a background thread; :meth:`result` is read on ticks."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._thread: threading.Thread | None = None
        self._answered: bool | None = None
        self._lock = threading.Lock()

    @property
    def running(self) -> bool:
        """True while a probe is waiting for the database."""
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Ask the database once more (unless a probe is still waiting)."""
        if self.running:
            return
        with self._lock:
            self._answered = None
        self._thread = threading.Thread(target=self._run, name="pokerfloor-probe", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        answered = answers(self.engine)
        with self._lock:
            self._answered = answered

    def result(self) -> bool | None:
        """The last finished probe's answer, once (None: none finished since)."""
        with self._lock:
            answered, self._answered = self._answered, None
        return answered
