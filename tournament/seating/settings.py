"""Settings of balancing and breaking (the director picks them per event).

>>> s = BalanceSettings()
>>> (s.max_difference, s.halt_short_by, s.method.value)
(1, 3, 'big_blind')
>>> BalanceSettings(max_difference=0)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
tournament.table_errors.SeatingError: The balance trigger must allow ... (got 0).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tournament.table_errors import SeatingError

__all__ = ["BalanceMethod", "BalanceSettings", "table_rank"]


class BalanceMethod(enum.Enum):
    """Who moves when tables are balanced (TDA 11A/11B)."""

    #: Flop and mixed games (also mixed games during stud, with the would-be hold'em big
    #: blind): the next big blind of the long table moves to the worst position.
    BIG_BLIND = "big_blind"
    #: Stud-only events: by position, into the last seat opened at the short table, taking
    #: the player in the corresponding seat of the long table.
    POSITION = "position"


@dataclass(frozen=True, slots=True)
class BalanceSettings:
    """How and when tables are balanced.

    - ``max_difference``: tables are rebalanced when the longest has more than this many
      players over the shortest (1 keeps tables within one player; 2 is also common).
    - ``halt_short_by``: play halts on a table this many players short of the longest
      (TDA 11D: 3) ...
    - ``halt_only_when_blinds_affected``: ... once an open seat lies where its big blind
      goes next (otherwise as soon as it is that short).
    - ``method``: :class:`BalanceMethod`.
    - ``avoid_second_move``: among equally long tables, take the one whose mover was moved
      the fewest times (the rule still picks the player at each table).
    - ``table_order``: the predetermined order (TDA 11C) that breaks ties between equally
      long (source) or equally short (destination) tables; tables not listed follow in
      ascending number.
    """

    max_difference: int = 1
    halt_short_by: int = 3
    halt_only_when_blinds_affected: bool = True
    method: BalanceMethod = BalanceMethod.BIG_BLIND
    avoid_second_move: bool = True
    table_order: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.max_difference < 1:
            raise SeatingError(
                "The balance trigger must allow a difference of at least 1 player "
                f"(got {self.max_difference})."
            )
        if self.halt_short_by < 2:
            raise SeatingError(
                f"A halt needs a table at least 2 players short (got {self.halt_short_by})."
            )


def table_rank(order: tuple[int, ...]) -> dict[int, int]:
    """Rank of each listed table in a predetermined order (unlisted tables rank after)."""
    return {table: index for index, table in enumerate(order)}
