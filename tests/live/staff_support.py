"""Helpers of the staff page's tests: staff links on the running program, raw requests."""

from __future__ import annotations

import hmac
import http.client
import json
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, QEventLoop

from ui.app import AppParts
from ui.live.share import ShareSettings
from ui.live.staff import StaffMember
from ui.live.staff_share import StaffShare


@dataclass
class Links:
    """The staff links the director issued (token → member); revoking removes one."""

    members: dict[str, StaffMember] = field(default_factory=dict)

    def member(self, token: str) -> StaffMember | None:
        for known, member in list(self.members.items()):
            if hmac.compare_digest(known.encode(), token.encode("utf-8", "surrogateescape")):
                return member
        return None


MARCO = StaffMember(1, "Marco", "floor", "secret-of-marco-0123456789", ())
DISPLAY = StaffMember(2, "Screen", "display", "secret-of-screen-012345678", ())
MARCO_TOKEN = "marco-token-0123456789abcdef"
DISPLAY_TOKEN = "screen-token-0123456789abcde"


def share_with_staff(parts: AppParts, links: Links) -> str:
    """Share the live view with the staff page on loopback; the players' address."""
    assert parts.live is not None
    share = parts.live.share
    staff = StaffShare(links, parts.facade, parts.facade.bounties_on, share.clock)
    staff.desk.setParent(parts.console)
    staff.desk.called.connect(parts.live.show_call)
    share.staff = staff
    return share.start(ShareSettings("127.0.0.1", 0))


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
