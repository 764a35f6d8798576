"""The ruling assistant's computation against pots and splits worked out by hand."""

from __future__ import annotations

import pytest

from tournament.engine.rules import Rules
from tournament.rulings import Claim, RulingError, Situation, rule


def test_three_way_all_in_builds_a_side_pot_each_won_by_its_best_hand() -> None:
    # Ann all-in for 500, Bob and Cy 900 each. Main pot 3 x 500 = 1,500 (all three);
    # side pot 2 x 400 = 800 (Bob and Cy). Aces win the main pot, kings the side pot.
    ruling = rule(
        Situation(
            "NT",
            (
                Claim("Ann", 500, "AhAd", all_in=True),
                Claim("Bob", 900, "KhKd"),
                Claim("Cy", 900, "QhQd"),
            ),
            board="2c7s9dTc3h",
        )
    )
    assert [(p.amount, p.eligible) for p in ruling.pots] == [(1500, (0, 1, 2)), (800, (1, 2))]
    assert ruling.winnings == (1500, 800, 0)
    assert ruling.returned is None
    assert ruling.citations == ("TDA 2024 Rule 21: side pots, each split separately",)
    main, side = ruling.pots
    assert [(h.half, h.shares, h.hand) for h in main.halves] == [
        ("whole", ((0, 1500),), "Pair of aces")
    ]
    assert [(h.half, h.shares) for h in side.halves] == [("whole", ((1, 800),))]


def omaha_hi_lo(rules: Rules) -> Situation:
    # Board 5d 6h 7c Js Td. Ann (p1, first left of the button) and Bob both make the low
    # 7-6-5-2-A (A-2 with 5-6-7); Cy's 3-4 make a seven-high straight (the best high) and
    # only the 7-6-5-4-3 low. Ann is all-in for 301; Bob and Cy put in 700 each.
    return Situation(
        "FO/8",
        (
            Claim("Ann", 301, "Ah2hKsKd", all_in=True),
            Claim("Bob", 700, "As2sQcQd"),
            Claim("Cy", 700, "3c4c9h9s"),
        ),
        board="5d6h7cJsTd",
        rules=rules,
    )


def test_hi_lo_split_with_an_odd_chip_in_each_place_the_rulebook_puts_it() -> None:
    ruling = rule(omaha_hi_lo(Rules.profile("tda")))
    # Main pot 3 x 301 = 903 (everyone): the odd chip goes to the high half, 452 high
    # to Cy, 451 low split by Ann and Bob: 225 each and the odd chip to Ann, the first
    # winner clockwise from the button.  Side pot 2 x 399 = 798 (Bob, Cy): 399 high to
    # Cy, 399 low to Bob.
    main, side = ruling.pots
    assert (main.amount, main.eligible, side.amount, side.eligible) == (903, (0, 1, 2), 798, (1, 2))
    assert [(h.half, h.amount, h.shares) for h in main.halves] == [
        ("high", 452, ((2, 452),)),
        ("low", 451, ((0, 226), (1, 225))),
    ]
    assert main.high_gets_odd_unit
    assert main.halves[1].odd == (0,)
    assert main.halves[1].odd_card == ()  # a board game: by position, not by card
    assert [(h.half, h.amount, h.shares) for h in side.halves] == [
        ("high", 399, ((2, 399),)),
        ("low", 399, ((1, 399),)),
    ]
    assert ruling.winnings == (226, 225 + 399, 452 + 399)
    assert sum(ruling.winnings) == 301 + 700 + 700
    assert main.halves[0].hand == "Seven-high straight"
    assert main.halves[1].hand == "7-6-5-2-A low"
    assert ruling.citations == (
        "TDA 2024 Rule 21: side pots, each split separately",
        "TDA 2024 Rule 20: awarding odd chips",
    )


def stud_hi_lo(profile: str) -> Situation:
    # Stud 8: Ann and Bob tie for low with 8-5-4-3-2; Cy's tens full win high, no low.
    # Ann's low holds the 8 of spades and the 2 of diamonds, Bob's the 8 of hearts and
    # the 2 of clubs.
    return Situation(
        "F7S/8",
        (
            Claim("Ann", 101, "2d3h4h5h8sKcKd"),
            Claim("Bob", 101, "2c3d4d5c8hQsQd"),
            Claim("Cy", 101, "ThTcTs9c9dJcJh"),
        ),
        rules=Rules.profile(profile),
    )


def test_stud_low_odd_chip_follows_the_profiles_card_rule() -> None:
    # Pot 303: 152 high (the odd unit) to Cy, 151 low split 76/75.
    # TDA: the highest card by suit of the low hands, 8s over 8h: Ann's odd chip.
    tda = rule(stud_hi_lo("tda"))
    assert tda.winnings == (76, 75, 152)
    low = tda.pots[0].halves[1]
    assert (low.odd, dict(low.odd_card)) == ((0,), {0: "8s", 1: "8h"})
    assert "TDA 2024 Rule 20: awarding odd chips" in tda.citations
    # Robert's: the lowest card by suit, the 2 of clubs below the 2 of diamonds: Bob.
    robert = rule(stud_hi_lo("robert"))
    assert robert.winnings == (75, 76, 152)
    low = robert.pots[0].halves[1]
    assert (low.odd, dict(low.odd_card)) == ((1,), {1: "2c", 0: "2d"})
    assert robert.citations == (
        "Robert's Rules of Poker: odd chips (low half: lowest card by suit)",
    )


