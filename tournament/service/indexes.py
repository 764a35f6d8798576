"""The aggregate's records and the indexes kept in step with them (the base of ``Tournament``).

:class:`TournamentIndexes` holds the state: players, entries and tables in
:class:`~tournament.service.journaled_records.JournaledRecords` (journaled for undo), the clock, the
settings and the floor-wide meta. Every write to a record calls a hook here that keeps the
indexes current from the one record that changed (who sits where, who is still in, places,
chips in play and the chip leader, entry totals, the seating module's state, the rows of
changed players), so queries never scan the field.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping

from tournament import money, rotation, seating
from tournament.clock import ClockState
from tournament.clock_timeline import Timeline
from tournament.errors import DomainError
from tournament.money import Entry
from tournament.player_names import name_key
from tournament.service import seating_plans, views
from tournament.service.journaled_records import JournaledRecords
from tournament.service.records import (
    EntryKind,
    Meta,
    PlayerRecord,
    Settings,
)
from tournament.service.tournament_table import TournamentTable
from tournament.structure import Structure
from tournament.table import Table

__all__ = ["TournamentIndexes"]


def _number(p: PlayerRecord) -> int:
    return p.number


class TournamentIndexes:
    """State and indexes (see the module docstring); commands live in the subclasses."""

    def __init__(self) -> None:
        self._settings: Settings | None = None
        self._structure: Structure | None = None
        self._timeline: Timeline | None = None
        # Records: plain dicts whose writes are journaled (undo) and keep the indexes below.
        self._players: JournaledRecords[str, PlayerRecord] = JournaledRecords(self._player_changed)
        self._entries: JournaledRecords[str, Entry] = JournaledRecords(self._entry_changed)
        self._tables: JournaledRecords[int, TournamentTable] = JournaledRecords(self._table_changed)
        self._clock = ClockState()
        # the last settled clock: (stored clock, meta, timeline, instant, the clock then)
        self._settled: tuple[ClockState, Meta, Timeline | None, int, ClockState] | None = None
        self._meta = Meta()
        # Indexes, kept by the hooks (cost of a write: the record written).
        self._where_map: dict[str, tuple[int, int]] = {}
        self._active: set[str] = set()
        self._moves: dict[str, int] = {}
        self._by_place: dict[int, set[str]] = {}
        self._names_in: dict[str, set[str]] = {}  # name key -> players not eliminated
        # Views kept between queries (rows of changed players are rebuilt).
        self._rows: dict[str, views.PlayerView] = {}
        self._rows_dirty: set[str] = set()
        self._rows_key: tuple[object, object] | None = None
        self._rows_all: tuple[list[str], tuple[views.PlayerView, ...]] | None = None
        self._rows_at: dict[str, int] = {}  # each player's place in ``_rows_all``
        self._table_views = views.TableViewCache()
        self._chips = 0  # stacks of the active players
        self._leader: tuple[str, int] | None = None  # chip leader (lowest id on a tie)
        self._leader_known = True
        self._stacks: Counter[int] = Counter()  # how many active players hold each stack
        self._player_order: list[str] | None = None
        self._collected = 0
        self._issued = 0  # chips the entries put in play
        self._kind_count: dict[str, int] = {}
        self._entries_of: dict[str, set[str]] = {}
        self._entry_order: list[str] | None = None
        self._table_order: list[int] | None = None
        self._seating: seating.SeatingState | None = None
        self._dirty_tables: set[int] = set()
        # The games of the tables (the clock screen asks several times per action): kept
        # until a table changes or the levels asked about differ (see ``now_and_next``).
        self._games: tuple[object, rotation.NowAndNext] | None = None

    def player_records(self) -> tuple[PlayerRecord, ...]:
        """All players in registration order."""
        order = self._player_order
        if order is None:
            ranked = sorted(self._players.values(), key=lambda p: p.number)
            order = self._player_order = [p.player_id for p in ranked]
        players = self._players
        return tuple(players[k] for k in order)

    def entry_records(self) -> tuple[Entry, ...]:
        """All entries in the order they were bought."""
        order = self._entry_order
        if order is None:
            order = self._entry_order = sorted(self._entries)
        entries = self._entries
        return tuple(entries[k] for k in order)

    def table_records(self) -> tuple[TournamentTable, ...]:
        """All tables (broken ones too) by number."""
        order = self._table_order
        if order is None:
            order = self._table_order = sorted(self._tables)
        tables = self._tables
        return tuple(tables[k] for k in order)

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
            state = seating_plans.seating_state(self._tables)
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

    def active_players(self) -> tuple[PlayerRecord, ...]:
        """Players still in the tournament, in registration order."""
        players = self._players
        return tuple(sorted((players[k] for k in self._active), key=lambda p: p.number))

    def places(self) -> tuple[tuple[int, str], ...]:
        """Finished places so far as (place, player id), best first."""
        done = [(p.place, p.player_id) for p in self._players.values() if p.place is not None]
        return tuple(sorted((pl, pid) for pl, pid in done))

    def table_value(self, number: int) -> Table:
        """The :class:`tournament.table.Table` value of a table (seats, button state)."""
        record = self._tables.get(number)
        if record is None:
            raise DomainError(f"There is no table {number}")
        return record.table

    def _player_changed(self, pid: str, old: PlayerRecord | None, new: PlayerRecord | None) -> None:
        self._follow_chips(pid, old, new)
        self._follow_names(pid, old, new)
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

    def _follow_names(self, pid: str, old: PlayerRecord | None, new: PlayerRecord | None) -> None:
        """The names of the players still in the event (registered or playing)."""
        was = old is not None and old.status != "eliminated"
        now = new is not None and new.status != "eliminated"
        if old is not None and new is not None and old.name == new.name and was == now:
            return
        if was and old is not None:
            key = name_key(old.name)
            holders = self._names_in.get(key, set())
            holders.discard(pid)
            if not holders:
                self._names_in.pop(key, None)
        if now and new is not None:
            self._names_in.setdefault(name_key(new.name), set()).add(pid)

    def players_named(self, name: str) -> list[str]:
        """Ids of the players still in the event (registered or playing) whose name is
        ``name`` but for case, accents and spaces (:func:`tournament.player_names.name_key`)."""
        return sorted(self._names_in.get(name_key(name), ()))

    def _follow_chips(self, pid: str, old: PlayerRecord | None, new: PlayerRecord | None) -> None:
        """Chips in play and the chip leader, from the one record that changed."""
        was = old.stack if old is not None and old.status == "active" else 0
        now = new.stack if new is not None and new.status == "active" else 0
        self._chips += now - was
        if was:
            self._stacks[was] -= 1
            if not self._stacks[was]:
                del self._stacks[was]
        if now:
            self._stacks[now] += 1
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

    def chip_leader(self) -> PlayerRecord | None:
        """The player with the most chips (lowest id on a tie; None when nobody has chips)."""
        if not self._leader_known:
            counts = {pid: self._players[pid].stack for pid in self._active}
            top = money.chip_leader(counts)
            self._leader = (top.players[0], top.chips) if top is not None else None
            self._leader_known = True
        return self._players[self._leader[0]] if self._leader is not None else None

    def chip_leader_shared(self) -> bool:
        """Whether several players share the biggest stack (then nobody leads alone)."""
        leader = self.chip_leader()
        return leader is not None and self._stacks[leader.stack] > 1

    def chips_issued(self) -> int:
        """The chips every entry, rebuy and add-on put in play (constant time)."""
        return self._issued

    def entry_count(self, kind: EntryKind) -> int:
        """How many entries of ``kind`` were bought (constant time)."""
        return self._kind_count.get(kind, 0)

    def _entry_changed(self, eid: str, old: Entry | None, new: Entry | None) -> None:
        kinds = self._kind_count
        if old is not None:
            self._collected -= old.prize
            self._issued -= old.chips
            kinds[old.kind.value] -= 1
            self._entries_of[old.player].discard(eid)
        if new is not None:
            self._collected += new.prize
            self._issued += new.chips
            kinds[new.kind.value] = kinds.get(new.kind.value, 0) + 1
            self._entries_of.setdefault(new.player, set()).add(eid)
        if old is None or new is None:
            self._entry_order = None

    def _table_changed(
        self, number: int, old: TournamentTable | None, new: TournamentTable | None
    ) -> None:
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
        self._games = None
        self._dirty_tables.add(number)
        self._table_views.dirty.add(number)
        if old is None or new is None:
            self._table_order = None

    def seat_map(self) -> Mapping[str, tuple[int, int]]:
        """(table, seat) of every seated player (constant time: the index itself)."""
        return self._where_map

    # ------------------------------------------------------------------ records, read-only

    @property
    def players_by_id(self) -> Mapping[str, PlayerRecord]:
        """Every player's record by player id (read-only: write with :meth:`put_player`)."""
        return self._players

    @property
    def entries_by_id(self) -> Mapping[str, Entry]:
        """Every entry's record by entry id (read-only: write with :meth:`put_entry`)."""
        return self._entries

    @property
    def tables_by_number(self) -> Mapping[int, TournamentTable]:
        """Every table's record, broken ones too (read-only: write with :meth:`put_table`)."""
        return self._tables

    def move_counts(self) -> Mapping[str, int]:
        """How often each player was moved (players never moved are absent)."""
        return self._moves

    def entry_ids_of(self, player_id: str) -> Collection[str]:
        """The ids of a player's entries (constant time)."""
        return self._entries_of.get(player_id, ())

    def collected(self) -> int:
        """The money the entries put in the prize pool, in cents (constant time)."""
        return self._collected

    # ------------------------------------------------------------------ the appliers' writes

    def put_player(self, record: PlayerRecord) -> None:
        """Store a player's record at its id (an applier's write; journaled, indexed)."""
        self._players[record.player_id] = record

    def remove_player(self, player_id: str) -> None:
        """Remove a player's record (an applier's write: the undo of a registration)."""
        self._players.pop(player_id, None)

    def put_entry(self, record: Entry) -> None:
        """Store an entry's record at its id (an applier's write)."""
        self._entries[record.entry_id] = record

    def remove_entry(self, entry_id: str) -> None:
        """Remove an entry's record (an applier's write)."""
        self._entries.pop(entry_id, None)

    def put_table(self, record: TournamentTable) -> None:
        """Store a table's record at its number (an applier's write)."""
        self._tables[record.number] = record

    def put_table_value(self, table: Table) -> None:
        """Store a table value from the table module (seats, button) at its number."""
        self.put_table(self._tables[table.number].with_table(table))

    def remove_table(self, number: int) -> None:
        """Remove a table's record (an applier's write)."""
        self._tables.pop(number, None)

    def set_settings(self, settings: Settings | None) -> None:
        """Replace the settings (an applier's write)."""
        self._settings = settings

    def set_structure(self, structure: Structure | None) -> None:
        """Replace the structure and its timeline (an applier's write)."""
        self._structure = structure
        self._timeline = Timeline(structure) if structure is not None else None

    def set_clock(self, clock: ClockState) -> None:
        """Replace the stored clock (an applier's write)."""
        self._clock = clock

    def set_meta(self, meta: Meta) -> None:
        """Replace the floor-wide state (an applier's write)."""
        self._meta = meta
