"""The director's commands for what happens in a hand: a hand dealt or played at a table,
and players eliminated (decided in :mod:`tournament.service.handlers.hands`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.money.elimination import Bust
from tournament.service.records import ChipCount

__all__ = [
    "EliminatePlayer",
    "EliminatePlayers",
    "RecordHand",
    "RecordHandPlayed",
]


@dataclass(frozen=True, slots=True)
class RecordHand:
    """A hand was dealt at ``table``: the button and blinds move (dead-button rules), and
    the mixed-game rotation counts it."""

    table: int


@dataclass(frozen=True, slots=True)
class RecordHandPlayed:
    """A hand of ``game`` was played at ``table`` (e.g. dealt by the engine): in one action
    the button and rotation move (as :class:`RecordHand`), the players still in have
    ``counts``, and ``busts`` are eliminated (ranked by starting stack). ``phh`` is the hand
    history text (kept with the command; the shell stores it with the hands).

    Refused unless every player counted or busted sits at ``table``, the chips add up to
    what those players had before the hand, and ``game`` is the game the table deals now.
    """

    table: int
    game: str
    counts: tuple[ChipCount, ...]
    busts: tuple[Bust, ...] = ()
    phh: str = ""
    level_index: int | None = None
    """The structure step in force when the hand began: its level (and so its game)
    applies, even if a new level or a break started during the hand (None: the step now)."""


@dataclass(frozen=True, slots=True)
class EliminatePlayer:
    """One player busted."""

    player_id: str
    busted_by: str | None = None


@dataclass(frozen=True, slots=True)
class EliminatePlayers:
    """Several players busted in the same hand.

    ``starting_stacks`` (same order as ``players``) are the stacks they started the hand
    with, which rank them; when empty, the last recorded stacks are used.
    """

    players: tuple[str, ...]
    starting_stacks: tuple[int, ...] = ()
    busted_by: str | None = None
