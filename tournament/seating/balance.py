"""Balancing tables (TDA 11): who moves, where to, and which short tables halt.

- 11A flop and mixed games: the player who will be big blind next at the long table moves to
  the worst position at the short table: the open seat that gets the big blind soonest, never
  the small blind, even if that means posting the big blind twice.
- 11A stud-only events, by position: the mover goes into the last seat opened at the short
  table, and is the player in the corresponding seat at the long table (or the next occupied
  seat clockwise from it).
- 11B mixed games during stud: the button is frozen and the player who would be big blind if
  the game were hold'em moves (the table reports that seat while frozen).
- 11C the table a player comes from follows a predetermined procedure: the longest table;
  ties by ``BalanceSettings.table_order`` then table number, preferring (when enabled) the
  table whose mover has been moved the fewest times. The destination is the shortest table
  with an open seat, ties in the same order.
- 11D play halts on a table ``halt_short_by`` (3) or more players short of the longest, once
  its blinds are affected.

>>> from tournament.table import Table
>>> from tournament.seating.state import SeatingState
>>> long = Table.empty(1, 6)
>>> for seat, name in enumerate(["a", "b", "c", "d", "e", "f"], start=1):
...     long = long.sit(seat, name)
>>> short = Table.empty(2, 6).sit(1, "u").sit(2, "v").sit(3, "w").sit(4, "x")
>>> state = SeatingState.create([long.with_button(1), short.with_button(1)])
>>> balance_plan(state)            # next big blind at table 1 is seat 3: c moves
[Move(player='c', from_table=1, from_seat=3, to_table=2, to_seat=5)]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from tournament.seating.moves import Move
from tournament.seating.settings import BalanceMethod, BalanceSettings, table_rank
from tournament.seating.state import SeatingState
from tournament.table import Table
from tournament.table_positions import PlayerId

__all__ = ["Halt", "balance_plan", "halt_recommendations", "needs_balancing"]

_DEFAULT = BalanceSettings()


@dataclass(frozen=True, slots=True)
class Halt:
    """A table that should stop playing until players arrive (TDA 11D)."""

    table: int
    short_by: int
    blinds_affected: bool

    def __str__(self) -> str:
        return f"Halt table {self.table}: {self.short_by} players short of the longest table."


def needs_balancing(state: SeatingState, settings: BalanceSettings = _DEFAULT) -> bool:
    """True when the longest table has more than ``max_difference`` players over the shortest
    table that can still take a player."""
    return bool(balance_plan(state, settings))


def _spread(state: SeatingState) -> int:
    return state.longest_count - state.shortest_count


def _position_mover(table: Table, seat: int) -> int:
    """The occupied seat corresponding to ``seat`` (itself, or the next clockwise)."""
    start = min(seat, table.size)
    for step in range(table.size):
        candidate = (start - 1 + step) % table.size + 1
        if table.seats[candidate - 1] is not None:
            return candidate
    raise AssertionError("a long table has players")


class _Work:
    """Projected tables and count index while a plan is being built."""

    def __init__(self, state: SeatingState, settings: BalanceSettings) -> None:
        self.state = state
        self.overlay: dict[int, Table] = {}
        self.buckets = [set(b) for b in state.by_count]
        self.moved: dict[PlayerId, int] = {}
        rank = table_rank(settings.table_order)
        self.key: Callable[[int], tuple[int, int]] = lambda n: (rank.get(n, len(rank)), n)

    def table(self, number: int) -> Table:
        found = self.overlay.get(number)
        return found if found is not None else self.state.tables[number]

    def moves_of(self, player: PlayerId) -> int:
        return self.state.moves_of(player) + self.moved.get(player, 0)

    def longest(self) -> int:
        for count in range(len(self.buckets) - 1, -1, -1):
            if self.buckets[count]:
                return count
        return 0

    def shortest_open(self) -> tuple[int, list[int]]:
        """The lowest player count among tables with an open seat, and those tables."""
        for count, bucket in enumerate(self.buckets):
            ready = [n for n in bucket if self.table(n).open_seat_count]
            if ready:
                return count, ready
        return len(self.buckets), []

    def move(self, move: Move) -> None:
        src = self.table(move.from_table)
        dst = self.table(move.to_table)
        self.buckets[src.player_count].discard(src.number)
        self.buckets[dst.player_count].discard(dst.number)
        src = src.leave(move.from_seat)
        dst = dst.sit(move.to_seat, move.player)
        self.overlay[src.number] = src
        self.overlay[dst.number] = dst
        self.buckets[src.player_count].add(src.number)
        self.buckets[dst.player_count].add(dst.number)
        self.moved[move.player] = self.moved.get(move.player, 0) + 1


def _target_seat(table: Table, method: BalanceMethod) -> int:
    if method is BalanceMethod.POSITION:
        last = table.last_opened_seat()
        if last is not None:
            return last
        return table.open_seats()[0]
    seat = table.worst_seat()
    assert seat is not None
    return seat


def _mover_seat(table: Table, method: BalanceMethod, target: int) -> int:
    if method is BalanceMethod.POSITION:
        return _position_mover(table, target)
    seat = table.next_big_blind_seat()
    assert seat is not None
    return seat


def _in_order(tables: set[int], key: Callable[[int], tuple[int, int]]) -> Iterator[int]:
    """``tables`` in the predetermined order, sorting only if more than the first is needed."""
    first = min(tables, key=key)
    yield first
    for number in sorted(tables, key=key):
        if number != first:
            yield number


def balance_plan(state: SeatingState, settings: BalanceSettings = _DEFAULT) -> list[Move]:
    """The moves that bring every table within ``settings.max_difference`` players.

    Returns an empty list when the tables are already balanced. Moves are listed in the
    order they were decided; the director confirms them and :func:`apply_moves` applies
    them.
    """
    if _spread(state) <= settings.max_difference:
        return []
    work = _Work(state, settings)
    plan: list[Move] = []
    while True:
        high = work.longest()
        low, destinations = work.shortest_open()
        if not destinations or high - low <= settings.max_difference:
            return plan
        dest = work.table(min(destinations, key=work.key))
        target = _target_seat(dest, settings.method)
        best: tuple[int, Move] | None = None
        for number in _in_order(work.buckets[high], work.key):
            src = work.table(number)
            seat = _mover_seat(src, settings.method, target)
            player = src.seats[seat - 1]
            assert player is not None
            moves = work.moves_of(player)
            if best is None or moves < best[0]:
                best = (moves, Move(player, number, seat, dest.number, target))
            if moves == 0 or not settings.avoid_second_move:
                break
        assert best is not None
        plan.append(best[1])
        work.move(best[1])


def halt_recommendations(state: SeatingState, settings: BalanceSettings = _DEFAULT) -> list[Halt]:
    """Tables where play should halt until players arrive (TDA 11D), by table number."""
    longest = state.longest_count
    halts: list[Halt] = []
    for count in range(longest - settings.halt_short_by + 1):
        for number in sorted(state.tables_with(count)):
            table = state.tables[number]
            affected = table.open_seat_before_big_blind()
            if affected or not settings.halt_only_when_blinds_affected:
                halts.append(Halt(number, longest - count, affected))
    return sorted(halts, key=lambda h: h.table)
