"""The hands in progress at the tables, kept for display stations (``live_hand`` rows).

The operator's table view writes the public part of the hand it is playing after every
entry (:func:`save`; ``None`` when the hand is over, void or abandoned). That is a
scratch record, not a director action: no log entry, no event, no undo step, and only
the writer station may write it. Recording the hand clears it in the recording
command's own transaction (:mod:`db.live_hand_rows`, called by :mod:`db.project_hands`).
A display station follows the writer on its follow timer: :class:`LiveWatch` reads the
rows changed since it last looked (each change takes the next ``revision``), :func:`load`
reads one table's hand. A writer that starts marks what a program that stopped mid-hand
left as interrupted (:func:`interrupt_all`): the stations say so, the operator's view
offers to resume it or to start a new hand.

The hand is stored as JSON data (:meth:`tournament.service.live_hand.LiveHand.to_json`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, func, select, update

from db import lease
from db.errors import ReadOnlyStoreError, StoreError
from db.live_hand_rows import next_revision
from db.rows import LiveHandRow
from db.upsert import upsert

if TYPE_CHECKING:  # pragma: no cover
    from db.store import Store

__all__ = ["LiveWatch", "interrupt_all", "load", "save", "silent_ms"]


def save(
    store: Store, tournament_id: str, table: int, hand: dict[str, Any] | None, at_ms: int
) -> None:
    """Keep ``hand`` (JSON data, None: no hand in progress) as ``table``'s live hand;
    nothing is written when it is kept already (the end of a recorded hand was written by
    the recording itself, :mod:`db.project_hands`)."""
    _writable(store)
    with store.transactions.write() as conn:
        kept = conn.execute(
            select(LiveHandRow.hand).where(
                LiveHandRow.tournament_id == tournament_id, LiveHandRow.table_number == table
            )
        ).first()
        if kept is not None and kept[0] == hand:
            return
        row = {
            "tournament_id": tournament_id,
            "table_number": table,
            "revision": next_revision(conn),
            "hand": hand,
            "at_ms": at_ms,
        }
        upsert(conn, LiveHandRow, [row], ("tournament_id", "table_number"))


def interrupt_all(store: Store, at_ms: int) -> None:
    """The writer starts: every hand kept is one a program that stopped mid-hand left; it
    is marked ``interrupted`` (the JSON's key) until the table's operator resumes it or
    starts a new hand. Stations see each such table as changed."""
    _writable(store)
    with store.transactions.write() as conn:
        rows = conn.execute(
            select(LiveHandRow.tournament_id, LiveHandRow.table_number, LiveHandRow.hand)
        ).all()
        kept = [
            (str(r[0]), int(r[1]), dict(r[2]))
            for r in rows
            if isinstance(r[2], dict) and not r[2].get("interrupted")
        ]
        if not kept:
            return
        revision = next_revision(conn)
        for tournament_id, table, hand in kept:
            conn.execute(
                update(LiveHandRow)
                .where(
                    LiveHandRow.tournament_id == tournament_id, LiveHandRow.table_number == table
                )
                .values(hand={**hand, "interrupted": True}, revision=revision, at_ms=at_ms)
            )


def _writable(store: Store) -> None:
    if store.read_only:
        raise ReadOnlyStoreError(store.where, "this station shows the event; it cannot change it")


def load(store: Store, tournament_id: str, table: int) -> dict[str, Any] | None:
    """``table``'s live hand as JSON data (None: no hand in progress)."""
    with store.transactions.read() as conn:
        hand = conn.execute(
            select(LiveHandRow.hand).where(
                LiveHandRow.tournament_id == tournament_id, LiveHandRow.table_number == table
            )
        ).scalar()
    if hand is not None and not isinstance(hand, dict):
        raise StoreError(store.where, f"the live hand of table {table} is damaged")
    return hand


class LiveWatch:
    """What changed in the live hands since the last look (a display station's follow
    timer asks after reading the writer's new events)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        with store.transactions.read() as conn:
            last = conn.execute(select(func.max(LiveHandRow.revision))).scalar()
        self.revision = int(last or 0)

    def poll(self) -> list[tuple[str, int]]:
        """(tournament id, table) of each live hand changed since the last poll."""
        with self.store.transactions.read() as conn:
            return self.take(self.changes(conn, self.revision))

    @staticmethod
    def changes(conn: Connection, after: int) -> list[tuple[str, int, int]]:
        """(tournament id, table, revision) of each live hand changed after revision
        ``after`` (on any connection, any thread)."""
        rows = conn.execute(
            select(LiveHandRow.tournament_id, LiveHandRow.table_number, LiveHandRow.revision)
            .where(LiveHandRow.revision > after)
            .order_by(LiveHandRow.revision)
        ).all()
        return [(str(r[0]), int(r[1]), int(r[2])) for r in rows]

    def take(self, changes: list[tuple[str, int, int]]) -> list[tuple[str, int]]:
        """(tournament id, table) of each change :meth:`changes` read that is new here."""
        news = [c for c in changes if c[2] > self.revision]
        if news:
            self.revision = news[-1][2]
        return [(tid, table) for tid, table, _ in news]

    def writer_silent_ms(self, now_ms: int) -> int:
        """How long the writer has not been heard from (0: it closed cleanly, or none
        ever opened). The writer touches the lease at every command and heartbeat, so a
        long silence means it stopped without closing: its hands in progress may be
        interrupted."""
        with self.store.transactions.read() as conn:
            return silent_ms(lease.last_seen(conn), now_ms)


def silent_ms(seen: tuple[int, bool] | None, now_ms: int) -> int:
    """:meth:`LiveWatch.writer_silent_ms` from the lease's (last seen, closed cleanly)."""
    if seen is None or seen[1]:
        return 0
    return max(0, now_ms - seen[0])
