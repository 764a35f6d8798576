"""Undo and redo through the log: any number of steps, surviving a restart, append-only."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from db.connect import open_store
from db.errors import NothingToRedoError, NothingToUndoError
from tests.db.scenario import T0, create_command, next_command
from tournament.service import commands as c


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 10_000), steps=st.integers(1, 25), data=st.data())
def test_undo_n_then_redo_n_is_the_identity(
    tmp_path_factory: pytest.TempPathFactory, seed: int, steps: int, data: st.DataObject
) -> None:
    path = tmp_path_factory.mktemp("undo") / "e.sqlite"
    store = open_store(path, now_ms=T0)
    try:
        rng = random.Random(seed)
        tid = store.log.create_tournament(create_command(), T0, rng)
        states = [store.loaded.load(tid).snapshot()]
        now = T0
        for i in range(steps):
            now += 1_000
            store.log.execute(tid, next_command(store.loaded.load(tid), rng, now, i), now, rng)
            states.append(store.loaded.load(tid).snapshot())
        n = data.draw(st.integers(1, steps), label="undo steps")
        for k in range(n):
            store.undo_redo.undo(now)
            assert store.loaded.load(tid).snapshot() == states[-2 - k]
        for _ in range(n):
            store.undo_redo.redo(now)
        assert store.loaded.load(tid).snapshot() == states[-1]
        assert not store.undo_redo.can_redo
    finally:
        store.close(now)


def test_undo_and_redo_survive_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite"
    store = open_store(path, now_ms=T0)
    rng = random.Random(7)
    tid = store.log.create_tournament(create_command(), T0, rng)
    store.log.execute(tid, c.RegisterPlayer("Anna"), T0 + 1, rng)
    before_bo = store.loaded.load(tid).snapshot()
    store.log.execute(tid, c.RegisterPlayer("Bo"), T0 + 2, rng)
    after_bo = store.loaded.load(tid).snapshot()
    store.undo_redo.undo(T0 + 3)
    store.close()  # as if the program stopped
    again = open_store(path, now_ms=T0 + 10)
    try:
        assert again.loaded.load(tid).snapshot() == before_bo
        assert again.undo_redo.redo_label == "Redo: registration of Bo"
        assert again.undo_redo.undo_label == "Undo: registration of Anna"
        again.undo_redo.redo(T0 + 11)
        assert again.loaded.load(tid).snapshot() == after_bo
    finally:
        again.close(T0 + 12)


def test_undo_label_names_the_bust_out(tmp_path: Path) -> None:
    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        rng = random.Random(2)
        tid = store.log.create_tournament(create_command(), T0, rng)
        for name in ("Anna", "Bo", "Cy"):
            store.log.execute(tid, c.RegisterPlayer(name), T0, rng)
        for p in store.loaded.load(tid).player_records():
            store.log.execute(tid, c.BuyIn(p.player_id), T0, rng)
        store.log.execute(tid, c.DrawSeats(), T0, rng)
        anna = store.loaded.load(tid).player_records()[0].player_id
        store.log.execute(tid, c.EliminatePlayer(anna), T0 + 1, rng)
        assert store.undo_redo.undo_label == "Undo: bust-out of Anna"
    finally:
        store.close(T0)


def test_a_new_command_after_undo_discards_the_redo_branch_but_keeps_the_log(
    db_target: str | Path,
) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        rng = random.Random(3)
        tid = store.log.create_tournament(create_command(), T0, rng)
        store.log.execute(tid, c.RegisterPlayer("Anna"), T0 + 1, rng)
        store.log.execute(tid, c.RegisterPlayer("Bo"), T0 + 2, rng)
        store.undo_redo.undo(T0 + 3)
        assert store.undo_redo.can_redo
        store.log.execute(tid, c.RegisterPlayer("Cy"), T0 + 4, rng)
        assert not store.undo_redo.can_redo
        with pytest.raises(NothingToRedoError, match="no undone action"):
            store.undo_redo.redo(T0 + 5)
        kinds = [(h.kind, h.description) for h in store.log.entries(tid)]
        assert kinds == [
            ("create", "creation of Friday Deepstack"),
            ("command", "registration of Anna"),
            ("command", "registration of Bo"),
            ("undo", "Undo: registration of Bo"),
            ("command", "registration of Cy"),
        ]
        names = [p.name for p in store.loaded.load(tid).player_records()]
        assert names == ["Anna", "Cy"]
    finally:
        store.close(T0)


def test_nothing_to_undo_is_a_clear_error(tmp_path: Path) -> None:
    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        assert not store.undo_redo.can_undo
        assert store.undo_redo.undo_label is None
        with pytest.raises(NothingToUndoError, match="no action left to undo"):
            store.undo_redo.undo(T0)
    finally:
        store.close(T0)


def test_undoing_the_action_just_done_is_the_same_as_after_a_restart(tmp_path: Path) -> None:
    """The action just done keeps its events in memory for an undo at once (and the redo
    of that undo); the log entries and the state are those of an undo read from the log."""

    def night(path: Path, restart: bool) -> tuple[object, list[object]]:
        store = open_store(path, now_ms=T0)
        rng = random.Random(4)
        tid = store.log.create_tournament(create_command(), T0, rng)
        for i in range(5):
            store.log.execute(tid, c.RegisterPlayer(f"Player {i + 1}"), T0 + 1, rng)
            store.log.execute(tid, c.BuyIn(f"P{i + 1:04d}"), T0 + 1, rng)
        store.log.execute(tid, c.DrawSeats(), T0 + 2, rng)
        store.log.execute(tid, c.EliminatePlayer("P0002", busted_by="P0004"), T0 + 3, rng)
        if restart:
            store.close(T0 + 4)
            store = open_store(path, now_ms=T0 + 5)
        try:
            store.undo_redo.undo(T0 + 6)
            undone = store.loaded.load(tid).snapshot()
            assert store.loaded.load(tid).player("P0002").status == "active"
            store.undo_redo.redo(T0 + 7)
            assert store.loaded.load(tid).player("P0002").status == "eliminated"
            store.undo_redo.undo(T0 + 8)
            log = store.documents.export_document(tid)["log"]
            return undone, [(e["kind"], e.get("events")) for e in log[-3:]]
        finally:
            store.close(T0 + 9)

    at_once, at_once_log = night(tmp_path / "a.sqlite", restart=False)
    reread, reread_log = night(tmp_path / "b.sqlite", restart=True)
    assert at_once == reread
    assert at_once_log == reread_log
    assert [kind for kind, _ in at_once_log] == ["undo", "redo", "undo"]
