"""Breaking tables (TDA 10): when, which ones, and the two-step random redraw.

A table breaks as soon as the players left fit in one fewer table. The table to break is
the next one of the predetermined break order (TDA 10: the tables the director lists
first, then the others from the highest number down) whose players fit in the open seats
of the others; an empty table always closes first (breaking it moves nobody). With
``fewest_first`` the table with the fewest players breaks instead, the order deciding
between tables with as few players.

Its players get new seats by a two-step random draw (TDA 10B): first a table, drawn among
the shortest tables with an open seat (so the field stays balanced), then a seat drawn among
that table's open seats. They may get any seat, blinds or button included; a player who
lands between the button and the small blind waits until the button passes.

>>> import random
>>> from tournament.table import Table
>>> from tournament.seating.state import SeatingState
>>> t1 = Table.empty(1, 4).sit(1, "a").sit(2, "b")
>>> t2 = Table.empty(2, 4).sit(1, "c").sit(3, "d")
>>> state = SeatingState.create([t1, t2])
>>> tables_to_break(state)
[2]
>>> [(m.player, m.to_table) for m in break_plan(state, None, random.Random(1))]
[('c', 1), ('d', 1)]
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tournament.seating.moves import Move
from tournament.seating.state import SeatingState
from tournament.table import Table
from tournament.table_errors import SeatingError

__all__ = ["break_order", "break_plan", "breaking_order", "draw_table", "tables_to_break"]


def break_order(state: SeatingState, order: Sequence[int] | None = None) -> list[int]:
    """Every table in play in the order they break: listed tables first, then highest first."""
    listed = [n for n in dict.fromkeys(order or ()) if n in state.tables]
    seen = set(listed)
    rest = sorted((n for n in state.tables if n not in seen), reverse=True)
    return [*listed, *rest]


def breaking_order(
    state: SeatingState, order: Sequence[int] | None = None, fewest_first: bool = False
) -> list[int]:
    """The tables in the order they are offered to break: empty tables first, then the
    predetermined break order (``fewest_first``: the fewest players first, ties in that
    order)."""
    ordered = break_order(state, order)
    if fewest_first:
        return sorted(ordered, key=lambda n: state.tables[n].player_count)
    return sorted(ordered, key=lambda n: state.tables[n].player_count > 0)


def tables_to_break(
    state: SeatingState, order: Sequence[int] | None = None, fewest_first: bool = False
) -> list[int]:
    """The tables to break now, in :func:`breaking_order`, while the players still fit in
    the tables that stay.

    >>> from tournament.table import Table
    >>> full = Table.empty(4, 2).sit(1, "a").sit(2, "b")
    >>> state = SeatingState.create([Table.empty(1, 2), Table.empty(2, 2).sit(1, "c"), full])
    >>> tables_to_break(state)  # the empty table; table 2's player has no seat elsewhere
    [1]
    """
    if len(state.tables) <= 1:
        return []
    spare = state.capacity - state.player_count
    if spare < min(table.capacity for table in state.tables.values()):
        return []  # no table's seats fit in the open ones: none breaks (1,000 tables unsorted)
    candidates = breaking_order(state, order, fewest_first)
    broken: list[int] = []
    for number in candidates[:-1]:
        capacity = state.tables[number].capacity
        if capacity <= spare:
            spare -= capacity
            broken.append(number)
    return broken


def break_plan(
    state: SeatingState,
    order: Sequence[int] | None,
    rng: random.Random,
    tables: Sequence[int] | None = None,
) -> list[Move]:
    """Moves that break ``tables`` (default: :func:`tables_to_break`) by a two-step redraw.

    Players are drawn in a fixed order (tables in break order, then seat order); each one
    draws a table among the shortest tables left with an open seat, then a seat there. Apply
    with ``apply_moves(state, moves, close=tables)`` so empty tables close as well.
    """
    breaking = list(tables) if tables is not None else tables_to_break(state, order)
    if not breaking:
        return []
    for number in breaking:
        state.table(number)
    if len(set(breaking)) != len(breaking):
        raise SeatingError("A table is listed twice to break.")
    staying = set(state.tables) - set(breaking)
    if not staying:
        raise SeatingError("Every table would break; keep at least one table.")
    moving = sum(state.tables[n].player_count for n in breaking)
    room = sum(state.tables[n].open_seat_count for n in staying)
    if moving > room:
        raise SeatingError(
            f"The tables to break hold {moving} players but only {room} open seats are left."
        )
    overlay: dict[int, Table] = {}
    buckets = [set(b) - set(breaking) for b in state.by_count]
    plan: list[Move] = []
    for number in breaking:
        source = state.tables[number]
        for seat in source.occupied_seats():
            player = source.seats[seat - 1]
            assert player is not None
            to = draw_table(state, overlay, buckets, rng)
            to_seat = rng.choice(to.open_seats())
            buckets[to.player_count].discard(to.number)
            to = to.sit(to_seat, player)
            buckets[to.player_count].add(to.number)
            overlay[to.number] = to
            plan.append(Move(player, number, seat, to.number, to_seat))
    return plan


def draw_table(
    state: SeatingState, overlay: dict[int, Table], buckets: list[set[int]], rng: random.Random
) -> Table:
    """Step one of the redraw: a random table among the shortest with an open seat."""
    for bucket in buckets:
        ready = sorted(n for n in bucket if overlay.get(n, state.tables[n]).open_seat_count)
        if ready:
            number = rng.choice(ready)
            return overlay.get(number, state.tables[number])
    raise AssertionError("room was checked before drawing")
