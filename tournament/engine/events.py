"""Past-tense records of everything that happens in a hand.

Every action of :class:`~tournament.engine.state.HandState` returns one of these; the
hand keeps them all in ``events``.  Players are indices in dealing order (``0`` is
PHH ``p1``); cards are card ints (``None`` for an unknown card).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

__all__ = [
    "AntePosted",
    "BetOrRaised",
    "BetReturned",
    "BlindPosted",
    "BoardDealt",
    "BroughtIn",
    "CardExposed",
    "CardsBurned",
    "CheckedOrCalled",
    "CommonCardDealt",
    "Discarded",
    "Event",
    "Folded",
    "HandEnded",
    "HoleDealt",
    "Misdealt",
    "PotAwarded",
    "ShowedOrMucked",
    "StubReshuffled",
]

Cards = tuple[int | None, ...]

_tuple_eq: Callable[[object, object], bool] = tuple.__eq__  # type: ignore[assignment]
_tuple_ne: Callable[[object, object], bool] = tuple.__ne__
_tuple_hash: Callable[[object], int] = tuple.__hash__  # type: ignore[assignment]


class Event:
    """Base class of every hand event.

    Events are immutable named tuples (cheap to build: a hand records dozens); two
    events are equal only when they are of the same kind with the same fields, and
    events are not ordered.
    """

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return _tuple_eq(self, other)
        if isinstance(other, tuple):
            return False
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return _tuple_ne(self, other)
        if isinstance(other, tuple):
            return True
        return NotImplemented

    def __hash__(self) -> int:
        return _tuple_hash(self)

    def __lt__(self, other: Any) -> bool:
        return NotImplemented

    __le__ = __gt__ = __ge__ = __lt__


class _AntePosted(NamedTuple):
    player: int
    amount: int


class AntePosted(Event, _AntePosted):
    """A player posted an ante (``amount`` may be short when all-in)."""

    __slots__ = ()


class _BlindPosted(NamedTuple):
    player: int
    amount: int


class BlindPosted(Event, _BlindPosted):
    """A player posted a blind or straddle (``amount`` may be short when all-in)."""

    __slots__ = ()


class _HoleDealt(NamedTuple):
    player: int
    cards: Cards
    up: tuple[bool, ...]


class HoleDealt(Event, _HoleDealt):
    """Hole cards dealt to a player; ``up`` says which are face up."""

    __slots__ = ()


class _BoardDealt(NamedTuple):
    cards: Cards


class BoardDealt(Event, _BoardDealt):
    """Community cards dealt face up in the centre."""

    __slots__ = ()


class _CommonCardDealt(NamedTuple):
    card: int | None


class CommonCardDealt(Event, _CommonCardDealt):
    """Stud short stub: one card dealt face up that every player uses as 7th card."""

    __slots__ = ()


class _CardsBurned(NamedTuple):
    card: int | None


class CardsBurned(Event, _CardsBurned):
    """The dealer burned a card (unknown in manual dealing)."""

    __slots__ = ()


class _CardExposed(NamedTuple):
    player: int
    card: int | None
    remedy: str


class CardExposed(Event, _CardExposed):
    """The dealer exposed one of a player's cards in the initial deal.

    ``remedy`` is ``"burn card"`` (board and draw games: the card is the next burn card
    and the player gets a replacement, dealt as a following :class:`HoleDealt`),
    ``"dealt down"`` (stud: the exposed down card stays face up and the player's 3rd
    card is face down instead) or ``"misdeal"`` (a second exposed card in the initial
    deal; :class:`Misdealt` follows).
    """

    __slots__ = ()


class _StubReshuffled(NamedTuple):
    cards: tuple[int, ...]


class StubReshuffled(Event, _StubReshuffled):
    """The stub ran short and was rebuilt from the listed cards, scrambled."""

    __slots__ = ()


class _BroughtIn(NamedTuple):
    player: int
    amount: int


class BroughtIn(Event, _BroughtIn):
    """The stud bring-in was posted (``amount`` may be short when all-in)."""

    __slots__ = ()


class _Folded(NamedTuple):
    player: int


class Folded(Event, _Folded):
    """A player folded; the cards went to the muck."""

    __slots__ = ()


class _CheckedOrCalled(NamedTuple):
    player: int
    amount: int


class CheckedOrCalled(Event, _CheckedOrCalled):
    """A player checked (``amount == 0``) or called ``amount`` more chips."""

    __slots__ = ()


class _BetOrRaised(NamedTuple):
    player: int
    to: int
    all_in: bool


class BetOrRaised(Event, _BetOrRaised):
    """A player completed, bet or raised to ``to`` (the player's total for the round)."""

    __slots__ = ()


class _Discarded(NamedTuple):
    player: int
    cards: Cards


class Discarded(Event, _Discarded):
    """A player stood pat (``cards == ()``) or discarded the cards listed."""

    __slots__ = ()


class _ShowedOrMucked(NamedTuple):
    player: int
    cards: Cards | None


class ShowedOrMucked(Event, _ShowedOrMucked):
    """At showdown a player tabled ``cards`` or mucked (``cards is None``)."""

    __slots__ = ()


class _BetReturned(NamedTuple):
    player: int
    amount: int


class BetReturned(Event, _BetReturned):
    """An uncalled bet went back to the bettor."""

    __slots__ = ()


class _PotAwarded(NamedTuple):
    pot: int
    amount: int
    shares: tuple[tuple[int, int], ...]
    half: str


class PotAwarded(Event, _PotAwarded):
    """A pot (main ``0``, then side pots) or one half of it was paid to the winners."""

    __slots__ = ()


class _HandEnded(NamedTuple):
    stacks: tuple[int, ...]


class HandEnded(Event, _HandEnded):
    """The hand is over; ``stacks`` are the finishing stacks."""

    __slots__ = ()


class _Misdealt(NamedTuple):
    reason: str


class Misdealt(Event, _Misdealt):
    """A misdeal was declared: every chip returned, the hand is void, same button."""

    __slots__ = ()
