"""Many runs with different seeds, spread over the machine's cores.

Run ``i`` uses the seed ``settings.seed + i``, so a rehearsal repeats exactly and any
single run can be replayed (:func:`tournament.rehearsal.run.run_once` with its seed).
The runs go to a pool of worker processes (``spawn``: safe beside a Qt application);
``workers=1`` plays them in this process. Results come back in seed order whatever order
the workers finish in. ``on_progress(done, total)`` is told after each run;
``should_stop()`` is asked between runs and, in the workers, every few hundred hands
(True stops everything and raises :class:`~tournament.rehearsal.run.RehearsalCancelledError`).
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from tournament.rehearsal.run import RehearsalCancelledError, RunResult, run_once
from tournament.rehearsal.settings import RehearsalSettings
from tournament.service import Tournament

__all__ = ["default_workers", "run_many"]

Progress = Callable[[int, int], None]

_stop_flag: Any = None  # the workers' copy of the shared stop event


def default_workers() -> int:
    """One worker per core (at least one)."""
    return max(1, os.cpu_count() or 1)


def _init_worker(flag: Any) -> None:
    global _stop_flag
    _stop_flag = flag


def _stop_asked() -> bool:
    return _stop_flag is not None and bool(_stop_flag.is_set())


def _one(
    settings: RehearsalSettings, seed: int, snapshot: dict[str, Any] | None, now: int | None
) -> RunResult:
    start = Tournament.restore(snapshot) if snapshot is not None else None
    return run_once(settings, seed, should_stop=_stop_asked, start=start, now=now)


def run_many(
    settings: RehearsalSettings,
    workers: int | None = None,
    on_progress: Progress | None = None,
    should_stop: Callable[[], bool] | None = None,
    start: Tournament | None = None,
    now: int | None = None,
) -> list[RunResult]:
    """Play ``settings.runs`` runs (see the module doc); with ``start``/``now`` every run
    carries on from that running event."""
    seeds = [settings.seed + i for i in range(settings.runs)]
    snapshot = start.snapshot() if start is not None else None
    count = min(workers or default_workers(), len(seeds))
    stop = should_stop or (lambda: False)
    done: dict[int, RunResult] = {}
    if count <= 1:
        for seed in seeds:
            if stop():
                raise RehearsalCancelledError()
            done[seed] = run_once(
                settings,
                seed,
                should_stop=stop,
                start=Tournament.restore(snapshot) if snapshot is not None else None,
                now=now,
            )
            if on_progress is not None:
                on_progress(len(done), len(seeds))
        return [done[s] for s in seeds]
    context = multiprocessing.get_context("spawn")
    flag = context.Event()
    watcher_done = threading.Event()

    def watch() -> None:  # pass a stop request on to the workers
        while not watcher_done.wait(0.1):
            if stop():
                flag.set()
                return

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        with ProcessPoolExecutor(
            count, mp_context=context, initializer=_init_worker, initargs=(flag,)
        ) as pool:
            pending: dict[Future[RunResult], int] = {
                pool.submit(_one, settings, seed, snapshot, now): seed for seed in seeds
            }
            while pending:
                finished, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
                if flag.is_set() or stop():
                    flag.set()
                    for future in pending:
                        future.cancel()
                    raise RehearsalCancelledError()
                for future in finished:
                    seed = pending.pop(future)
                    done[seed] = future.result()
                    if on_progress is not None:
                        on_progress(len(done), len(seeds))
    finally:
        watcher_done.set()
        watcher.join()
    return [done[s] for s in seeds]
