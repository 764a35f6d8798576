"""How the persistence layer talks to an aggregate, without knowing its domain.

The store is generic over a :class:`Binding`: functions that create, restore, snapshot and
drive an aggregate, and a codec for its commands and events. :mod:`db.service_binding` binds it
to ``tournament.service``; tests may bind a tiny fake aggregate.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection

__all__ = ["Binding", "Handled", "Projection", "Projector"]

JsonDict = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Handled:
    """What handling a command produced: the events applied and their inverse (for undo)."""

    events: tuple[Any, ...]
    inverse: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Projection:
    """What a projector gets inside a command's transaction to keep the rows in step."""

    conn: Connection
    tournament_id: str
    aggregate: Any
    events: Sequence[JsonDict]
    now: int
    log_seq: int
    kind: str
    target_seq: int | None


Projector = Callable[[Projection], None]
"""``project(projection)``: update the rows from the events and the aggregate after them."""


@dataclass(frozen=True, slots=True)
class Binding:
    """The functions the store needs from a domain aggregate."""

    new: Callable[[], Any]
    handle: Callable[[Any, Any, int, random.Random], Handled]
    apply: Callable[[Any, Any], Any]
    """``apply(aggregate, event) -> aggregate`` (may mutate and return the same object)."""
    snapshot: Callable[[Any], JsonDict]
    restore: Callable[[JsonDict], Any]
    to_dict: Callable[[Any], JsonDict]
    from_dict: Callable[[JsonDict], Any]
    describe: Callable[[Any, Any], str]
    """``describe(aggregate_before, command) -> "bust-out of Anna"`` (for undo/redo labels)."""
    name_of: Callable[[Any], str] = lambda aggregate: ""
    project: Projector | None = None
