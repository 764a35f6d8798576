"""The undo and redo stacks: kept state, rebuilt from the log only when the store opens.

The log is append-only: a director command is a ``command`` entry, an undo or a redo an
entry of its own naming the command it undid or redid (``target_seq``). The stacks are the
log's meaning for the undo menu; :class:`UndoStacks` keeps them in step as entries are
appended, so the labels (``"Undo: bust-out of Anna"``) and which tournament the next undo
changes are read in constant time.

>>> stacks = UndoStacks()
>>> stacks.command(UndoStep(1, "t1", "registration of Anna"))
>>> stacks.command(UndoStep(2, "t1", "bust-out of Anna"))
>>> stacks.undone().description
'bust-out of Anna'
>>> stacks.next_undo.seq, stacks.next_redo.seq
(1, 2)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["UNDOABLE", "LogLine", "UndoStacks", "UndoStep"]

UNDOABLE = frozenset({"command"})
"""Log entry kinds the director can undo (a tournament's creation is not one of them)."""


@dataclass(frozen=True, slots=True)
class UndoStep:
    """An undoable action: its log entry, its tournament and what the menu calls it."""

    seq: int
    tournament_id: str | None
    description: str
    actor: str | None = None
    """Who sent it from a staff phone ("Floor: Marco"); None: the console."""


@dataclass(frozen=True, slots=True)
class LogLine:
    """What the stacks need of one log entry."""

    seq: int
    tournament_id: str | None
    kind: str
    target_seq: int | None
    description: str
    actor: str | None = None


class UndoStacks:
    """Done and undone director actions, most recent last."""

    __slots__ = ("_done", "_undone")

    def __init__(self) -> None:
        self._done: list[UndoStep] = []
        self._undone: list[UndoStep] = []

    @classmethod
    def from_log(cls, lines: Iterable[LogLine]) -> UndoStacks:
        """The stacks the log's entries (oldest first) leave."""
        stacks = cls()
        for line in lines:
            stacks.follow(line)
        return stacks

    def follow(self, line: LogLine) -> None:
        """Take one appended log entry into account (any kind)."""
        if line.kind in UNDOABLE:
            self.command(UndoStep(line.seq, line.tournament_id, line.description, line.actor))
        elif line.kind == "create":
            self._undone.clear()
        elif line.kind == "undo" and self._done and self._done[-1].seq == line.target_seq:
            self.undone()
        elif line.kind == "redo" and self._undone and self._undone[-1].seq == line.target_seq:
            self.redone()

    def command(self, step: UndoStep) -> None:
        """A new director action: it can be undone; the redo branch is gone."""
        self._done.append(step)
        self._undone.clear()

    def created(self) -> None:
        """A tournament was created: the redo branch is gone."""
        self._undone.clear()

    def undone(self) -> UndoStep:
        """The last action was undone (it can be redone now)."""
        step = self._done.pop()
        self._undone.append(step)
        return step

    def redone(self) -> UndoStep:
        """The last undone action was redone."""
        step = self._undone.pop()
        self._done.append(step)
        return step

    @property
    def next_undo(self) -> UndoStep | None:
        """The action an undo would undo now."""
        return self._done[-1] if self._done else None

    @property
    def next_redo(self) -> UndoStep | None:
        """The action a redo would redo now."""
        return self._undone[-1] if self._undone else None
