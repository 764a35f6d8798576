"""Precomputed lookup tables for the hand evaluators, built lazily on first use.

Every card has a key ``RANK_KEY[rank] << 16 | 1 << 4 * suit``. Adding the keys of a hand
gives, in bits 16 and up, a number unique to the hand's multiset of ranks (the rank keys
are chosen so that all sums of at most 7 ranks, at most 4 of a kind, differ) and, in the
low 16 bits, the number of cards of each suit (one 4-bit field per suit). Starting the sum
at ``SUIT_BIAS`` (3 in each suit field) makes bit 3 of a field set exactly when the suit
has 5 or more cards, so ``total & FLUSH_BITS`` tells whether a flush is possible.

Values of hands ("hand values") are ``category << 20`` plus up to five 4-bit rank fields,
most significant first; see :mod:`tournament.cards.describe`.

Computing the tables takes about a third of a second, so a copy of them ships next to
this module (``tables.bin``, :func:`encode_tables`); :func:`build` loads it in a few
milliseconds and computes the tables itself when the copy is missing or damaged.  A test
checks the copy against the computation.
"""

from __future__ import annotations

import os
import sys
import zlib
from array import array
from collections import Counter
from itertools import accumulate, combinations, pairwise
from typing import Final

_KENNEDY: Final = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
COUNT_UNIT: Final = 1 << 23
"""Added to every rank key so that hands of different sizes never share a key."""
RANK_KEY: Final = tuple(COUNT_UNIT + k for k in _KENNEDY)
"""Per-rank keys (2..A) whose sums over up to 7 ranks (at most 4 alike) are all distinct."""

SUIT_BIAS: Final = 0x3333
FLUSH_BITS: Final = 0x8888
RANK_SHIFT: Final = 16

KEY: Final[tuple[int, ...]] = tuple(
    (RANK_KEY[c >> 2] << RANK_SHIFT) | (1 << 4 * (c & 3)) for c in range(52)
)
"""Key of each card number."""

KEY_FIRST: Final[tuple[int, ...]] = tuple(k + SUIT_BIAS for k in KEY)
"""Key of a card plus ``SUIT_BIAS``: use it for exactly one card of a sum."""

RANK_BIT: Final[tuple[int, ...]] = tuple(1 << (c >> 2) for c in range(52))
"""``1 << rank`` for each card number (aces high)."""

LOW_BIT: Final[tuple[int, ...]] = tuple(1 << ((c >> 2) + 1) % 13 for c in range(52))
"""``1 << low_rank`` for each card number, low_rank 0 for ace, 1 for deuce ... 12 for king."""

LOW8_BIT: Final[tuple[int, ...]] = tuple(b if b < 256 else 0 for b in LOW_BIT)
"""LOW_BIT for ace..eight, 0 for nine and above (cannot play in an 8-or-better low)."""

# Hand categories of high hands (aces high, straights and flushes count).
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
# Hand categories of A-5 low hands (aces low, straights and flushes ignored); lower is better.
LOW_NO_PAIR, LOW_PAIR, LOW_TWO_PAIR, LOW_TRIPS, LOW_FULL_HOUSE, LOW_QUADS = range(6)

LOW_TOP: Final = 1 << 24
"""Low ranks are ``LOW_TOP - hand value`` so that larger is better."""

HIGH: Final[dict[int, int]] = {}
"""Rank-multiset key (5-7 cards) -> best high hand value without flushes."""
LOW_A5: Final[dict[int, int]] = {}
"""Rank-multiset key (5-7 cards) -> best A-5 low rank (LOW_TOP - value)."""
LOW_27: Final[dict[int, int]] = {}
"""Rank-multiset key (5-7 cards) -> best 2-7 low rank without flushes (LOW_TOP - value)."""
FLUSH_HIGH: Final[list[int]] = []
"""13-bit rank mask (5-7 bits) -> best flush or straight flush value (aces high, wheel)."""
FLUSH_27: Final[list[int]] = []
"""13-bit rank mask (exactly 5 bits) -> 2-7 rank of that flush (no wheel)."""
LOW8_MASK_RANK: Final[list[int]] = []
"""8-bit low mask (ace=bit 0 .. eight=bit 7, 5 bits set) -> A-5 low rank of those cards."""

_GROUP_CATEGORY_HIGH: Final = {
    (1, 1, 1, 1, 1): HIGH_CARD,
    (2, 1, 1, 1): PAIR,
    (2, 2, 1): TWO_PAIR,
    (3, 1, 1): TRIPS,
    (3, 2): FULL_HOUSE,
    (4, 1): QUADS,
}
_GROUP_CATEGORY_LOW: Final = {
    (1, 1, 1, 1, 1): LOW_NO_PAIR,
    (2, 1, 1, 1): LOW_PAIR,
    (2, 2, 1): LOW_TWO_PAIR,
    (3, 1, 1): LOW_TRIPS,
    (3, 2): LOW_FULL_HOUSE,
    (4, 1): LOW_QUADS,
}


