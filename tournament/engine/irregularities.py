"""Irregularities: a card the dealer exposed in the initial deal, and the misdeal.

Each has the triad ``verify_x`` / ``can_x`` / ``x``; a refused one changes nothing.
"""

from __future__ import annotations

from typing import Final

from tournament.engine.card_actions import CardActions
from tournament.engine.dealer import card_text
from tournament.engine.errors import IllegalAction
from tournament.engine.events import CardExposed, HoleDealt, Misdealt
from tournament.engine.transitions import (
    BETTING,
    BRING_IN,
    CARDS_DUE,
    DEAL_CORRECTED,
    DEALING,
    OVER,
    next_phase,
)

__all__ = ["Irregularities"]

_INITIAL_DEAL: Final = (DEALING, BRING_IN, BETTING)
_MISDEAL_REASON: Final = "a card exposed in the initial deal (the rulebook makes it a misdeal)"


class Irregularities(CardActions):
    """Exposed cards and misdeals."""

    __slots__ = ()

    # ------------------------------------------------------------------ exposed card

    def verify_expose_card(self, player: int, card: int | None) -> str:
        """Check that the dealer's exposure of ``card`` to ``player`` can be recorded.

        Returns the remedy: ``"burn card"``, ``"dealt down"`` or ``"misdeal"`` (see
        :meth:`expose_card`).  Only a card of the initial deal, before anyone acted.
        """
        if self.phase is OVER:
            raise IllegalAction("The hand is over; no card can be exposed in its deal.")
        if self.street_index != 0 or self._voluntary or self.phase not in _INITIAL_DEAL:
            raise IllegalAction(
                "Only a card exposed in the initial deal, before any player acts, is a "
                "dealer's exposure; the hand goes on."
            )
        if not 0 <= player < self.n or self.folded[player]:
            raise IllegalAction(f"Player {player + 1} has no cards in this hand.")
        hand = self.dealer.hole[player]
        if card is None or (card not in hand and (not self.manual or None not in hand)):
            raise IllegalAction(
                f"Player {player + 1} was not dealt {card_text(card)}: "
                "only a card the player was dealt can be exposed."
            )
        if card not in hand:
            self.dealer.check_new_cards([card])
        if any(isinstance(e, CardExposed) for e in self.events):
            if not self.can_declare_misdeal():  # pragma: no cover - nobody acted yet
                raise IllegalAction("Substantial action has taken place: no misdeal.")
            return "misdeal"
        if not self.plan.stud:
            index = hand.index(card) if card in hand else hand.index(None)
            if index == 0 and player in (0, 1):  # the first or second card of the deal
                return "misdeal"  # TDA 35
            return "burn card"
        if len(hand) != self.street.hole_count:
            raise IllegalAction(
                f"Player {player + 1}'s three cards are not all dealt yet: "
                "an exposed down card is recorded once they are."
            )
        index = hand.index(card) if card in hand else hand.index(None)
        if self.dealer.up[player][index]:
            raise IllegalAction(
                f"{card_text(card)} is player {player + 1}'s up card: it is dealt face up."
            )
        if self.rules.stud_exposed_down_card == "misdeal":
            return "misdeal"  # WSOP tournament rule 88
        return "dealt down"

    def can_expose_card(self, player: int, card: int | None) -> bool:
        """Whether :meth:`expose_card` would be accepted."""
        try:
            self.verify_expose_card(player, card)
        except IllegalAction:
            return False
        return True

    def expose_card(self, player: int, card: int | None) -> CardExposed:
        """The dealer exposed ``card``, dealt to ``player`` in the initial deal.

        - Hold'em, Omaha and draw games: the exposed card becomes the burn card and the
          player gets a replacement after the deal (automatic dealing: the next card,
          and the exposed card is then the next card burned; manual dealing: the
          replacement is due from :meth:`deal_hole`).
        - Stud: a first or second down card dealt face up stays up and the 3rd card is
          dealt down instead (the bring-in is decided again from the up cards).
        - A second exposed card in the initial deal is a misdeal: every chip goes back
          and the hand is void (:class:`Misdealt` follows).

        Returns the :class:`CardExposed` event; an exposure the rules do not allow
        raises :class:`IllegalAction` and changes nothing.
        """
        remedy = self.verify_expose_card(player, card)
        assert card is not None
        dealer = self.dealer
        hand, up = dealer.hole[player], dealer.up[player]
        if card not in hand:  # manual dealing: an unknown card of the player is revealed
            dealer.take_from_piles([card])
            hand[hand.index(None)] = card
        event = CardExposed(player, card, remedy)
        self.events.append(event)
        if remedy == "misdeal":
            self.declare_misdeal(_MISDEAL_REASON)
            return event
        index = hand.index(card)
        del hand[index]
        del up[index]
        if remedy == "dealt down":  # the exposed card is the up card, the others down
            hand.append(card)
            up[:] = [False] * (len(hand) - 1)
            up.append(True)
            if self.phase is not DEALING:  # the betting starts over: new bring-in
                self.phase = next_phase(self.phase, DEAL_CORRECTED)
                self._begin_betting()
            return event
        if self.manual:
            dealer.burns.append(card)
            self.phase = next_phase(self.phase, CARDS_DUE)
            self.actor = None
            self._need[player] += 1
            return event
        dealer.shuffle_now()  # so that the stub's top card is known
        replacement = dealer.stub.pop()
        dealer.stub.append(card)  # on top of the stub: the next card burned
        hand.append(replacement)
        up.append(False)
        self.events.append(HoleDealt(player, (replacement,), (False,)))
        return event

    # ------------------------------------------------------------------ misdeal

    def can_declare_misdeal(self) -> bool:
        """A misdeal is possible before substantial action (TDA)."""
        if self.phase is OVER:
            return False
        return not (self._voluntary >= 3 or (self._voluntary >= 2 and self._voluntary_chips))

    def verify_declare_misdeal(self) -> None:
        """Raise when substantial action has already taken place."""
        if self.phase is OVER:
            raise IllegalAction("The hand is already over.")
        if not self.can_declare_misdeal():
            raise IllegalAction(
                "Substantial action has taken place (two actions in turn with chips put in, "
                "or three actions): the hand cannot be a misdeal and play goes on."
            )

    def declare_misdeal(self, reason: str = "misdeal") -> Misdealt:
        """Void the hand: every chip goes back; re-deal with the same button."""
        self.verify_declare_misdeal()
        self.stacks = list(self.starting_stacks)
        event = Misdealt(reason)
        self.events.append(event)
        self._finish()
        return event
