"""The clock screen's recent seats and the phone page's "Recent moves" are a projection of
the log: an undone move goes, a redone move is listed once, a restart (and restarting
sharing) shows what the log leaves, and a player who is out is no longer announced.

Real program on a real SQLite file; the phone feed is read over HTTP as a phone reads it.
"""

from __future__ import annotations

import json
import socket
import urllib.request
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from db.store import Store
from tests.e2e.support import MINUTE, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.records import ChipCount
from tournament.service.seatings_in_force import LoggedSeatings
from ui import seat_announcements
from ui.app import AppParts
from ui.app.db_seats import DbSeatSource
from ui.live.share import ShareSettings
from ui.seat_announcements import SeatAnnouncements


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _share(parts: AppParts) -> str:
    assert parts.live is not None
    return parts.live.share.start(ShareSettings("127.0.0.1", _free_port()))


def _feed(qtbot: QtBot, parts: AppParts, url: str) -> dict[str, Any]:
    """The status feed a phone reads, once the program has published the last change."""
    assert parts.live is not None
    share = parts.live.share
    qtbot.waitUntil(lambda: not share._dirty, timeout=5000)
    with urllib.request.urlopen(url + "status.json", timeout=5) as response:
        data: dict[str, Any] = json.loads(response.read())
    return data


def _moves(feed: dict[str, Any]) -> list[tuple[str, int, int, int, int]]:
    return [
        (m["name"], m["from_table"], m["from_seat"], m["to_table"], m["to_seat"])
        for m in feed["moves"]
    ]


def _seats_panel(parts: AppParts) -> str:
    parts.clock_screen.refresh()
    return parts.clock_screen.seats.text()


def _where(parts: AppParts) -> dict[str, tuple[int, int]]:
    return {
        r.name: (r.table, r.seat)
        for r in parts.facade.players()
        if r.table is not None and r.seat is not None
    }


def _balance(parts: AppParts) -> tuple[str, int, int, int, int]:
    """Balance the tables (the director confirms); the one move made, worked out from the
    seats before and after."""
    before = _where(parts)
    parts.console.run_dialog = lambda dialog: True
    parts.console.tables_tab.table_actions.balance()
    after = _where(parts)
    moved = [n for n in after if after[n] != before[n]]
    assert len(moved) == 1
    name = moved[0]
    return (name, *before[name], *after[name])


def _first_move(parts: AppParts, clock: FakeClock) -> tuple[str, int, int, int, int]:
    """The demo's 3 tables of 9: two busts at table 1 (7, 9, 9), five minutes later (the
    demo's own seat draw no longer recent) the balance moves one player to table 1."""
    at_1 = [r for r in parts.facade.players() if r.table == 1]
    parts.facade.send(c.EliminatePlayer(at_1[0].player_id))
    parts.facade.send(c.EliminatePlayer(at_1[1].player_id))
    clock.now += 5 * MINUTE
    move = _balance(parts)
    assert move[3] == 1
    return move


