"""What a simulated player throws in a draw game (see :func:`draw_discards`)."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["draw_discards"]


def draw_discards(code: str, hole: Sequence[int], most: int | None) -> tuple[int, ...]:
    """The cards a player throws in a draw: 2-7 keeps its unpaired deuce-to-eight cards,
    badugi its best badugi (lowest cards of different suits and ranks), others their pairs.

    >>> from tournament.cards import parse_known_cards as p
    >>> from tournament.cards import format_cards
    >>> format_cards(draw_discards("F2L3D", p("2s3d7c7hKs"), 3))
    'Ks7h'
    >>> format_cards(draw_discards("FB", p("As2s3d4d"), 4))
    '4d2s'
    """
    limit = most or 0
    if code == "FB":
        kept: list[int] = []
        for card in sorted(hole, key=lambda c: ((c >> 2) + 1) % 13):  # aces low
            if all(k & 3 != card & 3 and k >> 2 != card >> 2 for k in kept):
                kept.append(card)
    elif code.endswith("D"):  # deuce-to-seven: eight or lower, unpaired, no aces
        kept = []
        for card in sorted(hole):
            if card >> 2 <= 6 and all(k >> 2 != card >> 2 for k in kept):
                kept.append(card)
    else:
        ranks = [c >> 2 for c in hole]
        kept = [c for c in hole if ranks.count(c >> 2) > 1]
    thrown = [c for c in hole if c not in kept]
    thrown.sort(key=lambda c: -(c >> 2))  # the worst (highest) first
    return tuple(thrown[:limit])
