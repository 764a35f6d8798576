"""``pokerfloor rehearse``: the report on the terminal, and bad input named."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tournament.rehearsal.cli import main


def test_rehearse_prints_the_predictions_and_writes_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "rehearsal.json"
    args = [
        "--structure",
        "nlhe-turbo",
        "--compare",
        "nlhe-regular",
        "--entries",
        "20-24",
        "--runs",
        "2",
        "--workers",
        "1",
        "--start",
        "19:30",
        "--json",
        str(out),
    ]
    assert main(args) == 0
    text = capsys.readouterr().out
    assert "Rehearsal of No-limit hold'em - turbo: 2 runs" in text
    assert "Rehearsal of No-limit hold'em - regular: 2 runs" in text
    assert "19:30-20:30" in text  # dealers from the start time given
    assert "Players: 20 to 24" in text
    data = json.loads(out.read_text(encoding="utf-8"))
    assert set(data) == {"No-limit hold'em - turbo", "No-limit hold'em - regular"}
    turbo = data["No-limit hold'em - turbo"]
    assert turbo["runs"] == 2
    assert 20 <= turbo["players"]["median"] <= 24


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--entries", "many"], "expected a number of players or a range like 100-140"),
        (["--start", "25:99"], "expected a time like 18:00"),
        (["--speed", "poker=3"], "unknown game family 'poker'"),
    ],
)
def test_bad_arguments_are_named(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exc:
        main(args)
    assert exc.value.code == 2
    assert message in capsys.readouterr().err


def test_an_impossible_plan_exits_2_with_the_reason(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--structure", "horse", "--table-size", "9"]) == 2
    assert "at most 8 players" in capsys.readouterr().err
    assert main(["--structure", "no-such-file.toml"]) == 2
    assert "no-such-file.toml" in capsys.readouterr().err


def test_rehearse_runs_without_qt() -> None:
    code = (
        "import sys; from ui.cli import main;"
        "rc = main(['rehearse', '--entries', '10', '--runs', '1', '--workers', '1',"
        " '--structure', 'nlhe-turbo']);"
        "sys.exit(rc or (3 if 'PySide6' in sys.modules else 0))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
