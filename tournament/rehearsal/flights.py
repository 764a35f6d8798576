"""Starting flights in a rehearsal: each flight its own field, bagged at the end of Day 1.

A festival main event starts in several flights (Day 1A, 1B, 1C ...), each on its own date
with its own entries; the survivors of every flight bag at the end of Day 1 (the day
plan's first day: after a level or at a number of players) and come together for Day 2,
which starts on the day after the last flight at the day plan's Day 2 time. A
:class:`FlightField` is one flight as the rehearsal plays it: its code, the entries
expected (a range, like :attr:`EventPlan.entries`) and when it starts (``day``: dates
after the first flight's; ``start_h``: the hour).

Written on the command line as ``"1A 12:00 180-200, 1B +1 12:00 150-170, 1C +2 19:00 210"``
(code, ``+N`` dates after the first flight, the start, the entries).

>>> fields = parse_flights("1A 12:00 180-200, 1B +1 12:00 150, 1C +2 19:30 200-240")
>>> [(f.code, f.day, f.start_h, f.entries) for f in fields]
[('1A', 0, 12.0, (180, 200)), ('1B', 1, 12.0, (150, 150)), ('1C', 2, 19.5, (200, 240))]
>>> day_two_date(fields)
3
>>> parse_flights("1A noon 100")
Traceback (most recent call last):
...
tournament.errors.DomainError: Flight 1: "1A noon 100" is not CODE [+DAYS] HH:MM ENTRIES
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from tournament.days import day_start_ms
from tournament.errors import DomainError

__all__ = ["FlightField", "day_two_date", "flight_start_ms", "parse_flights"]

_FLIGHT_TEXT = re.compile(
    r"^\s*(\S{1,12})\s+(?:\+(\d{1,2})\s+)?(\d{1,2}):(\d{2})\s+(\d+)(?:\s*-\s*(\d+))?\s*$"
)


@dataclass(frozen=True, slots=True)
class FlightField:
    """One starting flight of a rehearsed event (see the module doc)."""

    code: str
    entries: tuple[int, int]
    day: int = 0
    start_h: float = 12.0

    def __post_init__(self) -> None:
        low, high = self.entries
        if not 2 <= low <= high <= 100_000:
            raise DomainError(
                f"Flight {self.code}: the expected entries are a range of 2 to 100,000, "
                f"lowest first (got {low} to {high})"
            )
        if not 0 <= self.day <= 60:
            raise DomainError(f"Flight {self.code}: its date is 0 to 60 days after the first")
        if not 0.0 <= self.start_h < 24.0:
            raise DomainError(f"Flight {self.code}: it starts between 00:00 and 23:59")


def check_flights(flights: Sequence[FlightField]) -> None:
    """Flights in playing order with different codes (DomainError naming what is wrong)."""
    codes = [f.code for f in flights]
    if len(set(codes)) != len(codes):
        raise DomainError(f"Two flights have the same code ({', '.join(codes)})")
    for before, after in itertools.pairwise(flights):
        if (after.day, after.start_h) <= (before.day, before.start_h):
            raise DomainError(
                f"Flight {after.code} must start after flight {before.code} "
                "(flights are played one after another)"
            )


def parse_flights(text: str) -> tuple[FlightField, ...]:
    """The flights written as in the module doc ("": none, one field)."""
    out: list[FlightField] = []
    for number, part in enumerate(filter(None, (p.strip() for p in text.split(","))), 1):
        match = _FLIGHT_TEXT.match(part)
        if match is None or int(match[3]) > 23 or int(match[4]) > 59:
            raise DomainError(f'Flight {number}: "{part}" is not CODE [+DAYS] HH:MM ENTRIES')
        low = int(match[5])
        high = int(match[6]) if match[6] else low
        start = int(match[3]) + int(match[4]) / 60
        out.append(FlightField(match[1], (low, high), int(match[2] or 0), start))
    check_flights(out)
    return tuple(out)


def flight_start_ms(first_ms: int, flight: FlightField) -> int:
    """The instant ``flight`` starts: its hour on its date (``first_ms``: the date of the
    first flight)."""
    return day_start_ms(first_ms, flight.day, flight.start_h)


def day_two_date(flights: Sequence[FlightField]) -> int:
    """Dates after the first flight's on which Day 2 is played: the day after the last."""
    return max(f.day for f in flights) + 1
