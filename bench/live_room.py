"""The live view's server in a real room, on loopback: phones behind one address, slow
clients, a reconnect storm; each beside the same load without today's protection.

The server runs as in the program (its own threads, a published snapshot of a 90-player
event's size); a second process plays the clients:

- ``phones``: N phones polling ``status.json`` once a second with ``If-None-Match``,
  each from its own loopback address (127.0.0.2, .3, ...) or all from one (a venue's NAT);
- ``slow``: M clients from 127.0.0.250 that trickle a request's head a byte every 2 s,
  reconnecting whenever they are cut;
- ``storm``: N new connections opened at the same instant (phones after a Wi-Fi blip),
  each asking for the feed once.

Scenarios side by side: the server as it is, then the same clients against the server
with Python's default listen backlog (5) and without the head deadline (the protections
issue 29 added), so the ratios show what each protection buys.

    .venv/bin/python bench/live_room.py [--phones 200] [--slow 50] [--seconds 20]
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing as mp
import os
import socket
import sys
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

TOKEN = "bench-room-token-0123456789"
PATH = f"/live/{TOKEN}/status.json"


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def _poller(port: int, source: str, stop: float, out: list[Any]) -> None:
    """One phone: a poll a second; (latency ms or None when unanswered, status)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=(source, 0))
    etag = ""
    while time.time() < stop:
        began = time.perf_counter()
        try:
            conn.request("GET", PATH, headers={"If-None-Match": etag} if etag else {})
            response = conn.getresponse()
            response.read()
            etag = response.getheader("ETag") or etag
            out.append(((time.perf_counter() - began) * 1000, response.status))
        except (OSError, http.client.HTTPException):
            out.append((None, 0))
            conn.close()
            conn = http.client.HTTPConnection(
                "127.0.0.1", port, timeout=10, source_address=(source, 0)
            )
        time.sleep(max(0.0, 1.0 - (time.perf_counter() - began)))
    conn.close()


def _slow(port: int, stop: float, cuts: list[int]) -> None:
    """A client trickling a request's head a byte every 2 s, reconnecting when cut."""
    line = f"GET {PATH} HTTP/1.1\r\nHost: x\r\nX-Slow: ".encode() + b"y" * 4000
    while time.time() < stop:
        try:
            sock = socket.create_connection(
                ("127.0.0.1", port), timeout=5, source_address=("127.0.0.250", 0)
            )
        except OSError:
            time.sleep(1)
            continue
        try:
            for byte in line:
                if time.time() >= stop:
                    break
                sock.sendall(bytes([byte]))
                time.sleep(2.0)
        except OSError:
            cuts.append(1)
        finally:
            sock.close()


def _clients(
    port: int, phones: int, one_address: bool, slow: int, seconds: float, out: Any
) -> None:
    """The clients' process: phones and slow clients for ``seconds``, then a storm."""
    start = time.time() + 1.0
    stop = start + seconds
    polls: list[list[Any]] = [[] for _ in range(phones)]
    cuts: list[int] = []
    threads = [
        threading.Thread(target=_slow, args=(port, stop, cuts), daemon=True) for _ in range(slow)
    ]
    for i in range(phones):
        source = "127.0.0.1" if one_address else f"127.0.0.{2 + i % 240}"
        threads.append(
            threading.Thread(target=_poller, args=(port, source, stop, polls[i]), daemon=True)
        )
    time.sleep(max(0.0, start - time.time()))
    for t in threads:
        t.start()
    for t in threads[slow:]:
        t.join(seconds + 30)
    storm: list[Any] = [None] * phones

    def reconnect(i: int, at: float) -> None:
        time.sleep(max(0.0, at - time.time()))
        began = time.perf_counter()
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", PATH)
            response = conn.getresponse()
            response.read()
            conn.close()
            storm[i] = ((time.perf_counter() - began) * 1000, response.status)
        except (OSError, http.client.HTTPException):
            storm[i] = (None, 0)

    at = time.time() + 0.5
    burst = [threading.Thread(target=reconnect, args=(i, at)) for i in range(phones)]
    for t in burst:
        t.start()
    for t in burst:
        t.join(30)
    out.put({"polls": [p for phone in polls for p in phone], "cuts": len(cuts), "storm": storm})


def _run(limits: Any, args: argparse.Namespace, one_address: bool) -> dict[str, Any]:
    from ui.live.server import LiveServer, load_assets

    snapshot = json.dumps({"schema": 1, "version": 1, "seats": [{"name": "x" * 20}] * 90})
    server = LiveServer("127.0.0.1", 0, TOKEN, load_assets(), lambda: 0, limits)
    server.publish(snapshot.encode(), 1)
    server.start()
    ctx = mp.get_context("spawn")
    out: Any = ctx.Queue()
    proc = ctx.Process(
        target=_clients,
        args=(server.port, args.phones, one_address, args.slow, args.seconds, out),
    )
    proc.start()
    try:
        result: dict[str, Any] = out.get(timeout=args.seconds + 120)
    finally:
        proc.join(10)
        if proc.is_alive():
            proc.terminate()
        server.stop()
    result["cut"] = server.cut
    return result


def _line(name: str, result: dict[str, Any]) -> tuple[float, float]:
    polls = result["polls"]
    answered = [ms for ms, status in polls if ms is not None and status in (200, 304)]
    storm = result["storm"]
    storm_ok = [ms for ms, status in storm if ms is not None and status == 200]
    print(
        f"{name:<34}{len(answered):>7}/{len(polls):<7}{_pct(answered, 95):>9.1f}"
        f"{_pct(answered, 100):>9.1f}{len(storm_ok):>10}/{len(storm):<5}{_pct(storm_ok, 100):>9.1f}"
        f"{result['cut']:>6}"
    )
    share = len(answered) / max(1, len(polls))
    return share, _pct(answered, 95)


def main() -> int:
    """Run every scenario; print them side by side with ratios."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--phones", type=int, default=200)
    parser.add_argument("--slow", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=20.0)
    args = parser.parse_args()

    from ui.live.limits import Limits

    today = Limits()
    unprotected = Limits(backlog=5, head_timeout_s=1e9, max_per_client=10**6, max_connections=400)
    print(
        f"live view in a room: {args.phones} phones polling once a second and {args.slow} slow "
        f"clients for {args.seconds:.0f} s, then {args.phones} reconnecting at once (loopback)"
    )
    print()
    print(
        f"{'scenario':<34}{'polls answered':>14}{'p95 ms':>9}{'max ms':>9}"
        f"{'storm answered':>16}{'max ms':>9}{'cut':>6}"
    )
    rows = {}
    for name, limits, one in (
        ("today, own addresses", today, False),
        ("today, one address (NAT)", today, True),
        ("no backlog/deadline, one address", unprotected, True),
    ):
        rows[name] = _line(name, _run(limits, args, one))
    (share_today, p95_today) = rows["today, one address (NAT)"]
    (share_old, p95_old) = rows["no backlog/deadline, one address"]
    print()
    print(
        f"one address: answered {share_today:.1%} vs {share_old:.1%} without the protections; "
        f"p95 {p95_today:.1f} ms vs {p95_old:.1f} ms (ratio {p95_today / p95_old:.2f})"
    )
    met = all(share == 1.0 and p95 < 1000 for share, p95 in (rows[k] for k in list(rows)[:2]))
    print(f"target (every players' poll answered, p95 < 1 s): {'met' if met else 'NOT met'}")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
