"""One bound on a name's length, enforced where the name is entered (issue 25, item 11).

A 10,000-character name was accepted at registration and cut to 200 characters in every
export; a name of zero-width characters only was registered (blank seat cards). Now
registration, the player database and the CSV import refuse both with a message, nothing
is written, and a name at the bound is exported whole.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

import pytest

from db import people as db_people
from db.connect import open_store
from db.exports import results
from tests.db.scenario import T0, create_command
from tournament.errors import DomainError
from tournament.player_names import MAX_NAME_LENGTH, read_players_csv
from tournament.service import commands as c

INVISIBLE = (
    "\u200b\u200c\u200d",  # zero-width space, non-joiner, joiner
    "\ufeff\u2060",  # byte order mark, word joiner
    " \u3164 \u00a0",  # Hangul filler, no-break space
    "\u202e\u2066",  # bidirectional controls
)


def digest(folder: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.iterdir())
        if not p.name.endswith((".lock", "-shm"))
    }


def test_registration_refuses_a_name_too_long_or_invisible_and_writes_nothing(
    tmp_path: Path,
) -> None:
    store = open_store(tmp_path / "event.sqlite", now_ms=T0)
    rng = random.Random(1)
    try:
        tid = store.log.create_tournament(create_command(), T0, rng)
        store.heartbeat(T0)
        before = digest(tmp_path)
        with pytest.raises(DomainError) as caught:
            store.log.execute(tid, c.RegisterPlayer("A" * 10_000), T0, rng)
        assert "10,000 characters" in str(caught.value)
        assert f"at most {MAX_NAME_LENGTH}" in str(caught.value)
        for name in INVISIBLE:
            with pytest.raises(DomainError) as caught:
                store.log.execute(tid, c.RegisterPlayer(name), T0, rng)
            assert "no visible" in str(caught.value)
        with pytest.raises(DomainError):
            store.log.execute(tid, c.RegisterAndBuyIn("B" * 201), T0, rng)
        assert digest(tmp_path) == before
        assert list(store.loaded.load(tid).player_records()) == []
    finally:
        store.close()


def test_a_rename_refuses_a_name_too_long_or_invisible_and_writes_nothing(
    tmp_path: Path,
) -> None:
    """The same bound where a name is corrected (Rename…, issue 27.9)."""
    store = open_store(tmp_path / "event.sqlite", now_ms=T0)
    rng = random.Random(1)
    try:
        tid = store.log.create_tournament(create_command(), T0, rng)
        store.log.execute(tid, c.RegisterPlayer("Anna Berg"), T0, rng)
        (player,) = store.loaded.load(tid).player_records()
        store.heartbeat(T0)
        before = digest(tmp_path)
        with pytest.raises(DomainError) as caught:
            store.log.execute(tid, c.RenamePlayer(player.player_id, "A" * 10_000), T0, rng)
        assert "10,000 characters" in str(caught.value)
        for name in INVISIBLE:
            with pytest.raises(DomainError) as caught:
                store.log.execute(tid, c.RenamePlayer(player.player_id, name), T0, rng)
            assert "no visible" in str(caught.value)
        assert digest(tmp_path) == before
        assert [p.name for p in store.loaded.load(tid).player_records()] == ["Anna Berg"]
    finally:
        store.close()


def test_a_name_at_the_bound_is_kept_and_exported_whole(tmp_path: Path) -> None:
    store = open_store(tmp_path / "event.sqlite", now_ms=T0)
    rng = random.Random(2)
    longest = "Ж" * (MAX_NAME_LENGTH - 4) + " Lee"
    try:
        tid = store.log.create_tournament(create_command(), T0, rng)
        store.log.execute(tid, c.RegisterPlayer(longest), T0, rng)
        store.log.execute(tid, c.BuyIn("P0001"), T0, rng)
        assert [r.name for r in results(store, tid)] == [longest]
        assert [p.name for p in db_people.people(store)] == [longest]
    finally:
        store.close(T0 + 1)


def test_the_player_database_refuses_a_name_too_long_or_invisible(tmp_path: Path) -> None:
    store = open_store(tmp_path / "event.sqlite", now_ms=T0)
    try:
        db_people.add_people(store, [("Anna Berg", "SE", "")], T0)
        store.heartbeat(T0)
        before = digest(tmp_path)
        for name in ("C" * (MAX_NAME_LENGTH + 1), INVISIBLE[0]):
            with pytest.raises(DomainError):
                db_people.add_people(store, [("Bo Jensen", "DK", ""), (name, "", "")], T0 + 1)
        assert digest(tmp_path) == before
        assert [p.name for p in db_people.people(store)] == ["Anna Berg"]
    finally:
        store.close()


def test_the_csv_import_lists_invisible_and_long_names_as_bad_rows() -> None:
    data = ("name\nAnna Berg\n\u200b\u200d\n" + "D" * 201 + "\n").encode()
    result = read_players_csv(data)
    assert [p.name for p in result.players] == ["Anna Berg"]
    assert result.problems[0].startswith("line 3: ")
    assert "no visible" in result.problems[0]
    assert result.problems[1] == "line 4: the name is longer than 200 characters"
