"""A PostgreSQL address where something accepts the connection but never answers (a hung
server, a firewall that swallows the handshake, the wrong service on the port): opening the
event gives up after the connect timeout and says the database cannot be reached, by name,
never a raw driver error."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator

import pytest

from db.connect import open_store
from db.errors import UnreachableError
from tests.db.scenario import T0

pytest.importorskip("psycopg")


@pytest.fixture
def silent_port() -> Iterator[int]:
    """A port that accepts TCP connections and never sends a byte."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    held: list[socket.socket] = []
    done = threading.Event()

    def accept() -> None:
        while not done.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            held.append(conn)

    threading.Thread(target=accept, daemon=True).start()
    try:
        yield int(listener.getsockname()[1])
    finally:
        done.set()
        listener.close()
        for conn in held:
            conn.close()


def test_a_server_that_never_answers_is_named_unreachable(silent_port: int) -> None:
    with pytest.raises(UnreachableError) as refused:
        open_store(f"postgresql+psycopg://floor@127.0.0.1:{silent_port}/festival", now_ms=T0)
    message = str(refused.value)
    assert message.startswith("Not recorded: cannot reach the database")
    assert "127.0.0.1" in message  # the address it tried
    assert "connection timeout expired" in message  # the driver's own words, kept as detail
