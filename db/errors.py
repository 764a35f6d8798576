"""Errors the persistence layer raises, each naming the file (or URL) and the problem.

>>> str(LockedError("/tmp/x.sqlite", "it is open in another pokerfloor"))
'Cannot open /tmp/x.sqlite for writing: it is open in another pokerfloor'
"""

from __future__ import annotations

__all__ = [
    "ClosedStoreError",
    "DamagedFileError",
    "DocumentError",
    "FencedOutError",
    "LockedError",
    "NewerSchemaError",
    "NothingToRedoError",
    "NothingToUndoError",
    "ReadOnlyFileError",
    "ReadOnlyStoreError",
    "StoreError",
    "UnknownTournamentError",
    "UnreachableError",
    "WriterBusyError",
]


class StoreError(Exception):
    """A database problem explained for a tournament director: which file, what is wrong."""

    prefix = "Cannot use"

    def __init__(self, where: str, problem: str) -> None:
        self.where = where
        self.problem = problem
        super().__init__(f"{self.prefix} {where}: {problem}")

    @property
    def message(self) -> str:
        """The full human-readable message."""
        return str(self)


class DamagedFileError(StoreError):
    """The file is not a pokerfloor database or its contents are damaged (never overwritten)."""

    prefix = "Cannot open damaged database"


class LockedError(StoreError):
    """Another program already has the database open for writing."""

    prefix = "Cannot open"

    def __init__(self, where: str, problem: str) -> None:
        super().__init__(f"{where} for writing", problem)
        self.where = where


class WriterBusyError(LockedError):
    """Another station holds the writer's lease: who (``holder``), when it was last heard
    (``last_seen_ms``), and whether it has been silent long enough to be taken over."""

    def __init__(
        self, where: str, problem: str, *, holder: str, last_seen_ms: int, can_take_over: bool
    ) -> None:
        super().__init__(where, problem)
        self.holder = holder
        self.last_seen_ms = last_seen_ms
        self.can_take_over = can_take_over


class FencedOutError(StoreError):
    """Another station took over as the director's station: this one can no longer record
    anything (its transaction was refused whole) and follows as a display station."""

    prefix = "Not recorded in"

    def __init__(self, where: str, *, holder: str, taken_ms: int) -> None:
        super().__init__(
            where,
            f"another station ({holder}) took over as the director's station; "
            "this station now only shows the event",
        )
        self.holder = holder
        self.taken_ms = taken_ms


class ClosedStoreError(StoreError):
    """The event was closed on this station while a write was still under way on another
    thread (the heartbeat's worker): that write is refused, nothing of it written."""

    prefix = "Not recorded in"

    def __init__(self, where: str) -> None:
        super().__init__(where, "the database was closed on this station; nothing was written")


class UnreachableError(StoreError):
    """The database server cannot be reached (down, restarting, the network): the action
    was not recorded, nothing of it was written."""

    prefix = "Not recorded: cannot reach the database"


class ReadOnlyFileError(StoreError):
    """The file (or its folder) cannot be written; open it display-only instead."""

    prefix = "Cannot write to"


class NewerSchemaError(StoreError):
    """The database was written by a newer pokerfloor; this one does not know its format."""

    prefix = "Cannot open"


class ReadOnlyStoreError(StoreError):
    """A change was attempted on a store opened display-only."""

    prefix = "Display-only"


class NothingToUndoError(StoreError):
    """Undo was asked for but no director action is left to undo."""

    prefix = "Cannot undo in"


class NothingToRedoError(StoreError):
    """Redo was asked for but nothing undone is waiting to be redone."""

    prefix = "Cannot redo in"


class UnknownTournamentError(StoreError):
    """No tournament with that id is stored."""

    prefix = "Not found in"


class DocumentError(StoreError):
    """A tournament document refused whole: names the file and the first entry that is wrong."""

    prefix = "Cannot import"
