"""Sharing the live view: start/stop the server and publish a snapshot after each change.

:class:`LiveShare` lives on the Qt side. After every committed change (the store's
published events) it reads the domain views, builds the snapshot with the pure
:func:`~ui.live.snapshot.build_snapshot` and hands the encoded bytes to the server; the
server thread only ever reads those bytes. It also republishes when the running clock
reaches the end of a level (no commit happens then, but the level changes).
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from tournament.errors import DomainError
from tournament.service import events as e
from tournament.service.aggregate import Tournament
from ui.live.server import Asset, LiveServer, load_assets, new_token
from ui.live.snapshot import LiveInput, RecentMove, build_snapshot, encode
from ui.locale_format import program_locale

__all__ = ["DEFAULT_PORT", "LiveShare", "ShareSettings", "page_labels"]

DEFAULT_PORT = 8088
RECENT_MOVES = 12
CHECK_MS = 500


class PublishedEvent(Protocol):
    """What the store hands its subscribers after a commit (``db.store.Published``)."""

    @property
    def tournament_id(self) -> str: ...
    @property
    def event(self) -> Any: ...


Subscriber = Callable[[Sequence[PublishedEvent]], None]


class TournamentSource(Protocol):
    """The narrow part of the console's facade the live view reads."""

    @property
    def t(self) -> Tournament: ...
    def currency(self) -> str: ...
    def current_tournament(self) -> str: ...


@dataclass(frozen=True, slots=True)
class ShareSettings:
    """What the director chose: the address to listen on, the port, whether names show."""

    host: str
    port: int = DEFAULT_PORT
    hide_names: bool = False


def page_labels() -> dict[str, str]:
    """The page's own words in the program's language (served as ``labels.json``)."""

    return {
        "players_left": QCoreApplication.translate("LiveView", "Players left"),
        "entries": QCoreApplication.translate("LiveView", "Entries"),
        "average": QCoreApplication.translate("LiveView", "Average stack"),
        "pool": QCoreApplication.translate("LiveView", "Prize pool"),
        "where": QCoreApplication.translate("LiveView", "Where do I sit?"),
        "your_name": QCoreApplication.translate("LiveView", "Your name"),
        "moves": QCoreApplication.translate("LiveView", "Recent moves"),
        "payouts": QCoreApplication.translate("LiveView", "Payouts"),
        "results": QCoreApplication.translate("LiveView", "Results"),
        "paused": QCoreApplication.translate("LiveView", "PAUSED"),
        "next": QCoreApplication.translate("LiveView", "Next: %1"),
        "next_game": QCoreApplication.translate("LiveView", "Next game: %1"),
        "next_break": QCoreApplication.translate("LiveView", "Next break in %1"),
        "table_seat": QCoreApplication.translate("LiveView", "Table %1 · Seat %2"),
        "no_payouts": QCoreApplication.translate("LiveView", "Payouts not set yet"),
        "no_results": QCoreApplication.translate("LiveView", "Nobody is out yet"),
        "no_moves": QCoreApplication.translate("LiveView", "No moves yet"),
        "names_hidden": QCoreApplication.translate(
            "LiveView", "Names are not shown: ask the floor."
        ),
        "not_seated": QCoreApplication.translate("LiveView", "No seated player by that name"),
        "updated": QCoreApplication.translate("LiveView", "Updated %1"),
        "offline": QCoreApplication.translate("LiveView", "Reconnecting…"),
        "expired": expired_text(),
        "locale": program_locale().bcp47Name(),
    }


def expired_text() -> str:
    """What a page opened with a revoked or old link says at the top."""
    return QCoreApplication.translate(
        "LiveView", "This link has expired: scan the code on the clock screen."
    )


