"""The domain's unit of work over a :class:`~db.store.Store`, for the tournament on screen.

:class:`TournamentUnitOfWork` implements :class:`tournament.service.ports.UnitOfWork`:
``handle(command)`` is one write transaction (the aggregate decides once; the command log,
:mod:`db.command_log`, writes the events with their inverse inside
:meth:`db.transactions.Transactions.write`, which commits at its end or rolls back whole,
and the aggregate takes its events back; subscribers hear them after the commit). Time and
randomness are injected. Database problems come back as :class:`~tournament.errors.DomainError` with
the store's message, so the console shows them like any refusal.

The store's undo and redo span the whole file; undo and redo are offered only when the
action they would change belongs to this tournament (read from the store's kept undo
state, in constant time).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from db import live_hands
from db.errors import LockedError, StoreError, UnreachableError, WriterBusyError
from db.event_log import LogEntry
from db.store import Store
from db.undo import UndoStep
from tournament.errors import DomainError
from tournament.service.aggregate import Tournament
from tournament.service.commands import Command, CreateTournament
from tournament.service.live_hand import LiveHand
from tournament.service.outcome import Outcome
from tournament.service.ports import LoggedAction, TournamentInfo

__all__ = ["TournamentUnitOfWork"]

NOTHING_TO_UNDO = "There is no action of this tournament left to undo."
NOTHING_TO_REDO = "There is no undone action of this tournament to redo."
GONE = "That tournament is no longer in the database."
NOT_RECORDED = (
    "Not recorded: the database cannot be reached, so nothing of this action was written. "
    "Do it again once the line under the clock says “Reconnected”."
)
NOT_RECORDED_LOCKED = (
    "Not recorded: another program holds the database file's write lock (for instance "
    "the sqlite3 command line inside a transaction), so nothing of this action was "
    "written. Do it again once the line under the clock no longer says so."
)
NOT_READ = (
    "The database cannot be reached right now: nothing was read or changed. "
    "The line under the clock says when it answers again."
)


def _write_locked(exc: StoreError) -> bool:
    """Another program holds a SQLite file's write lock (not another station's lease)."""
    return isinstance(exc, LockedError) and not isinstance(exc, WriterBusyError)


class TournamentUnitOfWork:
    """One tournament of a store, driven by commands (see the module docstring).

    ``messages`` translates the unit's own refusals (``NOTHING_TO_UNDO``...); the console
    passes Qt's translation, tests the identity.
    """

    def __init__(
        self,
        store: Store,
        tournament_id: str,
        now: Callable[[], int],
        rng: random.Random,
        messages: Callable[[str], str] = lambda text: text,
    ) -> None:
        self.store = store
        self._tournament_id = tournament_id
        self.now = now
        self.rng = rng
        self._messages = messages
        self._log_of = ""
        self._log: list[LoggedAction] = []
        self._log_seq = 0
        self._page_of = ""
        self._newest = 0
        self._oldest: int | None = None
        """The oldest action read by :meth:`logged_actions_newer` and
        :meth:`logged_actions_older` (0: the first one; None: nothing read yet)."""
        self._followed: list[LoggedAction] = []
        """Entries this station wrote, taken in by :meth:`follow_logged`, not yet asked for."""
        self._followed_at: object = None
        """The store's version just after the last entry taken in (None: none)."""

    @property
    def tournament_id(self) -> str:
        """The tournament this unit changes."""
        return self._tournament_id

    def load(self) -> Tournament:
        """The tournament as last committed."""
        return self.store.loaded.load(self._tournament_id)

    def handle(self, command: Command, actor: str | None = None) -> Outcome:
        """One command, one transaction; its outcome (events, inverse, what they touched).
        ``actor``: who sent it from a staff phone, kept with the log entry (None: the
        console). A database problem is refused like a command."""
        try:
            return self.store.log.execute(self._tournament_id, command, self.now(), self.rng, actor)
        except StoreError as exc:
            raise self._refused(exc, NOT_RECORDED) from exc

    def _refused(self, exc: StoreError, unreachable: str) -> DomainError:
        """The refusal the console shows: for an outage, ``unreachable`` in the director's
        words (nothing written or read; the station line says since when); otherwise the
        store's message, which names the file and the problem."""
        if isinstance(exc, UnreachableError):
            return DomainError(self._messages(unreachable))
        if unreachable == NOT_RECORDED and _write_locked(exc):
            return DomainError(self._messages(NOT_RECORDED_LOCKED))
        return DomainError(str(exc))

    def _ours(self, tournament_id: str | None) -> bool:
        return tournament_id == self._tournament_id

    def _undo_step(
        self, step: UndoStep | None, action: Callable[[int], object], refusal: str
    ) -> None:
        if step is None or not self._ours(step.tournament_id):
            raise DomainError(self._messages(refusal))
        try:
            action(self.now())
        except UnreachableError as exc:
            raise self._refused(exc, NOT_RECORDED) from exc
        except StoreError as exc:
            raise DomainError(exc.problem.capitalize() + ".") from exc

    def undo(self) -> None:
        """Undo the last director action of this tournament."""
        self._undo_step(self.store.undo_redo.next_undo, self.store.undo_redo.undo, NOTHING_TO_UNDO)

    def redo(self) -> None:
        """Redo the last undone action of this tournament."""
        self._undo_step(self.store.undo_redo.next_redo, self.store.undo_redo.redo, NOTHING_TO_REDO)

    @property
    def undo_description(self) -> str | None:
        """What the next undo changes ("bust-out of Anna") when it is this tournament's."""
        step = self.store.undo_redo.next_undo
        return step.description if step is not None and self._ours(step.tournament_id) else None

    @property
    def redo_description(self) -> str | None:
        """What the next redo changes when it is this tournament's, else None."""
        step = self.store.undo_redo.next_redo
        return step.description if step is not None and self._ours(step.tournament_id) else None

    @property
    def undo_actor(self) -> str | None:
        """Who sent the action the next undo changes (None: the console, or no undo)."""
        step = self.store.undo_redo.next_undo
        return step.actor if step is not None and self._ours(step.tournament_id) else None

    @property
    def redo_actor(self) -> str | None:
        """Who sent the action the next redo changes (None: the console, or no redo)."""
        step = self.store.undo_redo.next_redo
        return step.actor if step is not None and self._ours(step.tournament_id) else None

    def logged_actions(self) -> Sequence[LoggedAction]:
        """(instant, description, actor) of every logged action of this tournament."""
        return self.logged_actions_since(0)

    def logged_actions_since(self, count: int) -> Sequence[LoggedAction]:
        """The logged actions of this tournament after its first ``count`` ones.

        The log read so far is kept: each call reads only the entries added since the last
        (the console's log tab asks after every commit; the log may hold 50,000 entries).
        """
        if self._log_of != self._tournament_id:
            self._log_of, self._log, self._log_seq = self._tournament_id, [], 0
        try:
            new = self.store.log.entries(self._tournament_id, after_seq=self._log_seq)
        except StoreError as exc:  # an outage: what was read so far stays
            raise self._refused(exc, NOT_READ) from exc
        if new:
            self._log.extend(LoggedAction(h.at_ms, h.description, h.actor) for h in new)
            self._log_seq = new[-1].seq
        return self._log[count:]

    def logged_actions_newer(self, limit: int) -> Sequence[LoggedAction]:
        """The logged actions of this tournament after the newest one this asked for, oldest
        first; the first time (and for another tournament) only the newest ``limit`` ones:
        the older ones are read when asked (:meth:`logged_actions_older`), so opening a 50,000-entry
        log reads a page of it."""
        if self._page_of != self._tournament_id:
            self._page_of, self._newest, self._oldest = self._tournament_id, 0, None
            self._followed, self._followed_at = [], None
        followed, self._followed = self._followed, []
        if followed and self._followed_at == self.store.log.last_seq:  # nothing since
            self._followed_at = None
            return followed
        first = self._oldest is None
        try:  # one more than a page: whether older ones are left is known
            new = self.store.log.entries(
                self._tournament_id, after_seq=self._newest, limit=limit + 1 if first else None
            )
        except StoreError as exc:  # an outage: what was read so far stays
            self._followed = followed
            raise self._refused(exc, NOT_READ) from exc
        self._followed_at = None
        if first and new:
            new, self._oldest = self._page(new, limit)
        if new:
            self._newest = new[-1].seq
        return [*followed, *(LoggedAction(h.at_ms, h.description, h.actor) for h in new)]

    def follow_logged(
        self, tournament_id: str, seq: int, action: LoggedAction, version: object
    ) -> None:
        """The log entry ``seq`` this station just wrote (``action``: its line;
        ``version``: the store's version after its commit), taken in without reading the
        log when this unit has read the log up to the entry just before it (``seq`` follows
        the newest read: nothing was logged in between); otherwise nothing is done and
        :meth:`logged_actions_newer` reads the log. The next :meth:`logged_actions_newer`
        gives it without a read while the store's version is still ``version`` (nothing
        committed or followed since)."""
        if (
            tournament_id != self._tournament_id
            or self._page_of != tournament_id
            or self._oldest is None
            or seq != self._newest + 1
        ):
            return
        self._followed.append(action)
        self._newest = seq
        self._followed_at = version

    @staticmethod
    def _page(read: list[LogEntry], limit: int) -> tuple[list[LogEntry], int]:
        """The newest ``limit`` of ``limit + 1`` entries read, and the oldest entry kept
        when there are older ones (0: none left)."""
        if len(read) > limit:
            read = read[1:]
            return read, read[0].seq
        return read, 0

    def logged_actions_older(self, limit: int) -> Sequence[LoggedAction]:
        """Up to ``limit`` logged actions before the oldest one read (by
        :meth:`logged_actions_newer` and this), oldest first (empty: there are none)."""
        if self._page_of != self._tournament_id or not self._oldest:
            return []
        try:
            old = self.store.log.entries(
                self._tournament_id, before_seq=self._oldest, limit=limit + 1
            )
        except StoreError as exc:
            raise self._refused(exc, NOT_READ) from exc
        old, self._oldest = self._page(old, limit)
        return [LoggedAction(h.at_ms, h.description, h.actor) for h in old]

    @property
    def older_logged_actions_left(self) -> bool:
        """True when :meth:`logged_actions_older` may give more (older actions not read yet)."""
        return self._page_of == self._tournament_id and bool(self._oldest)

    def tournaments(self) -> Sequence[TournamentInfo]:
        """Every tournament in the database, oldest first."""
        try:
            return self.store.log.tournaments()
        except StoreError as exc:
            raise self._refused(exc, NOT_READ) from exc

    def create(self, command: CreateTournament) -> None:
        """Create a tournament (the domain decides it first) and make it this unit's."""
        try:
            tid = self.store.log.create_tournament(command, self.now(), self.rng)
        except StoreError as exc:
            raise self._refused(exc, NOT_RECORDED) from exc
        self._tournament_id = tid

    def switch(self, tournament_id: str) -> None:
        """Make another stored tournament this unit's."""
        if tournament_id not in {i.id for i in self.tournaments()}:
            raise DomainError(self._messages(GONE))
        self._tournament_id = tournament_id

    def save_live_hand(self, table: int, hand: LiveHand | None) -> None:
        """Keep the hand in progress at ``table`` for display stations (``db.live_hands``:
        no log entry, no undo step)."""
        data = None if hand is None else hand.to_json()
        try:
            live_hands.save(self.store, self._tournament_id, table, data, self.now())
        except StoreError as exc:
            raise self._refused(exc, NOT_RECORDED) from exc

    def live_hand(self, table: int) -> LiveHand | None:
        """The hand in progress at ``table`` as last saved (None: none); a damaged record
        is refused with what is wrong (``LiveHandError``)."""
        try:
            data = live_hands.load(self.store, self._tournament_id, table)
        except StoreError as exc:
            raise DomainError(str(exc)) from exc
        return None if data is None else LiveHand.from_json(data)
