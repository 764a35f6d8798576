"""The live-view HTTP server: read-only, behind a random token, bounded.

Built on the standard library's ``ThreadingHTTPServer`` running in its own thread. It
never touches the store or Qt objects: it serves the page's files (bytes read once at
start) and the last snapshot the Qt side published (immutable bytes, swapped in whole by
:meth:`LiveServer.publish`; the bytes are made on the first request for them, from values
the Qt side captured: :mod:`ui.live.served`'s :class:`Feed`, with the page's files).
Nothing a request carries is stored anywhere.

The staff page (``/staff/<token>/``, issue 29) is answered by
:class:`~ui.live.staff_http.StaffGate` when staff links are wired; it alone reads a
request's body (a bounded JSON write). Everything else: only ``GET`` and ``HEAD`` are
answered (anything else: 405); every players' path lives under
``/live/<token>/`` (a missing or wrong token: 403, compared with
``hmac.compare_digest``, with a short page saying the link has expired); request lines,
headers, the time a request's head may take, per-client request rates and open
connections (in all and per address) are bounded (:class:`~ui.live.limits.Limits`).
The page's files and the feed are the same bytes for every phone: they carry entity tags
(a phone that has them gets a 304) and are never rate limited; errors are never cached.
"""

from __future__ import annotations

import hmac
import io
import threading
import time
from collections.abc import Callable, Mapping
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from ui.live.connections import ConnectionServer
from ui.live.limits import Limits, RateLimiter
from ui.live.served import Asset, Feed, load_assets, new_token, refusal_page

if TYPE_CHECKING:
    from ui.live.staff_http import StaffGate

__all__ = ["Asset", "Feed", "LiveServer", "load_assets", "new_token", "refusal_page"]

PREFIX = "live"
STAFF_PATH = "/staff/"
FEED_NAME = "status.json"
_SECURITY_HEADERS = (
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
    (
        "Content-Security-Policy",
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ),
)
_NOT_CACHED = (("Cache-Control", "no-store"),)


class _HeadersTooLargeError(Exception):
    """The request's headers exceed the limits."""


def _read_head(rfile: io.BufferedIOBase, limits: Limits) -> bytes:
    """The header lines up to and including the blank line, within the limits."""
    lines: list[bytes] = []
    total = 0
    while True:
        line = rfile.readline(limits.max_header_bytes - total + 1)
        total += len(line)
        if total > limits.max_header_bytes or len(lines) > limits.max_headers:
            raise _HeadersTooLargeError
        lines.append(line)
        if line in (b"\r\n", b"\n", b""):
            return b"".join(lines)


