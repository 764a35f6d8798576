"""Live-view load test on loopback: 200 phones polling while the director works.

The program runs as in production (offscreen Qt, a real SQLite file, the live server in a
thread of the program's process). A second process plays 200 phones: each loads the page
once, then polls ``status.json`` once a second (as the page does, with ``If-None-Match``)
from its own loopback address (127.0.0.2, .3, ...: the server's per-client limits apply
per phone). Meanwhile the director issues a command every 200 ms through the console
(add/take off a minute, pause/resume, bust a player, undo the bust), and the console's
response time is measured: the command, the console's refresh and the event loop run
(which publishes the snapshot). The same director loop runs first without phones.

Every response is checked: 200 bodies must be byte-identical to a snapshot the program
published (version -> SHA-256), versions never go back, 304s carry the last ETag, and
``players_left`` equals the number of seats listed.

Floor staff (``--staff N``, issue 29): N staff links are issued (two tables each); each
staff phone polls its ``state.json`` once a second and records a bust at one of its tables
every ``--staff-every`` seconds (a POST with the page's origin and the link's secret, run
on the console's thread as a click is). Every answer is counted; afterwards every bust the
server answered 200 must be in the log exactly once, by that link's actor, and the player
out; the director's undo never takes back a staff phone's bust (it undoes only its own).
After the load, a reconnect storm: 200 new connections at the same instant, each asking
for the feed once; every one must be answered.

    .venv/bin/python bench/live_view.py [--clients 200] [--seconds 60] [--quiet-seconds 20]
                                        [--one-address] [--slow 50] [--staff 5]

``--one-address``: every phone from 127.0.0.1 (a venue's NAT); ``--slow N``: N more clients
from 127.0.0.250 trickle a request's head a byte every 2 s, reconnecting when cut.
"""

from __future__ import annotations

import argparse
import hashlib
import http.client
import json
import multiprocessing as mp
import os
import random
import resource
import socket
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tournament.service import commands as c

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# bench/db.py would shadow the db package when this file runs as a script
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

PLAYERS = 90
TABLES = 10
ACTION_EVERY_S = 0.2
PAGE_FILES = ("", "words.js", "app.js", "style.css", "labels.json")
STORM = 200


# --------------------------------------------------------------------------- the phones


@dataclass
class PhoneResult:
    """What one phone saw."""

    requests: int = 0
    ok: int = 0
    not_modified: int = 0
    other: list[int] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    latencies_ms: list[float] = field(default_factory=list)
    seen: dict[int, str] = field(default_factory=dict)


def _phone(
    index: int, port: int, path: str, start: float, stop: float, one_address: bool
) -> PhoneResult:
    result = PhoneResult()
    source = (f"127.0.0.{2 + index % 240}", 0) if index < 240 and not one_address else None
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=source)
    time.sleep(max(0.0, start - time.time()) + random.random())  # phones arrive over a second
    try:
        for name in PAGE_FILES:
            conn.request("GET", path + name)
            response = conn.getresponse()
            response.read()
            if response.status != 200:
                result.wrong.append(f"page {name or 'index.html'}: {response.status}")
    except OSError as exc:
        result.failures.append(f"page: {exc}")
        conn.close()
    etag = ""
    last = 0
    while time.time() < stop:
        began = time.perf_counter()
        try:
            headers = {"If-None-Match": etag} if etag else {}
            conn.request("GET", path + "status.json", headers=headers)
            response = conn.getresponse()
            body = response.read()
        except (OSError, http.client.HTTPException) as exc:
            result.failures.append(repr(exc))
            conn.close()
            time.sleep(1.0)
            continue
        result.latencies_ms.append((time.perf_counter() - began) * 1000)
        result.requests += 1
        if response.status == 200:
            result.ok += 1
            doc = json.loads(body)
            version = int(doc["version"])
            if version < last:
                result.wrong.append(f"version went back from {last} to {version}")
            if doc["players_left"] != len(doc["seats"]):
                result.wrong.append(f"version {version}: players_left != seats listed")
            if response.getheader("ETag") != f'"{version}"':
                result.wrong.append(f"version {version}: ETag {response.getheader('ETag')}")
            result.seen[version] = hashlib.sha256(body).hexdigest()
            last, etag = version, f'"{version}"'
        elif response.status == 304:
            result.not_modified += 1
            if response.getheader("ETag") != etag:
                result.wrong.append(f"304 with ETag {response.getheader('ETag')}, sent {etag}")
        else:
            result.other.append(response.status)
        time.sleep(max(0.0, 1.0 - (time.perf_counter() - began)))
    conn.close()
    return result


