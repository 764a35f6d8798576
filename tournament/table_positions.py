"""Values describing the button, the blinds and who is dealt into a button-game hand.

Positions are *seats*, not players: with a dead button the button seat is empty, and with
"no small blind" the small-blind seat is empty (TDA dead-button rules). Heads-up the button
seat is also the small-blind seat.

>>> p = Positions(button=3, small_blind=4, big_blind=6)
>>> p.heads_up
False
>>> Positions(button=2, small_blind=2, big_blind=5).heads_up
True
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["NextHand", "PlayerId", "Positions"]

PlayerId = str


@dataclass(frozen=True, slots=True)
class Positions:
    """The seats of the button, the small blind and the big blind for one hand."""

    button: int
    small_blind: int
    big_blind: int

    @property
    def heads_up(self) -> bool:
        """True when the button posts the small blind (two players)."""
        return self.button == self.small_blind


@dataclass(frozen=True, slots=True)
class NextHand:
    """Who posts what in the next button-game hand at one table, and who is dealt in.

    ``button_player`` is ``None`` for a dead button, ``small_blind_player`` is ``None`` when
    nobody posts a small blind this hand. ``waiting`` lists the seats of newcomers who sit
    between the button and the small blind: they are not dealt in until the button passes.
    """

    table: int
    positions: Positions
    button_player: PlayerId | None
    small_blind_player: PlayerId | None
    big_blind_player: PlayerId
    dealt_in: tuple[int, ...]
    waiting: tuple[int, ...]

    @property
    def heads_up(self) -> bool:
        """True when the button posts the small blind and acts first before the flop."""
        return self.positions.heads_up

    @property
    def dead_button(self) -> bool:
        """True when the button sits on an empty seat."""
        return self.button_player is None

    @property
    def small_blind_posted(self) -> bool:
        """False when nobody posts a small blind this hand (dead small blind)."""
        return self.small_blind_player is not None
