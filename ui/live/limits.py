"""Bounds of the live-view server: request sizes, per-client request rates, connections.

Pure values and a thread-safe token bucket per client address; no Qt, no network.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

__all__ = ["Limits", "RateLimiter"]


@dataclass(frozen=True, slots=True)
class Limits:
    """How much one request and one client may ask of the server.

    ``rate`` requests per second per client address, with bursts of ``burst``: spent only
    by requests that cost or probe (a wrong token, an unknown path, a refused method); the
    page's files and the feed with the right token are the same immutable bytes for every
    phone and are never rate limited, so a room of phones behind one address (a venue's
    NAT, a guest network) is served like phones with their own. ``max_clients`` addresses
    are tracked (the least recently seen is forgotten first). ``idle_timeout_s``: a
    connection that sends nothing for that long is closed. ``head_timeout_s``: a request's
    line and headers must be complete that long after the server began waiting for them,
    however slowly the bytes trickle in (a slow client cannot keep a connection, and its
    thread, for ever). ``max_connections`` open at once in all, ``max_per_client`` from one
    address; ``backlog`` connections wait in the kernel's queue while the server accepts
    (a room's phones reconnecting at once after a Wi-Fi blip).
    """

    max_request_line: int = 2048
    max_header_bytes: int = 8192
    max_headers: int = 40
    rate: float = 10.0
    burst: float = 40.0
    max_clients: int = 4096
    max_connections: int = 800
    max_per_client: int = 300
    idle_timeout_s: float = 10.0
    head_timeout_s: float = 10.0
    backlog: int = 128


class RateLimiter:
    """A token bucket per client address: :meth:`allow` spends one token or says no.

    >>> limiter = RateLimiter(rate=1.0, burst=2.0, max_clients=10)
    >>> [limiter.allow("a", 0.0), limiter.allow("a", 0.0), limiter.allow("a", 0.0)]
    [True, True, False]
    >>> limiter.allow("a", 1.0), limiter.allow("b", 0.0)
    (True, True)
    """

    def __init__(self, rate: float, burst: float, max_clients: int) -> None:
        self.rate = rate
        self.burst = burst
        self.max_clients = max_clients
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        self._lock = threading.Lock()

    def allow(self, client: str, now_s: float) -> bool:
        """Whether ``client`` may make a request at ``now_s`` (monotonic seconds)."""
        with self._lock:
            tokens, last = self._buckets.pop(client, (self.burst, now_s))
            tokens = min(self.burst, tokens + max(0.0, now_s - last) * self.rate)
            allowed = tokens >= 1.0
            if allowed:
                tokens -= 1.0
            self._buckets[client] = (tokens, now_s)
            while len(self._buckets) > self.max_clients:
                self._buckets.popitem(last=False)
            return allowed