def test_stud8_tied_lows_with_aces_the_sevens_decide_the_odd_chip() -> None:
    """rules.md: the stud odd chip goes to the highest card by suit among the five cards
    of the winning hand; in a low hand the ace counts low (issue 26, item 5). Ann and Bob
    tie for low with 7-5-4-2-A: Ann's As is not her highest low card, her 7c is; Bob's 7s
    beats it. Cy's tens full win high. Pot 303: 152 high to Cy, 151 low: 76 to Bob (the
    odd chip), 75 to Ann."""
    ruling = rule(
        Situation(
            "F7S/8",
            (
                Claim("Ann", 101, "As7c5d4d2dKhQh"),
                Claim("Bob", 101, "Ah7s5c4c2cQdJd"),
                Claim("Cy", 101, "ThTcTs9c9dJcJh"),
            ),
            rules=Rules.profile("tda"),
        )
    )
    assert ruling.winnings == (75, 76, 152)
    low = ruling.pots[0].halves[1]
    assert (low.odd, dict(low.odd_card)) == ((1,), {1: "7s", 0: "7c"})


def test_the_ruling_names_the_kickers_where_they_decide() -> None:
    """Board 9c Kd Js 2h 3c: Ann's 9h Qh and Bob's 9d Td both make a pair of nines, so
    the kickers decide: Ann's K-Q-J beat Bob's K-J-T (issue 26, item 10). Cy's 4c 5c
    make only king high: no kicker named for him (nobody else has king high)."""
    ruling = rule(
        Situation(
            "NT",
            (Claim("Ann", 100, "9hQh"), Claim("Bob", 100, "9dTd"), Claim("Cy", 100, "4c5d")),
            board="9cKdJs2h3c",
        )
    )
    assert ruling.winnings == (300, 0, 0)
    assert ruling.pots[0].halves[0].hand == "Pair of nines, K-Q-J"
    assert [h for h, _ in ruling.hands] == [
        "Pair of nines, K-Q-J",
        "Pair of nines, K-J-T",
        "King-high",
    ]


def test_an_uncalled_bet_goes_back_before_the_pots_are_built() -> None:
    # Ann bet 1,000; Bob called all-in for 400: 600 goes back, the pot is 800.
    ruling = rule(
        Situation(
            "NT",
            (Claim("Ann", 1000, "AhKh"), Claim("Bob", 400, "QsQd", all_in=True)),
            board="2c7s9dTc3h",
        )
    )
    assert ruling.returned == (0, 600)
    assert [(p.amount, p.eligible) for p in ruling.pots] == [(800, (0, 1))]
    assert ruling.winnings == (600, 800)


def test_folded_chips_are_dead_money_and_a_lone_player_needs_no_cards() -> None:
    ruling = rule(Situation("NT", (Claim("Ann", 300, folded=True), Claim("Bob", 600)), board=""))
    # Bob's unmatched 300 goes back; the 600 in the pot are his.
    assert ruling.returned == (1, 300)
    assert ruling.winnings == (0, 900)


@pytest.mark.parametrize(
    ("claims", "board", "message"),
    [
        (
            (Claim("Ann", 500, "AhAd"), Claim("Bob", 300, "KhKd")),
            "2c7s9dTc3h",
            "Bob put in less than 500 and is not all-in",
        ),
        (
            (Claim("Ann", 500, "AhAd"), Claim("Bob", 500, "")),
            "2c7s9dTc3h",
            "Bob is still in the hand: enter their 2 cards",
        ),
        ((Claim("Ann", 500, "AhAd"), Claim("Bob", 500, "AhKd")), "2c7s9dTc3h", "Ah"),
        ((Claim("Ann", 500, "AhAd"), Claim("Bob", 500, "KhKd")), "2c7s9d", "5 board cards"),
        ((Claim("Ann", 500, "AhAd"), Claim("Bob", 500, "KhXx")), "2c7s9dTc3h", "Bob"),
        ((Claim("Ann", -5, "AhAd"), Claim("Bob", 500, "KhKd")), "2c7s9dTc3h", "Ann"),
    ],
)
def test_a_situation_that_cannot_be_ruled_on_says_what_to_fix(
    claims: tuple[Claim, ...], board: str, message: str
) -> None:
    with pytest.raises(RulingError, match=message):
        rule(Situation("NT", claims, board=board))


def test_an_unknown_game_is_named() -> None:
    with pytest.raises(RulingError, match="There is no game 'XX'"):
        rule(Situation("XX", (Claim("Ann", 1), Claim("Bob", 1))))


def test_a_big_blind_ante_is_dead_money_in_the_main_pot() -> None:
    # Bob posted a big-blind ante of 200 (dead money) and is all in for 1,000 more; Ann
    # folded her small blind of 100; Cy called 1,000. Live chips 100 + 1,000 + 1,000 =
    # 2,100, plus the dead 200: one pot of 2,300 for Bob and Cy. Cy's kings beat queens.
    ruling = rule(
        Situation(
            "NT",
            (
                Claim("Ann", 100, folded=True),
                Claim("Bob", 1200, "QhQd", all_in=True, dead=200),
                Claim("Cy", 1000, "KhKd"),
            ),
            board="2c7s9dTc3h",
        )
    )
    assert [(p.amount, p.eligible) for p in ruling.pots] == [(2300, (1, 2))]
    assert ruling.returned is None
    assert ruling.winnings == (0, 0, 2300)
