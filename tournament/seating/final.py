"""The final table: when it forms, and the full random redraw of its seats.

The final table is the table that breaks last (:func:`break_order`). It forms once every
player left fits at it; then all players, including those already there, draw new seats at
random. After the redraw the director draws for the button (``Table.draw_button``).

>>> import random
>>> from tournament.table import Table
>>> from tournament.seating.state import SeatingState
>>> from tournament.seating.apply import apply_moves
>>> state = SeatingState.create([Table.empty(1, 6).sit(2, "a"), Table.empty(2, 6).sit(5, "b")])
>>> final_table_due(state)
True
>>> state = apply_moves(state, final_table_redraw(state, random.Random(3)))
>>> sorted(state.tables), state.table(1).player_count
([1], 2)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tournament.seating.breaking import break_order
from tournament.seating.moves import Move
from tournament.seating.state import SeatingState
from tournament.table import MAX_SEATS
from tournament.table_errors import SeatingError

__all__ = ["final_table", "final_table_due", "final_table_redraw", "tables_closing_for_final"]


def final_table(state: SeatingState, order: Sequence[int] | None = None) -> int:
    """The number of the table that becomes the final table (the last to break)."""
    if not state.tables:
        raise SeatingError("No table is in play.")
    return break_order(state, order)[-1]


def final_table_due(state: SeatingState, order: Sequence[int] | None = None) -> bool:
    """True when more than one table is in play and every player fits at the final table."""
    if len(state.tables) <= 1 or state.player_count > MAX_SEATS:
        return False
    table = state.tables[final_table(state, order)]
    return state.player_count <= table.capacity - len(table.reserved)


def tables_closing_for_final(state: SeatingState, order: Sequence[int] | None = None) -> list[int]:
    """Every table but the final table (they close when the final table forms)."""
    keep = final_table(state, order)
    return sorted(n for n in state.tables if n != keep)


def final_table_redraw(
    state: SeatingState, rng: random.Random, order: Sequence[int] | None = None
) -> list[Move]:
    """Moves giving every player left a random seat at the final table (a full redraw).

    Players who draw the seat they already hold get no move. Applying the moves closes the
    other tables they empty; pass ``close=`` :func:`tables_closing_for_final` to
    :func:`apply_moves` to close tables that were already empty too.
    """
    number = final_table(state, order)
    table = state.tables[number]
    held = {seat for seat, _ in table.reserved}
    seats = [s for s in range(1, table.size + 1) if s not in table.locked and s not in held]
    players = sorted(state.locations, key=lambda p: state.locations[p])
    if len(players) > len(seats):
        raise SeatingError(
            f"{len(players)} players left but the final table (table {number}) has "
            f"{len(seats)} seats; break tables first."
        )
    drawn = rng.sample(seats, len(players))
    moves: list[Move] = []
    for player, seat in zip(players, drawn, strict=True):
        where = state.locations[player]
        if where != (number, seat):
            moves.append(Move(player, where[0], where[1], number, seat))
    return moves
