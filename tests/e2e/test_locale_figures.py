"""Issue 12: numbers, money, game names, refusals and undo labels follow the language.

A German event of 29 players x 12,500 chips (362,500 in play) with 3,330.00 in the pool
(29 buy-ins of 100.00 = 2,900.00 plus 430.00 added money): the clock screen writes
``362.500`` chips and ``3.330 €``, the console the same; in French ``362 500`` (a narrow
no-break space) and ``3 330 €``; a refusal and the undo label read in the language.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.service import commands as c
from tournament.service.records import BuyInSettings
from tournament.structure import Level
from ui.app import AppParts

SETTINGS = BuyInSettings(buy_in=10_000, starting_stack=12_500, added_money=43_000)


def _night(opened: list[AppParts], qtbot: QtBot, tmp_path: Path, lang: str) -> AppParts:
    stud = Level(("F7S/8",), 20 * 60_000, ante=25, bring_in=50, small_bet=100, big_bet=200)
    create = c.CreateTournament("Mardi", SETTINGS, (stud,), 4, 8)
    parts = open_app(
        opened, qtbot, tmp_path / f"{lang}.sqlite", FakeClock(), lambda: create, lang=lang
    )
    for n in range(1, 30):
        parts.uow.handle(c.RegisterAndBuyIn(f"Spieler {n:02d}", player_id=f"P{n:02d}"))
    parts.uow.handle(c.RecordChipCount("P01", 1_250_000))  # a recorded count, flagged
    parts.clock_screen.refresh()
    parts.console.refresh()
    return parts


@pytest.mark.parametrize(
    ("lang", "average", "pool", "game"),
    [
        ("de", "12.500", "3.330 €", "Level 1 · Seven Card Stud Hi-Lo 8 or Better"),
        ("fr", "12\u202f500", "3\u202f330 €", "Niveau 1 · Stud à sept cartes hi-lo 8 or better"),
        ("ja", "12,500", "€ 3,330", "レベル 1 · セブンカードスタッド・ハイロー 8 オアベター"),
        ("en", "12,500", "€ 3,330", "Level 1 · Seven card stud hi-lo 8 or better"),
    ],
)
def test_figures_follow_the_language(
    qtbot: QtBot,
    tmp_path: Path,
    opened: list[AppParts],
    lang: str,
    average: str,
    pool: str,
    game: str,
) -> None:
    parts = _night(opened, qtbot, tmp_path, lang)
    side = parts.clock_screen.side_labels
    assert side["average"].text() == average  # 362,500 chips in play / 29 players
    assert side["pool"].text() == pool  # 29 x 100.00 + 430.00
    assert side["players"].text() == "29 / 29"
    assert parts.clock_screen.level.text() == game


def test_german_chips_in_play_refusal_and_undo_label(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _night(opened, qtbot, tmp_path, "de")
    # 29 x 12,500 = 362,500 issued; recorded: 28 x 12,500 + 1,250,000 = 1,600,000
    assert parts.facade.chips_in_play() == 362_500
    check = parts.facade.chips_check()
    assert "362.500" in check
    assert "1.600.000" in check
    assert "1.237.500" in check
    # A refusal in the director's language: P02 is playing, he cannot re-enter.
    parts.console.do(lambda: parts.facade.send(c.ReEnter("P02", seat=True)))
    banner = parts.console.banner.text()
    assert banner == (
        "Spieler 02 ist nicht ausgeschieden; nur ausgeschiedene Spieler können per "
        "Re-Entry zurückkehren"
    )
    assert parts.facade.undo_text() == "Rückgängig: Chipcount von Spieler 01"
