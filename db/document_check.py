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
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Iterator
from typing import Any

from db.documents import ImportedEntry, ImportedTournament
from db.errors import StoreError
from tournament.errors import DomainError
from tournament.limits import INT64_MAX, INT64_MIN
from tournament.service import codec
from tournament.service.aggregate import Tournament
from tournament.service.decision_revision import DECISION_REVISION

__all__ = ["FORMAT", "VERSION", "DocumentError", "seal", "verify"]

FORMAT = "pokerfloor.tournament"
VERSION = 2
"""Version 2 carries the integrity marker; version 1 (no marker) is still read."""

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


class DocumentError(StoreError):
    """A tournament document refused whole: names the file and the first entry that is wrong."""

    prefix = "Cannot import"


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


def _label(index: int, item: Any) -> str:
    description = item.get("description") if isinstance(item, dict) else None
    return f"entry {index} ({description})" if description else f"entry {index}"


def _check_marker(document: dict[str, Any], log: list[Any], where: str) -> None:
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
            f"entry {count + 1} ({_label(count + 1, log[count])}) was added",
        )
    for index, (item, expected) in enumerate(zip(log, hashes, strict=True), 1):
        if _digest(item)[:16] != expected:
            raise DocumentError(
                where, f"{_label(index, item)} differs from the exported one (edited or damaged)"
            )
    if _digest({"tournament": document.get("tournament"), "log": log}) != marker.get("sha256"):
        raise DocumentError(where, "the tournament's header differs from the exported one")


def _numbers(value: Any, path: str) -> Iterator[tuple[str, int]]:
    """Every integer of ``value`` outside a 64-bit column, with its dotted path."""
    stack: list[tuple[Any, str]] = [(value, path)]
    while stack:
        item, at = stack.pop()
        if isinstance(item, bool):
            continue
        if isinstance(item, int):
            if not INT64_MIN <= item <= INT64_MAX:
                yield at, item
        elif isinstance(item, dict):
            stack.extend((v, f"{at}.{k}" if at else str(k)) for k, v in item.items())
        elif isinstance(item, list):
            stack.extend((v, f"{at}.{i}" if at else str(i)) for i, v in enumerate(item))


_LAST_DATE_MS = 253_402_300_799_999
"""9999-12-31 23:59:59.999 UTC, the last instant the calendar (``datetime``) can show."""

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_text(document: dict[str, Any], where: str) -> None:
    """Every text (and key) of the document is valid Unicode: JSON's ``\\ud800`` escapes
    can spell a lone surrogate, which no file or database can store."""
    stack: list[tuple[Any, str]] = [(document, "")]
    while stack:
        item, at = stack.pop()
        if isinstance(item, dict):
            for key, value in item.items():
                stack.append((key, at))
                stack.append((value, f"{at}.{key}" if at else str(key)))
        elif isinstance(item, list):
            stack.extend((v, f"{at}.{i}" if at else str(i)) for i, v in enumerate(item))
        elif isinstance(item, str):
            found = _LONE_SURROGATE.search(item)
            if found is not None:
                raise DocumentError(
                    where,
                    f"{at or 'a key'} is not valid text (it holds a lone surrogate "
                    f"U+{ord(found.group()):04X}, which no file can store)",
                )


def _check_numbers(document: dict[str, Any], log: list[Any], where: str) -> None:
    for index, item in enumerate(log, 1):
        for at, number in sorted(_numbers(item, "")):
            digits = len(str(abs(number)))
            raise DocumentError(
                where,
                f"{_label(index, item)}: {at} is a {digits}-digit number; a stored number is "
                f"at most {INT64_MAX:,}",
            )
    for at, number in _numbers(document.get("tournament"), "tournament"):
        raise DocumentError(where, f"{at} ({number}) is too large to store")


class _WatchedRandom(random.Random):
    """A seeded generator that notes whether a command drew anything at random."""

    used = False

    def random(self) -> float:
        self.used = True
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.used = True
        return super().getrandbits(k)


