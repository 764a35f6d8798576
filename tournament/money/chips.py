"""Chips on the tables: the count check against the ledger, average stack, chip leader."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tournament.money.fmt import chips as fmt_chips

__all__ = ["ChipCheck", "ChipLeader", "average_stack", "check_chip_counts", "chip_leader"]


@dataclass(frozen=True, slots=True)
class ChipCheck:
    """Recorded chip counts against the chips that should be in play.

    ``difference = counted - expected`` (positive: more chips on the tables than issued).
    """

    expected: int
    counted: int
    difference: int

    @property
    def ok(self) -> bool:
        """Whether the counts match exactly."""
        return self.difference == 0

    @property
    def message(self) -> str:
        """A sentence for the director."""
        if self.ok:
            return f"Chip counts match: {fmt_chips(self.expected)} in play"
        word = "more" if self.difference > 0 else "fewer"
        return (
            f"Chip counts total {fmt_chips(self.counted)}, {fmt_chips(abs(self.difference))} "
            f"{word} than the {fmt_chips(self.expected)} that should be in play"
        )


def check_chip_counts(expected: int, counts: Mapping[str, int]) -> ChipCheck:
    """Compare the recorded ``counts`` (player -> chips) with the ``expected`` chips in play.

    >>> check_chip_counts(60_000, {"a": 30_000, "b": 29_000}).message
    'Chip counts total 59,000, 1,000 fewer than the 60,000 that should be in play'
    """
    counted = sum(counts.values())
    return ChipCheck(expected, counted, counted - expected)


def average_stack(chips_in_play: int, players_left: int) -> int:
    """The average stack, rounded to the nearest chip, half a chip up (0 when nobody is left).

    >>> average_stack(100_000, 3)
    33333
    >>> average_stack(102_564, 5)  # 20,512.8
    20513
    """
    if players_left <= 0:
        return 0
    return (2 * chips_in_play + players_left) // (2 * players_left)


@dataclass(frozen=True, slots=True)
class ChipLeader:
    """The biggest stack and who holds it (several players when tied, sorted by id)."""

    players: tuple[str, ...]
    chips: int


def chip_leader(counts: Mapping[str, int]) -> ChipLeader | None:
    """The chip leader among players with chips, or ``None`` if nobody has chips.

    >>> chip_leader({"a": 5, "b": 9, "c": 9})
    ChipLeader(players=('b', 'c'), chips=9)
    """
    live = {p: c for p, c in counts.items() if c > 0}
    if not live:
        return None
    top = max(live.values())
    return ChipLeader(tuple(sorted(p for p, c in live.items() if c == top)), top)
