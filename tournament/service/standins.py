"""Minimal stand-ins for pieces other modules own, used only until those modules land.

Each function here is a deliberately small version of what :mod:`tournament.seating`,
:mod:`tournament.clock` or :mod:`tournament.money` provide; the aggregate calls these
through :mod:`tournament.service.adapters`, which prefers the real module when present.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from tournament.service.records import ClockState, LevelSpec, SeatAssignment, TableRecord

__all__ = ["chip_chop", "draw_seats", "icm_equity", "rank_bust_group", "settle_clock"]


def settle_clock(clock: ClockState, structure: Sequence[LevelSpec], now: int) -> ClockState:
    """The clock as it stands at ``now``: a running clock past its end moves to later levels.

    After the last level the clock keeps repeating the last level's length (it never stops
    dead when the structure runs out).
    """
    if not clock.running or clock.ends_at is None or not structure:
        return clock
    index, ends_at = clock.level_index, clock.ends_at
    while ends_at <= now:
        index = min(index + 1, len(structure) - 1)
        ends_at += max(structure[index].duration_ms, 1)
    if index == clock.level_index and ends_at == clock.ends_at:
        return clock
    return ClockState(index, True, True, ends_at, 0)


def draw_seats(
    players: Sequence[str], tables: Mapping[int, TableRecord], rng: random.Random
) -> tuple[SeatAssignment, ...]:
    """Random draw keeping tables even: each player goes to a random open seat of a
    shortest table (locked seats and broken tables excluded)."""
    counts = {n: len(t.players) for n, t in tables.items() if not t.broken}
    taken: set[tuple[int, int]] = set()
    order = list(players)
    rng.shuffle(order)
    out: list[SeatAssignment] = []
    for player in order:
        candidates = [
            n
            for n in sorted(counts)
            if any(
                tables[n].seats[s - 1] is None and s not in tables[n].locked and (n, s) not in taken
                for s in range(1, tables[n].size + 1)
            )
        ]
        if not candidates:
            raise ValueError("no open seat")
        fewest = min(counts[n] for n in candidates)
        table = rng.choice([n for n in candidates if counts[n] == fewest])
        seats = [
            s
            for s in range(1, tables[table].size + 1)
            if tables[table].seats[s - 1] is None
            and s not in tables[table].locked
            and (table, s) not in taken
        ]
        seat = rng.choice(seats)
        taken.add((table, seat))
        counts[table] += 1
        out.append(SeatAssignment(player, table, seat))
    return tuple(out)


def rank_bust_group(
    players_left: int, starting_stacks: Sequence[tuple[str, int]]
) -> dict[str, int]:
    """Places of players busted in one hand: the bigger starting stack finishes higher;
    equal starting stacks share the better place.

    >>> rank_bust_group(5, [("a", 100), ("b", 300), ("c", 100)])
    {'b': 3, 'a': 4, 'c': 4}
    """
    ordered = sorted(starting_stacks, key=lambda ps: -ps[1])
    worst = players_left
    first = worst - len(ordered) + 1
    places: dict[str, int] = {}
    for i, (player, stack) in enumerate(ordered):
        tie = next(j for j, (_, s) in enumerate(ordered) if s == stack)
        places[player] = first + (tie if tie < i else i)
    return places


def _round_to_total(weights: Sequence[float], total: int) -> list[int]:
    """Integers proportional to ``weights`` summing exactly to ``total`` (largest remainder)."""
    scale = sum(weights)
    raw = [w * total / scale if scale else total / len(weights) for w in weights]
    out = [int(x) for x in raw]
    order = sorted(range(len(raw)), key=lambda i: -(raw[i] - out[i]))
    for i in order[: total - sum(out)]:
        out[i] += 1
    return out


def icm_equity(stacks: Sequence[int], prizes: Sequence[int]) -> list[int]:
    """Malmuth-Harville ICM equity (cents, summing to the prizes).

    >>> icm_equity([5000, 5000], [700, 300])
    [500, 500]
    """
    n = len(stacks)
    total_chips = sum(stacks)
    memo: dict[int, list[float]] = {}

    def equities(mask: int) -> list[float]:
        # probability-weighted prize for each player still in ``mask``, places from len(prizes)
        if mask in memo:
            return memo[mask]
        alive = [i for i in range(n) if mask >> i & 1]
        place = n - len(alive)
        result = [0.0] * n
        if place < len(prizes) and alive:
            chips = sum(stacks[i] for i in alive)
            for i in alive:
                p = stacks[i] / chips if chips else 1 / len(alive)
                result[i] += p * prizes[place]
                rest = equities(mask & ~(1 << i))
                for j in alive:
                    if j != i:
                        result[j] += p * rest[j]
        memo[mask] = result
        return result

    if total_chips <= 0:
        return _round_to_total([1.0] * n, sum(prizes))
    return _round_to_total(equities((1 << n) - 1), sum(prizes))


def chip_chop(stacks: Sequence[int], prizes: Sequence[int]) -> list[int]:
    """Chip chop: everyone gets the last remaining prize, the rest shared by chips.

    >>> chip_chop([3000, 1000], [700, 300])
    [600, 400]
    """
    floor = min(prizes)
    rest = sum(prizes) - floor * len(stacks)
    return [floor + x for x in _round_to_total([float(s) for s in stacks], rest)]