def pack(category: int, ranks: tuple[int, ...] | list[int]) -> int:
    """Hand value: category in bits 20+, then ranks in 4-bit fields from bit 16 down.

    >>> hex(pack(6, [12, 11]))
    '0x6cb000'
    """
    v = category << 20
    shift = 16
    for r in ranks:
        v |= r << shift
        shift -= 4
    return v


def _straight_top(ranks_desc: tuple[int, ...], wheel: bool) -> int:
    """Top rank of a 5-distinct-rank straight, or -1 (wheel A-2-3-4-5 tops at the five)."""
    if ranks_desc[0] - ranks_desc[4] == 4:
        return ranks_desc[0]
    if wheel and ranks_desc == (12, 3, 2, 1, 0):
        return 3
    return -1


def high5_value(ranks: tuple[int, ...], *, flush: bool = False, wheel: bool = True) -> int:
    """Value of a 5-card high hand from its ranks (0..12), aces high.

    ``wheel=False`` is 2-7 lowball's reading, where A-2-3-4-5 is not a straight.

    >>> high5_value((12, 11, 10, 9, 8), flush=True) >> 20
    8
    """
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(c for _, c in groups)
    order = [r for r, _ in groups]
    if shape == (1, 1, 1, 1, 1):
        top = _straight_top(tuple(order), wheel)
        if top >= 0:
            return pack(STRAIGHT_FLUSH if flush else STRAIGHT, [top])
        return pack(FLUSH if flush else HIGH_CARD, order)
    if flush:
        raise ValueError("a flush cannot hold two cards of one rank")
    return pack(_GROUP_CATEGORY_HIGH[shape], order)


