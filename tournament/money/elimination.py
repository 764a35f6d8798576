"""Finishing places of eliminated players, and the prizes for places shared by a tie.

Rules (TDA 2024, hand-for-hand):

* Players eliminated in the same hand (at one table, or at all tables during one
  hand-for-hand hand) form a **bust group**. They take the places just below the players
  still in: with ``r`` players left after the hand, the group takes places ``r+1 ..``.
* Inside a group the player who **started the hand** with more chips finishes higher.
* Equal starting stacks **tie**: they share those places and split the sum of the prizes
  of the places they share (:func:`prizes_for_finishes`); the odd units go to the tied
  players in the order they were given (the service gives them in seat order).

Everything here is a pure function of its arguments, so undoing an elimination is just
recomputing without it.

>>> group = rank_bust_group(10, [Bust("ann", 3_000), Bust("bob", 5_000), Bust("cy", 3_000)])
>>> [(f.player, f.place, f.shared) for f in group]
[('bob', 8, 1), ('ann', 9, 2), ('cy', 9, 2)]
>>> prizes_for_finishes(group, payouts=[500, 300, 200, 150, 120, 100, 90, 80, 70, 55])
{'bob': 80, 'ann': 63, 'cy': 62}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby

from tournament.money.errors import MoneyError
from tournament.money.rounding import split_evenly

__all__ = [
    "Bust",
    "Finish",
    "places_after_re_entry",
    "prizes_for_finishes",
    "rank_bust_group",
    "winner",
]


@dataclass(frozen=True, slots=True)
class Bust:
    """A player eliminated in a hand, with his stack at the **start** of that hand (it
    ranks a bust group) and, when known, who won the pot he lost (``busted_by``)."""

    player: str
    starting_stack: int
    busted_by: str | None = None


@dataclass(frozen=True, slots=True)
class Finish:
    """A finishing place: ``place`` is the best place of the ``shared`` places the player
    shares with tied players (``shared == 1`` when alone)."""

    player: str
    place: int
    shared: int = 1

    @property
    def places(self) -> range:
        """All the places this finish covers."""
        return range(self.place, self.place + self.shared)

    @property
    def label(self) -> str:
        """``"8"`` or, for a tie, ``"9-10"``."""
        if self.shared == 1:
            return str(self.place)
        return f"{self.place}-{self.place + self.shared - 1}"


def rank_bust_group(players_left: int, busts: Sequence[Bust]) -> tuple[Finish, ...]:
    """Places for the players busted in one hand.

    ``players_left``: players in the tournament at the start of that hand (the busted ones
    included). Larger starting stacks finish higher; equal stacks share places. Tied
    players keep the order they were given in.
    """
    if not busts:
        return ()
    names = [b.player for b in busts]
    if len(set(names)) != len(names):
        raise MoneyError("A player is listed twice among the eliminated players")
    if any(b.starting_stack < 0 for b in busts):
        raise MoneyError("A starting stack cannot be negative")
    remaining = players_left - len(busts)
    if remaining < 1:
        raise MoneyError(
            f"{len(busts)} players cannot all be eliminated when only {players_left} are left;"
            " someone must win the hand"
        )
    order = sorted(busts, key=lambda b: -b.starting_stack)  # stable: ties keep given order
    finishes: list[Finish] = []
    place = remaining + 1
    for _, tied_iter in groupby(order, key=lambda b: b.starting_stack):
        tied = list(tied_iter)
        finishes.extend(Finish(b.player, place, len(tied)) for b in tied)
        place += len(tied)
    return tuple(finishes)


def winner(player: str) -> Finish:
    """The last player left finishes first."""
    return Finish(player, 1, 1)


def prizes_for_finishes(
    finishes: Sequence[Finish], payouts: Sequence[int], unit: int = 1
) -> dict[str, int]:
    """Prize of each finish. Tied players split the sum of the places they share, in
    multiples of ``unit``; odd units go to the earlier tied players in ``finishes``; places
    beyond the payout table pay nothing. The prizes of a group add up exactly to the
    payouts of its places.
    """
    result: dict[str, int] = {}
    groups: dict[tuple[int, int], list[str]] = {}
    for f in finishes:
        if f.place < 1 or f.shared < 1:
            raise MoneyError(f"Invalid finishing place for {f.player}")
        groups.setdefault((f.place, f.shared), []).append(f.player)
    for (place, shared), players in groups.items():
        if len(players) != shared:
            raise MoneyError(
                f"Place {place} is shared by {shared} players but {len(players)} were given"
            )
        total = sum(payouts[p - 1] for p in range(place, place + shared) if p <= len(payouts))
        for player, amount in zip(players, split_evenly(total, shared, unit), strict=True):
            result[player] = amount
    return result


def places_after_re_entry(places: Mapping[str, int], player: str) -> dict[str, int]:
    """The places that change when busted ``player`` re-enters (a place per player).

    Convention: each player has one finishing place, that of his last entry; a player who
    re-enters gives his place back and rejoins the players still in. Everyone who busted
    after him (a better place number) or in the same hand (his tied group) moves down one
    place, so that the places stay an exact sequence from the players left down to the
    number of players who entered. ``places`` maps every busted player to his place (the
    best place of a tied group); the result maps the players whose place changes to
    their new place.

    >>> places_after_re_entry({"ann": 5, "bob": 4, "cy": 3}, "bob")
    {'cy': 4}
    >>> places_after_re_entry({"dan": 11, "ann": 9, "bob": 9, "cy": 8}, "ann")
    {'bob': 10, 'cy': 9}
    """
    if player not in places:
        raise MoneyError(f"{player} has no finishing place to give back")
    gone = places[player]
    return {p: place + 1 for p, place in places.items() if p != player and place <= gone}
