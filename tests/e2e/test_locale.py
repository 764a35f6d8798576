"""Numbers, money, game names and undo labels follow the program's language (issue 12:
"362.500 and 3.330 € in German"). The demo: 27 players, buy-in 100.00 € of prize money
each (2.700 €), 30,000 chips each (average 30.000), level 1 of no-limit hold'em."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.engine.variants import VARIANTS
from ui.app import AppParts
from ui.locale_words import GAME_NAMES, chips, money

NBSP, NARROW = "\u00a0", "\u202f"


@pytest.mark.parametrize(
    ("lang", "average", "pool", "game", "undo"),
    [
        ("de", "30.000", f"2.700{NBSP}€", "No-Limit Texas Hold'em", "Rückgängig: Ausscheiden von "),
        (
            "fr",
            f"30{NARROW}000",
            f"2{NARROW}700{NBSP}€",
            "Texas hold’em no-limit",
            "Annuler : élimination de ",
        ),
        ("ja", "30,000", "€2,700", "ノーリミット テキサスホールデム", "元に戻す: "),
        ("en", "30,000", "€ 2,700", "No-limit Texas hold'em", "Undo: bust-out of "),
    ],
)
def test_the_clock_and_console_speak_the_locale(
    qtbot: QtBot,
    tmp_path: Path,
    opened: list[AppParts],
    lang: str,
    average: str,
    pool: str,
    game: str,
    undo: str,
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe", lang=lang)
    screen = parts.clock_screen
    screen.refresh()
    assert screen.side_labels["average"].text() == average
    assert screen.side_labels["pool"].text() == pool
    assert screen.level.text().endswith(f" 1 · {game}")
    first = parts.facade.players()[0]
    parts.facade.bust([first.player_id])
    console = parts.console
    console.refresh_undo()
    assert console.menus.undo_action.text().startswith(undo)
    assert first.name in console.menus.undo_action.text()
    parts.close(FakeClock().now)
    assert QLocale().language() in (QLocale.Language.C, QLocale.Language.English)  # put back


def test_every_game_of_the_engine_is_marked_for_translation() -> None:
    assert sorted(GAME_NAMES) == sorted(v.name for v in VARIANTS.values())


def test_english_amounts_keep_their_commas() -> None:
    assert chips(362_500) == "362,500"
    assert money(333_000, "EUR") == "€ 3,330"
    assert money(1_050, "USD") == "$ 10.50"
