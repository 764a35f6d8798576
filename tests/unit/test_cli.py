"""The console command: help lists the subcommands; subcommands start without Qt."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ui.cli import SUBCOMMANDS, build_parser


def test_help_lists_subcommands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        build_parser().parse_args(["--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for name in SUBCOMMANDS:
        assert name in out
    for option in ("--db", "--demo", "--clock-screen", "--display-only"):
        assert option in out


def test_import_tournament_loads_neither_qt_nor_sqlalchemy() -> None:
    code = (
        "import sys, tournament, tournament.engine, tournament.cards;"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'sqlalchemy', 'alembic')];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_cli_module_loads_without_qt() -> None:
    code = "import sys, ui.cli; sys.exit(1 if 'PySide6' in sys.modules else 0)"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
