"""``pokerfloor import tournament FILE``: store a whole tournament from the JSON document
``pokerfloor export tournament`` (or the console's History > Export tournament…) wrote.

Runs without Qt. Exit status: 0 when stored, 2 when the file or the database cannot be read
(not found, not JSON, the database in use by a director), 1 when the document is refused (it is
not a tournament export or does not replay): nothing is stored then.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

__all__ = ["build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``pokerfloor import``."""
    parser = argparse.ArgumentParser(
        prog="pokerfloor import",
        description="Import a whole tournament (a JSON document from `pokerfloor export "
        "tournament`) into the database as a new tournament.",
    )
    parser.add_argument("what", choices=("tournament",), help="what to import")
    parser.add_argument("file", metavar="FILE", help="the JSON document")
    parser.add_argument(
        "--db",
        metavar="PATH_OR_URL",
        help="database file or SQLAlchemy URL (default: pokerfloor.sqlite in your data folder)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """``pokerfloor import tournament FILE``; returns the exit status."""
    options = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    source = Path(options.file)
    try:
        text = source.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        print(f"pokerfloor import: cannot read {source}: {reason}", file=sys.stderr)
        return 2
    try:
        json.loads(text)
    except RecursionError:
        from tournament.nesting import too_deep

        print(
            f"pokerfloor import: {source}: {too_deep(text)}; nothing was imported",
            file=sys.stderr,
        )
        return 2
    except ValueError as exc:
        print(
            f"pokerfloor import: {source} is not a JSON document ({exc}); nothing was imported",
            file=sys.stderr,
        )
        return 2
    from ui.app import CliError, cli_import  # the database layer, still without Qt

    try:
        tid, name = cli_import(text, options.db, source=str(source))
    except CliError as exc:
        tail = "; nothing was imported" if exc.status == 1 else ""
        print(f"pokerfloor import: {source}: {str(exc).rstrip('.')}{tail}", file=sys.stderr)
        return exc.status
    print(f"pokerfloor import: imported {name!r} as tournament {tid}")
    return 0
