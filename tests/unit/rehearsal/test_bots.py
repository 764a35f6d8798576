"""The simulated players play hands the way a tournament field does.

Each test deals many hands through the real engine with the bots and counts, by hand, what
a floor person would see at the table (how often a hand ends with someone all in, how big
the raises are), against what live poker looks like.
"""

from __future__ import annotations

import random
from itertools import pairwise

from tournament.engine import HandState
from tournament.rehearsal.bots import Bot
from tournament.rehearsal.settings import BotSettings
from tournament.service.table_play import apply_choice

_BIG = 100


def _play(stacks: list[int], seed: int, ranges: float = 0.25) -> tuple[HandState, list[int]]:
    """One no-limit hold'em hand at blinds 50/100 played by the bots; the hand and the raise
    totals seen before the flop (in order)."""
    rng = random.Random(seed)
    blinds = [50, 100] + [0] * (len(stacks) - 2)
    hand = HandState("NT", stacks, blinds_or_straddles=blinds, min_bet=_BIG, rng=rng)
    bot = Bot(BotSettings(), _BIG, [ranges] * len(stacks))
    raises: list[int] = []
    for _ in range(500):
        if hand.is_over:
            break
        choice = bot(hand, hand.legal_actions(), rng)
        if choice.kind == "raise_to" and hand.street_index == 0:
            raises.append(choice.amount)
        apply_choice(hand, choice)
    assert hand.is_over
    return hand, raises


def _all_in(hand: HandState) -> bool:
    """Whether some player put every chip in (a stack of 0 before the payout counts: the
    chips committed equal the starting stack)."""
    return any(c >= s for c, s in zip(hand.contrib, hand.starting_stacks, strict=True) if s > 0)


def test_deep_stacks_at_level_one_rarely_go_all_in() -> None:
    # 300 big blinds each, nine-handed: in a real level 1 an all-in is a rare event
    # (a cooler); well under 2 % of hands end with a player all in.
    hands = 600
    all_ins = sum(_all_in(_play([30_000] * 9, seed)[0]) for seed in range(hands))
    assert all_ins / hands < 0.02, f"{all_ins} of {hands} hands ended all in"


def test_two_deep_bots_do_not_min_raise_each_other_all_in() -> None:
    # 330 big blinds heads-up: a re-raise is at least twice the raise it answers (never a
    # string of minimum raises to the whole stack), and the hands rarely end all in.
    hands = 400
    all_ins = 0
    wars = 0
    for seed in range(hands):
        hand, raises = _play([33_000, 33_000], seed)
        all_ins += _all_in(hand)
        for before, after in pairwise(raises):
            if after < 33_000 and after < 2 * before:
                wars += 1
    assert wars == 0, f"{wars} re-raises smaller than twice the raise they answered"
    assert all_ins / hands < 0.05, f"{all_ins} of {hands} heads-up hands ended all in"