class LiveShare(QObject):
    """Serves the live view while the director shares it; publishes snapshots.

    ``subscribe(callback)`` registers for the store's published events (returns an
    unsubscribe); ``past_events()`` gives the tournament's events so far (recent moves
    made before sharing started). ``clock`` is the program's injected clock.
    """

    changed = Signal()
    published = Signal(int, bytes)  # version, the snapshot's bytes (after each publish)

    def __init__(
        self,
        source: TournamentSource,
        subscribe: Callable[[Subscriber], Callable[[], None]],
        past_events: Callable[[], Sequence[PublishedEvent]],
        clock: Callable[[], int],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.source = source
        self.clock = clock
        self._past_events = past_events
        self._subscribe = subscribe
        self._unsubscribe: Callable[[], None] | None = None
        self.server: LiveServer | None = None
        self.settings: ShareSettings | None = None
        self.version = 0
        self._moves: deque[RecentMove] = deque(maxlen=RECENT_MOVES)
        self._tournament = ""
        self._ends_at: int | None = None
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(self._check_clock)

    # ----------------------------------------------------------------- sharing
    @property
    def running(self) -> bool:
        """Whether the live view is being served."""
        return self.server is not None

    def url(self) -> str:
        """The address to share ('' when not sharing)."""
        if self.server is None or self.settings is None:
            return ""
        return self.server.url(self.settings.host)

    def start(self, settings: ShareSettings, token: str | None = None) -> str:
        """Serve the live view with a fresh token; returns the address to share.

        Raises :class:`~tournament.errors.DomainError` naming the address and port when
        they cannot be used (port taken, address not on this computer).
        """
        self.stop()
        assets = load_assets()
        words = page_labels()
        lang = words["locale"]
        labels = json.dumps(words, ensure_ascii=False).encode("utf-8")
        assets["labels.json"] = Asset(labels, "application/json; charset=utf-8")
        page = assets["index.html"]
        assets["index.html"] = Asset(
            page.body.replace(b'<html lang="en">', f'<html lang="{lang}">'.encode()),
            page.content_type,
        )
        try:
            server = LiveServer(
                settings.host,
                settings.port,
                token or new_token(),
                assets,
                self.clock,
                refusal=expired_text(),
                lang=lang,
            )
        except OSError as exc:
            raise DomainError(
                QCoreApplication.translate(
                    "LiveView", "Cannot share on %1 port %2: %3. Pick another port or network."
                )
                .replace("%1", settings.host)
                .replace("%2", str(settings.port))
                .replace("%3", exc.strerror or str(exc))
            ) from exc
        self.server, self.settings = server, settings
        self._load_moves()
        self.publish()
        server.start()
        self._unsubscribe = self._subscribe(self._on_events)
        self._timer.start()
        self.changed.emit()
        return self.url()

    def stop(self) -> None:
        """Stop serving (every connection is closed); the shared address stops working."""
        self._timer.stop()
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self.server is not None:
            self.server.stop()
            self.server = None
            self.changed.emit()

    # ----------------------------------------------------------------- publishing
    def live_input(self) -> LiveInput:
        """The domain views of the tournament on screen, read now."""
        t = self.source.t
        settings = t.settings
        return LiveInput(
            name=settings.name if settings is not None else "pokerfloor",
            currency=self.source.currency(),
            clock=t.clock_view(self.clock()),
            summary=t.summary(),
            players=t.players_view(),
            moves=tuple(reversed(self._moves)),
        )

    def publish(self) -> bytes:
        """Build and serve a new snapshot now; returns its bytes."""
        self._dirty = False
        if self.source.current_tournament() != self._tournament:
            self._load_moves()
        now = self.clock()
        data = self.live_input()
        self.version += 1
        body = encode(
            build_snapshot(
                data, now, self.version, self.settings.hide_names if self.settings else False
            )
        )
        ends_at = data.clock.ends_at if data.clock.running else None
        self._ends_at = ends_at
        if self.server is not None:
            self.server.publish(body, self.version)
        self.published.emit(self.version, body)
        return body

    def _on_events(self, published: Sequence[PublishedEvent]) -> None:
        """After a commit: note the moves, publish once the event loop is free again."""
        if self.source.current_tournament() == self._tournament:
            self._add_moves(published)
        if not self._dirty:
            self._dirty = True
            QTimer.singleShot(0, self._publish_if_dirty)

    def _publish_if_dirty(self) -> None:
        if self._dirty and self.server is not None:
            self.publish()

    def _check_clock(self) -> None:
        """The running level ended (or the tournament on screen changed): publish."""
        if (self._ends_at is not None and self.clock() >= self._ends_at) or (
            self.source.current_tournament() != self._tournament
        ):
            self.publish()

    def _load_moves(self) -> None:
        self._tournament = self.source.current_tournament()
        self._moves.clear()
        self._add_moves(self._past_events())

    def _add_moves(self, published: Sequence[PublishedEvent]) -> None:
        t: Tournament | None = None
        for item in published:
            event = item.event
            if item.tournament_id != self._tournament or not isinstance(event, e.PlayersMoved):
                continue
            t = t or self.source.t
            for move in event.moves:
                try:
                    name = t.player(move.player).name
                except (KeyError, DomainError):
                    name = ""
                self._moves.append(
                    RecentMove(
                        name,
                        move.from_table,
                        move.from_seat,
                        move.to_table,
                        move.to_seat,
                        event.reason,
                    )
                )
