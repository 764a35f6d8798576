"""A tournament as one JSON document, out of the database and into it.

Out: the tournament's whole log (commands and events) read in one transaction
(:func:`db.documents.export_document`) and sealed with its integrity marker
(:func:`db.document_check.seal`). In: the document checked whole first
(:func:`db.document_check.verify`), then written as a new tournament by the command log
(:meth:`db.command_log.CommandLog.import_tournament`).
"""

from __future__ import annotations

from db.command_log import CommandLog, OpenFile
from db.document_check import seal, verify
from db.documents import Document, ImportedTournament, export_document

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
        return self._log.import_tournament(imported, now)
