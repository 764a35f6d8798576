"""Record mode at a full stud table: the short stub's common card (issue 26, item 1).

rules.md (WSOP live rule 228): "before the 7th-street burn, needed = players still in +
the burn ... Otherwise, if the stub holds more than 2 cards, burn and deal one common
card face up that every player uses as their 7th card; with 2 or fewer, scramble the
stub and the burns, burn, and deal the common card." In Record mode the cards nobody
typed are still cards out of the 52.
"""

from __future__ import annotations

import random

import pytest

from tournament.cards import parse_cards
from tournament.engine import IllegalAction, Rules
from tournament.service.hand_setup import HandSetup
from tournament.service.table_hand import HandEntry, Need, TableHand


def card(text: str) -> int:
    """One card from text."""
    (found,) = parse_cards(text)
    assert found is not None
    return int(found)


# Up cards by street (3rd to 6th), players 0-7 in dealing order. p0 shows a pair of
# aces, p1 a pair of kings; p2's 2c is the lowest up card: p2 brings it in.
UPS = (
    ("Ah", "Kh", "2c", "2d", "2h", "2s", "3c", "3s"),
    ("Ad", "Ks", "3d", "4c", "6d", "8d", "9d", "Td"),
    ("9c", "7c", "9h", "Jh", "Qc", "Th", "4h", "5s"),
    ("8c", "6c", "Ts", "5d", "7d", "3h", "Jc", "Qd"),
)


def _stud_hand(players: int = 8) -> TableHand:
    setup = HandSetup(
        1,
        1,
        "F7S",
        1,
        tuple(f"p{i}" for i in range(players)),
        tuple(f"Player {i + 1}" for i in range(players)),
        tuple(range(1, players + 1)),
        (1000,) * players,
        8,
        False,
        None,
        {"antes": [5] * players, "bring_in": 5, "small_bet": 10, "big_bet": 20},
    )
    return TableHand(setup, Rules(), "record", random.Random(1))


def _to_seventh(hand: TableHand) -> None:
    """Type every up card, bring it in, call it and check it down to 7th street."""
    typed = [list(street) for street in UPS]
    while True:
        need = hand.need()
        if need.kind == "up-cards":
            assert need.player is not None
            street = next(s for s in typed if s[need.player])
            hand.enter(HandEntry("cards", cards=(card(street[need.player]),), player=need.player))
            street[need.player] = ""
        elif need.kind == "bring-in":
            hand.enter(HandEntry("bring_in"))
        elif need.kind == "act" and hand.hand.street_index < 4:
            hand.enter(HandEntry("call"))
        else:
            return


def test_eight_players_reach_seventh_street_the_operator_is_asked_for_the_common_card() -> None:
    """Eight players to 7th street: 8 x 6 = 48 cards in the hands, so the stub and the
    burns hold 52 - 48 = 4 cards for 8 players and a burn (9): one common card."""
    hand = _stud_hand()
    _to_seventh(hand)
    assert hand.need() == Need("common", None, 1)
    assert sum(len(cards) for cards in hand.hand.hole) == 48
    with pytest.raises(IllegalAction, match="common card"):
        hand.enter(HandEntry("call"))
    hand.enter(HandEntry("board", cards=(card("Kd"),)))
    assert hand.hand.common == [card("Kd")]
    # nobody got a 7th card of their own: 48 + the common card = 49 of the 52
    assert sum(len(cards) for cards in hand.hand.hole) == 48
    assert hand.need().kind == "act"


def test_the_common_card_is_everyones_and_can_be_typed_in_every_show() -> None:
    """With Kd in the centre, p1 (Kh Ks up) has three kings and acts first on 7th
    street; it is checked round. p1 shows Qs Js (and the Kd, typed too); p2-p7 muck;
    p0 shows Ac 5c with the Kd: three aces beat three kings.

    Pot: antes 8 x 5 = 40, the bring-in 5 called by the 7 others: 8 x 5 = 40; 80 in
    all, to p0: 1000 - 10 + 80 = 1,070; every other player 1000 - 10 = 990."""
    hand = _stud_hand()
    _to_seventh(hand)
    hand.enter(HandEntry("board", cards=(card("Kd"),)))
    assert hand.need().player == 1
    while hand.need().kind == "act":
        hand.enter(HandEntry("call"))
    assert hand.need() == Need("show", 1)
    hand.enter(HandEntry("show", cards=tuple(card(x) for x in ("Qs", "Js", "Kd"))))
    for _ in range(6):
        hand.enter(HandEntry("muck"))
    assert hand.need() == Need("show", 0)
    hand.enter(HandEntry("show", cards=tuple(card(x) for x in ("Ac", "5c", "Kd"))))
    assert hand.over
    assert hand.hand.finishing_stacks == [1070] + [990] * 7


def test_unknown_cards_count_against_the_52() -> None:
    """In Record mode the engine refuses to deal a player a 7th card of their own when
    the deck cannot hold it: 48 cards out, 4 left for 8 players and a burn."""
    hand = _stud_hand()
    _to_seventh(hand)
    with pytest.raises(IllegalAction, match="common card"):
        hand.hand.deal_hole(0, [None])


def test_seven_players_get_their_own_seventh_card() -> None:
    """Seven players: 7 x 6 = 42 out, 10 left for 7 players and a burn (8): no common
    card; each gets a down card nobody types."""
    hand = _stud_hand(7)
    _to_seventh(hand)
    assert hand.need().kind == "act"
    assert hand.hand.common == []
    assert [len(cards) for cards in hand.hand.hole] == [7] * 7
