"""Stud helpers: who brings it in on 3rd street and who acts first from 4th street.

Cards are ints ``rank * 4 + suit`` (rank 0..12 for 2..A, suit 0..3 for c, d, h, s).

>>> bring_in_player([[48], [0], [1]], lowest=True, tie="suit")  # Ac, 2c, 2d
1
>>> bring_in_player([[44], [48], [45]], lowest=False, tie="suit")  # Kc, Ac, Kd (razz)
2
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement

__all__ = ["bring_in_player", "exposed_key", "first_by_exposed", "possible_first_by_exposed"]


def _low_rank(card: int) -> int:
    """Rank with the ace low (A=0, 2=1, ..., K=12)."""
    return ((card >> 2) + 1) % 13


_LOW_RANK = tuple(_low_rank(c) for c in range(52))


def bring_in_player(
    up_cards: Sequence[Sequence[int | None] | None], *, lowest: bool, tie: str
) -> int | None:
    """Index of the player who must bring it in (``None`` if nobody shows a known card).

    ``lowest``: stud and stud 8 (lowest up card, aces high); otherwise razz (highest up
    card, aces low).  ``tie`` is ``"suit"`` (clubs lowest) or ``"position"`` (first seat).
    """
    # key: rank (aces high, negated: lowest first; or aces low) then suit, as one int
    by_suit = tie == "suit"
    best = -1 << 20
    best_player: int | None = None
    for player, cards in enumerate(up_cards):
        if not cards:
            continue
        card = cards[-1]
        if card is None:
            continue
        if lowest:
            key = -card if by_suit else -(card >> 2) * 4
        else:
            key = _LOW_RANK[card] * 4 + (card & 3 if by_suit else 0)
        if key > best:
            best, best_player = key, player
    return best_player


def exposed_key(cards: Sequence[int], *, lowest: bool) -> tuple[int, ...]:
    """Sort key of an exposed stud hand; a larger key acts first.

    Only pairs, two pair, trips and quads count (no straights or flushes).  For razz
    (``lowest``) an unpaired hand beats a paired one and lower cards are better.
    """
    if lowest:
        ranks = [_LOW_RANK[c] for c in cards]
        if len(set(ranks)) == len(ranks):  # no pair: the common case, highest card first
            negated = [-r for r in ranks]
            negated.sort()
            return (0, *negated)
    else:
        ranks = [c >> 2 for c in cards]
        if len(set(ranks)) == len(ranks):  # no pair: the common case, highest cards first
            ranks.sort(reverse=True)
            return (0, *ranks)
    ranks.sort(reverse=True)
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    pattern = [n for n, _ in groups]
    if pattern[0] == 4:
        category = 4
    elif pattern[0] == 3:
        category = 3
    elif len(pattern) > 1 and pattern[1] == 2:
        category = 2
    else:
        category = 1
    if lowest:
        # Low: fewer pairs first, then the pairs lowest, then the highest card lowest.
        return (-category, *(-r for _, r in groups))
    return (category, *(r for _, r in groups))


def first_by_exposed(
    up_cards: Sequence[Sequence[int | None] | None], *, lowest: bool, tie: str
) -> int | None:
    """Index of the best exposed hand (ties by position, or by suit when ``tie == "suit"``).

    Players whose entry is ``None`` (folded) are skipped; unknown cards are ignored.
    """
    keys: list[tuple[int, ...] | None] = []
    for cards in up_cards:
        if cards is None:
            keys.append(None)
            continue
        known: Sequence[int] = (
            [c for c in cards if c is not None] if None in cards else cards  # type: ignore[assignment]
        )
        keys.append(exposed_key(known, lowest=lowest))
    ranked = [k for k in keys if k is not None]
    if not ranked:
        return None
    top = max(ranked)
    tied = [p for p, k in enumerate(keys) if k == top]
    if len(tied) == 1 or tie != "suit":
        return tied[0]  # ties by position: the first player
    # equal ranks: the suits of the cards, highest card first (lowest first in razz)
    best_player = tied[0]
    best = None
    for player in tied:
        cards = up_cards[player] or ()
        known = [c for c in cards if c is not None]
        suits = tuple([c & 3 for c in sorted(known, reverse=not lowest)])
        if best is None or suits > best:
            best, best_player = suits, player
    return best_player


def _key_range(
    cards: Sequence[int | None], *, lowest: bool
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The lowest and highest exposed-hand keys the unknown (``None``) cards allow."""
    known = [c for c in cards if c is not None]
    missing = len(cards) - len(known)
    if not missing:
        key = exposed_key(known, lowest=lowest)
        return key, key
    keys = [
        exposed_key([*known, *(rank * 4 for rank in ranks)], lowest=lowest)
        for ranks in combinations_with_replacement(range(13), missing)
    ]
    return min(keys), max(keys)


def possible_first_by_exposed(
    up_cards: Sequence[Sequence[int | None] | None], *, lowest: bool, tie: str
) -> list[int]:
    """Players who may hold the best exposed hand, given that some up cards are unknown.

    A player is possible unless the known cards prove another player's exposed hand
    better whatever the unknown cards are (equal hands with an unknown card are
    possible either way; fully known hands are compared as :func:`first_by_exposed`).

    >>> possible_first_by_exposed([[None, 20], [36, 37], [44, 4]], lowest=False, tie="position")
    [1]
    >>> possible_first_by_exposed([[None, 40], [36, 37], [44, 4]], lowest=False, tie="position")
    [0, 1]
    """
    live = [p for p, cards in enumerate(up_cards) if cards is not None]
    ranges = {p: _key_range(up_cards[p] or (), lowest=lowest) for p in live}
    known = {p for p in live if None not in (up_cards[p] or ())}
    out: list[int] = []
    for player in live:
        best_possible = ranges[player][1]
        for other in live:
            if other == player:
                continue
            if player in known and other in known:
                pair = [up_cards[p] if p in (player, other) else None for p in range(len(up_cards))]
                if first_by_exposed(pair, lowest=lowest, tie=tie) != player:
                    break
            elif best_possible < ranges[other][0]:
                break
        else:
            out.append(player)
    return out
