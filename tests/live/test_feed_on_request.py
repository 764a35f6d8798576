"""The phone feed is made when a phone asks for it (issue 23, performance): what phones
read still follows every change, the undo, the redo and a restart."""

from __future__ import annotations

import http.client
import json
import socket
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tests.live.conftest import cup, seat_cup
from tournament.service import commands as c
from ui.app import AppParts
from ui.live.share import ShareSettings


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def phone(url: str) -> tuple[str, dict[str, Any]]:
    """What a phone gets for the feed: its entity tag and the document."""
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=5)
    conn.request("GET", parts.path + "status.json")
    response = conn.getresponse()
    body = response.read()
    conn.close()
    assert response.status == 200
    return response.getheader("ETag") or "", json.loads(body)


def figures(doc: dict[str, Any]) -> tuple[object, ...]:
    return doc["players_left"], doc["average_stack"], doc["chips_in_play"], doc["results"]


DMITRI_10TH = [
    {"place": 10, "place_text": "10th", "name": "Dmitri Dunaev", "prize_cents": 0, "prize": ""}
]


def test_feed_follows_bust_undo_redo_and_restart(qtbot: QtBot, tmp_path: Path) -> None:
    clock = FakeClock(START)
    apps: list[AppParts] = []
    db = tmp_path / "feed.db"
    parts = open_app(apps, qtbot, db, clock, ask_new=cup)
    try:
        seat_cup(parts)  # P03 is Dmitri Dunaev
        assert parts.live is not None
        url = parts.live.share.start(ShareSettings("127.0.0.1", _free_port()))
        tag, doc = phone(url)
        # ten buy-ins of 30,000 chips: 300,000 in play, 30,000 on average, nobody out
        assert figures(doc) == (10, 30_000, 300_000, [])
        assert phone(url)[0] == tag  # the same version: the same document

        console, facade = parts.console, parts.facade
        console.do(lambda: facade.send(c.EliminatePlayer("P03")))
        qtbot.wait(20)
        bust_tag, doc = phone(url)
        assert bust_tag != tag
        # Dmitri out in 10th: 9 players share the 300,000 chips, 300,000 // 9 = 33,333
        assert figures(doc) == (9, 33_333, 300_000, DMITRI_10TH)

        console.do(facade.undo)
        qtbot.wait(20)
        undo_tag, doc = phone(url)
        assert undo_tag not in (tag, bust_tag)
        assert figures(doc) == (10, 30_000, 300_000, [])

        console.do(facade.redo)
        qtbot.wait(20)
        assert figures(phone(url)[1]) == (9, 33_333, 300_000, DMITRI_10TH)
        seated = {(s["table"], s["seat"]) for s in phone(url)[1]["seats"]}
        assert len(seated) == 9

        parts.close(clock.now)
        clock.now += 60_000
        parts = open_app(apps, qtbot, db, clock)  # sharing resumes at start-up
        assert parts.live is not None
        assert parts.live.share.url() == url
        doc = phone(url)[1]
        assert figures(doc) == (9, 33_333, 300_000, DMITRI_10TH)
        assert "Dmitri Dunaev" not in {s["name"] for s in doc["seats"]}
    finally:
        parts.close(clock.now)
