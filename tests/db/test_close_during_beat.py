"""Closing the event while the heartbeat's worker thread is writing the lease: the close
must not pull the fencing check out from under that thread (SQLAlchemy iterates an
engine's listeners without a lock; removing one mid-iteration raised "deque mutated during
iteration" in the worker, seen in CI when a test opened another tournament), and the
worker's late write is refused because the store is closed, not written unfenced."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from sqlalchemy import event, select

from db.aside import Aside
from db.connect import open_store
from db.errors import StoreError
from db.rows import LeaseRow
from tests.db.scenario import T0


def test_a_close_while_the_beat_is_writing_leaves_the_worker_a_clear_refusal(
    tmp_path: Path,
) -> None:
    store = open_store(tmp_path / "event.sqlite", now_ms=T0)
    inside = threading.Event()
    go_on = threading.Event()

    def hold(*_args: Any) -> None:  # the worker stops inside the listeners' loop
        if threading.current_thread().name == "pokerfloor-beat" and not go_on.is_set():
            inside.set()
            go_on.wait(10)

    event.listen(store.engine, "before_cursor_execute", hold, insert=True)
    failures: list[BaseException] = []
    previous_hook = threading.excepthook
    threading.excepthook = lambda args: failures.append(args.exc_value or RuntimeError())
    done = threading.Event()
    aside = Aside(store.engine, store.where)
    try:
        assert aside.start("beat", store.beat_job(T0 + 1_000), T0 + 1_000, done.set)
        assert inside.wait(10)
        store.close(T0 + 2_000)  # the director closes the event meanwhile
        go_on.set()
        done.wait(10)
    finally:
        go_on.set()
        threading.excepthook = previous_hook
    finished = aside.result()
    assert [repr(f) for f in failures] == []  # nothing escaped the worker thread
    assert done.is_set()
    assert finished is not None
    assert finished.name == "beat"
    assert isinstance(finished.error, StoreError)
    assert "closed" in str(finished.error)
    assert "nothing was written" in str(finished.error)
    # the lease keeps what the close wrote: the late beat did not touch it
    reopened = open_store(tmp_path / "event.sqlite", now_ms=T0 + 3_000, read_only=True)
    try:
        with reopened.transactions.read() as conn:
            last_seen = conn.execute(select(LeaseRow.last_seen_ms)).scalar_one()
    finally:
        reopened.close()
    assert last_seen == T0 + 2_000
