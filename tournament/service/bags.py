"""Bags: the stacks bagged at the end of a day, recorded as one batch per day (and flight).

At the end of a day every survivor's chips go into a numbered bag (TDA / WSOP practice);
the director records them all at once (:class:`~tournament.service.commands.RecordBags`,
one command, one undo step); Day 2 is formed from every flight's bags
(:mod:`tournament.service.day_two`). A batch whose total is not the chips in play is kept apart
(:attr:`~tournament.service.records.Meta.bags_pending`): no stack changes and the day
stays open until a batch that adds up replaces it.

>>> batch = BagBatch(1, "", (Bag("P0001", 31_500, "1"), Bag("P0002", 8_500, "2")), 40_000)
>>> batch.total, batch.difference
(40000, 0)
>>> BagBatch(1, "", (Bag("P0001", 31_000),), 40_000).difference
-9000
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Bag", "BagBatch"]


@dataclass(frozen=True, slots=True)
class Bag:
    """One player's bag: the chips in it and the number written on it ("" = none)."""

    player_id: str
    chips: int
    bag_number: str = ""


@dataclass(frozen=True, slots=True)
class BagBatch:
    """Every bag of one day (of one flight: ``flight``, "" without flights), with the chips
    in play when they were recorded (what their total is checked against)."""

    day: int
    flight: str
    bags: tuple[Bag, ...]
    chips_in_play: int

    @property
    def total(self) -> int:
        """The chips in all the bags."""
        return sum(b.chips for b in self.bags)

    @property
    def difference(self) -> int:
        """The bags' total less the chips in play (0: it adds up)."""
        return self.total - self.chips_in_play
