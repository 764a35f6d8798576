"""The betting actions of a hand: fold, check or call, complete/bet/raise, the bring-in.

Each has the triad ``verify_x`` / ``can_x`` / ``x`` (see :mod:`tournament.engine.hand`);
``legal_actions()`` says what the player to act may do, with the raise range the limit,
pot-limit or no-limit rules and the raise cap allow (:mod:`.betting` keeps the round's
bets; :mod:`.turns` says whose turn it is).
"""

from __future__ import annotations

from typing import Final

from tournament.engine.amounts import chips_amount
from tournament.engine.betting import cap_reached
from tournament.engine.errors import IllegalAction
from tournament.engine.events import BetOrRaised, BroughtIn, CheckedOrCalled, Folded
from tournament.engine.hand_views import LegalActions
from tournament.engine.irregularities import Irregularities
from tournament.engine.transitions import (
    BETTING,
    BRING_IN,
    BROUGHT_IN,
    DRAWING,
    SHOWDOWN,
    next_phase,
)

__all__ = ["BettingActions"]

_WHEN_BETTING: Final = (BETTING,)
_WHEN_BETTING_OR_BRING_IN: Final = (BETTING, BRING_IN)
_WHEN_BRING_IN: Final = (BRING_IN,)


class BettingActions(Irregularities):
    """Fold, check or call, complete/bet/raise, post the bring-in; the legal actions."""

    __slots__ = ()

    # ------------------------------------------------------------------ raises

    def _capped(self) -> bool:
        """Whether the raise cap applies now (see the ``uncap_when`` setting)."""
        rnd = self.round
        return cap_reached(
            rnd.raises,
            self.rules.raise_cap,
            self.rules.uncap_when,
            tournament_heads_up=self.tournament_heads_up,
            hand_heads_up=self._with_chips == 2,
            players_left=self.folded.count(False),
            round_started_heads_up=rnd.started_heads_up,
            capped_multiway=rnd.capped_multiway,
            last_round=self.street_index == self.plan.last_street,
        )

    def _raise_range(self, p: int) -> tuple[int, int] | None:
        """Legal raise-to amounts for ``p`` (``None`` when no raise is possible).

        Cached until the next event: every change of the hand records one, so
        ``legal_actions()`` and the raise that follows compute it once.
        """
        key = len(self.events)
        if key == self._rr_key and p == self._rr_player:
            return self._rr_value
        rnd, stack = self.round, self.stacks[p]
        value = None
        if stack + rnd.bets[p] <= rnd.call_level or not self._others_with_chips(p):
            value = None
        elif self.plan.limit:
            capped = rnd.raises > self.rules.raise_cap and self._capped()
            if not capped:
                value = rnd.limit_raise_range(p, stack)
        else:
            pot = sum(self.contrib) if self.plan.pot_limit else None
            value = rnd.no_limit_raise_range(p, stack, pot)
        self._rr_key, self._rr_player, self._rr_value = key, p, value
        return value

    def capped(self) -> bool:
        """Whether this limit betting round is capped now: no more raises (``raise_cap``
        and ``uncap_when``)."""
        if not self.plan.limit or self.phase is not BETTING:
            return False
        return self.round.raises > self.rules.raise_cap and self._capped()

    def _no_raise_reason(self, p: int) -> str:
        if self.stacks[p] + self.round.bets[p] <= self.round.call_level:
            return f"Player {p + 1} does not have enough chips to raise; call all-in or fold."
        if not self._others_with_chips(p):
            return "Every other player is all-in: nobody is left to raise against."
        if self.plan.limit and self._capped():
            return "The betting is capped: no more raises this round."
        return (
            f"Player {p + 1} already acted and the betting was not reopened by a full raise; "
            "call or fold."
        )

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> LegalActions:
        """What the player to act may do now, with amount ranges."""
        p = self.actor
        phase = self.phase
        if p is None:
            return LegalActions(None, phase.label)
        if phase is BETTING:
            owe = self.round.call_level - self.round.bets[p]
            call = min(owe, self.stacks[p]) if owe > 0 else None
            rr = self._raise_range(p)
            return LegalActions(p, phase.label, True, owe <= 0, call, rr, None, None, False)
        if phase is DRAWING:
            most = min(self.plan.max_discard, len(self.dealer.hole[p]))
            return LegalActions(p, phase.label, False, False, None, None, None, most, False)
        if phase is SHOWDOWN:
            return LegalActions(p, phase.label, False, False, None, None, None, None, True)
        if phase is BRING_IN:
            stack = self.stacks[p]
            complete = min(self.small_bet, stack + self.round.bets[p])
            bring_in = min(self.bring_in_amount, stack)
            return LegalActions(
                p,
                phase.label,
                fold=self._may_fold_the_bring_in(p),
                raise_to=(complete, complete),
                bring_in=bring_in,
            )
        return LegalActions(None, phase.label)

    # ------------------------------------------------------------------ fold

    def verify_fold(self, player: int | None = None) -> int:
        """Check that the player may fold; returns the player.

        On 3rd street in stud only once the bring-in is made, except when the player
        with the bring-in card is all in for the ante: the players after her may then
        fold, bring it in or complete (French cardroom stud guide)."""
        if self.phase is BRING_IN:
            p = self._check_turn(player, "fold", _WHEN_BRING_IN)
            if not self._may_fold_the_bring_in(p):
                raise IllegalAction(
                    f"Player {p + 1} has the bring-in card: bring it in or complete, no folding."
                )
            return p
        return self._check_turn(player, "fold", _WHEN_BETTING)

    def _may_fold_the_bring_in(self, p: int) -> bool:
        """Whether ``p``, due to bring it in, may fold: the bring-in card is another
        player's, who is all in for the ante."""
        opener = self._opener
        return p != opener and self.stacks[opener] == 0 and not self.folded[opener]

    def can_fold(self, player: int | None = None) -> bool:
        """Whether :meth:`fold` would be accepted."""
        try:
            self.verify_fold(player)
        except IllegalAction:
            return False
        return True

    def fold(self, player: int | None = None) -> Folded:
        """The player folds; the cards go to the muck."""
        p = self.verify_fold(player)
        if p != self.actor:
            self._take_turn(p)
        self.folded[p] = True
        if self.stacks[p] > 0:
            self._with_chips -= 1
        self.dealer.muck.extend(self.dealer.hole[p])
        self._voluntary += 1
        event = Folded(p)
        self.events.append(event)
        if self.phase is BRING_IN and (
            self.folded.count(False) < 2 or self._next_needing(p, include_self=False) is None
        ):  # nobody is left to bring it in: the round is over
            self.phase = next_phase(self.phase, BROUGHT_IN)
        self._advance(p)
        return event

    # ------------------------------------------------------------------ check / call

    def verify_check_or_call(self, player: int | None = None) -> int:
        """Check that the player may check or call; returns the amount to put in."""
        p = self._check_turn(player, "check or call", _WHEN_BETTING)
        owe = self.round.call_level - self.round.bets[p]
        stack = self.stacks[p]
        return stack if owe > stack else owe if owe > 0 else 0

    def can_check_or_call(self, player: int | None = None) -> bool:
        """Whether :meth:`check_or_call` would be accepted."""
        try:
            self.verify_check_or_call(player)
        except IllegalAction:
            return False
        return True

    def check_or_call(self, player: int | None = None) -> CheckedOrCalled:
        """The player checks, or calls (all-in for less when short)."""
        amount = self.verify_check_or_call(player)
        p = self.actor if player is None else player
        assert p is not None
        if p != self.actor or self.phase is BRING_IN:
            self._take_turn(p)
        self._put(p, amount)
        self.round.record_call(p, amount)
        self._voluntary += 1
        self._voluntary_chips = self._voluntary_chips or amount > 0
        event = CheckedOrCalled(p, amount)
        self.events.append(event)
        self._advance(p)
        return event

    # ------------------------------------------------------------------ bet / raise

    def verify_complete_bet_or_raise_to(
        self, amount: int | float, player: int | None = None
    ) -> int:
        """Check a completion, bet or raise to ``amount``; returns the player."""
        amount = chips_amount(amount)
        p = self._bring_in_turn(player, "bet or raise", _WHEN_BETTING_OR_BRING_IN)
        if self.phase is BRING_IN:
            complete = min(self.small_bet, self.stacks[p] + self.round.bets[p])
            if amount != complete:
                raise IllegalAction(
                    f"Player {p + 1} brings it in: post the bring-in or complete to "
                    f"{complete}, not {amount}."
                )
            return p
        rng = self._raise_range(p)
        if rng is None:
            raise IllegalAction(self._no_raise_reason(p))
        low, high = rng
        if amount > self.stacks[p] + self.round.bets[p]:
            raise IllegalAction(
                f"Player {p + 1} has only {self.stacks[p]} more chips and cannot make it {amount}."
            )
        if self.plan.limit:
            if amount not in (low, high):
                options = str(low) if low == high else f"{low} or {high}"
                raise IllegalAction(
                    f"In limit the bet or raise must be to {options}, not {amount}."
                )
        elif amount < low or amount > high:
            word = "bet" if self.round.call_level == 0 else "raise"
            if amount < low:
                raise IllegalAction(
                    f"The minimum {word} is to {low}; {amount} is too small "
                    "(only an all-in may be less)."
                )
            raise IllegalAction(f"Pot limit: the most player {p + 1} can make it is {high}.")
        return p

    def can_complete_bet_or_raise_to(self, amount: int | float, player: int | None = None) -> bool:
        """Whether :meth:`complete_bet_or_raise_to` would be accepted."""
        try:
            self.verify_complete_bet_or_raise_to(amount, player)
        except IllegalAction:
            return False
        return True

    def complete_bet_or_raise_to(
        self, amount: int | float, player: int | None = None
    ) -> BetOrRaised:
        """The player completes, bets or raises so that their bet this round is ``amount``.

        ``amount`` is whole chips (an integral float such as ``6.0`` counts as 6).
        """
        p = self.verify_complete_bet_or_raise_to(amount, player)
        amount = chips_amount(amount)
        if p != self.actor or self.phase is BRING_IN:
            self._take_turn(p)
        if self.phase is BRING_IN:
            self.phase = next_phase(self.phase, BROUGHT_IN)
        with_chips = self._with_chips
        self._put(p, amount - self.round.bets[p])
        self.round.record_raise(p, amount, players_with_chips=with_chips)
        self._voluntary += 1
        self._voluntary_chips = True
        event = BetOrRaised(p, amount, self.stacks[p] == 0)
        self.events.append(event)
        self._advance(p)
        return event

    # ------------------------------------------------------------------ bring-in

    def verify_post_bring_in(self, player: int | None = None) -> int:
        """Check that the player may post the bring-in; returns the amount."""
        p = self._bring_in_turn(player, "post the bring-in", _WHEN_BRING_IN)
        return min(self.bring_in_amount, self.stacks[p])

    def can_post_bring_in(self, player: int | None = None) -> bool:
        """Whether :meth:`post_bring_in` would be accepted."""
        try:
            self.verify_post_bring_in(player)
        except IllegalAction:
            return False
        return True

    def post_bring_in(self, player: int | None = None) -> BroughtIn:
        """The player posts the bring-in (all-in for less when short)."""
        amount = self.verify_post_bring_in(player)
        p = self.actor if player is None else player
        assert p is not None
        if p != self.actor or self.phase is BRING_IN:
            self._take_turn(p)
        self.phase = next_phase(self.phase, BROUGHT_IN)
        self._put(p, amount)
        rnd = self.round
        rnd.bets[p] += amount
        rnd.call_level = max(rnd.call_level, self.bring_in_amount)
        rnd.acted[p] = True
        rnd.acted_level[p] = rnd.call_level
        rnd.bring_in_player = p
        self._voluntary += 1
        self._voluntary_chips = True
        event = BroughtIn(p, amount)
        self.events.append(event)
        self._advance(p)
        return event
