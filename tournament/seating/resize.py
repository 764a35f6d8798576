"""Seats per table during the event: 8-max for the stud levels, 6-max for the final tables.

Fewer seats: the players in the seats that go are redrawn like the players of a broken table
(TDA 10B, :mod:`tournament.seating.breaking`): each draws a table among the shortest tables
with an open seat, then a seat there; their own table is one of them. So the field stays
balanced and nobody chooses. More seats: nobody moves (the balancing hint follows as usual).

:func:`resize_plan` gives the moves; :func:`apply_resize` applies them (the tables that
grow first, then the moves, then the tables that shrink); a field that does not fit in the
tables at the new size is refused with the number of seats missing.

>>> import random
>>> from tournament.table import Table
>>> from tournament.seating.state import SeatingState
>>> t1 = Table.empty(1, 4).sit(1, "a").sit(2, "b").sit(4, "c")
>>> t2 = Table.empty(2, 4).sit(1, "d")
>>> state = SeatingState.create([t1, t2])
>>> [str(m) for m in resize_plan(state, 3, [1, 2], random.Random(1))]
['c: table 1 seat 4 -> table 2 seat 2']
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from tournament.seating.apply import apply_moves
from tournament.seating.breaking import draw_table
from tournament.seating.moves import Move
from tournament.seating.state import SeatingState
from tournament.table import MAX_SEATS, MIN_SEATS, Table
from tournament.table_errors import SeatingError

__all__ = ["apply_resize", "resize_plan", "resized_table"]


def resized_table(table: Table, size: int) -> Table:
    """``table`` with ``size`` seats (seats above ``size`` must be empty: move their players
    first). Locks, reservations and newcomers of removed seats go; when the button or a blind
    of the last hand sat in a removed seat, the button goes to the highest occupied seat left
    (the seat before it, counting clockwise), as after a draw for the button.

    >>> t = Table.empty(1, 9).sit(2, "a").sit(5, "b").sit(9, "c").with_button(9).leave(9)
    >>> resized_table(t, 8).button_seat  # seat 9 is gone: the button goes back to seat 5
    5
    >>> resized_table(t.with_button(2), 8).button_seat, resized_table(t, 10).size
    (2, 10)
    """
    if not MIN_SEATS <= size <= MAX_SEATS:
        raise SeatingError(f"A table has {MIN_SEATS} to {MAX_SEATS} seats (got {size}).")
    taken = [s for s in table.occupied_seats() if s > size]
    if taken:
        raise SeatingError(
            f"Table {table.number}: seat {taken[0]} is taken; move its player before the "
            f"table has {size} seats."
        )
    last, first = table.last_hand, table.first_button
    seats_of_last = (last.button, last.small_blind, last.big_blind) if last else ()
    if max(seats_of_last, default=0) > size or (first or 0) > size:
        kept = last.button if last is not None and last.button <= size else None
        occupied = [s for s in table.occupied_seats() if s <= size]
        last, first = None, kept or (max(occupied) if occupied else None)
    return replace(
        table,
        size=size,
        seats=table.seats[:size] + (None,) * (size - table.size),
        locked=frozenset(s for s in table.locked if s <= size),
        reserved=tuple(r for r in table.reserved if r[0] <= size),
        last_hand=last,
        first_button=first,
        newcomers=frozenset(s for s in table.newcomers if s <= size),
        opened=tuple(s for s in table.opened if s <= size),
    )


def resize_plan(
    state: SeatingState, size: int, tables: Sequence[int], rng: random.Random
) -> list[Move]:
    """The moves that give ``tables`` (tables in play) ``size`` seats: every player in a
    seat above ``size`` redrawn among the shortest tables' open seats (the other tables keep
    their size). Refused when the players do not fit."""
    if not MIN_SEATS <= size <= MAX_SEATS:
        raise SeatingError(f"A table has {MIN_SEATS} to {MAX_SEATS} seats (got {size}).")
    if not tables:
        raise SeatingError("Name the tables that change their number of seats.")
    for number in tables:
        state.table(number)
    resizing = set(tables)
    moving: list[tuple[str, int, int]] = []
    overlay: dict[int, Table] = {}
    for number in sorted(resizing):
        table = state.tables[number]
        for seat in table.occupied_seats():
            if seat > size:
                player = table.seats[seat - 1]
                assert player is not None
                moving.append((player, number, seat))
                table = table.leave(seat)
        overlay[number] = resized_table(table, size)
    room = sum(overlay.get(n, table).open_seat_count for n, table in state.tables.items())
    if len(moving) > room:
        raise SeatingError(
            f"{state.player_count} players do not fit at {len(state.tables)} tables with "
            f"{size} seats: {len(moving) - room} seat(s) missing; add a table first."
        )
    buckets: list[set[int]] = [set() for _ in range(MAX_SEATS + 1)]
    for number, table in state.tables.items():
        buckets[overlay.get(number, table).player_count].add(number)
    plan: list[Move] = []
    for player, number, seat in moving:
        to = draw_table(state, overlay, buckets, rng)
        to_seat = rng.choice(to.open_seats())
        buckets[to.player_count].discard(to.number)
        to = to.sit(to_seat, player)
        buckets[to.player_count].add(to.number)
        overlay[to.number] = to
        plan.append(Move(player, number, seat, to.number, to_seat))
    return plan


def apply_resize(
    state: SeatingState, size: int, tables: Sequence[int], plan: Sequence[Move]
) -> SeatingState:
    """The tables after :func:`resize_plan`'s ``plan``: the tables named that grow get their
    seats first (a player may draw one of them), then the moves, then the others shrink."""

    def resize(s: SeatingState, grow: bool) -> SeatingState:
        changed = [
            resized_table(table, size) if n in tables and (table.size < size) == grow else table
            for n, table in sorted(s.tables.items())
        ]
        return SeatingState.create(changed, s.move_counts)

    grown = resize(state, grow=True)
    moved = apply_moves(grown, list(plan))
    for number in sorted(set(grown.tables) - set(moved.tables)):  # emptied: it stays in play
        table = grown.tables[number]
        for m in plan:
            if m.from_table == number:
                table = table.leave(m.from_seat)
        moved = moved.add_table(table)
    return resize(moved, grow=False)
