"""The colour-up calculator's reads: which chips race off at this break (or the next one),
into which chip, and what each table's race looks like before it is run.

A break's ``colour_up`` lists the denominations removed during it (TDA rule 24). Each goes,
smallest first, into the next larger denomination still in play that it divides (25s into
100s, then 100s into 500s when a break removes both); a colour-up an earlier break called
for and the director has not recorded is still due. The race itself (one card per odd chip,
at most one chip per player) is :func:`tournament.money.chip_race`, run by the
:class:`~tournament.service.commands.ColourUp` command: these reads only say what it will
race.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament import money
from tournament.chip_set import ChipSet
from tournament.errors import DomainError
from tournament.structure import Break

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import TournamentState

__all__ = ["ColourUpDue", "TableRace", "colour_ups_due", "race_preview"]


@dataclass(frozen=True, slots=True)
class ColourUpDue:
    """``denomination`` chips are to be raced off into ``to`` chips at the break ``step``."""

    denomination: int
    to: int
    step: int


@dataclass(frozen=True, slots=True)
class TableRace:
    """One table's race before it is run (``table`` 0: players without a seat).

    ``racers``: (player id, odd chips) of each player with odd chips, seat order;
    ``odd_value``: their chips' total value; ``raced_chips``: how many ``to`` chips are
    raced for (half a chip or more rounds up, and never more than there are racers).
    """

    table: int
    racers: tuple[tuple[str, int], ...]
    odd_value: int
    raced_chips: int


def colour_ups_due(t: TournamentState, now: int) -> tuple[ColourUpDue, ...]:
    """The colour-ups not yet recorded of the first break, from the step now played on (the
    break now played, or the next), that calls for any (with those an earlier break called
    for and that were not recorded); smallest chip first."""
    structure = t.structure
    if structure is None:
        return ()
    step = t.settled_clock(now).level_index
    steps = structure.steps
    done = set(t.meta.removed_chips)
    for at in range(step, len(steps)):
        if not isinstance(steps[at], Break):
            continue
        wanted = sorted({d for d in structure.removed_before(at + 1) if d not in done})
        if wanted:
            return _into_next_chips(structure.chips, wanted, done, at)
    return ()


def _into_next_chips(
    chips: ChipSet, wanted: list[int], done: set[int], at: int
) -> tuple[ColourUpDue, ...]:
    out: list[ColourUpDue] = []
    for d in wanted:
        larger = [x for x in chips.denominations_in_play(done) if x > d and x % d == 0]
        if larger:
            out.append(ColourUpDue(d, min(larger), at))
        done = done | {d}
    return tuple(out)


def race_preview(t: TournamentState, denomination: int, to: int) -> tuple[TableRace, ...]:
    """What the race of ``denomination`` into ``to`` chips will be at each table (the
    ColourUp command's grouping: by table, seat order; a stack holds as many ``to`` chips
    as it can, the rest in ``denomination`` chips)."""
    groups: dict[int, list[money.RaceSeat]] = {}
    for p in t.active_players():
        table, seat = t.location(p.player_id) or (0, p.number)
        if p.stack % denomination:
            raise DomainError(f"{p.name}'s stack ({p.stack}) is not a multiple of {denomination}")
        odd = p.stack % to
        groups.setdefault(table, []).append(
            money.RaceSeat(p.player_id, seat, odd // denomination, p.stack - odd)
        )
    out = []
    for table in sorted(groups):
        # The deal's cards decide who wins, not how many chips are raced: any deck will do.
        result = money.chip_race(groups[table], denomination, to, random.Random(0))
        racers = tuple((s.player, s.odd_chips) for s in result.shares if s.odd_chips)
        out.append(TableRace(table, racers, result.odd_value, result.raced_chips))
    return tuple(out)
