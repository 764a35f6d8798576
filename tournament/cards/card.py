"""Playing cards as small integers, and their text form ("Ah", "Td", "??" for unknown)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

RANK_CHARS: Final = "23456789TJQKA"
"""Rank characters, index 0 (deuce) to 12 (ace)."""

SUIT_CHARS: Final = "cdhs"
"""Suit characters in bridge order: clubs < diamonds < hearts < spades."""

RANK_NAMES: Final = (
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)
"""English rank names, index 0 (deuce) to 12 (ace)."""


class CardError(ValueError):
    """A card text or number that does not name a card."""


class Card(int):
    """One of the 52 cards: an ``int`` equal to ``rank * 4 + suit``.

    ``rank`` is 0..12 for 2..A and ``suit`` 0..3 for c, d, h, s. ``Card(n)`` returns the
    shared instance for ``n``.

    >>> c = parse_card("Ah")
    >>> (int(c), c.rank, c.suit, str(c))
    (50, 12, 2, 'Ah')
    >>> Card(50) is c
    True
    """

    __slots__ = ()

    def __new__(cls, value: int) -> Card:
        """Return the shared card for ``value`` (0..51)."""
        try:
            return CARDS[value]
        except (IndexError, TypeError):
            raise CardError(f"{value!r} is not a card number (0 to 51)") from None

    @property
    def rank(self) -> int:
        """Rank index, 0 (deuce) to 12 (ace)."""
        return int(self) >> 2

    @property
    def suit(self) -> int:
        """Suit index, 0..3 for clubs, diamonds, hearts, spades."""
        return int(self) & 3

    def __str__(self) -> str:
        return RANK_CHARS[int(self) >> 2] + SUIT_CHARS[int(self) & 3]

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (int(self),))


CARDS: Final[tuple[Card, ...]] = tuple(int.__new__(Card, i) for i in range(52))
"""The 52 cards, ``CARDS[i] == i``, from 2c (0) to As (51)."""

_BY_TEXT: Final[dict[str, Card]] = {str(c): c for c in CARDS}


def parse_card(text: str) -> Card:
    """Parse one card such as ``"Ah"`` or ``"td"`` (rank case-insensitive).

    >>> parse_card("Td")
    Card('Td')
    """
    cleaned = text.strip()
    if len(cleaned) == 2:
        card = _BY_TEXT.get(cleaned[0].upper() + cleaned[1].lower())
        if card is not None:
            return card
    raise CardError(f"{text!r} is not a card (rank 2-9, T, J, Q, K or A, then suit c, d, h or s)")


def parse_cards(text: str) -> list[Card | None]:
    """Parse concatenated cards (spaces and commas allowed); ``??`` is an unknown card (None).

    >>> parse_cards("AhKd??")
    [Card('Ah'), Card('Kd'), None]
    """
    cleaned = "".join(ch for ch in text if ch not in " ,\t\n")
    if len(cleaned) % 2:
        raise CardError(f"{text!r} has an odd number of characters; cards are two characters each")
    out: list[Card | None] = []
    for i in range(0, len(cleaned), 2):
        pair = cleaned[i : i + 2]
        out.append(None if pair == "??" else parse_card(pair))
    return out


def parse_known_cards(text: str) -> list[Card]:
    """Parse concatenated cards that must all be known (no ``??``).

    >>> parse_known_cards("2c 3d")
    [Card('2c'), Card('3d')]
    """
    out: list[Card] = []
    for c in parse_cards(text):
        if c is None:
            raise CardError(f"{text!r} contains an unknown card '??' where known cards are needed")
        out.append(c)
    return out


def format_cards(cards: Iterable[int | None]) -> str:
    """Format cards as concatenated text; None (unknown) becomes ``??``.

    >>> format_cards([50, None, 0])
    'Ah??2c'
    """
    return "".join("??" if c is None else str(Card(c)) for c in cards)


def card_text(card: int | None) -> str:
    """One card as text; None (unknown) is ``??``.

    >>> card_text(50), card_text(None)
    ('Ah', '??')
    """
    return "??" if card is None else RANK_CHARS[card >> 2] + SUIT_CHARS[card & 3]
