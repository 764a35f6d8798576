"""A bag: the chips a player puts in a bag at the end of a day or a flight.

The bagged stacks of a day or a flight are recorded as one batch (one director action);
Day 2 is formed from every flight's bags (:mod:`tournament.service.day_two`).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Bag"]


@dataclass(frozen=True, slots=True)
class Bag:
    """One player's bagged chips; ``bag_number`` is the label on the bag ("" = none)."""

    player_id: str
    chips: int
    bag_number: str = ""
