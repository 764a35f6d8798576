"""The ``pokerfloor replay`` command: replay PHH files and folders, report each hand.

``pokerfloor replay [--rules PROFILE] [--json] PATH...`` replays every hand of the
``.phh`` / ``.phhs`` files given (folders are searched recursively) and prints one line
per hand (or one JSON object per hand with ``--json``). Exit status: 0 when every hand
replayed, 1 when a hand was rejected, 2 for unreadable input (nothing is written but the
report).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from tournament.engine.rules import PROFILES, Rules
from tournament.hh.history import HandHistory
from tournament.hh.phh_error import PHHError
from tournament.hh.reader import hands_in
from tournament.hh.replay import ReplayResult, replay, stack_text

__all__ = ["FileProblem", "main", "replay_files"]


@dataclass(frozen=True, slots=True)
class FileProblem:
    """A file (or one hand of it) that could not be read: missing or malformed."""

    source: str
    hand: str | None
    error: str

    def to_json(self) -> str:
        """The problem as a JSON line shaped like a result (``ok`` false)."""
        return json.dumps(
            {
                "source": self.source,
                "hand": self.hand,
                "variant": None,
                "ok": False,
                "finishing_stacks": None,
                "error": self.error,
            },
            ensure_ascii=False,
        )


def _files(paths: Sequence[str]) -> Iterator[Path | FileProblem]:
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(
                p for p in path.rglob("*") if p.suffix.lower() in (".phh", ".phhs") and p.is_file()
            )
            yield from found
        elif path.exists():
            yield path
        else:
            yield FileProblem(raw, None, "no such file or folder")


def replay_files(
    paths: Sequence[str], rules: Rules | None = None
) -> Iterator[ReplayResult | FileProblem]:
    """Replay every hand of the files and folders (recursive, ``*.phh`` and ``*.phhs``)."""
    for item in _files(paths):
        if isinstance(item, FileProblem):
            yield item
            continue
        for hand in hands_in(item):
            if isinstance(hand, HandHistory):
                yield replay(hand, rules)
            else:
                yield _problem(hand, str(item))


def _problem(error: PHHError, source: str) -> FileProblem:
    return FileProblem(error.source or source, error.hand, error.message)


def _summary_line(result: ReplayResult) -> str:
    where = result.source or "?"
    if result.hand is not None:
        where += f" [{result.hand}]"
    if result.ok:
        assert result.finishing_stacks is not None
        stacks = stack_text(result.finishing_stacks)
        dialect = f" (pokerkit's pot-limit {result.variant}, as {result.played_as})"
        note = dialect if result.played_as else ""
        read = f" ({result.note})" if result.note is not None else ""
        return f"ok      {where} {result.variant}{note}: finishing stacks {stacks}{read}"
    read = f" ({result.note})" if result.note is not None else ""
    return f"REJECT  {where} {result.variant}: {result.error}{read}"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pokerfloor replay",
        description=(
            "Replay PHH hand histories (.phh, .phhs, or folders of them) through the engine: "
            "check every action and the finishing stacks."
        ),
        epilog="exit status: 0 every hand replayed, 1 a hand was rejected, 2 unreadable input",
    )
    parser.add_argument(
        "--rules",
        metavar="PROFILE",
        choices=sorted(PROFILES),
        help="rule profile (%(choices)s); default: the hand's _rules, else tda",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object per hand")
    parser.add_argument("paths", nargs="+", metavar="PATH", help="a .phh/.phhs file or a folder")
    return parser


def main(argv: list[str] | None = None) -> int:
    """``pokerfloor replay [--rules PROFILE] [--json] PATH...``; returns the exit code."""
    args = _parser().parse_args(argv)
    rules = Rules.profile(args.rules) if args.rules else None
    out = sys.stdout
    counts = {"ok": 0, "rejected": 0, "unreadable": 0}
    for item in replay_files(args.paths, rules):
        if isinstance(item, FileProblem):
            counts["unreadable"] += 1
            out.write((item.to_json() if args.json else f"ERROR   {item.error}") + "\n")
        else:
            counts["ok" if item.ok else "rejected"] += 1
            out.write((item.to_json() if args.json else _summary_line(item)) + "\n")
    if not args.json:
        out.write(
            f"{counts['ok'] + counts['rejected']} hands: {counts['ok']} replayed, "
            f"{counts['rejected']} rejected; {counts['unreadable']} unreadable\n"
        )
    out.flush()
    if counts["unreadable"]:
        return 2
    return 1 if counts["rejected"] else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
