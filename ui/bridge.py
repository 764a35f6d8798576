"""The event bridge: the store's commits become the one Qt signal every window follows.

The bridge is the store's only subscriber. The store calls :meth:`EventBridge.publish`
after each commit (a director's command, an undo or redo, or another station's commits a
display station follows) with the commit's events and the service's account of what they
touched (:class:`~tournament.service.outcome.Touched`, from the aggregate's own journal).
For the tournament on screen the bridge emits:

- :attr:`~EventBridge.logged` ``(entry)``: the log entry this station wrote, as a
  :class:`LoggedCommit` (the projections of the log follow it in memory: the recent seats
  and moves, and the Log tab's lines, are not read again from the database after each
  action);
- :attr:`~EventBridge.committed` ``(events)``: the commit's domain events, in order (for
  what announces them: seat announcements, recent moves);
- :attr:`~EventBridge.changed` ``(change)``: a :class:`Change` naming the players' rows,
  the table cards and the parts (clock, levels, money, chips, seating, everything) to read
  again.

The console refreshes only those rows and cards, the clock screen repaints (the clock
model its listeners ask for is built once per change: ``DirectorReads.clock_model``);
nothing re-reads what the commit did not touch. :func:`change_of` maps the outcome's
``Touched`` to a ``Change``; no table of event types is kept here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from tournament.service.outcome import Touched
from tournament.service.ports import LoggedAction
from tournament.service.seatings_in_force import LoggedSeatings

__all__ = [
    "Change",
    "Committed",
    "EventBridge",
    "LoggedCommit",
    "PublishedEvent",
    "WrittenEntry",
    "change_of",
]


class PublishedEvent(Protocol):
    """An event as the store publishes it after the commit (``db.event_log.Published``)."""

    @property
    def event(self) -> object:
        """The domain event."""
        ...

    @property
    def seq(self) -> int:
        """Its number (the store's version once it is committed)."""
        ...


class LoggedEntry(Protocol):
    """A log entry as the store wrote it (``db.event_log.LogEntry``)."""

    @property
    def seq(self) -> int:
        """Its number in the log."""
        ...

    @property
    def kind(self) -> str:
        """create, command, undo or redo."""
        ...

    @property
    def target_seq(self) -> int | None:
        """The entry an undo or redo names."""
        ...

    @property
    def at_ms(self) -> int:
        """When it was made."""
        ...

    @property
    def description(self) -> str:
        """What happened, as the log says it."""
        ...

    @property
    def actor(self) -> str | None:
        """Who sent it from a staff phone (None: the console)."""
        ...


class WrittenEntry(Protocol):
    """The log entry a commit of this station wrote (``db.commits.Written``)."""

    @property
    def entry(self) -> LoggedEntry:
        """The entry."""
        ...

    @property
    def after_seq(self) -> int:
        """The station's last event before the commit."""
        ...


class Committed(Protocol):
    """One commit of one tournament as the store publishes it (``db.commits.Commit``)."""

    @property
    def tournament_id(self) -> str:
        """The tournament the commit belongs to."""
        ...

    @property
    def published(self) -> Sequence[PublishedEvent]:
        """Its events, in order."""
        ...

    @property
    def touched(self) -> Touched:
        """What they changed (the service's outcome)."""
        ...

    @property
    def written(self) -> WrittenEntry | None:
        """The log entry this station wrote (None: another station's commits)."""
        ...


@dataclass(frozen=True, slots=True)
class LoggedCommit:
    """One log entry this station wrote, as a projection of the log follows it: the entry
    with its events, and the store's last event before (``after_seq``) and after
    (``last_seq``) the commit. A projection caught up to ``after_seq`` takes the entry in
    and is then caught up to ``last_seq``; any other reads the log."""

    tournament_id: str
    entry: LoggedSeatings
    after_seq: int
    last_seq: int
    action: LoggedAction
    """The entry's line in the Log tab (when, what happened, who sent it)."""


@dataclass(frozen=True, slots=True)
class Change:
    """What a batch of committed events touched, for the windows to refresh.

    ``players`` and ``tables`` name the rows and table cards; the flags name the other
    parts. ``everything``: re-read all (a new tournament, a structure or payouts change).
    """

    players: frozenset[str] = frozenset()
    tables: frozenset[int] = frozenset()
    clock: bool = False
    """The clock, level, hand-for-hand: the clock strip and the clock screen."""
    levels: bool = False
    """The level played changed: the structure list's marker and every table's game."""
    money: bool = False
    """Prize pool, payouts, places and results."""
    chips: bool = False
    """Chips in play: the chip check and the average stack."""
    seating: bool = False
    """Seats changed somewhere: what the tables need (balance, break) may differ."""
    everything: bool = False


def change_of(touched: Touched) -> Change:
    """What the windows read again for a commit that touched ``touched`` (the outcome's
    own account, from the aggregate's journal: no second table of event types)."""
    if (
        touched.setup
        or touched.payouts
        or touched.deal
        or touched.finish
        or touched.floor
        or touched.seats  # a satellite's terms: every money line reads differently
    ):
        return Change(everything=True)
    return Change(
        players=touched.players,
        tables=touched.tables,
        clock=not touched.empty,  # players left, pool, average, level: the clock shows them
        levels=touched.level,
        money=touched.placings,
        chips=touched.stacks,
        seating=bool(touched.tables),
    )


class EventBridge(QObject):
    """Subscribed to the store: emits :attr:`changed` after each commit that touches the
    tournament on screen (``tournament_id()``), with what it touched."""

    changed = Signal(object)
    """``changed(change: Change)`` after a commit of the tournament on screen."""
    logged = Signal(object)
    """``logged(commit: LoggedCommit)``: the log entry this station wrote for that commit,
    first (before ``committed``)."""
    committed = Signal(object)
    """``committed(events: list)``: the events of that commit, just before ``changed``."""
    live_changed = Signal(object)
    """``live_changed(tables: frozenset[int])``: the hands in progress at these tables of
    the tournament on screen changed (a display station follows them; not events)."""

    writer_silent = Signal(int)
    """``writer_silent(ms)``: a display station has not heard from the writer for ``ms``
    (0: heard again); emitted on each follow tick while it lasts, then once with 0."""

    def __init__(self, tournament_id: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tournament_id = tournament_id
        self._silent = 0

    def publish_writer_silence(self, silent_ms: int) -> None:
        """The follow timer's news about the writer: silent for ``silent_ms`` (0: heard
        from). Emitted as :attr:`writer_silent` while silent and once when heard again."""
        if silent_ms or self._silent:
            self.writer_silent.emit(silent_ms)
        self._silent = silent_ms

    def publish_live(self, changed: Iterable[tuple[str, int]]) -> None:
        """The follow timer's news: (tournament id, table) of each hand in progress that
        changed; those of the tournament on screen are emitted as :attr:`live_changed`."""
        shown = self._tournament_id()
        tables = frozenset(table for tid, table in changed if tid == shown)
        if tables:
            self.live_changed.emit(tables)

    def publish(self, commit: Committed) -> None:
        """The store's only subscriber: called with one commit, after it. A commit of the
        tournament on screen is emitted as :attr:`committed` (its events) and then
        :attr:`changed` (what to read again)."""
        if commit.tournament_id != self._tournament_id():
            return
        events = [p.event for p in commit.published]
        if not events:
            return
        written = commit.written
        if written is not None:
            line = written.entry
            entry = LoggedSeatings(line.seq, line.kind, line.target_seq, line.at_ms, events)
            last = commit.published[-1]
            action = LoggedAction(line.at_ms, line.description, line.actor)
            commit_id = commit.tournament_id
            self.logged.emit(LoggedCommit(commit_id, entry, written.after_seq, last.seq, action))
        self.committed.emit(events)
        self.changed.emit(change_of(commit.touched))
