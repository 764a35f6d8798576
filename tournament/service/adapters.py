"""Bridges from the service's records to the seating and money modules (their logic, not ours).

The aggregate stores plain records; these functions build the other modules' values
(:class:`tournament.seating.SeatingState`, :class:`tournament.money.elimination.Bust`...),
call their functions and convert the answers back into service records.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from tournament import seating
from tournament.errors import DomainError
from tournament.money import deals, elimination
from tournament.money.errors import MoneyError
from tournament.service.records import Move, SeatAssignment, TableRecord
from tournament.table import Table
from tournament.table_errors import SeatingError

__all__ = [
    "balance_plan",
    "break_plan",
    "deal_shares",
    "draw_seats",
    "final_table_plan",
    "rank_bust_group",
    "seating_state",
]


def seating_state(tables: Mapping[int, TableRecord]) -> seating.SeatingState:
    """The seating module's view of the tables in play (broken tables left out)."""
    return seating.SeatingState.create(
        Table(
            number=t.number,
            size=t.size,
            seats=t.seats,
            locked=frozenset(t.locked),
            first_button=t.button,
        )
        for t in (tables[k] for k in sorted(tables))
        if not t.broken
    )


def _moves(moves: Sequence[seating.Move]) -> tuple[Move, ...]:
    return tuple(Move(m.player, m.from_table, m.from_seat, m.to_table, m.to_seat) for m in moves)


def draw_seats(
    players: Sequence[str], tables: Mapping[int, TableRecord], rng: random.Random
) -> tuple[SeatAssignment, ...]:
    """Random seats (TDA 7): the initial draw, or one late entry among the open seats."""
    try:
        state = seating_state(tables)
        if len(players) == 1 and state.locations:
            drawn = [seating.draw_seat(state, players[0], rng)]
        else:
            drawn = seating.initial_draw(players, list(state.tables.values()), rng)
    except SeatingError as error:
        raise DomainError(str(error)) from error
    return tuple(SeatAssignment(a.player, a.table, a.seat) for a in drawn)


def balance_plan(tables: Mapping[int, TableRecord]) -> tuple[Move, ...]:
    """Moves that balance the tables (TDA 11A), for the director to confirm."""
    return _moves(seating.balance_plan(seating_state(tables)))


def break_plan(
    tables: Mapping[int, TableRecord], table: int, rng: random.Random
) -> tuple[Move, ...]:
    """Moves that break ``table`` by the two-step random draw (TDA 10B)."""
    try:
        return _moves(seating.break_plan(seating_state(tables), None, rng, [table]))
    except SeatingError as error:
        raise DomainError(str(error)) from error


def final_table_plan(
    tables: Mapping[int, TableRecord], rng: random.Random
) -> tuple[int, tuple[Move, ...]]:
    """The final table's number and the full redraw onto it."""
    try:
        state = seating_state(tables)
        return seating.final_table(state), _moves(seating.final_table_redraw(state, rng))
    except SeatingError as error:
        raise DomainError(str(error)) from error


def rank_bust_group(
    players_left: int, starting_stacks: Sequence[tuple[str, int]]
) -> dict[str, int]:
    """Places of the players busted in one hand (bigger starting stack finishes higher)."""
    busts = [elimination.Bust(p, s) for p, s in starting_stacks]
    return {f.player: f.place for f in elimination.rank_bust_group(players_left, busts)}


def deal_shares(
    method: str, players: Sequence[str], stacks: Sequence[int], prizes: Sequence[int]
) -> list[int]:
    """Amounts of an ICM, chip-chop or even deal, in the order of ``players``."""
    chips = dict(zip(players, stacks, strict=True))
    try:
        if method == "icm":
            deal = deals.icm_deal(chips, prizes, rng=random.Random(0))
        elif method == "chip_chop":
            deal = deals.chip_chop(chips, prizes)
        else:
            deal = deals.even_chop(chips, prizes)
    except MoneyError as error:
        raise DomainError(str(error)) from error
    return [deal.amount(p) for p in players]
