"""The TDA dead button at one table: where the button and the blinds go next, and the
seats a newcomer gets the big blind soonest in.

Button games use the TDA **dead button**: the big blind always moves forward to the next
occupied seat; the small blind goes to the seat that had the big blind, and the button to
the seat that had the small blind. So a seat can hold a dead button, or there can be no small
blind for a hand, and nobody posts or misses the big blind twice in a row through
eliminations. With two players the button posts the small blind and acts first pre-flop;
moving to heads-up the big blind still moves forward, so nobody has it twice in a row.

Newcomers (late entries, players from broken or short tables) are dealt in at once, except
when they sit between the button and the small blind: then they wait until the button passes
(TDA 8, 10). A player moved in gets the worst position (TDA 11A): the open seat that gets the
big blind soonest.

The :class:`~tournament.table.Table` value asks these functions (its ``next_hand``,
``worst_seat``, ...); they read the table (typed as :class:`SeatedTable`, so this module
does not import the table's) and never change it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from tournament.table_errors import SeatingError
from tournament.table_positions import NextHand, PlayerId, Positions

__all__ = [
    "SeatedTable",
    "next_big_blind_seat",
    "next_hand",
    "open_seat_before_big_blind",
    "seats_by_big_blind_order",
    "upcoming_positions",
    "worst_seat",
]


class SeatedTable(Protocol):
    """What the dead button reads of a table (:class:`tournament.table.Table`)."""

    @property
    def number(self) -> int: ...
    @property
    def size(self) -> int: ...
    @property
    def seats(self) -> tuple[PlayerId | None, ...]: ...
    @property
    def last_hand(self) -> Positions | None: ...
    @property
    def first_button(self) -> int | None: ...
    @property
    def newcomers(self) -> frozenset[int]: ...
    @property
    def started(self) -> bool: ...
    @property
    def player_count(self) -> int: ...
    def occupied_seats(self) -> tuple[int, ...]: ...
    def open_seats(self) -> tuple[int, ...]: ...
    def can_take(self, seat: int, player: PlayerId | None = None) -> bool: ...
    def next_hand(self) -> NextHand: ...


def _clockwise(table: SeatedTable, after: int) -> Iterator[int]:
    """Seats clockwise strictly after ``after``, ending with ``after`` itself."""
    for step in range(1, table.size + 1):
        yield (after - 1 + step) % table.size + 1


def _next_occupied(table: SeatedTable, after: int) -> int:
    for seat in _clockwise(table, after):
        if table.seats[seat - 1] is not None:
            return seat
    raise SeatingError(f"Table {table.number} is empty.")


def _previous_occupied(table: SeatedTable, before: int) -> int:
    for step in range(1, table.size + 1):
        seat = (before - 1 - step) % table.size + 1
        if table.seats[seat - 1] is not None:
            return seat
    raise SeatingError(f"Table {table.number} is empty.")


def _fresh_positions(table: SeatedTable, button: int) -> Positions:
    """Positions for the first hand; the button stays on its seat if that player left."""
    small_blind = _next_occupied(table, button)
    if table.player_count == 2:
        if table.seats[button - 1] is None:
            return Positions(small_blind, small_blind, _next_occupied(table, small_blind))
        return Positions(button, button, small_blind)
    return Positions(button, small_blind, _next_occupied(table, small_blind))


def _standard_before(table: SeatedTable, big_blind: int) -> Positions:
    """Live button and small blind on the two occupied seats before ``big_blind``."""
    small_blind = _previous_occupied(table, big_blind)
    return Positions(_previous_occupied(table, small_blind), small_blind, big_blind)


def _make_hand(table: SeatedTable, positions: Positions, waiting: tuple[int, ...]) -> NextHand:
    dealt = tuple(s for s in table.occupied_seats() if s not in waiting)
    big_blind = table.seats[positions.big_blind - 1]
    assert big_blind is not None
    return NextHand(
        table=table.number,
        positions=positions,
        button_player=table.seats[positions.button - 1],
        small_blind_player=table.seats[positions.small_blind - 1],
        big_blind_player=big_blind,
        dealt_in=dealt,
        waiting=waiting,
    )


def next_hand(table: SeatedTable) -> NextHand:
    """Who has the button and posts the blinds in ``table``'s next button-game hand (worked
    out anew: :meth:`Table.next_hand` keeps it with the table)."""
    occupied = table.occupied_seats()
    if len(occupied) < 2:
        raise SeatingError(
            f"Table {table.number} has {len(occupied)} player(s); a hand needs two or more."
        )
    last = table.last_hand
    if last is None:
        if table.first_button is None:
            raise SeatingError(f"Table {table.number}: draw for the button first.")
        return _make_hand(table, _fresh_positions(table, table.first_button), ())
    big_blind = _next_occupied(table, last.big_blind)
    if len(occupied) == 2:
        other = occupied[0] if occupied[1] == big_blind else occupied[1]
        return _make_hand(table, Positions(other, other, big_blind), ())
    base = last.big_blind
    to_button = (last.small_blind - base) % table.size
    if (big_blind - base) % table.size >= to_button:
        # Only newcomers sit past the old small blind: the big blind would pass the button.
        return _make_hand(table, _standard_before(table, big_blind), ())
    waiting = tuple(
        s for s in occupied if s in table.newcomers and (s - base) % table.size > to_button
    )
    if len(occupied) - len(waiting) < 2:
        return _make_hand(table, _standard_before(table, big_blind), ())
    return _make_hand(table, Positions(last.small_blind, base, big_blind), waiting)


def upcoming_positions(table: SeatedTable) -> Positions | None:
    """Next-hand positions; before the button draw, as if the lowest seat had the button."""
    occupied = table.occupied_seats()
    if len(occupied) < 2:
        return None
    if table.started:
        return table.next_hand().positions
    return _fresh_positions(table, occupied[0])


def next_big_blind_seat(table: SeatedTable) -> int | None:
    """The seat of the player who will post the big blind next (hold'em, even if frozen).

    Before the button draw the lowest occupied seat is taken as the button. A table with
    one player returns that player's seat; an empty table returns ``None``.
    """
    upcoming = upcoming_positions(table)
    if upcoming is not None:
        return upcoming.big_blind
    occupied = table.occupied_seats()
    return occupied[0] if occupied else None


def _anchor(table: SeatedTable) -> int | None:
    """The seat the big blind moves on from: open seats after it get the big blind soonest."""
    if table.last_hand is not None:
        return table.last_hand.big_blind
    occupied = table.occupied_seats()
    if not occupied:
        return None
    button = table.first_button if table.started and table.first_button else occupied[0]
    return _next_occupied(table, button) if len(occupied) >= 2 else button


def seats_by_big_blind_order(table: SeatedTable, player: PlayerId | None = None) -> tuple[int, ...]:
    """Open seats a newcomer may take, soonest to get the big blind first.

    The seat that will post the small blind next comes last (never the small blind unless
    it is the only open seat).
    """
    anchor = _anchor(table)
    seats = [s for s in range(1, table.size + 1) if table.can_take(s, player)]
    if anchor is None:
        return tuple(seats)
    return tuple(sorted(seats, key=lambda s: (s - anchor - 1) % table.size))


def worst_seat(table: SeatedTable, player: PlayerId | None = None) -> int | None:
    """The worst position for a player moved in (TDA 11A): the open seat that gets the big
    blind soonest, never the small blind (unless no other seat is open)."""
    order = seats_by_big_blind_order(table, player)
    return order[0] if order else None


def open_seat_before_big_blind(table: SeatedTable) -> bool:
    """True when an open seat lies where the big blind goes next (its blinds are affected).

    A table that has not started counts as affected.
    """
    if not table.started or table.player_count < 2:
        return True
    anchor = _anchor(table)
    upcoming = upcoming_positions(table)
    assert anchor is not None
    assert upcoming is not None
    reach = (upcoming.big_blind - anchor) % table.size
    return any(0 < (s - anchor) % table.size < reach for s in table.open_seats())