class _Handler(BaseHTTPRequestHandler):
    """One connection: requests answered from the server's assets and feed only."""

    server: ConnectionServer[LiveServer]
    _headers_buffer: list[bytes]  # the standard handler's pending head (see _send)
    protocol_version = "HTTP/1.1"
    server_version = "pokerfloor-live"
    sys_version = ""
    default_request_version = "HTTP/1.1"  # errors found while parsing get a status line

    def setup(self) -> None:
        self.request.settimeout(self.server.live.limits.idle_timeout_s)
        super().setup()

    def handle_one_request(self) -> None:
        """Read one request within the limits and answer it (never reads a body)."""
        limits = self.server.live.limits
        self.command, self.request_version, self.requestline = "", "HTTP/1.1", ""
        self.server.head_deadline(
            self.request, self.server.live.monotonic() + limits.head_timeout_s
        )
        try:
            self.raw_requestline = self.rfile.readline(limits.max_request_line + 1)
            if not self.raw_requestline:
                self.close_connection = True
                return
            if len(self.raw_requestline) > limits.max_request_line:
                self._error(HTTPStatus.REQUEST_URI_TOO_LONG, close=True)
                return
            head = _read_head(self.rfile, limits)
        except _HeadersTooLargeError:
            self._error(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE, close=True)
            return
        except (OSError, ValueError):  # timed out, reset or cut at the head's deadline
            self.close_connection = True
            return
        finally:
            self.server.head_deadline(self.request, None)
        real = self.rfile
        self.rfile = io.BytesIO(head)
        try:
            parsed = self.parse_request()  # answers malformed requests itself (400, 505...)
        finally:
            self.rfile = real
        if parsed and self.headers.defects:  # e.g. a header line without a colon
            self._error(HTTPStatus.BAD_REQUEST, close=True)
        elif parsed:
            self._respond()
        self.wfile.flush()

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Errors found by the standard parser: a short text reply, connection closed."""
        self._error(HTTPStatus(code), close=True)

    def _respond(self) -> None:
        live = self.server.live
        if self.headers.get("Content-Length", "0") != "0" or "Transfer-Encoding" in self.headers:
            self.close_connection = True  # a body is never read: do not reuse the connection
        if self.path.startswith(STAFF_PATH) and live.staff is not None:
            live.staff.answer(
                self,
                lambda client: live.limiter.allow(client, live.monotonic()),
                live.monotonic(),
                lambda deadline: self.server.head_deadline(self.request, deadline),
            )  # the staff page (ui.live.staff_http): its writes read a bounded body
            return
        parts = urlsplit(self.path).path.split("/")
        token_ok = len(parts) >= 3 and not parts[0] and parts[1] == PREFIX
        token_ok = token_ok and live.token_ok(parts[2])
        name = "/".join(parts[3:]) or "index.html"
        free = self.command in ("GET", "HEAD") and len(parts) > 3 and token_ok
        free = free and (name == FEED_NAME or name in live.assets)
        if not free and not live.limiter.allow(self.client_address[0], live.monotonic()):
            self._error(HTTPStatus.TOO_MANY_REQUESTS, extra=(("Retry-After", "1"),))
            return
        if self.command not in ("GET", "HEAD"):
            self._error(HTTPStatus.METHOD_NOT_ALLOWED, extra=(("Allow", "GET, HEAD"),), close=True)
        elif not token_ok:
            self._refuse(live, name)
        elif len(parts) == 3:
            self._send(
                HTTPStatus.MOVED_PERMANENTLY, b"", "text/plain", (("Location", f"{parts[2]}/"),)
            )
        elif name == FEED_NAME:
            self._feed(live)
        elif name not in live.assets:
            self._error(HTTPStatus.NOT_FOUND)
        else:
            asset = live.assets[name]
            extra = (("Cache-Control", "no-cache"), ("ETag", asset.etag))
            if self.headers.get("If-None-Match", "") == asset.etag:
                self._send(HTTPStatus.NOT_MODIFIED, None, "", extra)
            else:
                self._send(HTTPStatus.OK, asset.body, asset.content_type, extra)

    def _refuse(self, live: LiveServer, name: str) -> None:
        """A wrong token: the page says the link has expired (the feed, a bare 403)."""
        if name == FEED_NAME or not name.endswith(".html"):
            self._error(HTTPStatus.FORBIDDEN)
            return
        self._send(HTTPStatus.FORBIDDEN, live.refusal_page, "text/html; charset=utf-8", _NOT_CACHED)

    def _feed(self, live: LiveServer) -> None:
        feed = live.feed
        extra: tuple[tuple[str, str], ...] = (
            ("Cache-Control", "no-cache"),
            ("Access-Control-Allow-Origin", "*"),
            ("Access-Control-Expose-Headers", "ETag, X-Server-Time-Ms"),
            ("X-Server-Time-Ms", str(live.now())),
        )
        if feed is None:
            self._error(HTTPStatus.SERVICE_UNAVAILABLE, extra=(("Retry-After", "1"),))
            return
        extra += (("ETag", feed.etag),)
        if self.headers.get("If-None-Match", "") == feed.etag:
            self._send(HTTPStatus.NOT_MODIFIED, None, "", extra)
            return
        self._send(HTTPStatus.OK, feed.body, "application/json; charset=utf-8", extra)

    def _error(
        self, status: HTTPStatus, extra: tuple[tuple[str, str], ...] = (), close: bool = False
    ) -> None:
        if close:
            self.close_connection = True
        body = f"{status.value} {status.phrase}\n".encode()
        self._send(status, body, "text/plain; charset=utf-8", (*_NOT_CACHED, *extra))

    def _send(
        self,
        status: HTTPStatus,
        body: bytes | None,
        content_type: str,
        extra: tuple[tuple[str, str], ...] = (),
    ) -> None:
        self.send_response_only(status)
        self.send_header("Date", self.date_time_string())
        if body is not None:
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
        for key, value in (*_SECURITY_HEADERS, *extra):
            self.send_header(key, value)
        if self.close_connection:
            self.send_header("Connection", "close")
        # the head and the body leave in one write: one system call, so a server thread
        # takes the interpreter lock back from the Qt thread once less per answer
        self._headers_buffer.append(b"\r\n")
        if body and self.command != "HEAD":
            self._headers_buffer.append(body)
        self.flush_headers()
        self.server.live.count(status)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the server keeps counts (:attr:`LiveServer.answers`), not a log."""