def a5_value(ranks: tuple[int, ...]) -> int:
    """Value of a 5-card A-5 low hand (lower is better) from ranks 0..12 (2..A).

    >>> hex(a5_value((12, 0, 1, 2, 3)))
    '0x43210'
    """
    counts = Counter((r + 1) % 13 for r in ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(c for _, c in groups)
    return pack(_GROUP_CATEGORY_LOW[shape], [r for r, _ in groups])


def _compute_flush_tables() -> tuple[list[int], list[int], list[int]]:
    """FLUSH_HIGH, FLUSH_27 and LOW8_MASK_RANK, computed."""
    high = [0] * 8192
    low27 = [0] * 8192
    for five in combinations(range(12, -1, -1), 5):
        mask = sum(1 << r for r in five)
        high[mask] = high5_value(five, flush=True)
        low27[mask] = LOW_TOP - high5_value(five, flush=True, wheel=False)
    for n in (6, 7):
        for ranks in combinations(range(12, -1, -1), n):
            mask = sum(1 << r for r in ranks)
            high[mask] = max(high[mask & ~(1 << r)] for r in ranks)
    low8 = [0] * 256
    for lows in combinations(range(8), 5):  # low ranks: 0 = ace .. 7 = eight
        mask = sum(1 << r for r in lows)
        low8[mask] = LOW_TOP - pack(LOW_NO_PAIR, sorted(lows, reverse=True))
    return high, low27, low8


def _build_flush_tables() -> None:
    FLUSH_HIGH[:], FLUSH_27[:], LOW8_MASK_RANK[:] = _compute_flush_tables()


def _compute_rank_tables() -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    """HIGH, LOW_A5 and LOW_27, computed."""
    high: dict[int, int] = {}
    a5: dict[int, int] = {}
    l27: dict[int, int] = {}
    rank_key = RANK_KEY
    # Multisets as ascending rank tuples with their keys, grown one rank at a time.
    level: list[tuple[tuple[int, ...], int]] = [((), 0)]
    for n in range(1, 8):
        grown = []
        for ranks, key in level:
            for r in range(ranks[-1] if ranks else 0, 13):
                if n > 4 and ranks[-4] == r:
                    continue  # a fifth card of one rank
                grown.append(((*ranks, r), key + rank_key[r]))
        level = grown
        if n == 5:
            for ranks, k in level:
                desc = ranks[::-1]
                high[k] = high5_value(desc)
                l27[k] = LOW_TOP - high5_value(desc, wheel=False)
                a5[k] = LOW_TOP - a5_value(desc)
        elif n > 5:
            for ranks, k in level:
                subs = [k - rank_key[r] for r in set(ranks)]
                high[k] = max([high[x] for x in subs])
                a5[k] = max([a5[x] for x in subs])
                l27[k] = max([l27[x] for x in subs])
    return high, a5, l27


def _build_rank_tables() -> None:
    high, a5, l27 = _compute_rank_tables()
    HIGH.update(high)
    LOW_A5.update(a5)
    LOW_27.update(l27)


_MULTISET_COUNT: Final = 6175 + 18395 + 49205
"""Multisets of 5, 6 and 7 ranks with at most four of a rank."""


DATA_FILE: Final = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tables.bin")
"""The stored copy of every table (see :func:`encode_tables`)."""
_MAGIC: Final = b"PFT1"
_FLAT_SIZES: Final = (_MULTISET_COUNT,) * 4 + (8192, 8192, 256)


def encode_tables(*, fresh: bool = False) -> bytes:
    """The tables as stored in :data:`DATA_FILE`; ``fresh`` computes them anew first.

    ``PFT1`` then zlib of little-endian uint32 arrays: the sorted rank-multiset keys
    (first key, then differences), HIGH, LOW_A5 and LOW_27 values in key order,
    FLUSH_HIGH, FLUSH_27 and LOW8_MASK_RANK.
    """
    if fresh:
        high, a5, l27 = _compute_rank_tables()
        lists = _compute_flush_tables()
    else:
        build()
        high, a5, l27 = HIGH, LOW_A5, LOW_27
        lists = (FLUSH_HIGH, FLUSH_27, LOW8_MASK_RANK)
    keys = sorted(high)
    flat = array("I", [keys[0]] + [b - a for a, b in pairwise(keys)])
    for table in (high, a5, l27):
        flat.extend(table[k] for k in keys)
    for lst in lists:
        flat.extend(lst)
    if sys.byteorder == "big":  # pragma: no cover - stored little-endian
        flat.byteswap()
    return _MAGIC + zlib.compress(flat.tobytes(), 9)


def _decode(blob: bytes) -> tuple[list[int], list[int]] | None:
    """The keys and the flat value list of :func:`encode_tables` output, or ``None``."""
    if blob[:4] != _MAGIC:
        return None
    try:
        raw = zlib.decompress(blob[4:])
    except zlib.error:
        return None
    if len(raw) != 4 * sum(_FLAT_SIZES):
        return None
    flat = array("I")
    flat.frombytes(raw)
    if sys.byteorder == "big":  # pragma: no cover - stored little-endian
        flat.byteswap()
    values = flat.tolist()
    return list(accumulate(values[:_MULTISET_COUNT])), values


def _fill(
    keys: list[int],
    values: list[int],
    tables: tuple[dict[int, int], dict[int, int], dict[int, int]],
    lists: tuple[list[int], list[int], list[int]],
) -> None:
    n = _MULTISET_COUNT
    for i, table in enumerate(tables, start=1):
        table.update(zip(keys, values[i * n : (i + 1) * n], strict=True))
    start = 4 * n
    for lst, size in zip(lists, (8192, 8192, 256), strict=True):
        lst[:] = values[start : start + size]
        start += size


def decode_tables(
    blob: bytes,
) -> tuple[dict[int, int], dict[int, int], dict[int, int], list[int], list[int], list[int]] | None:
    """HIGH, LOW_A5, LOW_27, FLUSH_HIGH, FLUSH_27, LOW8_MASK_RANK from :func:`encode_tables`
    output, or ``None`` when ``blob`` is not a complete copy."""
    decoded = _decode(blob)
    if decoded is None:
        return None
    high: dict[int, int] = {}
    a5: dict[int, int] = {}
    l27: dict[int, int] = {}
    flush: list[int] = []
    flush27: list[int] = []
    low8: list[int] = []
    _fill(*decoded, (high, a5, l27), (flush, flush27, low8))
    return high, a5, l27, flush, flush27, low8


def _load_stored() -> bool:
    """Fill every table from :data:`DATA_FILE`; False when it is missing or damaged."""
    try:
        with open(DATA_FILE, "rb") as file:
            blob = file.read()
    except OSError:
        return False
    decoded = _decode(blob)
    if decoded is None:
        return False
    _fill(*decoded, (HIGH, LOW_A5, LOW_27), (FLUSH_HIGH, FLUSH_27, LOW8_MASK_RANK))
    return True


def build() -> None:
    """Build every table (idempotent): load the stored copy, else compute them (~0.4 s)."""
    if not FLUSH_HIGH and not HIGH and _load_stored():
        return
    if not FLUSH_HIGH:
        _build_flush_tables()
    if not HIGH:
        _build_rank_tables()
        if len(HIGH) != _MULTISET_COUNT:
            raise AssertionError("rank keys collide; the tables would be wrong")


def is_built() -> bool:
    """Whether the tables are in memory."""
    return bool(HIGH) and bool(FLUSH_HIGH)


def clear() -> None:
    """Drop every table (for benchmarks that time :func:`build`)."""
    for table in (HIGH, LOW_A5, LOW_27):
        table.clear()
    for lst in (FLUSH_HIGH, FLUSH_27, LOW8_MASK_RANK):
        lst.clear()
