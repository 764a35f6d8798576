"""The unit of work keeps the log it has read: each ask reads only the entries after it."""

from __future__ import annotations

import random
from pathlib import Path

from db.connect import open_store
from db.uow import TournamentUnitOfWork
from tests.db.scenario import T0, create_command
from tournament.service import commands as c


def test_logged_actions_since_gives_only_the_new_entries_of_the_tournament_on_screen(
    tmp_path: Path,
) -> None:
    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        rng = random.Random(1)
        first = store.create_tournament(create_command(), T0, rng)
        other = store.create_tournament(create_command(), T0 + 1, rng)
        uow = TournamentUnitOfWork(store, first, lambda: T0 + 2_000, rng)
        assert len(uow.logged_actions()) == 1  # the creation
        uow.handle(c.RegisterPlayer("Anna Berger"))
        store.execute(other, c.RegisterPlayer("Ben Ode"), T0 + 3_000, rng)  # not this one's
        uow.handle(c.RegisterPlayer("Chen Wei"))
        assert uow.logged_actions_since(1) == [
            (T0 + 2_000, "registration of Anna Berger", None),  # the console's: no actor
            (T0 + 2_000, "registration of Chen Wei", None),
        ]
        assert uow.logged_actions_since(3) == []
        uow.undo()
        assert uow.logged_actions_since(3) == [(T0 + 2_000, "Undo: registration of Chen Wei", None)]
        assert len(uow.logged_actions()) == 4
        uow.switch(other)  # another tournament: its own log from the start
        assert [text for _, text, _ in uow.logged_actions_since(1)] == ["registration of Ben Ode"]
    finally:
        store.close(T0)
