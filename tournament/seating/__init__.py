"""Seating a tournament: random draws, balancing, breaking tables, the final-table redraw.

Everything here is pure: randomness comes from an injected ``random.Random`` and each plan
is a list of :class:`Move` values that the director confirms before :func:`apply_moves`
applies them. The usual loop after a bust::

    state = state.eliminate(player)
    if final_table_due(state, order):
        moves = final_table_redraw(state, rng, order)
        state = apply_moves(state, moves, close=tables_closing_for_final(state, order))
    elif broken := tables_to_break(state, order):
        moves = break_plan(state, order, rng, broken)
        state = apply_moves(state, moves, close=broken)
    state = apply_moves(state, balance_plan(state, settings))
    halts = halt_recommendations(state, settings)

API:

- :class:`SeatingState` (``create``, ``seat``, ``eliminate``, ``replace_table``,
  ``add_table``, ``close_table``; queries ``table``, ``location``, ``moves_of``,
  ``longest_tables``, ``shortest_tables``).
- :func:`initial_draw` (TDA 7), :func:`draw_seat` (TDA 8), :func:`seat_players`.
- :func:`balance_plan`, :func:`halt_recommendations` with :class:`BalanceSettings` (TDA 11).
- :func:`tables_to_break`, :func:`break_plan`, :func:`break_order`, :func:`breaking_order`
  (TDA 10).
- :func:`final_table_due`, :func:`final_table_redraw`, :func:`tables_closing_for_final`.
- :func:`resize_plan`, :func:`apply_resize`, :func:`resized_table`: seats per table during
  the event.
- :func:`apply_moves`; errors are :class:`SeatingError` (a ``DomainError``).
"""

from __future__ import annotations

from tournament.seating.apply import apply_moves, seat_players
from tournament.seating.balance import Halt, balance_plan, halt_recommendations, needs_balancing
from tournament.seating.breaking import (
    break_order,
    break_plan,
    breaking_order,
    tables_to_break,
)
from tournament.seating.draw import draw_seat, initial_draw
from tournament.seating.final import (
    final_table,
    final_table_due,
    final_table_redraw,
    tables_closing_for_final,
)
from tournament.seating.moves import Move, SeatAssignment
from tournament.seating.resize import apply_resize, resize_plan, resized_table
from tournament.seating.settings import BalanceMethod, BalanceSettings
from tournament.seating.state import SeatingState
from tournament.table_errors import SeatingError

__all__ = [
    "BalanceMethod",
    "BalanceSettings",
    "Halt",
    "Move",
    "SeatAssignment",
    "SeatingError",
    "SeatingState",
    "apply_moves",
    "apply_resize",
    "balance_plan",
    "break_order",
    "break_plan",
    "breaking_order",
    "draw_seat",
    "final_table",
    "final_table_due",
    "final_table_redraw",
    "halt_recommendations",
    "initial_draw",
    "needs_balancing",
    "resize_plan",
    "resized_table",
    "seat_players",
    "tables_closing_for_final",
    "tables_to_break",
]
