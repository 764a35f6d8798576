"""The live-view server's connections: a thread each, bounded in all and per address.

A request's head (its line and headers) must be in by a deadline however slowly its bytes
trickle; the accept loop cuts the late ones between accepts. The kernel's listen backlog
holds a room's phones reconnecting at once. The requests themselves are answered by the
handler :mod:`ui.live.server` gives; the server that owns the connections is typed by
what they ask of it (:class:`ConnectionOwner`: the limits, the clock, the counts), so this
module never imports :mod:`ui.live.server` back.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Generic, Protocol, TypeVar

from ui.live.limits import Limits

__all__ = ["ConnectionOwner", "ConnectionServer"]


class ConnectionOwner(Protocol):
    """What the connections ask of the server that owns them
    (:class:`ui.live.server.LiveServer`)."""

    @property
    def limits(self) -> Limits:
        """The bounds on connections and requests."""
        ...

    def monotonic(self) -> float:
        """The server's clock (seconds)."""
        ...

    def count_cut(self) -> None:
        """Count a request cut for being late."""
        ...

    def count_error(self) -> None:
        """Count a connection that failed."""
        ...


_Owner = TypeVar("_Owner", bound=ConnectionOwner)


class ConnectionServer(ThreadingHTTPServer, Generic[_Owner]):
    """Threads per connection, at most ``max_connections`` at once (``max_per_client`` from
    one address); a request whose head is not in by its deadline is cut; all closable.
    ``live`` is the server that owns them (its handler reaches it as ``server.live``)."""

    daemon_threads = True

    def __init__(
        self,
        address: tuple[str, int],
        live: _Owner,
        handler: type[BaseHTTPRequestHandler],
    ) -> None:
        self.address_family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        self.request_queue_size = live.limits.backlog  # listen()'s backlog
        self.live = live
        self._slots = threading.BoundedSemaphore(live.limits.max_connections)
        self._lock = threading.Lock()
        self._open: dict[socket.socket, threading.Thread] = {}
        self._per_client: dict[str, int] = {}
        self._deadlines: dict[socket.socket, float] = {}
        super().__init__(address, handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        client = str(client_address[0])
        with self._lock:
            crowded = self._per_client.get(client, 0) >= self.live.limits.max_per_client
            if not crowded:
                self._per_client[client] = self._per_client.get(client, 0) + 1
        if crowded or not self._slots.acquire(blocking=False):
            if not crowded:
                self._forget(client)
            with contextlib.suppress(OSError):
                request.sendall(
                    b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n"
                    b"Cache-Control: no-store\r\nRetry-After: 1\r\nConnection: close\r\n\r\n"
                )
            self.shutdown_request(request)
            return
        super().process_request(request, client_address)

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        with self._lock:
            self._open[request] = threading.current_thread()
        try:
            super().process_request_thread(request, client_address)
        finally:
            with self._lock:
                self._open.pop(request, None)
                self._deadlines.pop(request, None)
            self._forget(str(client_address[0]))
            self._slots.release()

    def _forget(self, client: str) -> None:
        with self._lock:
            left = self._per_client.get(client, 0) - 1
            if left > 0:
                self._per_client[client] = left
            else:
                self._per_client.pop(client, None)

    def head_deadline(self, request: socket.socket, deadline: float | None) -> None:
        """``request``'s head must be in by ``deadline`` (monotonic s; None: it is in)."""
        with self._lock:
            if deadline is None:
                self._deadlines.pop(request, None)
            else:
                self._deadlines[request] = deadline

    def service_actions(self) -> None:
        """Between accepts (at least every poll interval): cut heads past their deadline."""
        now = self.live.monotonic()
        with self._lock:
            late = [sock for sock, deadline in self._deadlines.items() if deadline <= now]
            for sock in late:
                del self._deadlines[sock]
        for sock in late:
            self.live.count_cut()
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A connection failed (usually the phone went away): counted, not printed."""
        self.live.count_error()

    def close_connections(self, wait_s: float) -> None:
        """Shut every open connection and wait (at most ``wait_s``) for its thread."""
        with self._lock:
            open_now = list(self._open.items())
        for sock, _ in open_now:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
        deadline = time.monotonic() + wait_s
        for _, thread in open_now:
            thread.join(max(0.0, deadline - time.monotonic()))
