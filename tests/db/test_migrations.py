"""Migrations ship in the package, reach head on an empty database and match the models."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlalchemy import inspect

from db import migrate
from db.connect import open_store
from db.engine import make_engine
from db.opening import backup_sqlite
from db.rows import Base
from tests.db.scenario import T0


def test_migrations_reach_head_on_an_empty_database(db_target: str | Path) -> None:
    engine = make_engine(db_target)
    try:
        with engine.connect() as conn:
            with conn.begin():
                assert migrate.current_revision(conn) is None
            with conn.begin():
                migrate.upgrade(conn)
            with conn.begin():
                assert migrate.current_revision(conn) == migrate.head_revision()
                tables = set(inspect(conn).get_table_names())
    finally:
        engine.dispose()
    assert set(Base.metadata.tables) <= tables


def test_migrations_match_the_models_without_drift(db_target: str | Path) -> None:
    engine = make_engine(db_target)
    try:
        with engine.connect() as conn:
            with conn.begin():
                migrate.upgrade(conn)
            with conn.begin():
                assert migrate.drift(conn) == []
    finally:
        engine.dispose()


def test_open_store_runs_the_migrations_at_start_up(db_target: str | Path) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        with store.transactions.read() as conn:
            assert migrate.current_revision(conn) == migrate.head_revision()
    finally:
        store.close(T0)


def test_migration_scripts_are_found_through_importlib_resources() -> None:
    config = migrate.alembic_config()
    location = Path(str(config.get_main_option("script_location")))
    assert (location / "env.py").is_file()
    assert any(p.name.endswith(".py") for p in (location / "versions").iterdir())


def test_backup_copy_is_a_consistent_sqlite_database(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    store = open_store(path, now_ms=T0)
    store.close(T0)
    copy = backup_sqlite(path, migrate.HEAD, T0)
    assert copy.exists()
    assert copy != path
    with sqlite3.connect(copy) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        version = conn.execute("select version_num from alembic_version").fetchone()
        assert version == (migrate.HEAD,)


def test_a_0001_database_gains_empty_player_notes_and_no_photo(tmp_path: Path) -> None:
    from alembic import command

    engine = make_engine(tmp_path / "old.sqlite")
    try:
        with engine.connect() as conn, conn.begin():
            command.upgrade(migrate.alembic_config(conn), "0001")
            conn.exec_driver_sql(
                "insert into player (id, name, name_key, country, created_ms) "
                "values ('P1', 'Zoë Müller', 'zoë müller', 'DE', 0)"
            )
        with engine.connect() as conn, conn.begin():
            migrate.upgrade(conn)
            row = conn.exec_driver_sql("select name, notes, photo from player").one()
            assert migrate.current_revision(conn) == migrate.HEAD
    finally:
        engine.dispose()
    assert tuple(row) == ("Zoë Müller", "", None)


def test_the_head_constant_is_the_newest_migration_script() -> None:
    assert migrate.head_revision() == migrate.HEAD


def test_a_0002_database_keeps_its_data_and_gains_no_live_hands(tmp_path: Path) -> None:
    from alembic import command

    engine = make_engine(tmp_path / "old.sqlite")
    try:
        with engine.connect() as conn, conn.begin():
            command.upgrade(migrate.alembic_config(conn), "0002")
            conn.exec_driver_sql(
                "insert into player (id, name, name_key, country, created_ms, notes) "
                "values ('P1', 'Zoë Müller', 'zoë müller', 'DE', 0, 'plays Sundays')"
            )
            conn.exec_driver_sql(
                "insert into tournament (id, name, created_ms, buyin_cents, currency) "
                "values ('T1', 'Friday Deepstack', 5, 2000, 'EUR')"
            )
        with engine.connect() as conn, conn.begin():
            migrate.upgrade(conn)
            assert migrate.current_revision(conn) == migrate.HEAD
            player = conn.exec_driver_sql("select name, notes from player").one()
            tournament = conn.exec_driver_sql("select id, name, buyin_cents from tournament").one()
            live = conn.exec_driver_sql("select count(*) from live_hand").scalar()
    finally:
        engine.dispose()
    assert tuple(player) == ("Zoë Müller", "plays Sundays")
    assert tuple(tournament) == ("T1", "Friday Deepstack", 2000)
    assert live == 0


def test_a_0003_database_keeps_its_writer_lease_with_fencing_number_zero(tmp_path: Path) -> None:
    from alembic import command

    engine = make_engine(tmp_path / "old.sqlite")
    try:
        with engine.connect() as conn, conn.begin():
            command.upgrade(migrate.alembic_config(conn), "0003")
            conn.exec_driver_sql(
                "insert into lease (name, holder, opened_ms, last_seen_ms, closed_cleanly) "
                "values ('writer', 'pid 7 on floor since 5', 5, 9, 1)"
            )
        with engine.connect() as conn, conn.begin():
            migrate.upgrade(conn)
            lease = conn.exec_driver_sql(
                "select holder, opened_ms, last_seen_ms, closed_cleanly, fence from lease"
            ).one()
    finally:
        engine.dispose()
    assert tuple(lease) == ("pid 7 on floor since 5", 5, 9, 1, 0)


OLD_HANDS = Path(__file__).resolve().parents[1] / "data" / "db" / "hands_0004.sqlite"


def test_a_database_of_the_version_that_stored_hands_apart_opens_with_every_hand(
    tmp_path: Path,
) -> None:
    """``hands_0004.sqlite`` was written by the pokerfloor that stored a hand's PHH in a
    transaction of its own (see ``tests/data/db/make_hands_0004.py``): hands 1, 2, 3
    (undone), 3 again, 4 (undone, redone) and 5, whose PHH row the kill lost."""
    import hashlib
    import json
    import random
    import shutil

    from db import exports, hand_queries
    from db.uow import TournamentUnitOfWork
    from tournament import hh

    path = tmp_path / "old.sqlite"
    shutil.copy(OLD_HANDS, path)
    store = open_store(path, now_ms=T0)
    try:
        tid = store.log.tournaments()[0].id
        state = json.dumps(store.loaded.load(tid).snapshot(), sort_keys=True).encode()
        expected = (OLD_HANDS.parent / (OLD_HANDS.name + ".state.sha256")).read_text().strip()
        assert hashlib.sha256(state).hexdigest() == expected  # the same state as before
        old_export = hh.loads_all((OLD_HANDS.parent / (OLD_HANDS.name + ".hands.phhs")).read_text())
        assert [h.hand for h in old_export] == [1, 2, 3, 4]  # hand 5 was lost
        listed = hand_queries.table_hands(store, tid, 1)
        assert [h.number for h in listed] == [1, 2, 3, 4, 5]
        assert len(hand_queries.stored_table_hands(store, tid, 1)) == 6  # the undone hand 3
        exported = hh.loads_all(exports.hands_phh(store, tid))
        assert exported[:4] == old_export  # the same hands, hand 3 the one played again
        assert exported[4].hand == 5  # recovered from its command
        # each row follows its command's undo and redo now
        uow = TournamentUnitOfWork(store, tid, lambda: T0 + 3_600_000, random.Random(1))
        uow.undo()
        assert [h.number for h in hand_queries.table_hands(store, tid, 1)] == [1, 2, 3, 4]
        uow.redo()
        assert [h.number for h in hand_queries.table_hands(store, tid, 1)] == [1, 2, 3, 4, 5]
    finally:
        store.close(T0)


def test_a_0003_database_keeps_its_knockouts_as_each_victims_first_entry(tmp_path: Path) -> None:
    """0006 puts the victim's entry in the bounty key: the knock-outs stored before are kept
    (entry 1), and a second knock-out of the same victim (his re-entry) can be stored."""
    from alembic import command

    engine = make_engine(tmp_path / "old.sqlite")
    try:
        with engine.connect() as conn, conn.begin():
            command.upgrade(migrate.alembic_config(conn), "0003")
            conn.exec_driver_sql(
                "insert into tournament (id, name, created_ms, buyin_cents, currency) "
                "values ('T1', 'Friday', 5, 10000, 'EUR')"
            )
            conn.exec_driver_sql(
                "insert into bounty (tournament_id, victim_id, hunter_id, amount_cents) "
                "values ('T1', 'P2', 'P1', 2000)"
            )
        with engine.connect() as conn, conn.begin():
            migrate.upgrade(conn)
            assert migrate.current_revision(conn) == migrate.HEAD
            conn.exec_driver_sql(
                "insert into bounty (tournament_id, victim_id, victim_entry, hunter_id, "
                "amount_cents) values ('T1', 'P2', 2, 'P3', 2000)"
            )
            rows = conn.exec_driver_sql(
                "select victim_id, victim_entry, hunter_id from bounty order by victim_entry"
            ).all()
    finally:
        engine.dispose()
    assert [tuple(r) for r in rows] == [("P2", 1, "P1"), ("P2", 2, "P3")]
