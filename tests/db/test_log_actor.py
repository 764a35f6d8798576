"""The log entry keeps who sent an action from a staff phone (issue 29): in the file, in the
undo stacks read again at opening, and in a tournament document exported and imported."""

from __future__ import annotations

import json
import random
from pathlib import Path

from db.connect import open_store
from db.uow import TournamentUnitOfWork
from tests.db.scenario import T0, create_command
from tournament.service import commands as c


def test_the_actor_is_kept_with_the_log_entry_across_a_reopening_and_an_export(
    tmp_path: Path,
) -> None:
    path = tmp_path / "e.sqlite"
    store = open_store(path, now_ms=T0)
    try:
        rng = random.Random(1)
        tid = store.log.create_tournament(create_command(), T0, rng)
        uow = TournamentUnitOfWork(store, tid, lambda: T0 + 1_000, rng)
        uow.handle(c.RegisterPlayer("Anna Berger"), "Floor: Marco")
        uow.handle(c.RegisterPlayer("Ben Ode"))
        assert (uow.undo_description, uow.undo_actor) == ("registration of Ben Ode", None)
        uow.undo()
        assert (uow.redo_description, uow.redo_actor) == ("registration of Ben Ode", None)
        assert (uow.undo_description, uow.undo_actor) == (
            "registration of Anna Berger",
            "Floor: Marco",
        )
        document = json.loads(json.dumps(store.documents.export_document(tid)))
    finally:
        store.close(T0 + 2_000)
    assert [e.get("actor") for e in document["log"]] == [None, "Floor: Marco", None, None]
    assert "actor" not in document["log"][0]  # the console's entries carry no actor key

    store = open_store(path, now_ms=T0 + 3_000)
    try:
        rng = random.Random(2)
        uow = TournamentUnitOfWork(store, tid, lambda: T0 + 4_000, rng)
        assert uow.undo_actor == "Floor: Marco"  # the undo stacks, read again from the log
        assert [(text, by) for _, text, by in uow.logged_actions()] == [
            ("creation of Friday Deepstack", None),
            ("registration of Anna Berger", "Floor: Marco"),
            ("registration of Ben Ode", None),
            ("Undo: registration of Ben Ode", None),
        ]
        copy = store.documents.import_document(document, T0 + 5_000)
        imported = TournamentUnitOfWork(store, copy, lambda: T0 + 6_000, rng)
        assert [by for _, _, by in imported.logged_actions()] == [None, "Floor: Marco", None, None]
        assert imported.undo_actor == "Floor: Marco"
    finally:
        store.close(T0 + 7_000)


def test_a_0006_database_keeps_its_log_with_no_actor_and_gains_no_staff_links(
    tmp_path: Path,
) -> None:
    from alembic import command

    from db import migrate
    from db.engine import make_engine

    engine = make_engine(tmp_path / "old.sqlite")
    try:
        with engine.connect() as conn, conn.begin():
            command.upgrade(migrate.alembic_config(conn), "0006")
            conn.exec_driver_sql(
                "insert into tournament (id, name, created_ms, buyin_cents, currency) "
                "values ('T1', 'Friday Deepstack', 5, 2000, 'EUR')"
            )
            conn.exec_driver_sql(
                "insert into log_entry (tournament_id, kind, description, at_ms, station) "
                "values ('T1', 'command', 'registration of Anna', 7, 'desk')"
            )
        with engine.connect() as conn, conn.begin():
            migrate.upgrade(conn)
            assert migrate.current_revision(conn) == migrate.HEAD  # upgraded to the last
            log = conn.exec_driver_sql(
                "select description, actor, decision_revision from log_entry"
            ).all()
            links = conn.exec_driver_sql("select count(*) from staff_link").scalar()
    finally:
        engine.dispose()
    # logged before actors and decision revisions were kept: neither is recorded
    assert [tuple(r) for r in log] == [("registration of Anna", None, None)]
    assert links == 0
