"""Structure files that used to end in a traceback or pass with absurd numbers (issue 14).

Each bad file gets a :class:`StructureFileError` naming the file and the place, and the
file's bytes are the same after the attempt.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament.chips import Chip, ChipSet
from tournament.errors import DomainError
from tournament.structure import Break, Level, Structure
from tournament.structure_check import validate
from tournament.structure_io import (
    StructureFileError,
    load_structure,
    structure_from_dict,
    structure_from_json,
    structure_from_toml,
)

FIRST_LEVEL: dict[str, object] = {"game": "NT", "minutes": 20, "small_blind": 25, "big_blind": 50}
GOOD: dict[str, object] = {
    "name": "Friday",
    "starting_stack": 10_000,
    "chips": [{"denomination": 25, "colour": "green", "count": 100}],
    "levels": [
        {"game": "NT", "minutes": 20, "small_blind": 25, "big_blind": 50},
        {"type": "break", "minutes": 10},
        {"game": "NT", "minutes": 20, "small_blind": 50, "big_blind": 100},
    ],
}


def _write(tmp_path: Path, name: str, text: str) -> tuple[Path, bytes]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path, path.read_bytes()


def _refused(path: Path, before: bytes) -> str:
    with pytest.raises(StructureFileError) as info:
        load_structure(path)
    assert path.read_bytes() == before
    assert str(path) in str(info.value)
    return str(info.value)


def test_deeply_nested_json_names_the_file_and_line(tmp_path: Path) -> None:
    text = '{"name": "x",\n "levels": ' + "[" * 5000 + "]" * 5000 + "}"
    path, before = _write(tmp_path, "deep.json", text)
    message = _refused(path, before)
    # ' "levels": ' is 11 characters; after the top-level "{" the 64th "[" is the 65th
    # open bracket: line 2, column 11 + 64
    assert "nested more than 64 deep (from line 2, column 75)" in message


def test_deeply_nested_toml_names_the_file_and_line(tmp_path: Path) -> None:
    text = 'name = "x"\nlevels = ' + "[" * 5000 + "]" * 5000 + "\n"
    path, before = _write(tmp_path, "deep.toml", text)
    message = _refused(path, before)
    # "levels = " is 9 characters; the 65th "[" is column 9 + 65
    assert "nested more than 64 deep (from line 2, column 74)" in message


@pytest.mark.parametrize(
    ("level_change", "field", "bound"),
    [
        ({"big_blind": 10**30}, "big_blind", "2,147,483,647"),
        ({"small_blind": 2**31}, "small_blind", "2,147,483,647"),
        ({"ante": 10**40, "ante_kind": "per_player"}, "ante", "2,147,483,647"),
        ({"minutes": 10**18}, "minutes", "10,080"),
        ({"minutes": None, "length_ms": 10**18}, "length_ms", "604,800,000"),
    ],
)
def test_huge_level_numbers_are_refused_while_reading(
    tmp_path: Path, level_change: dict[str, object], field: str, bound: str
) -> None:
    level = {k: v for k, v in {**FIRST_LEVEL, **level_change}.items() if v is not None}
    data = {**GOOD, "levels": [level]}
    path, before = _write(tmp_path, "huge.json", json.dumps(data))
    message = _refused(path, before)
    assert f"level 1, field {field!r}" in message
    assert f"at most {bound}" in message


def test_a_stack_of_ten_to_the_forty_is_refused(tmp_path: Path) -> None:
    path, before = _write(tmp_path, "stack.json", json.dumps({**GOOD, "starting_stack": 10**40}))
    message = _refused(path, before)
    assert "field 'starting_stack'" in message
    assert "at most 2,147,483,647" in message


def test_huge_chip_set_and_colour_up_are_refused(tmp_path: Path) -> None:
    chips = [{"denomination": 10**30, "colour": "gold", "count": 1}]
    path, before = _write(tmp_path, "chips.json", json.dumps({**GOOD, "chips": chips}))
    assert "chip 1, field 'denomination'" in _refused(path, before)
    levels = [FIRST_LEVEL, {"type": "break", "minutes": 5, "colour_up": [10**30]}]
    path, before = _write(tmp_path, "up.json", json.dumps({**GOOD, "levels": levels}))
    assert "field 'colour_up'" in _refused(path, before)


def test_a_five_thousand_digit_number_is_a_clear_message(tmp_path: Path) -> None:
    text = json.dumps(GOOD).replace("10000", "9" * 5000)
    path, before = _write(tmp_path, "digits.json", text)
    assert "not valid JSON" in _refused(path, before)
    toml = 'name = "x"\nstarting_stack = ' + "9" * 5000 + "\n"
    path, before = _write(tmp_path, "digits.toml", toml)
    assert "not valid TOML" in _refused(path, before)


def test_an_absurd_overtime_factor_is_refused(tmp_path: Path) -> None:
    data = {**GOOD, "overtime": {"mode": "raise", "factor": "1e999999999"}}
    path, before = _write(tmp_path, "factor.json", json.dumps(data))
    assert "field 'factor'" in _refused(path, before)


def test_more_levels_than_the_bound_are_refused_before_reading_them(tmp_path: Path) -> None:
    level = FIRST_LEVEL
    data = {**GOOD, "levels": [level] * 1_001}
    path, before = _write(tmp_path, "long.json", json.dumps(data))
    message = _refused(path, before)
    assert "1,001 levels and breaks" in message
    assert "at most 1,000" in message
    assert len(structure_from_dict({**GOOD, "levels": [level] * 1_000}).steps) == 1_000


CHIPS = ChipSet((Chip(25, "green", 100),))


def test_validate_bounds_structures_built_in_code() -> None:
    huge = Structure("Big", (Level(("NT",), 10**18, 10**30, 2 * 10**30),), CHIPS, 10**40)
    found = {(p.where, p.field): p.message for p in validate(huge)}
    assert found[("structure", "starting_stack")] == (
        "the starting stack (10,000,000,000,000,000,000,000,000,000,000,000,000,000) "
        "is more than 2,147,483,647 chips"
    )
    assert found[("level 1", "length")] == "a level or break lasts at most 168 hours"
    assert found[("level 1", "big_blind")] == (
        "the big blind (2,000,000,000,000,000,000,000,000,000,000) is more than 2,147,483,647 chips"
    )


def test_validate_reports_too_many_steps_and_stays_usable() -> None:
    steps = tuple(Level(("NT",), 60_000, 25, 50) for _ in range(1_001))
    problems = validate(Structure("Long", steps, CHIPS, 10_000))
    assert [str(p) for p in problems] == [
        "structure, levels: the structure has 1,001 levels and breaks; at most 1,000 are allowed"
    ]


def test_validate_labels_breaks_and_levels_in_one_pass() -> None:
    steps = (
        Break(60_000, (999,)),
        Level(("NT",), 60_000, 25, 50),
        Break(60_000, (998,)),
        Level(("NT",), 0, 25, 50),
    )
    problems = validate(Structure("Labels", steps, CHIPS, 10_000))
    assert [str(p) for p in problems] == [
        "break before level 1, colour_up: the chip set has no 999 chip to colour up",
        "break after level 1, colour_up: the chip set has no 998 chip to colour up",
        "level 2, length: the length must be more than 0",
    ]


# ------------------------------------------------------------------ fuzz: never another exception

_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=True),
    st.text(max_size=8),
    st.sampled_from(["NT", "FT", "F7S", "break", "level", "raise", "3/2", "1e9999", "hands"]),
)
_keys = st.sampled_from(
    [
        "name", "starting_stack", "chips", "levels", "rotation", "overtime", "description",
        "denomination", "colour", "count", "game", "games", "minutes", "length_ms", "type",
        "small_blind", "big_blind", "ante", "ante_kind", "bring_in", "small_bet", "big_bet",
        "colour_up", "unit", "hands", "mode", "factor", "x",
    ]
)  # fmt: skip
_values = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_keys, inner, max_size=6),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.dictionaries(_keys, _values, max_size=8))
def test_fuzz_structure_reader_gives_a_structure_or_its_own_error(data: dict[str, object]) -> None:
    with contextlib.suppress(StructureFileError):
        structure_from_json(json.dumps(data))


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=st.sampled_from('[]{}"\\#=\n, a1.'), max_size=200) | st.text())
def test_fuzz_structure_text_readers_never_raise_another_exception(text: str) -> None:
    for reader in (structure_from_json, structure_from_toml):
        with contextlib.suppress(StructureFileError):
            reader(text)


def test_the_readers_own_error_is_a_domain_error() -> None:
    assert issubclass(StructureFileError, DomainError)
