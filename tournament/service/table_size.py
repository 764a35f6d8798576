"""Seats per table during the event (:class:`~tournament.service.commands.SetTableSize`).

The director changes the number of seats of every table in play (8-max for the stud levels)
or of the tables named (6-max at the final tables). The players in the seats that go are
redrawn like the players of a broken table (TDA 10B, :func:`tournament.seating.resize_plan`):
the moves (:class:`~tournament.service.events.PlayersMoved`, reason ``"seats"``, announced
like every move) and the new size (:class:`~tournament.service.events.TablesResized`) are one
command, one undo step. Refused: a size a game of the structure cannot be dealt to, a field
that does not fit, tables that already have that size.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tournament import seating
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.structure_change import check_seats_for_games
from tournament.table_errors import SeatingError

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import TournamentState, TournamentWrites

__all__ = ["apply_tables_resized", "decide_set_table_size"]


def decide_set_table_size(
    t: TournamentState, cmd: c.SetTableSize, now: int, rng: random.Random
) -> list[e.Event]:
    """The moves and the new size, or a :class:`DomainError` saying why not."""
    t.check_not_finished()
    if not 2 <= cmd.size <= 10:
        raise DomainError("A table has between 2 and 10 seats")
    if t.structure is not None:
        check_seats_for_games(t.structure.games, cmd.size)
    if len(set(cmd.tables)) != len(cmd.tables):
        raise DomainError("A table is listed twice")
    state = t.seating_state()
    for number in cmd.tables:
        t.table_in_play(number)  # a table in play
    tables = tuple(sorted(cmd.tables)) if cmd.tables else tuple(sorted(state.tables))
    if not tables:
        raise DomainError("There is no table in play")
    if all(state.tables[n].size == cmd.size for n in tables):
        listed = ", ".join(str(n) for n in tables)
        raise DomainError(f"Table(s) {listed} already have {cmd.size} seats")
    try:
        moves = seating.resize_plan(state, cmd.size, tables, rng)
    except SeatingError as error:
        raise DomainError(str(error)) from error
    # Tables that grow first (a player may draw one of their new seats), then the moves,
    # then the tables that shrink (their removed seats are empty by then).
    grow = tuple(n for n in tables if state.tables[n].size < cmd.size)
    shrink = tuple(n for n in tables if state.tables[n].size > cmd.size)
    events: list[e.Event] = [e.TablesResized(grow, cmd.size)] if grow else []
    if moves:
        events.append(e.PlayersMoved(tuple(moves), "seats"))
    if shrink:
        events.append(e.TablesResized(shrink, cmd.size))
    return events


def apply_tables_resized(t: TournamentWrites, ev: e.TablesResized) -> None:
    """Give each table ``ev.size`` seats (its removed seats are empty by now)."""
    for number in ev.tables:
        t.put_table_value(seating.resized_table(t.table_value(number), ev.size))
