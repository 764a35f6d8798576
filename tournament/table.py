"""A tournament table: seats, locked and reserved seats, the dead button, the next blinds.

A :class:`Table` is an immutable value; every change returns a new table. Seats are
numbered ``1..size`` clockwise (``size`` is 2-10 per table).

Button games use the TDA **dead button** (the big blind always moves forward); where the
button and the blinds go next, and the seats a newcomer gets the big blind soonest in, are
:mod:`tournament.dead_button`'s; the positions of a hand are
:mod:`tournament.table_positions`, the seating errors :mod:`tournament.table_errors`.

>>> t = Table.empty(1, size=6)
>>> for seat, name in [(1, "ann"), (2, "bob"), (3, "cy"), (5, "dee")]:
...     t = t.sit(seat, name)
>>> t = t.with_button(1)
>>> h = t.next_hand()
>>> (h.button_player, h.small_blind_player, h.big_blind_player)
('ann', 'bob', 'cy')
>>> t = t.hand_dealt().leave(3)       # cy (the big blind) busts
>>> h = t.next_hand()                # the big blind moves forward, no small blind
>>> (h.button_player, h.small_blind_player, h.big_blind_player)
('bob', None, 'dee')
>>> t.hand_dealt().next_hand().dead_button   # the button lands on cy's empty seat
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from tournament import dead_button
from tournament.table_errors import SeatingError
from tournament.table_positions import NextHand, PlayerId, Positions

__all__ = ["MAX_SEATS", "MIN_SEATS", "NextHand", "PlayerId", "Positions", "Table"]

MIN_SEATS = 2
MAX_SEATS = 10


@dataclass(frozen=True, slots=True)
class Table:
    """One table: who sits where, which seats are locked or reserved, and the button state.

    Fields:
      - ``number``: the table number (1..).
      - ``size``: seats at the table (2-10).
      - ``seats``: the player id in each seat (index ``seat - 1``), ``None`` when empty.
      - ``locked``: seats nobody may take (a broken chair, a short-handed table).
      - ``reserved``: ``(seat, player)`` pairs held for one named player.
      - ``last_hand``: the positions of the last button-game hand dealt (``None`` before the
        first hand).
      - ``first_button``: the seat that won the draw for the button, before the first hand.
      - ``newcomers``: seats whose player has not been dealt a button-game hand here yet.
      - ``opened``: seats in the order they were vacated, most recent last (stud balancing
        "by position" fills the last seat opened).
      - ``button_frozen``: True while stud is played in a mixed game (TDA 11B): the button
        stays where the next hold'em hand would put it.
    """

    number: int
    size: int
    seats: tuple[PlayerId | None, ...]
    locked: frozenset[int] = frozenset()
    reserved: tuple[tuple[int, PlayerId], ...] = ()
    last_hand: Positions | None = None
    first_button: int | None = None
    newcomers: frozenset[int] = frozenset()
    opened: tuple[int, ...] = ()
    button_frozen: bool = False
    _count: int = field(init=False, repr=False, compare=False)
    _next: NextHand | None = field(init=False, repr=False, compare=False)
    """:meth:`next_hand`, worked out once (the table is a value: it cannot change)."""
    _dealt: Table | None = field(init=False, repr=False, compare=False)
    """:meth:`hand_dealt`, worked out once (a recorded hand checks it, then applies it)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_count", self.size - self.seats.count(None))
        object.__setattr__(self, "_next", None)
        object.__setattr__(self, "_dealt", None)
        if self.number < 1:
            raise SeatingError(f"Table numbers start at 1 (got {self.number}).")
        if not MIN_SEATS <= self.size <= MAX_SEATS:
            raise SeatingError(
                f"Table {self.number}: a table has {MIN_SEATS} to {MAX_SEATS} seats "
                f"(got {self.size})."
            )
        if len(self.seats) != self.size:
            raise SeatingError(
                f"Table {self.number}: {len(self.seats)} seats listed for a {self.size}-seat table."
            )
        players = [p for p in self.seats if p is not None]
        if len(set(players)) != len(players):
            twice = next(p for p in players if players.count(p) > 1)
            raise SeatingError(f"Table {self.number}: {twice} is seated twice.")
        for seat in self.locked:
            self._check_seat(seat)
            if self.seats[seat - 1] is not None:
                raise SeatingError(f"Table {self.number}: seat {seat} is locked but taken.")
        for seat, _ in self.reserved:
            self._check_seat(seat)

    # ------------------------------------------------------------------ construction

    @classmethod
    def empty(
        cls, number: int, size: int = 9, locked: frozenset[int] | set[int] = frozenset()
    ) -> Table:
        """An empty table with ``size`` seats, some of them possibly locked."""
        return cls(number=number, size=size, seats=(None,) * size, locked=frozenset(locked))

    # ------------------------------------------------------------------ queries

    def _check_seat(self, seat: int) -> None:
        if not 1 <= seat <= self.size:
            raise SeatingError(
                f"Table {self.number} has seats 1 to {self.size}; there is no seat {seat}."
            )

    def player_at(self, seat: int) -> PlayerId | None:
        """The player in ``seat``, or ``None`` when it is empty."""
        self._check_seat(seat)
        return self.seats[seat - 1]

    def seat_of(self, player: PlayerId) -> int | None:
        """The seat of ``player`` at this table, or ``None``."""
        for index, occupant in enumerate(self.seats):
            if occupant == player:
                return index + 1
        return None

    @property
    def player_count(self) -> int:
        """How many players sit at the table."""
        return self._count

    @property
    def capacity(self) -> int:
        """How many players the table can seat (seats that are not locked)."""
        return self.size - len(self.locked)

    @property
    def open_seat_count(self) -> int:
        """How many more players the table can take now (open, unreserved seats)."""
        return self.capacity - self.player_count - len(self.reserved)

    def players(self) -> tuple[PlayerId, ...]:
        """The seated players in seat order."""
        return tuple(p for p in self.seats if p is not None)

    def occupied_seats(self) -> tuple[int, ...]:
        """The occupied seats in seat order."""
        return tuple(i + 1 for i, p in enumerate(self.seats) if p is not None)

    def reserved_for(self, seat: int) -> PlayerId | None:
        """The player ``seat`` is reserved for, or ``None``."""
        for reserved_seat, player in self.reserved:
            if reserved_seat == seat:
                return player
        return None

    def can_take(self, seat: int, player: PlayerId | None = None) -> bool:
        """True when ``seat`` is empty, not locked and not reserved for someone else."""
        if not 1 <= seat <= self.size or self.seats[seat - 1] is not None or seat in self.locked:
            return False
        holder = self.reserved_for(seat)
        return holder is None or holder == player

    def open_seats(self) -> tuple[int, ...]:
        """Empty seats anyone may take (not locked, not reserved), in seat order."""
        held = {seat for seat, _ in self.reserved}
        return tuple(
            i + 1
            for i, p in enumerate(self.seats)
            if p is None and i + 1 not in self.locked and i + 1 not in held
        )

    def last_opened_seat(self) -> int | None:
        """The open seat vacated most recently, or ``None`` if no open seat was ever vacated."""
        for seat in reversed(self.opened):
            if self.can_take(seat):
                return seat
        return None

    # ------------------------------------------------------------------ changes

    def sit(self, seat: int, player: PlayerId, *, newcomer: bool = True) -> Table:
        """Seat ``player`` in ``seat``; a newcomer waits if between the button and small blind."""
        return self.sit_many(((seat, player),), newcomer=newcomer)

    def sit_many(
        self, placements: Iterable[tuple[int, PlayerId]], *, newcomer: bool = True
    ) -> Table:
        """Seat several players at once, ``(seat, player)`` pairs (a draw or a plan)."""
        seats = list(self.seats)
        taken: set[int] = set()
        for seat, player in placements:
            self._check_seat(seat)
            occupant = seats[seat - 1]
            if occupant is not None:
                raise SeatingError(
                    f"Table {self.number} seat {seat} is already taken by {occupant}."
                )
            if seat in self.locked:
                raise SeatingError(f"Table {self.number} seat {seat} is locked.")
            holder = self.reserved_for(seat)
            if holder is not None and holder != player:
                raise SeatingError(f"Table {self.number} seat {seat} is reserved for {holder}.")
            if player in seats:
                raise SeatingError(f"{player} already sits at table {self.number}.")
            seats[seat - 1] = player
            taken.add(seat)
        return Table(
            number=self.number,
            size=self.size,
            seats=tuple(seats),
            locked=self.locked,
            reserved=tuple(r for r in self.reserved if r[0] not in taken) if self.reserved else (),
            last_hand=self.last_hand,
            first_button=self.first_button,
            newcomers=self.newcomers | taken if newcomer else self.newcomers - taken,
            opened=tuple(s for s in self.opened if s not in taken),
            button_frozen=self.button_frozen,
        )

    def leave(self, seat: int) -> Table:
        """Empty ``seat`` (a bust or a move); the seat becomes the last seat opened."""
        self._check_seat(seat)
        if self.seats[seat - 1] is None:
            raise SeatingError(f"Table {self.number} seat {seat} is already empty.")
        seats = list(self.seats)
        seats[seat - 1] = None
        return Table(
            number=self.number,
            size=self.size,
            seats=tuple(seats),
            locked=self.locked,
            reserved=self.reserved,
            last_hand=self.last_hand,
            first_button=self.first_button,
            newcomers=self.newcomers - {seat},
            opened=(*(s for s in self.opened if s != seat), seat),
            button_frozen=self.button_frozen,
        )

    def remove(self, player: PlayerId) -> Table:
        """Take ``player`` off the table."""
        seat = self.seat_of(player)
        if seat is None:
            raise SeatingError(f"{player} does not sit at table {self.number}.")
        return self.leave(seat)

    def lock(self, seat: int) -> Table:
        """Lock an empty seat so nobody is drawn into it."""
        if self.player_at(seat) is not None:
            raise SeatingError(f"Table {self.number} seat {seat} is taken; it cannot be locked.")
        holder = self.reserved_for(seat)
        if holder is not None:
            raise SeatingError(f"Table {self.number} seat {seat} is reserved for {holder}.")
        return replace(self, locked=self.locked | {seat})

    def unlock(self, seat: int) -> Table:
        """Open a locked seat again."""
        self._check_seat(seat)
        return replace(self, locked=self.locked - {seat})

    def reserve(self, seat: int, player: PlayerId) -> Table:
        """Hold an empty seat for ``player`` (e.g. special needs, TDA 9)."""
        if not self.can_take(seat, player):
            raise SeatingError(f"Table {self.number} seat {seat} cannot be reserved for {player}.")
        kept = tuple(r for r in self.reserved if r[0] != seat)
        return replace(self, reserved=tuple(sorted((*kept, (seat, player)))))

    def release(self, seat: int) -> Table:
        """Drop the reservation on ``seat``."""
        self._check_seat(seat)
        return replace(self, reserved=tuple(r for r in self.reserved if r[0] != seat))

    # ------------------------------------------------------------------ the button

    def with_button(self, seat: int) -> Table:
        """Place the button for the first hand (the result of the draw for the button).

        Also used after a final-table redraw: it forgets the previous button positions.
        """
        if self.player_at(seat) is None:
            raise SeatingError(
                f"Table {self.number} seat {seat} is empty; the button needs a player."
            )
        return replace(self, first_button=seat, last_hand=None, newcomers=frozenset())

    def draw_button(self, rng: random.Random) -> Table:
        """Draw for the button at random among the seated players."""
        seats = self.occupied_seats()
        if not seats:
            raise SeatingError(f"Table {self.number} is empty; nobody can draw for the button.")
        return self.with_button(rng.choice(seats))

    @property
    def started(self) -> bool:
        """True once the button is known (drawn, or a hand was dealt)."""
        return self.last_hand is not None or self.first_button is not None

    def next_hand(self) -> NextHand:
        """Who has the button and posts the blinds in the next button-game hand.

        Raises :class:`SeatingError` with fewer than two players or before the button draw.
        """
        known = self._next
        if known is None:
            known = dead_button.next_hand(self)
            object.__setattr__(self, "_next", known)
        return known

    def hand_dealt(self) -> Table:
        """Record that the next button-game hand was dealt: the button and blinds move."""
        if self.button_frozen:
            raise SeatingError(
                f"Table {self.number}: the button is frozen while stud is played; "
                "unfreeze it before dealing a button game."
            )
        dealt = self._dealt
        if dealt is None:
            hand = self.next_hand()
            dealt = replace(
                self,
                last_hand=hand.positions,
                first_button=None,
                newcomers=self.newcomers.difference(hand.dealt_in),
            )
            object.__setattr__(self, "_dealt", dealt)
        return dealt

    def freeze_button(self) -> Table:
        """Freeze the button while stud is played in a mixed game (TDA 11B).

        The button is shown where the next hold'em hand would put it; stud hands do not move
        it, and the first button-game hand after :meth:`unfreeze_button` uses that position
        (adjusted for players who left or arrived during stud).
        """
        return self if self.button_frozen else replace(self, button_frozen=True)

    def unfreeze_button(self) -> Table:
        """Let the button move again (back to a button game)."""
        return replace(self, button_frozen=False) if self.button_frozen else self

    @property
    def button_seat(self) -> int | None:
        """Where the button is shown now (frozen: where the next hold'em hand puts it)."""
        if self.button_frozen and self.player_count >= 2 and self.started:
            return self.next_hand().positions.button
        if self.last_hand is not None:
            return self.last_hand.button
        return self.first_button

    def next_big_blind_seat(self) -> int | None:
        """The seat of the player who will post the big blind next (hold'em, even if frozen;
        :func:`tournament.dead_button.next_big_blind_seat`)."""
        return dead_button.next_big_blind_seat(self)

    def seats_by_big_blind_order(self, player: PlayerId | None = None) -> tuple[int, ...]:
        """Open seats a newcomer may take, soonest to get the big blind first
        (:func:`tournament.dead_button.seats_by_big_blind_order`)."""
        return dead_button.seats_by_big_blind_order(self, player)

    def worst_seat(self, player: PlayerId | None = None) -> int | None:
        """The worst position for a player moved in (TDA 11A;
        :func:`tournament.dead_button.worst_seat`)."""
        return dead_button.worst_seat(self, player)

    def open_seat_before_big_blind(self) -> bool:
        """True when an open seat lies where the big blind goes next
        (:func:`tournament.dead_button.open_seat_before_big_blind`)."""
        return dead_button.open_seat_before_big_blind(self)

    def newcomer_dealt_in(self, seat: int, player: PlayerId = "\x00newcomer") -> bool:
        """Whether a newcomer seated in ``seat`` now would be dealt into the next hand."""
        if not self.started:
            return True
        trial = self.sit(seat, player)
        if trial.player_count < 2:
            return True
        return seat in trial.next_hand().dealt_in
