"""Whose turn it is: the player the rulebook names, and stud's unknown-card exceptions.

The hand's actions ask here before anything changes: :meth:`TurnOrder._check_turn`
raises :class:`IllegalAction` with the reason when the player may not act now.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from tournament.engine.errors import IllegalAction
from tournament.engine.hand_views import HandViews
from tournament.engine.stud import possible_first_by_exposed
from tournament.engine.transitions import BETTING, BRING_IN, OVER, Phase

__all__ = ["TurnOrder"]


class TurnOrder(HandViews):
    """Who may act now."""

    __slots__ = ()

    def _check_turn(self, player: int | None, what: str, phases: tuple[Phase, ...]) -> int:
        if self.phase is OVER:
            raise IllegalAction(f"The hand is over; nobody can {what}.")
        if self.phase not in phases or self.actor is None:
            raise IllegalAction(
                f"Nobody can {what} now: the hand is in the {self.phase_name} phase."
            )
        if player is not None and player != self.actor:
            if self._may_open_instead(player):
                return player
            raise IllegalAction(
                f"Player {player + 1} cannot {what}: it is player {self.actor + 1}'s turn."
            )
        return self.actor

    def _may_open_instead(self, player: int) -> bool:
        """Manual stud from 4th street: ``player`` may act first instead of the actor.

        With unknown up cards (``??`` in a hand history) the engine cannot always tell
        whose exposed hand is best: the first action of the round may come from any
        player who is first to act clockwise from a hand that may be best; the known
        cards still refuse the others.  The round then goes on from that player.
        """
        if not (
            self.manual
            and self.plan.stud
            and self.phase is BETTING
            and self.street_index > 0
            and 0 <= player < self.n
            and not self.folded[player]
            and self.stacks[player] > 0
            and not any(self.round.acted)
        ):
            return False
        hole, up, common = self.dealer.hole, self.dealer.up, self.dealer.common
        ups: list[Sequence[int | None] | None] = [
            None if self.folded[p] else [*compress(hole[p], up[p]), *common] for p in range(self.n)
        ]
        if not any(None in u for u in ups if u is not None):
            return False
        best = possible_first_by_exposed(
            ups, lowest=self.variant.exposed_best == "lowest", tie=self.rules.stud_tie_break
        )
        return any(self._next_needing(b, include_self=True) == player for b in best)

    def _bring_in_turn(self, player: int | None, what: str, phases: tuple[Phase, ...]) -> int:
        """The player to act; on 3rd street also a player whose up card is unknown.

        With unknown up cards (``??`` in a hand history) the engine cannot tell who has
        the bring-in card: a player whose up card is unknown may be the one who brings
        it in, and the hand goes on from them.
        """
        up, hole = self.dealer.up, self.dealer.hole
        if (
            player is not None
            and self.phase is BRING_IN
            and player != self.actor
            and 0 <= player < self.n
            and not self.folded[player]
            and self.stacks[player] > 0
            and up[player]
            and up[player][-1]
            and hole[player][-1] is None
        ):
            return player
        return self._check_turn(player, what, phases)

    def _take_turn(self, p: int) -> None:
        """``p`` acts now: a stud player who posts or completes the bring-in, or whom the
        unknown cards allow to act first (see above), opens the round."""
        self.actor = self._opener = p
