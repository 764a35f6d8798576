"""A season's standings and their exports are never infinite or NaN (issue 25, item 9).

Seasons stored by an older pokerfloor may hold a points rule it accepted then: a table with
``nan`` or a formula whose totals overflow. Exporting such a season must say what is wrong
(exit 2, nothing on stdout), never write ``Infinity`` or ``NaN`` into a JSON file.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import update

from db.connect import open_store
from db.rows import SeasonRow
from tests.db.scenario import T0
from tests.unit.test_cli_exports import make_league, run


def _store_rule_as_an_older_program_did(path: Path, rule: str) -> None:
    store = open_store(path, now_ms=T0)
    try:
        with store.transactions.write() as conn:
            conn.execute(update(SeasonRow).values(formula=rule))
    finally:
        store.close(T0)


@pytest.mark.parametrize(
    ("rule", "said"),
    [
        ("table: 100, nan, 50", "The points table must list finite numbers"),
        ("table: 1e400, 5", "The points table must list finite numbers"),
        ("1.7 * 10^308 / 4 * (players - place + 1)", "a total too large to compute"),
        ("10^300 * 10^300 - 10^300 * 10^300", "too large to compute"),
    ],
)
def test_a_season_that_cannot_be_computed_is_reported_never_exported_as_infinity(
    tmp_path: Path, rule: str, said: str
) -> None:
    path = tmp_path / "league.sqlite"
    make_league(path)
    _store_rule_as_an_older_program_did(path, rule)
    for form in ("json", "csv"):
        out = tmp_path / f"season.{form}"
        done = run(
            "export",
            "season",
            "--db",
            str(path),
            "--season",
            "Spring",
            "--format",
            form,
            "-o",
            str(out),
            cwd=tmp_path,
        )
        assert done.returncode == 2, done.stdout
        assert said in done.stderr
        assert "Traceback" not in done.stderr
        assert not out.exists()
        assert "Infinity" not in done.stdout
        assert "NaN" not in done.stdout


def test_the_largest_finite_standings_export_as_plain_numbers(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite"
    make_league(path)
    _store_rule_as_an_older_program_did(path, "10^300 * (players - place + 1)")
    done = run(
        "export",
        "season",
        "--db",
        str(path),
        "--season",
        "Spring",
        "--format",
        "json",
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    # Anna: 4 + 1 places' worth on Monday and Tuesday (first, then fourth): 5 x 10^300
    points = {r["name"]: r["points"] for r in rows}
    assert points["Anna Lee"] == pytest.approx(5e300)
