"""A policy: what the player to act does in an engine hand, among the hand's
``legal_actions()`` (:data:`Policy`, a :class:`Choice`), the random one
(:func:`random_policy`) and a choice applied to the hand (:func:`apply_choice`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from tournament.engine import HandState, LegalActions, events
from tournament.errors import DomainError

__all__ = [
    "MAX_ACTIONS",
    "Choice",
    "ChoiceKind",
    "Policy",
    "apply_choice",
    "random_policy",
]


MAX_ACTIONS = 5_000
"""A hand that needs more policy decisions than this is stopped (a policy that never ends)."""


ChoiceKind = Literal["fold", "check_or_call", "raise_to", "bring_in", "discard", "show", "muck"]


@dataclass(frozen=True, slots=True)
class Choice:
    """One decision of a policy: ``kind``, with ``amount`` (raise_to) or ``cards`` (discard)."""

    kind: ChoiceKind
    amount: int = 0
    cards: tuple[int, ...] = ()


Policy = Callable[[HandState, LegalActions, random.Random], Choice]
"""Chooses what the player to act does, among ``legal`` (the hand's ``legal_actions()``)."""


def random_policy(hand: HandState, legal: LegalActions, rng: random.Random) -> Choice:
    """Random legal actions, biased towards checking and calling so hands reach showdown.

    Facing a bet: call about 65%, fold 20%, raise 15% (a call of a third of the stack or
    more: fold 60%); unopened: check 70%, bet 30%. Raises are mostly the minimum (in
    no-limit/pot-limit up to three times it, rarely the maximum). Stud bring-in: post it
    75%, complete 25%. Draws: 0-3 random cards. Showdown: the hand is always tabled.
    """
    phase = legal.phase
    if phase == "betting":
        call = legal.call
        r = rng.random()
        if legal.raise_to is not None and r < (0.15 if call is not None else 0.30):
            return Choice("raise_to", _raise_amount(hand, legal.raise_to, rng))
        if call is not None:
            assert legal.player is not None
            # A call of a third of the stack or more is folded more often.
            big = 3 * call >= hand.stacks[legal.player]
            if r > (0.40 if big else 0.80):
                return Choice("fold")
        return Choice("check_or_call")
    if phase == "bring-in":
        if legal.raise_to is not None and rng.random() < 0.25:
            return Choice("raise_to", legal.raise_to[0])
        return Choice("bring_in")
    if phase == "drawing":
        assert legal.player is not None
        hole = [card for card in hand.hole_cards[legal.player] if card is not None]
        most = min(legal.discard or 0, 3, len(hole))
        return Choice("discard", cards=tuple(rng.sample(hole, rng.randint(0, most))))
    if phase == "showdown":
        return Choice("show")
    raise DomainError(f"Nobody is to act in the {phase} phase")


def _raise_amount(hand: HandState, bounds: tuple[int, int], rng: random.Random) -> int:
    """A raise-to amount in ``bounds``, in whole chips of the smallest chip in play."""
    low, high = bounds
    if low >= high:
        return low
    if hand.variant.betting == "fixed-limit":  # only the two ends are valid
        return low if rng.random() < 0.9 else high
    x = rng.random()
    if x < 0.6:
        return low
    if x < 0.97:
        unit = hand.rules.min_chip_unit
        amount = rng.randint(low, min(high, 3 * low)) // unit * unit
        return max(low, amount)
    return high


def apply_choice(hand: HandState, choice: Choice) -> events.Event:
    """Carry out ``choice`` for the player to act (the engine refuses an illegal one)."""
    kind = choice.kind
    if kind == "fold":
        return hand.fold()
    if kind == "check_or_call":
        return hand.check_or_call()
    if kind == "raise_to":
        return hand.complete_bet_or_raise_to(choice.amount)
    if kind == "bring_in":
        return hand.post_bring_in()
    if kind == "discard":
        return hand.stand_pat_or_discard(choice.cards)
    if kind == "show":
        return hand.show_or_muck(())
    return hand.show_or_muck(None)
