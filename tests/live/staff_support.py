"""Helpers of the staff page's tests: staff links on the running program, raw requests."""

from __future__ import annotations

import http.client
import json
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, QEventLoop

from ui.app import AppParts
from ui.app.staff_directory import DbStaffDirectory
from ui.live.share import ShareSettings
from ui.live.staff import StaffMember
from ui.live.staff_share import StaffShare


@dataclass(frozen=True)
class Staff:
    """The staff links the director issued on the running program: Marco on the floor
    (every table) and a display; their tokens and the database's directory."""

    directory: DbStaffDirectory
    marco: str
    display: str
    url: str

    def member(self, token: str) -> StaffMember:
        found = self.directory.member(token)
        assert found is not None
        return found


def share_with_staff(parts: AppParts, clock: Callable[[], int]) -> Staff:
    """Share the live view on loopback with the staff page (the program's own when it
    wires one), and issue two staff links as the director does."""
    assert parts.live is not None
    share = parts.live.share
    if share.staff is None:
        directory = DbStaffDirectory(parts.store, clock, lambda: parts.uow.tournament_id)
        staff = StaffShare(directory, parts.facade, parts.facade.bounties_on, clock)
        staff.desk.setParent(parts.console)
        staff.desk.called.connect(parts.live.show_call)
        share.staff = staff
    directory = share.staff.directory
    assert isinstance(directory, DbStaffDirectory)
    marco = directory.issue("Marco", "floor", ()).token
    display = directory.issue("Screen", "display", ()).token
    return Staff(directory, marco, display, share.start(ShareSettings("127.0.0.1", 0)))


@dataclass(frozen=True)
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> object:
        return json.loads(self.body)


def call(
    url: str,
    method: str,
    path: str,
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
) -> Reply:
    """One request to the server of ``url`` (``path``: absolute), sent from another thread
    while the Qt event loop runs here (a write is run by the console's thread, this one)."""
    with ThreadPoolExecutor(1) as pool:
        future = pool.submit(_call, url, method, path, body, headers)
        while not future.done():
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.002)
        return future.result()


def _call(
    url: str,
    method: str,
    path: str,
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
) -> Reply:
    where = urlsplit(url)
    conn = http.client.HTTPConnection(where.hostname, where.port, timeout=10)
    conn.request(method, path, body=body, headers=headers or {})
    response = conn.getresponse()
    data = response.read()
    conn.close()
    return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, data)


def write(
    url: str,
    token: str,
    action: dict[str, object],
    secret: str | None,
    origin: str | None = "own",
    extra: dict[str, str] | None = None,
) -> Reply:
    """POST ``action`` to the staff page of ``token`` as the page does (``origin`` "own":
    the server's own origin; None: no Origin header)."""
    where = urlsplit(url)
    headers = {"Content-Type": "application/json"}
    if origin == "own":
        headers["Origin"] = f"{where.scheme}://{where.netloc}"
    elif origin is not None:
        headers["Origin"] = origin
    if secret is not None:
        headers["X-Staff-Secret"] = secret
    headers.update(extra or {})
    return call(url, "POST", f"/staff/{token}/action", json.dumps(action).encode(), headers)
