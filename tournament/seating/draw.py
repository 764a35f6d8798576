"""Random seat draws (TDA 7, 8): the initial draw and late entries, re-entries, alternates.

Randomness comes from the injected ``random.Random``; the same seed gives the same draw.

>>> import random
>>> from tournament.table import Table
>>> tables = [Table.empty(n, 9) for n in (1, 2, 3)]
>>> draw = initial_draw([f"p{i}" for i in range(20)], tables, random.Random(7))
>>> sorted(sum(1 for a in draw if a.table == n) for n in (1, 2, 3))
[6, 7, 7]
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterable, Sequence

from tournament.seating.moves import SeatAssignment
from tournament.seating.state import SeatingState
from tournament.table import Table
from tournament.table_errors import SeatingError
from tournament.table_positions import PlayerId

__all__ = ["draw_seat", "initial_draw"]


def initial_draw(
    players: Iterable[PlayerId], tables: Sequence[Table], rng: random.Random
) -> list[SeatAssignment]:
    """Draw a random seat for every player (TDA 7), spreading them evenly over ``tables``.

    Table counts (including anyone already seated) differ by at most one, unless a table is
    full; which tables get the extra player, which seats are used and who sits where are
    all random. A player holding a reserved seat gets it. Returns the assignments in player
    order.
    """
    names = list(players)
    if len(set(names)) != len(names):
        seen: set[PlayerId] = set()
        for name in names:
            if name in seen:
                raise SeatingError(f"{name} is listed twice for the seat draw.")
            seen.add(name)
    numbers = [table.number for table in tables]
    if len(set(numbers)) != len(numbers):
        raise SeatingError("A table is listed twice for the seat draw.")
    wanted = set(names)
    for table in tables:
        for name in table.players():
            if name in wanted:
                raise SeatingError(f"{name} already sits at table {table.number}.")
    result: dict[PlayerId, SeatAssignment] = {}
    counts = {table.number: table.player_count for table in tables}
    for table in tables:
        for seat, holder in table.reserved:
            if holder in names and holder not in result:
                result[holder] = SeatAssignment(holder, table.number, seat)
                counts[table.number] += 1
    to_draw = [n for n in names if n not in result]
    free = {table.number: len(table.open_seats()) for table in tables}
    if len(to_draw) > sum(free.values()):
        raise SeatingError(
            f"{len(to_draw)} players to seat but only {sum(free.values())} open seats; add tables."
        )
    heap = [
        (counts[table.number], rng.random(), table.number)
        for table in tables
        if free[table.number] > 0
    ]
    heapq.heapify(heap)
    taken = dict.fromkeys(counts, 0)
    for _ in to_draw:
        count, tie, number = heapq.heappop(heap)
        taken[number] += 1
        if taken[number] < free[number]:
            heapq.heappush(heap, (count + 1, tie, number))
    seats: list[tuple[int, int]] = []
    for table in tables:
        if taken[table.number]:
            chosen = rng.sample(table.open_seats(), taken[table.number])
            seats.extend((table.number, s) for s in sorted(chosen))
    rng.shuffle(seats)
    for name, (number, seat) in zip(to_draw, seats, strict=True):
        result[name] = SeatAssignment(name, number, seat)
    return [result[n] for n in names]


def draw_seat(state: SeatingState, player: PlayerId, rng: random.Random) -> SeatAssignment:
    """Draw a seat for a late entry, re-entry or alternate (TDA 8).

    The seat is random among the open seats of the shortest tables that have one, avoiding
    seats between the button and the small blind (where the player would wait to be dealt
    in) when another seat is available. A seat reserved for the player is used first.
    """
    if player in state.locations:
        where = state.locations[player]
        raise SeatingError(f"{player} already sits at table {where[0]} seat {where[1]}.")
    for number in sorted(state.tables):
        for seat, holder in state.tables[number].reserved:
            if holder == player:
                return SeatAssignment(player, number, seat)
    for count in range(len(state.by_count)):
        bucket = state.by_count[count]
        if not bucket:
            continue
        pool = [(n, s) for n in sorted(bucket) for s in state.tables[n].open_seats()]
        if not pool:
            continue
        dealt_in = [(n, s) for n, s in pool if state.tables[n].newcomer_dealt_in(s)]
        number, seat = rng.choice(dealt_in or pool)
        return SeatAssignment(player, number, seat)
    raise SeatingError(f"No open seat for {player}: open another table.")
