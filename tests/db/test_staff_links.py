"""Staff links (issue 29, floor staff) on a real SQLite file: issued, found by their token,
revoked and then found by nobody, across a restart; per tournament; not director actions
(no log entry, no undo step); the file keeps no token."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from db.connect import open_store
from tests.db.scenario import T0, create_command
from tournament.errors import DomainError
from ui.app.staff_directory import DbStaffDirectory
from ui.live.staff import StaffMember


def test_issue_find_revoke_and_not_found_across_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "staff.sqlite"
    store = open_store(path, now_ms=T0)
    rng = random.Random(3)
    try:
        tid = store.log.create_tournament(create_command(), T0, rng)
        other = store.log.create_tournament(create_command("Saturday Turbo"), T0, rng)
        logged = len(store.log.entries())
        undo = store.undo_redo.undo_label
        staff = DbStaffDirectory(store, lambda: T0 + 60_000, lambda: tid)
        marco = staff.issue("  Marco  ", "floor", (3, 1, 3))
        bar = staff.issue("Bar screen", "display", ())
        assert len(marco.token) == 22  # 16 random bytes, URL-safe base64
        found = staff.member(marco.token)
        assert found is not None
        assert (found.name, found.role, found.tables) == ("Marco", "floor", (1, 3))
        assert found.write_secret != marco.token
        assert len(found.write_secret) == 22
        screen = staff.member(bar.token)
        assert screen is not None
        assert screen == StaffMember(bar.link.id, "Bar screen", "display", screen.write_secret, ())
        assert screen.write_secret != found.write_secret  # each link its own secret
        assert staff.member("x" * 22) is None
        assert staff.member("") is None
        assert DbStaffDirectory(store, lambda: T0, lambda: other).member(marco.token) is None
        assert len(store.log.entries()) == logged  # not a director action: no log entry
        assert store.undo_redo.undo_label == undo  # and no undo step
        secret = found.write_secret
    finally:
        store.close(T0 + 61_000)
    assert marco.token.encode() not in path.read_bytes()  # the file keeps only its hash

    store = open_store(path, now_ms=T0 + 120_000)
    try:
        staff = DbStaffDirectory(store, lambda: T0 + 180_000, lambda: tid)
        again = staff.member(marco.token)  # the phone's link still works after a restart
        assert again is not None
        assert again.write_secret == secret
        staff.revoke(marco.link.id)
        assert staff.member(marco.token) is None
        assert staff.member(bar.token) is not None
        listed = [(x.name, x.role, x.tables, x.issued_ms, x.revoked_ms) for x in staff.links()]
        assert listed == [
            ("Marco", "floor", (1, 3), T0 + 60_000, T0 + 180_000),
            ("Bar screen", "display", (), T0 + 60_000, None),
        ]
    finally:
        store.close(T0 + 181_000)

    store = open_store(path, now_ms=T0 + 240_000)
    try:
        staff = DbStaffDirectory(store, lambda: T0 + 240_000, lambda: tid)
        assert staff.member(marco.token) is None  # revoked for good
        assert staff.links()[0].revoked_ms == T0 + 180_000
    finally:
        store.close(T0 + 241_000)


def test_a_link_needs_a_name_and_a_known_role_and_a_display_station_issues_none(
    tmp_path: Path,
) -> None:
    path = tmp_path / "staff.sqlite"
    store = open_store(path, now_ms=T0)
    try:
        tid = store.log.create_tournament(create_command(), T0, random.Random(1))
        staff = DbStaffDirectory(store, lambda: T0, lambda: tid)
        with pytest.raises(DomainError, match="a staff link needs the person's name"):
            staff.issue("   ", "floor", ())
        with pytest.raises(DomainError, match="unknown staff role 'boss'"):
            staff.issue("Marco", "boss", ())
        with pytest.raises(DomainError, match="at most 100 characters"):
            staff.issue("M" * 101, "floor", ())
        with pytest.raises(DomainError, match="table numbers start at 1"):
            staff.issue("Marco", "floor", (0,))
        assert staff.links() == []
    finally:
        store.close(T0)
    display = open_store(path, now_ms=T0, read_only=True)
    try:
        staff = DbStaffDirectory(display, lambda: T0, lambda: tid)
        with pytest.raises(DomainError, match="this station shows the event; it cannot change"):
            staff.issue("Marco", "floor", ())
    finally:
        display.close()


def test_links_are_kept_the_same_on_sqlite_and_postgresql(db_target: str | Path) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        tid = store.log.create_tournament(create_command(), T0, random.Random(5))
        staff = DbStaffDirectory(store, lambda: T0 + 1_000, lambda: tid)
        marco = staff.issue("Marco", "floor", (2,))
        ines = staff.issue("Inès Iglesias", "display", ())
    finally:
        store.close(T0 + 2_000)
    store = open_store(db_target, now_ms=T0 + 3_000)
    try:
        staff = DbStaffDirectory(store, lambda: T0 + 4_000, lambda: tid)
        found = staff.member(ines.token)
        assert found is not None
        assert (found.name, found.role, found.tables) == ("Inès Iglesias", "display", ())
        staff.revoke(marco.link.id)
        DbStaffDirectory(store, lambda: T0 + 9_000, lambda: tid).revoke(marco.link.id)  # again
        assert staff.member(marco.token) is None
        assert [(x.name, x.tables, x.revoked_ms) for x in staff.links()] == [
            ("Marco", (2,), T0 + 4_000),  # revoked once, when first revoked
            ("Inès Iglesias", (), None),
        ]
    finally:
        store.close(T0 + 5_000)
