"""The staff page's requests under ``/staff/<token>/``: its files, its state, its writes.

The live-view server hands every request under ``/staff/`` to :class:`StaffGate`. A token
the staff directory does not know (unknown, revoked, or the players' token) gets 403 and
spends the address's request budget, as a wrong players' token does. A known link reads
its page, its labels and ``state.json`` (the published staff state with who they are and
their write secret); the state is never cached by anybody else (``no-store``).

Every request must name the server's own address in its ``Host`` header (a page of another
site whose name was pointed at our address must not read a link's state). A write is
``POST action`` only (GET never writes) and must pass, in this order: the link
is known, the request comes from the page's own origin (``Origin``, else ``Referer``,
against the server's own address), the link's write budget is not spent (per link), the
body is JSON of at most :attr:`StaffLimits.max_body` bytes with a ``Content-Length``, the
``X-Staff-Secret`` header is the link's write secret (constant-time), and the link may write
(a display link reads only). Only then is the action handed to the
:class:`~ui.live.staff_desk.StaffDesk`, which runs it on the Qt main thread as the console
does; its answer (the result, or the domain's refusal in the event's language) goes back
as JSON. Nothing in this module touches the store or Qt objects.
"""

from __future__ import annotations

import hmac
import json
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any, Protocol
from urllib.parse import urlsplit

from ui.live.limits import RateLimiter
from ui.live.served import Feed
from ui.live.staff import StaffDirectory, StaffMember

__all__ = ["STAFF_PREFIX", "StaffAnswer", "StaffGate", "StaffLimits", "StaffWriter"]

STAFF_PREFIX = "staff"
STATE_NAME = "state.json"
ACTION_NAME = "action"
SECRET_HEADER = "X-Staff-Secret"
_NO_STORE = (("Cache-Control", "no-store"),)
_JSON = "application/json; charset=utf-8"


@dataclass(frozen=True, slots=True)
class StaffLimits:
    """How much a staff link may ask: ``write_rate`` writes a second with bursts of
    ``write_burst`` and ``read_rate`` / ``read_burst`` reads of its state (per link, not
    per address: five floor phones behind the venue's Wi-Fi each have their own budget);
    a write's JSON body is at most ``max_body`` bytes; ``answer_timeout_s``: how long a
    write waits for the console to run it."""

    write_rate: float = 2.0
    write_burst: float = 10.0
    read_rate: float = 4.0
    read_burst: float = 20.0
    max_body: int = 4096
    answer_timeout_s: float = 10.0


@dataclass(frozen=True, slots=True)
class StaffAnswer:
    """What a write came to: the HTTP status and the JSON document the page reads."""

    status: int
    body: Mapping[str, Any]


class StaffWriter(Protocol):
    """Runs a staff member's action on the Qt main thread and says what came of it."""

    def perform(self, member: StaffMember, request: Mapping[str, Any]) -> StaffAnswer:
        """Run ``request`` for ``member`` (blocks the calling server thread until done)."""
        ...


class _Handler(Protocol):
    """What the gate needs of the server's request handler."""

    command: str
    path: str
    headers: Any
    rfile: Any
    client_address: Any
    close_connection: bool

    def _send(
        self,
        status: HTTPStatus,
        body: bytes | None,
        content_type: str,
        extra: tuple[tuple[str, str], ...] = (),
    ) -> None: ...

    def _error(
        self, status: HTTPStatus, extra: tuple[tuple[str, str], ...] = (), close: bool = False
    ) -> None: ...


