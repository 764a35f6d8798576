"""The staff page's state is read when a staff phone asks for it (issue 29, performance):
nothing is read while no phone looks, once per version when they do, and what the phone
reads still follows every change, the undo, the redo and a restart."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tests.live.conftest import NAMES, cup, seat_cup
from tests.live.staff_support import call, share_with_staff
from tournament.service import commands as c
from ui.app import AppParts
from ui.live.staff_state import StaffInput


def state(url: str, token: str) -> tuple[str, dict[str, Any]]:
    """What Marco's phone gets for its state: the entity tag and the staff document."""
    reply = call(url, "GET", f"/staff/{token}/state.json")
    assert reply.status == 200
    return reply.headers["etag"], json.loads(reply.body)["state"]


def figures(doc: dict[str, Any]) -> tuple[int, dict[str, tuple[int, int, int]]]:
    """Players left, and where each seated player sits with their stack."""
    seats = {
        s["name"]: (table["number"], s["seat"], s["stack"])
        for table in doc["tables"]
        for s in table["seats"]
    }
    return doc["players_left"], seats


def test_staff_state_read_on_request_follows_bust_undo_redo_and_restart(
    qtbot: QtBot, tmp_path: Path
) -> None:
    clock = FakeClock(START)
    apps: list[AppParts] = []
    db = tmp_path / "staff.db"
    parts = open_app(apps, qtbot, db, clock, ask_new=cup)
    try:
        seat_cup(parts)  # P03 is Dmitri Dunaev
        staff = share_with_staff(parts, clock)
        assert parts.live is not None
        assert parts.live.share.staff is not None
        reads = parts.live.share.staff.reads
        real_read = reads.read
        read_times: list[int] = []

        def counted() -> StaffInput:
            read_times.append(clock.now)
            return real_read()

        reads.read = counted
        console, facade = parts.console, parts.facade

        # nobody looks: changes are published, the staff state is not read
        console.do(lambda: facade.send(c.EliminatePlayer("P03")))
        console.do(facade.undo)
        qtbot.wait(20)
        assert read_times == []

        tag, doc = state(staff.url, staff.marco)
        assert len(read_times) == 1
        left, seats = figures(doc)
        # ten buy-ins of 30,000 chips, two tables of six: everyone seated with 30,000
        assert left == 10
        assert sorted(seats) == sorted(NAMES)
        assert {stack for _, _, stack in seats.values()} == {30_000}
        assert {table for table, _, _ in seats.values()} == {1, 2}
        dmitri_seat = seats["Dmitri Dunaev"]
        assert state(staff.url, staff.marco) == (tag, doc)  # the same version: read once
        assert len(read_times) == 1

        console.do(lambda: facade.send(c.EliminatePlayer("P03")))
        qtbot.wait(20)
        bust_tag, doc = state(staff.url, staff.marco)
        assert bust_tag != tag
        left, seats = figures(doc)
        assert left == 9
        assert "Dmitri Dunaev" not in seats
        assert len(seats) == 9

        console.do(facade.undo)
        qtbot.wait(20)
        undo_tag, doc = state(staff.url, staff.marco)
        assert undo_tag not in (tag, bust_tag)
        left, seats = figures(doc)
        assert left == 10
        assert seats["Dmitri Dunaev"] == dmitri_seat

        console.do(facade.redo)
        qtbot.wait(20)
        left, seats = figures(state(staff.url, staff.marco)[1])
        assert left == 9
        assert "Dmitri Dunaev" not in seats
        assert len(seats) == 9
        assert len(read_times) == 4  # once per version a phone asked for

        parts.close(clock.now)
        clock.now += 60_000
        parts = open_app(apps, qtbot, db, clock)  # sharing resumes at start-up
        assert parts.live is not None
        assert parts.live.share.running
        left, seats = figures(state(staff.url, staff.marco)[1])
        assert left == 9
        assert "Dmitri Dunaev" not in seats
        assert len(seats) == 9
        assert {stack for _, _, stack in seats.values()} == {30_000}
    finally:
        parts.close(clock.now)
