"""The live-view server is read-only and bounded: tokens, methods, sizes, rates, shutdown."""

from __future__ import annotations

import http.client
import json
import socket
import threading
from collections.abc import Iterator

import pytest

from ui.live.limits import Limits
from ui.live.server import LiveServer, load_assets

TOKEN = "k3Y-test_token-0123456789"
FEED = {"schema": 1, "version": 7, "players_left": 42}


@pytest.fixture
def server() -> Iterator[LiveServer]:
    srv = LiveServer("127.0.0.1", 0, TOKEN, load_assets(), now=lambda: 1_800_000_000_000)
    srv.publish(json.dumps(FEED).encode(), 7)
    srv.start()
    yield srv
    srv.stop()


def request(
    srv: LiveServer,
    method: str,
    path: str,
    headers: dict[str, str] | None = None,
    body: bytes = b"",
) -> http.client.HTTPResponse:
    conn = http.client.HTTPConnection("127.0.0.1", srv.port, timeout=5)
    conn.request(method, path, body=body or None, headers=headers or {})
    response = conn.getresponse()
    response.read()
    conn.close()
    return response


def raw(srv: LiveServer, data: bytes) -> bytes:
    """Send ``data`` as is; the server's whole answer (it closes the connection)."""
    with socket.create_connection(("127.0.0.1", srv.port), timeout=5) as sock:
        sock.sendall(data)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def still_serves(srv: LiveServer) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", srv.port, timeout=5)
    conn.request("GET", f"/live/{TOKEN}/status.json")
    response = conn.getresponse()
    assert response.status == 200
    assert json.loads(response.read()) == FEED
    conn.close()


def test_the_page_and_feed_with_the_token(server: LiveServer) -> None:
    page = request(server, "GET", f"/live/{TOKEN}/")
    assert page.status == 200
    assert page.getheader("Content-Type") == "text/html; charset=utf-8"
    assert "default-src 'none'" in (page.getheader("Content-Security-Policy") or "")
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    conn.request("GET", f"/live/{TOKEN}/status.json")
    response = conn.getresponse()
    assert response.status == 200
    assert json.loads(response.read()) == FEED
    assert response.getheader("ETag") == '"7"'
    assert response.getheader("X-Server-Time-Ms") == "1800000000000"
    conn.request("GET", f"/live/{TOKEN}/status.json", headers={"If-None-Match": '"7"'})
    again = conn.getresponse()  # same keep-alive connection
    assert again.status == 304
    assert again.read() == b""
    conn.close()
    head = request(server, "HEAD", f"/live/{TOKEN}/app.js")
    assert head.status == 200
    assert int(head.getheader("Content-Length") or 0) > 1000
    assert request(server, "GET", f"/live/{TOKEN}").status == 301
    assert request(server, "GET", f"/live/{TOKEN}/nothing-here").status == 404


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/status.json",
        "/live/",
        "/live//status.json",
        "/live/wrong/status.json",
        f"/live/{TOKEN[:-1]}/status.json",
        f"/live/{TOKEN}x/status.json",
        f"/live/{TOKEN.upper()}/",
        f"/x/live/{TOKEN}/",
        "/favicon.ico",
        f"/status.json?token={TOKEN}",
    ],
)
def test_without_the_token_403(server: LiveServer, path: str) -> None:
    response = request(server, "GET", path)
    assert response.status == 403


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"])
def test_only_get_and_head(server: LiveServer, method: str) -> None:
    for path in (f"/live/{TOKEN}/status.json", "/"):
        response = request(server, method, path, body=b'{"players_left": 0}')
        assert response.status == 405
        assert response.getheader("Allow") == "GET, HEAD"
    still_serves(server)


@pytest.mark.parametrize(
    ("data", "status"),
    [
        (b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", b"414"),
        (b"GET / HTTP/1.1\r\n" + b"X-Big: " + b"b" * 9000 + b"\r\n\r\n", b"431"),
        (b"GET / HTTP/1.1\r\n" + b"".join(b"X-%d: y\r\n" % i for i in range(60)) + b"\r\n", b"431"),
        (b"GARBAGE\r\n\r\n", b"400"),
        (b"\x00\xff\xfe binary junk \x01\r\n\r\n", b"400"),
        (b"GET / HTTP/2.0\r\n\r\n", b"505"),
        (b"GET / HTTP/1.1\r\nBad header line without colon\r\n\r\n", b"400"),
        (b"GET /\r\n\r\n", b"403"),
    ],
)
def test_oversized_or_malformed_requests(server: LiveServer, data: bytes, status: bytes) -> None:
    answer = raw(server, data)
    assert answer.split(b" ", 2)[1] == status
    still_serves(server)
    assert server.errors == 0


def test_a_body_is_never_read_and_the_connection_closes(server: LiveServer) -> None:
    answer = raw(
        server,
        f"GET /live/{TOKEN}/status.json HTTP/1.1\r\nContent-Length: 5\r\n\r\nPOST /".encode(),
    )
    assert answer.startswith(b"HTTP/1.1 200")
    assert b"Connection: close" in answer
    assert answer.count(b"HTTP/1.1") == 1
    still_serves(server)


def test_per_client_rate_limit_spares_what_is_free() -> None:
    """Issue 29.3: phones behind one address (a venue's NAT) all poll the same immutable
    feed; it is never rate limited. What probes (wrong tokens, unknown paths) is."""
    limits = Limits(rate=0.001, burst=3)
    srv = LiveServer("127.0.0.1", 0, TOKEN, load_assets(), lambda: 0, limits)
    srv.publish(b"{}", 1)
    srv.start()
    try:
        statuses = [request(srv, "GET", f"/live/{TOKEN}/status.json").status for _ in range(50)]
        assert statuses == [200] * 50
        assert request(srv, "GET", f"/live/{TOKEN}/app.js").status == 200
        guesses = [request(srv, "GET", f"/live/guess{i}/status.json").status for i in range(5)]
        assert guesses == [403, 403, 403, 429, 429]  # guessing tokens is throttled
        assert request(srv, "GET", f"/live/{TOKEN}/nothing-here").status == 429
        assert request(srv, "GET", "/").status == 429
        assert request(srv, "GET", f"/live/{TOKEN}/status.json").status == 200
    finally:
        srv.stop()


def test_connection_cap_and_shutdown_closes_everything() -> None:
    srv = LiveServer("127.0.0.1", 0, TOKEN, load_assets(), lambda: 0, Limits(max_connections=2))
    srv.publish(b"{}", 1)
    srv.start()
    idle = [socket.create_connection(("127.0.0.1", srv.port), timeout=5) for _ in range(2)]
    try:
        for sock in idle:  # both connections are being served (their threads run)
            sock.sendall(f"GET /live/{TOKEN}/status.json HTTP/1.1\r\n\r\n".encode())
            assert sock.recv(12) == b"HTTP/1.1 200"
        third = raw(srv, f"GET /live/{TOKEN}/status.json HTTP/1.1\r\n\r\n".encode())
        assert third.startswith(b"HTTP/1.1 503")
    finally:
        srv.stop()
    for sock in idle:
        sock.settimeout(5)
        rest = sock.recv(65536)
        while rest and rest != b"":
            rest = sock.recv(65536)
        sock.close()
    assert not [t for t in threading.enumerate() if t.name.startswith("pokerfloor-live")]
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", srv.port), timeout=2)
