"""A tournament import is checked whole before anything is stored (issue 14).

Every event of the file is derived again from its command through the real command handler,
undo and redo entries must match the log, numbers must fit the store, and the export's
integrity marker (entry count and SHA-256 digests) must match. A refused file gives a clear
message naming the entry, ``pokerfloor import`` exits non-zero, and neither the file nor the
database changes.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from db.connect import open_store
from db.document_check import DocumentError, seal, verify
from tests.db.scenario import T0, create_command
from tournament.service import commands as c
from ui import imports_cli

Document = dict[str, Any]


def exported(tmp_path: Path) -> Document:
    """A small tournament's export: three players, a draw, a chip count, a bust undone."""
    store = open_store(tmp_path / "source.sqlite", now_ms=T0)
    try:
        rng = random.Random(1)
        tid = store.log.create_tournament(create_command(), T0, rng)
        for name in ("Anna", "Bo", "Cy"):
            store.log.execute(tid, c.RegisterPlayer(name), T0 + 1, rng)
        for pid in ("P0001", "P0002", "P0003"):
            store.log.execute(tid, c.BuyIn(pid), T0 + 2, rng)
        store.log.execute(tid, c.DrawSeats(), T0 + 3, rng)  # seq 8 (random seats)
        store.log.execute(tid, c.RecordChipCount("P0001", 25_000), T0 + 4, rng)  # seq 9
        store.log.execute(tid, c.EliminatePlayer("P0003", busted_by="P0001"), T0 + 5, rng)  # 10
        store.undo_redo.undo(T0 + 6)  # seq 11
        store.undo_redo.redo(T0 + 7)  # seq 12
        store.log.execute(tid, c.EliminatePlayer("P0002", busted_by="P0001"), T0 + 8, rng)  # 13
        document: Document = json.loads(json.dumps(store.documents.export_document(tid)))
    finally:
        store.close(T0 + 9)
    return document


def entry(document: Document, seq: int) -> dict[str, Any]:
    return next(e for e in document["log"] if e["seq"] == seq)


def resealed(document: Document) -> Document:
    """The tampered document with a fresh marker (as someone who recomputes it would)."""
    bare = {k: v for k, v in document.items() if k != "integrity"}
    return seal(bare)


def run_import(tmp_path: Path, document: Document | str) -> tuple[int, str]:
    """``pokerfloor import tournament`` on a fresh database; checks the database and the file
    keep their bytes when refused. Returns the exit status and stderr-like message."""
    db = tmp_path / "target.sqlite"
    if not db.exists():
        open_store(db, now_ms=T0).close(T0)
    source = tmp_path / "tournament.json"
    source.write_text(document if isinstance(document, str) else json.dumps(document), "utf-8")
    before = (db.read_bytes(), source.read_bytes())
    try:
        verify(json.loads(source.read_text("utf-8")), str(source))
        message = ""
    except DocumentError as error:
        message = str(error)
    except RecursionError:
        message = "RecursionError"
    status = imports_cli.main(["tournament", str(source), "--db", str(db)])
    if status != 0:
        assert (db.read_bytes(), source.read_bytes()) == before
    return status, message


def test_an_untouched_export_imports(tmp_path: Path) -> None:
    document = exported(tmp_path)
    assert document["integrity"]["entries"] == len(document["log"]) == 13
    status, message = run_import(tmp_path, document)
    assert (status, message) == (0, "")


def test_a_changed_chip_count_event_is_refused(tmp_path: Path) -> None:
    document = exported(tmp_path)
    entry(document, 9)["events"][0]["counts"][0]["stack"] = 52_000
    status, message = run_import(tmp_path, resealed(document))
    assert status == 1
    assert "entry 9 (chip count of Anna)" in message
    assert "event 1 (ChipCountsRecorded)" in message
    assert "counts.0.stack is 52000 in the file but 25000 from its command" in message


def test_a_duplicated_registration_is_refused(tmp_path: Path) -> None:
    document = exported(tmp_path)
    log = document["log"]
    log.insert(3, copy.deepcopy(log[2]))  # Bo's registration twice
    for number, item in enumerate(log, 1):
        item["seq"] = number
    status, message = run_import(tmp_path, resealed(document))
    assert status == 1
    assert "entry 4 (registration of Bo)" in message
    # the copy registers Bo again while he is in: the command itself refuses it
    assert "Bo is already in the event" in message


def test_an_undo_of_an_unknown_entry_is_refused(tmp_path: Path) -> None:
    document = exported(tmp_path)
    entry(document, 11)["target_seq"] = 99
    status, message = run_import(tmp_path, resealed(document))
    assert status == 1
    assert "entry 11 (Undo: bust-out of Cy) undoes entry 99" in message
    assert "the last action that can be undone is entry 10" in message


def test_a_bust_moved_to_first_place_is_refused(tmp_path: Path) -> None:
    document = exported(tmp_path)
    entry(document, 13)["events"][0]["eliminations"][0]["place"] = 1
    status, message = run_import(tmp_path, resealed(document))
    assert status == 1
    assert "entry 13 (bust-out of Bo)" in message
    assert "eliminations.0.place is 1 in the file but 2 from its command" in message


def test_a_redo_with_other_events_is_refused(tmp_path: Path) -> None:
    document = exported(tmp_path)
    entry(document, 12)["events"][0]["eliminations"][0]["place"] = 1
    status, message = run_import(tmp_path, resealed(document))
    assert status == 1
    assert "entry 12 (Redo: bust-out of Cy)" in message
    assert "not the events of entry 10" in message


