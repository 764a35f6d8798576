"""The days of a multi-day event: when each day starts and when play stops for the night.

One type for the event and its rehearsal: a structure's day plan
(:attr:`tournament.structure.Structure.days`, saved with it, edited in the structure editor)
and the rehearsal's ``--days``.

A :class:`DayPlan` lists the days: each starts at a time of day (hours after midnight of
its own date, the first day on the date the clock starts) and ends after a given level
(``to_level``) or once the field is down to ``to_players`` (whichever comes first when
both are set); the last day plays to a winner. ``finish`` says how a day that ends at a
number of players stops (TDA / WSOP practice, the director's choice): at the end of the
hand that brings the field down to it (``hand``), or at the end of that level (``level``).
Breaks and the dinner break are steps of the structure, as on the clock. Overnight the
clock is paused and no table deals; the next day resumes the level where it stopped (a day
that ended with its level starts the next level with its full time).

Written as ``"12:00 L10, 12:00 L20, 12:00 P9, 14:00"``: each day its start and its end
(``L`` a level, ``P`` players left; nothing: to the end); ``P9 level`` finishes the level
once 9 are left (``P9`` alone, or ``P9 hand``: stop after the hand). :meth:`DayPlan.text`
writes it back.

>>> plan = parse_days("12:00 L10, 12:00 L17, 12:00 P6 level, 14:00")
>>> [(d.start_h, d.to_level, d.to_players, d.finish.value) for d in plan.days]
[(12.0, 10, 0, 'hand'), (12.0, 17, 0, 'hand'), (12.0, 0, 6, 'level'), (14.0, 0, 0, 'hand')]
>>> plan.text()
'12:00 L10, 12:00 L17, 12:00 P6 level, 14:00'
>>> parse_days(plan.text()) == plan
True
>>> parse_days("12:00 X10")
Traceback (most recent call last):
...
tournament.errors.DomainError: Day 1: "12:00 X10" is not HH:MM, HH:MM Lnn or HH:MM Pnn
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from enum import StrEnum

from tournament.errors import DomainError

__all__ = ["Day", "DayFinish", "DayPlan", "day_start_ms", "parse_days"]

_DAY_TEXT = re.compile(
    r"^\s*(\d{1,2}):(\d{2})\s*(?:([LP])\s*(\d+))?\s*(level|hand)?\s*$", re.IGNORECASE
)


class DayFinish(StrEnum):
    """How a day that ends at a number of players stops: after the hand, or the level."""

    HAND = "hand"
    LEVEL = "level"


@dataclass(frozen=True, slots=True)
class Day:
    """One day: its start (hours after midnight) and where it stops (0: not by that)."""

    start_h: float
    to_level: int = 0
    to_players: int = 0
    finish: DayFinish = DayFinish.HAND

    def text(self) -> str:
        """The day as :func:`parse_days` reads it (``"12:00 P9 level"``)."""
        minutes = round(self.start_h * 60)
        out = f"{minutes // 60:02d}:{minutes % 60:02d}"
        if self.to_level:
            out += f" L{self.to_level}"
        if self.to_players:
            out += f" P{self.to_players}"
            if self.finish is DayFinish.LEVEL:
                out += " level"
        return out

    def __post_init__(self) -> None:
        if not 0.0 <= self.start_h < 24.0:
            raise DomainError(f"A day starts between 00:00 and 23:59 (got {self.start_h:g} h)")
        if self.to_level < 0 or self.to_players < 0:
            raise DomainError("A day ends after a level or at a number of players, not below 0")


@dataclass(frozen=True, slots=True)
class DayPlan:
    """The days in order (see the module doc); empty: play straight through."""

    days: tuple[Day, ...] = ()

    def __post_init__(self) -> None:
        last = 0
        for number, day in enumerate(self.days[:-1], 1):
            if not day.to_level and not day.to_players:
                raise DomainError(f"Day {number} needs an end: a level (L) or players left (P)")
            if day.to_level and day.to_level <= last:
                raise DomainError(
                    f"Day {number} ends after level {day.to_level}, not after an earlier day's"
                )
            last = day.to_level or last

    def text(self) -> str:
        """The plan as :func:`parse_days` reads it ("" for no days)."""
        return ", ".join(day.text() for day in self.days)

    def day(self, number: int) -> Day | None:
        """Day ``number`` (1 = the first), or None past the plan (or with no plan)."""
        return self.days[number - 1] if 0 < number <= len(self.days) else None

    def is_last(self, number: int) -> bool:
        """True when day ``number`` plays to a winner (the plan's last day, or no plan)."""
        return number >= len(self.days)


def parse_days(text: str) -> DayPlan:
    """The day plan written as in the module doc ("" is no days: straight through); a
    :class:`DomainError` names the day that cannot be read."""
    days: list[Day] = []
    for number, part in enumerate(filter(None, (p.strip() for p in text.split(","))), 1):
        match = _DAY_TEXT.match(part)
        if match is None or int(match[1]) > 23 or int(match[2]) > 59:
            raise DomainError(f'Day {number}: "{part}" is not HH:MM, HH:MM Lnn or HH:MM Pnn')
        start = int(match[1]) + int(match[2]) / 60
        kind, value = (match[3] or "").upper(), int(match[4] or 0)
        finish = DayFinish((match[5] or "hand").lower())
        days.append(Day(start, value if kind == "L" else 0, value if kind == "P" else 0, finish))
    return DayPlan(tuple(days))


def day_start_ms(first_ms: int, index: int, start_h: float) -> int:
    """The instant day ``index`` (0 = the first) starts: ``start_h`` on the date of the
    first day's start plus ``index`` days (UTC wall clock, as the report prints times).

    >>> day_start_ms(0, 1, 12.5) // 3_600_000
    36
    """
    first = datetime.fromtimestamp(first_ms / 1000, tz=UTC)
    midnight = first.replace(hour=0, minute=0, second=0, microsecond=0)
    at = midnight + timedelta(days=index, hours=start_h)
    return int(at.timestamp() * 1000)
