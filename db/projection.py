"""Keep the query rows in step with the ``tournament.service`` aggregate.

Inside each command's (or undo's, or redo's) transaction, the outcome's
:class:`~tournament.service.outcome.Touched` (worked out once, from the aggregate's own
journal) names the players, entries and tables whose records changed and whether the
setup, the payouts, the deal or the finish did. The rows of exactly those are brought in
line with the aggregate's records after the events (:mod:`db.project_players`,
:mod:`db.project_tables`, :mod:`db.project_results`; a recorded hand's row,
:mod:`db.project_hands`), so forward events, inverse (``...Restored``) events, undo and
redo all keep the rows right.

The cost follows what the command changed, not the size of the field: the touched rows
are read in one query per kind and only those that differ are written, in batches.
Chip counts are history rows tied to the log entry that recorded them (an undo removes them,
a redo records them again). A knock-out (``bounty``) row stays when the victim re-enters
and goes when the bust itself is undone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import Connection, bindparam, delete, insert

from db.project_hands import project_hand
from db.project_players import project_entries, project_players
from db.project_results import project_results, project_setup
from db.project_seats import project_seats
from db.project_tables import project_tables
from db.rows import ChipCountRow
from tournament.service import events as e
from tournament.service.aggregate import Tournament
from tournament.service.commands import Command
from tournament.service.outcome import Touched
from tournament.service.records import ChipCount

__all__ = ["Projection", "project"]

_DELETE_COUNTS = delete(ChipCountRow).where(ChipCountRow.log_seq == bindparam("b_log"))
_INSERT_COUNTS = insert(ChipCountRow)


@dataclass(frozen=True, slots=True)
class Projection:
    """What the projection gets inside a transaction to keep the rows in step."""

    conn: Connection
    tournament_id: str
    aggregate: Tournament
    """The tournament after the events."""
    events: Sequence[e.Event]
    now: int
    log_seq: int
    kind: str
    """The log entry's kind: create, command, undo or redo."""
    target_seq: int | None
    touched: Touched
    """What the events changed (the outcome's, from the aggregate's journal)."""
    command: Command | None = None
    """The entry's command (None for an undo or redo): a recorded hand's row is its
    projection (:mod:`db.project_hands`)."""


def _history(events: Sequence[e.Event]) -> tuple[list[ChipCount], dict[str, int]]:
    """The chip counts the events recorded (history rows) and the bounty cash of each
    knock-out they made (event data the rows keep; what changed is the outcome's)."""
    counts: list[ChipCount] = []
    cash: dict[str, int] = {}
    for event in events:
        if isinstance(event, e.ChipCountsRecorded | e.ChipsColouredUp):
            counts.extend(event.counts)
        elif isinstance(event, e.BagsRecorded) and event.batch.difference == event.adjusted:
            counts.extend(ChipCount(b.player_id, b.chips) for b in event.batch.bags)
        elif isinstance(event, e.PlayersEliminated):
            cash.update((x.player_id, x.bounty_cash) for x in event.eliminations)
        elif isinstance(event, e.BountyAssigned):
            cash[event.player_id] = event.bounty_cash
    return counts, cash


def project(p: Projection) -> None:
    """Bring the rows the outcome touched in line with the aggregate after the events."""
    conn, tid, agg, what = p.conn, p.tournament_id, p.aggregate, p.touched
    project_hand(conn, tid, agg, p.command, p.kind, p.log_seq, p.target_seq, p.now)
    tables = set(what.tables)
    if what.setup:
        project_setup(conn, tid, agg)
        tables.update(r.number for r in agg.table_records())
        if agg.settings is None:  # the creation was undone: nothing else is left
            return
    counts, cash = _history(p.events)
    restoring = p.kind == "undo"
    places = project_players(conn, tid, agg, set(what.players), p.now, restoring, cash)
    project_entries(conn, tid, agg, set(what.entries))
    project_tables(conn, tid, agg, tables)
    payouts = what.payouts or what.setup
    project_results(conn, tid, agg, payouts, what.deal, what.finish, places, p.now)
    if what.seats:
        project_seats(conn, tid, agg)
    if restoring and p.target_seq is not None:
        conn.execute(_DELETE_COUNTS, {"b_log": p.target_seq})
    elif counts:
        conn.execute(
            _INSERT_COUNTS,
            [
                {
                    "tournament_id": tid,
                    "log_seq": p.log_seq,
                    "player_id": x.player_id,
                    "chips": x.stack,
                    "at_ms": p.now,
                }
                for x in counts
            ],
        )
