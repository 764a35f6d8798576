"""Cards the dealer exposes in the initial deal, as Record mode enters them (issue 26,
item 4): the cards nobody typed are unknown, so the operator says which card it was.

rules.md: "Exposed card by the dealer: either of the **first two cards dealt in the
hand** exposed is a misdeal (TDA 35); any other card exposed in the initial deal of
hold'em becomes the burn card; two exposed cards are a misdeal. In stud, a first or
second down card dealt face up: the 3rd card is dealt down instead (WSOP live 214; only
all three exposed is a misdeal)."
"""

from __future__ import annotations

import random

import pytest

from tournament.cards import parse_cards
from tournament.engine import HandState, IllegalAction, Rules
from tournament.service.hand_setup import HandSetup
from tournament.service.table_hand import HandEntry, TableHand


def card(text: str) -> int:
    """One card from text."""
    (found,) = parse_cards(text)
    assert found is not None
    return int(found)


def _holdem_manual() -> HandState:
    hand = HandState("NT", [100] * 3, blinds_or_straddles=[5, 10, 0], min_bet=10, manual=True)
    for p in range(3):
        hand.deal_hole(p, [None, None])
    return hand


@pytest.mark.parametrize("player", [0, 1])
def test_a_blinds_second_round_card_exposed_becomes_the_burn_card(player: int) -> None:
    """Dealt round the table from the small blind: p0 gets cards 1 and 4, p1 cards 2
    and 5. A blind's second-round card (4th or 5th of the deal) is not one of the first
    two cards of the deal: it becomes the burn card and the player gets another."""
    hand = _holdem_manual()
    event = hand.expose_card(player, card("Ah"), 1)
    assert event.remedy == "burn card"
    assert not hand.is_over
    assert card("Ah") in hand.burns
    hand.deal_hole(player, [None])  # the replacement
    assert hand.phase_name == "betting"


@pytest.mark.parametrize("player", [0, 1])
def test_a_blinds_first_round_card_exposed_is_a_misdeal(player: int) -> None:
    """p0's first card is the first card of the deal, p1's the second: TDA 35."""
    hand = _holdem_manual()
    assert hand.expose_card(player, card("Ah"), 0).remedy == "misdeal"
    assert hand.is_over
    assert hand.finishing_stacks == [100, 100, 100]


def test_the_button_first_round_card_is_the_burn_card() -> None:
    hand = _holdem_manual()
    assert hand.expose_card(2, card("Ah"), 0).remedy == "burn card"


def test_the_card_number_must_be_one_of_the_players() -> None:
    hand = _holdem_manual()
    with pytest.raises(IllegalAction, match="card 3"):
        hand.expose_card(0, card("Ah"), 2)


def _stud_manual(rules: Rules | None = None) -> HandState:
    hand = HandState(
        "F7S",
        [1000] * 3,
        antes=1,
        bring_in=5,
        small_bet=10,
        big_bet=20,
        manual=True,
        rules=rules or Rules(),
    )
    for p in range(3):
        hand.deal_hole(p, [None, None, card(("Kh", "2c", "9d")[p])])
    return hand


def test_stud_one_down_card_exposed_for_two_players_is_no_misdeal() -> None:
    """WSOP live 214, per player: p0's first down card and p1's second down card are
    exposed: each stays up and that player's 3rd card is dealt down. Not a misdeal."""
    hand = _stud_manual()
    assert hand.expose_card(0, card("As"), 0).remedy == "dealt down"
    assert hand.expose_card(1, card("Ac"), 1).remedy == "dealt down"
    assert not hand.is_over
    assert hand.up[0] == [False, False, True]
    assert hand.hole[0][2] == card("As")
    assert hand.hole[1][2] == card("Ac")


def test_stud_all_three_of_a_players_first_cards_exposed_is_a_misdeal() -> None:
    """p0's up card is up; both down cards exposed leave all three face up: misdeal."""
    hand = _stud_manual()
    assert hand.expose_card(0, card("As"), 0).remedy == "dealt down"
    assert hand.expose_card(0, card("Ad"), 0).remedy == "misdeal"
    assert hand.is_over


def _stud_record() -> TableHand:
    setup = HandSetup(
        1,
        1,
        "F7S",
        1,
        ("a", "b", "c"),
        ("Ann", "Bob", "Cy"),
        (1, 2, 3),
        (1000, 1000, 1000),
        8,
        False,
        None,
        {"antes": [1, 1, 1], "bring_in": 5, "small_bet": 10, "big_bet": 20},
    )
    return TableHand(setup, Rules(), "record", random.Random(1))


def test_record_mode_stud_down_card_exposed_before_the_up_card_is_typed() -> None:
    """Record mode: Bob's down card is exposed before his up card was typed. The
    third-street procedure applies: the exposed card stays up as his up card, the 3rd
    card is dealt down; his up card is not asked for any more. 2c (Bob's exposed card)
    is then the lowest up card: Bob brings it in."""
    hand = _stud_record()
    hand.enter(HandEntry("cards", cards=(card("Kh"),), player=0))
    assert hand.need().player == 1
    hand.enter(HandEntry("expose", cards=(card("2c"),), player=1))
    assert hand.hand.hole[1] == [None, None, card("2c")]
    assert hand.hand.up[1] == [False, False, True]
    assert hand.need().player == 2  # Cy's up card next
    hand.enter(HandEntry("cards", cards=(card("9d"),), player=2))
    assert hand.need().kind == "bring-in"
    assert hand.need().player == 1
