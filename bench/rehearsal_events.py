"""The calibration events of ``bench/rehearsal_events.toml`` as rehearsal settings.

Shared by ``bench/rehearsal_accuracy.py`` (how close the rehearsal comes to what really
happened) and ``bench/rehearsal_calibration.py`` (the fit of the field profiles). The data
file says where every figure comes from and which are assumptions.
"""

from __future__ import annotations

import dataclasses
import math
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tournament.rehearsal import EventPlan, RehearsalSettings
from tournament.rehearsal.profiles import profile
from tournament.structure import AnteKind, Level, RotationSettings, RotationUnit, Structure
from tournament.structure_generator import ROUND_MANTISSAS

__all__ = ["Event", "Point", "load_events", "pick", "settings_for"]

DATA = Path(__file__).with_name("rehearsal_events.toml")
_MINUTE_MS = 60_000


@dataclass(frozen=True, slots=True)
class Point:
    """Players left at the end of ``level`` in the real event (``note`` says which moment)."""

    level: int
    players: int
    note: str


@dataclass(frozen=True, slots=True)
class Event:
    """One real event: how to rehearse it and what really happened."""

    key: str
    name: str
    plan: EventPlan
    field: str
    points: tuple[Point, ...]
    end_level: int | None
    bubble_level: int | None
    stop_after_level: int
    big: bool


def _round(value: float) -> int:
    """The usual chip amount nearest ``value`` in ratio (1, 1.2, 1.5, 2, ... x 10^k)."""
    best = 1
    scale = 1
    while scale <= value * 10:
        for m in ROUND_MANTISSAS:
            amount = m * scale // 10
            if amount and abs(math.log(amount / value)) < abs(math.log(best / value)):
                best = amount
        scale *= 10
    return best


def _series(anchors: list[list[int]], last: int) -> dict[int, list[int]]:
    """Every level 1..``last``: the anchors, geometric fill between them, the last ratio on."""
    known = {a[0]: a[1:] for a in anchors}
    levels = sorted(known)
    out: dict[int, list[int]] = {}
    for n in range(1, last + 1):
        if n in known:
            out[n] = known[n]
            continue
        below = max((k for k in levels if k < n), default=levels[0])
        above = min((k for k in levels if k > n), default=None)
        if above is None:  # past the last anchor: the last ratio continues
            prev = max(k for k in levels if k < below) if below != levels[0] else below
            span = max(below - prev, 1)
            ratio = [
                (b / a) ** (1 / span) if a else 1.0
                for a, b in zip(known[prev], known[below], strict=True)
            ]
            step = n - below
            out[n] = [
                _round(v * r**step) if v else 0 for v, r in zip(known[below], ratio, strict=True)
            ]
            continue
        t = (n - below) / (above - below)
        out[n] = [
            _round(a * (b / a) ** t) if a and b else (_round(b * t) if b and t >= 0.5 else 0)
            for a, b in zip(known[below], known[above], strict=True)
        ]
    return out


def _structure(raw: dict[str, Any], count: int) -> Structure:
    games = tuple(raw["games"])
    series = _series(raw["anchors"], count)
    minutes = sorted((int(a), int(b)) for a, b in raw["minutes"])
    steps: list[Level] = []
    for n in range(1, count + 1):
        length = [m for first, m in minutes if first <= n][-1] * _MINUTE_MS
        values = series[n]
        if raw["betting"] == "limit":
            bet = values[0]
            steps.append(
                Level(
                    games,
                    length,
                    small_blind=bet // 2,
                    big_blind=bet,
                    ante=max(bet // 5, 1),
                    bring_in=max(2 * bet // 5, 1),
                    small_bet=bet,
                    big_bet=2 * bet,
                )
            )
        else:
            sb, bb, ante = values
            kind = AnteKind(raw.get("ante_kind", "per_player")) if ante else AnteKind.NONE
            steps.append(
                Level(games, length, small_blind=sb, big_blind=bb, ante_kind=kind, ante=ante)
            )
    structure = Structure.of_steps(raw["name"], tuple(steps), int(raw["starting_stack"]))
    if len(games) > 1:
        rotation = RotationSettings(RotationUnit.HANDS, int(raw["table_size"]))
        structure = dataclasses.replace(structure, rotation=rotation)
    return structure


def _event(raw: dict[str, Any]) -> Event:
    end = raw.get("end_level")
    stop = int(raw.get("stop_after_level", 0))
    count = max(end or 0, stop, max(p[0] for p in raw["points"])) + 12
    entries = int(raw["entries"])
    plan = EventPlan(
        _structure(raw, count),
        entries=(entries, entries),
        table_size=int(raw["table_size"]),
        late_registration_level=int(raw["late_registration_level"]),
        seated_at_start=float(raw["seated_at_start"]),
        max_entries=int(raw["max_entries"]),
        re_entry_rate=float(raw.get("re_entry_rate", 0.0)),
        paid_percent=int(raw["paid_percent"]),
        name=raw["name"],
        entries_include_re_entries=bool(raw.get("entries_include_re_entries", False)),
    )
    return Event(
        key=raw["key"],
        name=raw["name"],
        plan=plan,
        field=raw["field"],
        points=tuple(Point(int(p[0]), int(p[1]), str(p[2])) for p in raw["points"]),
        end_level=int(end) if end else None,
        bubble_level=raw.get("bubble_level"),
        stop_after_level=stop,
        big=bool(raw.get("big", False)),
    )


def load_events(path: Path = DATA) -> list[Event]:
    """The events of the data file, in its order."""
    with path.open("rb") as f:
        data = tomllib.load(f)
    return [_event(raw) for raw in data["event"]]


def pick(only: list[str] | None, big: bool) -> list[Event]:
    """The events named in ``only``, else every event (the ``big`` ones only with ``big``)."""
    return [
        e for e in load_events() if (only and e.key in only) or (not only and (big or not e.big))
    ]


def settings_for(
    event: Event, runs: int, seed: int = 1, field: str | None = None
) -> RehearsalSettings:
    """Rehearsal settings for ``event`` with its field profile (or ``field``)."""
    return RehearsalSettings(
        event.plan,
        bots=profile(field or event.field),
        runs=runs,
        seed=seed,
        stop_after_level=event.stop_after_level,
    )
