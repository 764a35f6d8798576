"""The rank and suit letters of a card's text ("Ah", "Td") are written once, in
tournament/cards/card.py (RANK_CHARS, SUIT_CHARS, card_text); every other module uses them."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOME = ROOT / "tournament" / "cards" / "card.py"
LETTERS = ("23456789TJQKA", "AKQJT98765432", "cdhs", "shdc")


def test_no_module_but_the_cards_spells_the_rank_or_suit_letters() -> None:
    spelled = []
    for folder in ("tournament", "ui", "db", "bench"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == HOME:
                continue
            for node in ast.walk(ast.parse(path.read_text("utf-8"))):
                if isinstance(node, ast.Constant) and node.value in LETTERS:
                    spelled.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert spelled == []