def test_an_event_naming_an_unknown_player_is_a_clear_message(tmp_path: Path) -> None:
    document = exported(tmp_path)
    entry(document, 9)["events"][0]["counts"][0]["player_id"] = "P0099"
    status, message = run_import(tmp_path, resealed(document))
    assert status == 1
    assert "entry 9 (chip count of Anna)" in message
    assert "'P0099' in the file but 'P0001' from its command" in message
    entry(document, 9)["command"]["player_id"] = "P0099"
    status, message = run_import(tmp_path, resealed(document))
    assert status == 1
    assert "entry 9 (chip count of Anna): its command is refused" in message


def test_ten_to_the_thirty_in_an_event_is_a_clear_message(tmp_path: Path) -> None:
    document = exported(tmp_path)
    entry(document, 9)["events"][0]["counts"][0]["stack"] = 10**30
    status, message = run_import(tmp_path, resealed(document))
    assert status == 1
    assert "entry 9 (chip count of Anna)" in message
    assert "events.0.counts.0.stack is a 31-digit number" in message
    assert "at most 9,223,372,036,854,775,807" in message


def test_a_log_cut_after_ten_entries_is_refused(tmp_path: Path) -> None:
    document = exported(tmp_path)
    del document["log"][10:]
    status, message = run_import(tmp_path, document)
    assert status == 1
    assert "the file holds 10 entries but was exported with 13" in message
    assert "entry 11 onwards is missing" in message


def test_an_edit_that_replays_is_refused_by_the_digest(tmp_path: Path) -> None:
    document = exported(tmp_path)
    entry(document, 9)["description"] = "chip count of Zed"  # the undo menu's label
    status, message = run_import(tmp_path, document)
    assert status == 1
    assert "entry 9 (chip count of Zed) differs from the exported one" in message


def test_a_consistent_edit_of_command_and_event_shows_in_later_entries(tmp_path: Path) -> None:
    document = exported(tmp_path)
    entry(document, 9)["command"]["stack"] = 52_000
    entry(document, 9)["events"][0]["counts"][0]["stack"] = 52_000
    status, message = run_import(tmp_path, document)
    assert status == 1
    # the bust of entry 10 keeps, in its inverse, Anna's stack from before the bust
    assert "entry 10 (bust-out of Cy): inverse event 2 (PlayerRestored) differs" in message
    assert "record.stack is 25000 in the file but 52000 from its command" in message


def test_an_edited_header_or_a_missing_marker_is_refused(tmp_path: Path) -> None:
    document = exported(tmp_path)
    document["tournament"]["name"] = "Renamed"
    assert (
        "the tournament's header differs from the exported one" in run_import(tmp_path, document)[1]
    )
    del document["integrity"]
    status, message = run_import(tmp_path, document)
    assert status == 1
    assert "no integrity marker" in message


def test_a_deeply_nested_import_is_a_clear_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = '{"format": "pokerfloor.tournament",\n "log": ' + "[" * 5000 + "]" * 5000 + "}"
    db = tmp_path / "target.sqlite"
    open_store(db, now_ms=T0).close(T0)
    source = tmp_path / "deep.json"
    source.write_text(text, "utf-8")
    before = (db.read_bytes(), source.read_bytes())
    assert imports_cli.main(["tournament", str(source), "--db", str(db)]) == 2
    assert (db.read_bytes(), source.read_bytes()) == before
    err = capsys.readouterr().err
    assert str(source) in err
    # ' "log": ' is 8 characters; after the top-level "{" the 64th "[" is column 8 + 64
    assert "nested more than 64 deep (from line 2, column 72)" in err


# ------------------------------------------------------------------ fuzz: never another exception

_leaf = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.text(max_size=6),
    st.sampled_from(["P0001", "P0003", "E00001", "command", "undo", "redo", "create"]),
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_tournament_import_gives_a_result_or_its_own_error(
    data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Random edits of a real export: ``verify`` accepts or raises DocumentError, nothing else."""
    document = copy.deepcopy(_base(tmp_path_factory))
    for _ in range(data.draw(st.integers(1, 3))):
        target: Any = document
        path: list[Any] = []
        while isinstance(target, (dict, list)) and target and data.draw(st.booleans()):
            key = data.draw(
                st.sampled_from(sorted(target) if isinstance(target, dict) else range(len(target)))
            )
            path.append(key)
            target = target[key]
        if not path:
            continue
        parent: Any = document
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = data.draw(_leaf | st.lists(_leaf, max_size=3))
    if data.draw(st.booleans()):
        document = resealed(document)
    with contextlib.suppress(DocumentError):
        verify(document, "fuzz.json")


_BASE: list[Document] = []


def _base(factory: pytest.TempPathFactory) -> Document:
    if not _BASE:
        _BASE.append(exported(factory.mktemp("base")))
    return _BASE[0]


def test_the_consoles_import_names_deep_nesting_and_stores_nothing(tmp_path: Path) -> None:
    from tournament.errors import DomainError
    from ui.app import DbHistory

    store = open_store(tmp_path / "target.sqlite", now_ms=T0)
    try:
        history = DbHistory(store, lambda: T0)
        with pytest.raises(
            DomainError, match=r"nested more than 64 deep \(from line 1, column 72\)"
        ):
            history.import_document('{"log": ' + "[" * 5000 + "]" * 5000 + "}")
        assert store.log.tournaments() == []
    finally:
        store.close(T0)
