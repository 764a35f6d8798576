"""Cards, decks and hand evaluators (lookup tables built lazily on first evaluation)."""

from __future__ import annotations

from tournament.cards.card import (
    CARDS,
    RANK_CHARS,
    SUIT_CHARS,
    Card,
    CardError,
    format_cards,
    parse_card,
    parse_cards,
    parse_known_cards,
)
from tournament.cards.deck import Deck, DeckError
from tournament.cards.describe import (
    describe_27_low,
    describe_a5_low,
    describe_badugi,
    describe_high,
    describe_low,
    high_kickers,
)
from tournament.cards.evaluate import (
    LOW8_QUALIFIER,
    EvaluationError,
    badugi_rank,
    ensure_tables,
    high7,
    high7_tuple,
    high_rank,
    low_8_7,
    low_8_rank,
    low_27_5,
    low_27_rank,
    low_a5_7,
    low_a5_rank,
    omaha_high_rank,
    omaha_low_8_rank,
)
from tournament.cards.evaluators import EVALUATORS, Evaluator

__all__ = [
    "CARDS",
    "EVALUATORS",
    "LOW8_QUALIFIER",
    "RANK_CHARS",
    "SUIT_CHARS",
    "Card",
    "CardError",
    "Deck",
    "DeckError",
    "EvaluationError",
    "Evaluator",
    "badugi_rank",
    "describe_27_low",
    "describe_a5_low",
    "describe_badugi",
    "describe_high",
    "describe_low",
    "ensure_tables",
    "format_cards",
    "high7",
    "high7_tuple",
    "high_kickers",
    "high_rank",
    "low_8_7",
    "low_8_rank",
    "low_27_5",
    "low_27_rank",
    "low_a5_7",
    "low_a5_rank",
    "omaha_high_rank",
    "omaha_low_8_rank",
    "parse_card",
    "parse_cards",
    "parse_known_cards",
]
