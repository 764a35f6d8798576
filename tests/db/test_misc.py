"""Doctests of db modules, the default database path, and the backup before a migration."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from db import errors, migrate, paths, seasons
from db.connect import open_store
from db.paths import default_db_path
from tests.db.scenario import T0


@pytest.mark.parametrize("module", [errors, seasons, paths])
def test_doctests_of_db_modules_pass(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.attempted > 0
    assert result.failed == 0


def test_default_db_path_follows_each_platform() -> None:
    home = Path("/home/ann")
    assert default_db_path(platform="linux", environ={}, home=home) == Path(
        "/home/ann/.local/share/pokerfloor/pokerfloor.sqlite"
    )
    assert default_db_path(platform="linux", environ={"XDG_DATA_HOME": "/x"}, home=home) == Path(
        "/x/pokerfloor/pokerfloor.sqlite"
    )
    win = default_db_path(
        platform="win32", environ={"APPDATA": "C:/Users/ann/AppData/Roaming"}, home=home
    )
    assert win.as_posix() == "C:/Users/ann/AppData/Roaming/pokerfloor/pokerfloor.sqlite"
    mac = default_db_path(platform="darwin", environ={}, home=Path("/Users/ann"))
    assert mac.as_posix() == "/Users/ann/Library/Application Support/pokerfloor/pokerfloor.sqlite"


def test_a_migration_at_start_up_runs_after_a_backup_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "event.sqlite"
    open_store(path, now_ms=T0).close(T0)
    upgraded: list[bool] = []
    current = migrate.HEAD
    newer = f"{int(current) + 1:04d}"
    monkeypatch.setattr(migrate, "HEAD", newer)  # pretend this program ships a newer migration
    known = {f"{number:04d}" for number in range(1, int(newer) + 1)}
    monkeypatch.setattr(migrate, "known_revisions", lambda: known)

    def fake_upgrade(conn: object) -> None:
        backups = list(tmp_path.glob(f"event.before-{current}-*.sqlite"))
        upgraded.append(len(backups) == 1)  # the copy exists before the migration runs

    monkeypatch.setattr(migrate, "upgrade", fake_upgrade)
    open_store(path, now_ms=T0 + 1).close(T0 + 1)
    assert upgraded == [True]


def test_a_database_from_a_newer_program_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from db.errors import NewerSchemaError

    path = tmp_path / "event.sqlite"
    open_store(path, now_ms=T0).close(T0)
    monkeypatch.setattr(migrate, "HEAD", "0000")
    monkeypatch.setattr(migrate, "known_revisions", lambda: {"0000"})
    with pytest.raises(NewerSchemaError, match="newer pokerfloor"):
        open_store(path, now_ms=T0)
