"""Applying a confirmed plan (a list of moves) or seat assignments to a seating state.

The moves of one plan happen at once: every player leaves their seat first, then everyone
sits down, so players may swap seats (a final-table redraw). A table the moves leave empty is
closed (a broken table). Moved players are newcomers at their new table. A move counts toward
a player's move count unless it comes from a table the plan empties (a break or a redraw).
Invalid plans raise :class:`~tournament.table_errors.SeatingError` naming the problem, and
change nothing.

>>> from tournament.table import Table
>>> from tournament.seating.state import SeatingState
>>> from tournament.seating.moves import Move
>>> s = SeatingState.create([Table.empty(1, 6).sit(1, "ann").sit(2, "bob"), Table.empty(2, 6)])
>>> s = apply_moves(s, [Move("bob", 1, 2, 2, 4)])
>>> s.location("bob"), s.moves_of("bob")
((2, 4), 1)
>>> apply_moves(s, [Move("ann", 1, 1, 2, 4)])
Traceback (most recent call last):
...
tournament.table_errors.SeatingError: Move of ann: table 2 seat 4 is taken by bob.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tournament.seating.moves import Move, SeatAssignment
from tournament.seating.state import Draft, SeatingState
from tournament.table_errors import SeatingError

__all__ = ["apply_moves", "seat_players"]


def _check(state: SeatingState, moves: Sequence[Move]) -> None:
    movers = {m.player for m in moves}
    if len(movers) != len(moves):
        seen: set[str] = set()
        for m in moves:
            if m.player in seen:
                raise SeatingError(f"{m.player} is moved twice in the same plan.")
            seen.add(m.player)
    vacated: set[tuple[int, int]] = set()
    for m in moves:
        where = state.locations.get(m.player)
        if where is None:
            raise SeatingError(f"Move of {m.player}: {m.player} is not seated.")
        if where != (m.from_table, m.from_seat):
            raise SeatingError(
                f"Move of {m.player}: {m.player} sits at table {where[0]} seat {where[1]}, "
                f"not table {m.from_table} seat {m.from_seat}."
            )
        vacated.add(where)
    targets: set[tuple[int, int]] = set()
    for m in moves:
        if m.to_table not in state.tables:
            raise SeatingError(f"Move of {m.player}: there is no table {m.to_table} in play.")
        table = state.tables[m.to_table]
        if not 1 <= m.to_seat <= table.size:
            raise SeatingError(
                f"Move of {m.player}: table {m.to_table} has seats 1 to {table.size}, "
                f"not seat {m.to_seat}."
            )
        target = (m.to_table, m.to_seat)
        if target in targets:
            raise SeatingError(
                f"Move of {m.player}: table {m.to_table} seat {m.to_seat} is given twice."
            )
        targets.add(target)
        occupant = table.seats[m.to_seat - 1]
        if occupant is not None and target not in vacated:
            raise SeatingError(
                f"Move of {m.player}: table {m.to_table} seat {m.to_seat} is taken by {occupant}."
            )
        if m.to_seat in table.locked:
            raise SeatingError(
                f"Move of {m.player}: table {m.to_table} seat {m.to_seat} is locked."
            )
        holder = table.reserved_for(m.to_seat)
        if holder is not None and holder != m.player:
            raise SeatingError(
                f"Move of {m.player}: table {m.to_table} seat {m.to_seat} is reserved for {holder}."
            )


def apply_moves(
    state: SeatingState, moves: Iterable[Move], *, close: Iterable[int] = ()
) -> SeatingState:
    """The state after the confirmed ``moves`` (all at once); tables they empty are closed.

    ``close`` names further tables to take out of play after the moves (the tables of a
    break plan or a final-table redraw that were already empty); each must end up empty.
    """
    plan = list(moves)
    closing = sorted(set(close))
    for number in closing:
        state.table(number)
    if not plan and not closing:
        return state
    _check(state, plan)
    draft = Draft(state)
    sources = {m.from_table for m in plan}
    for m in plan:
        draft.put(draft.table(m.from_table).leave(m.from_seat))
    emptied = {number for number in sources if draft.tables[number].player_count == 0}
    for m in plan:
        to = draft.table(m.to_table)
        draft.put(to.sit(m.to_seat, m.player, newcomer=m.to_table != m.from_table))
        draft.locations[m.player] = (m.to_table, m.to_seat)
        if m.to_table != m.from_table and m.from_table not in emptied:
            draft.count_move(m.player)
    for number in closing:
        left = draft.tables[number].player_count
        if left:
            raise SeatingError(f"Table {number} cannot close: {left} player(s) still sit there.")
    for number in sorted(emptied.union(closing)):
        if draft.tables[number].player_count == 0:
            draft.drop(number)
    return draft.freeze()


def seat_players(state: SeatingState, assignments: Iterable[SeatAssignment]) -> SeatingState:
    """The state with drawn players seated (initial draw, late entries, re-entries)."""
    draft = Draft(state)
    by_table: dict[int, list[tuple[int, str]]] = {}
    for a in assignments:
        if a.player in draft.locations:
            where = draft.locations[a.player]
            raise SeatingError(f"{a.player} already sits at table {where[0]} seat {where[1]}.")
        draft.locations[a.player] = (a.table, a.seat)
        by_table.setdefault(a.table, []).append((a.seat, a.player))
    for number, placements in by_table.items():
        draft.put(draft.table(number).sit_many(placements))
    return draft.freeze()
