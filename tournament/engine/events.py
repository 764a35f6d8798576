"""Past-tense records of everything that happens in a hand.

Every action of :class:`~tournament.engine.hand.HandState` returns one of these; the
hand keeps them all in ``events``.  Players are indices in dealing order (``0`` is
PHH ``p1``); cards are card ints (``None`` for an unknown card).

Events are frozen dataclasses: two events are equal only when they are of the same kind
with the same fields, and events are not ordered.

>>> Folded(2) == Folded(2), Folded(2) == CheckedOrCalled(2, 0)
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "AntePosted",
    "BetOrRaised",
    "BetReturned",
    "BlindPosted",
    "BoardCardsExposed",
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


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of every hand event."""


@dataclass(frozen=True, slots=True)
class AntePosted(Event):
    """A player posted an ante (``amount`` may be short when all-in)."""

    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class BlindPosted(Event):
    """A player posted a blind or straddle (``amount`` may be short when all-in)."""

    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class HoleDealt(Event):
    """Hole cards dealt to a player; ``up`` says which are face up."""

    player: int
    cards: Cards
    up: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class BoardDealt(Event):
    """Community cards dealt face up in the centre."""

    cards: Cards


@dataclass(frozen=True, slots=True)
class CommonCardDealt(Event):
    """Stud short stub: one card dealt face up that every player uses as 7th card."""

    card: int | None


@dataclass(frozen=True, slots=True)
class CardsBurned(Event):
    """The dealer burned a card (unknown in manual dealing)."""

    card: int | None


@dataclass(frozen=True, slots=True)
class CardExposed(Event):
    """The dealer exposed one of a player's cards.

    In the initial deal ``remedy`` is ``"burn card"`` (board and draw games: the card is
    the next burn card and the player gets a replacement, dealt as a following
    :class:`HoleDealt`), ``"dealt down"`` (stud: the exposed down card stays face up and
    the player's 3rd card is face down instead) or ``"misdeal"`` (a second exposed card
    in the initial deal; :class:`Misdealt` follows).  After the initial deal it is
    ``"replaced after the draw"`` (a draw card: dead, with the burns; the player gets
    the next card after the others' replacements) or ``"face up"`` (the card stays live
    and plays face up).
    """

    player: int
    card: int | None
    remedy: str


@dataclass(frozen=True, slots=True)
class BoardCardsExposed(Event):
    """The dealer turned the next street's board cards before the betting round ended.

    ``remedy`` is ``"reshuffled"`` (a premature flop or river: the cards go back into
    the stub, which is scrambled, and the street is dealt again without a burn) or
    ``"set aside"`` (a premature turn: the card is out of play until the river, for
    which it is scrambled back into the stub; the turn is what would have been the
    river).  The burn card before the premature cards stays burned.
    """

    cards: Cards
    remedy: str


@dataclass(frozen=True, slots=True)
class StubReshuffled(Event):
    """The stub ran short and was rebuilt from the listed cards, scrambled (manual
    dealing: no cards listed; the dealer rebuilds it from the cards the rules name)."""

    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BroughtIn(Event):
    """The stud bring-in was posted (``amount`` may be short when all-in)."""

    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class Folded(Event):
    """A player folded; the cards went to the muck."""

    player: int


@dataclass(frozen=True, slots=True)
class CheckedOrCalled(Event):
    """A player checked (``amount == 0``) or called ``amount`` more chips."""

    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class BetOrRaised(Event):
    """A player completed, bet or raised to ``to`` (the player's total for the round)."""

    player: int
    to: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """A player stood pat (``cards == ()``) or discarded the cards listed."""

    player: int
    cards: Cards


@dataclass(frozen=True, slots=True)
class ShowedOrMucked(Event):
    """At showdown a player tabled ``cards`` or mucked (``cards is None``)."""

    player: int
    cards: Cards | None


@dataclass(frozen=True, slots=True)
class BetReturned(Event):
    """An uncalled bet went back to the bettor."""

    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class PotAwarded(Event):
    """A pot (main ``0``, then side pots) or one half of it was paid to the winners."""

    pot: int
    amount: int
    shares: tuple[tuple[int, int], ...]
    half: str


@dataclass(frozen=True, slots=True)
class HandEnded(Event):
    """The hand is over; ``stacks`` are the finishing stacks."""

    stacks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Misdealt(Event):
    """A misdeal was declared: every chip returned, the hand is void, same button."""

    reason: str
