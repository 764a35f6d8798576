"""``pokerfloor rehearse``: play a planned event many times and print when things happen.

    pokerfloor rehearse --structure nlhe-regular --entries 110-130 --runs 20
    pokerfloor rehearse --structure nlhe-turbo --compare nlhe-regular --entries 120
    pokerfloor rehearse --entries 60 --runs 1 --phh-out hands/   # then: pokerfloor replay hands/
    pokerfloor rehearse --field reentry --entries 400 --entries-include-re-entries
    pokerfloor rehearse --structure nlhe-deep --days "12:00 L12, 12:00 L22, 12:00" \
        --flights "1A 12:00 100-120, 1B +1 12:00 80-100, 1C +2 12:00 120-140"

Runs without Qt. Exit status 0, or 2 with a message naming the bad input.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from tournament.errors import DomainError
from tournament.rehearsal.days import DayPlan, day_start_ms, parse_days
from tournament.rehearsal.flights import FlightField, parse_flights
from tournament.rehearsal.profiles import PROFILES
from tournament.rehearsal.report import compare_text, report_text
from tournament.rehearsal.run import run_once
from tournament.rehearsal.runs import default_workers, run_many
from tournament.rehearsal.settings import DealerSpeed, EventPlan, RehearsalSettings
from tournament.rehearsal.stats import summarize
from tournament.service.simulate import phh_writer
from tournament.structure import Structure
from tournament.structure_io import load_preset, load_structure, preset_names

__all__ = ["build_parser", "main"]


def _entries(text: str) -> tuple[int, int]:
    low, _, high = text.partition("-")
    try:
        a, b = int(low), int(high or low)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a number of players or a range like 100-140, not {text!r}"
        ) from None
    return a, b


def _start(text: str) -> int:
    try:
        at = datetime.strptime(text, "%H:%M").replace(year=2026, month=1, day=1, tzinfo=UTC)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a time like 18:00, not {text!r}") from None
    return int(at.timestamp() * 1000)


def _speed(text: str) -> tuple[tuple[str, float], ...]:
    rates = dict(DealerSpeed().per_hour)
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, value = part.partition("=")
        if name not in rates:
            raise argparse.ArgumentTypeError(
                f"unknown game family {name!r} (use {', '.join(rates)})"
            )
        try:
            rates[name] = float(value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{part!r}: give hands per hour as a number") from None
    return tuple(rates.items())


def _days(text: str) -> DayPlan:
    try:
        return parse_days(text)
    except DomainError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _flights(text: str) -> tuple[FlightField, ...]:
    try:
        return parse_flights(text)
    except DomainError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _structure(name: str) -> Structure:
    if name in preset_names():
        return load_preset(name)
    return load_structure(name)


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``pokerfloor rehearse``."""
    p = argparse.ArgumentParser(
        prog="pokerfloor rehearse",
        description="Rehearse a planned event: play every hand of it many times with simple "
        "bots and predict the bubble, the final table, the end, the dealers needed per hour "
        "and the average stack per level (median and 10-90 %% band).",
    )
    p.add_argument(
        "--structure",
        default="nlhe-regular",
        help=f"a preset ({', '.join(preset_names())}) or a structure file (default: %(default)s)",
    )
    p.add_argument("--compare", metavar="STRUCTURE", help="a second structure, side by side")
    p.add_argument("--entries", type=_entries, default=(100, 120), help="players, e.g. 100-140")
    p.add_argument(
        "--entries-include-re-entries",
        action="store_true",
        help="--entries counts entries, re-entries included (what past results give)",
    )
    p.add_argument(
        "--field",
        choices=sorted(PROFILES),
        default="regular",
        help="who plays: elite (high roller), regular (festival), reentry (local re-entry "
        "crowd); default %(default)s",
    )
    p.add_argument("--table-size", type=int, default=9)
    p.add_argument("--late-reg", type=int, default=6, help="last level of late registration")
    p.add_argument("--seated-at-start", type=float, default=0.7)
    p.add_argument(
        "--re-entry", type=float, default=0.3, help="share of busted players who re-enter"
    )
    p.add_argument("--max-entries", type=int, default=2)
    p.add_argument("--paid", type=int, default=15, help="percent of the entries paid")
    p.add_argument(
        "--speed",
        type=_speed,
        default=DealerSpeed().per_hour,
        help='hands per hour at a full table, e.g. "hold\'em=32,stud=20"',
    )
    p.add_argument(
        "--push-fold", type=float, help="push/fold depth in big blinds (default: the field's)"
    )
    p.add_argument(
        "--tight-share", type=float, help="share of tight players (default: the field's)"
    )
    p.add_argument("--no-hand-for-hand", action="store_true")
    p.add_argument("--start", type=_start, default=_start("18:00"), help="start time (HH:MM)")
    p.add_argument(
        "--days",
        type=_days,
        default=DayPlan(),
        help="play by days: each day's start and end, e.g. \"12:00 L10, 12:00 L20, 12:00 P9, "
        "14:00\" (L: to the end of that level, P: to that many players; the first day's "
        "start replaces --start)",
    )
    p.add_argument(
        "--flights",
        type=_flights,
        default=(),
        help="starting flights, each its own field bagged at the end of Day 1 and merged "
        'into Day 2, e.g. "1A 12:00 180-200, 1B +1 12:00 150-170, 1C +2 12:00 200" (code, '
        "+N dates after the first flight, start, entries; --entries is then not used; "
        "needs --days)",
    )
    p.add_argument("--runs", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=default_workers())
    p.add_argument("--phh-out", type=Path, help="write the hands of the first run as PHH files")
    p.add_argument("--json", type=Path, help="write the predictions as JSON")
    return p


