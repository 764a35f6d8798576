"""Our evaluators against pokerkit 0.7.7 and treys: exhaustive over 5-card classes, random
over 7-card and Omaha hands, and best-of-7 against brute force over our 5-card ranks."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from itertools import combinations, combinations_with_replacement, pairwise
from typing import Any

import pokerkit as pk
import pytest
from treys import Card as TreysCard
from treys import Evaluator as TreysEvaluator

from tournament.cards import (
    CARDS,
    badugi_rank,
    format_cards,
    high7,
    high_rank,
    low_8_7,
    low_8_rank,
    low_27_rank,
    low_a5_7,
    low_a5_rank,
    omaha_high_rank,
    omaha_low_8_rank,
)

TREYS = [TreysCard.new(str(c)) for c in CARDS]


def assert_same_order(pairs: Iterable[tuple[int, Any]]) -> None:
    """Our ranks and the reference's values order the hands identically (ties included)."""
    ordered = sorted(pairs, key=lambda pr: pr[0])
    for (r1, ref1), (r2, ref2) in pairwise(ordered):
        if r1 == r2:
            assert ref1 == ref2, (r1, ref1, ref2)
        else:
            assert ref1 < ref2, (r1, r2, ref1, ref2)


def five_card_classes(flushes: bool) -> list[list[int]]:
    """One hand per rank multiset (suits spread so no flush), plus every flush if asked."""
    hands = []
    for ranks in combinations_with_replacement(range(13), 5):
        if max(ranks.count(r) for r in ranks) > 4:
            continue
        hands.append([r * 4 + i % 4 for i, r in enumerate(ranks)])
    if flushes:
        hands += [[r * 4 + 2 for r in ranks] for ranks in combinations(range(13), 5)]
    return hands


def random_hands(
    rng: random.Random, n: int, size: int, pool: Sequence[int] = CARDS
) -> list[list[int]]:
    return [rng.sample(pool, size) for _ in range(n)]


def test_high_every_five_card_class_matches_treys() -> None:
    ev = TreysEvaluator()
    hands = five_card_classes(flushes=True)
    assert len(hands) == 7462
    ranks = [high_rank(h) for h in hands]
    assert len(set(ranks)) == 7462
    assert_same_order(
        (r, -ev.evaluate([TREYS[c] for c in h], [])) for r, h in zip(ranks, hands, strict=True)
    )


def test_high_seven_cards_match_treys_and_pokerkit() -> None:
    rng = random.Random(7)
    ev = TreysEvaluator()
    hands = random_hands(rng, 4000, 7)
    assert_same_order(
        (high7(*h), -ev.evaluate([TREYS[c] for c in h[:2]], [TREYS[c] for c in h[2:]]))
        for h in hands
    )
    assert_same_order(
        (high_rank(h), pk.StandardHighHand.from_game(format_cards(h))) for h in hands[:400]
    )


def best_of_five(fn: Callable[[Sequence[int]], int | None], cards: Sequence[int]) -> int | None:
    ranks = [r for five in combinations(cards, 5) if (r := fn(five)) is not None]
    return max(ranks) if ranks else None


@pytest.mark.parametrize("size", [6, 7])
def test_best_of_six_or_seven_equals_best_five_card_subset(size: int) -> None:
    rng = random.Random(size)
    # Mix of random hands and flush-heavy hands (only hearts and spades).
    hands = random_hands(rng, 1500, size)
    hands += random_hands(rng, 500, size, [c for c in CARDS if c.suit >= 2])
    for h in hands:
        assert high_rank(h) == best_of_five(high_rank, h)
        assert low_a5_rank(h) == best_of_five(low_a5_rank, h)
        assert low_8_rank(h) == best_of_five(low_8_rank, h)
        assert low_27_rank(h) == best_of_five(low_27_rank, h)
        if size == 7:
            assert high7(*h) == high_rank(h)
            assert low_a5_7(*h) == low_a5_rank(h)
            assert low_8_7(*h) == low_8_rank(h)


def test_a5_low_every_five_card_class_matches_pokerkit_regular_low() -> None:
    hands = five_card_classes(flushes=False)
    assert_same_order((low_a5_rank(h), pk.RegularLowHand(format_cards(h))) for h in hands)


def test_a5_low_flushes_and_straights_are_ignored() -> None:
    for ranks in combinations(range(13), 5):
        suited = [r * 4 + 1 for r in ranks]
        spread = [r * 4 + i % 4 for i, r in enumerate(ranks)]
        assert low_a5_rank(suited) == low_a5_rank(spread)


