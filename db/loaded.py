"""The tournaments a station holds in memory, and when each is due a snapshot.

Reopening loads the latest snapshot of a tournament and replays the events after it
(:mod:`db.snapshots`). A snapshot is due every :data:`~db.snapshots.SNAPSHOT_EVERY` events;
it is written at the next idle moment (the store's heartbeat, which the console calls on a
timer) and when the store is closed, so that a director's command does not wait for the
whole state to be serialized. Only when nothing calls the heartbeat for
:data:`~db.snapshots.SNAPSHOT_LIMIT` intervals does a command write it inside its own
transaction. A snapshot an earlier version wrote (:data:`~db.snapshots.STORED_VERSION`) makes
the tournament due one at once: the next heartbeat writes it again in today's form, so the
next opening reads that.
"""

from __future__ import annotations

from sqlalchemy import Connection, select

from db import snapshots
from db.errors import UnknownTournamentError
from db.rows import TournamentRow
from db.snapshots import SNAPSHOT_EVERY, SNAPSHOT_LIMIT
from db.transactions import Transactions
from tournament.service.aggregate import Tournament

__all__ = ["LoadedTournaments"]


class LoadedTournaments:
    """Each loaded tournament's aggregate, as after the last committed command, and the
    events it has had since its last snapshot."""

    def __init__(self, transactions: Transactions) -> None:
        self._transactions = transactions
        self._aggregates: dict[str, Tournament] = {}
        self.since_snapshot: dict[str, int] = {}
        """Events since the last snapshot, per loaded tournament."""
        self.snapshot_every = SNAPSHOT_EVERY
        """Events between snapshots (tests lower it)."""
        self._earlier_form: set[str] = set()
        """Tournaments whose latest snapshot an earlier version wrote (to write again)."""

    def get(self, tournament_id: str) -> Tournament | None:
        """The aggregate when it is loaded, else None."""
        return self._aggregates.get(tournament_id)

    def load(self, tournament_id: str) -> Tournament:
        """The aggregate, read (latest snapshot and the events after it) when first asked."""
        aggregate = self._aggregates.get(tournament_id)
        if aggregate is None:
            with self._transactions.read() as conn:
                exists = conn.execute(
                    select(TournamentRow.id).where(TournamentRow.id == tournament_id)
                ).first()
                if exists is None:
                    raise UnknownTournamentError(
                        self._transactions.where, f"no tournament with id {tournament_id}"
                    )
                loaded = snapshots.load(conn, tournament_id)
            aggregate = loaded.aggregate
            count = loaded.replayed
            if not loaded.current:  # due at once: written again in today's form
                self._earlier_form.add(tournament_id)
                count = max(count, self.snapshot_every)
            self.since_snapshot[tournament_id] = count
            self._aggregates[tournament_id] = aggregate
        return aggregate

    def add(self, tournament_id: str, aggregate: Tournament) -> None:
        """A tournament created here (its creation is committed)."""
        self._aggregates[tournament_id] = aggregate

    def forget(self, tournament_id: str) -> None:
        """Drop the aggregate (it may hold uncommitted changes); it is read again when asked."""
        self._aggregates.pop(tournament_id, None)
        self.since_snapshot.pop(tournament_id, None)
        self._earlier_form.discard(tournament_id)

    def counted(
        self, conn: Connection, tournament_id: str, aggregate: Tournament, events: int, now: int
    ) -> None:
        """Count a commit's events (inside its transaction); write the snapshot there only
        when the heartbeat has not written a due one for too long."""
        count = self.since_snapshot.get(tournament_id, 0) + events
        self.since_snapshot[tournament_id] = count
        if count >= self.snapshot_every * SNAPSHOT_LIMIT:
            self.write(conn, tournament_id, now, aggregate)

    def write(
        self, conn: Connection, tournament_id: str, now: int, aggregate: Tournament | None = None
    ) -> None:
        """Write a snapshot of the tournament (of ``aggregate``, or the loaded one)."""
        if aggregate is None:
            aggregate = self._aggregates.get(tournament_id)
            if aggregate is None:
                return
        replace = tournament_id in self._earlier_form
        snapshots.write(conn, tournament_id, aggregate, now, replace=replace)
        self.since_snapshot[tournament_id] = 0
        self._earlier_form.discard(tournament_id)

    def due(self) -> bool:
        """True when a loaded tournament is due a snapshot (the heartbeat writes it)."""
        return any(
            count >= self.snapshot_every and tournament_id in self._aggregates
            for tournament_id, count in self.since_snapshot.items()
        )

    def write_due(self, conn: Connection, now: int) -> None:
        """The heartbeat's snapshots: every loaded tournament that is due one."""
        for tournament_id, count in list(self.since_snapshot.items()):
            if count >= self.snapshot_every and tournament_id in self._aggregates:
                self.write(conn, tournament_id, now)

    def write_pending(self, conn: Connection, now: int) -> None:
        """Closing: a snapshot of every tournament with events since its last one."""
        for tournament_id, count in list(self.since_snapshot.items()):
            if count:
                self.write(conn, tournament_id, now)
