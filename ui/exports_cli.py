"""``pokerfloor export``: results, player statistics, season standings, a whole tournament or
its hand histories, from the database to a file or the terminal, without Qt.

The database is opened read-only (the director's program may be running). Exit status: 0 when
written, 2 when the database, the tournament or the season cannot be read or the file cannot be
written. A file is written whole or not at all (a temporary file renamed over it).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ui.whole_file import write_whole

__all__ = ["build_parser", "main"]

KINDS = ("results", "players", "season", "tournament", "hands", "chip-counts")


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``pokerfloor export``."""
    parser = argparse.ArgumentParser(
        prog="pokerfloor export",
        description=(
            "Export from the pokerfloor database: results of a tournament (places, prizes, "
            "bounties), players (statistics across every event), season (league standings), "
            "tournament (the whole tournament as a JSON document that `pokerfloor import "
            "tournament` reads back), hands (hand histories as PHH), chip-counts (the official "
            "chip-count list: at a day's end, the bags)."
        ),
    )
    parser.add_argument("what", choices=KINDS, help="what to export")
    parser.add_argument(
        "--db",
        metavar="PATH_OR_URL",
        help="database file or SQLAlchemy URL (default: pokerfloor.sqlite in your data folder)",
    )
    parser.add_argument(
        "--tournament",
        metavar="ID|NAME",
        help="the tournament (results, tournament, hands, chip-counts); default: the newest one",
    )
    parser.add_argument("--season", metavar="NAME", help="the season (season standings)")
    parser.add_argument(
        "--format",
        choices=("csv", "json"),
        help="results, players, season: csv (default) or json; tournament is always JSON, "
        "hands always PHH",
    )
    parser.add_argument(
        "-o", "--output", metavar="FILE", help="write to FILE (default: the terminal)"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """``pokerfloor export ...``; returns the exit status."""
    options = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    if options.format is not None and options.what in ("tournament", "hands"):
        shape = "JSON" if options.what == "tournament" else "PHH"
        print(
            f"pokerfloor export: {options.what} is always written as {shape}; drop --format",
            file=sys.stderr,
        )
        return 2
    from ui.app import CliError, cli_export  # the database layer, still without Qt

    try:
        text = cli_export(
            options.what, options.db, options.tournament, options.season, options.format or "csv"
        )
    except CliError as exc:
        print(f"pokerfloor export: {exc}", file=sys.stderr)
        return exc.status
    if not text.strip() and options.what == "hands":
        print("pokerfloor export: this tournament has no stored hand histories", file=sys.stderr)
    if options.output is None:
        sys.stdout.write(text)
        return 0
    target = Path(options.output)
    try:
        write_whole(target, text)
    except OSError as exc:
        print(f"pokerfloor export: cannot write {target}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"pokerfloor export: wrote {target}", file=sys.stderr)
    return 0
