"""A tournament as one JSON document (its whole log), out of a database and back in.

The document is data only (``{"format": "pokerfloor.tournament", "version": 1, ...}``):
reading one decodes every command and event with the domain's codec and refuses anything
else with a :class:`~db.errors.StoreError` naming what is wrong. Writing it into a database
(replaying the log) is :meth:`db.tournament_documents.TournamentDocuments.import_document`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from sqlalchemy import Connection, select

from db.errors import UnknownTournamentError
from db.rows import EventRow, LogEntryRow, TournamentRow
from tournament.service import codec
from tournament.service.commands import Command
from tournament.service.events import Event

__all__ = [
    "Document",
    "ImportedEntry",
    "ImportedTournament",
    "export_document",
]

Document: TypeAlias = dict[str, codec.JSON]
"""A tournament document as JSON data."""

FORMAT = "pokerfloor.tournament"
VERSION = 1


@dataclass(frozen=True, slots=True)
class ImportedEntry:
    """One log entry of a document, decoded."""

    seq: int
    kind: str
    target_seq: int | None
    command: Command | None
    inverse: tuple[Event, ...] | None
    description: str
    at_ms: int
    events: tuple[Event, ...]
    actor: str | None = None
    """Who sent it from a staff phone ("Floor: Marco"); None: the console."""
    decision_revision: int | None = None
    """The revision of the domain's decisions its command was decided by; None: an undo or
    redo, or logged before revisions were kept."""


@dataclass(frozen=True, slots=True)
class ImportedTournament:
    """A document, decoded: the tournament's id (a wish), name, creation and log."""

    id: str
    name: str
    created_ms: int
    log: tuple[ImportedEntry, ...]


def export_document(conn: Connection, where: str, tournament_id: str) -> Document:
    """The whole tournament as a JSON-able document: its log with commands and events."""
    row = conn.execute(
        select(TournamentRow.name, TournamentRow.created_ms).where(
            TournamentRow.id == tournament_id
        )
    ).first()
    if row is None:
        raise UnknownTournamentError(where, f"no tournament with id {tournament_id}")
    entries = conn.execute(
        select(
            LogEntryRow.seq,
            LogEntryRow.kind,
            LogEntryRow.target_seq,
            LogEntryRow.command,
            LogEntryRow.inverse,
            LogEntryRow.description,
            LogEntryRow.at_ms,
            LogEntryRow.actor,
            LogEntryRow.decision_revision,
        )
        .where(LogEntryRow.tournament_id == tournament_id)
        .order_by(LogEntryRow.seq)
    ).all()
    events: dict[int, list[codec.JSON]] = {}
    for log_seq, data in conn.execute(
        select(EventRow.log_seq, EventRow.data)
        .where(EventRow.tournament_id == tournament_id)
        .order_by(EventRow.seq)
    ):
        events.setdefault(int(log_seq), []).append(data)
    return {
        "format": FORMAT,
        "version": VERSION,
        "tournament": {"id": tournament_id, "name": row[0], "created_ms": int(row[1])},
        "log": [
            {
                "seq": int(e[0]),
                "kind": e[1],
                "target_seq": e[2],
                "command": e[3],
                "inverse": e[4],
                "description": e[5],
                "at_ms": int(e[6]),
                "events": events.get(int(e[0]), []),
                **({} if e[7] is None else {"actor": e[7]}),
                **({} if e[8] is None else {"decision_revision": int(e[8])}),
            }
            for e in entries
        ],
    }