class StaffGate:
    """Answers the staff page's requests (``assets``: its files by name, ``labels.json``
    among them; ``origins``: the server's own addresses a write may come from;
    ``probe``: spends the address's budget for a request with an unknown token)."""

    def __init__(
        self,
        directory: StaffDirectory,
        writer: StaffWriter,
        assets: Mapping[str, Any],
        refusal: bytes,
        expired: str,
        now: Callable[[], int],
        limits: StaffLimits | None = None,
    ) -> None:
        self.directory = directory
        self.writer = writer
        self.assets = dict(assets)
        self.refusal = refusal
        self.expired = expired
        self.now = now
        self.limits = limits or StaffLimits()
        self.origins: frozenset[str] = frozenset()
        self.feed: Feed | None = None
        self._writes = RateLimiter(self.limits.write_rate, self.limits.write_burst, 4096)
        self._reads = RateLimiter(self.limits.read_rate, self.limits.read_burst, 4096)
        self._lock = threading.Lock()
        self.applied = 0

    def publish(self, body: bytes | Callable[[], bytes], version: int) -> None:
        """Serve this staff state from now on (one reference assignment; ``body`` may be a
        function making the bytes, called once when a staff phone first asks)."""
        self.feed = Feed(version, body)

    def answer(
        self,
        handler: _Handler,
        probe: Callable[[str], bool],
        now_s: float,
        body_deadline: Callable[[float | None], None],
    ) -> None:
        """Answer one request whose path starts with ``/staff/``."""
        parts = urlsplit(handler.path).path.split("/")
        token = parts[2] if len(parts) >= 3 else ""
        if f"http://{handler.headers.get('Host', '')}" not in self.origins:
            # another name for our address (DNS rebinding): its pages could read the secret
            handler._error(HTTPStatus.FORBIDDEN, close=True)
            return
        name = "/".join(parts[3:]) or "index.html"
        member = self.directory.member(token) if token else None
        if member is None:
            if not probe(str(handler.client_address[0])):
                handler._error(HTTPStatus.TOO_MANY_REQUESTS, extra=(("Retry-After", "1"),))
            elif handler.command == "POST" or name in (STATE_NAME, ACTION_NAME):
                self._json(handler, HTTPStatus.FORBIDDEN, {"error": self.expired})
            elif name.endswith(".html"):
                handler._send(
                    HTTPStatus.FORBIDDEN, self.refusal, "text/html; charset=utf-8", _NO_STORE
                )
            else:
                handler._error(HTTPStatus.FORBIDDEN)
            return
        if name == ACTION_NAME:
            if handler.command != "POST":
                handler._error(HTTPStatus.METHOD_NOT_ALLOWED, extra=(("Allow", "POST"),))
            else:
                self._write(handler, member, now_s, body_deadline)
            return
        if handler.command not in ("GET", "HEAD"):
            handler._error(
                HTTPStatus.METHOD_NOT_ALLOWED, extra=(("Allow", "GET, HEAD"),), close=True
            )
        elif len(parts) == 3:
            moved = (("Location", f"{token}/"),)
            handler._send(HTTPStatus.MOVED_PERMANENTLY, b"", "text/plain", moved)
        elif name == STATE_NAME:
            self._state(handler, member, now_s)
        elif name in self.assets:
            asset = self.assets[name]
            extra = (("Cache-Control", "no-cache"), ("ETag", asset.etag))
            if handler.headers.get("If-None-Match", "") == asset.etag:
                handler._send(HTTPStatus.NOT_MODIFIED, None, "", extra)
            else:
                handler._send(HTTPStatus.OK, asset.body, asset.content_type, extra)
        else:
            handler._error(HTTPStatus.NOT_FOUND)

    # ----------------------------------------------------------------- reads
    def _state(self, handler: _Handler, member: StaffMember, now_s: float) -> None:
        if not self._reads.allow(f"link{member.link_id}", now_s):
            handler._error(HTTPStatus.TOO_MANY_REQUESTS, extra=(("Retry-After", "1"),))
            return
        feed = self.feed
        if feed is None:
            handler._error(HTTPStatus.SERVICE_UNAVAILABLE, extra=(("Retry-After", "1"),))
            return
        tag = f'"{feed.version}-{member.link_id}-{member.role}-{_tables_tag(member)}"'
        extra = (
            ("Cache-Control", "no-store"),
            ("ETag", tag),
            ("X-Server-Time-Ms", str(self.now())),
        )
        if handler.headers.get("If-None-Match", "") == tag:
            handler._send(HTTPStatus.NOT_MODIFIED, None, "", extra)
            return
        try:
            state = feed.body  # made now if this phone is the version's first reader
        except TimeoutError:  # the console was too busy to read it: ask again
            handler._error(HTTPStatus.SERVICE_UNAVAILABLE, extra=(("Retry-After", "1"),))
            return
        me = json.dumps(
            {
                "name": member.name,
                "role": member.role,
                "tables": list(member.tables),
                "secret": member.write_secret,
            },
            ensure_ascii=False,
        ).encode("utf-8")
        handler._send(HTTPStatus.OK, b'{"me":' + me + b',"state":' + state + b"}", _JSON, extra)

    # ----------------------------------------------------------------- writes
    def _write(
        self,
        handler: _Handler,
        member: StaffMember,
        now_s: float,
        body_deadline: Callable[[float | None], None],
    ) -> None:
        headers = handler.headers
        handler.close_connection = True  # one write per connection: nothing is left unread
        if not self._same_origin(headers):
            self._json(handler, HTTPStatus.FORBIDDEN, {"error": "cross-origin write refused"})
            return
        if not self._writes.allow(f"link{member.link_id}", now_s):
            self._json(
                handler,
                HTTPStatus.TOO_MANY_REQUESTS,
                {"error": "too many writes"},
                (("Retry-After", "1"),),
            )
            return
        if "Transfer-Encoding" in headers or not headers.get("Content-Length", "").isdigit():
            self._json(handler, HTTPStatus.LENGTH_REQUIRED, {"error": "length required"})
            return
        length = int(headers["Content-Length"])
        if length > self.limits.max_body:
            self._json(handler, HTTPStatus.REQUEST_ENTITY_TOO_LARGE, {"error": "too large"})
            return
        if headers.get_content_type() != "application/json":
            self._json(handler, HTTPStatus.UNSUPPORTED_MEDIA_TYPE, {"error": "JSON only"})
            return
        body_deadline(now_s + 10.0)
        try:
            raw = handler.rfile.read(length)
        except (OSError, ValueError):
            return
        finally:
            body_deadline(None)
        secret = headers.get(SECRET_HEADER, "")
        if not hmac.compare_digest(
            secret.encode("utf-8", "surrogateescape"),
            member.write_secret.encode("utf-8", "surrogateescape"),
        ):
            self._json(handler, HTTPStatus.FORBIDDEN, {"error": "wrong or missing secret"})
            return
        if member.role != "floor":
            self._json(handler, HTTPStatus.FORBIDDEN, {"error": "this link only reads"})
            return
        try:
            request = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            request = None
        if len(raw) != length or not isinstance(request, dict):
            self._json(handler, HTTPStatus.BAD_REQUEST, {"error": "a JSON object is expected"})
            return
        answer = self.writer.perform(member, request)
        self._json(handler, HTTPStatus(answer.status), answer.body)

    def _same_origin(self, headers: Any) -> bool:
        """The write comes from the page the server served (``Origin``, else ``Referer``)."""
        origin = headers.get("Origin")
        if origin is None:
            referer = urlsplit(headers.get("Referer", ""))
            origin = f"{referer.scheme}://{referer.netloc}" if referer.netloc else ""
        return origin in self.origins

    def _json(
        self,
        handler: _Handler,
        status: HTTPStatus,
        body: Mapping[str, Any],
        extra: tuple[tuple[str, str], ...] = (),
    ) -> None:
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        handler._send(status, data, _JSON, (*_NO_STORE, *extra))


def _tables_tag(member: StaffMember) -> str:
    return ".".join(map(str, member.tables)) or "all"
