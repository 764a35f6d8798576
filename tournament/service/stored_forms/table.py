"""The stored form of a table: a
:class:`~tournament.service.tournament_table.TournamentTable` (the table module's value
with its rotation) is written as a ``TableRecord``, the log's name for it.
"""

from __future__ import annotations

from typing import Any

from tournament.rotation import TableRotation
from tournament.service.stored_forms.form import StoredField, StoredForm
from tournament.service.tournament_table import TournamentTable
from tournament.table import Table
from tournament.table_positions import Positions

__all__ = ["TABLE_FORM"]


def _encode_table(record: TournamentTable) -> tuple[Any, ...]:
    table, turn, last = record.table, record.rotation, record.table.last_hand
    return (
        table.number,
        table.seats,
        tuple(sorted(table.locked)),
        table.button_seat,
        record.broken,
        table.first_button,
        (last.button, last.small_blind, last.big_blind) if last is not None else None,
        tuple(sorted(table.newcomers)),
        table.opened,
        turn.hands_dealt,
        turn.game,
        turn.hands_in_game,
        turn.turn_length,
        table.button_frozen,
    )


def _decode_table(
    number: int,
    seats: tuple[str | None, ...],
    locked: tuple[int, ...],
    button: int | None,
    broken: bool,
    first_button: int | None,
    last_hand: tuple[int, int, int] | None,
    newcomers: tuple[int, ...],
    opened: tuple[int, ...],
    hands: int,
    game: str | None,
    hands_in_game: int,
    turn_length: int,
    button_frozen: bool,
) -> TournamentTable:
    # ``button`` is where the table shows the button: written for readers of the JSON,
    # it follows from the rest (Table.button_seat).
    table = Table(
        number=number,
        size=len(seats),
        seats=seats,
        locked=frozenset(locked),
        last_hand=Positions(*last_hand) if last_hand is not None else None,
        first_button=first_button,
        newcomers=frozenset(newcomers),
        opened=opened,
        button_frozen=button_frozen,
    )
    turn = TableRotation(game, hands_in_game, turn_length, button_frozen, hands)
    return TournamentTable(table, turn, broken)


TABLE_FORM = StoredForm(
    "TableRecord",
    TournamentTable,
    (
        StoredField("number", int),
        StoredField("seats", tuple[str | None, ...]),
        StoredField("locked", tuple[int, ...], ()),
        StoredField("button", int | None, None),
        StoredField("broken", bool, False),
        StoredField("first_button", int | None, None),
        StoredField("last_hand", tuple[int, int, int] | None, None),
        StoredField("newcomers", tuple[int, ...], ()),
        StoredField("opened", tuple[int, ...], ()),
        StoredField("hands", int, 0),
        StoredField("game", str | None, None),
        StoredField("hands_in_game", int, 0),
        StoredField("turn_length", int, 0),
        StoredField("button_frozen", bool, False),
    ),
    _encode_table,
    _decode_table,
)
"""A table as the aggregate stored it when it kept a flat record of it."""
