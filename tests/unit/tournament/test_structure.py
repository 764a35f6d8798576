"""Structure rules: amounts per game, the validator, chip sets, presets."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tournament.chip_set import Chip, ChipSet, can_make
from tournament.games import UnknownGameError, game_name, short_name
from tournament.structure import AnteKind, Break, Level, RotationSettings, RotationUnit, Structure
from tournament.structure_check import validate
from tournament.structure_io import (
    InvalidStructureError,
    load_preset,
    preset_names,
    require_valid,
)

M = 60_000
CHIPS = ChipSet((Chip(25, "green", 500), Chip(100, "black", 500), Chip(500, "purple", 200)))


def nl(sb: int, bb: int, ante: int = 0, kind: AnteKind = AnteKind.NONE) -> Level:
    return Level(("NT",), 20 * M, sb, bb, kind, ante)


def make(*steps: Level | Break, rotation: RotationSettings | None = None) -> Structure:
    return Structure("Test", steps, CHIPS, 10_000, rotation or RotationSettings())


def messages(structure: Structure) -> list[str]:
    return [str(p) for p in validate(structure)]


def test_valid_structure_has_no_problems() -> None:
    assert validate(make(nl(25, 50), Break(10 * M), nl(50, 100, 100, AnteKind.BIG_BLIND))) == []


def test_every_preset_passes_the_validator() -> None:
    names = preset_names()
    assert {"nlhe-regular", "nlhe-turbo", "nlhe-deep", "horse", "eight-game"} <= set(names)
    assert "players-championship" in names
    for name in names:
        assert validate(load_preset(name)) == [], name


def test_presets_are_realistic_mixes() -> None:
    assert set(load_preset("horse").games) == {"FT", "FO/8", "FR", "F7S", "F7S/8"}
    eight = {"F2L3D", "FT", "FO/8", "FR", "F7S", "F7S/8", "NT", "PO"}
    assert set(load_preset("eight-game").games) == eight
    assert set(load_preset("players-championship").games) == eight | {"N2L1D"}
    for name in preset_names():
        s = load_preset(name)
        assert len(s.levels) >= 18, name
        bbs = [lvl.big_blind or lvl.small_bet for lvl in s.levels]
        assert bbs == sorted(bbs), name
        assert bbs[-1] >= 100 * bbs[0], name


def test_stud_level_shows_ante_bring_in_and_limits() -> None:
    level = load_preset("horse").levels[0]
    assert level.amounts_for("FR").describe() == "Razz: ante 25, bring-in 50, limits 200/400"


def test_mixed_level_limit_games_use_bets_and_nl_games_use_blinds() -> None:
    level = load_preset("eight-game").levels[0]
    nlhe = level.amounts_for("NT")
    assert (nlhe.small_blind, nlhe.big_blind, nlhe.small_bet, nlhe.bring_in) == (200, 400, 0, 0)
    lhe = level.amounts_for("FT")
    assert (lhe.small_bet, lhe.big_bet, lhe.big_blind, lhe.ante) == (400, 800, 400, 0)
    stud = level.amounts_for("F7S")
    assert (stud.ante, stud.bring_in, stud.small_blind) == (50, 100, 0)


def test_limit_game_without_blinds_takes_half_the_small_bet_and_the_small_bet() -> None:
    level = Level(("FO/8",), M, small_bet=600, big_bet=1200)
    amounts = level.amounts_for("FO/8")
    assert (amounts.small_blind, amounts.big_blind) == (300, 600)


def test_big_blind_ante_is_paid_by_the_big_blind() -> None:
    amounts = nl(100, 200, 200, AnteKind.BIG_BLIND).amounts_for("NT")
    assert amounts.ante_kind == "big_blind"
    assert amounts.describe() == "NLHE: blinds 100/200, big-blind ante 200"


def test_blinds_going_down_is_a_problem() -> None:
    assert messages(make(nl(100, 200), nl(100, 150))) == [
        "level 2, big_blind: the big blind goes down from 200 (level 1) to 150"
    ]


def test_ante_larger_than_the_small_blind_is_a_problem() -> None:
    problems = messages(make(nl(100, 200, 125, AnteKind.PER_PLAYER)))
    assert problems == ["level 1, ante: the ante (125) is larger than the small blind (100) in NT"]


def test_big_blind_ante_may_equal_the_big_blind_but_not_exceed_it() -> None:
    assert validate(make(nl(100, 200, 200, AnteKind.BIG_BLIND))) == []
    assert messages(make(nl(100, 200, 300, AnteKind.BIG_BLIND))) == [
        "level 1, ante: the big-blind ante (300) is larger than the big blind (200) in NT"
    ]


def test_bring_in_larger_than_the_small_bet_is_a_problem() -> None:
    stud = Level(("F7S",), M, ante=25, bring_in=300, small_bet=200, big_bet=400)
    assert messages(make(stud)) == [
        "level 1, bring_in: the bring-in (300) is larger than the small bet (200)"
    ]


def test_amount_the_chips_in_play_cannot_make_is_a_problem() -> None:
    structure = make(nl(25, 50), Break(10 * M, (25,)), nl(100, 200), nl(150, 300))
    assert messages(structure) == [
        "level 3, small_blind: the small blind (150) cannot be made with the chips in play "
        "(smallest chip 100)",
    ]


def test_derived_limit_blind_must_be_makeable() -> None:
    structure = make(nl(25, 50), Break(M, (25,)), Level(("FT",), M, small_bet=300, big_bet=600))
    assert messages(structure) == [
        "level 2, small_bet: the small blind of FT (from the small bet) (150) cannot be made "
        "with the chips in play (smallest chip 100)"
    ]


def test_missing_fields_are_problems() -> None:
    stud = Level(("F7S",), M, small_bet=200, big_bet=400)
    assert messages(make(stud)) == [
        "level 1, bring_in: missing: stud games need a bring-in",
        "level 1, ante: missing: stud games need an ante",
    ]
    assert (
        "missing: no-limit and pot-limit games need a big blind"
        in messages(make(Level(("PO",), M)))[0]
    )


def test_unknown_game_code_is_a_problem() -> None:
    assert messages(make(Level(("XX",), M, 25, 50))) == ["level 1, game: unknown game code 'XX'"]


def test_rotation_by_level_plays_one_game_per_level() -> None:
    level = Level(("FT", "F7S"), M, ante=25, bring_in=50, small_bet=200, big_bet=400)
    assert validate(make(level, rotation=RotationSettings(RotationUnit.HANDS, 8))) == []
    assert messages(make(level))[0].startswith("level 1, game: a rotation by level plays one")


def test_colour_up_of_a_chip_not_in_play_is_a_problem() -> None:
    structure = make(nl(25, 50), Break(M, (25,)), nl(100, 200), Break(M, (25, 1000)), nl(200, 400))
    assert messages(structure) == [
        "break after level 2, colour_up: the 25 chips are already gone",
        "break after level 2, colour_up: the chip set has no 1000 chip to colour up",
    ]


def test_zero_length_and_bad_chip_set_are_problems() -> None:
    bad_chips = ChipSet((Chip(25, "", 10), Chip(25, "green", -1)))
    structure = replace(make(replace(nl(25, 50), length_ms=0)), chips=bad_chips)
    assert messages(structure) == [
        "chip set, 25, colour: the chip has no colour",
        "chip set, 25, denomination: this denomination is listed twice",
        "chip set, 25, count: the chip count cannot be negative",
        "level 1, length: the length must be more than 0",
    ]


def test_require_valid_raises_with_every_problem() -> None:
    with pytest.raises(InvalidStructureError, match="2 problem") as info:
        require_valid(make(nl(100, 200), nl(50, 100)))
    assert len(info.value.problems) == 2


def test_can_make_uses_every_denomination_in_play() -> None:
    assert can_make(175, (25, 100))
    assert not can_make(150, (100, 500))
    assert can_make(1300, (500, 400))  # 500 + 400 + 400
    assert not can_make(1100, (500, 400))
    assert can_make(0, ())
    assert not can_make(100, ())


def test_game_names_come_from_the_engine_variants() -> None:
    assert game_name("F2L3D") == "2-7 lowball triple draw"
    assert short_name("FO/8") == "O8"
    with pytest.raises(UnknownGameError, match="unknown game code 'XX'"):
        game_name("XX")


def test_level_numbers_skip_breaks() -> None:
    s = make(nl(25, 50), Break(M), nl(50, 100))
    assert [s.level_number(i) for i in range(3)] == [1, None, 2]
    assert s.step_label(1) == "break after level 1"
    assert s.step_of_level(2) == 2
