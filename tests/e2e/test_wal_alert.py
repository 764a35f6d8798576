"""The console tells the director at once when the database's ``-wal`` disappears (issue 14),
and writes a fresh copy of the event when asked."""

from __future__ import annotations

import os
from pathlib import Path

from pytestqt.qtbot import QtBot

from db.connect import open_store
from tests.e2e.support import MINUTE, START, FakeClock, first_start, open_app
from tournament.service import commands as c
from ui.app import AppParts
from ui.wal_alert import FreshCopyDialog


def test_a_deleted_wal_is_shown_at_the_next_heartbeat_and_a_fresh_copy_is_written(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "event.sqlite"
    clock = FakeClock(START)
    parts = open_app(opened, qtbot, db, clock, ask_new=first_start("Wednesday"))
    asked: list[FreshCopyDialog] = []

    def answer(dialog: object) -> bool:
        assert isinstance(dialog, FreshCopyDialog)
        asked.append(dialog)
        dialog.grab().save(str(tmp_path / "fresh-copy-dialog.png"))
        return True

    parts.console.run_dialog = answer
    watch = parts.watch
    assert watch is not None

    def look() -> None:
        """One tick of the station's watch: its lease read runs on a worker thread and the
        heartbeat follows its answer, which comes back to the UI thread by a queued signal."""
        watch.tick()
        qtbot.waitUntil(lambda: not watch.aside.running, timeout=5_000)

    look()  # all well: nothing shown
    assert not asked
    parts.facade.send(c.RegisterAndBuyIn("Anna Berg"))  # committed after the last checkpoint
    clock.now += MINUTE
    os.unlink(db.with_name("event.sqlite-wal"))
    look()
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=5_000)
    assert "write-ahead log (event.sqlite-wal) was deleted" in asked[0].message.text()
    banner = parts.console.banner.text()
    copy = tmp_path / f"event.fresh-{START + MINUTE}.sqlite"
    assert f"A fresh copy of the event is saved as {copy}" in banner
    parts.console.grab().save(str(tmp_path / "console-after-copy.png"))
    if os.environ.get("POKERFLOOR_SCREENSHOTS"):
        import shutil

        for name in ("fresh-copy-dialog.png", "console-after-copy.png"):
            shutil.copy(tmp_path / name, Path(os.environ["POKERFLOOR_SCREENSHOTS"]) / name)
    clock.now += MINUTE
    look()  # the next heartbeat: told once, not at every heartbeat
    assert len(asked) == 1
    fresh = open_store(copy, now_ms=START + 2 * MINUTE, read_only=True)
    try:
        (info,) = fresh.log.tournaments()
        assert info.name == "Wednesday"
        assert [p.name for p in fresh.loaded.load(info.id).player_records()] == ["Anna Berg"]
    finally:
        fresh.close()


def test_a_deleted_wal_is_shown_right_after_the_next_action_without_a_heartbeat(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """Issue 25, item 3: the next commit notices it, saves everything into the file, and the
    console says so at once (the heartbeat is half a minute away)."""
    db = tmp_path / "event.sqlite"
    clock = FakeClock(START)
    parts = open_app(opened, qtbot, db, clock, ask_new=first_start("Wednesday"))
    asked: list[FreshCopyDialog] = []

    def answer(dialog: object) -> bool:
        assert isinstance(dialog, FreshCopyDialog)
        asked.append(dialog)
        return False

    parts.console.run_dialog = answer
    parts.facade.send(c.RegisterAndBuyIn("Anna Berg"))
    os.unlink(db.with_name("event.sqlite-wal"))
    parts.facade.send(c.RegisterAndBuyIn("Bo Jensen"))  # the next commit
    qtbot.waitUntil(lambda: len(asked) == 1)
    text = asked[0].message.text()
    assert str(db) in text
    assert "write-ahead log (event.sqlite-wal) was deleted" in text
    assert "nothing is lost" in text
    assert "nothing is lost" in parts.console.banner.text()
    asked[0].grab().save(str(tmp_path / "wal-secured-dialog.png"))
    if os.environ.get("POKERFLOOR_SCREENSHOTS"):
        import shutil

        shutil.copy(tmp_path / "wal-secured-dialog.png", Path(os.environ["POKERFLOOR_SCREENSHOTS"]))
    parts.facade.send(c.RegisterAndBuyIn("Cy Park"))
    qtbot.wait(10)
    assert len(asked) == 1  # told once
    shown = open_store(db, now_ms=START + MINUTE, read_only=True)
    try:
        (info,) = shown.log.tournaments()
        names = [p.name for p in shown.loaded.load(info.id).player_records()]
        assert names == ["Anna Berg", "Bo Jensen", "Cy Park"]
    finally:
        shown.close()
