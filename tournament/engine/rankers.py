"""The hand evaluators the engine ranks showdown hands with (larger is better).

A ranker takes a player's cards and the board and returns a rank, or ``None`` when the
cards make no hand for that half (no qualifying 8-or-better low).  Seven cards (hold'em,
stud) and five cards (2-7 single draw) go through the positional evaluators of
:mod:`tournament.cards`; anything else through the general ones.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tournament.cards import EVALUATORS, high7, low_8_7, low_27_5, low_a5_7

__all__ = ["Ranker", "ranker"]

Ranker = Callable[[Sequence[int], Sequence[int]], int | None]


def _seven(positional: Callable[..., int | None], general: Ranker) -> Ranker:
    """The positional evaluator for exactly seven cards, else the general evaluator."""

    def rank(hole: Sequence[int], board: Sequence[int]) -> int | None:
        if len(hole) + len(board) == 7:
            return positional(*hole, *board)
        return general(hole, board)

    return rank


def _five_27(hole: Sequence[int], board: Sequence[int]) -> int | None:
    if len(hole) == 5 and not board:
        return low_27_5(*hole)
    return _RANK_27(hole, board)


_RANK_27 = EVALUATORS["27_low"].rank
_RANKERS: dict[str, Ranker] = {
    "high": _seven(high7, EVALUATORS["high"].rank),
    "a5_low": _seven(low_a5_7, EVALUATORS["a5_low"].rank),
    "8_low": _seven(low_8_7, EVALUATORS["8_low"].rank),
    "27_low": _five_27,
}


def ranker(kind: str | None) -> Ranker | None:
    """The ranker of an evaluator kind of :data:`tournament.cards.EVALUATORS` (or None)."""
    if kind is None:
        return None
    found = _RANKERS.get(kind)
    return found if found is not None else EVALUATORS[kind].rank
