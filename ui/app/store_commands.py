"""The command store the console's facade drives: ``db.Store`` for the tournament on screen."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from db import exports
from db.errors import StoreError
from db.store import UNDOABLE, HistoryItem, Store
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.table_play import PlayedHand
from ui.viewmodels import TournamentItem

__all__ = ["StoreCommands"]


def _undo_stacks(items: Sequence[HistoryItem]) -> tuple[list[int], list[int]]:
    """The undo and redo stacks of log sequence numbers, as ``db.Store`` rebuilds them."""
    done: list[int] = []
    undone: list[int] = []
    for item in items:
        if item.kind in UNDOABLE:
            done.append(item.seq)
            undone.clear()
        elif item.kind == "create":
            undone.clear()
        elif item.kind == "undo" and done and done[-1] == item.target_seq:
            undone.append(done.pop())
        elif item.kind == "redo" and undone and undone[-1] == item.target_seq:
            done.append(undone.pop())
    return done, undone


class StoreCommands:
    """Adapts ``db.Store`` to the facade's ``CommandStore`` for the tournament on screen.

    The store's undo history spans the whole file; undo and redo are offered only when the
    action they would change belongs to the tournament on screen.
    """

    def __init__(
        self, store: Store, tournament_id: str, clock: Callable[[], int], rng: random.Random
    ) -> None:
        self.store = store
        self.tournament_id = tournament_id
        self.clock = clock
        self.rng = rng

    def load(self) -> Tournament:
        """The tournament as last committed."""
        aggregate: Tournament = self.store.load(self.tournament_id)
        return aggregate

    def execute(self, command: c.Command) -> None:
        """One command, one transaction; a database problem is shown like a refusal."""
        try:
            self.store.execute(self.tournament_id, command, self.clock(), self.rng)
        except StoreError as exc:
            raise DomainError(str(exc)) from exc

    def _ours(self) -> tuple[bool, bool]:
        """Whether the next undo and the next redo change the tournament on screen."""
        items = self.store.history()
        owner = {item.seq: item.tournament_id for item in items}
        done, undone = _undo_stacks(items)
        return (
            bool(done) and owner.get(done[-1]) == self.tournament_id,
            bool(undone) and owner.get(undone[-1]) == self.tournament_id,
        )

    def undo(self) -> None:
        """Undo the last director action."""
        from PySide6.QtCore import QCoreApplication

        if not self._ours()[0]:
            raise DomainError(
                QCoreApplication.translate(
                    "App", "There is no action of this tournament left to undo."
                )
            )
        try:
            self.store.undo(self.clock())
        except StoreError as exc:
            raise DomainError(exc.problem.capitalize() + ".") from exc

    def redo(self) -> None:
        """Redo the last undone action."""
        from PySide6.QtCore import QCoreApplication

        if not self._ours()[1]:
            raise DomainError(
                QCoreApplication.translate(
                    "App", "There is no undone action of this tournament to redo."
                )
            )
        try:
            self.store.redo(self.clock())
        except StoreError as exc:
            raise DomainError(exc.problem.capitalize() + ".") from exc

    def undo_label(self) -> str | None:
        """ "Undo: ..." or None."""
        label = self.store.undo_label
        return label if label is not None and self._ours()[0] else None

    def redo_label(self) -> str | None:
        """ "Redo: ..." or None."""
        label = self.store.redo_label
        return label if label is not None and self._ours()[1] else None

    def tournaments(self) -> Sequence[TournamentItem]:
        """Every tournament in the database, oldest first."""
        return [
            TournamentItem(i.id, i.name, i.created_ms, i.finished_ms)
            for i in self.store.tournaments()
        ]

    def create(self, command: c.CreateTournament) -> None:
        """Create a tournament and make it the one on screen."""
        try:
            tid = self.store.create_tournament(command, self.clock(), self.rng)
        except StoreError as exc:
            raise DomainError(str(exc)) from exc
        self.tournament_id = tid

    def switch(self, tournament_id: str) -> None:
        """Make another stored tournament the one on screen."""
        from PySide6.QtCore import QCoreApplication

        if tournament_id not in {i.id for i in self.store.tournaments()}:
            raise DomainError(
                QCoreApplication.translate("App", "That tournament is no longer in the database.")
            )
        self.tournament_id = tournament_id

    def history(self) -> Sequence[tuple[int, str]]:
        """(instant, description) of every logged action of this tournament."""
        return [(h.at_ms, h.description) for h in self.store.history(self.tournament_id)]

    def store_hand(self, hand: PlayedHand) -> None:
        """Keep a played hand's PHH text with the tournament's hands (``db.exports``)."""
        try:
            exports.add_hand(
                self.store,
                self.tournament_id,
                table=hand.table,
                number=hand.number,
                game=hand.game,
                rules=hand.rules,
                phh=hand.phh,
                at_ms=self.clock(),
            )
        except StoreError as exc:
            raise DomainError(str(exc)) from exc
