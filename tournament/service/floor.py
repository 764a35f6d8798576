"""What the floor needs to know now: the seating hints (a read model; the chip check is
the aggregate's query :meth:`~tournament.service.queries.TournamentQueries.chip_check`).

The domain's answers, as values; the console only words them.

- :func:`floor_hints`: redraw the final table when everyone fits at one table, else the
  tables to break (their players fit in the open seats), else whether the tables need
  balancing; and the tables that should halt until players arrive (TDA 11D).
- :func:`break_choices`: the tables in the order the Break-a-table dialog offers them (the
  hint's table first).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament import seating
from tournament.service.aggregate import Tournament
from tournament.service.records import FloorRules

__all__ = ["FloorHints", "break_choices", "floor_hints"]


@dataclass(frozen=True, slots=True)
class FloorHints:
    """What the tables need now (one of the first three, plus any halts)."""

    final_table: int | None = None
    """Everyone fits at one table: redraw the final table (this table)."""
    tables_to_break: tuple[int, ...] = ()
    """Tables whose players fit in the open seats of the others, in break order."""
    needs_balancing: bool = False
    halts: tuple[seating.Halt, ...] = ()
    """Tables (with players) that should stop until players arrive."""

    @property
    def empty(self) -> bool:
        """True when the tables need nothing."""
        return self == FloorHints()


def break_choices(t: Tournament) -> tuple[int, ...]:
    """The tables in play in the order the director is offered to break them: the tables
    the hint names first, then the others in the event's break order (an empty table first;
    with "fewest players first" the shortest tables first)."""
    state = t.seating_state()
    rules = t.settings.floor if t.settings is not None else FloorRules()
    order = rules.break_order
    fewest = rules.break_fewest_first
    hinted = seating.tables_to_break(state, order, fewest)
    rest = [n for n in seating.breaking_order(state, order, fewest) if n not in hinted]
    return (*hinted, *rest)


def floor_hints(t: Tournament) -> FloorHints:
    """The seating hints for the tables in play (none before players are seated)."""
    state = t.seating_state()
    if not state.tables or state.player_count == 0:
        return FloorHints()
    rules = t.settings.floor if t.settings is not None else FloorRules()
    order = rules.break_order
    if seating.final_table_due(state, order):
        return FloorHints(final_table=seating.final_table(state, order))
    to_break = tuple(seating.tables_to_break(state, order, rules.break_fewest_first))
    halt_rules = rules.balance_settings(seating.BalanceMethod.BIG_BLIND)
    halts = tuple(
        halt
        for halt in seating.halt_recommendations(state, halt_rules)
        if state.tables[halt.table].player_count  # an empty table has nothing to halt
    )
    balancing = not to_break and bool(t.balance_plan())
    return FloorHints(None, to_break, balancing, halts)
