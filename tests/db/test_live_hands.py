"""The hands in progress kept for display stations: a scratch record beside the log.

Saving one is no director action (no log entry, no undo step), only the writer may save,
a display station on the same file reads it and sees which tables changed since it last
looked, each change once.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from db.connect import open_store
from db.errors import ReadOnlyStoreError
from db.live_hands import LiveWatch, interrupt_all
from db.uow import TournamentUnitOfWork
from tests.db.scenario import T0, create_command
from tournament.engine import Rules
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.hand_setup import HandSetup
from tournament.service.live_hand import LiveHand, live_hand_of
from tournament.service.table_hand import HandEntry, TableHand


def a_live_hand(table: int, *entries: HandEntry) -> LiveHand:
    forced = {"blinds_or_straddles": [100, 200, 0], "antes": [0, 0, 0], "min_bet": 200}
    setup = HandSetup(
        table, 7, "NT", 2, ("a", "b", "c"), ("Ann", "Bob", "Cy"), (4, 6, 2), (5_000,) * 3, 9,
        False, "Friday Deepstack", forced,
    )  # fmt: skip
    hand = TableHand(setup, Rules(), "record", random.Random(1))
    for entry in entries:
        hand.enter(entry)
    return live_hand_of(hand)


def test_a_live_hand_is_kept_read_back_and_cleared_without_a_log_entry(
    db_target: str | Path,
) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        rng = random.Random(1)
        tid = store.log.create_tournament(create_command(), T0, rng)
        uow = TournamentUnitOfWork(store, tid, lambda: T0 + 1_000, rng)
        uow.handle(c.RegisterPlayer("Anna Berger"))
        logged = len(store.log.entries())
        undo = uow.undo_description
        assert uow.live_hand(2) is None
        hand = a_live_hand(2, HandEntry("raise", 600), HandEntry("fold"))
        uow.save_live_hand(2, hand)
        uow.save_live_hand(3, a_live_hand(3))
        assert uow.live_hand(2) == hand
        kept = uow.live_hand(2)
        assert kept is not None
        assert kept.replay().hand.bets == [100, 200, 600]  # the small blind folded his 100
        uow.save_live_hand(2, None)
        assert uow.live_hand(2) is None
        assert uow.live_hand(3) == a_live_hand(3)
        assert len(store.log.entries()) == logged  # no log entry: not a director action
        assert uow.undo_description == undo == "registration of Anna Berger"
    finally:
        store.close(T0)


def test_a_display_station_reads_the_live_hands_and_sees_each_change_once(
    tmp_path: Path,
) -> None:
    path = tmp_path / "event.sqlite"
    writer = open_store(path, now_ms=T0)
    station = open_store(path, now_ms=T0, read_only=True)
    try:
        rng = random.Random(1)
        tid = writer.log.create_tournament(create_command(), T0, rng)
        operator = TournamentUnitOfWork(writer, tid, lambda: T0, rng)
        operator.save_live_hand(1, a_live_hand(1))
        watch = LiveWatch(station)  # opened after that first save
        seen = TournamentUnitOfWork(station, tid, lambda: T0, rng)
        assert seen.live_hand(1) == a_live_hand(1)
        assert watch.poll() == []
        operator.save_live_hand(1, a_live_hand(1, HandEntry("call")))
        operator.save_live_hand(2, a_live_hand(2))
        assert watch.poll() == [(tid, 1), (tid, 2)]
        assert watch.poll() == []
        assert seen.live_hand(1) == a_live_hand(1, HandEntry("call"))
        with pytest.raises(DomainError, match=r"Display-only .*cannot change it"):
            seen.save_live_hand(1, None)
        operator.save_live_hand(1, None)
        assert watch.poll() == [(tid, 1)]
        assert seen.live_hand(1) is None
    finally:
        station.close()
        writer.close(T0)


def test_a_station_measures_how_long_the_writer_has_been_silent(db_target: str | Path) -> None:
    writer = open_store(db_target, now_ms=T0)
    station = open_store(db_target, now_ms=T0, read_only=True)
    try:
        watch = LiveWatch(station)
        assert watch.writer_silent_ms(T0 + 5_000) == 5_000  # opened at T0, not touched since
        writer.heartbeat(T0 + 15_000)
        assert watch.writer_silent_ms(T0 + 61_000) == 46_000
        assert watch.writer_silent_ms(T0 + 10_000) == 0  # a station clock behind: not silent
        writer.close(T0 + 70_000)  # a clean close: nothing was left in progress
        assert watch.writer_silent_ms(T0 + 500_000) == 0
    finally:
        station.close()


def test_a_damaged_live_hand_is_refused_with_the_table_named(tmp_path: Path) -> None:
    store = open_store(tmp_path / "event.sqlite", now_ms=T0)
    try:
        rng = random.Random(1)
        tid = store.log.create_tournament(create_command(), T0, rng)
        uow = TournamentUnitOfWork(store, tid, lambda: T0, rng)
        uow.save_live_hand(4, a_live_hand(4))
        with store.transactions.write() as conn:
            conn.exec_driver_sql("update live_hand set hand = '[1, 2]' where table_number = 4")
        with pytest.raises(DomainError, match="live hand of table 4 is damaged"):
            uow.live_hand(4)
    finally:
        store.close(T0)


def test_a_writer_starting_marks_the_hands_a_stopped_program_left_interrupted(
    tmp_path: Path,
) -> None:
    # a program that stops mid-hand (a crash) leaves its hand: the next writer keeps it,
    # marked interrupted, for the operator to resume (Record mode) and the stations to say so
    path = tmp_path / "event.sqlite"
    writer = open_store(path, now_ms=T0)
    rng = random.Random(1)
    tid = writer.log.create_tournament(create_command(), T0, rng)
    kept = a_live_hand(2, HandEntry("call"))
    TournamentUnitOfWork(writer, tid, lambda: T0, rng).save_live_hand(2, kept)
    TournamentUnitOfWork(writer, tid, lambda: T0, rng).save_live_hand(3, None)
    writer.close(T0)  # stopped mid-hand: the hand was never recorded
    station = open_store(path, now_ms=T0, read_only=True)
    again = open_store(path, now_ms=T0 + 1)
    try:
        watch = LiveWatch(station)
        with pytest.raises(DomainError, match="Display-only"):
            TournamentUnitOfWork(station, tid, lambda: T0, rng).save_live_hand(2, None)
        with pytest.raises(ReadOnlyStoreError):
            interrupt_all(station, T0)
        interrupt_all(again, T0 + 1)
        assert watch.poll() == [(tid, 2)]  # table 3 had no hand: unchanged
        seen = TournamentUnitOfWork(station, tid, lambda: T0, rng).live_hand(2)
        assert seen is not None
        assert seen.interrupted
        assert seen.entries == kept.entries
        assert seen.setup == kept.setup
        interrupt_all(again, T0 + 2)  # marked already: nothing changes
        assert watch.poll() == []
        TournamentUnitOfWork(again, tid, lambda: T0, rng).save_live_hand(2, kept)
        resumed = TournamentUnitOfWork(station, tid, lambda: T0, rng).live_hand(2)
        assert resumed == kept
        assert resumed is not None
        assert not resumed.interrupted
    finally:
        station.close()
        again.close(T0 + 1)
