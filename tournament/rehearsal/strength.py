"""How good a player's cards are: a share between 0 and 1 (the share of random hands beaten).

The simulated players judge their cards with the project's evaluators
(:data:`tournament.cards.EVALUATORS`, the ones the engine awards pots with): a complete
hand (five cards or more for high and low games, four in badugi, the Omaha hole cards
with a board) is ranked by the game's evaluator, and the rank is turned into the share of
random hands of the same shape it beats. A hold'em starting hand's share is read from
the ranking of the 169 starting hands by all-in equity against a random hand
(:mod:`tournament.rehearsal.starting_hands`, worked out once with the same evaluator).
Other starting hands too short to rank (Omaha before the flop, stud's first streets,
razz) get a simple score: the Chen formula's best two-card part for Omaha and stud
(pairs, high cards, suited, connected), and the low cards held for razz and the low half
of hi-lo games.

Shares of scored hands come from a fixed sample of random hands (seed 0, built once per
process), so they are the same in every run and every process.

>>> from tournament.cards import parse_known_cards as p
>>> strong = strength("NT", p("AsAh"), [])
>>> weak = strength("NT", p("7c2d"), [])
>>> strong > 0.95 and weak < 0.1
True
>>> strength("NT", p("AsKs"), p("AhAdKd")) > 0.9  # a full house on the flop
True
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Callable, Sequence
from functools import cache, lru_cache

from tournament.cards import EVALUATORS
from tournament.games import game as variant_of
from tournament.rehearsal.starting_hands import holdem_share

__all__ = ["chen", "strength"]

_SAMPLE = 3000
_CHEN_HIGH = (1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 6.0, 7.0, 8.0, 10.0)  # 2..A


def chen(a: int, b: int) -> float:
    """The Chen formula score of a two-card hold'em hand (cards as ``rank * 4 + suit``).

    >>> from tournament.cards import parse_known_cards as p
    >>> chen(*p("AsAh")), chen(*p("AsKs")), chen(*p("7c2d"))
    (20.0, 12.0, -1.0)
    """
    ra, rb = a >> 2, b >> 2
    if ra < rb:
        ra, rb = rb, ra
    if ra == rb:
        return max(2.0 * _CHEN_HIGH[ra], 5.0)
    score = _CHEN_HIGH[ra]
    if a & 3 == b & 3:
        score += 2.0
    gap = ra - rb - 1
    score -= (0.0, 1.0, 2.0, 4.0)[gap] if gap < 4 else 5.0
    if gap <= 1 and ra < 10:  # both below a queen: straights both ways
        score += 1.0
    return float(-(-score // 1))  # rounded up, as the formula says


def _best_pair(cards: Sequence[int]) -> float:
    """The best Chen score of two of ``cards`` plus a little for the rest (Omaha, stud)."""
    scores = sorted(
        (chen(cards[i], cards[j]) for i in range(len(cards)) for j in range(i + 1, len(cards))),
        reverse=True,
    )
    trips = len(cards) - len({c >> 2 for c in cards}) >= 2 and len(cards) == 3
    return scores[0] + 0.25 * sum(scores[1:3]) + (15.0 if trips else 0.0)


def _low_score(cards: Sequence[int]) -> float:
    """Low cards held (ace low, eight or under, unpaired), the best held lowest."""
    ranks = sorted({(c >> 2) + 1 if c >> 2 < 12 else 0 for c in cards})  # ace = 0
    low = [r for r in ranks if r <= 7]
    return 10.0 * len(low) - (max(low) if low else 13.0)


_Scorer = Callable[[Sequence[int], Sequence[int]], float]


def _evaluated(kind: str) -> _Scorer:
    rank = EVALUATORS[kind].rank

    def score(hole: Sequence[int], board: Sequence[int]) -> float:
        value = rank(hole, board)
        return -1.0 if value is None else float(value)

    return score


def _scorer(code: str, hole: int, board: int) -> tuple[_Scorer, bool]:
    """The score of a hand of ``hole`` + ``board`` cards in ``code``, and whether it is low."""
    v = variant_of(code)
    kind_high, kind_low = v.high, v.low
    if kind_high is None:  # lowball: razz, 2-7, badugi
        assert kind_low is not None
        enough = 4 if kind_low == "badugi" else 5
        if hole + board >= enough:
            return _evaluated(kind_low), True
        return (lambda h, b: _low_score([*h, *b])), True
    if kind_high == "omaha_high":
        if board >= 3:
            return _evaluated("omaha_high"), False
        return (lambda h, b: _best_pair(h)), False
    if hole + board >= 5:
        return _evaluated("high"), False
    return (lambda h, b: _best_pair([*h, *b])), False


@cache
def _table(code: str, hole: int, board: int) -> tuple[_Scorer, tuple[float, ...]]:
    """The scorer and the sorted scores of a fixed sample of random hands of that shape."""
    score, _low = _scorer(code, hole, board)
    rng = random.Random(0)
    deck = list(range(52))
    sample = []
    for _ in range(_SAMPLE):
        cards = rng.sample(deck, hole + board)
        sample.append(score(cards[:hole], cards[hole:]))
    sample.sort()
    return score, tuple(sample)


def _share(code: str, hole: Sequence[int], board: Sequence[int]) -> float:
    if not board and len(hole) == 2 and variant_of(code).high == "high":
        return holdem_share(hole[0], hole[1])  # a hold'em starting hand: the ranking
    score, sample = _table(code, len(hole), len(board))
    value = score(hole, board)
    below = bisect.bisect_left(sample, value)
    same = bisect.bisect_right(sample, value) - below
    return (below + same / 2) / len(sample)


def strength(code: str, hole: Sequence[int], board: Sequence[int]) -> float:
    """The share of random hands of the same shape that ``hole`` + ``board`` beats in
    ``code`` (0 to 1). In a hi-lo game the better of the high and the low share.

    Without a board (hold'em and Omaha before the flop, stud, draw) the share of the same
    cards is kept: a hold'em field is dealt the same 1,326 starting hands again and again."""
    if not board:
        return _starting(code, tuple(hole))
    return _judged(code, hole, board)


@lru_cache(maxsize=16_384)
def _starting(code: str, hole: tuple[int, ...]) -> float:
    return _judged(code, hole, ())


def _judged(code: str, hole: Sequence[int], board: Sequence[int]) -> float:
    value = _share(code, hole, board)
    v = variant_of(code)
    if v.high is None or v.low is None:
        return value
    if len(hole) + len(board) < 5:  # a hi-lo starting hand: its low cards count too
        return max(value, _share("FR", hole, ()))
    if EVALUATORS[v.low].rank(hole, board) is not None:  # a low that qualifies
        return max(value, _LOW_MADE)
    return value


_LOW_MADE = 0.7
"""What a qualifying low is worth in a hi-lo game (half the pot at least, often more)."""
