"""The rehearsal report as text: predictions (median and 10-90 % band) and assumptions.

Clock times are the start's time of day plus the predicted hours (``+1`` marks the next
day); with a day plan they name the day of the event ("Day 2 21:40"). The report gives
the headline predictions, the days (when each ends, the bag count, how likely another
day is), the players left and the average stack level by level, the dealers needed in
each hour of play, what the band means and the assumptions. The same lines feed the
command line, the console's dialog and its PDF.

>>> clock_time(0, 5.5)
'05:30'
>>> clock_time(0, 26.25)
'02:15 +1'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from tournament.phrases import Number, Words, english, fill, grouped
from tournament.rehearsal.days import day_start_ms
from tournament.rehearsal.flights import day_two_date, flight_start_ms
from tournament.rehearsal.settings import RehearsalSettings, describe
from tournament.rehearsal.stats import Band, Summary

__all__ = [
    "BAND_MEANING",
    "DAYS_HEAD",
    "Line",
    "clock_time",
    "compare_text",
    "day_lines",
    "day_rows",
    "days_needed_lines",
    "flight_lines",
    "key_lines",
    "report_text",
    "when",
]

DAYS_HEAD = "By day (the end of each day but the last):"

BAND_MEANING = (
    "The band is where 8 runs in 10 fall (10 % of runs below it, 10 % above). Each run "
    "draws the number of players, how loose the field plays and how fast the dealers "
    "deal from what is not known in advance, then plays every hand: the band covers that "
    "uncertainty and the cards' luck, not a mistake in the plan itself."
)


def clock_time(start_ms: int, hours: float) -> str:
    """The time of day ``hours`` after ``start_ms`` (UTC wall clock), ``+N`` for later days."""
    start = datetime.fromtimestamp(start_ms / 1000, tz=UTC)
    at = start + timedelta(hours=hours)
    days = (at.date() - start.date()).days
    text = at.strftime("%H:%M")
    return f"{text} +{days}" if days else text


def when(settings: RehearsalSettings | None, start_ms: int, hours: float) -> str:
    """``hours`` after the start as the report writes it: the clock time, and with a day
    plan the day of the event it falls in ("Day 2 14:30"), else ``+N`` for later dates."""
    days = settings.days.days if settings is not None else ()
    if not days:
        return clock_time(start_ms, hours)
    if settings is not None and settings.plan.flights:
        return (
            f"{_flight_day(settings, start_ms + round(hours * 3_600_000))} "
            + clock_time(start_ms, hours).partition(" ")[0]
        )
    at = start_ms + int(hours * 3_600_000)
    day = 0
    while True:
        start_h = days[min(day + 1, len(days) - 1)].start_h
        if day + 1 > 60 or day_start_ms(start_ms, day + 1, start_h) > at:
            break
        day += 1
    return f"Day {day + 1} {clock_time(start_ms, hours).partition(' ')[0]}"


def _flight_day(settings: RehearsalSettings, at: int) -> str:
    """The day of an event with flights an instant falls in: "Day 1B", "Day 2", ..."""
    base = settings.start_ms
    flights = settings.plan.flights
    days = settings.days.days
    starts = [(flight_start_ms(base, f), f"Day {f.code}") for f in flights]
    first = day_two_date(flights)
    for number in range(2, 62):
        start_h = days[min(number - 1, len(days) - 1)].start_h
        starts.append((day_start_ms(base, first + number - 2, start_h), f"Day {number}"))
    label = starts[0][1]
    for start, name in starts:
        if start > at:
            break
        label = name
    return label


@dataclass(frozen=True, slots=True)
class Line:
    """One prediction: its label, the median and the 10-90 % band as text."""

    label: str
    median: str
    band: str


def _time_line(
    label: str, start: int, b: Band | None, settings: RehearsalSettings | None = None
) -> Line:
    if b is None:
        return Line(label, "—", "not reached")
    return Line(
        label,
        f"{when(settings, start, b.median)} ({b.median:.1f} h)",
        f"{when(settings, start, b.low)} to {when(settings, start, b.high)}",
    )


def _level_line(label: str, b: Band | None) -> Line:
    if b is None:
        return Line(label, "—", "not reached")
    return Line(label, f"level {b.median:.0f}", f"level {b.low:.0f} to {b.high:.0f}")


def _count_line(label: str, b: Band, digits: int = 0) -> Line:
    return Line(label, f"{b.median:,.{digits}f}", f"{b.low:,.{digits}f} to {b.high:,.{digits}f}")


def key_lines(summary: Summary, settings: RehearsalSettings | None = None) -> list[Line]:
    """The headline predictions, in the order a director asks them (times by day of the
    event when ``settings`` has a day plan)."""
    s = summary
    return [
        _count_line("Players", s.players),
        _count_line("Entries (with re-entries)", s.entries),
        _count_line("Places paid", s.paid),
        _time_line("In the money (bubble bursts)", s.start_ms, s.bubble_h, settings),
        _level_line("Level of the bubble", s.bubble_level),
        _time_line("Final table", s.start_ms, s.final_table_h, settings),
        _level_line("Level of the final table", s.final_table_level),
        _time_line("End", s.start_ms, s.end_h, settings),
        _count_line("Level at the end", s.end_level),
        _count_line("Hands dealt", s.hands),
    ]


def _band_text(b: Band, tr: Words = english, num: Number = grouped) -> str:
    return fill(tr("%1 to %2"), num(round(b.low)), num(round(b.high)))


def _when_band(settings: RehearsalSettings, start_ms: int, b: Band, tr: Words = english) -> str:
    """The band of an instant: "Day 1 20:15 to Day 1 20:45", or the one instant when every
    run agrees (a day that ends after a level ends when the clock says)."""
    low, high = when(settings, start_ms, b.low), when(settings, start_ms, b.high)
    return tr(low) if low == high else fill(tr("%1 to %2"), tr(low), tr(high))


def day_rows(
    summary: Summary, settings: RehearsalSettings, tr: Words = english, num: Number = grouped
) -> list[tuple[str, ...]]:
    """The days' table, its head first: when each day but the last ends (median and
    band), the players bagged (median and band), the level (no days: no rows); in the
    language of ``tr`` (the clock times through it too) and ``num``."""
    s = summary
    if not settings.days.days:
        return []
    rows: list[tuple[str, ...]] = [
        (
            tr("day"),
            tr("ends (median)"),
            tr("10-90 %"),
            tr("players left (bags)"),
            tr("10-90 %"),
            tr("level"),
        )
    ]
    for day, hours, left, level in s.day_ends:
        rows.append(
            (
                fill(tr("Day %1"), str(day)),
                tr(when(settings, s.start_ms, hours.median)),
                _when_band(settings, s.start_ms, hours, tr),
                num(round(left.median)),
                _band_text(left, tr, num),
                f"{level.median:.0f}",
            )
        )
    return rows


def days_needed_lines(
    summary: Summary, settings: RehearsalSettings, tr: Words = english
) -> list[str]:
    """How likely each day after the first is ("A Day 3 is needed in 40% of runs.")."""
    planned = len(settings.days.days)
    out = []
    for day, share in summary.days_needed:
        if day > 1 and share > 0:
            sentence = (
                tr("A Day %1 is needed in %2% of runs.")
                if day <= planned
                else tr("A Day %1 (not planned) is needed in %2% of runs.")
            )
            out.append(fill(sentence, str(day), f"{share * 100:.0f}"))
    return out


def day_lines(
    summary: Summary, settings: RehearsalSettings, tr: Words = english, num: Number = grouped
) -> list[str]:
    """The days: when each ends, the players bagged, the level; how likely each day is."""
    rows = day_rows(summary, settings, tr, num)
    if not rows:
        return []
    out = flight_lines(summary, settings, tr, num)
    out += [tr(DAYS_HEAD)]
    if len(rows) > 1:
        out += ["  " + r for r in _table(rows)]
    else:
        out += ["  " + tr("(every run ended on Day 1)")]
    out += ["  " + x for x in days_needed_lines(summary, settings, tr)]
    return out


def flight_lines(
    s: Summary, settings: RehearsalSettings, tr: Words = english, num: Number = grouped
) -> list[str]:
    """Each flight's entries, the end of its Day 1 and its bags; Day 2's field and start."""
    if not s.flights or s.day_two is None:
        return []
    rows = [
        (
            tr("flight"),
            tr("entries"),
            tr("Day 1 ends (median)"),
            tr("players bagged"),
            tr("10-90 %"),
            tr("level"),
        )
    ]
    for code, entries, ends, bagged, level in s.flights:
        rows.append(
            (
                fill(tr("Day %1"), code),
                num(round(entries.median)),
                tr(when(settings, s.start_ms, ends.median)),
                num(round(bagged.median)),
                _band_text(bagged, tr, num),
                f"{level.median:.0f}",
            )
        )
    start_h, field, level = s.day_two
    day_two = tr("Day 2: %1 players from %2 flights (%3), from %4 at level %5.")
    return [
        tr("Flights (each bagged at the end of its Day 1):"),
        *["  " + r for r in _table(rows)],
        "  "
        + fill(
            day_two,
            num(round(field.median)),
            str(len(s.flights)),
            _band_text(field, tr, num),
            tr(when(settings, s.start_ms, start_h)),
            f"{level.median:.0f}",
        ),
        "",
    ]


def level_lines(summary: Summary, tr: Words = english, num: Number = grouped) -> list[str]:
    """Level by level: players left at its end and the average stack when it starts."""
    s = summary
    left = dict(s.left_by_level)
    stacks = dict(s.stack_bb)
    rows = [
        (
            tr("level"),
            tr("players left at its end"),
            tr("10-90 %"),
            tr("average stack (big blinds)"),
        )
    ]
    for level in sorted(set(left) | set(stacks)):
        b = left.get(level)
        st = stacks.get(level)
        rows.append(
            (
                str(level),
                num(round(b.median)) if b else "",
                _band_text(b, tr, num) if b else "",
                f"{st.median:.0f} ({_band_text(st, tr, num)})" if st else "",
            )
        )
    return [tr("By level:")] + ["  " + r for r in _table(rows)]


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
        [("", "median", "10-90 % of runs")]
        + [(x.label, x.median, x.band) for x in key_lines(s, settings)]
    )
    out += ["", *day_lines(s, settings)] if settings.days.days else []
    out += ["", "Dealers needed in each hour of play (most tables running at once):"]
    rows = [("hour", "median", "10-90 %")]
    for hour, b in s.dealers:
        if b.high < 0.5:
            continue  # nobody plays: the night, or (almost) every run is over
        begin = when(settings, s.start_ms, hour)
        span = f"{begin}-{clock_time(s.start_ms, hour + 1).partition(' ')[0]}"
        rows.append((span, f"{b.median:.0f}", f"{b.low:.0f} to {b.high:.0f}"))
    out += ["  " + r for r in _table(rows)]
    out += ["", *level_lines(s)]
    out += ["", "What the band means: " + BAND_MEANING]
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
