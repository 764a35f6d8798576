"""``pokerfloor suggest-structure`` end to end: the printed plan and the saved file."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament.structure_check import validate
from tournament.structure_io import load_structure
from ui.cli import main


def test_suggest_structure_prints_the_plan_and_saves_a_loadable_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "tonight.toml"
    argv = ["suggest-structure", "--players", "40", "--stack", "20000"]
    argv += ["--chips", "25x400,100x600,500x400,1000x400,5000x200", "--hours", "5"]
    assert main([*argv, "-o", str(target)]) == 0
    out = capsys.readouterr().out
    # 13 levels of 20 minutes and three 15-minute breaks: 305 minutes.
    assert "Estimated end: level 13, 5 h 05 min after the start" in out
    assert "  1  20 min  NLHE: blinds 100/200, big-blind ante 200" in out
    assert "   break 15 min, colour up the 25s" in out
    structure = load_structure(target)
    assert validate(structure) == []
    assert structure.levels[12].big_blind == 30_000
    assert structure.chips.colour_of(500) == "purple"


def test_suggest_structure_without_a_file_prints_toml(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["suggest-structure", "--players", "9", "--stack", "5000", "--chips", "25,100"]
    assert main([*argv, "--hours", "2", "--games", "HORSE"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith('name = "Suggested structure"')
    assert "Razz: ante" in captured.err


def test_a_bad_chip_list_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(
            [
                "suggest-structure",
                "--players",
                "9",
                "--stack",
                "5000",
                "--chips",
                "25,1o0",
                "--hours",
                "2",
            ]
        )
    assert stop.value.code == 2
    assert "“1o0” is not a chip: write 25 or 25x400 (value x count)" in capsys.readouterr().err


def test_a_request_that_cannot_be_met_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["suggest-structure", "--players", "9", "--stack", "5000", "--chips", "25"]
    assert main([*argv, "--hours", "0.5", "--level-minutes", "20"]) == 2
    assert "less than two 20-minute levels" in capsys.readouterr().err
