"""A tournament document's integrity marker: :func:`seal` adds it to an export,
:func:`check_marker` finds a cut, an edited entry or an edited header by it.

The marker::

    "integrity": {"entries": 13, "sha256": "...", "entry_sha256": ["1f0c...", ...]}

``sha256`` is over the canonical JSON (``json.dumps(sort_keys=True)``, compact, UTF-8) of the
tournament header and the log; ``entry_sha256`` holds the first 16 hex digits of each
entry's own digest, so that an edit is named by its entry. The marker finds accidental
damage and hand edits; it is not a signature (whoever edits the file can recompute it).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from db.errors import DocumentError

__all__ = ["VERSION", "check_marker", "entry_label", "seal"]


VERSION = 2
"""Version 2 carries the integrity marker; version 1 (no marker) is still read."""


def _canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def _digest(value: Any) -> str:
    return hashlib.sha256(_canonical(value)).hexdigest()


def seal(document: dict[str, Any]) -> dict[str, Any]:
    """The document (format version 2) with its integrity marker."""
    body = {k: v for k, v in document.items() if k != "integrity"}
    body["version"] = VERSION
    log = body.get("log")
    log = log if isinstance(log, list) else []
    body["integrity"] = {
        "entries": len(log),
        "sha256": _digest({"tournament": body.get("tournament"), "log": log}),
        "entry_sha256": [_digest(e)[:16] for e in log],
    }
    return body


def entry_label(index: int, item: Any) -> str:
    description = item.get("description") if isinstance(item, dict) else None
    return f"entry {index} ({description})" if description else f"entry {index}"


def check_marker(document: dict[str, Any], log: list[Any], where: str) -> None:
    marker = document.get("integrity")
    if document.get("version") == 1 and marker is None:
        return
    if not isinstance(marker, dict):
        raise DocumentError(
            where, "it carries no integrity marker, so a cut or edited file cannot be told apart"
        )
    count, hashes = marker.get("entries"), marker.get("entry_sha256")
    if not isinstance(count, int) or not isinstance(hashes, list) or len(hashes) != count:
        raise DocumentError(where, "its integrity marker is damaged")
    if len(log) < count:
        raise DocumentError(
            where,
            f"the file holds {len(log)} entries but was exported with {count}: "
            f"entry {len(log) + 1} onwards is missing (the file was cut)",
        )
    if len(log) > count:
        raise DocumentError(
            where,
            f"the file holds {len(log)} entries but was exported with {count}: "
            f"entry {count + 1} ({entry_label(count + 1, log[count])}) was added",
        )
    for index, (item, expected) in enumerate(zip(log, hashes, strict=True), 1):
        if _digest(item)[:16] != expected:
            raise DocumentError(
                where,
                f"{entry_label(index, item)} differs from the exported one (edited or damaged)",
            )
    if _digest({"tournament": document.get("tournament"), "log": log}) != marker.get("sha256"):
        raise DocumentError(where, "the tournament's header differs from the exported one")
