"""Events of a hand: a hand dealt at a table, players eliminated, the tournament won
(applied in :mod:`tournament.service.handlers.hands`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.service.records import Elimination

__all__ = [
    "HandDealt",
    "PlayersEliminated",
    "TournamentWon",
]


@dataclass(frozen=True, slots=True)
class PlayersEliminated:
    """Players busted in one hand, with their places (shared when starting stacks tie)."""

    hand: int
    at: int
    eliminations: tuple[Elimination, ...]


@dataclass(frozen=True, slots=True)
class TournamentWon:
    """Only one player is left: they finish first (and collect ``bounty``, their own head)."""

    player_id: str
    bounty: int = 0


@dataclass(frozen=True, slots=True)
class HandDealt:
    """A hand of ``game`` was dealt at ``table``.

    ``button`` is the rotation's :class:`tournament.rotation.ButtonMove` value (advance,
    advance_and_freeze, hold); ``hands_in_game`` and ``turn_length`` are the table's place
    in the mixed-game rotation after the hand.
    """

    table: int
    game: str
    button: str
    hands_in_game: int = 0
    turn_length: int = 0
