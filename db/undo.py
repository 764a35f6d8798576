"""The undo and redo stacks: kept state, read from the log's tail when the store opens.

The log is append-only: a director command is a ``command`` entry, an undo or a redo an
entry of its own naming the command it undid or redid (``target_seq``). The stacks are the
log's meaning for the undo menu; :class:`UndoStacks` keeps them in step as entries are
appended, so the labels (``"Undo: bust-out of Anna"``) and which tournament the next undo
changes are read in constant time.

Opening reads only the log's tail, newest first (:meth:`UndoStacks.from_tail`): a command
is still done unless the latest undo or redo naming it is an undo, and the redo stack holds
the commands undone since the last command (or creation), lowest number on top. The done
stack is known from its top down; when undos use up what was read, the next older page is
read (:data:`PAGE` entries at a time), so a 50,000-entry log is not read whole to say
what the next undo is.

The newest action this station did keeps its events and their inverse in memory
(:attr:`UndoStep.decided`, on the top of the stacks only): undoing it at once, and redoing
that undo, needs no read of the log (2-3 ms at 10,000 players); any other step reads them.

>>> stacks = UndoStacks()
>>> stacks.command(UndoStep(1, "t1", "registration of Anna"))
>>> stacks.command(UndoStep(2, "t1", "bust-out of Anna"))
>>> stacks.undone().description
'bust-out of Anna'
>>> stacks.next_undo.seq, stacks.next_redo.seq
(1, 2)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

from tournament.service.events import Event

__all__ = ["PAGE", "UNDOABLE", "LogLine", "OlderLines", "UndoStacks", "UndoStep"]

PAGE = 500
"""Log entries read at a time from the tail."""

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
    decided: tuple[tuple[Event, ...], tuple[Event, ...]] | None = field(
        default=None, compare=False, repr=False
    )
    """The events the action applied and their inverse, as logged, when this station just
    did it (None: read them from the log)."""


@dataclass(frozen=True, slots=True)
class LogLine:
    """What the stacks need of one log entry."""

    seq: int
    tournament_id: str | None
    kind: str
    target_seq: int | None
    description: str
    actor: str | None = None


OlderLines = Callable[[int | None, int], Sequence[LogLine]]
"""``read(before_seq, limit)``: up to ``limit`` log entries numbered below ``before_seq``
(None: the newest), newest first."""


@dataclass(slots=True)
class _Tail:
    """Reading the log backwards: what the entries read so far say about older ones."""

    read: OlderLines
    size: int = PAGE
    """Entries per page."""
    before: int | None = None
    """The oldest entry read so far (None: nothing read yet)."""
    exhausted: bool = False
    latest: dict[int, str] = field(default_factory=dict)
    """Per command still unread, the kind of the latest undo or redo naming it."""
    past_last_command: bool = False
    """A command or a creation was read: undos older than it no longer make redos."""
    redo_pending: set[int] = field(default_factory=set)
    """Commands on the redo stack whose own entry is not read yet."""

    def page(self) -> tuple[list[UndoStep], list[UndoStep]]:
        """Read the next older page: (commands still done, commands on the redo stack),
        each newest first."""
        lines = self.read(self.before, self.size)
        if len(lines) < self.size:
            self.exhausted = True
        done: list[UndoStep] = []
        redo: list[UndoStep] = []
        for line in lines:
            self.before = line.seq
            if line.kind in ("undo", "redo") and line.target_seq is not None:
                kind = self.latest.setdefault(line.target_seq, line.kind)
                if kind == "undo" and not self.past_last_command:
                    self.redo_pending.add(line.target_seq)
            elif line.kind == "create":
                self.past_last_command = True
            elif line.kind in UNDOABLE:
                self.past_last_command = True
                step = UndoStep(line.seq, line.tournament_id, line.description, line.actor)
                if self.latest.pop(line.seq, None) != "undo":
                    done.append(step)
                elif line.seq in self.redo_pending:
                    self.redo_pending.discard(line.seq)
                    redo.append(step)
        return done, redo


class UndoStacks:
    """Done and undone director actions, most recent last."""

    __slots__ = ("_done", "_tail", "_undone")

    def __init__(self) -> None:
        self._done: list[UndoStep] = []
        self._undone: list[UndoStep] = []
        self._tail: _Tail | None = None

    @classmethod
    def from_tail(cls, read: OlderLines, page: int = PAGE) -> UndoStacks:
        """The stacks the log leaves, read from its newest entries back only as far as the
        next undo and every redo need (``read``: see :data:`OlderLines`; ``page`` entries
        at a time)."""
        stacks = cls()
        tail = _Tail(read, page)
        redo: list[UndoStep] = []
        while not tail.exhausted and (
            not tail.past_last_command or tail.redo_pending or not stacks._done
        ):
            done, more = tail.page()
            stacks._done[:0] = reversed(done)
            redo += more
        stacks._undone = redo  # met newest first: the lowest number, met last, is on top
        stacks._tail = None if tail.exhausted else tail
        return stacks

    def reading_with(self, read: OlderLines) -> None:
        """Read older pages with ``read`` from now on (the one used at opening was another
        thread's connection)."""
        if self._tail is not None:
            self._tail.read = read

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
        """A new director action: it can be undone; the redo branch is gone. Only the
        newest action keeps its events in memory (:attr:`UndoStep.decided`)."""
        if self._done and self._done[-1].decided is not None:
            self._done[-1] = replace(self._done[-1], decided=None)
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

    def _older(self) -> None:
        """Every known done action was undone: read older pages for the next one."""
        tail = self._tail
        while not self._done and tail is not None:
            done, _ = tail.page()
            self._done[:0] = reversed(done)
            if tail.exhausted:
                self._tail = tail = None

    def redone(self) -> UndoStep:
        """The last undone action was redone."""
        step = self._undone.pop()
        self._done.append(step)
        return step

    @property
    def next_undo(self) -> UndoStep | None:
        """The action an undo would undo now (an older page of the log is read when the
        undos used up the pages read so far)."""
        if not self._done and self._tail is not None:
            self._older()
        return self._done[-1] if self._done else None

    @property
    def next_redo(self) -> UndoStep | None:
        """The action a redo would redo now."""
        return self._undone[-1] if self._undone else None