def _settings(args: argparse.Namespace, structure: Structure) -> RehearsalSettings:
    plan = EventPlan(
        structure,
        entries=args.entries,
        table_size=args.table_size,
        late_registration_level=args.late_reg,
        seated_at_start=args.seated_at_start,
        max_entries=args.max_entries,
        re_entry_rate=args.re_entry,
        paid_percent=args.paid,
        name=structure.name,
        entries_include_re_entries=args.entries_include_re_entries,
        flights=args.flights,
    )
    bots = PROFILES[args.field]
    if args.push_fold is not None:
        bots = dataclasses.replace(bots, push_fold_bb=args.push_fold)
    if args.tight_share is not None:
        bots = dataclasses.replace(bots, tight_share=args.tight_share)
    return RehearsalSettings(
        plan,
        speed=DealerSpeed(per_hour=args.speed),
        bots=bots,
        runs=args.runs,
        seed=args.seed,
        start_ms=(
            day_start_ms(args.start, 0, args.days.days[0].start_h) if args.days.days else args.start
        ),
        days=args.days,
        hand_for_hand=not args.no_hand_for_hand,
    )


def _write_hands(settings: RehearsalSettings, folder: Path) -> int:
    return run_once(settings, settings.seed, on_hand=phh_writer(folder)).hands


def main(argv: Sequence[str]) -> int:
    """Run ``pokerfloor rehearse`` with ``argv`` (see ``--help``)."""
    parser = build_parser()
    args = parser.parse_args(list(argv))
    try:
        first = _settings(args, _structure(args.structure))
        second = _settings(args, _structure(args.compare)) if args.compare else None
    except (DomainError, OSError, ValueError) as error:
        print(f"pokerfloor rehearse: {error}", file=sys.stderr)
        return 2
    if args.phh_out is not None:
        written = _write_hands(first, args.phh_out)
        print(f"{written} hands of run {first.seed} written to {args.phh_out}")
    began = time.perf_counter()
    summary = summarize(run_many(first, workers=args.workers))
    print(report_text(summary, first, time.perf_counter() - began))
    out: dict[str, object] = {first.plan.structure.name: dataclasses.asdict(summary)}
    if second is not None:
        began = time.perf_counter()
        other = summarize(run_many(second, workers=args.workers))
        print(report_text(other, second, time.perf_counter() - began))
        names = (first.plan.structure.name, second.plan.structure.name)
        print(compare_text((names[0], summary), (names[1], other)))
        out[names[1]] = dataclasses.asdict(other)
    if args.json is not None:
        args.json.write_text(json.dumps(out, indent=1), encoding="utf-8")
    return 0
