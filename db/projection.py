"""Keep the query rows in step with the ``tournament.service`` aggregate.

Inside each command's (or undo's, or redo's) transaction, every event says what it touched:
one function per event type (:data:`TOUCHES`) names the players, entries and tables it
concerns and whether it changes the setup, the payouts, the deal, the finish or the chip
counts. The rows of exactly those are then brought in line with the aggregate's records
after the events (:mod:`db.project_players`, :mod:`db.project_tables`,
:mod:`db.project_results`; a recorded hand's row, :mod:`db.project_hands`), so forward
events, inverse (``...Restored``) events, undo and redo all keep the rows right.

The cost follows what the command changed, not the size of the field: the touched rows
are read in one query per kind and only those that differ are written, in batches.
Chip counts are history rows tied to the log entry that recorded them (an undo removes them,
a redo records them again). A knock-out (``bounty``) row stays when the victim re-enters
and goes when the bust itself is undone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, bindparam, delete, insert

from db.project_hands import project_hand
from db.project_players import project_entries, project_players, tables_of
from db.project_results import project_results, project_setup
from db.project_tables import project_tables
from db.rows import ChipCountRow
from tournament.service import events as e
from tournament.service.aggregate import Tournament
from tournament.service.commands import Command
from tournament.service.records import ChipCount

__all__ = ["TOUCHES", "Projection", "Touched", "project"]

_DELETE_COUNTS = delete(ChipCountRow).where(ChipCountRow.log_seq == bindparam("b_log"))
_INSERT_COUNTS = insert(ChipCountRow)


@dataclass(frozen=True, slots=True)
class Projection:
    """What the projection gets inside a transaction to keep the rows in step."""

    conn: Connection
    tournament_id: str
    aggregate: Tournament
    """The tournament after the events."""
    events: Sequence[e.Event]
    now: int
    log_seq: int
    kind: str
    """The log entry's kind: create, command, undo or redo."""
    target_seq: int | None
    command: Command | None = None
    """The entry's command (None for an undo or redo): a recorded hand's row is its
    projection (:mod:`db.project_hands`)."""


@dataclass(slots=True)
class Touched:
    """What the events of one transaction concern."""

    players: set[str] = field(default_factory=set)
    entries: set[str] = field(default_factory=set)
    tables: set[int] = field(default_factory=set)
    setup: bool = False
    restoring: bool = False
    unseats: bool = False
    """A player left a seat without the event naming the table (a bust, the win)."""
    payouts: bool = False
    deal: bool = False
    finish: bool = False
    counts: list[ChipCount] = field(default_factory=list)
    bounty_cash: dict[str, int] = field(default_factory=dict)


# --------------------------------------------------------------------------- one per event


def _created(ev: e.TournamentCreated, t: Touched) -> None:
    t.setup = True


def _registered(ev: e.PlayerRegistered, t: Touched) -> None:
    t.players.add(ev.player_id)


def _entry(ev: e.EntryBought, t: Touched) -> None:
    t.entries.add(ev.entry_id)
    t.players.add(ev.player_id)


def _drawn(ev: e.SeatsDrawn, t: Touched) -> None:
    for a in ev.seats:
        t.players.add(a.player)
        t.tables.add(a.table)


def _moved(ev: e.PlayersMoved, t: Touched) -> None:
    for m in ev.moves:
        t.players.add(m.player)
        t.tables.update((m.from_table, m.to_table))


def _table(
    ev: e.TableBroken | e.SeatLocked | e.SeatUnlocked | e.ButtonPlaced | e.TableAdded | e.HandDealt,
    t: Touched,
) -> None:
    t.tables.add(ev.table)


def _eliminated(ev: e.PlayersEliminated, t: Touched) -> None:
    t.unseats = True
    for x in ev.eliminations:
        t.players.add(x.player_id)
        if x.busted_by is not None:
            t.players.add(x.busted_by)
        t.bounty_cash[x.player_id] = x.bounty_cash


def _renumbered(ev: e.PlacesRenumbered, t: Touched) -> None:
    t.players.update(x.player_id for x in ev.places)


def _bounty_assigned(ev: e.BountyAssigned, t: Touched) -> None:
    t.players.update((ev.player_id, ev.busted_by))
    t.bounty_cash[ev.player_id] = ev.bounty_cash


def _won(ev: e.TournamentWon, t: Touched) -> None:
    t.players.add(ev.player_id)
    t.unseats = t.finish = True


def _counted(ev: e.ChipCountsRecorded | e.ChipsColouredUp, t: Touched) -> None:
    for x in ev.counts:
        t.players.add(x.player_id)
    t.counts.extend(ev.counts)


def _no_rows(ev: object, t: Touched) -> None:
    """The clock, the rotation and the structure's future levels have no rows."""


