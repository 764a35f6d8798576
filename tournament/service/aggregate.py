"""The ``Tournament`` aggregate: commands in, events out, undo by inverse events.

>>> import random
>>> from tournament.service.commands import CreateTournament, RegisterPlayer
>>> from tournament.service.records import BuyInSettings, LevelSpec
>>> t = Tournament()
>>> create = CreateTournament("Friday", BuyInSettings(), (LevelSpec(),), 2)
>>> r = t.handle(create, 0, random.Random(1))
>>> before = t.snapshot()
>>> r = t.handle(RegisterPlayer("Ana Silva", "PT"), 0, random.Random(1))
>>> [type(e).__name__ for e in r.events]
['PlayerRegistered']
>>> for event in r.inverse:
...     t.apply(event)
>>> t.snapshot() == before
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from tournament import money, rotation, seating
from tournament.clock import Clock
from tournament.clock_timeline import Timeline
from tournament.errors import DomainError
from tournament.games import game as game_of
from tournament.games import is_stud, short_name
from tournament.money.fmt import money as fmt_money
from tournament.service import adapters, views
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.adapters import deal_shares, draw_seats, rank_bust_group
from tournament.service.codec import JSON, from_value, to_value
from tournament.service.journal import Records
from tournament.service.ports import CommandResult
from tournament.service.records import (
    ChipCount,
    ClockState,
    Deal,
    Elimination,
    EntryKind,
    EntryRecord,
    LevelSpec,
    Meta,
    Move,
    PlayerAmount,
    PlayerPlace,
    PlayerRecord,
    SeatAssignment,
    Settings,
    TableRecord,
)
from tournament.service.structure_change import (
    apply_structure_set,
    check_seats_for_games,
    decide_set_structure,
)
from tournament.service.structures import specs_of, structure_from_specs
from tournament.structure import Level, RotationSettings, RotationUnit, Structure
from tournament.table import Table

__all__ = ["CommandResult", "Tournament"]

_SNAPSHOT_VERSION = 2


_ENTRY_KINDS: dict[money.EntryKind, EntryKind] = {
    money.EntryKind.BUY_IN: "buy_in",
    money.EntryKind.RE_ENTRY: "re_entry",
    money.EntryKind.REBUY: "rebuy",
    money.EntryKind.ADD_ON: "add_on",
}


def _deal(table: Table, ev: e.HandDealt) -> Table:
    """The table after a hand of ``ev.game``, moving the button as the rotation says
    (TDA 11B): advance in a button game, freeze it where the next button-game hand puts it
    when stud starts, hold it during stud; a button-game hand after stud (or the first
    hand) is dealt with the held button."""
    move = rotation.ButtonMove(ev.button)
    if move is rotation.ButtonMove.ADVANCE_AND_FREEZE or (
        move is rotation.ButtonMove.HOLD and is_stud(ev.game)
    ):
        return table.freeze_button()
    if is_stud(ev.game):
        return table
    return table.unfreeze_button().hand_dealt()


def _changed(before: Mapping[Any, object], after: Mapping[Any, object]) -> list[Any]:
    """Keys of ``before`` (the records a command wrote, as they were) whose record differs
    now, sorted (a record written back equal to what it was is no change)."""
    return sorted(k for k, v in before.items() if _differs(v, after.get(k)))


def _differs(before: object, after: object) -> bool:
    return before is not after and before != after


def _number(p: PlayerRecord) -> int:
    return p.number


class Tournament:
    """One tournament's state; changed only through :meth:`handle` and :meth:`apply`."""

    def __init__(self) -> None:
        self._settings: Settings | None = None
        self._structure: Structure | None = None
        self._timeline: Timeline | None = None
        self._specs: tuple[LevelSpec, ...] = ()
        # Records: plain dicts whose writes are journaled (undo) and keep the indexes below.
        self._players: Records[str, PlayerRecord] = Records(self._player_changed)
        self._entries: Records[str, EntryRecord] = Records(self._entry_changed)
        self._tables: Records[int, TableRecord] = Records(self._table_changed)
        self._clock = ClockState()
        self._meta = Meta()
        # Indexes, kept by the hooks (cost of a write: the record written).
        self._where_map: dict[str, tuple[int, int]] = {}
        self._active: set[str] = set()
        self._moves: dict[str, int] = {}
        self._by_place: dict[int, set[str]] = {}
        # Views kept between queries (rows of changed players are rebuilt).
        self._rows: dict[str, views.PlayerView] = {}
        self._rows_dirty: set[str] = set()
        self._rows_key: tuple[object, object] | None = None
        self._rows_all: tuple[list[str], tuple[views.PlayerView, ...]] | None = None
        self._table_views = views.TableViewCache()
        self._chips = 0  # stacks of the active players
        self._leader: tuple[str, int] | None = None  # chip leader (lowest id on a tie)
        self._leader_known = True
        self._player_order: list[str] | None = None
        self._collected = 0
        self._issued = 0  # chips the entries put in play
        self._kind_count: dict[str, int] = {}
        self._entries_of: dict[str, set[str]] = {}
        self._entry_order: list[str] | None = None
        self._table_order: list[int] | None = None
        self._table_values: dict[int, Table] = {}
        self._seating: seating.SeatingState | None = None
        self._dirty_tables: set[int] = set()

    # ------------------------------------------------------------------ command API

    def verify(self, command: c.Command, now: int) -> None:
        """Raise :class:`DomainError` saying why ``command`` is not allowed at ``now``."""
        if type(command) in _STEPS:
            self.preview(command, now, random.Random(0))
        else:
            self._decide(command, now, random.Random(0))

    def can(self, command: c.Command, now: int) -> bool:
        """True when ``command`` is allowed at ``now``."""
        try:
            self.verify(command, now)
        except DomainError:
            return False
        return True

    def handle(self, command: c.Command, now: int, rng: random.Random) -> CommandResult:
        """Decide ``command`` once, apply its events and return them with their inverse.

        A refused command raises :class:`DomainError` and changes nothing. A command made of
        steps (:class:`~tournament.service.commands.RegisterAndBuyIn`, a seating
        :class:`~tournament.service.commands.ReEnter`) decides each step on the state the
        previous steps left; its events and inverse are those of all of them.
        """
        before = (self._settings, self._structure, self._clock, self._meta)
        records = (self._tables, self._players, self._entries)
        for r in records:
            r.open_journal()
        events: list[e.Event] = []
        try:
            for step in self._steps(command):
                decided = self._decide(step, now, rng)
                for event in decided:
                    self.apply(event)
                events.extend(decided)
        except Exception:
            self._roll_back(before)
            raise
        tables, players = self._tables.close_journal(), self._players.close_journal()
        entries = self._entries.close_journal()
        return CommandResult(tuple(events), self._inverse(before, tables, players, entries))

    def preview(self, command: c.Command, now: int, rng: random.Random) -> tuple[e.Event, ...]:
        """The events ``command`` would produce now, without keeping them (what a deal would
        pay, before the director confirms it); :class:`DomainError` when it is refused."""
        result = self.handle(command, now, rng)
        self.apply_all(result.inverse)
        return result.events

    def _steps(self, command: c.Command) -> Iterable[c.Command]:
        steps = _STEPS.get(type(command))
        return (command,) if steps is None else steps(self, command)

    def _roll_back(
        self, before: tuple[Settings | None, Structure | None, ClockState, Meta]
    ) -> None:
        """Put back what a command being handled changed (its records and the rest)."""
        for r in (self._tables, self._players, self._entries):
            r.roll_back()
        self._settings = before[0]
        if self._structure is not before[1]:
            self._set_structure(before[1])
        self._clock, self._meta = before[2], before[3]

    def apply(self, event: e.Event) -> None:
        """Apply one event (deterministic: no clock, no rng)."""
        handler = _APPLY.get(type(event))
        if handler is None:
            raise DomainError(f"Unknown event {type(event).__name__}")
        handler(self, event)

    def apply_all(self, events: Iterable[e.Event]) -> None:
        """Apply events in order (redo, replay of a log, undo with an inverse)."""
        for event in events:
            self.apply(event)

    # ------------------------------------------------------------------ snapshot

    def snapshot(self) -> dict[str, JSON]:
        """The whole state as JSON data (records sorted by key, so order-independent)."""
        return {
            "version": _SNAPSHOT_VERSION,
            "settings": to_value(self._settings),
            "structure": to_value(self._structure),
            "players": [to_value(self._players[k]) for k in sorted(self._players)],
            "entries": [to_value(self._entries[k]) for k in sorted(self._entries)],
            "tables": [to_value(self._tables[k]) for k in sorted(self._tables)],
            "clock": to_value(self._clock),
            "meta": to_value(self._meta),
        }

    @classmethod
    def restore(cls, snapshot: dict[str, JSON]) -> Tournament:
        """Rebuild a tournament from :meth:`snapshot` output."""
        if snapshot.get("version") != _SNAPSHOT_VERSION:
            raise DomainError(f"Unsupported saved state version {snapshot.get('version')!r}")
        t = cls()
        t._settings = from_value(Settings | None, snapshot["settings"], "settings")
        t._set_structure(from_value(Structure | None, snapshot["structure"], "structure"))
        players = from_value(tuple[PlayerRecord, ...], snapshot["players"], "players")
        t._players.update((p.player_id, p) for p in players)
        entries = from_value(tuple[EntryRecord, ...], snapshot["entries"], "entries")
        t._entries.update((x.entry_id, x) for x in entries)
        tables = from_value(tuple[TableRecord, ...], snapshot["tables"], "tables")
        t._tables.update((x.number, x) for x in tables)
        t._clock = from_value(ClockState, snapshot["clock"], "clock")
        t._meta = from_value(Meta, snapshot["meta"], "meta")
        return t

    # ------------------------------------------------------------------ read-only state

    @property
    def settings(self) -> Settings | None:
        """The settings (None before the tournament is created)."""
        return self._settings

    @property
    def structure(self) -> tuple[LevelSpec, ...]:
        """Levels and breaks as flat specs (see :attr:`structure_value` for the real one)."""
        return self._specs

    @property
    def structure_value(self) -> Structure | None:
        """The :class:`tournament.structure.Structure` played (None before creation)."""
        return self._structure

    def _set_structure(self, structure: Structure | None) -> None:
        self._structure = structure
        self._timeline = Timeline(structure) if structure is not None else None
        self._specs = specs_of(structure) if structure is not None else ()

    def timeline(self) -> Timeline:
        """The structure's steps at any index, overtime included (the clock's timeline)."""
        if self._timeline is None:
            raise DomainError("Create the tournament first")
        return self._timeline

    def clock(self, hand_for_hand_ms: int | None = None) -> Clock:
        """The stored clock as a :class:`tournament.clock.Clock` (not advanced)."""
        return adapters.clock_of(self._clock, self.timeline(), hand_for_hand_ms)

    @property
    def meta(self) -> Meta:
        """Floor-wide state (hand-for-hand, payouts, deal, rotation)."""
        return self._meta

    @property
    def clock_state(self) -> ClockState:
        """The clock as stored (see :meth:`settled_clock` for the clock at an instant)."""
        return self._clock

    def player(self, player_id: str) -> PlayerRecord:
        """A player's record; DomainError when unknown."""
        return self._player(player_id)

    def player_records(self) -> tuple[PlayerRecord, ...]:
        """All players in registration order."""
        order = self._player_order
        if order is None:
            ranked = sorted(self._players.values(), key=lambda p: p.number)
            order = self._player_order = [p.player_id for p in ranked]
        players = self._players
        return tuple(players[k] for k in order)

    def entry_records(self) -> tuple[EntryRecord, ...]:
        """All entries in the order they were bought."""
        order = self._entry_order
        if order is None:
            order = self._entry_order = sorted(self._entries)
        entries = self._entries
        return tuple(entries[k] for k in order)

    def table_records(self) -> tuple[TableRecord, ...]:
        """All tables (broken ones too) by number."""
        order = self._table_order
        if order is None:
            order = self._table_order = sorted(self._tables)
        tables = self._tables
        return tuple(tables[k] for k in order)

    def entry_record(self, entry_id: str) -> EntryRecord | None:
        """One entry's record, or None when there is no such entry (constant time)."""
        return self._entries.get(entry_id)

    def table_record(self, number: int) -> TableRecord | None:
        """One table's record (a broken one too), or None when there is no such table."""
        return self._tables.get(number)

    def players_at(self, place: int) -> tuple[PlayerRecord, ...]:
        """The players who finished in ``place`` (several when they share it), in
        registration order; cost: the players of that place, not the field."""
        players = self._players
        return tuple(sorted((players[p] for p in self._by_place.get(place, ())), key=_number))

    def location(self, player_id: str) -> tuple[int, int] | None:
        """(table, seat) of a player, or None when not seated."""
        return self._where_map.get(player_id)

    def players_left(self) -> int:
        """How many players are still in the tournament (constant time)."""
        return len(self._active)

    def seating_state(self) -> seating.SeatingState:
        """The seating module's state of the tables in play (broken tables left out).

        Kept in step with the tables (only the tables a command changed are re-indexed);
        an immutable value, without move counts (see :meth:`balance_plan`).
        """
        state = self._seating
        dirty = self._dirty_tables
        if state is None:
            state = adapters.seating_state(self._tables)
        elif dirty:
            live: list[Table] = []
            closed: list[int] = []
            for number in sorted(dirty):
                record = self._tables.get(number)
                if record is None or record.broken:
                    closed.append(number)
                else:
                    live.append(self.table_value(number))
            state = state.update(live, closed)
        dirty.clear()
        self._seating = state
        return state

    def settled_clock(self, now: int) -> ClockState:
        """The clock at ``now`` (levels that ran out while running are passed)."""
        if self._timeline is None:
            return self._clock
        return adapters.clock_state(self.clock().advance(now))

    def level_number(self, index: int) -> int:
        """The 1-based number of the level at ``index`` (breaks take the previous number)."""
        timeline = self.timeline()
        number = timeline.level_number(index)
        while number is None and index > 0:
            index -= 1
            number = timeline.level_number(index)
        return number or 1

    def _rotation_settings(self) -> RotationSettings:
        structure = self._structure
        return structure.rotation if structure is not None else RotationSettings()

    def _level_at(self, index: int) -> Level:
        """The level at step ``index``; during a break, the level before it (or after)."""
        timeline = self.timeline()
        i = index
        step = timeline.step(i)
        while not isinstance(step, Level) and i > 0:
            i -= 1
            step = timeline.step(i)
        if not isinstance(step, Level):
            step = timeline.step(timeline.next_level(index))
        assert isinstance(step, Level)
        return step

    def level_in_force(self, now: int | None) -> Level:
        """The level whose games and amounts the next hand uses (at ``now``; None: the
        clock as stored)."""
        clock = self._clock if now is None else self.settled_clock(now)
        return self._level_at(clock.level_index)

    def now_and_next(self, now: int | None) -> rotation.NowAndNext:
        """The rotation module's game now played (most tables), the next game, and each
        table's game (at ``now``; None: the clock as stored)."""
        clock = self._clock if now is None else self.settled_clock(now)
        timeline = self.timeline()
        level = self._level_at(clock.level_index)
        following = self._level_at(timeline.next_level(clock.level_index))
        tables = {
            t.number: adapters.table_rotation(t) for t in self._tables.values() if not t.broken
        }
        return rotation.now_and_next(tables, level, following, self._rotation_settings())

    def next_hand_game(self, table: int, now: int) -> str:
        """The game the next hand at ``table`` is dealt in (the rotation's next game under
        the level in force at ``now``; what :class:`RecordHand` records)."""
        t = self._table(table)
        level = self.level_in_force(now)
        return rotation.next_hand_game(adapters.table_rotation(t), level, self._rotation_settings())

    def game_at(self, table: int | None, now: int | None) -> str:
        """The game played at ``table`` (None: what most tables play) at ``now``."""
        games = self.now_and_next(now)
        if table is not None and table in games.by_table:
            return games.by_table[table]
        return games.now

    def active_players(self) -> tuple[PlayerRecord, ...]:
        """Players still in the tournament, in registration order."""
        players = self._players
        return tuple(sorted((players[k] for k in self._active), key=lambda p: p.number))

    def prize_pool(self) -> int:
        """Prize money in cents: entries (less fees and bounties), added money, guarantee."""
        settings = self._settings
        if settings is None:
            return 0
        b = settings.buy_in
        return money.prize_pool(self._collected, b.guarantee, b.added_money).total

    def prize_for(self, player_id: str) -> int:
        """What a player has won (deal amount, or the payout of their place, ties averaged)."""
        deal = self._meta.deal
        if deal is not None:
            for pa in deal.amounts:
                if pa.player_id == player_id:
                    won = self._players[player_id].place == 1 and self._meta.finished
                    return pa.amount + (deal.play_for if won else 0)
        p = self._player(player_id)
        if p.place is None:
            return 0
        # Tied players split their places' prizes exactly (the money module's rule: odd
        # cents to the earlier tied players, here in registration order).
        tied = sorted(self._by_place[p.place], key=lambda pid: self._players[pid].number)
        finishes = [money.Finish(pid, p.place, len(tied)) for pid in tied]
        return money.prizes_for_finishes(finishes, self._meta.payouts)[player_id]

    # ------------------------------------------------------------------ UI queries

    def players_view(self) -> tuple[views.PlayerView, ...]:
        """Every player: name, status, table/seat, stack, entries, bounty, place, prize."""
        # Rows are rebuilt only for players whose record, seat or prize may have changed.
        key = (self._meta.payouts, self._meta.deal)
        cached = self._rows_key
        if cached is None or cached[0] is not key[0] or cached[1] is not key[1]:
            self._rows.clear()
            self._rows_all = None
            self._rows_key = key
        dirty, rows = self._rows_dirty, self._rows
        if dirty:
            for pid in dirty:
                rows.pop(pid, None)
            dirty.clear()
            self._rows_all = None
        order = self._player_order
        if self._rows_all is not None and order is not None and self._rows_all[0] is order:
            return self._rows_all[1]
        records = self.player_records()
        out = []
        for p in records:
            row = rows.get(p.player_id)
            if row is None:
                row = rows[p.player_id] = views.player_view(self, p)
            out.append(row)
        result = tuple(out)
        assert self._player_order is not None
        self._rows_all = (self._player_order, result)
        return result

    def tables_view(
        self, include_broken: bool = False, now: int | None = None
    ) -> tuple[views.TableView, ...]:
        """Tables with their seats and who has the button and the blinds next hand (at
        ``now``; without it, at the clock as last stored)."""
        return views.tables_view(self, include_broken, now, self._table_views)

    def levels_view(self) -> tuple[views.LevelView, ...]:
        """The structure's levels and breaks, as the clock shows them (for the structure list)."""
        self._created()
        return views.levels_view(self)

    def clock_view(self, now: int) -> views.ClockView:
        """The clock at ``now`` (level, game, blinds, time left, next level, time to break)."""
        self._created()
        return views.clock_view(self, now)

    def summary(self) -> views.SummaryView:
        """Players left, average stack, chip leader, prize pool, payouts, bubble."""
        return views.summary_view(self)

    def places(self) -> tuple[tuple[int, str], ...]:
        """Finished places so far as (place, player id), best first."""
        done = [(p.place, p.player_id) for p in self._players.values() if p.place is not None]
        return tuple(sorted((pl, pid) for pl, pid in done))

    def balance_plan(self) -> tuple[Move, ...]:
        """The seating module's balancing moves for now (empty when balanced)."""
        structure = self._structure
        stud_only = structure is not None and all(is_stud(g) for g in structure.games)
        method = seating.BalanceMethod.POSITION if stud_only else seating.BalanceMethod.BIG_BLIND
        return adapters.balance_plan(self.seating_state(), MappingProxyType(self._moves), method)

    def table_value(self, number: int) -> Table:
        """The :class:`tournament.table.Table` value of a table (seats, button state)."""
        value = self._table_values.get(number)
        if value is None:
            t = self._tables.get(number)
            if t is None:
                raise DomainError(f"There is no table {number}")
            value = self._table_values[number] = adapters.table_of(t)
        return value

    def break_plan(self, table: int, rng: random.Random) -> tuple[Move, ...]:
        """Moves that break ``table`` (random two-step draw), to confirm with BreakTable."""
        self._table(table)
        return adapters.break_plan(self.seating_state(), table, rng)

    def final_table_plan(self, rng: random.Random) -> tuple[int, tuple[Move, ...]]:
        """(final table number, redraw moves), to confirm with RedrawFinalTable."""
        return adapters.final_table_plan(self.seating_state(), rng)

    # ------------------------------------------------------------------ indexes

    def _player_changed(self, pid: str, old: PlayerRecord | None, new: PlayerRecord | None) -> None:
        self._follow_chips(pid, old, new)
        at = self._where_map.get(pid)
        if at is not None:  # the seat shows the player's name and stack
            self._table_views.dirty.add(at[0])
        dirty = self._rows_dirty
        dirty.add(pid)
        if old is not None:
            if old.status == "active":
                self._active.discard(pid)
            if old.place is not None:
                sharing = self._by_place[old.place]
                sharing.discard(pid)
                dirty.update(sharing)  # their share of the prize changes
                if not sharing:
                    del self._by_place[old.place]
        if new is not None:
            if new.status == "active":
                self._active.add(pid)
            if new.place is not None:
                sharing = self._by_place.setdefault(new.place, set())
                dirty.update(sharing)
                sharing.add(pid)
            if new.moves:
                self._moves[pid] = new.moves
            else:
                self._moves.pop(pid, None)
        else:
            self._moves.pop(pid, None)
        if old is None or new is None or old.number != new.number:
            self._player_order = None

    def _follow_chips(self, pid: str, old: PlayerRecord | None, new: PlayerRecord | None) -> None:
        """Chips in play and the chip leader, from the one record that changed."""
        was = old.stack if old is not None and old.status == "active" else 0
        now = new.stack if new is not None and new.status == "active" else 0
        self._chips += now - was
        if not self._leader_known:
            return
        leader = self._leader
        if leader is not None and leader[0] == pid:
            if now >= leader[1]:
                self._leader = (pid, now)
            else:
                self._leader_known = False  # someone else may lead now: find out when asked
        elif now > 0 and (leader is None or (-now, pid) < (-leader[1], leader[0])):
            self._leader = (pid, now)

    def recorded_chips(self) -> int:
        """The recorded stacks of the players still in (constant time)."""
        return self._chips

    def chips_in_play(self) -> int:
        """The chips that are on the tables: issued by the entries (buy-ins, re-entries,
        rebuys, add-ons), less those a colour-up removed (constant time)."""
        return self._issued + self._meta.chips_adjusted

    def chip_check(self) -> money.ChipCheck:
        """The recorded stacks against the chips in play (the money module's check)."""
        return money.ChipCheck(
            self.chips_in_play(), self._chips, self._chips - self.chips_in_play()
        )

    def chip_leader(self) -> PlayerRecord | None:
        """The player with the most chips (lowest id on a tie; None when nobody has chips)."""
        if not self._leader_known:
            counts = {pid: self._players[pid].stack for pid in self._active}
            top = money.chip_leader(counts)
            self._leader = (top.players[0], top.chips) if top is not None else None
            self._leader_known = True
        return self._players[self._leader[0]] if self._leader is not None else None

    def chips_issued(self) -> int:
        """The chips every entry, rebuy and add-on put in play (constant time)."""
        return self._issued

    def entry_count(self, kind: EntryKind) -> int:
        """How many entries of ``kind`` were bought (constant time)."""
        return self._kind_count.get(kind, 0)

    def _entry_changed(self, eid: str, old: EntryRecord | None, new: EntryRecord | None) -> None:
        kinds = self._kind_count
        if old is not None:
            self._collected -= old.amount
            self._issued -= old.chips
            kinds[old.kind] -= 1
            self._entries_of[old.player_id].discard(eid)
        if new is not None:
            self._collected += new.amount
            self._issued += new.chips
            kinds[new.kind] = kinds.get(new.kind, 0) + 1
            self._entries_of.setdefault(new.player_id, set()).add(eid)
        if old is None or new is None:
            self._entry_order = None

    def _table_changed(self, number: int, old: TableRecord | None, new: TableRecord | None) -> None:
        where = self._where_map
        dirty = self._rows_dirty  # their rows show the table and seat
        if old is not None:
            for i, p in enumerate(old.seats, 1):
                if p is not None and where.get(p) == (number, i):
                    del where[p]
                    dirty.add(p)
        if new is not None:
            for i, p in enumerate(new.seats, 1):
                if p is not None and where.get(p) != (number, i):
                    where[p] = (number, i)
                    dirty.add(p)
        self._table_values.pop(number, None)
        self._dirty_tables.add(number)
        self._table_views.dirty.add(number)
        if old is None or new is None:
            self._table_order = None

    # ------------------------------------------------------------------ helpers

    def _where(self) -> Mapping[str, tuple[int, int]]:
        return self._where_map

    def _player(self, player_id: str) -> PlayerRecord:
        p = self._players.get(player_id)
        if p is None:
            raise DomainError(f"There is no player with id {player_id!r}")
        return p

    def _created(self) -> Settings:
        if self._settings is None:
            raise DomainError("Create the tournament first")
        return self._settings

    def _table(self, number: int) -> TableRecord:
        t = self._tables.get(number)
        if t is None:
            raise DomainError(f"There is no table {number}")
        if t.broken:
            raise DomainError(f"Table {number} is broken")
        return t

    def _seat_in_range(self, table: TableRecord, seat: int) -> None:
        if not 1 <= seat <= table.size:
            raise DomainError(f"Table {table.number} has seats 1 to {table.size}, not {seat}")

    def _current_level_number(self, now: int) -> int:
        clock = self.settled_clock(now)
        return self.level_number(clock.level_index) if clock.started else 0

    def _not_finished(self) -> None:
        if self._meta.finished:
            raise DomainError("The tournament is over")

    def _inverse(
        self,
        before: tuple[Settings | None, Structure | None, ClockState, Meta],
        tables: Mapping[int, TableRecord | None],
        players: Mapping[str, PlayerRecord | None],
        entries: Mapping[str, EntryRecord | None],
    ) -> tuple[e.Event, ...]:
        """The events that put back what a command changed (``tables``, ``players``,
        ``entries``: the records it wrote, as they were before; None: absent)."""
        settings, structure, clock, meta = before
        out: list[e.Event] = []
        if _differs(settings, self._settings) or _differs(structure, self._structure):
            out.append(e.SetupRestored(settings, structure))
        for key in _changed(tables, self._tables):
            out.append(e.TableRestored(key, tables[key]))
        for pkey in _changed(players, self._players):
            out.append(e.PlayerRestored(pkey, players[pkey]))
        for ekey in _changed(entries, self._entries):
            out.append(e.EntryRestored(ekey, entries[ekey]))
        if _differs(clock, self._clock):
            out.append(e.ClockRestored(clock))
        if _differs(meta, self._meta):
            out.append(e.MetaRestored(meta))
        return tuple(out)

    # ------------------------------------------------------------------ deciding

    def _decide(self, command: c.Command, now: int, rng: random.Random) -> tuple[e.Event, ...]:
        decider = _DECIDE.get(type(command))
        if decider is None:
            raise DomainError(f"Unknown command {type(command).__name__}")
        if not isinstance(command, c.CreateTournament):
            self._created()
        return tuple(decider(self, command, now, rng))

    def _d_create(self, cmd: c.CreateTournament, now: int, rng: random.Random) -> list[e.Event]:
        if self._settings is not None:
            raise DomainError("The tournament is already created")
        if not cmd.name.strip():
            raise DomainError("Give the tournament a name")
        if isinstance(cmd.structure, Structure):
            structure = cmd.structure
        else:
            if not cmd.structure:
                raise DomainError("The structure needs at least one level")
            for i, lv in enumerate(cmd.structure, 1):
                if lv.duration_ms <= 0:
                    raise DomainError(f"Level {i} must last longer than zero")
                amounts = (lv.small_blind, lv.big_blind, lv.ante, lv.bring_in, lv.small_bet)
                if min(*amounts, lv.big_bet) < 0:
                    raise DomainError(f"Level {i}: blinds, antes and bets cannot be negative")
            structure = structure_from_specs(
                cmd.name.strip(), cmd.structure, max(cmd.buy_in.starting_stack, 1)
            )
        if not structure.levels:
            raise DomainError("The structure has only breaks")
        for i, step in enumerate(structure.steps):
            if step.length_ms <= 0:
                raise DomainError(f"The {structure.step_label(i)} must last longer than zero")
        for code in structure.games:
            game_of(code)
        if not 1 <= cmd.table_count <= 500:
            raise DomainError("The number of tables must be between 1 and 500")
        if not 2 <= cmd.table_size <= 10:
            raise DomainError("A table has between 2 and 10 seats")
        check_seats_for_games(structure.games, cmd.table_size)
        b = cmd.buy_in
        if min(b.buy_in, b.fee, b.bounty, b.rebuy_cost, b.add_on_cost, b.added_money) < 0:
            raise DomainError("Amounts of money cannot be negative")
        if b.starting_stack <= 0:
            raise DomainError("The starting stack must be more than zero chips")
        if b.max_entries < 1:
            raise DomainError("Each player has at least one entry")
        if not 0 <= b.pko_head_share_percent <= 100:
            raise DomainError("The share of a knockout added to the head is 0 to 100 %")
        if not 0 < b.paid_percent <= 100:
            raise DomainError("The share of the field paid is more than 0 and at most 100 %")
        adapters.money_settings(b)
        settings = Settings(cmd.name.strip(), b, cmd.table_count, cmd.table_size)
        return [e.TournamentCreated(settings, structure)]

    def _d_register(self, cmd: c.RegisterPlayer, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        name = cmd.name.strip()
        if not name:
            raise DomainError("Give the player's name")
        number = self._meta.next_player
        player_id = cmd.player_id if cmd.player_id is not None else self._new_player_id()
        if not player_id.strip():
            raise DomainError("A player id cannot be blank")
        if player_id in self._players:
            raise DomainError(
                f"Player id {player_id} is already used by {self._players[player_id].name}"
            )
        return [e.PlayerRegistered(player_id, number, name, cmd.country.strip())]

    def _new_player_id(self) -> str:
        return f"P{self._meta.next_player:04d}"

    def _seats_in_play(self) -> bool:
        """True once seats are drawn: someone sits at a table still in play."""
        return any(t.players for t in self._tables.values() if not t.broken)

    def _s_register_and_buy_in(self, cmd: c.RegisterAndBuyIn) -> Iterator[c.Command]:
        player_id = cmd.player_id if cmd.player_id is not None else self._new_player_id()
        yield c.RegisterPlayer(cmd.name, cmd.country, player_id)
        yield c.BuyIn(player_id)
        if self._seats_in_play():
            yield c.SeatLateEntry(player_id)

    def _s_re_enter(self, cmd: c.ReEnter) -> Iterator[c.Command]:
        yield c.ReEnter(cmd.player_id)
        if cmd.seat and self._seats_in_play():
            yield c.SeatLateEntry(cmd.player_id)

    def _ledger(self, player_id: str) -> money.Ledger:
        """The money module's ledger of one player's entries (its rules decide; a player's
        windows and limits depend on their own entries only)."""
        p = self._player(player_id)
        entries = self._entries
        own = [entries[k] for k in sorted(self._entries_of.get(player_id, ()))]
        return adapters.ledger(self._created().buy_in, (p,), own)

    def _entry_event(self, ledger: Callable[[str], money.Ledger]) -> e.EntryBought:
        entry_id = f"E{self._meta.next_entry:05d}"
        try:
            x = ledger(entry_id).entries[-1]
        except money.MoneyError as error:
            raise DomainError(str(error)) from error
        kind = _ENTRY_KINDS[x.kind]
        return e.EntryBought(entry_id, x.player, kind, x.prize, x.fee, x.bounty, x.chips, x.at)

    def _d_buy_in(self, cmd: c.BuyIn, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        p = self._player(cmd.player_id)
        level = self._current_level_number(now)
        book = self._ledger(p.player_id)
        entry = self._entry_event(lambda i: book.buy_in(p.player_id, level, at=now, entry_id=i))
        return [entry, *self._following_payouts(entry)]

    def _d_re_enter(self, cmd: c.ReEnter, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        p = self._player(cmd.player_id)
        if p.status != "eliminated":
            raise DomainError(f"{p.name} is not eliminated; only busted players re-enter")
        level = self._current_level_number(now)
        book = self._ledger(p.player_id)
        entry = self._entry_event(
            lambda i: book.re_enter(p.player_id, level, busted=True, at=now, entry_id=i)
        )
        out: list[e.Event] = [entry]
        if p.place is not None:
            busted = {x.player_id: x.place for x in self._players.values() if x.place is not None}
            moved = money.places_after_re_entry(busted, p.player_id)
            if moved:
                order = sorted(moved, key=lambda k: busted[k])
                out.append(e.PlacesRenumbered(tuple(PlayerPlace(k, moved[k]) for k in order)))
        return [*out, *self._following_payouts(entry)]

    def _d_rebuy(self, cmd: c.Rebuy, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        p = self._player(cmd.player_id)
        if p.status != "active":
            raise DomainError(f"{p.name} is not playing and cannot rebuy")
        level = self._current_level_number(now)
        book = self._ledger(p.player_id)
        stack = 0 if cmd.busted else p.stack
        entry = self._entry_event(
            lambda i: book.rebuy(p.player_id, level, stack=stack, at=now, entry_id=i)
        )
        out: list[e.Event] = [entry]
        if cmd.busted:  # he lost every chip: his stack is what the rebuy gives
            out.append(e.ChipCountsRecorded((ChipCount(p.player_id, entry.chips),)))
        return [*out, *self._following_payouts(entry)]

    def _d_add_on(self, cmd: c.AddOn, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        p = self._player(cmd.player_id)
        if p.status != "active":
            raise DomainError(f"{p.name} is not playing and cannot take the add-on")
        clock = self.settled_clock(now)
        on_break = clock.started and self.timeline().is_break(clock.level_index)
        level = self._current_level_number(now)
        book = self._ledger(p.player_id)
        entry = self._entry_event(
            lambda i: book.add_on(p.player_id, level, on_break=on_break, at=now, entry_id=i)
        )
        return [entry, *self._following_payouts(entry)]

    # seating ----------------------------------------------------------------

    def _open_seats(self) -> int:
        state = self.seating_state()
        return state.capacity - state.player_count

    def _to_seat(self, who: Iterable[str]) -> list[str]:
        out = []
        where = self._where()
        for pid in who:
            p = self._player(pid)
            if p.status != "active":
                raise DomainError(f"{p.name} has not bought in or is eliminated")
            if pid in where:
                t, s = where[pid]
                raise DomainError(f"{p.name} is already seated at table {t} seat {s}")
            out.append(pid)
        return out

    def _d_draw(self, cmd: c.DrawSeats, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        if cmd.players:
            if len(set(cmd.players)) != len(cmd.players):
                raise DomainError("A player is listed twice in the draw")
            who = self._to_seat(cmd.players)
        else:
            where = self._where()
            who = [p.player_id for p in self.active_players() if p.player_id not in where]
            if not who:
                raise DomainError("Every player who bought in already has a seat")
        free = self._open_seats()
        if len(who) > free:
            raise DomainError(f"{len(who)} players to seat but only {free} open seats")
        return [e.SeatsDrawn(draw_seats(who, self.seating_state(), rng))]

    def _d_seat_late(self, cmd: c.SeatLateEntry, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        who = self._to_seat([cmd.player_id])
        if self._open_seats() < 1:
            raise DomainError("There is no open seat: open a table first")
        return [e.SeatsDrawn(draw_seats(who, self.seating_state(), rng))]

    def _check_destination(self, table: int, seat: int) -> TableRecord:
        t = self._table(table)
        self._seat_in_range(t, seat)
        if seat in t.locked:
            raise DomainError(f"Table {table} seat {seat} is locked")
        return t

    def _d_move(self, cmd: c.MovePlayer, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        p = self._player(cmd.player_id)
        t = self._check_destination(cmd.to_table, cmd.to_seat)
        occupant = t.occupant(cmd.to_seat)
        if occupant is not None:
            raise DomainError(
                f"Table {cmd.to_table} seat {cmd.to_seat} is taken by "
                f"{self._players[occupant].name}"
            )
        here = self.location(p.player_id)
        if here is None:
            self._to_seat([p.player_id])
            return [e.SeatsDrawn((SeatAssignment(p.player_id, cmd.to_table, cmd.to_seat),))]
        move = Move(p.player_id, here[0], here[1], cmd.to_table, cmd.to_seat)
        return [e.PlayersMoved((move,), "move")]

    def _check_plan(self, moves: tuple[Move, ...]) -> None:
        if not moves:
            raise DomainError("The plan has no moves")
        if len({m.player_id for m in moves}) != len(moves):
            raise DomainError("The plan moves a player twice")
        if len({(m.to_table, m.to_seat) for m in moves}) != len(moves):
            raise DomainError("The plan puts two players in the same seat")
        where = self._where()
        leaving = {(m.from_table, m.from_seat) for m in moves}
        for m in moves:
            p = self._player(m.player_id)
            if where.get(m.player_id) != (m.from_table, m.from_seat):
                raise DomainError(
                    f"The plan is out of date: {p.name} is not at table {m.from_table} "
                    f"seat {m.from_seat}"
                )
            t = self._check_destination(m.to_table, m.to_seat)
            occupant = t.occupant(m.to_seat)
            if occupant is not None and (m.to_table, m.to_seat) not in leaving:
                raise DomainError(
                    f"Table {m.to_table} seat {m.to_seat} is taken by "
                    f"{self._players[occupant].name}"
                )

    def _d_balance(self, cmd: c.ApplyBalancePlan, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        self._check_plan(cmd.moves)
        return [e.PlayersMoved(cmd.moves, "balance")]

    def _d_break(self, cmd: c.BreakTable, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        t = self._table(cmd.table)
        if len(self.seating_state().tables) < 2:
            raise DomainError(f"Table {cmd.table} is the last table and cannot be broken")
        moving = {m.player_id for m in cmd.moves}
        staying = [p for p in t.players if p not in moving]
        if staying:
            raise DomainError(
                f"The plan leaves {self._players[staying[0]].name} at table {cmd.table}"
            )
        if any(m.to_table == cmd.table for m in cmd.moves):
            raise DomainError(f"The plan seats a player at table {cmd.table}, which is breaking")
        out: list[e.Event] = []
        if cmd.moves:
            self._check_plan(cmd.moves)
            out.append(e.PlayersMoved(cmd.moves, "break"))
        out.append(e.TableBroken(cmd.table))
        return out

    def _d_redraw(self, cmd: c.RedrawFinalTable, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        final = self._table(cmd.table)
        moved = {m.player_id: m for m in cmd.moves}
        if any(m.to_table != cmd.table for m in cmd.moves):
            raise DomainError(f"The redraw must seat everyone at table {cmd.table}")
        where = self._where()
        for p in self.active_players():
            at = where.get(p.player_id)
            if at is None:
                raise DomainError(f"{p.name} has no seat; seat every player before the redraw")
            if at[0] != cmd.table and p.player_id not in moved:
                raise DomainError(f"The redraw leaves {p.name} at table {at[0]}")
        if len(self.active_players()) > final.size - len(final.locked):
            raise DomainError(f"Table {cmd.table} has not enough seats for the final table")
        out: list[e.Event] = []
        if cmd.moves:
            self._check_plan(cmd.moves)
            out.append(e.PlayersMoved(cmd.moves, "redraw"))
        for t in self.table_records():
            if not t.broken and t.number != cmd.table:
                out.append(e.TableBroken(t.number))
        if not out:
            raise DomainError("Nothing to redraw")
        return out

    def _d_lock(self, cmd: c.LockSeat, now: int, rng: random.Random) -> list[e.Event]:
        t = self._table(cmd.table)
        self._seat_in_range(t, cmd.seat)
        if cmd.seat in t.locked:
            raise DomainError(f"Table {cmd.table} seat {cmd.seat} is already locked")
        occupant = t.occupant(cmd.seat)
        if occupant is not None:
            raise DomainError(
                f"Table {cmd.table} seat {cmd.seat} is taken by {self._players[occupant].name}"
            )
        return [e.SeatLocked(cmd.table, cmd.seat)]

    def _d_unlock(self, cmd: c.UnlockSeat, now: int, rng: random.Random) -> list[e.Event]:
        t = self._table(cmd.table)
        self._seat_in_range(t, cmd.seat)
        if cmd.seat not in t.locked:
            raise DomainError(f"Table {cmd.table} seat {cmd.seat} is not locked")
        return [e.SeatUnlocked(cmd.table, cmd.seat)]

    def _d_button(self, cmd: c.SetButton, now: int, rng: random.Random) -> list[e.Event]:
        t = self._table(cmd.table)
        self._seat_in_range(t, cmd.seat)
        if t.first_button == cmd.seat and t.last_hand is None:
            raise DomainError(f"The button is already on seat {cmd.seat} at table {cmd.table}")
        self.table_value(cmd.table).with_button(cmd.seat)  # the table module's checks
        return [e.ButtonPlaced(cmd.table, cmd.seat)]

    def _d_draw_button(self, cmd: c.DrawButton, now: int, rng: random.Random) -> list[e.Event]:
        if cmd.table:
            numbers = [self._table(cmd.table).number]
        else:
            numbers = [
                t.number
                for t in self.table_records()
                if not t.broken and t.first_button is None and t.last_hand is None and t.players
            ]
            if not numbers:
                raise DomainError("Every table with players already has its button")
        out: list[e.Event] = []
        for number in numbers:
            drawn = self.table_value(number).draw_button(rng)
            assert drawn.first_button is not None
            out.append(e.ButtonPlaced(number, drawn.first_button))
        return out

    def _d_add_table(self, cmd: c.AddTable, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        size = cmd.size or self._created().table_size
        if not 2 <= size <= 10:
            raise DomainError("A table has between 2 and 10 seats")
        if self._structure is not None:
            check_seats_for_games(self._structure.games, size)
        number = max(self._tables, default=0) + 1
        return [e.TableAdded(number, size)]

    def _d_record_hand(self, cmd: c.RecordHand, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        t = self._table(cmd.table)
        if len(t.players) < 2:
            raise DomainError(f"Table {cmd.table} has fewer than two players; no hand is dealt")
        clock = self.settled_clock(now)
        if clock.started and self.timeline().is_break(clock.level_index):
            raise DomainError("A break is on: no hands are dealt until the next level starts")
        table = self.table_value(cmd.table)
        level = self._level_at(clock.level_index)  # the level in force at ``now``
        turn, settings = adapters.table_rotation(t), self._rotation_settings()
        game = rotation.next_hand_game(turn, level, settings)
        players = table.player_count
        if not is_stud(game) and table.started:
            players = len(table.next_hand().dealt_in)
        plan, state = rotation.start_hand(turn, level, settings, players)
        event = e.HandDealt(
            cmd.table, plan.game, plan.button.value, state.hands_in_game, state.turn_length
        )
        _deal(table, event)  # the table module's checks (a button is needed, ...)
        return [event]

    def _d_hand_played(
        self, cmd: c.RecordHandPlayed, now: int, rng: random.Random
    ) -> list[e.Event]:
        dealt = self._d_record_hand(c.RecordHand(cmd.table), now, rng)
        game = dealt[0].game if isinstance(dealt[0], e.HandDealt) else ""
        if game != cmd.game:
            raise DomainError(
                f"Table {cmd.table} deals {short_name(game)} now, not {short_name(cmd.game)}"
            )
        counted = [x.player_id for x in cmd.counts]
        busted = [b.player_id for b in cmd.busts]
        involved = counted + busted
        if not counted:
            raise DomainError("A hand needs at least one player left with chips")
        if len(set(involved)) != len(involved):
            raise DomainError("A player is listed twice in the hand")
        where = self._where()
        for pid in involved:
            p = self._player(pid)
            at = where.get(pid)
            if p.status != "active" or at is None or at[0] != cmd.table:
                raise DomainError(f"{p.name} does not play at table {cmd.table}")
        self._check_counts(cmd.counts)
        for b in cmd.busts:
            p = self._players[b.player_id]
            if b.starting_stack != p.stack:
                raise DomainError(
                    f"{p.name} started the hand with {p.stack:,} chips, not {b.starting_stack:,}"
                )
            if b.busted_by is not None and b.busted_by not in counted:
                raise DomainError(
                    f"{p.name} can only be busted by a player still in at table {cmd.table}"
                )
        before = sum(self._players[pid].stack for pid in involved)
        after = sum(x.stack for x in cmd.counts)
        if before != after:
            raise DomainError(
                f"The chips at table {cmd.table} do not add up: {before:,} before the hand, "
                f"{after:,} after"
            )
        out: list[e.Event] = [*dealt, e.ChipCountsRecorded(cmd.counts)]
        if cmd.busts:
            out += self._bust_events(
                tuple(busted),
                tuple(b.starting_stack for b in cmd.busts),
                tuple(b.busted_by for b in cmd.busts),
                now,
            )
        return out

    # eliminations and chips --------------------------------------------------

    def _d_eliminate_one(
        self, cmd: c.EliminatePlayer, now: int, rng: random.Random
    ) -> list[e.Event]:
        return self._d_eliminate(c.EliminatePlayers((cmd.player_id,), (), cmd.busted_by), now, rng)

    def _d_eliminate(self, cmd: c.EliminatePlayers, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        if not cmd.players:
            raise DomainError("Name the player(s) who busted")
        if len(set(cmd.players)) != len(cmd.players):
            raise DomainError("A player is listed twice in the bust-out")
        if cmd.starting_stacks and len(cmd.starting_stacks) != len(cmd.players):
            raise DomainError("Give one starting stack per busted player")
        if any(s < 0 for s in cmd.starting_stacks):
            raise DomainError("A starting stack cannot be negative")
        for pid in cmd.players:
            p = self._player(pid)
            if p.status != "active":
                raise DomainError(f"{p.name} is not in the tournament")
        if cmd.busted_by is not None:
            k = self._player(cmd.busted_by)
            if k.status != "active":
                raise DomainError(f"{k.name} is not in the tournament and cannot bust anyone")
            if cmd.busted_by in cmd.players:
                raise DomainError(f"{k.name} cannot bust themselves")
        stacks = cmd.starting_stacks or tuple(self._players[p].stack for p in cmd.players)
        return self._bust_events(cmd.players, stacks, (cmd.busted_by,) * len(cmd.players), now)

    def _bust_events(
        self,
        players: tuple[str, ...],
        stacks: tuple[int, ...],
        busters: tuple[str | None, ...],
        now: int,
    ) -> list[e.Event]:
        """PlayersEliminated (and TournamentWon) for one bust group of verified players;
        ``busters[i]`` knocked out ``players[i]``."""
        left = len(self._active)
        if left - len(players) < 1:
            raise DomainError("At least one player must be left after a bust-out")
        places = rank_bust_group(left, list(zip(players, stacks, strict=True)))
        buy_in = self._created().buy_in
        # The heads involved (the money module's knockout reads only these).
        involved = (*players, *(b for b in busters if b is not None))
        heads = {pid: self._players[pid].bounty for pid in involved}
        elims = []
        for pid, stack, busted_by in zip(players, stacks, busters, strict=True):
            cash = to_head = 0
            if busted_by is not None:
                cash, to_head = adapters.knockout(buy_in, heads, pid, busted_by)
                heads[busted_by] += to_head
                heads[pid] = 0
            elims.append(Elimination(pid, places[pid], stack, busted_by, cash, to_head))
        out: list[e.Event] = [e.PlayersEliminated(self._meta.bust_hands + 1, now, tuple(elims))]
        if left - len(players) == 1:
            busted = set(players)
            winner = next(p for p in self.active_players() if p.player_id not in busted)
            own = 0
            if buy_in.bounty > 0:
                heads.setdefault(winner.player_id, winner.bounty)
                own = money.winner_bounty(heads, winner.player_id)
            out.append(e.TournamentWon(winner.player_id, own))
            out += self._stop_clock(now)
        return out

    def _stop_clock(self, now: int) -> list[e.Event]:
        """The tournament is over: hand-for-hand ends and the clock stops where it is."""
        out: list[e.Event] = []
        clock = self.clock()
        if clock.hand_for_hand:
            clock = clock.end_hand_for_hand(now)
            out.append(e.HandForHandEnded(now, self._clock_event(clock)))
        clock = clock.advance(now)
        if clock.ends_at is not None:
            out.append(e.ClockPaused(now, self._clock_event(clock.pause(now))))
        return out

    def _d_assign_bounty(self, cmd: c.AssignBounty, now: int, rng: random.Random) -> list[e.Event]:
        p = self._player(cmd.player_id)
        head = next(
            (x.amount for x in self._meta.unassigned_bounties if x.player_id == p.player_id), 0
        )
        if head == 0:
            raise DomainError(f"{p.name} has no unassigned bounty")
        k = self._player(cmd.busted_by)
        if k.player_id == p.player_id:
            raise DomainError(f"{k.name} cannot bust themselves")
        if k.entries == 0:
            raise DomainError(f"{k.name} has not played in this tournament")
        heads = {p.player_id: head, k.player_id: k.bounty}
        cash, to_head = adapters.knockout(self._created().buy_in, heads, p.player_id, k.player_id)
        if k.status != "active":  # busted since: his head is gone, he is paid it all in cash
            cash, to_head = cash + to_head, 0
        return [e.BountyAssigned(p.player_id, k.player_id, cash, to_head)]

    def unassigned_bounties(self) -> tuple[PlayerAmount, ...]:
        """Heads of players busted without a named eliminator, not assigned yet."""
        return self._meta.unassigned_bounties

    def bounties(self) -> money.BountySummary:
        """Bounty money collected, paid, on heads in play and unassigned."""
        players = self.player_records()
        return money.bounty_summary(
            sum(x.bounty for x in self._entries.values()),
            paid=(p.bounties_won for p in players),
            on_heads=(p.bounty for p in players if p.status == "active"),
            unassigned=(x.amount for x in self._meta.unassigned_bounties),
        )

    def _check_counts(self, counts: tuple[ChipCount, ...]) -> None:
        if not counts:
            raise DomainError("No chip count given")
        if len({x.player_id for x in counts}) != len(counts):
            raise DomainError("A player is counted twice")
        for x in counts:
            p = self._player(x.player_id)
            if p.status != "active":
                raise DomainError(f"{p.name} is not in the tournament")
            if x.stack <= 0:
                raise DomainError(
                    f"{p.name}: a count must be more than zero chips (record a bust instead)"
                )

    def _d_count(self, cmd: c.RecordChipCount, now: int, rng: random.Random) -> list[e.Event]:
        return self._d_counts(c.RecordChipCounts((ChipCount(cmd.player_id, cmd.stack),)), now, rng)

    def _d_counts(self, cmd: c.RecordChipCounts, now: int, rng: random.Random) -> list[e.Event]:
        self._check_counts(cmd.counts)
        return [e.ChipCountsRecorded(cmd.counts)]

    def _d_colour_up(self, cmd: c.ColourUp, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        d, to = cmd.denomination, cmd.to
        if d <= 0 or to <= d or to % d:
            raise DomainError(
                f"Colour up {d} chips into {to} chips: {to} must be a multiple of {d}"
            )
        if d in self._meta.removed_chips:
            raise DomainError(f"The {d} chips are already coloured up")
        # One chip race per table, from seat 1 (TDA 24); unseated players race apart.
        where = self._where()
        groups: dict[int, list[tuple[str, int, int]]] = {}
        for p in self.active_players():
            table, seat = where.get(p.player_id, (0, p.number))
            groups.setdefault(table, []).append((p.player_id, seat, p.stack))
        counts = adapters.chip_race([groups[k] for k in sorted(groups)], d, to, rng)
        return [e.ChipsColouredUp(d, to, counts)]

    # clock (the transitions are tournament.clock's) ---------------------------------

    def _clock_event(self, clock: Clock) -> ClockState:
        return adapters.clock_state(clock)

    def _d_start(self, cmd: c.StartClock, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        if self._clock.started:
            raise DomainError("The clock is already started (resume it if it is paused)")
        return [e.ClockStarted(now, self._clock_event(self.clock().start(now)))]

    def _d_pause(self, cmd: c.PauseClock, now: int, rng: random.Random) -> list[e.Event]:
        return [e.ClockPaused(now, self._clock_event(self.clock().pause(now)))]

    def _d_resume(self, cmd: c.ResumeClock, now: int, rng: random.Random) -> list[e.Event]:
        return [e.ClockResumed(now, self._clock_event(self.clock().resume(now)))]

    def _d_adjust(self, cmd: c.AdjustTime, now: int, rng: random.Random) -> list[e.Event]:
        if cmd.delta_ms == 0:
            raise DomainError("Add or remove some time")
        clock = self.clock().adjust(cmd.delta_ms, now)
        return [e.TimeAdjusted(now, cmd.delta_ms, self._clock_event(clock))]

    def _level_started(self, clock: Clock, now: int) -> list[e.Event]:
        return [e.LevelStarted(now, clock.step, self._clock_event(clock))]

    def _d_next(self, cmd: c.NextLevel, now: int, rng: random.Random) -> list[e.Event]:
        return self._level_started(self.clock().next_level(now), now)

    def _d_previous(self, cmd: c.PreviousLevel, now: int, rng: random.Random) -> list[e.Event]:
        return self._level_started(self.clock().previous_level(now), now)

    def _d_jump(self, cmd: c.JumpToLevel, now: int, rng: random.Random) -> list[e.Event]:
        if cmd.level_index == self.settled_clock(now).level_index:
            raise DomainError("The clock is already at that level")
        return self._level_started(self.clock().jump_to(cmd.level_index, now), now)

    def _d_hfh(self, cmd: c.SetHandForHand, now: int, rng: random.Random) -> list[e.Event]:
        if cmd.on == self._clock.hand_for_hand:
            raise DomainError("Hand-for-hand is already " + ("on" if cmd.on else "off"))
        if cmd.on:
            self._not_finished()
            paid, left = len(self._meta.payouts), self.players_left()
            if paid and left <= paid and not cmd.confirm:
                raise DomainError(
                    f"The bubble has burst ({left} players left, {paid} places paid): "
                    "hand-for-hand is for the bubble. Confirm to play hand-for-hand anyway"
                )
            clock = self.clock().start_hand_for_hand(now)
            return [e.HandForHandStarted(now, self._clock_event(clock))]
        clock = self.clock().end_hand_for_hand(now)
        return [e.HandForHandEnded(now, self._clock_event(clock))]

    def _d_hfh_hand(self, cmd: c.RecordHandForHand, now: int, rng: random.Random) -> list[e.Event]:
        if not self._clock.hand_for_hand:
            raise DomainError("Hand-for-hand is not on")
        clock = self.clock(cmd.clock_ms).record_hand_for_hand_hand(now)
        hands = clock.hand_for_hand_hands
        return [e.HandForHandPlayed(now, hands, cmd.clock_ms, self._clock_event(clock))]

    # money --------------------------------------------------------------------

    def _d_payouts(self, cmd: c.SetPayouts, now: int, rng: random.Random) -> list[e.Event]:
        if self._meta.deal is not None:
            raise DomainError("A deal was made; payouts can no longer change")
        a = cmd.amounts
        if not a:
            raise DomainError("Give at least one prize")
        if any(x <= 0 for x in a):
            raise DomainError("Every paid place must get more than zero")
        if any(a[i] < a[i + 1] for i in range(len(a) - 1)):
            raise DomainError("A better place cannot get less than a worse one")
        try:
            why = money.refuse_payouts(self.prize_pool(), a, cmd.held_back, cmd.note)
        except money.MoneyError as error:
            raise DomainError(str(error)) from error
        if why is not None:
            raise DomainError(why)
        return [e.PayoutsSet(a, 0, cmd.held_back, cmd.note.strip())]

    def _generated_payouts(self, percent: int, pool: int, field: int) -> tuple[int, ...]:
        return adapters.generate_payouts(self._created().buy_in, pool, field, percent)

    def _d_generate_payouts(
        self, cmd: c.GeneratePayouts, now: int, rng: random.Random
    ) -> list[e.Event]:
        if self._meta.deal is not None:
            raise DomainError("A deal was made; payouts can no longer change")
        b = self._created().buy_in
        percent = cmd.paid_percent or b.paid_percent
        if not 0 < percent <= 100:
            raise DomainError("The share of the field paid is more than 0 and at most 100 %")
        field = self._kind_count.get("buy_in", 0) + self._kind_count.get("re_entry", 0)
        pool = self.prize_pool()
        if field == 0 or pool == 0:
            raise DomainError("Nobody has paid an entry yet; there is no prize pool to share")
        amounts = self._generated_payouts(percent, pool, field)
        m = self._meta
        if amounts == m.payouts and m.payouts_follow == percent and not m.payouts_held_back:
            raise DomainError("The payouts are already set that way")
        return [e.PayoutsSet(amounts, percent)]

    def _d_lock_payouts(self, cmd: c.LockPayouts, now: int, rng: random.Random) -> list[e.Event]:
        m = self._meta
        if not m.payouts:
            raise DomainError("Set the payouts before locking them")
        if cmd.locked == m.payouts_locked:
            raise DomainError("The payouts are already " + ("locked" if cmd.locked else "unlocked"))
        return [e.PayoutsLocked(cmd.locked)]

    def _following_payouts(self, entry: e.EntryBought) -> list[e.Event]:
        """The generated payouts again, from the pool and field with ``entry`` added, while
        they follow the pool (not locked, bubble not burst, no deal)."""
        m = self._meta
        left = self.players_left() + (1 if entry.kind in ("buy_in", "re_entry") else 0)
        follows = money.payouts_follow_pool(
            locked=m.payouts_locked, players_left=left, places_paid=len(m.payouts)
        )
        if m.payouts_follow == 0 or not follows or m.deal is not None:
            return []
        field = self._kind_count.get("buy_in", 0) + self._kind_count.get("re_entry", 0)
        field += 1 if entry.kind in ("buy_in", "re_entry") else 0
        b = self._created().buy_in
        collected = self._collected + entry.amount
        pool = money.prize_pool(collected, b.guarantee, b.added_money).total
        amounts = self._generated_payouts(m.payouts_follow, pool, field)
        return [] if amounts == m.payouts else [e.PayoutsSet(amounts, m.payouts_follow)]

    def payout_check(self) -> money.PayoutCheck | None:
        """The payout table against the prize pool (None before payouts are set)."""
        m = self._meta
        if not m.payouts or m.deal is not None:
            return None
        return money.check_payouts(self.prize_pool(), m.payouts, m.payouts_held_back)

    def _d_deal(self, cmd: c.MakeDeal, now: int, rng: random.Random) -> list[e.Event]:
        self._not_finished()
        if self._meta.deal is not None:
            raise DomainError("A deal was already made; the players play for the rest")
        left = self.active_players()
        if len(left) < 2:
            raise DomainError("A deal needs at least two players left")
        payouts = self._meta.payouts
        if len(payouts) < len(left):
            raise DomainError(f"Set payouts for at least {len(left)} places before a deal")
        if cmd.unit < 1:
            raise DomainError("Round the deal to a unit of at least 0.01")
        if not 0 <= cmd.play_for <= payouts[0]:
            raise DomainError(
                "The amount left to play for is between nothing and first prize"
                f" ({fmt_money(payouts[0])})"
            )
        prizes = payouts[: len(left)]
        total = sum(prizes) - cmd.play_for
        if cmd.method == "custom":
            got = {x.player_id for x in cmd.amounts}
            if got != {p.player_id for p in left} or len(cmd.amounts) != len(left):
                raise DomainError("A custom deal gives one amount to each remaining player")
            if any(x.amount < 0 for x in cmd.amounts):
                raise DomainError("A deal cannot give a negative amount")
            if sum(x.amount for x in cmd.amounts) != total:
                raise DomainError(
                    f"The deal shares {sum(x.amount for x in cmd.amounts)} but {total} is left"
                )
            amounts = cmd.amounts
        else:
            if cmd.amounts:
                raise DomainError(f"A {cmd.method} deal computes the amounts itself")
            stacks = [p.stack for p in left]
            if cmd.method in ("icm", "chip_chop") and min(stacks) <= 0:
                raise DomainError("Record every remaining player's chip count before the deal")
            ids = [p.player_id for p in left]
            shares = deal_shares(cmd.method, ids, stacks, prizes, cmd.unit, cmd.play_for)
            amounts = tuple(PlayerAmount(p.player_id, x) for p, x in zip(left, shares, strict=True))
        made = e.DealMade(Deal(cmd.method, amounts, cmd.play_for, cmd.unit))
        return [made] if cmd.play_for else [made, *self._stop_clock(now)]

    def _d_pay(self, cmd: c.PayOut, now: int, rng: random.Random) -> list[e.Event]:
        p = self._player(cmd.player_id)
        if p.paid:
            raise DomainError(f"{p.name} has already been paid")
        prize = self.prize_for(p.player_id)
        if prize <= 0:
            raise DomainError(f"{p.name} has no prize to collect")
        return [e.PlayerPaid(p.player_id, prize)]

    def _d_rotation(self, cmd: c.SetRotation, now: int, rng: random.Random) -> list[e.Event]:
        from tournament.engine.variants import VARIANTS

        r = cmd.rotation
        if r.mode not in ("level", "hands", "orbit"):
            raise DomainError(f"Unknown rotation mode {r.mode!r}")
        if r.mode == "hands" and r.hands <= 0:
            raise DomainError("Rotate after at least one hand")
        unknown = [g for g in r.games if g not in VARIANTS]
        if unknown:
            raise DomainError(f"Unknown game code(s): {', '.join(unknown)}")
        if r.mode != "level" and not r.games:
            raise DomainError("List the games to rotate")
        if r == self._meta.rotation:
            raise DomainError("The rotation is already set that way")
        return [e.RotationSet(r)]

    # ------------------------------------------------------------------ applying

    def _set_table(self, t: TableRecord) -> None:
        self._tables[t.number] = t

    def _put_table(self, table: Table) -> None:
        """Store a table value from the table module."""
        self._set_table(adapters.table_record(table, self._tables[table.number]))

    def _a_created(self, ev: e.TournamentCreated) -> None:
        self._settings = ev.settings
        self._set_structure(ev.structure)
        size = ev.settings.table_size
        for n in range(1, ev.settings.table_count + 1):
            self._set_table(TableRecord(n, (None,) * size))
        self._clock = adapters.clock_state(Clock.new(ev.structure))

    def _a_table_added(self, ev: e.TableAdded) -> None:
        self._set_table(TableRecord(ev.table, (None,) * ev.size))

    def _a_hand_dealt(self, ev: e.HandDealt) -> None:
        t = self._tables[ev.table]
        dealt = adapters.table_record(_deal(self.table_value(ev.table), ev), t)
        self._set_table(
            replace(
                dealt,
                hands=t.hands + 1,
                game=ev.game,
                hands_in_game=ev.hands_in_game,
                turn_length=ev.turn_length,
            )
        )

    def _a_registered(self, ev: e.PlayerRegistered) -> None:
        self._players[ev.player_id] = PlayerRecord(ev.player_id, ev.number, ev.name, ev.country)
        self._meta = replace(self._meta, next_player=max(self._meta.next_player, ev.number + 1))

    def _a_entry(self, ev: e.EntryBought) -> None:
        self._entries[ev.entry_id] = EntryRecord(
            ev.entry_id, ev.player_id, ev.kind, ev.amount, ev.fee, ev.bounty, ev.chips, ev.at
        )
        p = self._players[ev.player_id]
        if ev.kind in ("buy_in", "re_entry"):
            p = replace(
                p,
                status="active",
                entries=p.entries + 1,
                stack=p.stack + ev.chips,
                bounty=p.bounty + ev.bounty,
                place=None,
                bust_stack=0,
                busted_by=None,
                eliminated_at=None,
            )
        elif ev.kind == "rebuy":
            p = replace(p, rebuys=p.rebuys + 1, stack=p.stack + ev.chips)
        else:
            p = replace(p, add_ons=p.add_ons + 1, stack=p.stack + ev.chips)
        self._players[ev.player_id] = p
        number = int(ev.entry_id[1:]) if ev.entry_id[1:].isdigit() else self._meta.next_entry
        self._meta = replace(self._meta, next_entry=max(self._meta.next_entry, number + 1))

    def _a_drawn(self, ev: e.SeatsDrawn) -> None:
        by_table: dict[int, list[tuple[int, str]]] = {}
        for a in ev.seats:
            by_table.setdefault(a.table, []).append((a.seat, a.player_id))
        for number, placements in sorted(by_table.items()):
            self._put_table(self.table_value(number).sit_many(placements))

    def _a_moved(self, ev: e.PlayersMoved) -> None:
        # The seating module applies the plan (all at once, newcomers, move counts).
        # Only the movers' counts are read and changed (no copy of everyone's counts).
        counts = {
            m.player_id: self._moves[m.player_id] for m in ev.moves if m.player_id in self._moves
        }
        state = replace(self.seating_state(), move_counts=counts)
        after = seating.apply_moves(state, [adapters.seating_move(m) for m in ev.moves])
        for number in sorted({m.from_table for m in ev.moves} | {m.to_table for m in ev.moves}):
            table = after.tables.get(number)
            if table is None:  # emptied by the plan: the seating module closed it
                table = state.table(number)
                for m in ev.moves:
                    if m.from_table == number and table.player_at(m.from_seat) == m.player_id:
                        table = table.leave(m.from_seat)
            self._put_table(table)
        for pid in sorted({m.player_id for m in ev.moves}):
            moves = after.moves_of(pid)
            if moves != counts.get(pid, 0):
                self._players[pid] = replace(self._players[pid], moves=moves)

    def _a_broken(self, ev: e.TableBroken) -> None:
        self._set_table(replace(self._tables[ev.table], broken=True))

    def _a_locked(self, ev: e.SeatLocked) -> None:
        self._put_table(self.table_value(ev.table).lock(ev.seat))

    def _a_unlocked(self, ev: e.SeatUnlocked) -> None:
        self._put_table(self.table_value(ev.table).unlock(ev.seat))

    def _a_button(self, ev: e.ButtonPlaced) -> None:
        self._put_table(self.table_value(ev.table).with_button(ev.seat))

    def _a_eliminated(self, ev: e.PlayersEliminated) -> None:
        for x in ev.eliminations:
            at = self._where().get(x.player_id)
            if at is not None:
                self._put_table(self.table_value(at[0]).leave(at[1]))
            p = self._players[x.player_id]
            self._players[x.player_id] = replace(
                p,
                status="eliminated",
                stack=0,
                place=x.place,
                bust_stack=x.starting_stack,
                busted_by=x.busted_by,
                eliminated_at=ev.at,
                bounty=0,  # won by the eliminator, or unassigned until the director names him
            )
            if x.busted_by is None and p.bounty > 0:
                unassigned = (*self._meta.unassigned_bounties, PlayerAmount(p.player_id, p.bounty))
                self._meta = replace(self._meta, unassigned_bounties=unassigned)
            if x.busted_by is not None:
                k = self._players[x.busted_by]
                self._players[x.busted_by] = replace(
                    k,
                    bounties_won=k.bounties_won + x.bounty_cash,
                    bounty=k.bounty + x.bounty_to_head,
                )
        self._meta = replace(self._meta, bust_hands=ev.hand)

    def _a_won(self, ev: e.TournamentWon) -> None:
        p = self._players[ev.player_id]
        self._players[ev.player_id] = replace(
            p,
            place=1,
            bounties_won=p.bounties_won + ev.bounty,
            bounty=p.bounty - ev.bounty,
        )
        self._meta = replace(self._meta, finished=True)

    def _a_counts(self, ev: e.ChipCountsRecorded | e.ChipsColouredUp) -> None:
        for x in ev.counts:
            self._players[x.player_id] = replace(self._players[x.player_id], stack=x.stack)

    def _a_coloured(self, ev: e.ChipsColouredUp) -> None:
        # The chip race changes the raced stacks by the odd chips it removes (or rounds up).
        change = sum(x.stack - self._players[x.player_id].stack for x in ev.counts)
        self._a_counts(ev)
        removed = tuple(sorted((*self._meta.removed_chips, ev.denomination)))
        adjusted = self._meta.chips_adjusted + change
        self._meta = replace(self._meta, removed_chips=removed, chips_adjusted=adjusted)

    def _a_clock(
        self,
        ev: e.ClockStarted | e.ClockPaused | e.ClockResumed | e.TimeAdjusted | e.LevelStarted,
    ) -> None:
        self._clock = ev.clock

    def _a_hfh(self, ev: e.HandForHandStarted | e.HandForHandEnded) -> None:
        if ev.clock is not None:
            self._clock = ev.clock

    def _a_hfh_hand(self, ev: e.HandForHandPlayed) -> None:
        self._clock = ev.clock

    def _a_bounty_assigned(self, ev: e.BountyAssigned) -> None:
        p = self._players[ev.player_id]
        if p.status == "eliminated" and p.busted_by is None:  # not re-entered since
            self._players[ev.player_id] = replace(p, busted_by=ev.busted_by)
        left = tuple(x for x in self._meta.unassigned_bounties if x.player_id != ev.player_id)
        self._meta = replace(self._meta, unassigned_bounties=left)
        k = self._players[ev.busted_by]
        self._players[ev.busted_by] = replace(
            k, bounties_won=k.bounties_won + ev.bounty_cash, bounty=k.bounty + ev.bounty_to_head
        )

    def _a_renumbered(self, ev: e.PlacesRenumbered) -> None:
        for x in ev.places:
            self._players[x.player_id] = replace(self._players[x.player_id], place=x.place)

    def _a_payouts(self, ev: e.PayoutsSet) -> None:
        self._meta = replace(
            self._meta,
            payouts=ev.amounts,
            payouts_follow=ev.follow_percent,
            payouts_held_back=ev.held_back,
            payouts_note=ev.note,
            payouts_locked=self._meta.payouts_locked and ev.follow_percent == 0,
        )

    def _a_payouts_locked(self, ev: e.PayoutsLocked) -> None:
        self._meta = replace(self._meta, payouts_locked=ev.locked)

    def _a_deal(self, ev: e.DealMade) -> None:
        if ev.deal.play_for:  # play goes on for the money left: busts give the places
            self._meta = replace(self._meta, deal=ev.deal)
            return
        ranked = sorted(
            (self._players[x.player_id] for x in ev.deal.amounts),
            key=lambda p: (-p.stack, p.number),
        )
        for place, p in enumerate(ranked, 1):
            self._players[p.player_id] = replace(p, place=place)
        self._meta = replace(self._meta, deal=ev.deal, finished=True)

    def _a_paid(self, ev: e.PlayerPaid) -> None:
        self._players[ev.player_id] = replace(self._players[ev.player_id], paid=ev.amount)

    def _a_rotation(self, ev: e.RotationSet) -> None:
        r = ev.rotation
        structure = self._structure
        if structure is not None:
            if r.mode == "level" and r.games:  # each level plays the next game of the mix
                steps = rotation.rotate_per_level(structure.steps, r.games)
            else:
                steps = tuple(
                    replace(step, games=r.games) if r.games and isinstance(step, Level) else step
                    for step in structure.steps
                )
            rotation_settings = RotationSettings(RotationUnit(r.mode), r.hands)
            self._set_structure(replace(structure, steps=steps, rotation=rotation_settings))
        self._meta = replace(self._meta, rotation=ev.rotation)

    def _a_setup_restored(self, ev: e.SetupRestored) -> None:
        self._settings = ev.settings
        self._set_structure(ev.structure)

    def _a_player_restored(self, ev: e.PlayerRestored) -> None:
        if ev.record is None:
            self._players.pop(ev.player_id, None)
        else:
            self._players[ev.player_id] = ev.record

    def _a_entry_restored(self, ev: e.EntryRestored) -> None:
        if ev.record is None:
            self._entries.pop(ev.entry_id, None)
        else:
            self._entries[ev.entry_id] = ev.record

    def _a_table_restored(self, ev: e.TableRestored) -> None:
        if ev.record is None:
            self._tables.pop(ev.table, None)
        else:
            self._tables[ev.table] = ev.record

    def _a_clock_restored(self, ev: e.ClockRestored) -> None:
        self._clock = ev.clock

    def _a_meta_restored(self, ev: e.MetaRestored) -> None:
        self._meta = ev.meta


_Decider = Callable[[Tournament, Any, int, random.Random], list[e.Event]]
_DECIDE: dict[type, _Decider] = {
    c.CreateTournament: Tournament._d_create,
    c.RegisterPlayer: Tournament._d_register,
    c.BuyIn: Tournament._d_buy_in,
    c.ReEnter: Tournament._d_re_enter,
    c.Rebuy: Tournament._d_rebuy,
    c.AddOn: Tournament._d_add_on,
    c.DrawSeats: Tournament._d_draw,
    c.SeatLateEntry: Tournament._d_seat_late,
    c.MovePlayer: Tournament._d_move,
    c.ApplyBalancePlan: Tournament._d_balance,
    c.BreakTable: Tournament._d_break,
    c.RedrawFinalTable: Tournament._d_redraw,
    c.LockSeat: Tournament._d_lock,
    c.UnlockSeat: Tournament._d_unlock,
    c.SetButton: Tournament._d_button,
    c.EliminatePlayer: Tournament._d_eliminate_one,
    c.EliminatePlayers: Tournament._d_eliminate,
    c.RecordChipCount: Tournament._d_count,
    c.RecordChipCounts: Tournament._d_counts,
    c.StartClock: Tournament._d_start,
    c.PauseClock: Tournament._d_pause,
    c.ResumeClock: Tournament._d_resume,
    c.AdjustTime: Tournament._d_adjust,
    c.NextLevel: Tournament._d_next,
    c.PreviousLevel: Tournament._d_previous,
    c.JumpToLevel: Tournament._d_jump,
    c.SetHandForHand: Tournament._d_hfh,
    c.RecordHandForHand: Tournament._d_hfh_hand,
    c.ColourUp: Tournament._d_colour_up,
    c.SetPayouts: Tournament._d_payouts,
    c.AssignBounty: Tournament._d_assign_bounty,
    c.LockPayouts: Tournament._d_lock_payouts,
    c.MakeDeal: Tournament._d_deal,
    c.PayOut: Tournament._d_pay,
    c.SetRotation: Tournament._d_rotation,
    c.SetStructure: decide_set_structure,
    c.AddTable: Tournament._d_add_table,
    c.RecordHand: Tournament._d_record_hand,
    c.RecordHandPlayed: Tournament._d_hand_played,
    c.DrawButton: Tournament._d_draw_button,
    c.GeneratePayouts: Tournament._d_generate_payouts,
}

_STEPS: dict[type, Callable[[Tournament, Any], Iterable[c.Command]]] = {
    c.RegisterAndBuyIn: Tournament._s_register_and_buy_in,
    c.ReEnter: Tournament._s_re_enter,
}
"""Commands made of steps, each decided on the state the previous ones left."""

_APPLY: dict[type, Callable[[Tournament, Any], None]] = {
    e.TournamentCreated: Tournament._a_created,
    e.PlayerRegistered: Tournament._a_registered,
    e.EntryBought: Tournament._a_entry,
    e.PlacesRenumbered: Tournament._a_renumbered,
    e.BountyAssigned: Tournament._a_bounty_assigned,
    e.PayoutsLocked: Tournament._a_payouts_locked,
    e.SeatsDrawn: Tournament._a_drawn,
    e.PlayersMoved: Tournament._a_moved,
    e.TableBroken: Tournament._a_broken,
    e.SeatLocked: Tournament._a_locked,
    e.SeatUnlocked: Tournament._a_unlocked,
    e.ButtonPlaced: Tournament._a_button,
    e.PlayersEliminated: Tournament._a_eliminated,
    e.TournamentWon: Tournament._a_won,
    e.ChipCountsRecorded: Tournament._a_counts,
    e.ClockStarted: Tournament._a_clock,
    e.ClockPaused: Tournament._a_clock,
    e.ClockResumed: Tournament._a_clock,
    e.TimeAdjusted: Tournament._a_clock,
    e.LevelStarted: Tournament._a_clock,
    e.HandForHandStarted: Tournament._a_hfh,
    e.HandForHandEnded: Tournament._a_hfh,
    e.HandForHandPlayed: Tournament._a_hfh_hand,
    e.ChipsColouredUp: Tournament._a_coloured,
    e.PayoutsSet: Tournament._a_payouts,
    e.DealMade: Tournament._a_deal,
    e.PlayerPaid: Tournament._a_paid,
    e.RotationSet: Tournament._a_rotation,
    e.StructureSet: apply_structure_set,
    e.TableAdded: Tournament._a_table_added,
    e.HandDealt: Tournament._a_hand_dealt,
    e.SetupRestored: Tournament._a_setup_restored,
    e.PlayerRestored: Tournament._a_player_restored,
    e.EntryRestored: Tournament._a_entry_restored,
    e.TableRestored: Tournament._a_table_restored,
    e.ClockRestored: Tournament._a_clock_restored,
    e.MetaRestored: Tournament._a_meta_restored,
}
