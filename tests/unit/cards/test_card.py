"""Cards, their text, and the deck."""

from __future__ import annotations

import random

import pytest

from tournament.cards import (
    CARDS,
    Card,
    CardError,
    Deck,
    DeckError,
    format_cards,
    parse_card,
    parse_cards,
)


def test_card_value_is_rank_times_four_plus_suit_in_bridge_order() -> None:
    assert parse_card("2c") == 0
    assert parse_card("2d") == 1
    assert parse_card("2h") == 2
    assert parse_card("2s") == 3
    assert parse_card("As") == 51
    assert parse_card("Th").rank == 8
    assert parse_card("Th").suit == 2


def test_card_is_an_int_singleton() -> None:
    assert isinstance(CARDS[7], int)
    assert Card(7) is CARDS[7]
    assert parse_card("3s") is CARDS[7]
    assert [str(c) for c in CARDS[:5]] == ["2c", "2d", "2h", "2s", "3c"]


def test_every_card_round_trips_through_text() -> None:
    for c in CARDS:
        assert parse_card(str(c)) is c
    assert format_cards(CARDS) == "".join(str(c) for c in CARDS)


def test_unknown_cards_parse_to_none_and_format_back() -> None:
    cards = parse_cards("AhKd??")
    assert cards == [parse_card("Ah"), parse_card("Kd"), None]
    assert format_cards(cards) == "AhKd??"


def test_bad_card_text_is_rejected_with_the_text_named() -> None:
    with pytest.raises(CardError, match="'Xx'"):
        parse_card("Xx")
    with pytest.raises(CardError):
        parse_cards("AhK")
    with pytest.raises(CardError):
        Card(52)


def test_standard_deck_deals_from_the_top_in_order() -> None:
    deck = Deck.standard()
    assert len(deck) == 52
    assert format_cards(deck.draw(3)) == "2c2d2h"
    assert deck.draw_one() == parse_card("2s")
    assert len(deck) == 48


def test_deck_from_order_keeps_the_order() -> None:
    order = [parse_card(t) for t in ("Ah", "Kd", "2c")]
    deck = Deck.from_order(order)
    assert deck.cards == tuple(order)
    assert deck.peek(2) == order[:2]
    assert deck.draw(3) == order
    with pytest.raises(DeckError):
        deck.draw_one()


def test_shuffled_deck_is_reproducible_with_the_same_seed_and_holds_all_cards() -> None:
    a = Deck.shuffled(random.Random(42))
    b = Deck.shuffled(random.Random(42))
    assert a.cards == b.cards
    assert sorted(a.cards) == list(CARDS)
    assert a.cards != Deck.standard().cards


def test_deck_rejects_duplicates_and_removes_known_cards() -> None:
    with pytest.raises(DeckError):
        Deck.from_order([CARDS[0], CARDS[0]])
    deck = Deck.standard()
    deck.remove([CARDS[0], CARDS[51]])
    assert len(deck) == 50
    with pytest.raises(DeckError):
        deck.remove([CARDS[0]])
    deck.add_to_bottom([CARDS[0]])
    assert deck.cards[-1] == CARDS[0]
