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
