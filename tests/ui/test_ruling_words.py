"""The ruling assistant's announcement, word for word, for splits worked out by hand."""

from __future__ import annotations

from tournament.engine.rules import Rules
from tournament.rulings import Claim, Situation, rule
from ui.hand_history.ruling_words import ruling_lines


def test_nobody_qualifies_for_low_so_the_high_hand_scoops() -> None:
    # Omaha hi-lo, board Kd Qh 9c 8s 2d: a low needs three board cards of 8 or lower and
    # there are two (8s, 2d), so nobody has a low.
    ruling = rule(
        Situation(
            "FO/8",
            (Claim("Ann", 400, "AhKsJc3c"), Claim("Bob", 400, "AsQcTd4d")),
            board="KdQh9c8s2d",
        )
    )
    # Ann's Ah-Ks with Kd Qh 9c make kings; Bob's best is queens: Ann takes all 800.
    assert ruling_lines(ruling) == [
        "Main pot 800 (Ann and Bob): Ann wins 800 (Pair of kings).",
        "Nobody qualifies for low: the high hand takes the whole pot.",
    ]


def test_a_stud_odd_chip_names_the_card_that_decides_it() -> None:
    # Stud, 67 each: a pot of 201. Ann (Ac Ah Kc Qd 9h) and Bob (Ad As Kd Qc 9s) tie with
    # aces, king, queen, nine; Cy's sevens lose. 100 each and the odd chip to the highest
    # card by suit among the five cards of the hand (WSOP 73): Bob's As beats Ann's Ah.
    ruling = rule(
        Situation(
            "F7S",
            (
                Claim("Ann", 67, "AcAhKcQd9h3c2d"),
                Claim("Bob", 67, "AdAsKdQc9s4h5c"),
                Claim("Cy", 67, "7c7d8hJhTs6d4s"),
            ),
            rules=Rules.profile("wsop"),
        )
    )
    assert ruling.winnings == (100, 101, 0)
    assert ruling_lines(ruling) == [
        "Main pot 201 (Ann, Bob and Cy): Bob and Ann split 201 (Pair of aces): Bob 101, Ann 100.",
        "The odd chip goes to Bob, highest card by suit in the hand (Bob As).",
        "Rules applied: WSOP 2024 Tournament Rule 73: odd chips.",
    ]