def _slow(port: int, path: str, start: float, stop: float) -> None:
    """A client trickling a request's head a byte every 2 s, reconnecting when cut."""
    head = f"GET {path}status.json HTTP/1.1\r\nX-Slow: ".encode() + b"y" * 4000
    time.sleep(max(0.0, start - time.time()))
    while time.time() < stop:
        try:
            with socket.create_connection(
                ("127.0.0.1", port), timeout=5, source_address=("127.0.0.250", 0)
            ) as sock:
                for byte in head:
                    if time.time() >= stop:
                        break
                    sock.sendall(bytes([byte]))
                    time.sleep(2.0)
        except OSError:
            time.sleep(0.5)


@dataclass
class StaffResult:
    """What one staff phone did: its busts (player, status, ms) and its state polls."""

    busts: list[tuple[str, int, float]] = field(default_factory=list)
    polls: int = 0
    poll_other: list[int] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)


def _staff(
    port: int, link: tuple[str, str, tuple[int, ...]], start: float, stop: float, every: float
) -> StaffResult:
    """A floor person's phone: polls its state once a second, busts a player of its tables
    every ``every`` seconds (never the same player twice)."""
    token, secret, tables = link
    result = StaffResult()
    base = f"/staff/{token}/"
    origin = f"http://127.0.0.1:{port}"
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    time.sleep(max(0.0, start - time.time()) + random.random())
    state: dict[str, Any] = {}
    etag = ""
    asked: set[str] = set()
    next_bust = time.time() + every * random.random()
    while time.time() < stop:
        began = time.perf_counter()
        try:
            conn.request(
                "GET", base + "state.json", headers={"If-None-Match": etag} if etag else {}
            )
            response = conn.getresponse()
            body = response.read()
            result.polls += 1
            if response.status == 200:
                state, etag = json.loads(body)["state"], response.getheader("ETag") or ""
            elif response.status != 304:
                result.poll_other.append(response.status)
        except (OSError, http.client.HTTPException) as exc:
            result.failures.append(f"state: {exc!r}")
            conn.close()
        if state and time.time() >= next_bust:
            next_bust += every
            seated = [
                s["player"] for t in state["tables"] if t["number"] in tables for s in t["seats"]
            ]
            left = [p for p in seated if p not in asked]
            if left and state["players_left"] > 2:
                player = random.choice(left)
                asked.add(player)
                action = json.dumps({"action": "bust", "player": player, "choice": "bust"})
                sent = time.perf_counter()
                try:
                    post = http.client.HTTPConnection("127.0.0.1", port, timeout=15)
                    post.request("POST", base + "action", body=action.encode(), headers={
                        "Content-Type": "application/json", "Origin": origin,
                        "X-Staff-Secret": secret,
                    })  # fmt: skip
                    answer = post.getresponse()
                    answer.read()
                    post.close()
                    ms = (time.perf_counter() - sent) * 1000
                    result.busts.append((player, answer.status, ms))
                except (OSError, http.client.HTTPException) as exc:
                    result.failures.append(f"bust {player}: {exc!r}")
        time.sleep(max(0.0, 1.0 - (time.perf_counter() - began)))
    conn.close()
    return result


