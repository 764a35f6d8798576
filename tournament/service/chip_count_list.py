"""The official chip-count list: every player still in the event with their chips, ranked.

In an event in flights, before Day 2 the list is every bag of every bagged flight (a player
who bagged in two flights under the largest-bag rule is listed once per bag: the floor
sees both until the merge keeps one); from Day 2 on, and in an event of one flight, it is
the stacks of the players still in. Ties rank alike and are listed by registration.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament.service.flights import flight_bags

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.aggregate import Tournament

__all__ = ["ChipCountLine", "chip_count_rows"]


@dataclass(frozen=True, slots=True)
class ChipCountLine:
    """One line of the list: rank (ties alike), the player, their flight ("" without
    flights, or from Day 2), chips and the number on their bag ("" = none)."""

    rank: int
    player_id: str
    name: str
    country: str
    flight: str
    chips: int
    bag_number: str = ""


def chip_count_rows(t: Tournament) -> tuple[ChipCountLine, ...]:
    """The list as it stands (see the module docstring)."""
    plan = t.meta.flights
    lines: list[tuple[int, int, str, str, str]] = []  # chips, number, id, flight, bag
    if plan is not None and plan.day2 is None:
        for flight in plan.flights:
            for bag in flight_bags(t, flight.code):
                p = t.player(bag.player_id)
                lines.append((bag.chips, p.number, p.player_id, flight.code, bag.bag_number))
    else:
        numbers = {  # today's bags, once recorded: their numbers
            b.player_id: b.bag_number
            for batch in t.meta.bags
            if batch.day == t.meta.day and not batch.flight
            for b in batch.bags
        }
        lines = [
            (p.stack, p.number, p.player_id, "", numbers.get(p.player_id, ""))
            for p in t.active_players()
        ]
    lines.sort(key=lambda x: (-x[0], x[1]))
    out: list[ChipCountLine] = []
    for i, (chips, _number, pid, code, label) in enumerate(lines):
        rank = out[-1].rank if out and out[-1].chips == chips else i + 1
        p = t.player(pid)
        out.append(ChipCountLine(rank, pid, p.name, p.country, code, chips, label))
    return tuple(out)
