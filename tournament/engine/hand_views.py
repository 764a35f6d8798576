"""What one hand holds, and the read-only views of it (the base of :class:`HandState`).

:class:`HandFacts` is what a hand's variant, rules and number of players fix (shared by
every hand of the same kind); :class:`HandViews` declares every attribute of a hand and
answers the questions a table display asks (stacks, pots, whose turn, where every card
is).  The actions live in the classes built on it: :mod:`.turns` (whose turn),
:mod:`.streets` (the flow from street to street), :mod:`.card_actions`,
:mod:`.irregularities` and :mod:`.hand`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from tournament.engine.betting import BettingRound
from tournament.engine.dealer import Dealer
from tournament.engine.events import Event
from tournament.engine.pots import live_pots, pots_with_dead_money
from tournament.engine.rankers import Ranker, ranker
from tournament.engine.rules import Rules
from tournament.engine.transitions import OVER, Phase
from tournament.engine.variants import Street, Variant

__all__ = ["HandFacts", "HandViews", "LegalActions", "plan_for"]


class LegalActions(NamedTuple):
    """What the player to act may do now.

    ``call`` is the amount the player still **owes** to call (what they put in on top of
    their bet this round, at most their stack: all-in for less), ``None`` when they may
    check. ``raise_to`` is ``(min, max)`` as "to" totals for the round (their whole bet
    this round after the raise) or ``None``; in limit games only ``min`` and ``max``
    themselves are valid (they differ only for an open pair on 4th street or an
    all-in).  ``bring_in`` is the bring-in amount when it may be posted, ``complete``
    the completion amount.  ``discard`` is the most cards that may be discarded.
    """

    player: int | None
    phase: str
    fold: bool = False
    check: bool = False
    call: int | None = None
    raise_to: tuple[int, int] | None = None
    bring_in: int | None = None
    discard: int | None = None
    show: bool = False


@dataclass(frozen=True, slots=True)
class HandFacts:
    """The facts of a hand fixed by its variant, its rules and its number of players."""

    variant: Variant
    rules: Rules
    n: int
    limit: bool
    pot_limit: bool
    stud: bool
    open_pair_rule: bool
    """Stud (high) with the open-pair setting on: a pair on 4th street allows the big bet."""
    blind_first: bool
    """A short big blind pays the blind before the ante."""
    eval_high: Ranker | None
    eval_low: Ranker | None
    clockwise: tuple[tuple[int, ...], ...]
    """``clockwise[s]``: every player clockwise from ``s``, ``s`` first."""
    clockwise_after: tuple[tuple[int, ...], ...]
    """``clockwise_after[s]``: every player clockwise from the seat after ``s``, ``s`` last."""
    last_street: int
    max_discard: int
    big_street: tuple[bool, ...]
    """Per street: its limit unit is the big bet."""
    draw_ahead: tuple[bool, ...]
    """Per street: a draw is still to come after it."""


_PLANS: dict[tuple[int, int, int], HandFacts] = {}


def plan_for(v: Variant, rules: Rules, n: int) -> HandFacts:
    """The :class:`HandFacts` of ``n`` players of ``v`` under ``rules`` (cached)."""
    key = (id(v), id(rules), n)
    plan = _PLANS.get(key)
    if plan is not None and plan.variant is v and plan.rules is rules:
        return plan
    streets = v.streets
    stud = v.kind == "stud"
    plan = HandFacts(
        variant=v,
        rules=rules,
        n=n,
        limit=v.betting == "fixed-limit",
        pot_limit=v.betting == "pot-limit",
        stud=stud,
        open_pair_rule=stud and rules.open_pair_big_bet(v.open_pair_game),
        blind_first=rules.bb_ante_order == "blind_first",
        eval_high=ranker(v.high),
        eval_low=ranker(v.low),
        clockwise=tuple(tuple((s + k) % n for k in range(n)) for s in range(n)),
        clockwise_after=tuple(tuple((s + k) % n for k in range(1, n + 1)) for s in range(n)),
        last_street=len(streets) - 1,
        max_discard=v.max_discard,
        big_street=tuple(s.bet_size == "big" for s in streets),
        draw_ahead=tuple(any(s.draw for s in streets[i + 1 :]) for i in range(len(streets))),
    )
    if len(_PLANS) >= 512:  # rules made hand by hand: keep the cache small
        _PLANS.clear()
    _PLANS[key] = plan
    return plan


class HandViews:
    """Every attribute of a hand, and what can be read from them.

    The attributes are slots: a hand has exactly these and no others.
    """

    __slots__ = (
        "_board_need",
        "_dead_antes",
        "_draw_count",
        "_final_showdown",
        "_need",
        "_opener",
        "_pending",
        "_rr_key",
        "_rr_player",
        "_rr_value",
        "_runout",
        "_voluntary",
        "_voluntary_chips",
        "_with_chips",
        "actor",
        "antes",
        "auto_showdown",
        "big_bet",
        "blinds",
        "bring_in_amount",
        "contrib",
        "dead",
        "dealer",
        "events",
        "folded",
        "is_over",
        "manual",
        "min_bet",
        "mucked",
        "n",
        "phase",
        "plan",
        "round",
        "rules",
        "small_bet",
        "stacks",
        "starting_stacks",
        "street_index",
        "tournament_heads_up",
        "variant",
    )

    plan: HandFacts
    variant: Variant
    rules: Rules
    n: int
    starting_stacks: list[int]
    antes: list[int]
    """Per player (heads-up: button first, as posted)."""
    blinds: list[int]
    dead: list[int]
    """Each player's chips that are dead money in the main pot (antes paid for the table)."""
    bring_in_amount: int
    small_bet: int
    big_bet: int
    min_bet: int
    manual: bool
    tournament_heads_up: bool
    auto_showdown: bool
    dealer: Dealer
    stacks: list[int]
    contrib: list[int]
    """Everything each player put in this hand."""
    folded: list[bool]
    mucked: list[bool]
    events: list[Event]
    round: BettingRound
    street_index: int
    phase: Phase
    is_over: bool
    """True once the pots are paid (or a misdeal voided the hand): the phase is ``over``."""
    actor: int | None
    # progress of the hand
    _dead_antes: bool
    _voluntary: int  # actions taken in turn (substantial action, misdeal)
    _voluntary_chips: bool  # one of them put chips in
    _pending: list[int]  # players still to draw, or to show
    _need: list[int]  # manual dealing: cards owed per player
    _board_need: int  # manual dealing: board cards owed
    _draw_count: list[int]  # cards each player discarded in the current draw
    _runout: bool  # betting is over: the remaining cards are dealt without it
    _opener: int  # first to act this round
    _with_chips: int  # players still in with chips behind
    _final_showdown: bool  # the showdown settles the pots (else: tabled before a run-out)
    _rr_key: int  # cache of _raise_range: (len(events), player) -> range
    _rr_player: int
    _rr_value: tuple[int, int] | None

    # ------------------------------------------------------------------ cards and bets

    @property
    def stub(self) -> list[int]:
        """The undealt cards (the next one last)."""
        return self.dealer.stub

    @property
    def hole(self) -> list[list[int | None]]:
        """Each player's cards in dealing order (the engine's own lists)."""
        return self.dealer.hole

    @property
    def up(self) -> list[list[bool]]:
        """For each player's card, whether it is face up."""
        return self.dealer.up

    @property
    def board(self) -> list[int | None]:
        """The community cards."""
        return self.dealer.board

    @property
    def burns(self) -> list[int | None]:
        """The burned cards."""
        return self.dealer.burns

    @property
    def muck(self) -> list[int | None]:
        """Folded and mucked cards."""
        return self.dealer.muck

    @property
    def discards(self) -> list[list[int | None]]:
        """Each draw's discards."""
        return self.dealer.discards

    @property
    def common(self) -> list[int | None]:
        """Stud short stub: the common card."""
        return self.dealer.common

    @property
    def bets(self) -> list[int]:
        """Each player's chips put in this betting round."""
        return self.round.bets

    @property
    def call_level(self) -> int:
        """The bet to call this round."""
        return self.round.call_level

    # ------------------------------------------------------------------ public views

    @property
    def phase_name(self) -> str:
        """The current phase: dealing, bring-in, betting, drawing, showdown or over."""
        return self.phase.label

    @property
    def street(self) -> Street:
        """The current street of the variant."""
        return self.variant.streets[self.street_index]

    @property
    def finishing_stacks(self) -> list[int] | None:
        """The stacks after the hand, or ``None`` while it is being played."""
        return list(self.stacks) if self.phase is OVER else None

    @property
    def hole_cards(self) -> list[list[int | None]]:
        """Each player's hole cards in dealing order (``None`` for unknown cards)."""
        return [list(h) for h in self.dealer.hole]

    def up_cards(self, player: int) -> list[int | None]:
        """The face-up cards of a player (stud up cards, or a tabled hand)."""
        d = self.dealer
        return [c for c, u in zip(d.hole[player], d.up[player], strict=True) if u]

    def total_pot(self) -> int:
        """All chips in the middle: collected pots plus the bets of this round."""
        return sum(self.contrib)

    def pots(self) -> list[tuple[int, tuple[int, ...]]]:
        """Main pot then side pots as ``(amount, eligible players)`` (bets included)."""
        return [
            (p.amount, p.eligible)
            for p in pots_with_dead_money(self.contrib, self.dead, self.folded)
        ]

    def live_pots(self) -> list[tuple[int, tuple[int, ...]]]:
        """The pots as the hand stands, for the table to read: every chip in the middle
        (this round's bets too), open to everyone still in; side pots only where somebody
        is all in (see :func:`~tournament.engine.pots.live_pots`)."""
        all_in = [s == 0 for s in self.stacks]
        return [
            (p.amount, p.eligible) for p in live_pots(self.contrib, self.dead, self.folded, all_in)
        ]

    def accounted_cards(self) -> dict[str, list[int | None]]:
        """Every card by where it is: stub, hands, board, common, burns, muck, discards.

        With automatic dealing the piles hold each of the 52 cards exactly once; in
        manual dealing the stub is whatever has not been seen.
        """
        return self.dealer.accounted(self.folded)

    # ------------------------------------------------------------------ shared helpers

    def _live(self) -> list[int]:
        return [p for p in range(self.n) if not self.folded[p]]

    def _others_with_chips(self, p: int) -> bool:
        own = 1 if self.stacks[p] > 0 and not self.folded[p] else 0
        return self._with_chips - own > 0

    def _next_needing(self, start: int, *, include_self: bool) -> int | None:
        """The next player clockwise who owes chips or has not acted (``None``: nobody)."""
        folded, stacks = self.folded, self.stacks
        rnd = self.round
        bets, acted, call = rnd.bets, rnd.acted, rnd.call_level
        with_chips = self._with_chips
        plan = self.plan
        for p in (plan.clockwise if include_self else plan.clockwise_after)[start]:
            if folded[p] or stacks[p] == 0:
                continue
            if bets[p] < call or (not acted[p] and with_chips > 1):
                return p
        return None

    def _put(self, p: int, amount: int) -> None:
        """``p`` puts ``amount`` chips in (not counting the round's bookkeeping)."""
        left = self.stacks[p] - amount
        self.stacks[p] = left
        if amount and left == 0:
            self._with_chips -= 1
        self.contrib[p] += amount
