"""Random hands played by our own engine (automatic dealing, random legal actions).

Used by the export/replay property tests and by ``bench/engine.py``.
"""

from __future__ import annotations

import random

from tournament.engine.hand import HandState
from tournament.engine.rules import Rules
from tournament.engine.variants import VARIANTS

SMALL_BLIND, BIG_BLIND, BRING_IN, SMALL_BET, BIG_BET = 5, 10, 5, 10, 20


def new_hand(
    code: str, rng: random.Random, players: int | None = None, rules: Rules | None = None
) -> HandState:
    """A new hand of ``code`` with random stacks and antes, dealt from a seeded deck."""
    variant = VARIANTS[code]
    if players is None:
        players = rng.randint(2, min(variant.max_players, 9))
    stud = variant.kind == "stud"
    ante = rng.choice((0, 1, 2, 5)) if stud or rng.random() < 0.4 else 0
    floor = ante + BIG_BLIND + 2
    stacks = [
        rng.choice((rng.randint(floor, 80), rng.randint(floor, 500), rng.randint(floor, 3000)))
        for _ in range(players)
    ]
    limit = variant.betting == "fixed-limit"
    return HandState(
        variant,
        stacks,
        rules=rules,
        antes=ante,
        blinds_or_straddles=() if stud else [SMALL_BLIND, BIG_BLIND] + [0] * (players - 2),
        bring_in=BRING_IN if stud else 0,
        small_bet=SMALL_BET if limit else 0,
        big_bet=BIG_BET if limit else 0,
        min_bet=0 if limit else BIG_BLIND,
        rng=random.Random(rng.getrandbits(64)),
    )


def play_random(
    code: str, rng: random.Random, players: int | None = None, rules: Rules | None = None
) -> HandState:
    """Play one complete hand with random legal actions; return the finished hand."""
    hand = new_hand(code, rng, players, rules)
    for _ in range(2000):
        if hand.is_over:
            return hand
        legal = hand.legal_actions()
        if legal.phase == "showdown":
            hand.show_or_muck(())
        elif legal.phase == "drawing":
            assert legal.player is not None
            cards = hand.hole_cards[legal.player]
            count = min(rng.choice((0, 0, 1, 1, 2, 3, 5)), legal.discard or 0, len(cards))
            hand.stand_pat_or_discard(rng.sample(cards, count))
        elif legal.phase == "bring-in":
            if rng.random() < 0.7 or legal.raise_to is None:
                hand.post_bring_in()
            else:
                hand.complete_bet_or_raise_to(legal.raise_to[0])
        elif legal.phase == "betting":
            roll = rng.random()
            if legal.call is not None and roll < 0.15:
                hand.fold()
            elif legal.raise_to is not None and roll > 0.72:
                low, high = legal.raise_to
                pick = rng.random()
                amount = low if pick < 0.5 else high if pick < 0.7 else rng.randint(low, high)
                if not hand.can_complete_bet_or_raise_to(amount):
                    amount = low
                hand.complete_bet_or_raise_to(amount)
            else:
                hand.check_or_call()
        else:
            raise AssertionError(f"{code}: the hand is stuck in the {legal.phase} phase")
    raise AssertionError(f"{code}: the hand did not end")
