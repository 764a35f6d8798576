"""The domain's words are translated: the catalog lists every text the domain can produce
(read from its source), and each language translates every one, placeholders kept."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ui.domain_text import DomainWords
from ui.domain_text.catalog import CATALOG, collect

FOLDER = Path(CATALOG).parent
HOLES = re.compile(r"%\d")


def test_the_catalog_lists_every_text_the_domain_produces() -> None:
    listed = json.loads(CATALOG.read_text("utf-8"))
    found = collect()
    new, gone = sorted(set(found) - set(listed)), sorted(set(listed) - set(found))
    assert (new, gone) == ([], []), (
        "run `python -m ui.domain_text.catalog`, then translate the new texts in "
        "resources/translations/domain_{de,fr,ja}.json"
    )


@pytest.mark.parametrize("lang", ["de", "fr", "ja"])
def test_each_language_translates_every_text_with_its_placeholders(lang: str) -> None:
    listed = json.loads(CATALOG.read_text("utf-8"))
    table = json.loads((FOLDER / f"domain_{lang}.json").read_text("utf-8"))
    assert sorted(set(listed) - set(table)) == [], f"untranslated in domain_{lang}.json"
    assert sorted(set(table) - set(listed)) == [], f"no longer used in domain_{lang}.json"
    wrong = [
        k
        for k, v in table.items()
        if not v.strip() or sorted(HOLES.findall(k)) != sorted(HOLES.findall(v))
    ]
    assert wrong == []


def test_a_text_is_translated_by_its_template_with_its_parts() -> None:
    words = DomainWords(
        {
            "%1 is not playing and cannot rebuy": "%1 spielt nicht und kann keinen Rebuy nehmen",
            "%1: %2": "%1: %2",
            "Razz": "Razz",
            "Seven card stud": "Seven Card Stud",
            "%1 is played by at most %2 players": "%1 spielen höchstens %2 Spieler",
        }
    )
    assert (
        words("Ana is not playing and cannot rebuy")
        == "Ana spielt nicht und kann keinen Rebuy nehmen"
    )
    # a game name inside a refusal is translated too
    assert words("Seven card stud is played by at most 8 players") == (
        "Seven Card Stud spielen höchstens 8 Spieler"
    )
    # a wrapped refusal: the file's name, then the refusal in the language
    assert words("cup.toml: Ana is not playing and cannot rebuy") == (
        "cup.toml: Ana spielt nicht und kann keinen Rebuy nehmen"
    )
    assert words("nothing known") == "nothing known"


def test_a_hands_words_in_german_from_the_real_table() -> None:
    from tournament.service.hand_words import names_list, pot_name, split_words

    de = DomainWords(json.loads((FOLDER / "domain_de.json").read_text("utf-8")))
    assert de("Seven-high straight") == "Straße bis Sieben"
    assert de("Aces full of kings") == "Full House, Asse über Könige"
    assert de("8-6-4-3-A low") == "8-6-4-3-A-Low"
    assert names_list(["Ann", "Bob", "Cy"], de) == "Ann, Bob und Cy"
    one = split_words(pot_name(0, de), 2_150, [("Alice", 2_150)], "high", "", de)
    assert one == "Hauptpot 2,150: Alice gewinnt High 2,150"
    why = de("highest card by suit")
    two = split_words(pot_name(1, de), 1_075, [("Bob", 538), ("Carla", 537)], "low", why, de)
    assert two == (
        "Side-Pot 1 1,075: Bob und Carla teilen Low 1,075 "
        "(Bob 538, Carla 537; der übrige Chip an Bob, höchste Karte nach Farbe)"
    )
