"""The port the persistence layer implements: one tournament's unit of work.

A director's click reads: widget → :meth:`UnitOfWork.handle` → the aggregate decides once
(:meth:`tournament.service.aggregate.Tournament.handle` returns an
:class:`~tournament.service.outcome.Outcome`: events, inverse, what they touched) → the
events and their inverse are committed in one transaction → the outcome is published to
the subscribers after the commit. ``db`` implements :class:`UnitOfWork` (``db.uow``); the
console's facade and tests talk to this protocol only, never to a session or the store.

A hand in progress at a table is kept apart from the commands: the operator's table view
saves its public part (:meth:`UnitOfWork.save_live_hand`) for display stations to show
(:meth:`UnitOfWork.live_hand`). That is a scratch record, not a director action: no event,
no undo step; only the station that writes the event may save it.

Undo and redo are the unit of work's too: one director action is one command, one
transaction and one undo step. :attr:`UnitOfWork.undo_description` and
:attr:`~UnitOfWork.redo_description` are kept state (constant time), not recomputed from the
log.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, Protocol

from tournament.service.commands import Command, CreateTournament

if TYPE_CHECKING:
    from tournament.service.aggregate import Tournament
    from tournament.service.live_hand import LiveHand
    from tournament.service.outcome import Outcome

__all__ = ["LoggedAction", "TournamentInfo", "UnitOfWork"]


@dataclass(frozen=True, slots=True)
class TournamentInfo:
    """A stored tournament, for a picker."""

    id: str
    name: str
    created_ms: int
    finished_ms: int | None


class LoggedAction(NamedTuple):
    """One line of a tournament's action log, for the console's Log tab."""

    at_ms: int
    description: str
    actor: str | None = None
    """Who sent it from a staff phone (``"Floor: Marco"``); None: the console (the director)."""


class UnitOfWork(Protocol):
    """The tournament on screen, as persistence keeps it (implemented by ``db.uow``).

    Every method that changes something raises ``tournament.errors.DomainError`` with a
    director-readable reason when it is refused (a database problem included) and then
    changes nothing.
    """

    @property
    def tournament_id(self) -> str:
        """The id of the tournament this unit of work changes."""
        ...

    def load(self) -> Tournament:
        """The aggregate as after the last committed command (read it, never change it)."""
        ...

    def handle(self, command: Command, actor: str | None = None) -> Outcome:
        """Decide ``command`` once, commit its events (one transaction, one undo step),
        publish its outcome after the commit and return it (the events, their inverse,
        what they touched). ``actor`` is who sent it from a staff phone (``"Floor:
        Marco"``), stored with the log entry; None for the console's own actions."""
        ...

    def undo(self) -> None:
        """Undo the last action of this tournament."""
        ...

    def redo(self) -> None:
        """Redo the last undone action of this tournament."""
        ...

    @property
    def undo_description(self) -> str | None:
        """What an undo would undo (``"bust-out of Anna"``) or None (kept state: constant
        time); the UI words it ("Undo: ...") in its language."""
        ...

    @property
    def redo_description(self) -> str | None:
        """What a redo would redo (``"bust-out of Anna"``) or None (kept state)."""
        ...

    @property
    def undo_actor(self) -> str | None:
        """Who sent the action an undo would undo (``"Floor: Marco"``); None: the console
        or nothing to undo (kept state)."""
        ...

    @property
    def redo_actor(self) -> str | None:
        """Who sent the action a redo would redo; None: the console or nothing (kept state)."""
        ...

    def logged_actions(self) -> Sequence[LoggedAction]:
        """(instant in ms, description, actor) of every logged action of this tournament."""
        ...

    def logged_actions_since(self, count: int) -> Sequence[LoggedAction]:
        """The logged actions of this tournament after its first ``count`` ones (a view
        that keeps the log asks only for what is new)."""
        ...

    def logged_actions_newer(self, limit: int) -> Sequence[LoggedAction]:
        """The logged actions after the newest one asked for, oldest first; the first time
        only the newest ``limit`` (a view that shows the log newest first reads a page)."""
        ...

    def logged_actions_older(self, limit: int) -> Sequence[LoggedAction]:
        """Up to ``limit`` logged actions before the oldest one read, oldest first."""
        ...

    @property
    def older_logged_actions_left(self) -> bool:
        """True while older logged actions are left to read (:meth:`logged_actions_older`)."""
        ...

    def tournaments(self) -> Sequence[TournamentInfo]:
        """Every tournament stored, oldest first."""
        ...

    def create(self, command: CreateTournament) -> None:
        """Create a tournament (decided by the domain first) and make it this unit's."""
        ...

    def switch(self, tournament_id: str) -> None:
        """Make another stored tournament this unit's."""
        ...

    def save_live_hand(self, table: int, hand: LiveHand | None) -> None:
        """Keep ``hand`` as the hand in progress at ``table`` (None: none now) for display
        stations; not a command and not an undo step."""
        ...

    def live_hand(self, table: int) -> LiveHand | None:
        """The hand in progress at ``table`` as the operator last saved it (None: none)."""
        ...
