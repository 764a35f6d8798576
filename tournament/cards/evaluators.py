"""Evaluators as data: a Variant names an evaluator kind, the engine looks it up here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from tournament.cards.describe import describe_high, describe_low
from tournament.cards.evaluate import (
    badugi_rank,
    high_rank,
    low_8_rank,
    low_27_rank,
    low_a5_rank,
    omaha_high_rank,
    omaha_low_8_rank,
)


@dataclass(frozen=True, slots=True)
class Evaluator:
    """One way of ranking hands: ``rank(hole, board)`` (larger is better, None = no
    qualifying hand) and ``describe(rank)``.

    >>> from tournament.cards.card import parse_known_cards as p
    >>> ev = EVALUATORS["omaha_high"]
    >>> ev.describe(ev.rank(p("AhAdKsQs"), p("AcKdKh2c3c")))
    'Aces full of kings'
    """

    kind: str
    name: str
    qualifies_only_sometimes: bool
    _rank: Callable[[Sequence[int], Sequence[int]], int | None]
    _describe: Callable[[int], str]

    def rank(self, hole: Sequence[int], board: Sequence[int] = ()) -> int | None:
        """Rank of the best hand from hole cards and board cards (larger is better)."""
        return self._rank(hole, board)

    def describe(self, rank: int) -> str:
        """Human description of a rank returned by :meth:`rank`."""
        return self._describe(rank)


def _joined(
    fn: Callable[[Sequence[int]], int | None],
) -> Callable[[Sequence[int], Sequence[int]], int | None]:
    def rank(hole: Sequence[int], board: Sequence[int]) -> int | None:
        return fn([*hole, *board]) if board else fn(hole)

    return rank


def _low(kind: str) -> Callable[[int], str]:
    def describe(rank: int) -> str:
        return describe_low(kind, rank)

    return describe


EVALUATORS: Final[dict[str, Evaluator]] = {
    "high": Evaluator("high", "High", False, _joined(high_rank), describe_high),
    "omaha_high": Evaluator("omaha_high", "Omaha high", False, omaha_high_rank, describe_high),
    "a5_low": Evaluator("a5_low", "A-5 low", False, _joined(low_a5_rank), _low("a5_low")),
    "8_low": Evaluator("8_low", "8-or-better low", True, _joined(low_8_rank), _low("8_low")),
    "omaha_8_low": Evaluator(
        "omaha_8_low", "Omaha 8-or-better low", True, omaha_low_8_rank, _low("omaha_8_low")
    ),
    "27_low": Evaluator("27_low", "2-7 low", False, _joined(low_27_rank), _low("27_low")),
    "badugi": Evaluator("badugi", "Badugi", False, _joined(badugi_rank), _low("badugi")),
}
"""Evaluators by kind: high, omaha_high, a5_low, 8_low, omaha_8_low, 27_low, badugi."""
