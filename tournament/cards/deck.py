"""A deck of cards dealt from the top, in explicit or shuffled order."""

from __future__ import annotations

import random
from collections.abc import Iterable

from tournament.cards.card import CARDS, Card, CardError


class DeckError(ValueError):
    """A deck request that cannot be met (too few cards, duplicate or missing card)."""


class Deck:
    """An ordered stack of cards; ``draw`` takes from the top (the first card of the order).

    >>> d = Deck.from_order([Card(51), Card(0)])
    >>> d.draw(1), len(d)
    ([Card('As')], 1)
    """

    __slots__ = ("_cards",)

    def __init__(self, cards: Iterable[int]) -> None:
        """Build a deck from cards in dealing order (top first); cards must be distinct."""
        order = [Card(c) for c in cards]
        if len(set(order)) != len(order):
            raise DeckError("the deck order contains the same card twice")
        self._cards = order[::-1]  # top of the deck is the end of the list

    @classmethod
    def standard(cls) -> Deck:
        """All 52 cards in order 2c, 2d, 2h, 2s, 3c, ... As (2c on top)."""
        return cls(CARDS)

    @classmethod
    def shuffled(cls, rng: random.Random) -> Deck:
        """All 52 cards shuffled with the injected random source."""
        order = list(CARDS)
        rng.shuffle(order)
        return cls(order)

    @classmethod
    def from_order(cls, cards: Iterable[int]) -> Deck:
        """A deck in the given order (top first); it may hold fewer than 52 cards."""
        return cls(cards)

    def __len__(self) -> int:
        return len(self._cards)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The remaining cards, top first."""
        return tuple(self._cards[::-1])

    def draw(self, n: int = 1) -> list[Card]:
        """Remove and return the top ``n`` cards (top first)."""
        if n < 0:
            raise DeckError("cannot draw a negative number of cards")
        if n > len(self._cards):
            raise DeckError(f"the deck has {len(self._cards)} cards left, {n} were needed")
        out = self._cards[len(self._cards) - n :][::-1]
        del self._cards[len(self._cards) - n :]
        return out

    def draw_one(self) -> Card:
        """Remove and return the top card."""
        return self.draw(1)[0]

    def peek(self, n: int = 1) -> list[Card]:
        """The top ``n`` cards without removing them."""
        return self._cards[len(self._cards) - n :][::-1] if n > 0 else []

    def remove(self, cards: Iterable[int]) -> None:
        """Take specific cards out of the deck (manual dealing); all must be present."""
        wanted = [Card(c) for c in cards]
        present = set(self._cards)
        for c in wanted:
            if c not in present:
                raise DeckError(f"{c} is not in the deck (already dealt or seen)")
            present.discard(c)
        gone = set(wanted)
        self._cards = [c for c in self._cards if c not in gone]

    def add_to_bottom(self, cards: Iterable[int]) -> None:
        """Put cards under the deck (first given ends up nearest the top of them)."""
        new = [Card(c) for c in cards]
        if set(new) & set(self._cards) or len(set(new)) != len(new):
            raise DeckError("a card cannot be in the deck twice")
        self._cards[0:0] = new[::-1]


__all__ = ["CardError", "Deck", "DeckError"]