def _first_difference(stored: Any, derived: Any, at: str = "") -> str:
    if isinstance(stored, dict) and isinstance(derived, dict):
        for key in sorted(set(stored) | set(derived)):
            if stored.get(key) != derived.get(key):
                return _first_difference(stored.get(key), derived.get(key), _join(at, key))
    if isinstance(stored, list) and isinstance(derived, list) and len(stored) == len(derived):
        for i, (a, b) in enumerate(zip(stored, derived, strict=True)):
            if a != b:
                return _first_difference(a, b, _join(at, str(i)))
    return f"{at or 'the value'} is {_show(stored)} in the file but {_show(derived)}"


def _join(at: str, key: str) -> str:
    return f"{at}.{key}" if at else key


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _compare(label: str, what: str, stored: list[Any], derived: list[Any], where: str) -> None:
    if stored == derived:
        return
    for i, (a, b) in enumerate(zip(stored, derived, strict=False), 1):
        if a != b:
            kind = a.get("type") if isinstance(a, dict) else None
            raise DocumentError(
                where,
                f"{label}: {what} {i} ({kind}) differs: {_first_difference(a, b)} from its command",
            )
    raise DocumentError(
        where,
        f"{label}: the file has {len(stored)} {what}s but its command gives {len(derived)}",
    )


