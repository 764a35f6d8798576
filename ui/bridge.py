"""The event bridge: the store's committed events become Qt signals the windows follow.

The store calls :meth:`EventBridge.publish` after each commit (a director's command, an
undo or redo, or another station's commits a display station follows). The bridge keeps
the events of the tournament on screen, works out what they touch — which players, which
tables, the clock, the money, the structure — and emits one :attr:`~EventBridge.changed`
signal with that :class:`Change`. The console then refreshes only those rows and table
cards, and the clock screen repaints; nothing re-reads what the events did not touch.

Which event touches what is decided in one place, :func:`touches`, one case per event
type. An event type it does not name makes the windows re-read everything (never wrong,
only slower).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from tournament.service import events as e

__all__ = ["Change", "Committed", "EventBridge", "change_of", "touches"]


class Committed(Protocol):
    """An event as the store publishes it after the commit (``db.store.Published``)."""

    @property
    def tournament_id(self) -> str:
        """The tournament the event belongs to."""
        ...

    @property
    def event(self) -> object:
        """The domain event."""
        ...


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

    def __or__(self, other: Change) -> Change:
        return Change(
            self.players | other.players,
            self.tables | other.tables,
            self.clock or other.clock,
            self.levels or other.levels,
            self.money or other.money,
            self.chips or other.chips,
            self.seating or other.seating,
            self.everything or other.everything,
        )


_CLOCK = Change(clock=True)
_LEVELS = Change(clock=True, levels=True)
_ALL = Change(everything=True)


def _players(
    ids: Iterable[str | None],
    *,
    clock: bool = False,
    money: bool = False,
    chips: bool = False,
    seating: bool = False,
) -> Change:
    return Change(
        players=frozenset(i for i in ids if i is not None),
        clock=clock,
        money=money,
        chips=chips,
        seating=seating,
    )


def _tables(numbers: Iterable[int]) -> Change:
    return Change(tables=frozenset(numbers), seating=True)


def touches(event: object) -> Change:
    """What one event touches (an event type not named here: everything)."""
    match event:
        case e.PlayerRegistered(player_id=pid):
            return _players([pid], clock=True)
        case e.EntryBought(player_id=pid):
            return _players([pid], clock=True, money=True, chips=True)
        case e.SeatsDrawn(seats=seats):
            return _players(s.player for s in seats) | _tables(s.table for s in seats)
        case e.PlayersMoved(moves=moves):
            return _players(m.player for m in moves) | _tables(
                [m.from_table for m in moves] + [m.to_table for m in moves]
            )
        case (
            e.TableBroken(table=table)
            | e.TableAdded(table=table)
            | e.SeatLocked(table=table)
            | e.SeatUnlocked(table=table)
            | e.ButtonPlaced(table=table)
            | e.TableRestored(table=table)
        ):
            return _tables([table])
        case e.HandDealt(table=table):
            return _tables([table]) | _CLOCK
        case e.PlayersEliminated(eliminations=out):
            ids = [x.player_id for x in out] + [x.busted_by for x in out]
            return _players(ids, clock=True, money=True, chips=True, seating=True)
        case e.ChipCountsRecorded(counts=counts) | e.ChipsColouredUp(counts=counts):
            return _players((x.player_id for x in counts), clock=True, chips=True)
        case e.PlayerPaid(player_id=pid):
            return _players([pid], money=True)
        case e.PlayerRestored(player_id=pid):
            return _players([pid], clock=True, money=True, chips=True, seating=True)
        case e.EntryRestored():
            return Change(clock=True, money=True, chips=True)
        case e.MetaRestored():
            return Change(clock=True, money=True, chips=True, seating=True)
        case e.ClockStarted() | e.LevelStarted() | e.ClockRestored():
            return _LEVELS
        case (
            e.ClockPaused()
            | e.ClockResumed()
            | e.TimeAdjusted()
            | e.HandForHandStarted()
            | e.HandForHandEnded()
            | e.HandForHandPlayed()
            | e.HandForHandTableDone()
            | e.ClockMessageSet()
        ):
            return _CLOCK
        case e.FloorRulesSet():
            return Change(seating=True)
        case _:  # a new tournament, setup, structure, rotation, payouts, a deal, the winner
            return _ALL


def change_of(events: Iterable[object]) -> Change:
    """What these events touch together."""
    change = Change()
    for event in events:
        change = change | touches(event)
    return change


class EventBridge(QObject):
    """Subscribed to the store: emits :attr:`changed` after each commit that touches the
    tournament on screen (``tournament_id()``), with what it touched."""

    changed = Signal(object)
    """``changed(change: Change)`` after a commit of the tournament on screen."""
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

    def publish(self, committed: Sequence[Committed]) -> None:
        """The store's subscriber: called with the events of one commit, after it."""
        shown = self._tournament_id()
        events = [c.event for c in committed if c.tournament_id == shown]
        if events:
            self.committed.emit(events)
            self.changed.emit(change_of(events))
