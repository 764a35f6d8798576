"""One poker hand as a state machine (every variant, driven by :class:`Variant` data).

Players are indices in dealing order (``0`` is PHH ``p1``: the first seat left of the
button or dealer; the last index is the button).  Cards are ints ``rank * 4 + suit``
(``tournament.cards.Card`` values work); ``None`` is an unknown card in manual dealing.

Every action has a triad: ``verify_x(...)`` raises :class:`IllegalAction` with a floor
person's reason, ``can_x(...)`` answers ``bool`` and ``x(...)`` applies it and returns
an event.  ``x`` always calls ``verify_x`` before any change, so a rejected action
changes nothing.  This module holds the set-up (forced bets, the first street); the actions are in
:mod:`.betting_actions` (fold, check or call, bet or raise, bring-in),
:mod:`.card_actions` (draws, manual dealing, show or muck) and :mod:`.irregularities`
(exposed cards, misdeal); the flow is in :mod:`.streets`, whose turn it is in
:mod:`.turns`.

>>> import random
>>> hand = HandState("NT", [200, 200, 200], blinds_or_straddles=[1, 2, 0], min_bet=2,
...                  rng=random.Random(1))
>>> hand.actor, hand.bets
(2, [1, 2, 0])
>>> hand.complete_bet_or_raise_to(6).to
6
>>> _ = hand.fold(); _ = hand.fold()
>>> hand.is_over, hand.finishing_stacks
(True, [199, 198, 203])
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tournament.engine.amounts import UNLIMITED_STACK, whole_chips
from tournament.engine.betting_actions import BettingActions
from tournament.engine.dealer import Dealer
from tournament.engine.events import AntePosted, BlindPosted
from tournament.engine.hand_views import LegalActions, plan_for
from tournament.engine.rules import Rules
from tournament.engine.transitions import DEALING
from tournament.engine.variants import VARIANTS, Variant

__all__ = ["UNLIMITED_STACK", "HandState", "LegalActions"]

_DEFAULT_RULES = Rules()


class HandState(BettingActions):
    """A single hand: forced bets, dealing, betting, drawing, showdown and payout."""

    __slots__ = ()

    def __init__(
        self,
        variant: Variant | str,
        starting_stacks: Sequence[float | int],
        *,
        rules: Rules | None = None,
        antes: Sequence[int] | int = 0,
        blinds_or_straddles: Sequence[int] = (),
        bring_in: int | float = 0,
        small_bet: int | float = 0,
        big_bet: int | float = 0,
        min_bet: int | float = 0,
        deck: Sequence[int] | None = None,
        rng: random.Random | None = None,
        manual: bool = False,
        tournament_heads_up: bool = False,
        auto_showdown: bool = False,
    ) -> None:
        v = VARIANTS[variant] if isinstance(variant, str) else variant
        rules = rules if rules is not None else _DEFAULT_RULES
        n = len(starting_stacks)
        if n < 2:
            raise ValueError("a hand needs at least two players")
        if n > v.max_players:
            raise ValueError(f"{v.name} is played by at most {v.max_players} players, not {n}")
        stacks = [whole_chips(s, "a stack") for s in starting_stacks]
        if min(stacks) <= 0:
            raise ValueError("every starting stack must be positive")
        ante_list = [antes] * n if isinstance(antes, int) else [int(a) for a in antes]
        blind_list = [int(b) for b in blinds_or_straddles] if blinds_or_straddles else [0] * n
        if len(ante_list) != n or len(blind_list) != n:
            raise ValueError("antes and blinds must list one amount per player")
        if n == 2:  # heads-up: the button (p2) posts the small blind (PHH convention)
            ante_list = ante_list[::-1]
            blind_list = blind_list[::-1]
        self.plan = plan_for(v, rules, n)
        self.variant, self.rules, self.n = v, rules, n
        self.starting_stacks = stacks
        self.antes = ante_list
        self.blinds = blind_list
        # Antes that are not the same for everyone (a big-blind or button ante) are paid
        # for the table: dead money in the main pot, never an unmatched bet (TDA 2024).
        self._dead_antes = len(set(ante_list)) > 1
        self.dead = [0] * n
        self.bring_in_amount = whole_chips(bring_in, "the bring-in")
        self.small_bet = whole_chips(small_bet, "the small bet")
        self.big_bet = whole_chips(big_bet, "the big bet")
        self.min_bet = (
            whole_chips(min_bet, "the minimum bet")
            or self.small_bet
            or max(blind_list, default=0)
            or 1
        )
        self.manual = manual
        self.tournament_heads_up = tournament_heads_up
        self.auto_showdown = auto_showdown
        self.events = []
        self.dealer = Dealer(n, deck=deck, rng=rng, manual=manual, events=self.events)
        self.stacks = stacks[:]
        self.contrib = [0] * n
        self.folded = [False] * n
        self.mucked = [False] * n
        self._voluntary = 0
        self._voluntary_chips = False
        self._rr_key, self._rr_player, self._rr_value = -1, -1, None
        self.street_index = 0
        self.phase = DEALING
        self.is_over = False
        self.actor = None
        self._pending = []
        self._need = [0] * n
        self._board_need = 0
        self._draw_count = [0] * n
        self._runout = False
        self._final_showdown = False
        self._opener = 0
        self.round = self._new_round()
        self._post_forced_bets()
        self._with_chips = n - self.stacks.count(0)  # nobody has folded yet
        self.round.started_heads_up = self._with_chips == 2
        self._begin_street()

    def _post_forced_bets(self) -> None:
        blind_first = self.plan.blind_first
        stacks, contrib, bets = self.stacks, self.contrib, self.round.bets
        for p, (ante, signed_blind) in enumerate(zip(self.antes, self.blinds, strict=True)):
            blind = -signed_blind if signed_blind < 0 else signed_blind  # < 0: a post
            if ante <= 0 and blind <= 0:
                continue
            stack = stacks[p]
            if blind_first:
                b = min(blind, stack)
                a = min(ante, stack - b)
            else:
                a = min(ante, stack)
                b = min(blind, stack - a)
            if a > 0:
                stack -= a
                contrib[p] += a
                if self._dead_antes:
                    self.dead[p] += a
                self.events.append(AntePosted(p, a))
            if b > 0:
                stack -= b
                contrib[p] += b
                bets[p] = b
                self.events.append(BlindPosted(p, b))
            stacks[p] = stack
        self.round.post_blinds(self.blinds, self.min_bet)
