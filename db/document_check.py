"""A tournament document (export/import) checked whole: integrity marker, numbers, replay.

:func:`seal` adds the integrity marker to an export::

    "integrity": {"entries": 13, "sha256": "...", "entry_sha256": ["1f0c...", ...]}

``sha256`` is over the canonical JSON (``json.dumps(sort_keys=True)``, compact, UTF-8) of the
tournament header and the log; ``entry_sha256`` holds the first 16 hex digits of each
entry's own digest, so that an edit is named by its entry. The marker finds accidental
damage and hand edits; it is not a signature (whoever edits the file can recompute it).

:func:`verify` checks a document before anything is stored and raises
:class:`DocumentError` naming the first entry that is wrong:

1. the format and the tournament's header;
2. every integer fits a 64-bit database column;
3. the log replays: each ``create``/``command`` entry's events and inverse are derived again
   from its command through the real command handler and must be the file's (a command that
   draws at random -- seats, a button -- must give events of the same kinds, the file's
   events must apply, and the file's inverse must restore the state before them). An entry
   decided under earlier rules (its ``decision_revision`` older than today's, or none:
   :mod:`tournament.service.decision_revision`) stands as recorded when its events apply and
   its inverse restores the state before them, even where today's rules decide (or refuse)
   its command otherwise; one of a newer revision is refused. An
   ``undo`` must undo the last undoable action with exactly its inverse, a ``redo`` must
   redo the last undone one with exactly its events;
4. the marker: entry count, each entry's digest, the whole digest (a document of format
   version 1, exported before markers existed, has none). A file cut after some entries
   replays as an earlier state; the count is what refuses it.

It returns the decoded document (:class:`db.documents.ImportedTournament`), ready for the
store to write.

The marker is :mod:`db.document_marker`'s, the values' checks :mod:`db.document_values`'s,
the replay :mod:`db.document_replay`'s; this module checks a document in that order.
"""

from __future__ import annotations

from typing import Any

from db.document_marker import VERSION, check_marker, entry_label, seal
from db.document_replay import LogReplay, show
from db.document_values import LAST_DATE_MS, check_numbers, check_text
from db.documents import FORMAT, ImportedEntry, ImportedTournament
from db.errors import DocumentError
from tournament.errors import DomainError

__all__ = ["FORMAT", "VERSION", "DocumentError", "seal", "verify"]

_BAD_DATA = (
    DomainError,
    KeyError,
    IndexError,
    TypeError,
    ValueError,
    AttributeError,
    ArithmeticError,
    RecursionError,
)
"""What decoding or handling hand-edited data may raise; each becomes a DocumentError."""


def verify(document: Any, where: str) -> ImportedTournament:
    """Check ``document`` whole (see the module doc); its decoded entries, or DocumentError."""
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise DocumentError(where, "the document is not a pokerfloor tournament export")
    if document.get("version") not in (1, VERSION):
        raise DocumentError(
            where, f"the document's format version {document.get('version')!r} is unknown"
        )
    log = document.get("log")
    info = document.get("tournament")
    if not isinstance(log, list) or not log or not isinstance(info, dict):
        raise DocumentError(where, "the tournament document is incomplete (no log)")
    created = info.get("created_ms")
    if (
        not isinstance(info.get("name"), str)
        or not isinstance(info.get("id", ""), str)
        or isinstance(created, bool)
        or not isinstance(created, int)
    ):
        raise DocumentError(
            where, "the tournament document's header is incomplete (id, name, created_ms)"
        )
    if not 0 <= created <= LAST_DATE_MS:
        raise DocumentError(
            where,
            f"tournament.created_ms ({created}) is not a date pokerfloor can show "
            "(1970 to 9999): the header's date is damaged",
        )
    check_text(document, where)
    check_numbers(document, log, where)
    replay = LogReplay(where)
    checked: list[ImportedEntry] = []
    for index, item in enumerate(log, 1):
        label = entry_label(index, item)
        try:
            if not isinstance(item, dict):
                raise TypeError("an entry must be a table of fields")
            checked.append(replay.entry(index, item, label))
        except DocumentError:
            raise
        except _BAD_DATA as error:
            raise DocumentError(
                where, f"{label} cannot be read ({type(error).__name__}: {show(error)})"
            ) from None
    check_marker(document, log, where)
    return ImportedTournament(str(info.get("id", "")), info["name"], created, tuple(checked))
