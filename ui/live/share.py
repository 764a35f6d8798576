"""Sharing the live view: start/stop the server and publish a snapshot after each change.

:class:`LiveShare` lives on the Qt side. It follows the event bridge (the one subscriber
to the store): after every committed change, undo and redo included, it reads the domain
views and the recent moves the log leaves (the facade's seat announcements: immutable
values) and hands the server a :class:`~ui.live.server.Feed` of them; the pure
:func:`~ui.live.snapshot.build_snapshot` and the encoding run once per version, when a
phone first asks for it, on the server's thread. It also republishes
when the running clock reaches the end of a level (no commit happens then, but the level
changes).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

from tournament.errors import DomainError
from tournament.service.aggregate import Tournament
from tournament.service.flights import unplaced_in_flights
from tournament.service.seatings_in_force import Seating
from ui.day_reads import day_line, day_notice
from ui.live.memory import ShareMemory
from ui.live.served import Asset, Feed, load_assets
from ui.live.snapshot import LiveInput, RecentMove, build_snapshot, encode
from ui.live.staff import staff_path
from ui.live.staff_share import StaffShare
from ui.locale_format import program_locale

if TYPE_CHECKING:  # pragma: no cover
    from ui.live.server import LiveServer

__all__ = ["DEFAULT_PORT", "LiveShare", "ShareSettings", "page_labels"]

DEFAULT_PORT = 8088
RECENT_MOVES = 12
CHECK_MS = 500


class TournamentSource(Protocol):
    """The narrow part of the console's facade the live view reads."""

    @property
    def t(self) -> Tournament: ...
    def currency(self) -> str: ...
    def current_tournament(self) -> str: ...
    def recent_moves(self, count: int) -> Sequence[tuple[str, Seating]]: ...
    def deal_shares(self) -> tuple[tuple[tuple[str, int], ...], int] | None: ...
    def satellite_line(self) -> str: ...
    def payouts(self) -> Sequence[tuple[str, str]]: ...


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

    ``changed`` is the event bridge's signal (emitted after each commit of the tournament
    on screen, undo and redo included); ``now`` is the program's injected time source.
    """

    changed = Signal()
    published = Signal(int, bytes)
    """A version's bytes were made (once per version, on the thread that made them: the
    server's when a phone asked first; queued to the receivers' thread)."""

    def __init__(
        self,
        source: TournamentSource,
        changed: SignalInstance,
        now: Callable[[], int],
        memory: ShareMemory,
        parent: QObject | None = None,
        staff: StaffShare | None = None,
    ) -> None:
        super().__init__(parent)
        self.source = source
        self.staff = staff
        self.now = now
        self.memory = memory
        self.server: LiveServer | None = None
        self.settings: ShareSettings | None = None
        self.version = 0
        self._tournament = ""
        self._ends_at: int | None = None
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(self._check_clock)
        changed.connect(self._on_change)

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

    def start(self, settings: ShareSettings) -> str:
        """Serve the live view of the event on screen under its token (the same address as
        the last time it was shared); returns the address to share.

        Raises :class:`~tournament.errors.DomainError` naming the address and port when
        they cannot be used (port taken, address not on this computer).
        """
        self.halt()
        tournament = self.source.current_tournament()
        token = self.memory.token(tournament)
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
        from ui.live.server import LiveServer  # the HTTP server: imported when first shared

        try:
            server = LiveServer(
                settings.host,
                settings.port,
                token,
                assets,
                self.now,
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
        settings = replace(settings, port=server.port)  # the port it got (0: any free one)
        self.server, self.settings = server, settings
        if self.staff is not None:  # the staff page, served beside the players' page
            self.staff.attach(server, server.url(settings.host))
            self.staff.desk.after = self._publish_now
        self.memory.remember(tournament, (settings.host, settings.port, settings.hide_names))
        self.post()
        server.start()
        self._timer.start()
        self.changed.emit()
        return self.url()

    def staff_url(self, token: str) -> str:
        """The staff page's address for a staff link's ``token`` ('' when not sharing)."""
        if self.server is None or self.settings is None or self.staff is None:
            return ""
        from ui.live.server import PREFIX

        return self.server.url(self.settings.host).split(f"/{PREFIX}/")[0] + staff_path(token)

    def stop(self) -> None:
        """The director stops sharing: the page stops, and the next start does not resume
        it (the address stays the event's: sharing again brings the same phones back)."""
        self.memory.remember(self.source.current_tournament(), None)
        self.halt()

    def new_address(self) -> str:
        """Revoke the event's address: phones with the old link or code see that it has
        expired. Sharing goes on under the new address (returned; '' when not sharing)."""
        self.memory.renew(self.source.current_tournament())
        return self.start(self.settings) if self.server is not None and self.settings else ""

    def resume(self) -> str:
        """At start-up: share again if the event was shared when the program closed.
        Returns what went wrong ('' when resumed or nothing to resume)."""
        shared = self.memory.shared(self.source.current_tournament())
        if shared is None or self.server is not None:
            return ""
        try:
            self.start(ShareSettings(*shared))
        except DomainError as exc:
            return str(exc)
        return ""

    def halt(self) -> None:
        """Stop serving (every connection is closed) without forgetting that the event is
        shared: the program is closing, or serves again at once."""
        self._timer.stop()
        self._dirty = False
        if self.staff is not None:
            self.staff.detach()
        if self.server is not None:
            self.server.stop()
            self.server = None
            self.changed.emit()

    # ----------------------------------------------------------------- publishing
    def live_input(self) -> LiveInput:
        """The domain views of the tournament on screen, read now."""
        t = self.source.t
        settings = t.settings
        now = self.now()
        return LiveInput(
            name=settings.name if settings is not None else "pokerfloor",
            currency=self.source.currency(),
            clock=t.clock_view(now),
            summary=t.summary(),
            players=t.players_view(),
            moves=tuple(_recent(m, name) for name, m in self.source.recent_moves(RECENT_MOVES)),
            deal=self.source.deal_shares(),
            day=day_line(t, now),
            day_notice=day_notice(t, now),
            satellite=self.source.satellite_line(),
            seat_lines=tuple(self.source.payouts()) if t.meta.satellite is not None else (),
            seat_winners=frozenset(t.meta.seat_winners),
            unplaced=frozenset(unplaced_in_flights(t)),
        )

    def publish(self) -> bytes:
        """Publish a new snapshot now and return its bytes (made at once)."""
        return self.post().body

    def post(self) -> Feed:
        """Publish a new snapshot of the tournament as it is now, without encoding it.

        The domain views are read now (they are immutable values); the JSON document is
        made from them once, when a phone first asks for this version (on the server's
        thread) or when :meth:`publish` wants the bytes, so a change costs the Qt side
        only the reading, however many players the event has.
        """
        self._dirty = False
        self._tournament = self.source.current_tournament()
        now = self.now()
        data = self.live_input()
        self.version += 1
        version = self.version
        hide_names = self.settings.hide_names if self.settings else False

        def make() -> bytes:
            body = encode(build_snapshot(data, now, version, hide_names))
            self.published.emit(version, body)
            return body

        feed = Feed(version, make)
        self._ends_at = data.clock.ends_at if data.clock.running else None
        if self.staff is not None and self.server is not None:
            self.staff.publish(self.version)
        if self.server is not None:
            self.server.serve(feed)
        return feed

    def _on_change(self, _change: object) -> None:
        """After a commit (undo and redo included): publish once the event loop is free."""
        if self.server is not None and not self._dirty:
            self._dirty = True
            QTimer.singleShot(0, self._publish_if_dirty)

    def _publish_now(self) -> None:
        """A staff phone's action was applied: publish before the phone gets its answer."""
        if self.server is not None:
            self.post()

    def _publish_if_dirty(self) -> None:
        if self._dirty and self.server is not None:
            self.post()

    def _check_clock(self) -> None:
        """The running level ended: publish. The tournament on screen changed: serve it
        under its own address (the other event's phones see that their link expired)."""
        if self.source.current_tournament() != self._tournament:
            if self.settings is not None and self.server is not None:
                self.start(self.settings)
            else:
                self.post()
        elif self._ends_at is not None and self.now() >= self._ends_at:
            self.post()


def _recent(move: Seating, name: str) -> RecentMove:
    return RecentMove(
        name, move.from_table or 0, move.from_seat or 0, move.table, move.seat, move.reason
    )
