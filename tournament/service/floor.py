"""What the floor needs to know now: seating hints and the chip check (read models).

Both are the domain's answers, as values; the console only words them.

- :func:`floor_hints`: redraw the final table when everyone fits at one table, else the
  tables to break (their players fit in the open seats), else whether the tables need
  balancing; and the tables that should halt until players arrive (TDA 11D).
- :func:`chip_check`: the chips in play (what the entries, rebuys and add-ons put in play,
  less what colour-ups removed) against the stacks recorded (a difference means a count is
  missing or wrong).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament import seating
from tournament.service.aggregate import Tournament

__all__ = ["ChipCheck", "FloorHints", "chip_check", "floor_hints"]


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


def floor_hints(t: Tournament) -> FloorHints:
    """The seating hints for the tables in play (none before players are seated)."""
    state = t.seating_state()
    if not state.tables or state.player_count == 0:
        return FloorHints()
    if seating.final_table_due(state):
        return FloorHints(final_table=seating.final_table(state))
    to_break = tuple(seating.tables_to_break(state))
    halts = tuple(
        halt
        for halt in seating.halt_recommendations(state)
        if state.tables[halt.table].player_count  # an empty table has nothing to halt
    )
    balancing = not to_break and bool(t.balance_plan())
    return FloorHints(None, to_break, balancing, halts)


@dataclass(frozen=True, slots=True)
class ChipCheck:
    """Chips in play (entries, rebuys, add-ons, colour-ups) against the recorded stacks."""

    issued: int
    counted: int
    coloured_up: bool
    """Chips were coloured up (removed from play): the totals differ by design."""

    @property
    def difference(self) -> int:
        """Recorded minus issued: negative when chips are missing from the counts."""
        return self.counted - self.issued


def chip_check(t: Tournament) -> ChipCheck:
    """The chip check now (constant time: both totals are kept by the aggregate)."""
    # Chips in play already take the colour-ups' chip races into account (issue 10.1).
    return ChipCheck(t.chips_in_play(), t.recorded_chips(), False)
