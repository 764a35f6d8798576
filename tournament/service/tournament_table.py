"""A table of the tournament: the table module's :class:`~tournament.table.Table`, its place
in the mixed-game rotation and whether it was broken.

The aggregate keeps one :class:`TournamentTable` per table number. Its seats, locked seats,
button and blinds are the :class:`tournament.table.Table` value itself (whose rules apply:
dead button, newcomers, frozen button); the game of its last hand and the hands dealt are
the :class:`tournament.rotation.TableRotation` value itself. A broken table keeps its last
state for the record. (In the log and snapshots it is stored as it always was, a flat
``TableRecord`` document: :mod:`tournament.service.stored_forms`.)

>>> t = TournamentTable.empty(3, 6)
>>> t = t.with_table(t.table.sit(2, "P0001").sit(5, "P0002"))
>>> t.number, t.players, t.occupant(5), t.hands
(3, ('P0001', 'P0002'), 'P0002', 0)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tournament.rotation import TableRotation
from tournament.table import PlayerId, Table

__all__ = ["TournamentTable"]


@dataclass(frozen=True, slots=True)
class TournamentTable:
    """One table of the event (immutable; a change returns a new value).

    - ``table``: who sits where, locked seats, the button and the next blinds.
    - ``rotation``: the game of the last hand dealt here, its place in the rotation's turn,
      the hands dealt at this table; its ``button_frozen`` is always the table's (TDA 11B).
    - ``broken``: the table was broken (its players were moved; it deals no more hands).
    """

    table: Table
    rotation: TableRotation = field(default_factory=TableRotation)
    broken: bool = False

    def __post_init__(self) -> None:
        # The button is frozen in one place: the table (the rotation reads it from there).
        if self.rotation.button_frozen != self.table.button_frozen:
            rotation = replace(self.rotation, button_frozen=self.table.button_frozen)
            object.__setattr__(self, "rotation", rotation)

    @classmethod
    def empty(cls, number: int, size: int) -> TournamentTable:
        """A new table with ``size`` empty seats."""
        return cls(Table.empty(number, size))

    def with_table(self, table: Table) -> TournamentTable:
        """This table with new seats or button state (the rotation follows its frozen button)."""
        return TournamentTable(table, self.rotation, self.broken)

    def hand_dealt(
        self, table: Table, game: str, hands_in_game: int, turn_length: int
    ) -> TournamentTable:
        """This table after a hand of ``game`` was dealt (``table``: its state after the deal;
        ``hands_in_game``/``turn_length``: the rotation's turn after this hand)."""
        rotation = TableRotation(
            game, hands_in_game, turn_length, table.button_frozen, self.rotation.hands_dealt + 1
        )
        return TournamentTable(table, rotation, self.broken)

    def break_up(self) -> TournamentTable:
        """This table, broken."""
        return replace(self, broken=True)

    # ------------------------------------------------------------------ reading

    @property
    def number(self) -> int:
        """The table number."""
        return self.table.number

    @property
    def size(self) -> int:
        """Number of seats."""
        return self.table.size

    @property
    def seats(self) -> tuple[PlayerId | None, ...]:
        """``seats[i]``: the player in seat ``i + 1`` (None: empty)."""
        return self.table.seats

    @property
    def locked(self) -> tuple[int, ...]:
        """The locked seats, in order."""
        return tuple(sorted(self.table.locked))

    @property
    def players(self) -> tuple[PlayerId, ...]:
        """Players seated, in seat order."""
        return tuple(p for p in self.table.seats if p is not None)

    def occupant(self, seat: int) -> PlayerId | None:
        """The player in ``seat`` (1-based), or None."""
        return self.table.seats[seat - 1]

    @property
    def button(self) -> int | None:
        """Where the button is shown now (see :attr:`tournament.table.Table.button_seat`)."""
        return self.table.button_seat

    @property
    def hands(self) -> int:
        """The hands dealt at this table."""
        return self.rotation.hands_dealt
