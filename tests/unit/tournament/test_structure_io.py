"""Structure files: lossless TOML/JSON round trips and readable errors for bad files."""

from __future__ import annotations

import json
import tomllib
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.chips import Chip, ChipSet
from tournament.structure import (
    AnteKind,
    Break,
    Level,
    Overtime,
    OvertimeMode,
    RotationSettings,
    RotationUnit,
    Step,
    Structure,
)
from tournament.structure_io import (
    StructureFileError,
    load_preset,
    load_structure,
    preset_names,
    save_structure,
    structure_from_dict,
    structure_from_json,
    structure_from_toml,
    structure_to_dict,
    structure_to_json,
    structure_to_toml,
)
from tournament.toml_writer import dumps

GOOD = """
name = "Friday"
starting_stack = 10000

[[chips]]
denomination = 25
colour = "green"
count = 100

[[levels]]
game = "NT"
minutes = 20
small_blind = 25
big_blind = 50

[[levels]]
type = "break"
minutes = 10
colour_up = [25]

[[levels]]
game = "NT"
minutes = 20
small_blind = 50
big_blind = 100
"""


@pytest.mark.parametrize("name", preset_names())
def test_every_preset_round_trips_through_toml_and_json(name: str) -> None:
    s = load_preset(name)
    assert structure_from_toml(structure_to_toml(s)) == s
    assert structure_from_json(structure_to_json(s)) == s


def test_save_and_load_files_by_extension(tmp_path: Path) -> None:
    s = load_preset("horse")
    for suffix in (".toml", ".json"):
        path = tmp_path / f"horse{suffix}"
        save_structure(s, path)
        assert load_structure(path) == s
    assert json.loads((tmp_path / "horse.json").read_text())["rotation"]["unit"] == "hands"


def test_lengths_that_are_not_whole_minutes_are_kept_in_ms() -> None:
    s = structure_from_toml(GOOD)
    odd = Structure(s.name, (Level(("NT",), 61_234, 25, 50),), s.chips, 10_000)
    assert "length_ms = 61234" in structure_to_toml(odd)
    assert structure_from_toml(structure_to_toml(odd)) == odd


names = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=1, max_size=12)
amounts = st.integers(0, 10**9)


@st.composite
def structures(draw: st.DrawFn) -> Structure:
    steps: list[Step] = []
    for _ in range(draw(st.integers(1, 6))):
        if draw(st.booleans()):
            steps.append(
                Break(draw(st.integers(1, 10**8)), tuple(draw(st.lists(amounts, max_size=2))))
            )
        else:
            games = tuple(
                draw(st.lists(st.sampled_from(["NT", "FT", "F7S", "XX"]), min_size=1, max_size=3))
            )
            sb, bb, ante, bring_in, small_bet, big_bet = (draw(amounts) for _ in range(6))
            kind = draw(st.sampled_from(list(AnteKind)))
            length = draw(st.integers(1, 10**8))
            steps.append(Level(games, length, sb, bb, kind, ante, bring_in, small_bet, big_bet))
    chips = tuple(
        Chip(draw(st.integers(1, 10**6)), draw(names), draw(st.integers(0, 10**4)))
        for _ in range(draw(st.integers(0, 3)))
    )
    factor = Fraction(draw(st.integers(1, 50)), draw(st.integers(1, 20)))
    return Structure(
        draw(names),
        tuple(steps),
        ChipSet(chips),
        draw(st.integers(1, 10**9)),
        RotationSettings(draw(st.sampled_from(list(RotationUnit))), draw(st.integers(1, 20))),
        Overtime(draw(st.sampled_from(list(OvertimeMode))), factor),
        draw(st.text(max_size=30)),
    )


@settings(max_examples=100, deadline=None)
@given(structures())
def test_any_structure_round_trips_losslessly(structure: Structure) -> None:
    assert structure_from_toml(structure_to_toml(structure)) == structure
    assert structure_from_json(structure_to_json(structure)) == structure


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(names, st.one_of(st.integers(), names, st.lists(st.integers())), max_size=5))
def test_toml_writer_output_reads_back_equal(data: dict[str, object]) -> None:
    assert tomllib.loads(dumps(data)) == data


def bad(text: str, source: str = "friday.toml") -> str:
    with pytest.raises(StructureFileError) as info:
        structure_from_toml(text, source)
    return str(info.value)


def test_bad_file_error_names_file_level_and_field() -> None:
    text = GOOD.replace("small_blind = 50", 'small_blind = "fifty"')
    assert bad(text) == (
        "friday.toml, level 2, field 'small_blind': must be a whole number, got str 'fifty'"
    )


def test_missing_field_is_named() -> None:
    text = GOOD.replace(
        'game = "NT"\nminutes = 20\nsmall_blind = 50', "minutes = 20\nsmall_blind = 50"
    )
    assert bad(text) == "friday.toml, level 2, field 'game': missing field"


def test_unknown_field_is_an_error_not_silently_dropped() -> None:
    text = GOOD.replace("big_blind = 100", "big_blnd = 100")
    assert bad(text) == "friday.toml, level 2, field 'big_blnd': unknown field"


def test_break_errors_name_the_break() -> None:
    text = GOOD.replace("colour_up = [25]", 'colour_up = ["green"]')
    assert bad(text).startswith("friday.toml, break after level 1, field 'colour_up': must list")


def test_bad_ante_kind_lists_the_choices() -> None:
    text = GOOD.replace("big_blind = 50", 'big_blind = 50\nante_kind = "button"')
    assert bad(text) == (
        "friday.toml, level 1, field 'ante_kind': must be one of none, per_player, big_blind, "
        "got 'button'"
    )


def test_negative_or_boolean_amounts_are_errors() -> None:
    assert "must be at least 0, got -5" in bad(GOOD.replace("big_blind = 50", "big_blind = -5"))
    assert "got bool True" in bad(GOOD.replace("big_blind = 50", "big_blind = true"))


def test_invalid_toml_and_json_name_the_file(tmp_path: Path) -> None:
    assert bad("name = ", "x.toml").startswith("x.toml: not valid TOML")
    path = tmp_path / "s.json"
    path.write_text("[1, 2]")
    with pytest.raises(StructureFileError, match=r"s\.json: the file must hold one JSON object"):
        load_structure(path)
    with pytest.raises(StructureFileError, match="cannot be read"):
        load_structure(tmp_path / "missing.toml")


def test_chip_errors_name_the_chip() -> None:
    text = GOOD.replace('colour = "green"\n', "")
    assert bad(text) == "friday.toml, chip 1, field 'colour': missing field"


def test_dict_form_matches_the_documented_layout() -> None:
    data = structure_to_dict(structure_from_toml(GOOD))
    assert data["levels"][1] == {"type": "break", "minutes": 10, "colour_up": [25]}
    assert data["levels"][0] == {"game": "NT", "minutes": 20, "small_blind": 25, "big_blind": 50}
    assert structure_from_dict(data) == structure_from_toml(GOOD)


def test_unknown_preset_lists_the_presets() -> None:
    from tournament.errors import DomainError

    with pytest.raises(DomainError, match="presets: eight-game"):
        load_preset("nope")
