"""The seating of a whole tournament: tables, where each player sits, how often each was moved.

:class:`SeatingState` is an immutable value with indexes built for large fields: tables are
indexed by player count (so the longest and shortest tables are found without scanning every
table) and players by location (a bust is found in constant time). Every change returns a new
state; the old one is untouched.

>>> from tournament.table import Table
>>> state = SeatingState.create([Table.empty(1, 6), Table.empty(2, 6)])
>>> state = state.seat("ann", 1, 3).seat("bob", 2, 1).seat("cy", 2, 5)
>>> state.location("cy"), state.longest_count, state.shortest_count
((2, 5), 2, 1)
>>> state.eliminate("cy").shortest_tables()
(1, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from tournament.seating.locations import Locations, LocationsEditor
from tournament.table import MAX_SEATS, Table
from tournament.table_errors import SeatingError
from tournament.table_positions import PlayerId

__all__ = ["SeatingState"]


@dataclass(frozen=True, slots=True)
class SeatingState:
    """All tables in play, each player's ``(table, seat)`` and each player's move count.

    ``locations`` iterates in no particular order (sort when order matters).

    Build it with :meth:`create`; do not mutate the mappings.
    """

    tables: Mapping[int, Table]
    locations: Locations
    move_counts: Mapping[PlayerId, int] = field(default_factory=dict)
    by_count: tuple[frozenset[int], ...] = field(default=(), compare=False, repr=False)
    capacity: int = field(default=0, compare=False, repr=False)

    @classmethod
    def create(
        cls, tables: Iterable[Table], move_counts: Mapping[PlayerId, int] | None = None
    ) -> SeatingState:
        """A state from tables (possibly with players already seated)."""
        table_map: dict[int, Table] = {}
        locations: dict[PlayerId, tuple[int, int]] = {}
        buckets: list[set[int]] = [set() for _ in range(MAX_SEATS + 1)]
        capacity = 0
        for table in tables:
            if table.number in table_map:
                raise SeatingError(f"Table {table.number} is listed twice.")
            table_map[table.number] = table
            capacity += table.capacity
            buckets[table.player_count].add(table.number)
            for seat in table.occupied_seats():
                player = table.seats[seat - 1]
                assert player is not None
                if player in locations:
                    where = locations[player]
                    raise SeatingError(
                        f"{player} sits at table {where[0]} seat {where[1]} and at table "
                        f"{table.number} seat {seat}."
                    )
                locations[player] = (table.number, seat)
        return cls(
            tables=table_map,
            locations=Locations.of(locations),
            move_counts=dict(move_counts or {}),
            by_count=tuple(frozenset(b) for b in buckets),
            capacity=capacity,
        )

    # ------------------------------------------------------------------ queries

    def table(self, number: int) -> Table:
        """The table numbered ``number``."""
        try:
            return self.tables[number]
        except KeyError:
            raise SeatingError(f"There is no table {number} in play.") from None

    def location(self, player: PlayerId) -> tuple[int, int]:
        """``(table, seat)`` of a seated player."""
        try:
            return self.locations[player]
        except KeyError:
            raise SeatingError(f"{player} is not seated.") from None

    def moves_of(self, player: PlayerId) -> int:
        """How many times ``player`` was moved to balance tables."""
        return self.move_counts.get(player, 0)

    @property
    def player_count(self) -> int:
        """Players seated in the whole tournament."""
        return len(self.locations)

    @property
    def longest_count(self) -> int:
        """Players at the longest table (0 without tables)."""
        for count in range(len(self.by_count) - 1, -1, -1):
            if self.by_count[count]:
                return count
        return 0

    @property
    def shortest_count(self) -> int:
        """Players at the shortest table (0 without tables)."""
        for count, bucket in enumerate(self.by_count):
            if bucket:
                return count
        return 0

    def tables_with(self, count: int) -> frozenset[int]:
        """Numbers of the tables with exactly ``count`` players."""
        return self.by_count[count] if 0 <= count < len(self.by_count) else frozenset()

    def longest_tables(self) -> tuple[int, ...]:
        """Numbers of the longest tables, ascending."""
        return tuple(sorted(self.tables_with(self.longest_count)))

    def shortest_tables(self) -> tuple[int, ...]:
        """Numbers of the shortest tables, ascending."""
        return tuple(sorted(self.tables_with(self.shortest_count)))

    # ------------------------------------------------------------------ changes

    def seat(self, player: PlayerId, table: int, seat: int) -> SeatingState:
        """Seat a new player (late entry, re-entry, alternate) in an open seat."""
        if player in self.locations:
            where = self.locations[player]
            raise SeatingError(f"{player} already sits at table {where[0]} seat {where[1]}.")
        draft = Draft(self)
        draft.put(draft.table(table).sit(seat, player))
        draft.locations[player] = (table, seat)
        return draft.freeze()

    def eliminate(self, player: PlayerId) -> SeatingState:
        """Take a busted player off their table (the seat opens)."""
        table, seat = self.location(player)
        draft = Draft(self)
        draft.put(draft.table(table).leave(seat))
        del draft.locations[player]
        return draft.freeze()

    def replace_table(self, table: Table) -> SeatingState:
        """Swap in a new version of a table with the same players in the same seats
        (button moved, seat locked or reserved, button frozen)."""
        old = self.table(table.number)
        if old.seats != table.seats:
            raise SeatingError(
                f"Table {table.number}: use seat, eliminate or moves to change who sits where."
            )
        draft = Draft(self)
        draft.put(table)
        return draft.freeze()

    def add_table(self, table: Table) -> SeatingState:
        """Open a new table (it may already hold players who are not seated elsewhere)."""
        if table.number in self.tables:
            raise SeatingError(f"Table {table.number} is already in play.")
        return SeatingState.create([*self.tables.values(), table], self.move_counts)

    def update(self, tables: Iterable[Table] = (), closed: Iterable[int] = ()) -> SeatingState:
        """Swap in new versions of ``tables`` (who sits where may change; new numbers open a
        table) and take the ``closed`` tables out of play, re-indexing only those tables.

        For a caller that keeps a state in step with its own stored tables (the service's
        aggregate): the cost is that of the tables named, not of the whole field. Players
        are not checked for sitting twice (the caller's tables are consistent).

        >>> s = SeatingState.create([Table.empty(1, 6).sit(1, "a"), Table.empty(2, 6)])
        >>> s = s.update([s.tables[1].leave(1), s.tables[2].sit(3, "a")])
        >>> s.location("a"), s.shortest_tables()
        ((2, 3), (1,))
        >>> s.update(closed=[1]).tables.keys() == {2}
        True
        """
        changed = list(tables)
        draft = Draft(self)
        seated: dict[PlayerId, tuple[int, int]] = {}
        for table in changed:
            for seat in table.occupied_seats():
                player = table.seats[seat - 1]
                assert player is not None
                seated[player] = (table.number, seat)
        gone: list[tuple[PlayerId, tuple[int, int]]] = []
        for number in closed:
            old = draft.tables.get(number)
            if old is not None:
                gone.extend((p, (number, s)) for s, p in enumerate(old.seats, 1) if p is not None)
                draft.drop(number)
        for table in changed:
            old = draft.tables.get(table.number)
            if old is not None:
                n = table.number
                gone.extend((p, (n, s)) for s, p in enumerate(old.seats, 1) if p is not None)
            draft.put(table)
        # Only the players whose location changes touch the index (a hand dealt: none).
        base = self.locations
        for player, where in gone:
            if player not in seated and base.get(player) == where and player in draft.locations:
                del draft.locations[player]
        for player, where in seated.items():
            if base.get(player) != where:
                draft.locations[player] = where
        return draft.freeze()

    def close_table(self, number: int) -> SeatingState:
        """Take an empty table out of play."""
        table = self.table(number)
        if table.player_count:
            raise SeatingError(
                f"Table {number} still has {table.player_count} player(s); move them first."
            )
        draft = Draft(self)
        draft.drop(number)
        return draft.freeze()


class Draft:
    """A private, mutable working copy of a :class:`SeatingState` (copy once, change, freeze)."""

    __slots__ = (
        "_counts_copied",
        "_locations",
        "_state",
        "buckets",
        "capacity",
        "move_counts",
        "tables",
    )

    def __init__(self, state: SeatingState) -> None:
        self.tables: dict[int, Table] = dict(state.tables)
        self._state = state
        self._locations: LocationsEditor | None = None
        self.move_counts: Mapping[PlayerId, int] = state.move_counts
        self._counts_copied = False
        self.buckets: list[frozenset[int] | set[int]] = list(state.by_count)
        self.capacity = state.capacity

    @property
    def locations(self) -> LocationsEditor:
        """The working player locations (copy-on-write)."""
        if self._locations is None:
            self._locations = self._state.locations.edit()
        return self._locations

    def table(self, number: int) -> Table:
        """The working version of a table."""
        try:
            return self.tables[number]
        except KeyError:
            raise SeatingError(f"There is no table {number} in play.") from None

    def _bucket(self, count: int) -> set[int]:
        bucket = self.buckets[count]
        if isinstance(bucket, frozenset):
            bucket = set(bucket)
            self.buckets[count] = bucket
        return bucket

    def put(self, table: Table) -> None:
        """Store a new version of a table, keeping the count index up to date."""
        old = self.tables.get(table.number)
        if old is not None:
            old_count = old.player_count
            if old_count != table.player_count:
                self._bucket(old_count).discard(table.number)
                self._bucket(table.player_count).add(table.number)
            self.capacity += table.capacity - old.capacity
        else:
            self._bucket(table.player_count).add(table.number)
            self.capacity += table.capacity
        self.tables[table.number] = table

    def drop(self, number: int) -> None:
        """Remove a table from play."""
        table = self.tables.pop(number)
        self._bucket(table.player_count).discard(number)
        self.capacity -= table.capacity

    def count_move(self, player: PlayerId) -> None:
        """Add one to ``player``'s move count."""
        if not self._counts_copied:
            self.move_counts = dict(self.move_counts)
            self._counts_copied = True
        counts = self.move_counts
        assert isinstance(counts, dict)
        counts[player] = counts.get(player, 0) + 1

    def freeze(self) -> SeatingState:
        """The new immutable state."""
        return SeatingState(
            tables=self.tables,
            locations=self._state.locations
            if self._locations is None
            else self._locations.freeze(),
            move_counts=self.move_counts,
            by_count=tuple(frozenset(b) if isinstance(b, set) else b for b in self.buckets),
            capacity=self.capacity,
        )
