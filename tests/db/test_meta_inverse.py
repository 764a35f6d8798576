"""The inverse of a command puts back only the floor-wide fields it changed.

A bust at 10,000 players used to store the whole floor-wide state in its inverse (the
1,500 places' payouts, the rules, the rotation: ~11 KB, encoded on the bust and decoded
and encoded again on its undo). Its inverse now names the fields the bust changed
(``MetaFieldsRestored``). Inverses stored before (``MetaRestored``, the whole state) in a
database or an exported document still undo, redo and import as they did.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from db.connect import open_store
from db.document_check import seal, verify
from tests.db.scenario import T0, create_command
from tournament.errors import DomainError
from tournament.service import codec
from tournament.service import commands as c
from tournament.service.aggregate import Tournament

OLD = Path(__file__).resolve().parents[1] / "data" / "db" / "hands_0004.sqlite"
Document = dict[str, Any]


def _bust_night(tmp_path: Path) -> Document:
    """Twelve players bought in (bounty 10.00 each), seated, payouts generated; the
    director busts P0003 without naming who won her head."""
    store = open_store(tmp_path / "night.sqlite", now_ms=T0)
    try:
        rng = random.Random(5)
        tid = store.log.create_tournament(create_command(tables=2), T0, rng)
        now = T0
        for i in range(12):
            now += 1
            store.log.execute(tid, c.RegisterPlayer(f"Player {i + 1}"), now, rng)
            store.log.execute(tid, c.BuyIn(f"P{i + 1:04d}"), now, rng)
        for command in (c.DrawSeats(), c.GeneratePayouts(), c.EliminatePlayer("P0003")):
            now += 1
            store.log.execute(tid, command, now, rng)
        document: Document = json.loads(json.dumps(store.documents.export_document(tid)))
    finally:
        store.close(now)
    return document


def test_a_busts_inverse_names_only_the_floor_fields_it_changed(tmp_path: Path) -> None:
    document = _bust_night(tmp_path)
    bust = document["log"][-1]
    assert bust["command"]["type"] == "EliminatePlayer"
    meta = [d for d in bust["inverse"] if d["type"].startswith("Meta")]
    # the bust's hand (for the places of busts in one hand) and her 10.00 bounty left
    # unassigned: those two fields only, as they were (no bust yet, no bounty waiting)
    assert [(d["type"], d["names"]) for d in meta] == [
        ("MetaFieldsRestored", ["bust_hands", "unassigned_bounties"])
    ]
    assert (meta[0]["before"]["bust_hands"], meta[0]["before"]["unassigned_bounties"]) == (0, [])
    assert "MetaRestored" not in json.dumps(bust["inverse"])


def test_undo_and_redo_of_a_bust_put_back_her_seat_and_the_unassigned_bounty(
    tmp_path: Path,
) -> None:
    path = tmp_path / "e.sqlite"
    store = open_store(path, now_ms=T0)
    try:
        rng = random.Random(5)
        tid = store.log.create_tournament(create_command(tables=2), T0, rng)
        for i in range(6):
            store.log.execute(tid, c.RegisterPlayer(f"Player {i + 1}"), T0 + 1, rng)
            store.log.execute(tid, c.BuyIn(f"P{i + 1:04d}"), T0 + 1, rng)
        store.log.execute(tid, c.DrawSeats(), T0 + 2, rng)
        store.log.execute(tid, c.GeneratePayouts(), T0 + 3, rng)
        t = store.loaded.load(tid)
        seat = t.location("P0002")
        payouts = t.meta.payouts
        store.log.execute(tid, c.EliminatePlayer("P0002"), T0 + 4, rng)
        t = store.loaded.load(tid)
        assert t.player("P0002").status == "eliminated"
        assert [(b.player_id, b.amount) for b in t.meta.unassigned_bounties] == [("P0002", 1_000)]
        store.undo_redo.undo(T0 + 5)
        store.close(T0 + 6)  # the undo read back after a restart
        store = open_store(path, now_ms=T0 + 7)
        t = store.loaded.load(tid)
        assert t.player("P0002").status == "active"
        assert t.player("P0002").stack > 0
        assert t.location("P0002") == seat
        assert t.meta.unassigned_bounties == ()
        assert t.meta.payouts == payouts
        store.undo_redo.redo(T0 + 8)
        t = store.loaded.load(tid)
        assert t.player("P0002").status == "eliminated"
        assert [(b.player_id, b.amount) for b in t.meta.unassigned_bounties] == [("P0002", 1_000)]
        assert t.meta.payouts == payouts
    finally:
        store.close(T0 + 9)


def _as_whole_state_inverses(document: Document) -> Document:
    """The document as the pokerfloor before ``MetaFieldsRestored`` exported it: each
    command's inverse holds the whole floor-wide state before it (``MetaRestored``)."""
    old = copy.deepcopy(document)
    replay = Tournament()
    for item in old["log"]:
        before = codec.to_dict(replay.meta) if item["kind"] != "create" else None
        for d in item["events"]:
            replay.apply(codec.event_from_dict(d))
        for i, d in enumerate(item.get("inverse") or []):
            if d["type"] == "MetaFieldsRestored":
                item["inverse"][i] = {"type": "MetaRestored", "meta": before}
    return seal({k: v for k, v in old.items() if k != "integrity"})


