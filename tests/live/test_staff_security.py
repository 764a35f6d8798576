"""The staff page's writes are protected as a web form must be: every refused write leaves
the database file's bytes as they were."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock
from tests.live.staff_support import (
    call,
    share_with_staff,
    write,
)
from ui.app import AppParts


def database_bytes(folder: Path) -> str:
    """A digest of the database file and its write-ahead log, byte for byte."""
    digest = hashlib.sha256()
    for path in sorted(folder.glob("live.db*")):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def test_refused_writes_change_nothing(
    app: tuple[AppParts, FakeClock], qtbot: QtBot, tmp_path: Path
) -> None:
    parts, clock = app
    staff = share_with_staff(parts, clock)
    url, marco_token, display_token = staff.url, staff.marco, staff.display
    marco, display = staff.member(marco_token), staff.member(display_token)
    players_token = url.rstrip("/").rsplit("/", 1)[1]
    bust = {"action": "bust", "player": "P03", "busted_by": "P01", "choice": "bust"}
    qtbot.wait(50)
    before = (database_bytes(tmp_path), parts.store.log.last_seq, len(parts.facade.log()))

    # the page and its state are there for a known link; the state carries the secret
    state = call(url, "GET", f"/staff/{marco_token}/state.json")
    assert state.status == 200
    assert state.headers["cache-control"] == "no-store"
    assert json.loads(state.body)["me"] == {
        "name": "Marco",
        "role": "floor",
        "tables": [],
        "secret": marco.write_secret,
    }
    assert call(url, "GET", f"/staff/{marco_token}/").status == 200

    refused = {
        "no secret": write(url, marco_token, bust, secret=None),
        "wrong secret": write(url, marco_token, bust, secret="x" * 26),
        "the token as secret": write(url, marco_token, bust, secret=marco_token),
        "another origin": write(url, marco_token, bust, marco.write_secret, "http://evil.test"),
        "no origin": write(url, marco_token, bust, marco.write_secret, origin=None),
        "a referer elsewhere": write(
            url,
            marco_token,
            bust,
            marco.write_secret,
            origin=None,
            extra={"Referer": "http://evil.test/staff/"},
        ),
        "display link": write(url, display_token, bust, display.write_secret),
        "players' token": write(url, players_token, bust, marco.write_secret),
        "unknown token": write(url, "A" * 22, bust, marco.write_secret),
        "form body": write(
            url,
            marco_token,
            bust,
            marco.write_secret,
            extra={"Content-Type": "application/x-www-form-urlencoded"},
        ),
        "GET": call(url, "GET", f"/staff/{marco_token}/action?action=bust&player=P03"),
        "state by another host name": call(
            url, "GET", f"/staff/{marco_token}/state.json", headers={"Host": "evil.test:80"}
        ),
        "GET state with a query": call(
            url, "GET", f"/staff/{marco_token}/state.json?action=bust&player=P03"
        ),
        "POST to the players' page": call(
            url,
            "POST",
            f"/live/{players_token}/action",
            json.dumps(bust).encode(),
            {"Content-Type": "application/json", "X-Staff-Secret": marco.write_secret},
        ),
        "PUT": call(
            url,
            "PUT",
            f"/staff/{marco_token}/action",
            json.dumps(bust).encode(),
            {"Content-Type": "application/json", "X-Staff-Secret": marco.write_secret},
        ),
        "oversized": write(url, marco_token, {**bust, "padding": "x" * 5000}, marco.write_secret),
        "chunked": call(
            url,
            "POST",
            f"/staff/{marco_token}/action",
            iter([json.dumps(bust).encode()]),  # type: ignore[arg-type]
            {
                "Content-Type": "application/json",
                "X-Staff-Secret": marco.write_secret,
                "Origin": url.split("/live/")[0],
                "Transfer-Encoding": "chunked",
            },
        ),
        "not an object": call(
            url,
            "POST",
            f"/staff/{marco_token}/action",
            b"[1, 2]",
            {
                "Content-Type": "application/json",
                "X-Staff-Secret": marco.write_secret,
                "Origin": url.split("/live/")[0],
            },
        ),
        "unknown action": write(url, marco_token, {"action": "undo"}, marco.write_secret),
        "a player nobody knows": write(
            url, marco_token, {**bust, "player": "P99"}, marco.write_secret
        ),
    }
    statuses = {what: reply.status for what, reply in refused.items()}
    assert statuses == {
        "no secret": 403,
        "wrong secret": 403,
        "the token as secret": 403,
        "another origin": 403,
        "no origin": 403,
        "a referer elsewhere": 403,
        "display link": 403,
        "players' token": 403,
        "unknown token": 403,
        "form body": 415,
        "GET": 405,
        "state by another host name": 403,
        "GET state with a query": 200,  # a read: nothing in the query is acted on
        "POST to the players' page": 405,
        "PUT": 405,
        "oversized": 413,
        "chunked": 411,
        "not an object": 400,
        "unknown action": 400,
        "a player nobody knows": 409,
    }
    assert json.loads(refused["a player nobody knows"].body) == {
        "error": "That player has no seat."
    }

    # revoked: the link that worked a moment ago is refused, its page says so
    staff.directory.revoke(marco.link_id)  # the director revokes it (a station setting)
    qtbot.wait(50)
    revoked_at = database_bytes(tmp_path)
    revoked = write(url, marco_token, bust, marco.write_secret)
    assert revoked.status == 403
    assert json.loads(revoked.body) == {
        "error": "This staff link was revoked: ask the director for a new one."
    }
    page = call(url, "GET", f"/staff/{marco_token}/")
    assert page.status == 403
    assert b"This staff link was revoked" in page.body
    assert call(url, "GET", f"/staff/{marco_token}/state.json").status == 403

    qtbot.wait(50)
    after = (database_bytes(tmp_path), parts.store.log.last_seq, len(parts.facade.log()))
    assert after == (revoked_at, *before[1:])
    assert parts.facade.t.location("P03") is not None  # still seated


def test_writes_are_rate_limited_per_link(
    app: tuple[AppParts, FakeClock], qtbot: QtBot, tmp_path: Path
) -> None:
    parts, clock = app
    staff = share_with_staff(parts, clock)
    url, marco_token, marco = staff.url, staff.marco, staff.member(staff.marco)
    before = (database_bytes(tmp_path), parts.store.log.last_seq)
    nobody = {"action": "bust", "player": "P99"}
    statuses = [write(url, marco_token, nobody, marco.write_secret).status for _ in range(40)]
    assert statuses[0] == 409  # refused by the event: nobody is P99
    assert 429 in statuses  # the link's budget is spent: too many writes
    assert (database_bytes(tmp_path), parts.store.log.last_seq) == before