def _payouts(ev: e.PayoutsSet, t: Touched) -> None:
    t.payouts = True


def _deal(ev: e.DealMade, t: Touched) -> None:
    t.players.update(x.player for x in ev.deal.amounts)
    t.deal = t.finish = True


def _paid(ev: e.PlayerPaid, t: Touched) -> None:
    t.players.add(ev.player_id)


def _setup_restored(ev: e.SetupRestored, t: Touched) -> None:
    t.setup = t.restoring = True


def _player_restored(ev: e.PlayerRestored, t: Touched) -> None:
    t.restoring = True
    t.players.add(ev.player_id)
    if ev.record is not None:
        t.players.add(ev.record.player_id)
        if ev.record.busted_by is not None:
            t.players.add(ev.record.busted_by)


def _entry_restored(ev: e.EntryRestored, t: Touched) -> None:
    t.entries.add(ev.entry_id)
    if ev.record is not None:
        t.entries.add(ev.record.entry_id)
        t.players.add(ev.record.player_id)


def _table_restored(ev: e.TableRestored, t: Touched) -> None:
    t.restoring = True
    t.tables.add(ev.table)


def _meta_restored(ev: e.MetaRestored, t: Touched) -> None:
    if ev.meta.deal is not None:
        t.players.update(x.player for x in ev.meta.deal.amounts)
    t.payouts = t.deal = t.finish = True


TOUCHES: dict[type, Callable[[Any, Touched], None]] = {
    e.TournamentCreated: _created,
    e.PlayerRegistered: _registered,
    e.EntryBought: _entry,
    e.SeatsDrawn: _drawn,
    e.PlayersMoved: _moved,
    e.TableBroken: _table,
    e.SeatLocked: _table,
    e.SeatUnlocked: _table,
    e.ButtonPlaced: _table,
    e.PlayersEliminated: _eliminated,
    e.TournamentWon: _won,
    e.TableAdded: _table,
    e.HandDealt: _table,
    e.ChipCountsRecorded: _counted,
    e.ClockStarted: _no_rows,
    e.ClockPaused: _no_rows,
    e.ClockResumed: _no_rows,
    e.TimeAdjusted: _no_rows,
    e.LevelStarted: _no_rows,
    e.HandForHandStarted: _no_rows,
    e.HandForHandEnded: _no_rows,
    e.HandForHandPlayed: _no_rows,
    e.HandForHandTableDone: _no_rows,
    e.ChipsColouredUp: _counted,
    e.PayoutsSet: _payouts,
    e.PayoutsLocked: _no_rows,
    e.PlacesRenumbered: _renumbered,
    e.BountyAssigned: _bounty_assigned,
    e.DealMade: _deal,
    e.PlayerPaid: _paid,
    e.RotationSet: _no_rows,
    e.RulesSet: _no_rows,
    e.StructureSet: _no_rows,
    e.ClockMessageSet: _no_rows,
    e.FloorRulesSet: _no_rows,
    e.SetupRestored: _setup_restored,
    e.PlayerRestored: _player_restored,
    e.EntryRestored: _entry_restored,
    e.TableRestored: _table_restored,
    e.ClockRestored: _no_rows,
    e.MetaRestored: _meta_restored,
}
"""What each event type touches (every event type has its function)."""


def touched(events: Sequence[e.Event]) -> Touched:
    """What ``events`` concern, together."""
    out = Touched()
    for event in events:
        TOUCHES[type(event)](event, out)
    return out


def project(p: Projection) -> None:
    """Bring the rows the events touched in line with the aggregate after them."""
    conn, tid, agg = p.conn, p.tournament_id, p.aggregate
    project_hand(conn, tid, agg, p.command, p.kind, p.log_seq, p.target_seq, p.now)
    what = touched(p.events)
    if what.setup:
        project_setup(conn, tid, agg)
        what.tables.update(r.number for r in agg.table_records())
        if agg.settings is None:  # the creation was undone: nothing else is left
            return
    restoring = p.kind == "undo" or what.restoring
    if what.players and (restoring or what.unseats):
        what.tables.update(tables_of(conn, tid, agg, what.players))
    places = project_players(conn, tid, agg, what.players, p.now, restoring, what.bounty_cash)
    project_entries(conn, tid, agg, what.entries)
    project_tables(conn, tid, agg, what.tables)
    project_results(conn, tid, agg, what.payouts, what.deal, what.finish, places, p.now)
    if p.kind == "undo" and p.target_seq is not None:
        conn.execute(_DELETE_COUNTS, {"b_log": p.target_seq})
    elif what.counts:
        conn.execute(
            _INSERT_COUNTS,
            [
                {
                    "tournament_id": tid,
                    "log_seq": p.log_seq,
                    "player_id": x.player_id,
                    "chips": x.stack,
                    "at_ms": p.now,
                }
                for x in what.counts
            ],
        )
