"""A TCP relay between the stations and the test PostgreSQL server that can turn into a
black hole: the network between them dropping every packet. In "black hole" mode the
relayed sessions are cut and a new connection is accepted but never answered, so a
driver's connection attempt waits for its connect timeout, as on a real network that
drops packets. In "stalled" mode (:meth:`Relay.stall`) the relayed sessions stay open but
no byte gets through any more, either way (the relay holds what it receives): a driver
that sends a query on such a session waits for an answer that never comes, as on a Wi-Fi
that drops every packet while the TCP session still looks open."""

from __future__ import annotations

import contextlib
import socket
import threading

from sqlalchemy.engine import make_url

__all__ = ["Relay"]


class Relay:
    """Listens on 127.0.0.1 (:attr:`url` is the database's address through it)."""

    def __init__(self, database_url: str) -> None:
        target = make_url(database_url)
        self._target = (target.host or "127.0.0.1", int(target.port or 5432))
        self._listener = socket.create_server(("127.0.0.1", 0))
        port = self._listener.getsockname()[1]
        self.url = target.set(port=port).render_as_string(hide_password=False)
        self.black_hole = False
        self._flowing = threading.Event()
        self._flowing.set()
        self.swallowed = 0
        """Connections accepted in black-hole mode (each left waiting, never answered)."""
        self._open: list[socket.socket] = []
        self._lock = threading.Lock()
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            with self._lock:
                self._open.append(client)
                if self.black_hole:
                    self.swallowed += 1
                    continue
            try:
                server = socket.create_connection(self._target, timeout=5)
            except OSError:
                client.close()
                continue
            server.settimeout(None)
            with self._lock:
                self._open.append(server)
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while data := source.recv(65536):
                self._flowing.wait()  # stalled: held here, never forwarded
                sink.sendall(data)
        for s in (source, sink):
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)

    def drop_everything(self) -> None:
        """From now on: cut the relayed sessions, swallow new connections."""
        with self._lock:
            self.black_hole = True
            self._cut()

    def stall(self) -> None:
        """From now on: the relayed sessions stay open but carry no byte either way; new
        connections are swallowed."""
        with self._lock:
            self.black_hole = True
            self._flowing.clear()

    def heal(self) -> None:
        """Relay again (the waiting and stalled connections are cut; new ones go through)."""
        with self._lock:
            self.black_hole = False
            self._cut()
            self._flowing.set()

    def _cut(self) -> None:
        for s in self._open:
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)
            s.close()
        self._open = []

    def close(self) -> None:
        """Stop listening and cut everything."""
        self._closed = True
        with self._lock:
            self._cut()
        self._listener.close()
