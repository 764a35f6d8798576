"""The rehearsal report as text: predictions (median and 10-90 % band) and assumptions.

Clock times are the start's time of day plus the predicted hours (``+1`` marks the next
day). The same lines feed the command line, the console's dialog and its PDF.

>>> clock_time(0, 5.5)
'05:30'
>>> clock_time(0, 26.25)
'02:15 +1'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from tournament.rehearsal.settings import RehearsalSettings, describe
from tournament.rehearsal.stats import Band, Summary

__all__ = ["Line", "clock_time", "compare_text", "key_lines", "report_text"]


def clock_time(start_ms: int, hours: float) -> str:
    """The time of day ``hours`` after ``start_ms`` (UTC wall clock), ``+N`` for later days."""
    start = datetime.fromtimestamp(start_ms / 1000, tz=UTC)
    at = start + timedelta(hours=hours)
    days = (at.date() - start.date()).days
    text = at.strftime("%H:%M")
    return f"{text} +{days}" if days else text


@dataclass(frozen=True, slots=True)
class Line:
    """One prediction: its label, the median and the 10-90 % band as text."""

    label: str
    median: str
    band: str


def _time_line(label: str, start: int, b: Band | None) -> Line:
    if b is None:
        return Line(label, "—", "not reached")
    return Line(
        label,
        f"{clock_time(start, b.median)} ({b.median:.1f} h)",
        f"{clock_time(start, b.low)} to {clock_time(start, b.high)}",
    )


def _count_line(label: str, b: Band, digits: int = 0) -> Line:
    return Line(label, f"{b.median:,.{digits}f}", f"{b.low:,.{digits}f} to {b.high:,.{digits}f}")


def key_lines(summary: Summary) -> list[Line]:
    """The headline predictions, in the order a director asks them."""
    s = summary
    return [
        _count_line("Players", s.players),
        _count_line("Entries (with re-entries)", s.entries),
        _count_line("Places paid", s.paid),
        _time_line("In the money (bubble bursts)", s.start_ms, s.bubble_h),
        _time_line("Final table", s.start_ms, s.final_table_h),
        _time_line("End", s.start_ms, s.end_h),
        _count_line("Level at the end", s.end_level),
        _count_line("Hands dealt", s.hands),
    ]


def _table(rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [
        "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]


def report_text(summary: Summary, settings: RehearsalSettings, seconds: float | None = None) -> str:
    """The whole report: predictions, dealers per hour, stacks per level, assumptions."""
    s = summary
    title = f"Rehearsal of {settings.plan.structure.name}: {s.runs} runs"
    if seconds is not None:
        title += f" in {seconds:.1f} s"
    out = [title, ""]
    out += _table(
        [("", "median", "10-90 % of runs")] + [(x.label, x.median, x.band) for x in key_lines(s)]
    )
    out += ["", "Dealers needed (most tables running at once in the hour):"]
    rows = [("hour", "median", "10-90 %")]
    for hour, b in s.dealers:
        if b.high == 0:
            break
        begin, _, day = clock_time(s.start_ms, hour).partition(" ")
        span = f"{begin}-{clock_time(s.start_ms, hour + 1).partition(' ')[0]} {day}".rstrip()
        rows.append((span, f"{b.median:.0f}", f"{b.low:.0f} to {b.high:.0f}"))
    out += ["  " + r for r in _table(rows)]
    out += ["", "Average stack in big blinds when each level starts:"]
    rows = [("level", "median", "10-90 %")]
    rows += [(str(lv), f"{b.median:.0f}", f"{b.low:.0f} to {b.high:.0f}") for lv, b in s.stack_bb]
    out += ["  " + r for r in _table(rows)]
    out += ["", "Assumptions:"]
    out += [f"  - {sentence}" for sentence in describe(settings)]
    return "\n".join(out) + "\n"


def compare_text(left: tuple[str, Summary], right: tuple[str, Summary]) -> str:
    """Two rehearsals side by side (e.g. "turbo" against "regular"): median (10-90 %)."""
    (a_name, a), (b_name, b) = left, right
    rows = [("", a_name, b_name)]
    for x, y in zip(key_lines(a), key_lines(b), strict=True):
        rows.append((x.label, f"{x.median} [{x.band}]", f"{y.median} [{y.band}]"))
    return "\n".join(_table(rows)) + "\n"
