"""The pots while a hand is played: every chip in the middle, side pots only at all-ins.

The amounts below are worked out by hand from the contributions in each comment.
"""

from __future__ import annotations

import random

import pytest

from tests.unit.engine.engine_hands import new_hand
from tournament.engine.pots import Pot, live_pots
from tournament.engine.variants import VARIANTS

NO = (False, False, False, False)


def test_blinds_posted_make_one_pot_open_to_everyone() -> None:
    # 50 + 100 posted, two players still to act: 150 in the middle, all four can win it
    assert live_pots([50, 100, 0, 0], [0] * 4, NO, NO) == [Pot(150, (0, 1, 2, 3))]


def test_a_raise_not_yet_called_is_in_the_pot_not_a_side_pot() -> None:
    # SB 50, BB 100, the button raised to 300, the cut-off folded after nothing
    pots = live_pots([50, 100, 0, 300], [0] * 4, (False, False, True, False), NO)
    assert pots == [Pot(450, (0, 1, 3))]


def test_each_all_in_amount_caps_a_pot_players_with_chips_can_win_them_all() -> None:
    # p1 all in for 300, p2 all in for 500, p3 bet 1,000, p4 still to act (0 in):
    # main 3 x 300 = 900 (all four); side 1: 200 (p2) + 200 (p3) = 400 (p2, p3, p4);
    # side 2: the other 500 of p3's bet (p3, p4)
    all_in = (True, True, False, False)
    pots = live_pots([300, 500, 1_000, 0], [0] * 4, NO, all_in)
    assert pots == [Pot(900, (0, 1, 2, 3)), Pot(400, (1, 2, 3)), Pot(500, (2, 3))]


def test_folded_chips_stay_in_the_pots_they_reached() -> None:
    # p1 all in for 200; p2 put in 600 and folded; p3 and p4 put in 600 each:
    # main 4 x 200 = 800 (p1, p3, p4); side 3 x 400 = 1,200 (p3, p4)
    pots = live_pots(
        [200, 600, 600, 600], [0] * 4, (False, True, False, False), (True, False, False, False)
    )
    assert pots == [Pot(800, (0, 2, 3)), Pot(1_200, (2, 3))]


def test_big_blind_ante_is_dead_money_in_the_main_pot() -> None:
    # BB ante 100 (dead) + blinds 50/100: 250, everyone can win it
    pots = live_pots([50, 200, 0], [0, 100, 0], (False,) * 3, (False,) * 3)
    assert pots == [Pot(250, (0, 1, 2))]


def test_the_part_only_the_bettor_can_win_is_a_pot_of_its_own() -> None:
    # p1 all in for 80, p2 put in 100: 160 between them, p2's other 20 nobody can call
    assert live_pots([80, 100], [0, 0], (False, False), (True, False)) == [
        Pot(160, (0, 1)),
        Pot(20, (1,)),
    ]


def _play_checking_live_pots(code: str, seed: int) -> int:
    """Play a random hand of ``code``, checking the live pots at every step; return how
    many betting rounds began with no bet in."""
    rng = random.Random(seed)
    hand = new_hand(code, rng)
    rounds = 0
    for _ in range(2000):
        if hand.is_over:
            return rounds
        legal = hand.legal_actions()
        if legal.phase == "betting" and not any(hand.bets):
            # nobody has bet this round: what the table reads is what would be settled
            assert hand.live_pots() == hand.pots()
            rounds += 1
        if legal.phase == "showdown":
            hand.show_or_muck(())
        elif legal.phase == "drawing":
            assert legal.player is not None
            hand.stand_pat_or_discard(())
        elif legal.phase == "bring-in":
            hand.post_bring_in()
        elif legal.call is not None and rng.random() < 0.1:
            hand.fold()
        elif legal.raise_to is not None and rng.random() < 0.3:
            hand.complete_bet_or_raise_to(legal.raise_to[1 if rng.random() < 0.3 else 0])
        else:
            hand.check_or_call()
        # check every state, whatever it is
        live = hand.live_pots()
        assert sum(amount for amount, _ in live) == sum(hand.contrib)
        still_in = {p for p in range(hand.n) if not hand.folded[p]}
        for _amount, eligible in live:
            assert set(eligible) <= still_in
            # a player with chips behind can still match any bet: eligible for every pot
            assert {p for p in still_in if hand.stacks[p] > 0} <= set(eligible)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("code", sorted(VARIANTS))
def test_every_chip_is_shown_and_between_rounds_the_pots_are_the_settled_ones(
    code: str,
) -> None:
    assert sum(_play_checking_live_pots(code, seed) for seed in range(30)) > 30
