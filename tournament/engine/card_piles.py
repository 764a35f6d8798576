"""The piles of one hand's cards: the stub, the players' cards, board, burns, muck, discards.

Cards are ints ``rank * 4 + suit``; ``None`` is an unknown card (manual dealing, where
the stub is whatever has not been seen).  Automatic dealing takes an explicit deck order
(the top card last in :attr:`CardPiles.stub`) or draws each card at random when it is dealt
(a lazy Fisher-Yates shuffle from an injected ``random.Random``).  Every card stays in
exactly one pile.  The dealing procedures (burns, the stub running short, a dealer's
errors) are :class:`tournament.engine.dealer.Dealer`'s.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from tournament.cards.card import format_cards
from tournament.engine.errors import IllegalAction
from tournament.engine.events import CardsBurned, Event

__all__ = ["CardPiles"]

_FULL_DECK = list(range(52))


class CardPiles:
    """Every card of one hand, by pile: the stub (what is dealt next), the players' cards,
    board, burns, muck and discards, and the checks of cards named in manual dealing."""

    __slots__ = (
        "_events",
        "_random",
        "_rng",
        "aside",
        "aside_until",
        "board",
        "burns",
        "common",
        "dead",
        "discards",
        "flashed",
        "hole",
        "manual",
        "muck",
        "skip_burn",
        "stub",
        "up",
    )

    stub: list[int]
    """Undealt cards, the next one last (manual dealing: empty)."""
    hole: list[list[int | None]]
    """Each player's cards in dealing order."""
    up: list[list[bool]]
    """For each player's card, whether it is face up."""
    board: list[int | None]
    burns: list[int | None]
    muck: list[int | None]
    discards: list[list[int | None]]
    """The discards of each draw so far."""
    common: list[int | None]
    """Stud short stub: the common card every player uses."""
    aside: list[int | None]
    """A premature turn card, out of play until the street :attr:`aside_until`."""
    aside_until: int
    dead: list[int]
    """Exposed draw cards: with the burns, never dealt again to the player (manual)."""
    flashed: list[int]
    """Players' cards the dealer exposed after the deal: face up, but not counted for
    who acts first or the open pair in stud (the hand plays on as dealt)."""
    skip_burn: bool
    """The next board street is dealt without a burn (after a premature board card)."""
    manual: bool
    _rng: random.Random | None
    _random: Callable[[], float] | None
    _events: list[Event]

    def __init__(
        self,
        n: int,
        *,
        deck: Sequence[int] | None,
        rng: random.Random | None,
        manual: bool,
        events: list[Event],
    ) -> None:
        self.manual = manual
        self._rng = rng
        self._random = None
        self._events = events
        if manual:
            self.stub = []
        elif deck is not None:
            cards = [int(c) for c in deck]
            if sorted(cards) != _FULL_DECK:
                raise ValueError("an explicit deck must hold each of the 52 cards once")
            self.stub = cards[::-1]  # top of the deck at the end
        else:
            self.stub = _FULL_DECK[:]
            self._random = (rng or random.Random()).random
        self.hole = [[] for _ in range(n)]
        self.up = [[] for _ in range(n)]
        self.board = []
        self.burns = []
        self.muck = []
        self.discards = []
        self.common = []
        self.aside = []
        self.aside_until = -1
        self.dead = []
        self.flashed = []
        self.skip_burn = False

    # ------------------------------------------------------------------ the stub

    def pop(self) -> int:
        """The next card off the stub."""
        stub = self.stub
        if self._random is not None:
            j = int(self._random() * len(stub))
            card = stub[j]  # swap with the last card and pop it
            stub[j] = stub[-1]
            stub.pop()
            return card
        return stub.pop()

    def take(self, k: int) -> list[int]:
        """The next ``k`` cards off the stub, in order (as ``k`` calls of :meth:`pop`)."""
        stub, rand = self.stub, self._random
        if rand is None:
            cut = len(stub) - k
            drawn = stub[cut:][::-1]
            del stub[cut:]
            return drawn
        drawn = []
        append, pop = drawn.append, stub.pop
        for size in range(len(stub), len(stub) - k, -1):
            j = int(rand() * size)
            append(stub[j])
            stub[j] = stub[-1]
            pop()
        return drawn

    def burn(self) -> None:
        """Burn a card (never the stub's last card)."""
        if len(self.stub) >= 2:
            card = self.pop()
            self.burns.append(card)
            self._events.append(CardsBurned(card))

    def _scramble(self, cards: list[int]) -> list[int]:
        rng = self._rng or random.Random(sum((i + 1) * c for i, c in enumerate(cards)))
        rng.shuffle(cards)
        return cards

    def shuffle_now(self) -> None:
        """Shuffle the rest of the stub at once, so that its top card is known."""
        if self._random is not None:
            rand, stub = self._random, self.stub
            for i in range(len(stub) - 1, 0, -1):
                j = int(rand() * (i + 1))
                stub[i], stub[j] = stub[j], stub[i]
            self._random = None

    # ------------------------------------------------------------------ manual dealing

    def in_play(self, card: int) -> bool:
        """Whether ``card`` is in a player's hand, on the board or the common card."""
        if card in self.board or card in self.common:
            return True
        return any(card in hand for hand in self.hole)

    def check_new_cards(self, cards: Sequence[int | None]) -> None:
        """Refuse cards that appear twice or are already in play."""
        known = [c for c in cards if c is not None]
        if len(known) > 1 and len(set(known)) != len(known):
            raise IllegalAction(f"The same card appears twice in {format_cards(cards)}.")
        clash = [c for c in known if self.in_play(c)]
        if clash:
            raise IllegalAction(
                f"{format_cards(sorted(clash))} is already in play and cannot be dealt again."
            )
        aside = [c for c in known if c in self.aside]
        if aside:
            raise IllegalAction(
                f"{format_cards(aside)} was turned too early and is set aside until the river."
            )
        dead = [c for c in known if c in self.dead]
        if dead:
            raise IllegalAction(
                f"{format_cards(dead)} was exposed by the dealer in the draw and is dead."
            )

    def take_from_piles(self, cards: Sequence[int | None]) -> None:
        """Cards named in manual dealing leave the muck, burns or discards they were in."""
        piles = [pile for pile in (self.muck, self.burns, *self.discards) if pile]
        if not piles:
            return
        for c in cards:
            if c is None:
                continue
            for pile in piles:
                if c in pile:
                    pile.remove(c)
                    break

    def accounted(self, folded: Sequence[bool]) -> dict[str, list[int | None]]:
        """Every card by where it is: stub, hands, board, common, burns, muck, discards."""
        hands = [c for p, h in enumerate(self.hole) if not folded[p] for c in h]
        piles: dict[str, list[int | None]] = {
            "hands": hands,
            "board": list(self.board),
            "common": list(self.common),
            "burns": list(self.burns),
            "muck": list(self.muck),
            "discards": [c for d in self.discards for c in d],
            "aside": list(self.aside),
        }
        if self.manual:
            seen = {c for pile in piles.values() for c in pile if c is not None}
            piles["stub"] = [c for c in range(52) if c not in seen]
        else:
            piles["stub"] = list(self.stub)
        return piles
