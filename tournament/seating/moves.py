"""Plan values: a seat assignment and a move, as the director sees and confirms them.

>>> Move("ann", 3, 4, 1, 7)
Move(player='ann', from_table=3, from_seat=4, to_table=1, to_seat=7)
>>> str(Move("ann", 3, 4, 1, 7))
'ann: table 3 seat 4 -> table 1 seat 7'
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.table_positions import PlayerId

__all__ = ["Move", "SeatAssignment"]


@dataclass(frozen=True, slots=True)
class SeatAssignment:
    """A drawn seat for a player who is not seated yet (initial draw, late entry, re-entry)."""

    player: PlayerId
    table: int
    seat: int

    def __str__(self) -> str:
        return f"{self.player}: table {self.table} seat {self.seat}"


@dataclass(frozen=True, slots=True)
class Move:
    """One seated player going from one seat to another (balance, break, redraw, manual)."""

    player: PlayerId
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int

    def __str__(self) -> str:
        return (
            f"{self.player}: table {self.from_table} seat {self.from_seat} -> "
            f"table {self.to_table} seat {self.to_seat}"
        )
