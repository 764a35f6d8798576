"""A tournament exported by an earlier pokerfloor imports as it was decided then.

The rules of how a command is decided change between versions (a second live entry under one
name is now refused unless the director says "a second player"); an export of an earlier
version carries entries decided under the earlier rules and no decision revision. Each such
entry stands as recorded when its events apply and its inverse undoes them; an entry of
today's revision is still decided again, and one of a newer revision than ours is refused.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from db.connect import open_store
from db.document_check import DocumentError, seal, verify
from tests.db.scenario import T0, create_command
from tournament.service import commands as c
from tournament.service.decision_revision import DECISION_REVISION

Document = dict[str, Any]


def two_annas(tmp_path: Path) -> Document:
    """Today's export: Anna registered and bought in, then a second player named Anna (the
    director's explicit "second player"), bought in too."""
    store = open_store(tmp_path / "source.sqlite", now_ms=T0)
    try:
        rng = random.Random(3)
        tid = store.log.create_tournament(create_command(), T0, rng)
        store.log.execute(tid, c.RegisterPlayer("Anna", player_id="P0001"), T0 + 1, rng)
        store.log.execute(tid, c.BuyIn("P0001"), T0 + 2, rng)
        store.log.execute(
            tid, c.RegisterPlayer("Anna", player_id="P0002", second_player=True), T0 + 3, rng
        )
        store.log.execute(tid, c.BuyIn("P0002"), T0 + 4, rng)
        document: Document = json.loads(json.dumps(store.documents.export_document(tid)))
    finally:
        store.close(T0 + 5)
    return document


def as_earlier_version(document: Document) -> Document:
    """The same night as yesterday's pokerfloor exported it: no decision revisions, and the
    second registration logged without the "second player" flag (it did not exist)."""
    old = copy.deepcopy(document)
    for item in old["log"]:
        item.pop("decision_revision", None)
    second = old["log"][3]
    assert second["command"]["type"] == "RegisterPlayer"
    assert second["command"]["player_id"] == "P0002"
    second["command"].pop("second_player")
    return seal({k: v for k, v in old.items() if k != "integrity"})


def test_today_export_records_the_revision_of_every_command(tmp_path: Path) -> None:
    document = two_annas(tmp_path)
    kinds = [(e["kind"], e.get("decision_revision")) for e in document["log"]]
    # create + 4 commands, each decided by today's revision
    assert kinds == [("create", DECISION_REVISION)] + [("command", DECISION_REVISION)] * 4


def test_an_earlier_versions_second_registration_imports_as_recorded(tmp_path: Path) -> None:
    old = as_earlier_version(two_annas(tmp_path))
    imported = verify(old, "old.json")
    assert [e.decision_revision for e in imported.log] == [None] * 5
    target = open_store(tmp_path / "target.sqlite", now_ms=T0)
    try:
        tid = target.documents.import_document(old, T0 + 10)
        state = target.loaded.load(tid)
        anna, second = state.player("P0001"), state.player("P0002")
        assert (anna.name, second.name) == ("Anna", "Anna")
        # both bought in: a prize pool of two buy-ins of 50.00 (fee and bounty apart)
        assert state.prize_pool() == 2 * 5_000
        again = json.loads(json.dumps(target.documents.export_document(tid)))
    finally:
        target.close(T0 + 11)
    # Re-exported, the entries keep "no revision": they import again the same way.
    assert all("decision_revision" not in e for e in again["log"])
    verify(again, "again.json")


def test_the_same_entry_decided_by_todays_revision_is_still_refused(tmp_path: Path) -> None:
    old = as_earlier_version(two_annas(tmp_path))
    bare = {k: v for k, v in old.items() if k != "integrity"}
    bare["log"][3]["decision_revision"] = DECISION_REVISION  # today's: checked strictly
    with pytest.raises(DocumentError) as refused:
        verify(seal(bare), "today.json")
    assert "entry 4" in str(refused.value)
    assert "its command is refused" in str(refused.value)


def test_an_earlier_entry_whose_events_do_not_apply_is_refused(tmp_path: Path) -> None:
    old = as_earlier_version(two_annas(tmp_path))
    bare = {k: v for k, v in old.items() if k != "integrity"}
    buy_in = bare["log"][4]
    assert buy_in["command"] == {"type": "BuyIn", "player_id": "P0002"}
    for event in buy_in["events"]:
        if event.get("player_id") == "P0002":
            event["player_id"] = "P9999"  # nobody registered under this id
    with pytest.raises(DocumentError) as refused:
        verify(seal(bare), "damaged.json")
    assert "entry 5" in str(refused.value)


def test_a_newer_revision_than_ours_is_refused_by_name(tmp_path: Path) -> None:
    bare = {k: v for k, v in two_annas(tmp_path).items() if k != "integrity"}
    bare["log"][2]["decision_revision"] = 99
    with pytest.raises(DocumentError) as refused:
        verify(seal(bare), "newer.json")
    assert "newer pokerfloor" in str(refused.value)
    assert "decision revision 99" in str(refused.value)
