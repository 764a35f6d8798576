"""The seating module's plans for the aggregate's tables (draws, balancing, breaking, the
final table), its refusals as :class:`~tournament.errors.DomainError`.

The aggregate's tables are :class:`~tournament.service.tournament_table.TournamentTable`
values holding the seating module's own :class:`~tournament.table.Table`: these functions
hand them to :mod:`tournament.seating` (the tables in play, broken ones left out) and give
back its answers as they are (:class:`~tournament.seating.SeatAssignment`,
:class:`~tournament.seating.Move`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from tournament import seating
from tournament.errors import DomainError
from tournament.service.tournament_table import TournamentTable
from tournament.table_errors import SeatingError

__all__ = [
    "Tables",
    "balance_plan",
    "break_plan",
    "draw_seats",
    "final_table_plan",
    "seating_state",
]


def seating_state(
    tables: Mapping[int, TournamentTable], move_counts: Mapping[str, int] | None = None
) -> seating.SeatingState:
    """The seating module's view of the tables in play (broken tables left out)."""
    return seating.SeatingState.create(
        (record.table for record in (tables[k] for k in sorted(tables)) if not record.broken),
        move_counts,
    )


Tables = seating.SeatingState | Mapping[int, TournamentTable]
"""The tables in play: the seating module's state, or the stored tables (converted)."""


def _state(tables: Tables, move_counts: Mapping[str, int] | None = None) -> seating.SeatingState:
    if isinstance(tables, seating.SeatingState):
        if move_counts is not None:
            return replace(tables, move_counts=move_counts)
        return tables
    return seating_state(tables, move_counts)


def draw_seats(
    players: Sequence[str], tables: Tables, rng: random.Random
) -> tuple[seating.SeatAssignment, ...]:
    """Random seats (TDA 7): the initial draw, or one late entry among the open seats."""
    try:
        state = _state(tables)
        if len(players) == 1 and state.locations:
            drawn = [seating.draw_seat(state, players[0], rng)]
        else:
            in_order = [state.tables[k] for k in sorted(state.tables)]
            drawn = seating.initial_draw(players, in_order, rng)
    except SeatingError as error:
        raise DomainError(str(error)) from error
    return tuple(drawn)


def balance_plan(
    tables: Tables,
    move_counts: Mapping[str, int],
    method: seating.BalanceMethod = seating.BalanceMethod.BIG_BLIND,
    settings: seating.BalanceSettings | None = None,
) -> tuple[seating.Move, ...]:
    """Moves that balance the tables (TDA 11A: the next big blind to the worst seat, or by
    position in stud-only events), avoiding moving a player twice, for the director
    (``settings``: the event's trigger; the method is ``method``)."""
    settings = seating.BalanceSettings(method=method) if settings is None else settings
    return tuple(seating.balance_plan(_state(tables, move_counts), settings))


def break_plan(tables: Tables, table: int, rng: random.Random) -> tuple[seating.Move, ...]:
    """Moves that break ``table`` by the two-step random draw (TDA 10B)."""
    try:
        return tuple(seating.break_plan(_state(tables), None, rng, [table]))
    except SeatingError as error:
        raise DomainError(str(error)) from error


def final_table_plan(
    tables: Tables, rng: random.Random, order: Sequence[int] = ()
) -> tuple[int, tuple[seating.Move, ...]]:
    """The final table's number (the one that breaks last in ``order``) and the redraw."""
    try:
        state = _state(tables)
        redraw = seating.final_table_redraw(state, rng, order)
        return seating.final_table(state, order), tuple(redraw)
    except SeatingError as error:
        raise DomainError(str(error)) from error
