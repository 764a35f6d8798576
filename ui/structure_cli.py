"""``pokerfloor suggest-structure``: propose a structure from the event's plan (no Qt).

    pokerfloor suggest-structure --players 40 --stack 20000 --hours 5 --level-minutes 20 \\
        --chips 25,100,500,1000,5000 --ante big_blind -o tonight.toml

prints the levels, breaks and colour-ups with the estimated end, and writes the structure
as TOML (or JSON for ``.json``) for the console's **Import structure…** or editing.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from tournament.chip_set import ChipSet
from tournament.structure import AnteKind, Break
from tournament.structure_generator import (
    GAME_MIXES,
    ScheduleRequest,
    chips_from_text,
    suggest_schedule,
)
from tournament.structure_io import save_structure, structure_to_toml

__all__ = ["main"]


def _chips(text: str) -> ChipSet:
    try:
        return chips_from_text(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _games(text: str) -> tuple[str, ...]:
    return GAME_MIXES.get(text.upper(), tuple(g.strip() for g in text.split(",") if g.strip()))


def build_parser() -> argparse.ArgumentParser:
    """The command line of ``pokerfloor suggest-structure``."""
    p = argparse.ArgumentParser(
        prog="pokerfloor suggest-structure",
        description="Propose levels, breaks and colour-ups for an event, with its estimated end.",
    )
    p.add_argument("--players", type=int, required=True, help="expected entries")
    p.add_argument("--stack", type=int, required=True, help="starting stack in chips")
    p.add_argument("--chips", type=_chips, required=True, help="e.g. 25,100,500 or 25x400,...")
    p.add_argument("--hours", type=float, required=True, help="target length, breaks included")
    p.add_argument("--level-minutes", type=int, default=20, help="level length (default 20)")
    p.add_argument(
        "--ante",
        choices=[k.value for k in AnteKind],
        default=AnteKind.BIG_BLIND.value,
        help="ante style of no-limit/pot-limit games (default big_blind)",
    )
    p.add_argument("--ante-from", type=int, default=1, help="first level with an ante")
    p.add_argument("--games", type=_games, default=("NT",), help="NT, HORSE, 8GAME or codes")
    p.add_argument("--rotation-hands", type=int, default=0, help="change game every N hands")
    p.add_argument("--break-every", type=int, default=4, help="levels between breaks")
    p.add_argument("--break-minutes", type=int, default=15, help="break length")
    p.add_argument("--name", default="Suggested structure", help="the structure's name")
    p.add_argument("-o", "--output", help="write the structure here (.toml or .json)")
    return p


def main(argv: Sequence[str]) -> int:
    """Run the command; 0 on success, 2 when the request cannot be met."""
    args = build_parser().parse_args(list(argv))
    request = ScheduleRequest(
        expected_players=args.players,
        starting_stack=args.stack,
        chips=args.chips,
        target_minutes=round(args.hours * 60),
        level_minutes=args.level_minutes,
        ante_kind=AnteKind(args.ante),
        games=args.games,
        rotation_hands=args.rotation_hands,
        ante_from_level=args.ante_from,
        break_every=args.break_every,
        break_minutes=args.break_minutes,
        name=args.name,
    )
    try:
        plan = suggest_schedule(request)
    except ValueError as exc:
        print(f"pokerfloor suggest-structure: {exc}", file=sys.stderr)
        return 2
    out = sys.stdout if args.output else sys.stderr
    number = 0
    for step in plan.structure.steps:
        if isinstance(step, Break):
            raced = ", ".join(f"{c:,}" for c in step.colour_up)
            note = f", colour up the {raced}s" if raced else ""
            print(f"   break {step.length_ms // 60_000} min{note}", file=out)
            continue
        number += 1
        mark = "  <- estimated end" if number == plan.end_level else ""
        minutes = step.length_ms // 60_000
        print(f"{number:>3}  {minutes} min  {step.describe()}{mark}", file=out)
    hours, minutes = divmod(plan.estimated_end_minutes, 60)
    print(
        f"Estimated end: level {plan.end_level}, {hours} h {minutes:02d} min after the start",
        file=out,
    )
    for warning in plan.warnings:
        print(f"Note: {warning}", file=out)
    if args.output:
        save_structure(plan.structure, args.output)
        print(f"Saved to {args.output}", file=out)
    else:
        print(structure_to_toml(plan.structure), end="")
    return 0
