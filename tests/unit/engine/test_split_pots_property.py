"""Random multi-way all-in hands of every split-pot game: each pot divided on its own.

The reference below divides every pot independently of the engine's settlement: the pots
are built level by level from the contributions, each pot's high and low halves go to
the best eligible hands (cards ranked by :data:`tournament.cards.EVALUATORS`), and the
odd chips of each half follow the rulebook (board games: first winner clockwise from the
button; stud: the highest card by suit among the five cards of the winning hand), at most
one per player inside one pot.  The sum over the pots must be what the hand paid.
"""

from __future__ import annotations

import random
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.cards import EVALUATORS
from tournament.engine import HandState

SPLIT_POT_GAMES = {
    # code: (high evaluator, low evaluator, board game)
    "FO/8": ("omaha_high", "omaha_8_low", True),
    "F7S/8": ("high", "8_low", False),
}


def _play_all_in(code: str, stacks: list[int], seed: int) -> tuple[HandState, list[int]]:
    """A hand of ``code`` played by :func:`_play`: the hand and the contributions."""
    stud = code == "F7S/8"
    hand = HandState(
        code,
        stacks,
        bring_in=5 if stud else 0,
        blinds_or_straddles=() if stud else [5, 10] + [0] * (len(stacks) - 2),
        small_bet=10,
        big_bet=20,
        rng=random.Random(seed),
    )
    return hand, _play(hand)


def _play(hand: HandState) -> list[int]:
    """Raise whenever possible, else call; never fold.  Returns the contributions."""
    contributions: list[int] | None = None
    while not hand.is_over:
        legal = hand.legal_actions()
        if legal.phase == "bring-in":
            hand.post_bring_in()
        elif legal.phase == "betting":
            if legal.raise_to is not None:
                hand.complete_bet_or_raise_to(legal.raise_to[0])
            else:
                hand.check_or_call()
        else:
            assert legal.phase == "showdown"
            if contributions is None:  # the betting is over
                contributions = list(hand.contrib)
            hand.show_or_muck(())
    assert contributions is not None
    return contributions


def _pots(contributions: list[int]) -> list[tuple[int, list[int]]]:
    """Level by level: (amount, players who put in at least the level)."""
    pots = []
    previous = 0
    for level in sorted(set(contributions)):
        amount = sum(min(c, level) - min(c, previous) for c in contributions)
        pots.append((amount, [p for p, c in enumerate(contributions) if c >= level]))
        previous = level
    return pots


def _five_card_key(cards: list[int], kind: str) -> int:
    """The highest card (rank, then suit) among the five cards of the best hand."""
    rank = EVALUATORS[kind].rank
    scored = [(rank(list(five)), five) for five in combinations(cards, 5)]
    best = max(r for r, _ in scored if r is not None)
    return max(card for r, five in scored if r == best for card in five)


def _reference(hand: HandState, contributions: list[int]) -> list[int]:
    high_kind, low_kind, board_game = SPLIT_POT_GAMES[hand.variant.code]
    hole = [[c for c in h if c is not None] for h in hand.hole_cards]
    board = [c for c in hand.board if c is not None]
    rank_high = EVALUATORS[high_kind].rank
    rank_low = EVALUATORS[low_kind].rank
    high = [rank_high(h, board) if board_game else rank_high(h) for h in hole]
    low = [rank_low(h, board) if board_game else rank_low(h) for h in hole]
    won = [0] * len(contributions)
    for amount, eligible in _pots(contributions):
        if len(eligible) == 1:
            won[eligible[0]] += amount
            continue
        lows = [p for p in eligible if low[p] is not None]
        halves = [(amount, high, high_kind)]
        if lows:
            low_half = amount // 2
            halves = [(amount - low_half, high, high_kind), (low_half, low, low_kind)]
        odd_given: set[int] = set()  # at most one odd chip per player in this pot
        for part, ranks, kind in halves:
            best = max(r for p in eligible if (r := ranks[p]) is not None)
            winners = [p for p in eligible if ranks[p] == best]
            if board_game:
                order = sorted(winners)
            else:
                keys = {p: _five_card_key(hole[p], kind) for p in winners}
                order = sorted(winners, key=lambda p: -keys[p])
            order.sort(key=lambda p: p in odd_given)
            share, odd = divmod(part, len(winners))
            for i, p in enumerate(order):
                won[p] += share + (1 if i < odd else 0)
                if i < odd:
                    odd_given.add(p)
    return won


@settings(max_examples=250, deadline=None)
@given(
    code=st.sampled_from(sorted(SPLIT_POT_GAMES)),
    stacks=st.lists(st.integers(min_value=1, max_value=45), min_size=3, max_size=7),
    seed=st.integers(min_value=0, max_value=10**6),
)
def test_the_payout_is_the_sum_of_each_pot_divided_on_its_own(
    code: str, stacks: list[int], seed: int
) -> None:
    hand, contributions = _play_all_in(code, stacks, seed)
    finishing = hand.finishing_stacks
    assert finishing is not None
    paid = [f - (s - c) for f, s, c in zip(finishing, stacks, contributions, strict=True)]
    assert paid == _reference(hand, contributions)


def _tie_deck(roles: list[bool]) -> list[int]:
    """An Omaha hi-lo deck where every ``True`` player holds an ace and a five (the wheel:
    the best high and the best low on a 2-3-4-K-K board, so they tie in both halves) and
    every ``False`` player holds nothing but nines to queens (no low, no straight)."""
    from tournament.cards import parse_known_cards

    aces, fives = parse_known_cards("AcAdAhAs"), parse_known_cards("5c5d5h5s")
    junk = parse_known_cards("9c9d9h9sTcTdThTsJcJdJhJsQcQdQhQs")
    holes = []
    for tied in roles:
        holes.append([aces.pop(), fives.pop(), junk.pop(), junk.pop()] if tied else junk[-4:])
        if not tied:
            del junk[-4:]
    m = len(roles)
    dealt = [holes[i][j] for j in range(4) for i in range(m)]  # one card at a time
    burn_flop_turn_river = parse_known_cards("6c2c3d4h7cKs8cKd")  # burns: 6c 7c 8c
    deck = dealt + burn_flop_turn_river
    return deck + [x for x in range(52) if x not in deck]


@settings(max_examples=80, deadline=None)
@given(
    roles=st.lists(st.booleans(), min_size=3, max_size=6).filter(
        lambda r: 2 <= sum(r) <= 4 and 1 <= len(r) - sum(r) <= 2
    ),
    stacks=st.lists(st.integers(min_value=1, max_value=45), min_size=6, max_size=6),
)
def test_tied_players_in_several_pots_each_pot_divided_on_its_own(
    roles: list[bool], stacks: list[int]
) -> None:
    stacks = stacks[: len(roles)]
    hand = HandState(
        "FO/8",
        stacks,
        blinds_or_straddles=[5, 10] + [0] * (len(stacks) - 2),
        small_bet=10,
        big_bet=20,
        deck=_tie_deck(roles),
    )
    contributions = _play(hand)
    finishing = hand.finishing_stacks
    assert finishing is not None
    paid = [f - (s - c) for f, s, c in zip(finishing, stacks, contributions, strict=True)]
    assert paid == _reference(hand, contributions)