def test_27_low_every_five_card_class_matches_pokerkit_standard_low() -> None:
    hands = five_card_classes(flushes=True)
    ranks = [low_27_rank(h) for h in hands]
    assert len(set(ranks)) == 7462
    assert_same_order(
        (r, pk.StandardLowHand(format_cards(h))) for r, h in zip(ranks, hands, strict=True)
    )


def eight_low_reference(cards: Sequence[int]) -> Any:
    try:
        return pk.EightOrBetterLowHand.from_game(format_cards(cards))
    except ValueError:
        return None


def test_8_low_every_five_card_class_matches_pokerkit_qualifying_and_order() -> None:
    hands = five_card_classes(flushes=False)
    pairs = []
    for h in hands:
        ours = low_8_rank(h)
        ref = eight_low_reference(h)
        assert (ours is None) == (ref is None), format_cards(h)
        if ours is not None:
            pairs.append((ours, ref))
    assert len(pairs) == 56  # C(8, 5) qualifying lows
    assert_same_order(pairs)


def test_8_low_seven_cards_match_pokerkit() -> None:
    rng = random.Random(8)
    low_heavy = [c for c in CARDS if c.rank <= 6 or c.rank == 12]
    hands = random_hands(rng, 300, 7, low_heavy) + random_hands(rng, 300, 7)
    pairs = []
    for h in hands:
        ours = low_8_rank(h)
        ref = eight_low_reference(h)
        assert (ours is None) == (ref is None), format_cards(h)
        if ours is not None:
            pairs.append((ours, ref))
    assert len(pairs) > 100
    assert_same_order(pairs)


def omaha_brute(
    fn: Callable[[Sequence[int]], int | None], hole: Sequence[int], board: Sequence[int]
) -> int | None:
    ranks = [
        r
        for two in combinations(hole, 2)
        for three in combinations(board, 3)
        if (r := fn([*two, *three])) is not None
    ]
    return max(ranks) if ranks else None


@pytest.mark.parametrize(("n_hole", "n_board"), [(4, 5), (4, 3), (5, 4), (5, 5)])
def test_omaha_high_and_low_equal_brute_force_two_plus_three(n_hole: int, n_board: int) -> None:
    rng = random.Random(n_hole * 10 + n_board)
    two_suits = [c for c in CARDS if c.suit >= 2]
    low_heavy = [c for c in CARDS if c.rank <= 7 or c.rank == 12]
    for pool in (CARDS, two_suits, low_heavy):
        for h in random_hands(rng, 300, n_hole + n_board, pool):
            hole, board = h[:n_hole], h[n_hole:]
            assert omaha_high_rank(hole, board) == omaha_brute(high_rank, hole, board)
            assert omaha_low_8_rank(hole, board) == omaha_brute(low_8_rank, hole, board)


def test_omaha_high_and_low_match_pokerkit() -> None:
    rng = random.Random(4)
    low_heavy = [c for c in CARDS if c.rank <= 7 or c.rank == 12]
    hands = random_hands(rng, 150, 9) + random_hands(rng, 150, 9, low_heavy)
    highs = []
    lows = []
    for h in hands:
        hole, board = format_cards(h[:4]), format_cards(h[4:])
        highs.append((omaha_high_rank(h[:4], h[4:]), pk.OmahaHoldemHand.from_game(hole, board)))
        ours = omaha_low_8_rank(h[:4], h[4:])
        try:
            ref = pk.OmahaEightOrBetterLowHand.from_game(hole, board)
        except ValueError:
            ref = None
        assert (ours is None) == (ref is None), (hole, board)
        if ours is not None:
            lows.append((ours, ref))
    assert len(lows) > 50
    assert_same_order(highs)
    assert_same_order(lows)


def test_badugi_matches_pokerkit_on_random_hands() -> None:
    rng = random.Random(9)
    hands = random_hands(rng, 3000, 4)
    # pokerkit's BadugiHand.from_game picks the best badugi of the cards it is given.
    assert_same_order((badugi_rank(h), pk.BadugiHand.from_game(format_cards(h))) for h in hands)


def test_badugi_every_four_card_rank_pattern_matches_pokerkit() -> None:
    # All 4-card hands with ranks among A-2-3-4-K and every suit pattern.
    pool = [c for c in CARDS if c.rank in (12, 0, 1, 2, 11)]
    hands = [list(h) for h in combinations(pool, 4)]
    assert_same_order((badugi_rank(h), pk.BadugiHand.from_game(format_cards(h))) for h in hands)
