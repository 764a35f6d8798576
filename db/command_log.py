"""The command log: one transaction per command, an append-only log, publishing after commit.

Every director command becomes one write transaction (:mod:`db.transactions`) holding a
``log_entry`` (the command, its inverse events, a description), its events in ``event``,
the projected rows (:mod:`db.projection`, a recorded hand's PHH row and the end of its
live hand included) and the lease's last-seen instant (:mod:`db.lease`). Subscribers hear
the commit — its events and what they touched (:mod:`db.commits`) — only after it. Nothing
is deleted from the log: an undo or a redo is a log entry too (:mod:`db.undo_redo`). A
display station follows another station's commits with :meth:`CommandLog.refresh`.

A commit that fails leaves memory as it was before the command (:meth:`CommandLog.or_undone`).
An imported tournament's log is appended through :meth:`CommandLog.append` by
:mod:`db.tournament_documents`.
The loaded aggregates and their snapshots are :mod:`db.loaded`'s; the file, its lock and its
lease are the :class:`~db.store.Store`'s.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from sqlalchemy import Connection, insert, select

from db import event_log, lease
from db.commits import Commit, Subscriber, Written
from db.errors import FencedOutError, StoreError
from db.event_log import LogEntry, LogWrite, Published
from db.loaded import LoadedTournaments
from db.projection import Projection, project
from db.rows import TournamentRow
from db.transactions import Transactions
from db.undo import LogLine, UndoStacks, UndoStep
from tournament.service.aggregate import Tournament
from tournament.service.commands import Command, CreateTournament
from tournament.service.decision_revision import DECISION_REVISION
from tournament.service.events import Event
from tournament.service.labels import describe
from tournament.service.outcome import Outcome, Touched
from tournament.service.ports import TournamentInfo

__all__ = ["CommandLog", "News", "OpenFile"]


_EVERYTHING = Touched(setup=True)


class OpenFile(Protocol):
    """What the log asks of the open database file (:class:`db.store.Store`)."""

    transactions: Transactions
    where: str
    holder: str
    read_only: bool

    def check_writable(self) -> None:
        """Refuse a director action: fenced out, a display station, or closed."""

    def check_fence(self) -> None:
        """After a failed write: raise when another station took over."""

    def watch_wal(self) -> None:
        """After a commit: notice a lost ``-wal``."""


@dataclass(frozen=True)
class News:
    """Another station's commits, read to be followed (:meth:`CommandLog.news`)."""

    published: list[Published]
    undo_stacks: UndoStacks | None = None


