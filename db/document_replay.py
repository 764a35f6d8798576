"""A tournament document's log replayed on a fresh aggregate, entry by entry
(:class:`LogReplay`): each entry's events and inverse derived again from its command and
compared with the file's, undo and redo matched with the entries they undo and redo.
"""

from __future__ import annotations

import json
import random
from typing import Any

from db.documents import ImportedEntry
from db.errors import DocumentError
from tournament.errors import DomainError
from tournament.service import codec
from tournament.service.aggregate import Tournament
from tournament.service.decision_revision import DECISION_REVISION
from tournament.service.events import Event, MetaFieldsRestored, MetaRestored

__all__ = ["LogReplay", "show"]


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
    return f"{at or 'the value'} is {show(stored)} in the file but {show(derived)}"


def _join(at: str, key: str) -> str:
    return f"{at}.{key}" if at else key


def show(value: Any) -> str:
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


class LogReplay:
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
        if derived == events and derived_inverse != inverse:
            derived_inverse = self.in_whole_state_form(handled.inverse, inverse)
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

    def in_whole_state_form(self, derived: tuple[Event, ...], stored: list[Any]) -> list[Any]:
        """The derived inverse as the file stores it when the file holds the whole
        floor-wide state (``MetaRestored``, written before ``MetaFieldsRestored``): the
        state after the command with the changed fields put back, which is the state
        before it."""
        if not any(d.get("type") == "MetaRestored" for d in stored):
            return [codec.to_dict(e) for e in derived]
        meta = self.aggregate.meta
        return [
            codec.to_dict(
                MetaRestored(e.put_back(meta)) if isinstance(e, MetaFieldsRestored) else e
            )
            for e in derived
        ]

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
