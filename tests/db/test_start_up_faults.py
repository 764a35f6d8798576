"""Faults a club laptop meets, each a clear message naming the file or driver and what to do
(issue 25, item 5): a full disk when the program starts, a ``.lock`` left owned by root, a
folder whose name is not UTF-8, a write lock held by another program when "Add N new
players" is pressed, a URL for a driver that is not installed. Never a traceback; nothing
lost or written.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from db.connect import open_store
from db.errors import StoreError
from tests.db.scenario import T0
from tests.db.small_disk import small_disk
from tests.db.test_preflight import make_event
from tournament.errors import DomainError


def digest(folder: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.iterdir())
        if p.is_file()
    }


def _fill(disk: Path) -> None:
    """Write a filler file until the filesystem refuses another byte."""
    with (disk / "filler").open("wb", buffering=0) as handle:
        try:
            while True:
                handle.write(b"\0" * 4096)
        except OSError:
            pass


def test_a_full_disk_at_start_up_is_a_message_naming_the_folder(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", "3m") as disk:
        path = disk / "event.sqlite"
        make_event(path, commands=5)
        (disk / "event.sqlite.lock").unlink(missing_ok=True)
        _fill(disk)
        before = digest(disk)
        for target in (path, disk / "new.sqlite"):
            with pytest.raises(StoreError) as caught:
                open_store(target, now_ms=T0).close(T0)
            message = caught.value.message
            assert str(target) in message
            assert "full" in message
            assert "Free some space" in message
        after = digest(disk)
        for name in ("event.sqlite", "filler"):
            assert after[name] == before[name]


def test_a_lock_file_left_by_root_is_a_message_saying_what_to_do(tmp_path: Path) -> None:
    """After one ``sudo pokerfloor`` the ``.lock`` is root's: this program cannot write it.
    Simulated with an immutable file (``chattr +i``), which not even root may write."""
    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed")
    path = tmp_path / "event.sqlite"
    make_event(path, commands=3)
    lock = tmp_path / "event.sqlite.lock"
    lock.write_text("pid 1 on laptop since 0\n")
    if subprocess.run(["chattr", "+i", str(lock)], check=False).returncode != 0:
        pytest.skip("this filesystem cannot make a file immutable")
    try:
        before = digest(tmp_path)
        with pytest.raises(StoreError) as caught:
            open_store(path, now_ms=T0).close(T0)
        message = caught.value.message
        assert str(lock) in message
        assert "cannot be written" in message
        assert "sudo" in message
        assert digest(tmp_path) == before
    finally:
        subprocess.run(["chattr", "-i", str(lock)], check=False)


def test_a_folder_name_that_is_not_utf8_is_a_message_naming_it(tmp_path: Path) -> None:
    folder = Path(os.fsdecode(bytes(tmp_path) + b"/caf\xe9"))  # Latin-1 "café"
    folder.mkdir()
    path = folder / "event.sqlite"
    with pytest.raises(StoreError) as caught:
        open_store(path, now_ms=T0)
    message = caught.value.message
    message.encode("utf-8")  # printable: no lone surrogate in the message
    assert "caf\\xe9" in message
    assert "not valid UTF-8" in message
    assert "Rename the folder" in message
    assert list(folder.iterdir()) == []


def test_another_programs_write_lock_when_adding_players_is_a_message(tmp_path: Path) -> None:
    from ui.app.db_people import DbPeople

    path = tmp_path / "event.sqlite"
    store = open_store(path, now_ms=T0)
    locker = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sqlite3, sys, time\n"
            f"c = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
            "c.execute('BEGIN IMMEDIATE')\n"
            "print('locked', flush=True)\n"
            "time.sleep(60)\n",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert locker.stdout is not None
        assert locker.stdout.readline().strip() == "locked"
        people = DbPeople(store, lambda: T0 + int(time.time()))
        with pytest.raises(DomainError) as caught:
            people.add_people([("Anna Berg", "SE", ""), ("Bo Jensen", "DK", "")])
        message = str(caught.value)
        assert str(path) in message
        assert "another program is writing it" in message
    finally:
        locker.kill()
        locker.communicate()
    try:
        assert [p.name for p in people.people()] == []  # nothing half-added
        assert people.add_people([("Anna Berg", "SE", "")]) == 1  # and it works once free
    finally:
        store.close(T0)


@pytest.mark.parametrize(
    ("url", "named"),
    [
        ("postgresql+psycopg2://director@localhost/club", "psycopg2"),
        ("mysql+mysqldb://director@localhost/club", "mysql"),
        ("postgresql+asyncpg://director@localhost/club", "asyncpg"),
    ],
)
def test_a_url_for_a_driver_that_is_not_installed_names_it(url: str, named: str) -> None:
    with pytest.raises(StoreError) as caught:
        open_store(url, now_ms=T0)
    assert named in caught.value.message
    assert "postgresql+psycopg://" in caught.value.message