class CommandLog:
    """The log of one open database: commands in, commits out (see the module doc)."""

    def __init__(self, store: OpenFile, loaded: LoadedTournaments, undo: UndoStacks) -> None:
        self._store = store
        self._transactions = store.transactions
        self.loaded = loaded
        self.undo_stacks = undo
        """The kept undo and redo stacks (:mod:`db.undo`), read from the log at opening."""
        self._subscribers: list[Subscriber] = []
        self.last_seq = 0
        """The sequence number of the last event this station has seen."""
        self.last_log_seq = 0
        """The number of the last log entry this station wrote."""

    # ------------------------------------------------------------------ subscribers

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Call ``callback(commit)`` after each commit; returns an unsubscribe."""
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback)

    def publish(
        self,
        tournament_id: str,
        published: Sequence[Published],
        touched: Touched,
        written: Written | None = None,
    ) -> None:
        """Tell the subscribers about a commit (after it); ``written``: the log entry it
        wrote on this station."""
        self._store.watch_wal()  # called after each commit of a director action
        if published:
            commit = Commit(tournament_id, tuple(published), touched, written)
            for callback in list(self._subscribers):
                callback(commit)

    # ------------------------------------------------------------------ reading

    def undo_stacks_of(self, conn: Connection) -> UndoStacks:
        """The undo stacks the log leaves, its tail read on ``conn`` (in the caller's
        transaction); the older pages a run of undos may need later are read in a read
        transaction of their own."""
        stacks = UndoStacks.from_tail(
            lambda before, limit: event_log.log_lines_before(conn, before, limit)
        )
        stacks.reading_with(self._older_lines)
        return stacks

    def _older_lines(self, before: int | None, limit: int) -> list[LogLine]:
        with self._transactions.read() as conn:
            return event_log.log_lines_before(conn, before, limit)

    def tournaments(self) -> list[TournamentInfo]:
        """The stored tournaments, oldest first."""
        with self._transactions.read() as conn:
            rows = conn.execute(
                select(
                    TournamentRow.id,
                    TournamentRow.name,
                    TournamentRow.created_ms,
                    TournamentRow.finished_ms,
                ).order_by(TournamentRow.created_ms, TournamentRow.id)
            ).all()
        return [TournamentInfo(r[0], r[1], int(r[2]), r[3]) for r in rows]

    def entries(
        self,
        tournament_id: str | None = None,
        after_seq: int = 0,
        before_seq: int | None = None,
        limit: int | None = None,
    ) -> list[LogEntry]:
        """The action log (every command, undo and redo), oldest first; only the entries
        after the log sequence number ``after_seq`` and before ``before_seq`` when given;
        the newest ``limit`` of them when given."""
        with self._transactions.read() as conn:
            return event_log.log_entries(conn, tournament_id, after_seq, before_seq, limit)

    def events(self, tournament_id: str, after_seq: int = 0) -> list[Published]:
        """The events applied to a tournament after ``after_seq``, decoded, in order."""
        with self._transactions.read() as conn:
            return event_log.events_after(conn, tournament_id, after_seq)

    # ------------------------------------------------------------------ writing

    def create_tournament(
        self,
        command: CreateTournament,
        now: int,
        rng: random.Random,
        *,
        tournament_id: str | None = None,
    ) -> str:
        """Create a tournament by handling its creating command on a new aggregate."""
        self._store.check_writable()
        tid = tournament_id or f"{rng.getrandbits(64):016x}"
        aggregate = Tournament()
        description = self._describe(aggregate, command)
        result = aggregate.handle(command, now, rng)
        settings = aggregate.settings
        name = settings.name if settings is not None else description
        before = self.last_seq
        with self.or_undone(aggregate, tid, ()), self._transactions.write() as conn:
            conn.execute(
                insert(TournamentRow).values(
                    id=tid, name=name[:200], created_ms=now, buyin_cents=0, currency=""
                )
            )
            published = self.append(
                conn,
                aggregate,
                "create",
                command,
                result,
                description,
                now,
                tid,
                decision_revision=DECISION_REVISION,
            )
        self.loaded.add(tid, aggregate)
        self.undo_stacks.created()
        written = self.written(before, tid, "create", description, now)
        self.publish(tid, published, result.touched, written)
        return tid

    def _describe(self, aggregate: Tournament, command: Command) -> str:
        try:
            return describe(aggregate, command)
        except Exception:  # a label must never stop a command
            return type(command).__name__

    def execute(
        self,
        tournament_id: str,
        command: Command,
        now: int,
        rng: random.Random,
        actor: str | None = None,
    ) -> Outcome:
        """Handle a director command in one transaction; publish its outcome after the
        commit, and return it (its events, their inverse, what they touched). ``actor``:
        who sent it from a staff phone ("Floor: Marco"), kept with the log entry; None for
        the console.

        The aggregate decides the command once; a command it refuses raises its
        ``DomainError`` and changes nothing.
        """
        self._store.check_writable()
        aggregate = self.loaded.load(tournament_id)
        description = self._describe(aggregate, command)
        result = aggregate.handle(command, now, rng)
        before = self.last_seq
        with (
            self.or_undone(aggregate, tournament_id, result.inverse),
            self._transactions.write() as conn,
        ):
            published = self.append(
                conn,
                aggregate,
                "command",
                command,
                result,
                description,
                now,
                tournament_id,
                actor=actor,
                decision_revision=DECISION_REVISION,
            )
        decided = (result.events, result.inverse)  # an undo at once reads nothing back
        self.undo_stacks.command(
            UndoStep(self.last_log_seq, tournament_id, description, actor, decided)
        )
        written = self.written(before, tournament_id, "command", description, now, actor=actor)
        self.publish(tournament_id, published, result.touched, written)
        return result

    @contextlib.contextmanager
    def or_undone(
        self, aggregate: Tournament, tournament_id: str, reverse: Sequence[Event]
    ) -> Iterator[None]:
        """A commit that fails leaves memory as it was before the command: the aggregate
        takes back the events it applied (``reverse``), the sequence counters go back, so
        the clock and every screen keep working without the database (an outage, or this
        station fenced out), and nothing is reloaded from it."""
        loaded = self.loaded
        counters = (self.last_seq, self.last_log_seq, dict(loaded.since_snapshot))
        try:
            yield
        except BaseException as error:
            self.last_seq, self.last_log_seq, loaded.since_snapshot = counters
            try:
                aggregate.apply_all(list(reverse))
            except Exception:  # cannot take it back: read it again when next asked
                loaded.forget(tournament_id)
            if isinstance(error, StoreError) and not isinstance(error, FencedOutError):
                self._store.check_fence()
            raise

    def written(
        self,
        before: int,
        tournament_id: str,
        kind: str,
        description: str,
        now: int,
        target_seq: int | None = None,
        actor: str | None = None,
    ) -> Written:
        """The log entry just appended (:attr:`last_log_seq`), for the subscribers;
        ``before``: this station's last event before it."""
        entry = LogEntry(
            self.last_log_seq, tournament_id, kind, description, now, target_seq, actor
        )
        return Written(entry, before)

    def append(
        self,
        conn: Connection,
        aggregate: Tournament,
        kind: str,
        command: Command | None,
        result: Outcome,
        description: str,
        now: int,
        tournament_id: str,
        target_seq: int | None = None,
        *,
        with_inverse: bool = True,
        actor: str | None = None,
        decision_revision: int | None = None,
    ) -> tuple[Published, ...]:
        """Write one log entry, its events and the rows they touched (inside the caller's
        write transaction ``conn``); the events as published. ``decision_revision``: the
        revision of the domain's decisions a command was decided by (None for an undo or
        redo)."""
        entry = LogWrite(
            tournament_id,
            kind,
            command,
            result.events,
            result.inverse if with_inverse else None,
            description,
            now,
            target_seq,
            self._store.holder,
            actor,
            decision_revision,
        )
        appended = event_log.append(conn, entry)
        self.last_log_seq = appended.log_seq
        if appended.published:
            self.last_seq = max(self.last_seq, appended.published[-1].seq)
            project(
                Projection(
                    conn,
                    tournament_id,
                    aggregate,
                    result.events,
                    now,
                    appended.log_seq,
                    kind,
                    target_seq,
                    result.touched,
                    command,
                )
            )
        self.loaded.counted(conn, tournament_id, aggregate, len(result.events), now)
        lease.touch(conn, now)
        return appended.published

    # ------------------------------------------------------------------ display stations

    def refresh(self) -> list[Published]:
        """Follow another station's commits: apply and publish events newer than ours."""
        with self._transactions.read() as conn:
            news = self.news(conn, self.last_seq)
        return self.take(news)

    def news(self, conn: Connection, after_seq: int) -> News:
        """Read (on any connection, any thread) the commits after ``after_seq``."""
        published = event_log.new_events(conn, after_seq)
        if self._store.read_only or not published:
            return News(published)
        return News(published, self.undo_stacks_of(conn))

    def take(self, news: News) -> list[Published]:
        """Apply and publish what :meth:`news` read (those not applied meanwhile)."""
        published = [p for p in news.published if p.seq > self.last_seq]
        if news.undo_stacks is not None and published:
            self.undo_stacks = news.undo_stacks
        by_tournament: dict[str, list[Published]] = {}
        for p in published:
            by_tournament.setdefault(p.tournament_id, []).append(p)
        if published:
            self.last_seq = published[-1].seq
        for tournament_id, theirs in by_tournament.items():
            aggregate = self.loaded.get(tournament_id)
            touched = _EVERYTHING
            if aggregate is not None:
                touched = aggregate.apply_logged(p.event for p in theirs)
            self.publish(tournament_id, theirs, touched)
        if not published:
            self._store.watch_wal()
        return published
