"""Fencing: a station another one took over from can never commit again, on SQLite and on
PostgreSQL; a live writer cannot be taken over; a silent one can, by explicit request."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from db import lease
from db.errors import FencedOutError, WriterBusyError
from db.lease import TAKEOVER_AFTER_MS
from db.store import Store
from tests.db.fencing_support import (
    blocks,
    bust,
    log_facts,
    open_writer,
    player_ids,
    seated_event,
)
from tests.db.scenario import T0


def test_the_station_taken_over_from_can_never_commit_again(db_target: str | Path) -> None:
    first = open_writer(db_target, T0, "floor")
    tid = seated_event(first)
    ids = player_ids(first, tid)
    bust(first, tid, ids[0], ids[1], T0 + 1_000)  # 12th place
    silent_until = T0 + 1_000 + TAKEOVER_AFTER_MS
    second = open_writer(db_target, silent_until, "cashier", take_over=True)
    try:
        bust(second, tid, ids[2], ids[1], silent_until + 1_000)  # 11th place
        with pytest.raises(FencedOutError) as refused:
            bust(first, tid, ids[3], ids[1], silent_until + 2_000)  # the old writer wakes up
        message = str(refused.value)
        assert "Not recorded" in message
        assert "took over" in message
        assert "cashier" in message
        assert refused.value.taken_ms == silent_until
        assert first.read_only  # it follows as a display station from now on
        with pytest.raises(FencedOutError):  # and every later command is refused too
            bust(first, tid, ids[4], ids[1], silent_until + 3_000)
        # what the fenced station shows is what was committed: not its refused bust
        shown = {r.player_id: r for r in first.loaded.load(tid).player_records()}
        assert shown[ids[3]].status == "active"
        first.log.refresh()
        shown = {r.player_id: r for r in first.loaded.load(tid).player_records()}
        assert shown[ids[2]].place == 11
        bust(second, tid, ids[3], ids[1], silent_until + 4_000)  # 10th place
    finally:
        first.close(silent_until + 5_000)
        second.close(silent_until + 5_000)
    facts = log_facts(db_target)
    assert facts.places == [12, 11, 10]
    assert set(facts.eliminated.values()) == {1}
    assert [b.split("(")[-1] for b in blocks(facts.stations)] == ["floor)", "cashier)"]


def test_a_writer_heard_from_recently_cannot_be_taken_over(db_target: str | Path) -> None:
    first = open_writer(db_target, T0, "floor")
    try:
        tid = seated_event(first, players=3)
        with pytest.raises(WriterBusyError) as busy:
            open_writer(db_target, T0 + 5_000, "cashier", take_over=True)
        assert not busy.value.can_take_over
        assert "floor" in busy.value.holder
        assert busy.value.last_seen_ms == T0
        assert "display-only" in str(busy.value)
        # silent long enough: the refusal offers the takeover and names who and when
        with pytest.raises(WriterBusyError) as silent:
            open_writer(db_target, T0 + TAKEOVER_AFTER_MS, "cashier")
        assert silent.value.can_take_over
        assert "take over" in str(silent.value)
        bust(first, tid, player_ids(first, tid)[0], player_ids(first, tid)[1], T0 + 1)
    finally:
        first.close(T0 + 2)


def test_a_takeover_that_loses_the_race_to_a_waking_writer_is_refused(
    db_target: str | Path,
) -> None:
    first = open_writer(db_target, T0, "floor")
    try:
        tid = seated_event(first, players=3)
        # the writer wakes up and records a bust just before the takeover is confirmed
        bust(first, tid, player_ids(first, tid)[0], player_ids(first, tid)[1], T0 + 40_000)
        with pytest.raises(WriterBusyError):
            open_writer(db_target, T0 + 41_000, "cashier", take_over=True)
    finally:
        first.close(T0 + 42_000)


def test_a_writer_that_closed_opens_again_at_once_and_fences_nothing(
    db_target: str | Path,
) -> None:
    first = open_writer(db_target, T0, "floor")
    tid = seated_event(first, players=3)
    first.close(T0 + 1)
    second = open_writer(db_target, T0 + 2, "floor")
    try:
        ids = player_ids(second, tid)
        bust(second, tid, ids[0], ids[1], T0 + 3)
    finally:
        second.close(T0 + 4)
    assert log_facts(db_target).places == [3]


def test_a_fenced_sqlite_station_lets_go_of_the_file_lock(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    first = open_writer(path, T0, "floor")
    tid = seated_event(first, players=3)
    second = open_writer(path, T0 + TAKEOVER_AFTER_MS, "cashier", take_over=True)
    try:
        ids = player_ids(first, tid)
        with pytest.raises(FencedOutError):
            bust(first, tid, ids[0], ids[1], T0 + TAKEOVER_AFTER_MS + 1)
        # a third program is told who writes now: the cashier, not the fenced floor station
        with pytest.raises(WriterBusyError) as busy:
            open_writer(path, T0 + TAKEOVER_AFTER_MS + 2, "bar")
        assert "cashier" in busy.value.holder
    finally:
        first.close(T0 + TAKEOVER_AFTER_MS + 3)
        second.close(T0 + TAKEOVER_AFTER_MS + 3)


def test_a_takeover_waits_for_the_old_writers_commit_on_a_sqlite_file(tmp_path: Path) -> None:
    """The takeover's claim starts while the old writer is in the middle of a write: it
    waits for that commit and then takes over (it used to read the lease first and fail at
    once with "another program is writing it right now" when the commit came in between)."""
    path = tmp_path / "event.sqlite"
    first = open_writer(path, T0, "floor")
    tid = seated_event(first)
    silent_until = T0 + 1_000 + TAKEOVER_AFTER_MS
    opened: list[Store | BaseException] = []

    def take_over() -> None:
        try:
            opened.append(open_writer(path, silent_until, "cashier", take_over=True))
        except BaseException as error:  # shown by the assertion below
            opened.append(error)

    with first.transactions.write() as conn:  # the old writer, mid-transaction
        lease.touch(conn, T0 + 1_000)
        cashier = threading.Thread(target=take_over)
        cashier.start()
        time.sleep(2)  # the cashier reaches its claim and waits (busy timeout: 5 s)
    cashier.join(30)
    assert len(opened) == 1
    second = opened[0]
    assert isinstance(second, Store), second
    try:
        ids = player_ids(second, tid)
        bust(second, tid, ids[0], ids[1], silent_until + 1_000)
        with pytest.raises(FencedOutError):
            bust(first, tid, ids[2], ids[1], silent_until + 2_000)
    finally:
        second.close(silent_until + 3_000)
        first.close()
