"""Several stations on one event, each a real process: the PostgreSQL server restarted
under the writer, the writer's session terminated, and (on PostgreSQL and on a SQLite file)
the writer stopped (SIGSTOP) and taken over, two writers racing the same busts. After each,
the log (read with plain SQL) has no duplicate place and no double elimination, the stations
wrote one after the other (never both), and a fenced station's next command is refused
saying so."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from db.connect import open_store
from db.errors import WriterBusyError
from db.lease import TAKEOVER_AFTER_MS
from tests.db.conftest import PG_URL, reset_postgres
from tests.db.fencing_support import blocks, log_facts, seated_event
from tests.db.pg_server import restart_server

ON_POSTGRES = [
    pytest.mark.postgres,
    pytest.mark.skipif(not PG_URL, reason="POKERFLOOR_PG_URL is not set"),
]

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = 12


class Station:
    """A writer station process (:mod:`tests.db.station_worker`)."""

    def __init__(self, target: str, name: str, offset_ms: int = 0, take_over: str = "") -> None:
        args = [sys.executable, "-m", "tests.db.station_worker", target, name, str(offset_ms)]
        if take_over:
            args.append(take_over)
        self.name = name
        self.process = subprocess.Popen(
            args,
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.opened = self.read()

    def read(self) -> str:
        """The station's next answer."""
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, f"station {self.name} ended"
        return line.strip()

    def send(self, command: str) -> str:
        """A command and its answer."""
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return self.read()

    def bust_all(self) -> list[str]:
        """Bust everyone still in; every answer."""
        assert self.process.stdin is not None
        self.process.stdin.write("bustall\n")
        self.process.stdin.flush()
        answers = []
        while (line := self.read()) != "done":
            answers.append(line)
        return answers

    def quit(self) -> None:
        """Close and wait for the process."""
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.write("quit\n")
            self.process.stdin.flush()
            self.process.wait(30)

    def kill(self) -> None:
        """End the process whatever state it is in; close its pipes."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(30)
        for pipe in (self.process.stdin, self.process.stdout):
            if pipe is not None:
                pipe.close()


class Event:
    """A seated 12-player event in ``target``, and the station processes a test starts."""

    def __init__(self, target: str) -> None:
        self.target = target
        self.stations: list[Station] = []
        store = open_store(target, now_ms=_now())
        seated_event(store, PLAYERS, _now())
        store.close(_now())

    def station(self, name: str, offset_ms: int = 0, take_over: str = "") -> Station:
        """A writer station process on the event."""
        station = Station(self.target, name, offset_ms, take_over)
        self.stations.append(station)
        return station


@pytest.fixture
def pg_event() -> Iterator[Event]:
    """The event on the test PostgreSQL server."""
    reset_postgres(PG_URL)
    event = Event(PG_URL)
    yield event
    for station in event.stations:
        station.kill()
    reset_postgres(PG_URL)


@pytest.fixture(params=[pytest.param("postgresql", marks=ON_POSTGRES), "sqlite"])
def event(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Event]:
    """The event on PostgreSQL, and in a SQLite file."""
    if request.param == "sqlite":
        event = Event(str(tmp_path / "event.sqlite"))
    else:
        reset_postgres(PG_URL)
        event = Event(PG_URL)
    yield event
    for station in event.stations:
        station.kill()
    if request.param != "sqlite":
        reset_postgres(PG_URL)


def _now() -> int:
    return int(time.time() * 1000)


def _sql(statement: str) -> list[tuple[object, ...]]:
    engine = create_engine(PG_URL)
    try:
        with engine.begin() as conn:
            return [tuple(r) for r in conn.execute(text(statement)).all()]
    finally:
        engine.dispose()


def _assert_one_writer_at_a_time_and_no_double_bust(target: str, expected_busts: int) -> list[str]:
    facts = log_facts(target)
    assert sorted(facts.places, reverse=True) == list(range(PLAYERS, PLAYERS - expected_busts, -1))
    assert all(count == 1 for count in facts.eliminated.values())
    assert len(facts.eliminated) == expected_busts
    writers = blocks(facts.stations)
    assert len(set(writers)) == len(writers), writers  # no station wrote again after another
    assert "(" not in writers[0]  # the set-up, which names no station
    return writers[1:]


@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="POKERFLOOR_PG_URL is not set")
def test_the_server_restarted_under_the_writer(pg_event: Event) -> None:
    floor = pg_event.station("floor")
    assert floor.opened == "open"
    assert floor.send("bust 0 11") == "ok"
    restart_server()
    # nobody else can become the writer while the floor station is alive
    with pytest.raises(WriterBusyError):
        open_store(PG_URL, now_ms=_now(), station="cashier")
    answers = [floor.send("bust 1 11")]
    if answers[0] != "ok":  # the first command after the restart finds the connection gone
        assert answers[0].startswith("refused UnreachableError Not recorded")
        answers.append(floor.send("bust 1 11"))  # and it reconnects by itself
    assert answers[-1] == "ok"
    assert floor.send("bust 2 11") == "ok"
    floor.quit()
    writers = _assert_one_writer_at_a_time_and_no_double_bust(PG_URL, 3)
    assert len(writers) == 1


@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="POKERFLOOR_PG_URL is not set")
def test_the_writer_session_terminated(pg_event: Event) -> None:
    floor = pg_event.station("floor")
    assert floor.send("bust 0 11") == "ok"
    ended = _sql(
        "select pg_terminate_backend(pid) from pg_stat_activity "
        "where datname = current_database() and pid <> pg_backend_pid()"
    )
    assert ended
    assert all(row[0] for row in ended)
    first = floor.send("bust 1 11")
    if first != "ok":
        assert first.startswith("refused UnreachableError Not recorded")
        assert floor.send("bust 1 11") == "ok"
    floor.quit()
    _assert_one_writer_at_a_time_and_no_double_bust(PG_URL, 2)


def test_a_stopped_writer_taken_over_is_fenced_when_it_resumes(event: Event) -> None:
    floor = event.station("floor")
    assert floor.send("bust 0 11") == "ok"
    os.kill(floor.process.pid, signal.SIGSTOP)
    try:
        # the cashier's clock says the floor has been silent for longer than the limit
        cashier = event.station("cashier", TAKEOVER_AFTER_MS + 5_000, "takeover")
        assert cashier.opened == "open"
        assert cashier.send("bust 1 11") == "ok"
    finally:
        os.kill(floor.process.pid, signal.SIGCONT)
    answer = floor.send("bust 2 11")
    assert answer.startswith("refused FencedOutError Not recorded")
    assert "took over" in answer
    assert "cashier" in answer
    assert floor.send("bust 3 11").startswith("refused FencedOutError")
    assert cashier.send("bust 2 11") == "ok"
    floor.quit()
    cashier.quit()
    writers = _assert_one_writer_at_a_time_and_no_double_bust(event.target, 3)
    assert [w.split("(")[-1] for w in writers] == ["floor)", "cashier)"]


def test_two_writers_racing_the_same_busts(event: Event) -> None:
    floor = event.station("floor")
    cashier = event.station("cashier", TAKEOVER_AFTER_MS + 5_000, "takeover-on-go")
    assert cashier.opened == "ready"
    assert floor.process.stdin is not None
    floor.process.stdin.write("bustall 300\n")  # the floor busts everyone, one by one...
    floor.process.stdin.flush()
    first = floor.read()
    assert first == "ok"
    # ...while the cashier takes over and busts the same players
    assert cashier.send("go") == "open"
    theirs = cashier.bust_all()
    ours = [first]
    while (line := floor.read()) != "done":
        ours.append(line)
    assert "ok" in theirs
    refused = [a for a in ours if a != "ok"]
    assert refused
    assert all(a.startswith("refused FencedOutError") for a in refused)
    # once refused, the floor never recorded anything again
    assert "ok" not in ours[ours.index(refused[0]) :]
    floor.quit()
    cashier.quit()
    busted = ours.count("ok") + theirs.count("ok")
    assert busted == PLAYERS - 1
    writers = _assert_one_writer_at_a_time_and_no_double_bust(event.target, PLAYERS - 1)
    assert [w.split("(")[-1] for w in writers] == ["floor)", "cashier)"]


@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="POKERFLOOR_PG_URL is not set")
def test_postgresql_sessions_notice_a_dead_peer_in_seconds(pg_event: Event) -> None:
    store = open_store(PG_URL, now_ms=_now(), read_only=True)
    try:
        with store.transactions.read() as conn:
            server = {
                name: str(conn.execute(text(f"show {name}")).scalar_one())
                for name in (
                    "tcp_keepalives_idle",
                    "tcp_keepalives_interval",
                    "tcp_keepalives_count",
                )
            }
        dsn = conn.connection.dbapi_connection.info.dsn  # type: ignore[union-attr]
    finally:
        store.close()
    # the server lets go of a station that lost its power after 5 + 3 * 2 s of silence
    assert server == {
        "tcp_keepalives_idle": "5",
        "tcp_keepalives_interval": "2",
        "tcp_keepalives_count": "3",
    }
    # and the station notices a dead server just as soon
    for setting in ("keepalives=1", "keepalives_idle=5", "keepalives_interval=2"):
        assert setting in dsn