def test_recent_seats_and_moves_follow_undo_redo_restart_and_busts(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "moves.sqlite"
    clock = FakeClock()
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    url = _share(parts)
    assert _moves(_feed(qtbot, parts, url)) == []
    move = _first_move(parts, clock)
    name, _, _, _, seat = move
    line = f"{name}\n→ Table 1, Seat {seat}"
    assert _seats_panel(parts) == line
    assert _moves(_feed(qtbot, parts, url)) == [move]

    parts.console.menus.undo_action.trigger()
    assert _seats_panel(parts) == ""
    assert _moves(_feed(qtbot, parts, url)) == []
    parts.console.menus.redo_action.trigger()
    assert _seats_panel(parts) == line  # listed once, not twice
    assert _moves(_feed(qtbot, parts, url)) == [move]

    # A second balancing move, made and undone: it must not come back after a restart.
    at_2 = [r for r in parts.facade.players() if r.table == 2]
    parts.facade.send(c.EliminatePlayer(at_2[0].player_id))
    parts.facade.send(
        c.EliminatePlayer(at_2[1].player_id)
    )  # 8, 7, 9: one player moves from table 3 to 2
    second = _balance(parts)
    assert second[3] == 2
    assert _moves(_feed(qtbot, parts, url)) == [second, move]
    parts.console.menus.undo_action.trigger()
    assert _moves(_feed(qtbot, parts, url)) == [move]
    parts.live.share.stop()  # type: ignore[union-attr]
    url = _share(parts)  # restarting sharing: still the log's moves only
    assert _moves(_feed(qtbot, parts, url)) == [move]
    parts.close(clock())

    clock.now += MINUTE
    again = open_app(opened, qtbot, db, clock)
    assert _seats_panel(again) == line
    url = _share(again)
    assert _moves(_feed(qtbot, again, url)) == [move]

    # The moved player busts: he is no longer announced anywhere.
    mover = next(r for r in again.facade.players() if r.name == name)
    again.facade.send(c.EliminatePlayer(mover.player_id))
    assert _seats_panel(again) == ""
    assert _moves(_feed(qtbot, again, url)) == []
    again.console.menus.undo_action.trigger()  # back in: announced again
    assert _seats_panel(again) == line
    assert _moves(_feed(qtbot, again, url)) == [move]
    # Five minutes after the move, the clock screen's panel is empty; the phone keeps it.
    clock.now += 3 * MINUTE  # four minutes after it: still there
    assert _seats_panel(again) == line
    clock.now += MINUTE
    assert _seats_panel(again) == ""
    assert _moves(_feed(qtbot, again, url)) == [move]


class _CountedReads(DbSeatSource):
    """The program's own source of the log, counting how often it reads it."""

    def __init__(self, store: Store) -> None:
        super().__init__(store)
        self.reads = 0

    def entries(self, tournament_id: str, after_seq: int) -> tuple[Sequence[LoggedSeatings], int]:
        self.reads += 1
        return super().entries(tournament_id, after_seq)


def test_the_recent_seats_follow_each_action_without_reading_the_log_again(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """A bust, a move, its undo and redo are taken in from the commit itself (the log is
    read once, when the panel is first shown); the panel shows what a fresh read of the
    log shows, and what the seats say by hand."""
    clock = FakeClock()
    parts = open_app(opened, qtbot, tmp_path / "follow.sqlite", clock, demo="nlhe")
    source = _CountedReads(parts.store)
    parts.facade.seats = SeatAnnouncements(  # nothing read yet
        lambda: parts.facade.t, lambda: parts.tournament_id, source
    )
    clock.now += 5 * MINUTE  # the demo's own seat draw is no longer recent
    assert _seats_panel(parts) == ""
    assert source.reads == 1  # caught up with the log once
    at_1 = [r for r in parts.facade.players() if r.table == 1]
    parts.facade.send(c.EliminatePlayer(at_1[0].player_id))
    parts.facade.send(c.EliminatePlayer(at_1[1].player_id))
    name, _, _, table, seat = _balance(parts)
    line = f"{name}\n→ Table {table}, Seat {seat}"
    assert _seats_panel(parts) == line
    parts.console.menus.undo_action.trigger()
    assert _seats_panel(parts) == ""
    parts.console.menus.redo_action.trigger()
    assert _seats_panel(parts) == line
    parts.console.menus.undo_action.trigger()
    parts.console.menus.undo_action.trigger()  # the second bust too
    parts.console.menus.redo_action.trigger()
    parts.console.menus.redo_action.trigger()
    assert _seats_panel(parts) == line
    assert source.reads == 1  # every action followed from its commit, none read again

    fresh = SeatAnnouncements(
        lambda: parts.facade.t, lambda: parts.tournament_id, DbSeatSource(parts.store)
    )
    assert fresh.recent(clock()) == parts.facade.seats.recent(clock())
    assert fresh.recent_moves(5) == parts.facade.seats.recent_moves(5)


def test_a_restart_reads_back_from_the_log_end_as_far_as_the_recent_seats_need(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts], monkeypatch: pytest.MonkeyPatch
) -> None:
    """At opening the log is read from its end (issue 23: a 50,000-entry log is not read
    from its start for the clock screen's first paint), further back only as far as the
    panel and the phone's moves need: with a tail of 2 entries, a move made 12 entries
    before the end, and a second move undone later, the restarted program shows what the
    whole log leaves."""
    monkeypatch.setattr(seat_announcements, "TAIL_ENTRIES", 2)
    db = tmp_path / "tail.sqlite"
    clock = FakeClock()
    parts = open_app(opened, qtbot, db, clock, demo="nlhe")
    move = _first_move(parts, clock)
    name, _, _, _, seat = move
    at_3 = [r for r in parts.facade.players() if r.table == 3]
    for i in range(8):  # chip counts: entries that seat nobody
        parts.facade.send(c.RecordChipCounts((ChipCount(at_3[0].player_id, 20_000 + i),)))
    at_2 = [r for r in parts.facade.players() if r.table == 2]
    parts.facade.send(c.EliminatePlayer(at_2[0].player_id))
    parts.facade.send(c.EliminatePlayer(at_2[1].player_id))  # 8, 7, 9 (table 3 moves to 2)
    second = _balance(parts)
    assert second[3] == 2
    parts.facade.send(c.RecordChipCounts((ChipCount(at_3[1].player_id, 30_000),)))
    for _ in range(4):  # the count, the second move and the two busts, undone
        parts.facade.undo()
    parts.close(clock())

    clock.now += MINUTE  # the move was a minute ago: on the clock screen
    again = open_app(opened, qtbot, db, clock)
    assert _seats_panel(again) == f"{name}\n→ Table 1, Seat {seat}"
    phone = [
        (n, s.from_table, s.from_seat, s.table, s.seat) for n, s in again.facade.recent_moves(5)
    ]
    assert phone == [move]
    again.close(clock())

    clock.now += 10 * MINUTE  # long ago now: not on the clock screen, still on the phone
    later = open_app(opened, qtbot, db, clock)
    assert _seats_panel(later) == ""
    phone = [
        (n, s.from_table, s.from_seat, s.table, s.seat) for n, s in later.facade.recent_moves(5)
    ]
    assert phone == [move]
