"""A damaged, a locked and a read-only file each give a clear error and lose nothing."""

from __future__ import annotations

import os
import random
import stat
from pathlib import Path

import pytest

from db.connect import open_store
from db.errors import DamagedFileError, LockedError, ReadOnlyFileError, StoreError
from tests.db.conftest import PG_URL
from tests.db.scenario import T0, create_command
from tournament.service import commands as c


def make_event(path: Path) -> str:
    store = open_store(path, now_ms=T0)
    rng = random.Random(1)
    tid = store.log.create_tournament(create_command(), T0, rng)
    store.log.execute(tid, c.RegisterPlayer("Anna"), T0 + 1, rng)
    store.close(T0 + 2)
    return tid


def test_a_file_that_is_not_a_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    path.write_bytes(b"this is a spreadsheet, not a database\n" * 100)
    before = path.read_bytes()
    with pytest.raises(DamagedFileError) as caught:
        open_store(path, now_ms=T0)
    assert str(path) in str(caught.value)
    assert "damaged" in str(caught.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["event.sqlite"]


def test_a_damaged_database_is_refused_and_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    make_event(path)
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(page, len(data), page):  # scribble over every page but the header page
        data[offset + 8 : offset + 200] = b"\xff" * 192
    path.write_bytes(bytes(data))
    for side in tmp_path.glob("event.sqlite-*"):
        side.unlink()
    with pytest.raises(DamagedFileError) as caught:
        open_store(path, now_ms=T0)
    assert str(path) in caught.value.message
    assert path.read_bytes() == bytes(data)


def test_a_locked_file_names_the_other_program_and_can_be_shown(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    tid = make_event(path)
    first = open_store(path, now_ms=T0)
    try:
        with pytest.raises(LockedError) as caught:
            open_store(path, now_ms=T0)
        message = str(caught.value)
        assert str(path) in message
        assert f"pid {os.getpid()}" in message
        assert "display-only" in message
        display = open_store(path, now_ms=T0, read_only=True)
        assert display.loaded.load(tid).player_records()[0].name == "Anna"
        display.close()
    finally:
        first.close(T0)
    second = open_store(path, now_ms=T0)  # the lock is free again
    second.close(T0)


@pytest.mark.skipif(not PG_URL, reason="POKERFLOOR_PG_URL is not set")
@pytest.mark.postgres
def test_a_second_writer_station_on_postgresql_is_refused() -> None:
    from tests.db.conftest import reset_postgres

    reset_postgres(PG_URL)
    first = open_store(PG_URL, now_ms=T0)
    try:
        with pytest.raises(LockedError, match="display-only"):
            open_store(PG_URL, now_ms=T0)
        open_store(PG_URL, now_ms=T0, read_only=True).close()
    finally:
        first.close(T0)
    open_store(PG_URL, now_ms=T0).close(T0)
    reset_postgres(PG_URL)


def test_a_read_only_file_is_refused_for_writing_and_opens_display_only(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    tid = make_event(path)
    path.chmod(stat.S_IRUSR | stat.S_IRGRP)
    before = path.read_bytes()
    try:
        with pytest.raises(ReadOnlyFileError) as caught:
            open_store(path, now_ms=T0)
        assert str(path) in str(caught.value)
        assert "read-only" in str(caught.value)
        display = open_store(path, now_ms=T0, read_only=True)
        assert display.loaded.load(tid).player_records()[0].name == "Anna"
        display.close()
        assert path.read_bytes() == before
    finally:
        path.chmod(stat.S_IRUSR | stat.S_IWUSR)


def test_a_missing_file_cannot_be_shown(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="does not exist"):
        open_store(tmp_path / "nope.sqlite", now_ms=T0, read_only=True)


def test_a_folder_is_not_a_database(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="folder"):
        open_store(tmp_path, now_ms=T0)
