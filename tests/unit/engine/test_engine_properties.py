"""Invariants of the hand engine on random hands of every variant (hypothesis)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.engine import VARIANTS, HandState, IllegalAction

CODES = sorted(VARIANTS)


def _setup(code: str, players: int) -> dict[str, Any]:
    v = VARIANTS[code]
    if v.kind == "stud":
        return {"antes": 1, "bring_in": 5, "small_bet": 10, "big_bet": 20}
    blinds = [5, 10] + [0] * (players - 2)
    if v.betting == "fixed-limit":
        return {"blinds_or_straddles": blinds, "small_bet": 10, "big_bet": 20, "antes": 1}
    return {"blinds_or_straddles": blinds, "min_bet": 10}


def _snapshot(hand: HandState) -> tuple[Any, ...]:
    return (
        list(hand.stacks),
        list(hand.bets),
        list(hand.contrib),
        hand.actor,
        hand.phase,
        hand.street_index,
        [list(h) for h in hand.hole],
        list(hand.board),
        list(hand.stub),
        len(hand.events),
    )


def _cards_ok(hand: HandState) -> None:
    cards = [c for pile in hand.accounted_cards().values() for c in pile]
    assert sorted(c for c in cards if c is not None) == list(range(52))


def _step(hand: HandState, rng: random.Random) -> None:
    legal = hand.legal_actions()
    if legal.phase == "bring-in":
        if rng.random() < 0.5:
            hand.post_bring_in()
        else:
            assert legal.raise_to is not None
            hand.complete_bet_or_raise_to(legal.raise_to[0])
    elif legal.phase == "betting":
        r = rng.random()
        if legal.raise_to is not None and r < 0.3:
            low, high = legal.raise_to
            amount = rng.choice((low, high)) if hand.variant.limit else rng.randint(low, high)
            hand.complete_bet_or_raise_to(amount)
        elif r < 0.45 and not legal.check:
            hand.fold()
        else:
            hand.check_or_call()
    elif legal.phase == "drawing":
        assert legal.player is not None
        assert legal.discard is not None
        cards = list(hand.hole[legal.player])
        hand.stand_pat_or_discard(rng.sample(cards, rng.randint(0, legal.discard)))
    else:
        assert legal.show
        muck = rng.random() >= 0.9 and hand.can_show_or_muck(None)  # never before a runout
        hand.show_or_muck(None if muck else ())


@settings(max_examples=150, deadline=None)
@given(
    code=st.sampled_from(CODES),
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32 - 1),
)
def test_chips_conserved_and_every_card_accounted_once(code: str, players: int, seed: int) -> None:
    rng = random.Random(seed)
    stacks = [rng.randint(20, 500) for _ in range(players)]
    hand = HandState(code, stacks, rng=rng, **_setup(code, players))
    steps = 0
    while not hand.is_over:
        assert sum(hand.stacks) + hand.total_pot() == sum(stacks)
        _cards_ok(hand)
        _step(hand, rng)
        steps += 1
        assert steps < 500
    assert hand.finishing_stacks is not None
    assert sum(hand.finishing_stacks) == sum(stacks)
    assert all(s >= 0 for s in hand.finishing_stacks)
    _cards_ok(hand)


@settings(max_examples=100, deadline=None)
@given(
    code=st.sampled_from(CODES),
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32 - 1),
    amount=st.integers(-5, 3000),
)
def test_an_illegal_action_leaves_the_state_unchanged(
    code: str, players: int, seed: int, amount: int
) -> None:
    rng = random.Random(seed)
    hand = HandState(code, [300] * players, rng=rng, **_setup(code, players))
    for _ in range(rng.randint(0, 12)):
        if hand.is_over:
            return
        _step(hand, rng)
    attempts: list[Callable[[], object]] = [
        lambda: hand.complete_bet_or_raise_to(amount),
        hand.check_or_call,
        hand.fold,
        hand.post_bring_in,
        lambda: hand.stand_pat_or_discard([amount % 52]),
        lambda: hand.show_or_muck(()),
        lambda: hand.check_or_call((hand.actor or 0) + 1),
        lambda: hand.expose_card(amount % players, amount % 52),
    ]
    for attempt in attempts:
        before = _snapshot(hand)
        try:
            attempt()
        except IllegalAction as error:
            reason = error.reason
            assert reason
            assert _snapshot(hand) == before


@settings(max_examples=60, deadline=None)
@given(
    code=st.sampled_from(CODES),
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32 - 1),
    exposures=st.integers(1, 2),
)
def test_exposed_cards_keep_chips_and_every_card_accounted_once(
    code: str, players: int, seed: int, exposures: int
) -> None:
    rng = random.Random(seed)
    stacks = [rng.randint(20, 500) for _ in range(players)]
    hand = HandState(code, stacks, rng=rng, **_setup(code, players))
    remedies: list[str] = []
    exposed: list[int] = []
    for _ in range(exposures):
        choices = [
            (p, card)
            for p in range(players)
            for card in hand.hole[p]
            if card is not None and hand.can_expose_card(p, card)
        ]
        if not choices:
            break
        p, card = rng.choice(choices)
        remedies.append(hand.expose_card(p, card).remedy)
        exposed.append(p)
        _cards_ok(hand)
    # a misdeal (the first or second card of the deal, a second exposed card, or the
    # stud setting) ends the hand; a second exposed card is a misdeal, except in stud
    # where each player's down cards are remedied on their own (WSOP 214): there only
    # the same player's second exposed card is (all three of the player's cards up)
    assert hand.is_over == ("misdeal" in remedies)
    per_player = code in ("F7S", "F7S/8", "FR") and exposed[:1] != exposed[1:2]
    assert len(remedies) < 2 or remedies[1] == "misdeal" or per_player
    if hand.is_over:
        assert hand.finishing_stacks == stacks
    steps = 0
    while not hand.is_over:
        _cards_ok(hand)
        _step(hand, rng)
        steps += 1
        assert steps < 500
    assert hand.finishing_stacks is not None
    assert sum(hand.finishing_stacks) == sum(stacks)
    _cards_ok(hand)
