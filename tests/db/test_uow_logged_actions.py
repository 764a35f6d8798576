"""The unit of work keeps the log it has read: each ask reads only the entries after it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from db.connect import open_store
from db.uow import TournamentUnitOfWork
from tests.db.scenario import T0, create_command
from tournament.service import commands as c
from tournament.service.ports import LoggedAction


def test_logged_actions_since_gives_only_the_new_entries_of_the_tournament_on_screen(
    tmp_path: Path,
) -> None:
    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        rng = random.Random(1)
        first = store.log.create_tournament(create_command(), T0, rng)
        other = store.log.create_tournament(create_command(), T0 + 1, rng)
        uow = TournamentUnitOfWork(store, first, lambda: T0 + 2_000, rng)
        assert len(uow.logged_actions()) == 1  # the creation
        uow.handle(c.RegisterPlayer("Anna Berger"))
        store.log.execute(other, c.RegisterPlayer("Ben Ode"), T0 + 3_000, rng)  # not this one's
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


def test_the_newest_page_first_then_older_pages_then_only_what_is_new(tmp_path: Path) -> None:
    store = open_store(tmp_path / "e.sqlite", now_ms=T0)
    try:
        rng = random.Random(1)
        first = store.log.create_tournament(create_command(), T0, rng)
        other = store.log.create_tournament(create_command(), T0 + 1, rng)
        uow = TournamentUnitOfWork(store, first, lambda: T0 + 2_000, rng)
        for i in range(1, 8):
            uow.handle(c.RegisterPlayer(f"Player {i}"))
        store.log.execute(other, c.RegisterPlayer("Ben Ode"), T0 + 3_000, rng)  # not this one's

        # this log: the creation, then Player 1 ... Player 7; read in pages of three
        def texts(actions: Sequence[LoggedAction]) -> list[str]:
            return [text for _, text, _ in actions]

        assert texts(uow.logged_actions_newer(3)) == [
            f"registration of Player {i}" for i in (5, 6, 7)
        ]
        assert uow.older_logged_actions_left
        assert texts(uow.logged_actions_older(3)) == [
            f"registration of Player {i}" for i in (2, 3, 4)
        ]
        assert uow.older_logged_actions_left
        assert texts(uow.logged_actions_older(3)) == [
            "creation of Friday Deepstack",
            "registration of Player 1",
        ]
        assert not uow.older_logged_actions_left  # a short page: the first entry was read
        assert uow.logged_actions_older(3) == []
        assert uow.logged_actions_newer(3) == []  # nothing new
        uow.handle(c.RegisterPlayer("Chen Wei"))
        assert texts(uow.logged_actions_newer(3)) == ["registration of Chen Wei"]
        uow.switch(other)  # another tournament: its own newest page
        assert texts(uow.logged_actions_newer(3)) == [
            "creation of Friday Deepstack",
            "registration of Ben Ode",
        ]
        assert not uow.older_logged_actions_left
    finally:
        store.close(T0)