def _storm(port: int, path: str, count: int) -> tuple[int, list[int], float]:
    """``count`` new connections at the same instant, each asking for the feed once:
    how many got a 200, the other statuses (0: no answer), the slowest answer (ms)."""
    barrier = threading.Barrier(count)
    statuses: list[int] = [0] * count
    times: list[float] = [0.0] * count

    def one(i: int) -> None:
        barrier.wait()
        began = time.perf_counter()
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", path + "status.json")
            response = conn.getresponse()
            response.read()
            conn.close()
            statuses[i] = response.status
        except (OSError, http.client.HTTPException):
            statuses[i] = 0
        times[i] = (time.perf_counter() - began) * 1000

    threads = [threading.Thread(target=one, args=(i,), daemon=True) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    return statuses.count(200), [s for s in statuses if s != 200], max(times)


def _phones(
    clients: int,
    port: int,
    path: str,
    start: float,
    stop: float,
    out: Any,
    room: tuple[bool, int, list[tuple[str, str, tuple[int, ...]]], float],
) -> None:
    """The phones' process: one thread per phone (and per slow client and staff phone);
    then the reconnect storm; the merged results go to ``out``."""
    one_address, slow, links, every = room
    results: list[PhoneResult] = [PhoneResult() for _ in range(clients)]
    staff: list[StaffResult] = [StaffResult() for _ in links]

    def run_staff(i: int) -> None:
        try:
            staff[i] = _staff(port, links[i], start, stop, every)
        except Exception as exc:
            staff[i].failures.append(f"staff phone crashed: {exc!r}")

    def run(i: int) -> None:
        try:
            results[i] = _phone(i, port, path, start, stop, one_address)
        except Exception as exc:  # a bug of the bench itself: report it, do not hang
            results[i].failures.append(f"phone crashed: {exc!r}")

    threads = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(clients)]
    threads += [
        threading.Thread(target=run_staff, args=(i,), daemon=True) for i in range(len(links))
    ]
    for _ in range(slow):
        threading.Thread(target=_slow, args=(port, path, start, stop), daemon=True).start()
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=max(1.0, stop - time.time() + 30))
    used = resource.getrusage(resource.RUSAGE_SELF)
    cpu_s = used.ru_utime + used.ru_stime  # the phones' own work (on this machine's cores)
    time.sleep(2.5)  # the slow clients' last heads are cut; the phones are gone
    storm = _storm(port, path, STORM)
    out.put(([r.__dict__ for r in results], [r.__dict__ for r in staff], storm, cpu_s))


# --------------------------------------------------------------------------- the director


def _build(db: Path, players: int, tables: int) -> tuple[Any, Any]:
    from PySide6.QtWidgets import QApplication

    from tournament.service import commands as c
    from tournament.service.demo import DEMO_NAMES
    from tournament.service.records import BuyInSettings
    from tournament.structure_io import load_preset
    from ui.app import AppSettings, build_app, system_now

    app = QApplication.instance() or QApplication([])

    def create() -> c.CreateTournament:
        return c.CreateTournament(
            "Bench Main Event", BuyInSettings(buy_in=10_000, starting_stack=30_000),
            load_preset("nlhe-regular"), tables, 9,
        )  # fmt: skip

    parts = build_app(AppSettings(db=str(db)), system_now, random.Random(16), create)
    for i in range(players):
        first, _ = DEMO_NAMES[i % len(DEMO_NAMES)]
        parts.uow.handle(c.RegisterPlayer(f"{first} {i + 1}", "", f"B{i:04d}"))
        parts.uow.handle(c.BuyIn(f"B{i:04d}"))
    for command in (c.DrawSeats(), c.DrawButton(), c.GeneratePayouts(), c.StartClock()):
        parts.uow.handle(command)
    parts.console.resize(1400, 860)
    parts.console.show()
    app.processEvents()
    return app, parts


