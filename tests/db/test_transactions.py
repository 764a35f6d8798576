"""The transaction owner (db/transactions.py): a write commits whole or not at all, and a
driver's error comes out as a StoreError naming the file."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from sqlalchemy import func, insert, select, text

import tournament.service.commands as c
from db import open_store
from db.errors import StoreError
from db.rows import LogEntryRow, SeasonRow
from db.store import Store
from tests.db.scenario import create_command

T0 = 1_700_000_000_000


def _seasons(store: Store) -> list[str]:
    with store.transactions.read() as conn:
        return list(conn.execute(select(SeasonRow.name).order_by(SeasonRow.name)).scalars())


def _two_seasons_then(store: Store, second: str, fault: Exception | None) -> None:
    """One write: two seasons, then ``fault`` (if any)."""
    with store.transactions.write() as conn:
        conn.execute(insert(SeasonRow).values(name="Spring", formula="1"))
        conn.execute(insert(SeasonRow).values(name=second, formula="1"))
        if fault is not None:
            raise fault


def _read_a_missing_table(store: Store) -> None:
    with store.transactions.read() as conn:
        conn.execute(text("select * from no_such_table"))


def test_a_write_that_fails_midway_leaves_nothing_and_the_next_write_works(
    tmp_path: Path,
) -> None:
    store = open_store(tmp_path / "night.sqlite", now_ms=T0)
    try:
        with pytest.raises(RuntimeError, match="stopped midway"):
            _two_seasons_then(store, "Summer", RuntimeError("stopped midway"))
        assert _seasons(store) == []
        assert not store.transactions.in_transaction
        with store.transactions.write() as conn:
            conn.execute(insert(SeasonRow).values(name="Autumn", formula="1"))
        assert _seasons(store) == ["Autumn"]
    finally:
        store.close(T0)
    again = open_store(tmp_path / "night.sqlite", now_ms=T0 + 1)
    try:
        assert _seasons(again) == ["Autumn"]
    finally:
        again.close(T0 + 1)


def test_a_drivers_error_names_the_file_and_rolls_the_write_back(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite"
    store = open_store(path, now_ms=T0)
    try:
        with pytest.raises(StoreError) as raised:
            _two_seasons_then(store, "Spring", None)  # a season's name is unique
        assert str(path) in str(raised.value)
        assert _seasons(store) == []
        with pytest.raises(StoreError) as read_error:
            _read_a_missing_table(store)
        assert str(path) in str(read_error.value)
    finally:
        store.close(T0)


def test_a_command_is_one_write_transaction(tmp_path: Path) -> None:
    """A command the database refuses midway (its log entry written, then a fault) leaves
    neither the entry nor the aggregate's change behind: the tournament still has the
    players it had, in memory and in the file."""
    store = open_store(tmp_path / "night.sqlite", now_ms=T0)
    rng = random.Random(3)
    try:
        tid = store.log.create_tournament(create_command(), T0, rng)
        store.log.execute(tid, c.RegisterPlayer("Anna"), T0 + 1, rng)
        with store.transactions.read() as conn:
            entries = conn.execute(select(func.count()).select_from(LogEntryRow)).scalar_one()
        with store.transactions.write() as conn:  # a fault the next command will meet
            conn.execute(
                text(
                    "create trigger no_more before insert on event "
                    "begin select raise(abort, 'disk says no'); end"
                )
            )
        with pytest.raises(StoreError, match="disk says no"):
            store.log.execute(tid, c.RegisterPlayer("Bo"), T0 + 2, rng)
        assert [p.name for p in store.loaded.load(tid).player_records()] == ["Anna"]
        with store.transactions.read() as conn:
            after = conn.execute(select(func.count()).select_from(LogEntryRow)).scalar_one()
        assert after == entries
    finally:
        store.close(T0)
