"""The rehearsal's worker: plays the rehearsals (one, or two to compare) in its own thread
through :func:`tournament.rehearsal.run_many` and reports progress, the summaries or the
reason it stopped by signal (the console stays responsive meanwhile)."""

from __future__ import annotations

import threading
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from tournament.errors import DomainError
from tournament.rehearsal import (
    RehearsalCancelledError,
    RehearsalSettings,
    Summary,
    run_many,
    summarize,
)
from tournament.service import Tournament
from ui.domain_text import domain_text

__all__ = ["Job", "Outcome", "RehearsalWorker"]

Job = tuple[str, RehearsalSettings]
"""A rehearsal to play: its name (the structure) and its settings."""
Outcome = list[tuple[str, RehearsalSettings, Summary]]
"""What the rehearsals found: each job with its summary."""


class RehearsalWorker(QObject):
    """Plays the rehearsals (one or two) in its thread; reports by signal."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        jobs: Sequence[Job],
        workers: int,
        stop: threading.Event,
        start: Tournament | None,
        now: int | None,
    ) -> None:
        super().__init__()
        self._jobs = list(jobs)
        self._workers = workers
        self._stop = stop
        self._start = start
        self._now = now

    @Slot()
    def run(self) -> None:
        """Play every job; emit ``finished`` with the summaries or ``failed``."""
        total = sum(s.runs for _n, s in self._jobs)
        out: Outcome = []
        base = 0
        try:
            for name, settings in self._jobs:
                offset = base

                def report(done: int, _total: int, offset: int = offset) -> None:
                    self.progress.emit(offset + done, total)

                results = run_many(
                    settings,
                    workers=self._workers,
                    on_progress=report,
                    should_stop=self._stop.is_set,
                    start=self._start,
                    now=self._now,
                )
                out.append((name, settings, summarize(results)))
                base += settings.runs
        except RehearsalCancelledError:
            self.failed.emit(QCoreApplication.translate("_Worker", "The rehearsal was cancelled."))
            return
        except DomainError as error:
            self.failed.emit(domain_text(str(error)))
            return
        self.finished.emit(out)
