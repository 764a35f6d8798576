"""Bad PHH files get a clear message naming the file and the place, never a traceback.

Deeply nested arrays or tables, a 5,000-digit integer, amounts no chip count can have;
the ``replay`` command exits 2 for them and writes nothing but its report. A fuzz test:
whatever the input, the reader gives hands or its own :class:`PHHError`.
"""

from __future__ import annotations

import json
import string
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament import hh
from tournament.hh import PHHError
from tournament.hh.cli import main

HAND = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ["d dh p1 AhKd", "d dh p2 7c7d", "p2 cbr 6", "p1 f"]
"""


def _replay_cli(
    tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str], name: str = "bad.phh"
) -> tuple[int, dict[str, object], Path]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    before = sorted(p.name for p in tmp_path.iterdir())
    data = path.read_bytes()
    code = main(["--json", str(tmp_path)])
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing written
    assert path.read_bytes() == data
    return code, json.loads(lines[0]), path


def test_deeply_nested_arrays_name_the_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = HAND + "_notes = " + "[" * 5000 + "]" * 5000 + "\n"
    code, line, path = _replay_cli(tmp_path, text, capsys)
    assert code == 2
    assert line["ok"] is False
    assert line["error"] == (
        f"{path}: lists or tables are nested more than 64 deep (from line 7, column 74)"
    )


def test_deeply_nested_inline_tables_are_refused_the_same_way() -> None:
    text = HAND + "_notes = " + "{a = " * 3000 + "1" + "}" * 3000 + "\n"
    with pytest.raises(
        PHHError, match=r"^deep\.phh: lists or tables are nested more than 64 deep \(from line 7,"
    ):
        hh.loads(text, source="deep.phh")


def test_nesting_too_deep_for_a_hand_but_not_for_python_names_the_field() -> None:
    # 40 levels: tomllib reads it, the hand refuses it (PHH needs two)
    text = HAND + "_notes = " + "[" * 40 + "]" * 40 + "\n"
    with pytest.raises(PHHError) as caught:
        hh.loads(text, source="deep.phh")
    assert caught.value.where is not None
    assert caught.value.where.startswith("_notes[0][0]")
    assert "nested too deeply" in caught.value.reason
    # dotted keys nest tables without brackets
    dotted = HAND + "_x" + ".a" * 40 + " = 1\n"
    with pytest.raises(PHHError, match="nested too deeply"):
        hh.loads(dotted, source="deep.phh")


def test_an_integer_of_5000_digits_names_the_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = HAND.replace("min_bet = 2", "min_bet = " + "9" * 5000)
    code, line, path = _replay_cli(tmp_path, text, capsys)
    assert code == 2
    error = str(line["error"])
    assert error == f"{path}, line 4: a number of more than 4300 digits cannot be an amount"


def test_an_action_amount_of_5000_digits_is_refused_with_its_action() -> None:
    text = HAND.replace('"p2 cbr 6"', '"p2 cbr ' + "9" * 5000 + '"')
    with pytest.raises(PHHError) as caught:
        hh.loads(text, source="big.phh")
    assert caught.value.where is not None
    assert caught.value.where.startswith("actions[2]")
    assert "is not a chip amount (at most 15 digits, 9 after the point)" in caught.value.reason
    assert len(str(caught.value)) < 200


@pytest.mark.parametrize(
    ("edit", "where"),
    [
        ("starting_stacks = [200, 1e40]", "starting_stacks[1]"),
        ("starting_stacks = [200, 1000000000000000]", "starting_stacks[1]"),
        ("min_bet = 0.0000000001", "min_bet"),
    ],
)
def test_amounts_no_chip_count_has_are_refused(edit: str, where: str) -> None:
    name = edit.split(" = ")[0]
    lines = [edit if line.startswith(name + " =") else line for line in HAND.splitlines()]
    with pytest.raises(PHHError) as caught:
        hh.loads("\n".join(lines) + "\n", source="big.phh")
    assert caught.value.where == where


def test_a_phhs_with_an_unreadable_number_is_unreadable_whole_naming_the_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = HAND.replace("min_bet = 2", "min_bet = " + "9" * 5000)
    path = tmp_path / "mixed.phhs"
    path.write_text("[1]\n" + HAND + "\n[2]\n" + bad, encoding="utf-8")
    code = main(["--json", str(path)])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    # the number cannot be read at all: the whole file is unreadable, said once
    assert code == 2
    assert len(lines) == 1
    assert str(lines[0]["error"]).startswith(f"{path}, line 13: a number of more than")


# ------------------------------------------------------------------ fuzz


def _error_of(read: Callable[..., object], *args: object, **kwargs: object) -> PHHError | None:
    """The reader's own error, or ``None`` when it read the input (any other error fails)."""
    try:
        read(*args, **kwargs)
    except PHHError as error:
        return error
    return None


_PIECES = [
    HAND,
    "[1]\n",
    "[2]\n",
    "variant = ",
    '"NT"',
    '"F7S"',
    "actions = [",
    '"p1 cbr 5", ',
    '"d dh p1 ????"',
    "]",
    "[",
    "{",
    "}",
    "inf",
    "nan",
    "-3",
    "1e400",
    "0.1234567891",
    "9" * 4400,
    "1979-05-27",
    "07:32:00",
    "true",
    ",",
    " = ",
    "\n",
    "#",
    '"""',
    "'",
    "_rules = {min_chip_unit = 5}",
    "blinds_or_straddles = [-1, 2]",
    "starting_stacks = [inf, 0]",
]


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    st.lists(st.sampled_from(_PIECES) | st.text(string.printable, max_size=8), max_size=25).map(
        "".join
    )
)
def test_fuzz_the_reader_gives_hands_or_its_own_error(text: str) -> None:
    for read in (hh.loads, hh.loads_all):
        error = _error_of(read, text, source="fuzz.phh")
        assert error is None or str(error).startswith("fuzz.phh")


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_fuzz_any_bytes_in_a_file(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "any.phhs"
    path.write_bytes(data)
    error = _error_of(hh.load, path)
    assert error is None or str(error).startswith(str(path))