def _director(
    app: Any, parts: Any, seconds: float, rng: random.Random, cpu: list[float] | None = None
) -> list[float]:
    """Issue a command every ``ACTION_EVERY_S`` for ``seconds``; the console's response
    times (ms): the action, the console's refresh, the event loop that publishes. ``cpu``
    gets the Qt thread's own CPU time of each response (ms): the rest of it is waiting, for
    the interpreter lock or for a processor."""
    console, facade = parts.console, parts.facade
    latencies: list[float] = []
    step = 0
    stop = time.perf_counter() + seconds
    while time.perf_counter() < stop:
        began = time.perf_counter()
        began_cpu = time.thread_time()
        kind = step % 6
        if kind == 0:
            console.menus.plus_action.trigger()
        elif kind == 1:
            console.menus.minus_action.trigger()
        elif kind in (2, 3):
            console.menus.toggle_action.trigger()  # pause, then resume
        elif kind == 4:
            active = [p.player_id for p in facade.t.players_view() if p.status == "active"]
            victim = rng.choice(active)
            console.do(
                lambda victim=victim: facade.send(c.EliminatePlayer(victim))
            )  # the Bust button's path
        elif "—" not in (facade.undo_text() or ""):  # "— by Floor: ...": a phone's, kept
            console.menus.undo_action.trigger()  # undo the bust: the field stays the same size
        app.processEvents()
        latencies.append((time.perf_counter() - began) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - began_cpu) * 1000)
        step += 1
        while time.perf_counter() - began < ACTION_EVERY_S:
            app.processEvents()
            time.sleep(0.005)
    return latencies


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def main() -> int:
    """Run the bench; print the numbers side by side; 1 if any response was wrong."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--quiet-seconds", type=float, default=20.0)
    parser.add_argument("--players", type=int, default=PLAYERS)
    parser.add_argument("--tables", type=int, default=TABLES)
    parser.add_argument("--one-address", action="store_true", help="every phone from one address")
    parser.add_argument("--slow", type=int, default=0, help="slow clients trickling a head")
    parser.add_argument("--staff", type=int, default=0, help="staff phones recording busts")
    parser.add_argument("--staff-every", type=float, default=6.0, help="s between a phone's busts")
    args = parser.parse_args()

    from ui.live.share import ShareSettings

    with tempfile.TemporaryDirectory() as folder:
        app, parts = _build(Path(folder) / "bench.sqlite", args.players, args.tables)
        share = parts.live.share
        published: dict[int, str] = {}
        share.published.connect(
            lambda version, body: published.__setitem__(version, hashlib.sha256(body).hexdigest())
        )
        publish_ms: list[float] = []
        real_post = share.post

        staff_read_ms: list[float] = []
        real_read = share.staff.reads.read

        def timed_read() -> Any:  # the staff state read on the Qt thread when a phone asks
            began = time.perf_counter()
            data = real_read()
            staff_read_ms.append((time.perf_counter() - began) * 1000)
            return data

        share.staff.reads.read = timed_read

        def timed_post() -> Any:  # the live view's own work on the Qt thread per change
            began = time.perf_counter()
            feed = real_post()
            publish_ms.append((time.perf_counter() - began) * 1000)
            return feed

        share.post = timed_post
        rng = random.Random(16)
        cpu: tuple[list[float], list[float], list[float]] = ([], [], [])
        raw_results = None
        try:
            not_shared = _director(app, parts, args.quiet_seconds, rng, cpu[0])
            directory = share.staff.directory
            links = []
            for i in range(args.staff):
                tables = tuple(n for n in (2 * i + 1, 2 * i + 2) if n <= args.tables)
                token = directory.issue(f"Staff {i + 1}", "floor", tables).token
                links.append((token, directory.member(token).write_secret, tables))
            url = share.start(ShareSettings("127.0.0.1", 0))
            port = share.server.port
            path = url.split(f":{port}", 1)[1]
            quiet = _director(app, parts, args.quiet_seconds, rng, cpu[1])
            out: Any = mp.get_context("spawn").Queue()
            start = time.time() + 3.0  # the phones' process starts up first
            stop = start + args.seconds
            phones = mp.get_context("spawn").Process(
                target=_phones,
                args=(
                    args.clients,
                    port,
                    path,
                    start,
                    stop,
                    out,
                    (args.one_address, args.slow, links, args.staff_every),
                ),
            )
            phones.start()
            while time.time() < start:
                app.processEvents()
                time.sleep(0.01)
            program_cpu, qt_cpu = time.process_time(), time.thread_time()
            loaded = _director(app, parts, args.seconds, rng, cpu[2])
            program_cpu, qt_cpu = time.process_time() - program_cpu, time.thread_time() - qt_cpu
            deadline = time.time() + 60
            while raw_results is None and time.time() < deadline:
                app.processEvents()
                try:
                    raw_results = out.get(timeout=0.2)
                except Exception:
                    raw_results = None
            phones.join(timeout=10)
            if phones.is_alive():
                phones.terminate()
                phones.join()
            answers = dict(share.server.answers)
            server_errors = share.server.errors
            app.processEvents()
            log = parts.facade.log()
            out_now = {p.player_id for p in parts.facade.t.players_view() if p.status != "active"}
            refresh_ms = []
            for _ in range(10):
                began = time.perf_counter()
                parts.console.refresh()
                refresh_ms.append((time.perf_counter() - began) * 1000)
        finally:
            parts.close(int(time.time() * 1000))
    if raw_results is None:
        print("live view bench: the phones' process gave no results")
        return 1
    phone_results, staff_results, storm, phones_cpu = raw_results
    results = [PhoneResult(**r) for r in phone_results]
    staff = [StaffResult(**r) for r in staff_results]
    phases = {"not shared": not_shared, "shared": quiet, f"{args.clients} phones": loaded}
    bad = _report(args, phases, publish_ms, refresh_ms, results, published, answers, server_errors)
    _report_cpu(phases, cpu)
    print(f"CPU used during the {args.seconds:.0f} s with phones (s): the program's Qt thread "
          f"{qt_cpu:.1f}, its server threads {program_cpu - qt_cpu:.1f}; the phones' process "
          f"(a bench artefact on this machine) {phones_cpu:.1f} (its whole life)")  # fmt: skip
    print()
    print(f"staff state read on the Qt thread when a staff phone asks: "
          f"p50 {_pct(staff_read_ms, 50):.2f} ms, p95 {_pct(staff_read_ms, 95):.2f} ms, "
          f"{len(staff_read_ms)} reads")  # fmt: skip
    bad |= _report_staff(staff, log, out_now)
    answered, others, slowest = storm
    print(f"reconnect storm: {STORM} new connections at once: {answered} answered 200, "
          f"others {sorted(others)}, slowest {slowest:.0f} ms: "
          f"{'all answered' if answered == STORM else 'NOT all answered'}")  # fmt: skip
    return bad | int(answered != STORM)


def _report_cpu(
    phases: dict[str, list[float]], cpu: tuple[list[float], list[float], list[float]]
) -> None:
    """Where the console's response time goes: the Qt thread's own CPU time, and the rest
    (waiting for the interpreter lock the server's threads hold, or for a processor)."""
    print("console response split (ms)   " + "".join(f"{n:>26}" for n in phases))
    cells = ""
    for wall, own in zip(phases.values(), cpu, strict=True):
        waited = [w - c for w, c in zip(wall, own, strict=True)]
        cells += f"{_pct(own, 50):>8.1f}/{_pct(own, 95):>5.1f}"
        cells += f" {_pct(waited, 50):>6.1f}/{_pct(waited, 95):>5.1f}"
    print(f"{'  own CPU p50/p95, waited p50/p95':<30}{cells}")
    print()


def _report_staff(staff: list[StaffResult], log: Any, out_now: set[str]) -> int:
    """Every bust a staff phone was told was applied is in the log once, by its actor, and
    the player is out; 1 when not."""
    if not staff:
        return 0
    by_actor: dict[str, int] = {}
    for _, _, by in log:
        if by:
            by_actor[by] = by_actor.get(by, 0) + 1
    applied = [(i, p) for i, r in enumerate(staff) for p, status, _ in r.busts if status == 200]
    statuses: dict[int, int] = {}
    for r in staff:
        for _, status, _ in r.busts:
            statuses[status] = statuses.get(status, 0) + 1
    ms = [t for r in staff for _, status, t in r.busts]
    logged = sum(by_actor.values())
    twice = len(applied) - len({p for _, p in applied})
    still_in = [p for _, p in applied if p not in out_now]
    per_phone = [sum(1 for _, s, _ in r.busts if s == 200) for r in staff]
    in_log = [by_actor.get(f"Floor: Staff {i + 1}", 0) for i in range(len(staff))]
    failures = [f for r in staff for f in r.failures]
    polls = sum(r.polls for r in staff)
    print()
    print(f"staff phones: {len(staff)}; busts sent {sum(statuses.values())}, answers "
          f"{dict(sorted(statuses.items()))}; answer p50 {_pct(ms, 50):.0f} ms, "
          f"p95 {_pct(ms, 95):.0f} ms, max {_pct(ms, 100):.0f} ms")  # fmt: skip
    print(f"  applied (200) per phone {per_phone}; in the log by each phone's actor {in_log}; "
          f"staff entries in the log {logged}; a player busted twice: {twice}; "
          f"applied but still in: {len(still_in)}")  # fmt: skip
    print(f"  state polls {polls}, other answers {sorted({s for r in staff for s in r.poll_other})}"
          f", failures {len(failures)}")  # fmt: skip
    for line in failures[:5]:
        print("   ", line)
    once = per_phone == in_log and twice == 0 and not still_in and not failures
    print(f"  every staff action applied exactly once: {'yes' if once else 'NO'}")
    return 0 if once else 1


def _report(
    args: argparse.Namespace,
    phases: dict[str, list[float]],
    publish_ms: list[float],
    refresh_ms: list[float],
    results: list[PhoneResult],
    published: dict[int, str],
    answers: dict[int, int],
    server_errors: int,
) -> int:
    requests = sum(r.requests for r in results)
    ok = sum(r.ok for r in results)
    not_modified = sum(r.not_modified for r in results)
    other = [s for r in results for s in r.other]
    failures = [f for r in results for f in r.failures]
    wrong = [w for r in results for w in r.wrong]
    unknown = [
        v for r in results for v, digest in r.seen.items() if published.get(int(v)) != digest
    ]
    phone_ms = [x for r in results for x in r.latencies_ms]
    print(f"live view load test: {args.clients} phones polling once a second for "
          f"{args.seconds:.0f} s on loopback; {args.players} players at {args.tables} tables; "
          f"a director command every {ACTION_EVERY_S * 1000:.0f} ms")  # fmt: skip
    print(f"phones from {'one address (NAT)' if args.one_address else 'their own addresses'}; "
          f"{args.slow} slow clients trickling a request's head")  # fmt: skip
    print()
    names = list(phases)
    base = phases[names[0]]
    print(f"{'console response (ms)':<24}" + "".join(f"{n:>14}" for n in names)
          + f"{'ratio':>8}")  # fmt: skip
    for label, q in (("p50", 50), ("p95", 95), ("p99", 99), ("max", 100)):
        cells = "".join(f"{_pct(phases[n], q):>14.1f}" for n in names)
        ratio = _pct(phases[names[-1]], q) / _pct(base, q)
        print(f"{'  ' + label:<24}{cells}{ratio:>8.2f}")
    print(f"{'  commands':<24}" + "".join(f"{len(phases[n]):>14}" for n in names))
    print(f"(ratio: with {args.clients} phones / not shared)")
    print()
    print(f"of which the live view's snapshot (read the views, hand over; Qt thread): "
          f"p50 {_pct(publish_ms, 50):.2f} ms, p95 {_pct(publish_ms, 95):.2f} ms, "
          f"{len(publish_ms)} snapshots")  # fmt: skip
    print(f"of which the console's own refresh (no live view involved), after the run: "
          f"p50 {_pct(refresh_ms, 50):.1f} ms, p95 {_pct(refresh_ms, 95):.1f} ms")  # fmt: skip
    print()
    print(f"feed requests: {requests} ({requests / args.seconds:.0f}/s): {ok} x 200, "
          f"{not_modified} x 304, {len(other)} other {sorted(set(other))}, "
          f"{len(failures)} failed")  # fmt: skip
    print(f"phone-side latency (ms): p50 {_pct(phone_ms, 50):.1f}  p95 {_pct(phone_ms, 95):.1f}"
          f"  p99 {_pct(phone_ms, 99):.1f}  max {_pct(phone_ms, 100):.1f}")  # fmt: skip
    print(f"snapshots published while shared: {len(published)}; distinct versions phones saw: "
          f"{len({v for r in results for v in r.seen})}")  # fmt: skip
    print(f"server answers by status: {dict(sorted(answers.items()))}; "
          f"connection errors: {server_errors}")  # fmt: skip
    bad = len(wrong) + len(unknown) + len(other) + len(failures)
    print(f"responses checked: {ok + not_modified}; wrong: {len(wrong)}; bodies not "
          f"published: {len(unknown)}")  # fmt: skip
    for line in (wrong + failures)[:10]:
        print("  ", line)
    print()
    p95 = _pct(phases[names[-1]], 95)
    poll_p95 = _pct(phone_ms, 95)
    print(f"players' polls answered p95 {poll_p95:.0f} ms (target < 1000 ms): "
          f"{'met' if poll_p95 < 1000 else 'NOT met'}")  # fmt: skip
    print(f"console p95 with {args.clients} phones: {p95:.1f} ms (target < 100 ms): "
          f"{'met' if p95 < 100 else 'NOT met'}; every response correct: "
          f"{'yes' if bad == 0 else 'NO'}")  # fmt: skip
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
