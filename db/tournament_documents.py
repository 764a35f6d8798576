"""A tournament as one JSON document, out of the database and into it.

Out: the tournament's whole log (commands and events) read in one transaction
(:func:`db.documents.export_document`) and sealed with its integrity marker
(:func:`db.document_check.seal`). In: the document checked whole first
(:func:`db.document_check.verify`), then written as a new tournament in one write
transaction: its log replayed and appended entry by entry through the command log
(:meth:`db.command_log.CommandLog.append`), a snapshot at the end.
"""

from __future__ import annotations

import random

from sqlalchemy import Connection, insert, select

from db.command_log import CommandLog, OpenFile
from db.document_check import seal, verify
from db.documents import Document, ImportedEntry, ImportedTournament, export_document
from db.errors import StoreError
from db.rows import TournamentRow
from tournament.errors import DomainError
from tournament.service.aggregate import Tournament
from tournament.service.outcome import Outcome, Touched

__all__ = ["TournamentDocuments"]


class TournamentDocuments:
    """Export and import of one open database's tournaments (see the module doc)."""

    def __init__(self, store: OpenFile, log: CommandLog) -> None:
        self._store = store
        self._log = log

    def export_document(self, tournament_id: str) -> Document:
        """The whole tournament as a JSON-able document: its log with commands and events."""
        with self._store.transactions.read() as conn:
            return seal(export_document(conn, self._store.where, tournament_id))

    def import_document(
        self, document: Document, now: int, *, checked: ImportedTournament | None = None
    ) -> str:
        """Store a tournament from :meth:`export_document`; its new id. The document is
        checked whole first (:func:`db.document_check.verify`: integrity marker, numbers,
        every event derived again from its command); ``checked`` is that result when the
        caller already verified it. Refused: :class:`~db.document_check.DocumentError`."""
        self._store.check_writable()
        imported = checked or verify(document, "the tournament document")
        return self._import_tournament(imported, now)

    def _append_imported(
        self,
        conn: Connection,
        aggregate: Tournament,
        tournament_id: str,
        entry: ImportedEntry,
        target: int | None,
        touched: Touched,
    ) -> int:
        """Append one imported log entry (inside the import's write transaction ``conn``;
        ``touched``: what its events changed in ``aggregate``); its new number."""
        result = Outcome(entry.events, entry.inverse or (), touched)
        self._log.append(
            conn,
            aggregate,
            entry.kind,
            entry.command,
            result,
            entry.description,
            entry.at_ms,
            tournament_id,
            target,
            with_inverse=entry.inverse is not None,
            actor=entry.actor,
            decision_revision=entry.decision_revision,
        )
        return self._log.last_log_seq

    def _imported(
        self, conn: Connection, tournament_id: str, aggregate: Tournament, now: int
    ) -> None:
        """An import's last step (inside its transaction): a snapshot, the undo stacks."""
        self._log.loaded.write(conn, tournament_id, now, aggregate)
        self._log.undo_stacks = self._log.undo_stacks_of(conn)

    def _import_tournament(self, imported: ImportedTournament, now: int) -> str:
        """Write a decoded document into the database as a new tournament (its log replayed and
        appended entry by entry, undo targets renumbered, a snapshot at the end); its id."""
        with self._store.transactions.write() as conn:
            tid = imported.id
            taken = (
                tid == ""
                or conn.execute(select(TournamentRow.id).where(TournamentRow.id == tid)).first()
                is not None
            )
            if taken:
                tid = f"{random.SystemRandom().getrandbits(64):016x}"
            conn.execute(
                insert(TournamentRow).values(
                    id=tid,
                    name=imported.name[:200],
                    created_ms=imported.created_ms,
                    buyin_cents=0,
                    currency="",
                )
            )
            aggregate = Tournament()
            new_seq: dict[int, int] = {}
            for x in imported.log:
                try:
                    touched = aggregate.apply_logged(x.events)
                except DomainError as error:
                    raise StoreError(
                        self._store.transactions.where,
                        f"the tournament document does not replay: {error}",
                    ) from None
                mapped = None if x.target_seq is None else new_seq.get(x.target_seq)
                new_seq[x.seq] = self._append_imported(conn, aggregate, tid, x, mapped, touched)
            self._imported(conn, tid, aggregate, now)
        return tid