class _Replay:
    """The log replayed on a fresh aggregate, entry by entry."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.aggregate = Tournament()
        self.position: dict[int, int] = {}
        self.done: list[int] = []
        self.undone: list[int] = []
        self.events_of: dict[int, list[Any]] = {}
        self.inverse_of: dict[int, list[Any]] = {}

    def normal(self, dicts: Any) -> list[Any]:
        if not isinstance(dicts, list):
            raise TypeError("a list of events was expected")
        return [codec.to_dict(codec.event_from_dict(d)) for d in dicts]

    def apply(self, dicts: list[Any]) -> None:
        for d in dicts:
            self.aggregate.apply(codec.event_from_dict(d))

    def entry(self, index: int, item: dict[str, Any], label: str) -> ImportedEntry:
        kind = str(item["kind"])
        seq = int(item["seq"])
        if seq in self.position:
            raise DocumentError(self.where, f"{label}: its seq {seq} is used twice")
        self.position[seq] = index
        at_ms = int(item["at_ms"])
        target = item.get("target_seq")
        events = self.normal(item.get("events", []))
        inverse: list[Any] | None = None
        command = None
        revision: int | None = None
        if kind in ("create", "command"):
            if (kind == "create") != (index == 1):
                raise DocumentError(
                    self.where, f"{label}: only the first entry creates the tournament"
                )
            command = codec.command_from_dict(item["command"])
            inverse = self.normal(item.get("inverse") or [])
            revision = self.revision(item, label)
            earlier = revision is None or revision < DECISION_REVISION
            self.command(label, command, at_ms, events, inverse, earlier)
            self.events_of[seq], self.inverse_of[seq] = events, inverse
            if kind == "command":
                self.done.append(seq)
            self.undone.clear()
        elif kind == "undo":
            self.step(label, target, self.done, self.undone, self.inverse_of, events, "undoes")
        elif kind == "redo":
            self.step(label, target, self.undone, self.done, self.events_of, events, "redoes")
        else:
            raise DocumentError(self.where, f"{label}: unknown kind of entry {kind!r}")
        return ImportedEntry(
            seq,
            kind,
            None if target is None else int(target),
            command,
            None if inverse is None else tuple(codec.event_from_dict(d) for d in inverse),
            str(item.get("description", "")),
            at_ms,
            tuple(codec.event_from_dict(d) for d in events),
            self.actor(item, label),
            revision,
        )

    def actor(self, item: dict[str, Any], label: str) -> str | None:
        """Who sent the entry from a staff phone (absent: the console)."""
        actor = item.get("actor")
        if actor is not None and not isinstance(actor, str):
            raise DocumentError(self.where, f"{label}: its actor is not a text")
        return actor

    def command(
        self,
        label: str,
        command: Any,
        at_ms: int,
        events: list[Any],
        inverse: list[Any],
        earlier_rules: bool,
    ) -> None:
        rng = _WatchedRandom(0)
        try:
            handled = self.aggregate.handle(command, at_ms, rng)
        except DomainError as error:
            if not earlier_rules:
                raise DocumentError(
                    self.where, f"{label}: its command is refused: {error}"
                ) from None
            # Decided under earlier rules: what was decided then stands.
            self.stands(label, events, inverse)
            return
        derived = [codec.to_dict(e) for e in handled.events]
        derived_inverse = [codec.to_dict(e) for e in handled.inverse]
        if derived == events and derived_inverse == inverse:
            return
        same_kinds = [d.get("type") for d in derived] == [d.get("type") for d in events]
        if not (rng.used and same_kinds) and not earlier_rules:
            _compare(label, "event", events, derived, self.where)
            _compare(label, "inverse event", inverse, derived_inverse, self.where)
        # A random draw, or a decision of earlier rules: the file's outcome stands if it
        # applies and its inverse undoes it.
        self.apply(derived_inverse)
        self.stands(label, events, inverse)

    def stands(self, label: str, events: list[Any], inverse: list[Any]) -> None:
        """Apply the file's own events; they must apply and its inverse must undo them."""
        before = self.aggregate.snapshot()
        try:
            self.apply(events)
            check = Tournament.restore(json.loads(json.dumps(self.aggregate.snapshot())))
            for d in inverse:
                check.apply(codec.event_from_dict(d))
        except DomainError as error:
            raise DocumentError(
                self.where, f"{label}: its recorded events do not apply: {error}"
            ) from None
        if check.snapshot() != before:
            raise DocumentError(
                self.where, f"{label}: its inverse events do not undo its recorded events"
            )

    def revision(self, item: dict[str, Any], label: str) -> int | None:
        """The revision of the domain's decisions the entry's command was decided by
        (absent: logged before revisions were kept); a newer one than ours is refused."""
        revision = item.get("decision_revision")
        if revision is None:
            return None
        if isinstance(revision, bool) or not isinstance(revision, int) or revision < 1:
            raise DocumentError(self.where, f"{label}: its decision revision is damaged")
        if revision > DECISION_REVISION:
            raise DocumentError(
                self.where,
                f"{label} was decided by a newer pokerfloor (decision revision {revision}; "
                f"this one knows {DECISION_REVISION}): update pokerfloor to import it",
            )
        return revision

    def step(
        self,
        label: str,
        target: Any,
        source: list[int],
        into: list[int],
        expected: dict[int, list[Any]],
        events: list[Any],
        verb: str,
    ) -> None:
        last = source[-1] if source else None
        if last is None or target != last:
            what = "undone" if verb == "undoes" else "redone"
            can = f"entry {self.position[last]}" if last is not None else "none"
            known = self.position.get(target) if isinstance(target, int) else None
            named = f"entry {known}" if known else f"entry {target} (not in the file)"
            raise DocumentError(
                self.where,
                f"{label} {verb} {named}, but the last action that can be {what} is {can}",
            )
        if events != expected[last]:
            what = "inverse events" if verb == "undoes" else "events"
            raise DocumentError(
                self.where,
                f"{label}: its events are not the {what} of entry {self.position[last]}",
            )
        try:
            self.apply(events)
        except DomainError as error:
            raise DocumentError(self.where, f"{label}: its events do not apply: {error}") from None
        into.append(source.pop())


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
    if not 0 <= created <= _LAST_DATE_MS:
        raise DocumentError(
            where,
            f"tournament.created_ms ({created}) is not a date pokerfloor can show "
            "(1970 to 9999): the header's date is damaged",
        )
    _check_text(document, where)
    _check_numbers(document, log, where)
    replay = _Replay(where)
    checked: list[ImportedEntry] = []
    for index, item in enumerate(log, 1):
        label = _label(index, item)
        try:
            if not isinstance(item, dict):
                raise TypeError("an entry must be a table of fields")
            checked.append(replay.entry(index, item, label))
        except DocumentError:
            raise
        except _BAD_DATA as error:
            raise DocumentError(
                where, f"{label} cannot be read ({type(error).__name__}: {_show(error)})"
            ) from None
    _check_marker(document, log, where)
    return ImportedTournament(str(info.get("id", "")), info["name"], created, tuple(checked))