class LiveServer:
    """Serves the live page and the status feed on ``host``:``port`` (0: any free port).

    ``now`` gives the instant (ms since the epoch) sent with the feed so phones count
    down from the level's end instant; ``monotonic`` measures request rates and the
    deadline of a request's head. ``refusal`` is the sentence a page opened with a wrong
    or revoked token shows (in ``lang``, the page's language).
    """

    def __init__(
        self,
        host: str,
        port: int,
        token: str,
        assets: Mapping[str, Asset],
        now: Callable[[], int],
        limits: Limits | None = None,
        monotonic: Callable[[], float] = time.monotonic,
        refusal: str = "This link has expired: scan the code on the clock screen.",
        lang: str = "en",
    ) -> None:
        self.token = token
        self.assets = dict(assets)
        self.now = now
        self.limits = limits or Limits()
        self.monotonic = monotonic
        self.limiter = RateLimiter(self.limits.rate, self.limits.burst, self.limits.max_clients)
        self.feed: Feed | None = None
        self.staff: StaffGate | None = None  # the staff page, when staff links are wired
        self.answers: dict[int, int] = {}
        self.errors = 0
        self.cut = 0
        self.refusal_page = refusal_page(refusal, lang)
        self._count_lock = threading.Lock()
        self._token_bytes = token.encode("ascii")
        self._httpd = ConnectionServer((host, port), self, _Handler)
        self._thread: threading.Thread | None = None

    @property
    def host(self) -> str:
        """The address the server listens on."""
        return str(self._httpd.server_address[0])

    @property
    def port(self) -> int:
        """The port the server listens on."""
        return int(self._httpd.server_address[1])

    def url(self, host: str | None = None) -> str:
        """The address to share (``host``: the name or address phones use to reach us)."""
        name = host or self.host
        if ":" in name:
            name = f"[{name}]"
        return f"http://{name}:{self.port}/{PREFIX}/{self.token}/"

    def token_ok(self, candidate: str) -> bool:
        """Whether ``candidate`` is the token (constant-time comparison)."""
        return hmac.compare_digest(candidate.encode("utf-8", "surrogateescape"), self._token_bytes)

    def publish(self, body: bytes | Callable[[], bytes], version: int) -> None:
        """Serve this snapshot from now on (the swap is one reference assignment); ``body``
        may be a function making the bytes, called once when a phone first asks."""
        self.serve(Feed(version, body))

    def serve(self, feed: Feed) -> None:
        """Serve this feed from now on (the swap is one reference assignment)."""
        self.feed = feed

    def count(self, status: HTTPStatus) -> None:
        """Count an answer by status code."""
        with self._count_lock:
            self.answers[status.value] = self.answers.get(status.value, 0) + 1

    def count_error(self) -> None:
        """Count a connection that failed."""
        with self._count_lock:
            self.errors += 1

    def count_cut(self) -> None:
        """Count a connection cut because its request's head was not in by the deadline."""
        with self._count_lock:
            self.cut += 1

    def start(self) -> None:
        """Serve in a background thread."""
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.2}, daemon=True,
            name="pokerfloor-live",
        )  # fmt: skip
        self._thread.start()

    def stop(self) -> None:
        """Stop serving: the listening socket and every open connection are closed."""
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join()
            self._thread = None
        self._httpd.server_close()
        self._httpd.close_connections(wait_s=2.0)
