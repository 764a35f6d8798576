"""After ``kill -9`` the program reopened with ``--db`` shows the tournament exactly as it was,
on a SQLite file and, when POKERFLOOR_PG_URL is set (.ci/postgres.sh), on PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.db.conftest import BACKENDS, PG_URL, reset_postgres
from tests.e2e.kill9_director import DIRECTOR
from tests.e2e.support import MINUTE, START, FakeClock, killed_after, open_app
from ui.app import AppParts


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh database: a SQLite file, or the test PostgreSQL database (schema reset)."""
    if request.param == "sqlite":
        yield str(tmp_path / "event.sqlite")
    else:
        reset_postgres(PG_URL)
        yield PG_URL
        reset_postgres(PG_URL)


def test_kill_9_then_reopen_with_db_shows_the_tournament_as_it_was(
    qtbot: QtBot, database: str, opened: list[AppParts]
) -> None:
    db = database
    assert killed_after(DIRECTOR, str(db)) == ["ready"]

    clock = FakeClock(START + 12 * MINUTE)  # reopened five minutes after the kill
    parts = open_app(opened, qtbot, db, clock)
    rows = parts.facade.players()
    out = [r for r in rows if r.status.startswith("Out")]
    # the bust-outs stay, the two busted in one hand with equal stacks share 25th-26th
    assert sorted(r.status for r in out) == ["Out · 25th", "Out · 25th", "Out · 27th"]
    assert len([r for r in rows if r.status == "Playing"]) == 24
    assert all(r.stack != 61_000 for r in rows)  # the undone chip count stays undone
    model = parts.facade.clock_model()
    assert model.running
    level_ms = parts.facade.t.clock_view(START).remaining_ms  # the level's full length
    assert model.time_left_ms == level_ms - 12 * MINUTE
    assert parts.console.menus.redo_action.isEnabled()  # the undone count can still be redone
