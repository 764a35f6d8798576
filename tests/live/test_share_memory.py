"""One address per event that survives restarts (issue 29.4): sharing resumes where it
was, a new address revokes the old one, and the director's stop is remembered."""

from __future__ import annotations

import http.client
import socket
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tests.live.conftest import cup
from ui.app import AppParts
from ui.live.share import ShareSettings


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def status(url: str, name: str = "status.json") -> tuple[int, str]:
    """The answer's status and body for ``name`` under the shared address ``url``."""
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=5)
    conn.request("GET", parts.path + name)
    response = conn.getresponse()
    body = response.read().decode("utf-8", "replace")
    conn.close()
    return response.status, body


class Program:
    """The program on one database, closed and opened again as a director would."""

    def __init__(self, qtbot: QtBot, db: Path) -> None:
        self.qtbot, self.db, self.clock = qtbot, db, FakeClock(START)
        self.apps: list[AppParts] = []
        self.parts = open_app(self.apps, qtbot, db, self.clock, ask_new=cup)

    def restart(self) -> AppParts:
        self.parts.close(self.clock.now)
        self.clock.now += 60_000
        self.parts = open_app(self.apps, self.qtbot, self.db, self.clock)
        return self.parts

    def close(self) -> None:
        self.parts.close(self.clock.now)


@pytest.fixture
def program(qtbot: QtBot, tmp_path: Path) -> Iterator[Program]:
    running = Program(qtbot, tmp_path / "memory.db")
    yield running
    running.close()


def test_the_address_survives_a_restart_and_sharing_resumes(program: Program) -> None:
    live = program.parts.live
    assert live is not None
    url = live.share.start(ShareSettings("127.0.0.1", _free_port()))
    assert status(url)[0] == 200
    parts = program.restart()  # the program closes while sharing, then starts again
    assert parts.live is not None
    assert parts.live.share.running
    assert parts.live.share.url() == url  # the players' links and codes still work
    assert status(url)[0] == 200


def test_the_directors_stop_is_remembered_and_the_address_kept(program: Program) -> None:
    live = program.parts.live
    assert live is not None
    port = _free_port()
    url = live.share.start(ShareSettings("127.0.0.1", port))
    live.share.stop()
    parts = program.restart()
    assert parts.live is not None
    assert not parts.live.share.running  # stopped by the director: not resumed
    assert parts.live.share.start(ShareSettings("127.0.0.1", port)) == url


def test_a_new_address_revokes_the_old_one_for_good(program: Program) -> None:
    live = program.parts.live
    assert live is not None
    old = live.share.start(ShareSettings("127.0.0.1", _free_port()))
    new = live.share.new_address()
    assert new != old
    assert status(new)[0] == 200
    code, page = status(old, "")
    assert code == 403
    assert "This link has expired: scan the code on the clock screen." in page
    parts = program.restart()
    assert parts.live is not None
    assert parts.live.share.url() == new
    assert status(old)[0] == 403


def test_a_port_taken_at_start_up_is_said_and_nothing_breaks(program: Program) -> None:
    live = program.parts.live
    assert live is not None
    port = _free_port()
    live.share.start(ShareSettings("127.0.0.1", port))
    program.parts.close(program.clock.now)
    with socket.socket() as squatter:  # another program took the port meanwhile
        squatter.bind(("127.0.0.1", port))
        squatter.listen()
        parts = open_app(program.apps, program.qtbot, program.db, program.clock)
        program.parts = parts
        assert parts.live is not None
        assert not parts.live.share.running
        shown = parts.live.status.text()
        assert shown.startswith("Live view not shared again: Cannot share on 127.0.0.1 port")
        assert "Pick another port or network." in shown
