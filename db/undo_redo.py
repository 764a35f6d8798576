"""Undo and redo of director actions, as entries of the command log.

Undo applies the stored inverse events of the last action and records an ``undo`` entry;
redo re-applies the action's events and records a ``redo`` entry; a new command after undos
discards the redo branch. Each is one write transaction of the :class:`~db.command_log.
CommandLog` and is published after it like a command. Nothing is deleted from the log: the
undo stacks (:mod:`db.undo`) are read from it once, at opening, and kept in step after that.
"""

from __future__ import annotations

from db import event_log
from db.command_log import CommandLog, OpenFile
from db.commits import Written
from db.errors import NothingToRedoError, NothingToUndoError
from db.event_log import Published
from db.undo import UndoStep
from tournament.service.events import Event
from tournament.service.outcome import Outcome

__all__ = ["UndoRedo"]


class UndoRedo:
    """Undo and redo over one database's command log (see the module doc)."""

    def __init__(self, store: OpenFile, log: CommandLog) -> None:
        self._store = store
        self._log = log

    @property
    def next_undo(self) -> UndoStep | None:
        """The action an undo would undo (its tournament and description), kept state."""
        return None if self._store.read_only else self._log.undo_stacks.next_undo

    @property
    def next_redo(self) -> UndoStep | None:
        """The action a redo would redo, kept state."""
        return None if self._store.read_only else self._log.undo_stacks.next_redo

    @property
    def can_undo(self) -> bool:
        """True when a director action can be undone."""
        return self.next_undo is not None

    @property
    def can_redo(self) -> bool:
        """True when an undone action can be redone."""
        return self.next_redo is not None

    @property
    def undo_label(self) -> str | None:
        """``"Undo: bust-out of Anna"`` for the menu, or None."""
        step = self.next_undo
        return None if step is None else f"Undo: {step.description}"

    @property
    def redo_label(self) -> str | None:
        """``"Redo: bust-out of Anna"`` for the menu, or None."""
        step = self.next_redo
        return None if step is None else f"Redo: {step.description}"

    def undo(self, now: int) -> Outcome:
        """Undo the last director action (apply its stored inverse events); log it."""
        self._store.check_writable()
        step = self._log.undo_stacks.next_undo
        if step is None:
            raise NothingToUndoError(self._store.where, "there is no action left to undo")
        if step.decided is not None and step.tournament_id is not None:
            tournament_id = step.tournament_id
            reverse, events = (list(e) for e in step.decided)  # this station just did it
        else:
            with self._store.transactions.read() as conn:
                tournament_id, events = event_log.inverse_of(conn, step.seq)
                _, reverse = event_log.events_of(conn, step.seq)
        outcome, published, written = self._apply_logged(
            tournament_id, "undo", events, reverse, step, now
        )
        self._log.undo_stacks.undone()
        self._log.publish(tournament_id, published, outcome.touched, written)
        return outcome

    def redo(self, now: int) -> Outcome:
        """Redo the last undone action (re-apply its events); log it."""
        self._store.check_writable()
        step = self._log.undo_stacks.next_redo
        if step is None:
            raise NothingToRedoError(self._store.where, "there is no undone action to redo")
        if step.decided is not None and step.tournament_id is not None:
            tournament_id = step.tournament_id
            events, reverse = (list(e) for e in step.decided)  # undone here just now
        else:
            with self._store.transactions.read() as conn:
                tournament_id, events = event_log.events_of(conn, step.seq)
                _, reverse = event_log.inverse_of(conn, step.seq)
        outcome, published, written = self._apply_logged(
            tournament_id, "redo", events, reverse, step, now
        )
        self._log.undo_stacks.redone()
        self._log.publish(tournament_id, published, outcome.touched, written)
        return outcome

    def _apply_logged(
        self,
        tournament_id: str,
        kind: str,
        events: list[Event],
        reverse: list[Event],
        step: UndoStep,
        now: int,
    ) -> tuple[Outcome, tuple[Published, ...], Written]:
        """Apply an undo's or redo's events and log them in one transaction: the outcome,
        the events as published, and the entry written."""
        log = self._log
        before = log.last_seq
        aggregate = log.loaded.load(tournament_id)
        touched = aggregate.apply_logged(events)
        description = f"{kind.capitalize()}: {step.description}"
        result = Outcome(tuple(events), (), touched)
        with (
            log.or_undone(aggregate, tournament_id, reverse),
            self._store.transactions.write() as conn,
        ):
            published = log.append(
                conn,
                aggregate,
                kind,
                None,
                result,
                description,
                now,
                tournament_id,
                step.seq,
                with_inverse=False,
            )
        written = log.written(before, tournament_id, kind, description, now, step.seq)
        return result, published, written
