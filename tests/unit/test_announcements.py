"""The clock's spoken announcements, word for word in each language (issue 27, item 16)."""

from __future__ import annotations

import pytest

from tournament.announcements import spoken
from tournament.service.clock_views import LevelView

HOLDEM = LevelView(6, 7, False, "NT", "No-limit Texas hold'em", 300, 600, 600, True, 0, 0, 0, 0)
STUD = LevelView(9, 9, False, "7S", "Seven card stud", 0, 0, 100, False, 200, 800, 1600, 0)
BREAK = LevelView(7, 7, True, "", "", 0, 0, 0, False, 0, 0, 0, 15 * 60_000, colour_up=(25, 100))
AFTER = LevelView(8, 8, False, "NT", "No-limit Texas hold'em", 1000, 2000, 0, False, 0, 0, 0, 0)


@pytest.mark.parametrize(
    ("lang", "level", "stud"),
    [
        (
            "en",
            "Level 7: blinds 300 and 600, big blind ante 600.",
            "Level 9: ante 100, bring-in 200, limits 800 and 1600.",
        ),
        (
            "de",
            "Level 7: Blinds 300 und 600, Big-Blind-Ante 600.",
            "Level 9: Ante 100, Bring-in 200, Limits 800 und 1600.",
        ),
        (
            "fr",
            "Niveau 7 : blinds 300 et 600, ante de grosse blind 600.",
            "Niveau 9 : ante 100, bring-in 200, limites 800 et 1600.",
        ),
        (
            "ja",
            "レベル7：ブラインド 300 と 600、ビッグブラインドアンティ 600。",
            "レベル9：アンティ 100、ブリングイン 200、リミット 800 と 1600。",
        ),
    ],
)
def test_a_new_level_is_announced_with_its_blinds_and_antes(
    lang: str, level: str, stud: str
) -> None:
    assert spoken("level_up", HOLDEM, lang) == level
    assert spoken("level_up", STUD, lang) == stud


def test_breaks_and_the_last_minute_in_each_language() -> None:
    assert spoken("break_start", BREAK, "en") == (
        "Break: 15 minutes. We colour up the 25, 100 chips."
    )
    assert spoken("break_start", BREAK, "de") == (
        "Pause: 15 Minuten. Die Chips zu 25, 100 werden eingewechselt."
    )
    assert spoken("break_start", BREAK, "fr") == (
        "Pause : 15 minutes. Les jetons de 25, 100 sont retirés."
    )
    assert (
        spoken("break_start", BREAK, "ja")
        == "休憩：15分です。25、100のチップをカラーアップします。"
    )
    assert (
        spoken("break_end", AFTER, "fr") == "La pause est terminée. Niveau 8 : blinds 1000 et 2000."
    )
    assert spoken("break_end", AFTER, "ja") == "休憩終了です。レベル8：ブラインド 1000 と 2000。"
    assert spoken("one_minute", HOLDEM, "de") == "Noch eine Minute in Level 7."
    assert spoken("one_minute", BREAK, "fr") == "Plus qu'une minute de pause."
    assert spoken("one_minute", HOLDEM, "ja") == "レベル7、残り1分です。"


def test_an_unknown_language_is_spoken_in_english_and_the_ticks_are_silent() -> None:
    assert spoken("level_up", AFTER, "pt") == "Level 8: blinds 1000 and 2000."
    assert spoken("tick", HOLDEM, "en") == ""
