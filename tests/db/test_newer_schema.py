"""A database written by a newer pokerfloor that added a table says so (issue 25, item 6).

A newer pokerfloor that added a column was already told apart; one that added a table was
called "damaged", which sends the director looking for a backup. It must say "written by a
newer pokerfloor: update pokerfloor", whether the file is opened for writing or display-only,
and leave every byte as it was.
"""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from db.connect import open_store
from db.errors import NewerSchemaError
from tests.db.scenario import T0
from tests.db.test_preflight import make_event


def _bytes(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("read_only", [False, True])
def test_a_newer_pokerfloor_that_added_a_table_is_named_not_called_damaged(
    tmp_path: Path, read_only: bool
) -> None:
    path = tmp_path / "event.sqlite"
    make_event(path, commands=3)
    newer = sqlite3.connect(path)
    newer.execute("create table table_reservation (id integer primary key, note text)")
    newer.execute("update alembic_version set version_num = '0099_reservations'")
    newer.commit()
    newer.close()
    before = _bytes(tmp_path)
    with pytest.raises(NewerSchemaError) as caught:
        open_store(path, now_ms=T0, read_only=read_only)
    message = caught.value.message
    assert str(path) in message
    assert "written by a newer pokerfloor" in message
    assert "update pokerfloor" in message
    assert "damaged" not in message
    assert _bytes(tmp_path) == before
