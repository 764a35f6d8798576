"""The words a floor person announces after a hand (issue 26, item 10): each winner of a
split pot named with what they won, kickers named where they decide, a muck after a call
is not "everyone else folded"."""

from __future__ import annotations

import random

from tournament.cards import parse_cards
from tournament.engine import Rules
from tournament.service.hand_setup import HandSetup
from tournament.service.hand_words import award_lines, describe_hand
from tournament.service.table_hand import HandEntry, TableHand

NAMES = ("Ann", "Bob", "Cy")


def cards(text: str) -> tuple[int | None, ...]:
    """Cards from text."""
    return tuple(None if c is None else int(c) for c in parse_cards(text))


def _holdem() -> TableHand:
    """No-limit hold'em, blinds 5/10: Ann small blind, Bob big blind, Cy on the button."""
    setup = HandSetup(
        1,
        1,
        "NT",
        1,
        ("a", "b", "c"),
        NAMES,
        (1, 2, 3),
        (1000, 1000, 1000),
        9,
        False,
        None,
        {"blinds_or_straddles": [5, 10, 0], "antes": [0, 0, 0], "min_bet": 10},
    )
    return TableHand(setup, Rules(), "record", random.Random(1))


def _to_river(hand: TableHand, board: str) -> None:
    """Cy calls 10, Ann folds (her 5 is dead), Bob checks; the board is typed as dealt
    and every street checked to the river's betting."""
    hand.enter(HandEntry("call"))
    hand.enter(HandEntry("fold"))
    hand.enter(HandEntry("call"))
    flop, turn, river = board[:6], board[6:8], board[8:]
    for street in (flop, turn, river):
        hand.enter(HandEntry("board", cards=cards(street)))
        if street != river:
            hand.enter(HandEntry("call"))
            hand.enter(HandEntry("call"))


def test_a_split_pot_names_each_winner_and_amount_in_the_banner() -> None:
    """Pot 5 + 10 + 10 = 25. Bob (AhQh) and Cy (AdQd) both play A-Q-J-T-9 on 2c 7d 9h
    Ts Js: they split, 12 each and the odd chip to the first winner clockwise from the
    button, Bob: 13 and 12. The banner says so, not "Bob wins a pot of 25"."""
    hand = _holdem()
    _to_river(hand, "2c7d9hTsJs")
    hand.enter(HandEntry("call"))
    hand.enter(HandEntry("call"))
    hand.enter(HandEntry("show", cards=cards("AhQh")))
    hand.enter(HandEntry("show", cards=cards("AdQd")))
    assert hand.over
    played = hand.finish()
    assert played.summary() == "Table 1, hand 1 (NLHE): Bob wins 13, Cy wins 12"


def test_a_single_winner_still_wins_a_pot() -> None:
    hand = _holdem()
    _to_river(hand, "2c7d9hTsJs")
    hand.enter(HandEntry("call"))
    hand.enter(HandEntry("call"))
    hand.enter(HandEntry("show", cards=cards("AhQh")))
    hand.enter(HandEntry("show", cards=cards("3d4d")))
    assert hand.finish().summary() == "Table 1, hand 1 (NLHE): Bob wins a pot of 25"


def test_kickers_are_named_where_they_decide() -> None:
    """Board 9c Kd Js 2h 3c. Bob's 9h Qh: nines with K-Q-J; Cy's 9d Td: nines with
    K-J-T. Both hold a pair of nines, so the kickers decide and are named."""
    hand = _holdem()
    _to_river(hand, "9cKdJs2h3c")
    hand.enter(HandEntry("call"))
    hand.enter(HandEntry("call"))
    hand.enter(HandEntry("show", cards=cards("9hQh")))
    hand.enter(HandEntry("show", cards=cards("9dTd")))
    h = hand.hand
    assert describe_hand(h, 1) == "Pair of nines, K-Q-J"
    assert describe_hand(h, 2) == "Pair of nines, K-J-T"
    assert award_lines(h, NAMES) == ["Main pot 25: Bob wins 25"]


def test_kickers_are_not_named_where_they_do_not_decide() -> None:
    """Bob's 9h Qh: a pair of nines; Cy's Kh 4h: a pair of kings. The pairs decide."""
    hand = _holdem()
    _to_river(hand, "9cKdJs2h3c")
    hand.enter(HandEntry("call"))
    hand.enter(HandEntry("call"))
    hand.enter(HandEntry("show", cards=cards("9hQh")))
    hand.enter(HandEntry("show", cards=cards("Kh4h")))
    assert describe_hand(hand.hand, 1) == "Pair of nines"
    assert describe_hand(hand.hand, 2) == "Pair of kings"


def test_a_call_then_a_muck_is_not_everyone_else_folded() -> None:
    """River: Bob bets 20, Cy calls, Bob shows, Cy mucks. Cy called: the pot of 25 + 40
    = 65 is won at a showdown, not because everyone else folded."""
    hand = _holdem()
    _to_river(hand, "2c7d9hTsJs")
    hand.enter(HandEntry("raise", 20))
    hand.enter(HandEntry("call"))
    hand.enter(HandEntry("show", cards=cards("AhQh")))
    hand.enter(HandEntry("muck"))
    assert hand.over
    assert award_lines(hand.hand, NAMES) == ["Main pot 65: Bob wins 65"]