def test_an_export_with_whole_state_inverses_imports_and_undoes(tmp_path: Path) -> None:
    old = _as_whole_state_inverses(_bust_night(tmp_path))
    assert "MetaRestored" in json.dumps(old["log"][-1]["inverse"])
    verify(old, "old.json")  # every entry of today's revision decided again: it matches
    target = open_store(tmp_path / "target.sqlite", now_ms=T0)
    try:
        tid = target.documents.import_document(old, T0 + 100)
        t = target.loaded.load(tid)
        assert t.player("P0003").status == "eliminated"
        assert [(b.player_id, b.amount) for b in t.meta.unassigned_bounties] == [("P0003", 1_000)]
        target.undo_redo.undo(T0 + 101)  # the bust, by its stored whole-state inverse
        t = target.loaded.load(tid)
        assert t.player("P0003").status == "active"
        assert t.meta.unassigned_bounties == ()
        assert len(t.meta.payouts) > 0
    finally:
        target.close(T0 + 102)


def test_a_database_of_whole_state_inverses_undoes_to_the_start_and_redoes(
    tmp_path: Path,
) -> None:
    """``hands_0004.sqlite`` (written before ``MetaFieldsRestored``): its registrations and
    buy-ins stored the whole floor-wide state in their inverses."""
    path = tmp_path / "old.sqlite"
    shutil.copy(OLD, path)
    store = open_store(path, now_ms=T0)
    try:
        tid = store.log.tournaments()[0].id
        now = T0 + 3_600_000
        undone = 0
        while store.undo_redo.can_undo:
            store.undo_redo.undo(now)
            undone += 1
        t = store.loaded.load(tid)
        assert t.player_records() == ()  # Anna, Bo and Cy's registrations undone
        assert (t.meta.next_player, t.meta.next_entry) == (1, 1)
        for _ in range(undone):
            store.undo_redo.redo(now)
        t = store.loaded.load(tid)
        assert [p.name for p in t.player_records()] == ["Anna", "Bo", "Cy"]
        state = json.dumps(t.snapshot(), sort_keys=True).encode()
        expected = (OLD.parent / (OLD.name + ".state.sha256")).read_text().strip()
        assert hashlib.sha256(state).hexdigest() == expected  # the same state as before
    finally:
        store.close(T0)


def test_a_damaged_inverse_naming_no_floor_field_is_told_by_name() -> None:
    damaged = codec.event_from_dict(
        {
            "type": "MetaFieldsRestored",
            "names": ["bust_hands", "payout"],
            "before": {"type": "Meta"},
        }
    )
    with pytest.raises(DomainError, match="has no field payout"):
        Tournament().apply(damaged)
