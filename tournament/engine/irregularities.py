"""Irregularities: cards the dealer exposed, and the misdeal.

- :meth:`~Irregularities.expose_card`: one of a player's cards exposed by the dealer;
  in the initial deal (TDA 35, WSOP live 214 / tournament 88) or later (Robert's Rules:
  an exposed draw card is dead and replaced after the other players' draws; any other
  card stays live and plays face up).
- :meth:`~Irregularities.expose_board_card`: board cards turned before the betting
  round was complete (Robert's Rules, hold'em irregularities: a premature flop or river
  is scrambled back into the stub and dealt again without a burn; a premature turn is
  set aside, the river card is turned in its place, and the set-aside card is scrambled
  back for the river, dealt without a burn).
- :meth:`~Irregularities.declare_misdeal`.

Each has the triad ``verify_x`` / ``can_x`` / ``x``; a refused one changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tournament.cards.card import card_text, format_cards
from tournament.engine.card_actions import CardActions
from tournament.engine.errors import IllegalAction
from tournament.engine.events import BoardCardsExposed, CardExposed, HoleDealt, Misdealt
from tournament.engine.transitions import (
    BETTING,
    BRING_IN,
    CARDS_DUE,
    DEAL_CORRECTED,
    DEALING,
    OVER,
    SHOWDOWN,
    next_phase,
)

__all__ = ["Irregularities"]

_INITIAL_DEAL: Final = (DEALING, BRING_IN, BETTING)
_MISDEAL_REASON: Final = "a card exposed in the initial deal (the rulebook makes it a misdeal)"


class Irregularities(CardActions):
    """Exposed cards and misdeals."""

    __slots__ = ()

    # ------------------------------------------------------------------ exposed card

    def _exposed_index(self, player: int, card: int, order: int | None) -> int:
        """Which of ``player``'s cards ``card`` is: the card itself when known, else the
        unknown card number ``order`` (0: the first dealt to the player), else the first
        unknown one."""
        hand = self.dealer.hole[player]
        if card in hand:
            return hand.index(card)
        if order is None:
            return hand.index(None)
        if not 0 <= order < len(hand) or hand[order] is not None:
            raise IllegalAction(
                f"Player {player + 1}'s card {order + 1} is not an unknown card of the "
                f"player's: {card_text(card)} cannot be it."
            )
        return order

    def verify_expose_card(self, player: int, card: int | None, order: int | None = None) -> str:
        """Check that the dealer's exposure of ``card`` to ``player`` can be recorded.

        Returns the remedy: ``"burn card"``, ``"dealt down"`` or ``"misdeal"`` in the
        initial deal (before anyone acted), ``"replaced after the draw"`` or ``"face up"``
        later (see :meth:`expose_card`). ``order`` (manual dealing) says which of the
        player's unknown cards it was: 0 the first dealt to the player, 1 the second...
        """
        if self.phase is OVER:
            raise IllegalAction("The hand is over; no card can be exposed in its deal.")
        if self.phase is SHOWDOWN:
            raise IllegalAction("At the showdown the hands are shown: nothing to remedy.")
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
        index = self._exposed_index(player, card, order)
        if self.street_index != 0 or self._voluntary or self.phase not in _INITIAL_DEAL:
            return self._later_remedy(player, index, card)
        earlier = [e.player for e in self.events if isinstance(e, CardExposed)]
        per_player = self.plan.stud and self.rules.stud_exposed_down_card == "deal_third_down"
        if earlier and (not per_player or player in earlier):
            # two exposed cards; in stud (WSOP 214, per player) all three of one player's
            if not self.can_declare_misdeal():  # pragma: no cover - nobody acted yet
                raise IllegalAction("Substantial action has taken place: no misdeal.")
            return "misdeal"
        if not self.plan.stud:
            if index == 0 and player in (0, 1):  # the first or second card of the deal
                return "misdeal"  # TDA 35
            return "burn card"
        if len(hand) != self.street.hole_count:
            raise IllegalAction(
                f"Player {player + 1}'s three cards are not all dealt yet: "
                "an exposed down card is recorded once they are."
            )
        if self.dealer.up[player][index]:
            raise IllegalAction(
                f"{card_text(card)} is player {player + 1}'s up card: it is dealt face up."
            )
        if self.rules.stud_exposed_down_card == "misdeal":
            return "misdeal"  # WSOP tournament rule 88
        return "dealt down"

    def _later_remedy(self, p: int, index: int, card: int) -> str:
        """The remedy for a player's card (``index``) exposed after the initial deal."""
        hand = self.dealer.hole[p]
        if self.dealer.up[p][index]:
            raise IllegalAction(f"{card_text(card)} is already face up.")
        if self.variant.streets[self.street_index].draw and (
            self.phase is DEALING or (self.phase is BETTING and not any(self.round.acted))
        ):  # the draw's replacements are out, the betting has not begun
            dealt = self._draw_count[p] - (self._need[p] if self.phase is DEALING else 0)
            if dealt > 0 and index >= len(hand) - dealt:
                return "replaced after the draw"
        return "face up"

    def can_expose_card(self, player: int, card: int | None, order: int | None = None) -> bool:
        """Whether :meth:`expose_card` would be accepted."""
        try:
            self.verify_expose_card(player, card, order)
        except IllegalAction:
            return False
        return True

    def expose_card(self, player: int, card: int | None, order: int | None = None) -> CardExposed:
        """The dealer exposed ``card``, dealt to ``player`` in the initial deal.

        - Hold'em, Omaha and draw games: the exposed card becomes the burn card and the
          player gets a replacement after the deal (automatic dealing: the next card,
          and the exposed card is then the next card burned; manual dealing: the
          replacement is due from :meth:`deal_hole`).
        - Stud: a first or second down card dealt face up stays up and the 3rd card is
          dealt down instead (the bring-in is decided again from the up cards).
        - A second exposed card in the initial deal is a misdeal: every chip goes back
          and the hand is void (:class:`Misdealt` follows).
        - After the initial deal, a card of the draw's replacements exposed before the
          betting begins cannot be kept: it is dead (with the burns) and the player gets
          the next card after the other players' replacements (Robert's Rules).
        - Any other card exposed after the initial deal stays live and plays face up; in
          stud it counts neither for who acts first (an exposed 7th-street card does not
          change the order) nor for the open pair: the hand plays on as dealt.

        Manual dealing: ``order`` says which of the player's unknown cards it was (0:
        the first dealt to the player); a hold'em blind's second card is not one of the
        first two cards of the deal.

        Returns the :class:`CardExposed` event; an exposure the rules do not allow
        raises :class:`IllegalAction` and changes nothing.
        """
        remedy = self.verify_expose_card(player, card, order)
        assert card is not None
        dealer = self.dealer
        hand, up = dealer.hole[player], dealer.up[player]
        if card not in hand:  # manual dealing: an unknown card of the player is revealed
            dealer.take_from_piles([card])
            hand[self._exposed_index(player, card, order)] = card
        event = CardExposed(player, card, remedy)
        self.events.append(event)
        if remedy == "face up":
            up[hand.index(card)] = True
            dealer.flashed.append(card)
            return event
        if remedy == "replaced after the draw":
            self._replace_exposed_draw_card(player, card)
            return event
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

    def _replace_exposed_draw_card(self, p: int, card: int) -> None:
        dealer = self.dealer
        hand, up = dealer.hole[p], dealer.up[p]
        index = hand.index(card)
        del hand[index]
        del up[index]
        dealer.burns.append(card)
        if self.manual:  # the replacement is due from deal_hole
            dealer.dead.append(card)
            self._need[p] += 1
            if self.phase is not DEALING:
                self.phase = next_phase(self.phase, CARDS_DUE)
                self.actor = None
            return
        replacement = dealer.replacement()
        hand.append(replacement)
        up.append(False)
        self.events.append(HoleDealt(p, (replacement,), (False,)))

    # ------------------------------------------------------------------ premature board

    def verify_expose_board_card(self, cards: Sequence[int | None] | None = None) -> str:
        """Check that board cards turned too early can be recorded; returns the remedy.

        ``cards``: with manual dealing, the cards the dealer turned; with automatic
        dealing ``None`` (the engine knows them: the stub's next cards after a burn).
        """
        if self.phase is OVER:
            raise IllegalAction("The hand is over.")
        if self.plan.stud or not any(st.board for st in self.variant.streets):
            raise IllegalAction(f"{self.variant.name} has no board cards.")
        if self.phase is not BETTING or self.actor is None:
            raise IllegalAction(
                "Board cards are turned too early only while a betting round is still going on."
            )
        nxt = self.street_index + 1
        streets = self.variant.streets
        if nxt > self.plan.last_street or not streets[nxt].board:
            raise IllegalAction("After this betting round no board card is to come.")
        if self.dealer.skip_burn:
            raise IllegalAction(
                "The next street's cards were already turned too early: they are dealt "
                "again when the betting round ends."
            )
        count = streets[nxt].board
        if self.manual:
            if cards is None or len(cards) != count or None in cards:
                raise IllegalAction(f"Name the {count} card(s) the dealer turned too early.")
            self.dealer.check_new_cards(cards)
            if any(c in self.dealer.muck for c in cards):
                raise IllegalAction(f"{format_cards(cards)}: a folded player's card is not turned.")
        elif cards is not None:
            raise IllegalAction(
                "The engine deals this hand: the cards turned too early are the stub's next "
                "ones, not named."
            )
        first_board = next(i for i, st in enumerate(streets) if st.board)
        last_board = max(i for i, st in enumerate(streets) if st.board)
        return "reshuffled" if nxt in (first_board, last_board) else "set aside"

    def can_expose_board_card(self, cards: Sequence[int | None] | None = None) -> bool:
        """Whether :meth:`expose_board_card` would be accepted."""
        try:
            self.verify_expose_board_card(cards)
        except IllegalAction:
            return False
        return True

    def expose_board_card(self, cards: Sequence[int | None] | None = None) -> BoardCardsExposed:
        """The dealer burned and turned the next street's board cards before the betting
        round was complete (Robert's Rules).

        The burn card stays burned.  A premature flop or river goes back into the stub,
        which is scrambled, and is dealt again without a burn when the round ends
        (``"reshuffled"``).  A premature turn is set aside: when the round ends the dealer
        burns and turns what would have been the river in its place, and for the river
        the stub and the set-aside card are scrambled and the river comes without a burn
        (``"set aside"``).  The betting round goes on as before.
        """
        remedy = self.verify_expose_board_card(cards)
        dealer = self.dealer
        count = self.variant.streets[self.street_index + 1].board
        if self.manual:
            assert cards is not None
            exposed: list[int | None] = list(cards)
            dealer.burns.append(None)
        else:
            exposed = list(dealer.turn_early(count))
        event = BoardCardsExposed(tuple(exposed), remedy)
        self.events.append(event)
        if remedy == "reshuffled":
            if dealer.aside_until == self.street_index + 1:  # a set-aside turn goes back too
                exposed += dealer.aside
                dealer.aside, dealer.aside_until = [], -1
            dealer.back_into_stub(exposed)
        else:
            dealer.aside.extend(exposed)
            dealer.aside_until = self.street_index + 2
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
