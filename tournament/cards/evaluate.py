"""Hand evaluators: each returns an ``int`` rank, larger is better for that game.

A 5-7 card evaluation is a sum of per-card keys, a flush check on the suit fields and one
table lookup (see :mod:`tournament.cards.tables`). Tables are built on first use.

>>> from tournament.cards.card import parse_known_cards as p
>>> high_rank(p("AhKhQhJhTh2c3d")) > high_rank(p("AsAdAcAh2c3d4d"))
True
>>> low_8_rank(p("9c9dKsQhJh2c3d")) is None
True
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from tournament.cards import tables as _t
from tournament.cards.tables import (
    FLUSH_27 as _FL27,
)
from tournament.cards.tables import (
    FLUSH_BITS as _FB,
)
from tournament.cards.tables import (
    FLUSH_HIGH as _FL,
)
from tournament.cards.tables import (
    HIGH as _H,
)
from tournament.cards.tables import (
    KEY as _K,
)
from tournament.cards.tables import (
    KEY_FIRST as _K0,
)
from tournament.cards.tables import (
    LOW8_BIT as _L8B,
)
from tournament.cards.tables import (
    LOW8_MASK_RANK as _L8M,
)
from tournament.cards.tables import (
    LOW_27 as _L27,
)
from tournament.cards.tables import (
    LOW_A5 as _LA5,
)
from tournament.cards.tables import (
    LOW_BIT as _LB,
)
from tournament.cards.tables import (
    LOW_TOP,
    RANK_BIT,
)

_SUIT_OF_FLUSH_BIT = {0x8: 0, 0x80: 1, 0x800: 2, 0x8000: 3}

LOW8_QUALIFIER = LOW_TOP - _t.pack(_t.LOW_NO_PAIR, [7, 6, 5, 4, 3])
"""A-5 low ranks at or above this (8-7-6-5-4 or better, unpaired) qualify for 8-or-better."""


class EvaluationError(ValueError):
    """A hand with the wrong number of cards (or impossible cards) for the evaluator."""


def _missing(key: int) -> None:
    """Build the tables after a failed lookup; raise if the key is still unknown."""
    if _t.is_built():
        raise EvaluationError("impossible hand (the same card twice, or a bad card number)")
    _t.build()


def _count_check(n: int, low: int, high: int, what: str) -> None:
    if not low <= n <= high:
        raise EvaluationError(f"{what} needs {low} to {high} cards, got {n}")


def _flush_mask(total: int, cards: Sequence[int]) -> int:
    """Rank mask of the cards of the (single) suit with 5 or more cards."""
    if not _FL:
        _t.build()
    suit = _SUIT_OF_FLUSH_BIT[total & _FB]
    mask = 0
    for c in cards:
        if c & 3 == suit:
            mask |= RANK_BIT[c]
    return mask


# ---------------------------------------------------------------- high


def high_rank(cards: Sequence[int]) -> int:
    """Best high hand of 5-7 cards (aces high; A-2-3-4-5 is the lowest straight)."""
    n = len(cards)
    if n == 7:
        a, b, c, d, e, f, g = cards
        return high7(a, b, c, d, e, f, g)
    _count_check(n, 5, 7, "a high hand")
    total = sum(map(_K.__getitem__, cards), 0x3333)
    if total & _FB:
        return _FL[_flush_mask(total, cards)]
    try:
        return _H[total >> 16]
    except KeyError:
        _missing(total)
        return _H[total >> 16]


def high7(a: int, b: int, c: int, d: int, e: int, f: int, g: int) -> int:
    """Fast path: best high hand of exactly seven cards given as ints."""
    total = _K0[a] + _K[b] + _K[c] + _K[d] + _K[e] + _K[f] + _K[g]
    if total & 0x8888:
        return _FL[_flush_mask(total, (a, b, c, d, e, f, g))]
    try:
        return _H[total >> 16]
    except KeyError:
        _missing(total)
        return _H[total >> 16]


def high7_tuple(cards: tuple[int, int, int, int, int, int, int]) -> int:
    """Fast path: best high hand of a 7-tuple of card ints."""
    a, b, c, d, e, f, g = cards
    total = _K0[a] + _K[b] + _K[c] + _K[d] + _K[e] + _K[f] + _K[g]
    if total & 0x8888:
        return _FL[_flush_mask(total, cards)]
    try:
        return _H[total >> 16]
    except KeyError:
        _missing(total)
        return _H[total >> 16]


def holdem_share(
    hole: tuple[int, int], other: tuple[int, int], board: tuple[int, int, int, int, int]
) -> float:
    """What ``hole`` wins against ``other`` on a full hold'em board: 1, half of a tie, or 0.

    >>> holdem_share((48, 49), (0, 5), (8, 17, 26, 35, 44))  # aces against 2-3 offsuit
    1.0
    """
    c1, c2, c3, c4, c5 = board
    mine = high7(hole[0], hole[1], c1, c2, c3, c4, c5)
    theirs = high7(other[0], other[1], c1, c2, c3, c4, c5)
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def omaha_high_rank(hole: Sequence[int], board: Sequence[int]) -> int:
    """Best Omaha high hand: exactly 2 of 4-5 hole cards and exactly 3 of 3-5 board cards."""
    _count_check(len(hole), 4, 5, "an Omaha hand")
    _count_check(len(board), 3, 5, "an Omaha board")
    if not _H:
        _t.build()
    keys = _K
    pairs = [keys[x] + keys[y] for x, y in combinations(hole, 2)]
    triples = [keys[x] + keys[y] + keys[z] for x, y, z in combinations(board, 3)]
    table = _H
    best = max([table[(p + q) >> 16] for p in pairs for q in triples])
    # Flushes: a suit with at least 2 hole cards and 3 board cards.
    for suit in range(4):
        hs = [RANK_BIT[x] for x in hole if x & 3 == suit]
        if len(hs) < 2:
            continue
        bs = [RANK_BIT[x] for x in board if x & 3 == suit]
        if len(bs) < 3:
            continue
        for p2 in combinations(hs, 2):
            pm = p2[0] | p2[1]
            for t3 in combinations(bs, 3):
                v = _FL[pm | t3[0] | t3[1] | t3[2]]
                if v > best:
                    best = v
    return best


# ---------------------------------------------------------------- A-5 low and 8-or-better


def low_a5_rank(cards: Sequence[int]) -> int:
    """Best A-5 low (razz) of 5-7 cards: aces low, straights and flushes ignored."""
    _count_check(len(cards), 5, 7, "an A-5 low hand")
    key = sum(map(_K.__getitem__, cards)) >> 16
    try:
        return _LA5[key]
    except KeyError:
        _missing(key)
        return _LA5[key]


def low_a5_7(a: int, b: int, c: int, d: int, e: int, f: int, g: int) -> int:
    """Fast path: best A-5 low of exactly seven card ints."""
    key = (_K[a] + _K[b] + _K[c] + _K[d] + _K[e] + _K[f] + _K[g]) >> 16
    try:
        return _LA5[key]
    except KeyError:
        _missing(key)
        return _LA5[key]


def low_8_rank(cards: Sequence[int]) -> int | None:
    """Best 8-or-better low of 5-7 cards (A-5 low rank), or None if no five low ranks."""
    r = low_a5_rank(cards)
    return r if r >= LOW8_QUALIFIER else None


def low_8_7(a: int, b: int, c: int, d: int, e: int, f: int, g: int) -> int | None:
    """Fast path: best 8-or-better low of exactly seven card ints, or None."""
    key = (_K[a] + _K[b] + _K[c] + _K[d] + _K[e] + _K[f] + _K[g]) >> 16
    try:
        r = _LA5[key]
    except KeyError:
        _missing(key)
        r = _LA5[key]
    return r if r >= LOW8_QUALIFIER else None


def omaha_low_8_rank(hole: Sequence[int], board: Sequence[int]) -> int | None:
    """Best Omaha 8-or-better low (exactly 2 hole + 3 board, all different ranks 8 or lower)."""
    _count_check(len(hole), 4, 5, "an Omaha hand")
    _count_check(len(board), 3, 5, "an Omaha board")
    bits = _L8B
    pairs = {m for x, y in combinations(hole, 2) if (m := bits[x] | bits[y]).bit_count() == 2}
    if not pairs:
        return None
    triples = {
        m
        for x, y, z in combinations(board, 3)
        if (m := bits[x] | bits[y] | bits[z]).bit_count() == 3
    }
    best = 256
    for p in pairs:
        for q in triples:
            if not p & q and (p | q) < best:
                best = p | q
    if best == 256:
        return None
    if not _L8M:
        _t.build()
    return _L8M[best]


# ---------------------------------------------------------------- 2-7 low


def low_27_5(a: int, b: int, c: int, d: int, e: int) -> int:
    """Fast path: 2-7 low rank of exactly five card ints."""
    total = _K0[a] + _K[b] + _K[c] + _K[d] + _K[e]
    if total & 0x8888:
        if not _FL27:
            _t.build()
        return _FL27[RANK_BIT[a] | RANK_BIT[b] | RANK_BIT[c] | RANK_BIT[d] | RANK_BIT[e]]
    try:
        return _L27[total >> 16]
    except KeyError:
        _missing(total)
        return _L27[total >> 16]


def low_27_rank(cards: Sequence[int]) -> int:
    """2-7 lowball rank of 5 cards (best 5 if 6-7): aces high, straights and flushes count."""
    n = len(cards)
    if n == 5:
        a, b, c, d, e = cards
        return low_27_5(a, b, c, d, e)
    _count_check(n, 5, 7, "a 2-7 low hand")
    total = sum(map(_K.__getitem__, cards), 0x3333)
    if total & _FB:
        return max(low_27_5(*five) for five in combinations(cards, 5))
    try:
        return _L27[total >> 16]
    except KeyError:
        _missing(total)
        return _L27[total >> 16]


# ---------------------------------------------------------------- badugi


def badugi_rank(cards: Sequence[int]) -> int:
    """Badugi rank of 4 cards: most cards of different suits and ranks, then lowest from the top.

    The rank is ``size << 13 | (8191 - low mask)`` (aces low).
    """
    _count_check(len(cards), 1, 4, "a badugi hand")
    low_bit = _LB
    for size in range(len(cards), 0, -1):
        best = 8192
        for sub in combinations(cards, size):
            suits = 0
            mask = 0
            for c in sub:
                suits |= 1 << (c & 3)
                mask |= low_bit[c]
            if suits.bit_count() == size and mask.bit_count() == size and mask < best:
                best = mask
        if best < 8192:
            return (size << 13) | (8191 - best)
    raise EvaluationError("a badugi hand needs at least one card")  # pragma: no cover


def ensure_tables() -> None:
    """Build the lookup tables now (they are otherwise built on first evaluation)."""
    _t.build()
