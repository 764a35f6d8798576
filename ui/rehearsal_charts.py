"""Charts and the printable report of a rehearsal (Qt Charts, Qt print support).

Each chart shows, for one or two rehearsals, the median as a line (named in the legend)
and the 10-90 % band of the runs as a shaded area (:data:`BAND_NOTE`): players left and
tables running (= dealers needed) over the clock, and the average stack in big blinds when
each level starts. The x axis of the time charts reads as clock times from the planned
start. An event played by days has its nights (no table running in any run, between two
days) shaded grey, and each later day's start labelled on the axis ("Day 2 12:00").
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from PySide6.QtCharts import QAreaSeries, QCategoryAxis, QChart, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from tournament.rehearsal import RehearsalSettings, Summary
from tournament.rehearsal.report import (
    BAND_MEANING,
    DAYS_HEAD,
    clock_time,
    day_rows,
    days_needed_lines,
    flight_lines,
    key_lines,
    level_lines,
    when,
)
from tournament.rehearsal.settings import describe
from tournament.rehearsal.stats import Band
from ui.domain_text import domain_text
from ui.history import QT_TRANSLATE_NOOP
from ui.locale_format import chips

__all__ = [
    "BAND_NOTE",
    "COLOURS",
    "chart_image",
    "nights",
    "players_chart",
    "report_html",
    "stack_chart",
    "tables_chart",
]

COLOURS = ("#1f5fbf", "#d9661f")
"""The first and the second rehearsal's colour."""

Named = tuple[str, Summary]

NIGHT = "night"
"""The name of a night's grey area (not shown: the legend leaves it out)."""

BAND_NOTE = QT_TRANSLATE_NOOP(
    "Rehearsal", "Lines: the median run. Shaded: from 10 % to 90 % of the runs."
)
"""How to read the charts (translated when shown)."""


def _band_series(
    chart: QChart,
    name: str,
    points: Sequence[tuple[float, Band]],
    colour: str,
    x_axis: QValueAxis | QCategoryAxis,
    y_axis: QValueAxis,
) -> None:
    low, high, median = QLineSeries(), QLineSeries(), QLineSeries()
    for x, b in points:
        low.append(QPointF(x, b.low))
        high.append(QPointF(x, b.high))
        median.append(QPointF(x, b.median))
    area = QAreaSeries(high, low)
    high.setParent(area)  # the area draws between them: they live as long as it does
    low.setParent(area)
    fill = QColor(colour)
    fill.setAlpha(60)
    area.setBrush(fill)
    area.setPen(QPen(Qt.PenStyle.NoPen))
    median.setName(name)
    median.setPen(QPen(QColor(colour), 3))
    for series in (area, median):
        chart.addSeries(series)
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)
    for marker in chart.legend().markers(area):  # the legend names the lines only
        marker.setVisible(False)


def _chart(title: str) -> QChart:
    chart = QChart()
    chart.setTitle(title)
    font = QFont(chart.titleFont())
    font.setPointSize(14)
    font.setBold(True)
    chart.setTitleFont(font)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    legend_font = QFont(chart.legend().font())
    legend_font.setPointSize(10)
    chart.legend().setFont(legend_font)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    return chart


def nights(summary: Summary) -> list[tuple[float, float]]:
    """The nights of an event played by days, as (from, to) hours after the start: the
    stretches of samples where no run has a table running, between the first table
    running and the last (not the start of a flight, not the end)."""
    points = summary.tables
    playing = [i for i, (_h, b) in enumerate(points) if b.high > 0]
    if not playing:
        return []
    out: list[tuple[float, float]] = []
    begin: int | None = None
    for i in range(playing[0], playing[-1] + 1):
        idle = points[i][1].high <= 0
        if idle and begin is None:
            begin = i
        elif not idle and begin is not None:
            if i - begin >= 2:  # a stretch of one sample is a pause, not a night
                out.append((points[begin - 1][0], points[i][0]))
            begin = None
    return out


def _day_names(summary: Summary, count: int) -> list[str]:
    """The names of the ``count`` days after the first: "2", "3" ... or, with flights,
    the later flights' codes first ("1B", "1C", "2", ...)."""
    later = [code for code, *_rest in summary.flights[1:]]
    number = 2
    while len(later) < count:
        later.append(str(number))
        number += 1
    return later[:count]


def _clock_axis(
    start_ms: int, hours: float, days: Sequence[tuple[float, str]] = ()
) -> QCategoryAxis:
    """Clock times every few hours; ``days``: (hours, name) of each day after the first,
    labelled at its start "Day 2 12:00" (the clock times within 6 hours are left out)."""
    axis = QCategoryAxis()
    axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
    last = max(1, math.ceil(hours))
    # a label per 1, 2, 4, 6 or 12 hours: wide enough not to be cut ("00:00 +1")
    step = 1 if last <= 12 else 2 if last <= 24 else 4 if last <= 36 else 6 if last <= 48 else 12
    labels = [(float(h), clock_time(start_ms, h)) for h in range(0, last + 1, step)]
    # a day's label is wider than a clock time: the clock times within 6 hours make room
    labels = [(h, text) for h, text in labels if all(abs(h - d) >= 6 for d, _n in days)]
    for h, name in days:
        time_of_day = clock_time(start_ms, h).partition(" ")[0]
        labels.append(
            (
                h,
                QCoreApplication.translate("Rehearsal", "Day %1 %2")
                .replace("%1", name)
                .replace("%2", time_of_day),
            )
        )
    for h, text in sorted(labels):
        # "14:00", later days "14:00 +1": every label differs (a category axis drops a
        # repeated one, which left a multi-day chart unlabelled past 24 hours)
        axis.append(text, h)
    axis.setRange(0, last)
    return axis


def _night_series(
    chart: QChart, spans: Sequence[tuple[float, float]], x_axis: QCategoryAxis
) -> QValueAxis:
    """The nights shaded grey, the chart's whole height (no legend entry); their y axis."""
    y_axis = QValueAxis()
    y_axis.setRange(0, 1)
    y_axis.setVisible(False)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignRight)
    for begin, end in spans:
        high, low = QLineSeries(), QLineSeries()
        for x in (begin, end):
            high.append(QPointF(x, 1))
            low.append(QPointF(x, 0))
        area = QAreaSeries(high, low)
        high.setParent(area)
        low.setParent(area)
        area.setName(NIGHT)
        area.setBrush(QColor(0, 0, 0, 28))
        area.setPen(QPen(Qt.PenStyle.NoPen))
        chart.addSeries(area)
        area.attachAxis(x_axis)
        area.attachAxis(y_axis)
        for marker in chart.legend().markers(area):
            marker.setVisible(False)
    return y_axis


def _y_axis(title: str, top: float) -> QValueAxis:
    axis = QValueAxis()
    axis.setTitleText(title)
    axis.setRange(0, max(top, 1.0))
    axis.applyNiceNumbers()  # round ticks: 0, 20, 40 ...
    axis.setLabelFormat("%d")
    return axis


def _time_chart(title: str, y_title: str, runs: Sequence[Named], column: str) -> QChart:
    chart = _chart(title)
    series = [(name, getattr(s, column)) for name, s in runs]
    last = max((pts[-1][0] for _n, pts in series if pts), default=1.0)
    top = max((b.high for _n, pts in series for _x, b in pts), default=1.0)
    dark = nights(runs[0][1])
    names = _day_names(runs[0][1], len(dark))
    days = [(end, name) for (_begin, end), name in zip(dark, names, strict=True)]
    x_axis = _clock_axis(runs[0][1].start_ms, last, days)
    y_axis = _y_axis(y_title, top)
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    if dark:
        _night_series(chart, dark, x_axis)
    for i, (name, points) in enumerate(series):
        _band_series(chart, name, points, COLOURS[i % 2], x_axis, y_axis)
    return chart


def players_chart(runs: Sequence[Named]) -> QChart:
    """Players left over the clock (median and band) for each rehearsal."""
    return _time_chart(
        QCoreApplication.translate("Rehearsal", "Players left"),
        QCoreApplication.translate("Rehearsal", "players"),
        runs,
        "players_left",
    )


def tables_chart(runs: Sequence[Named]) -> QChart:
    """Tables running over the clock: the dealers needed."""
    return _time_chart(
        QCoreApplication.translate("Rehearsal", "Tables running (dealers needed)"),
        QCoreApplication.translate("Rehearsal", "tables"),
        runs,
        "tables",
    )


def stack_chart(runs: Sequence[Named]) -> QChart:
    """The average stack in big blinds when each level starts."""
    chart = _chart(QCoreApplication.translate("Rehearsal", "Average stack in big blinds, by level"))
    last = max((s.stack_bb[-1][0] for _n, s in runs if s.stack_bb), default=1)
    top = max((b.high for _n, s in runs for _lv, b in s.stack_bb), default=1.0)
    x_axis = QValueAxis()
    x_axis.setTitleText(QCoreApplication.translate("Rehearsal", "level"))
    x_axis.setRange(1, max(last, 2))
    x_axis.setLabelFormat("%d")
    x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
    x_axis.setTickInterval(2 if last > 16 else 1)
    y_axis = _y_axis(QCoreApplication.translate("Rehearsal", "big blinds"), top)
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    for i, (name, s) in enumerate(runs):
        points = [(float(level), b) for level, b in s.stack_bb]
        _band_series(chart, name, points, COLOURS[i % 2], x_axis, y_axis)
    return chart


def chart_image(chart: QChart, width: int = 1000, height: int = 520) -> QImage:
    """The chart drawn into an image of ``width`` × ``height`` pixels (for the PDF)."""
    scene = QGraphicsScene()
    scene.addItem(chart)
    chart.setGeometry(QRectF(0, 0, width, height))
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    area = QRectF(0, 0, width, height)
    scene.render(painter, area, area)
    painter.end()
    scene.removeItem(chart)
    return image


def report_html(
    runs: Sequence[tuple[str, RehearsalSettings, Summary]], images: Sequence[str]
) -> str:
    """The printable report: predictions (side by side for two), charts, dealers per
    hour, assumptions. ``images`` are the chart resource names to show."""
    head = "".join(f"<th>{escape(name)}</th>" for name, _s, _r in runs)
    rows = []
    lines = [key_lines(summary, settings) for _n, settings, summary in runs]
    for i, first in enumerate(lines[0]):
        cells = "".join(
            f"<td>{escape(domain_text(x[i].median))}<br>"
            f"<span class='small'>{escape(domain_text(x[i].band))}</span></td>"
            for x in lines
        )
        rows.append(f"<tr><td><b>{escape(domain_text(first.label))}</b></td>{cells}</tr>")
    title = QCoreApplication.translate("Rehearsal", "Rehearsal")
    runs_text = QCoreApplication.translate(
        "Rehearsal", "%1 runs each; median, and below it the 10-90 % band of the runs"
    ).replace("%1", str(runs[0][2].runs))
    note = QCoreApplication.translate("Rehearsal", BAND_NOTE)
    dealers_head = QCoreApplication.translate("Rehearsal", "Dealers needed in each hour of play")
    from_head = QCoreApplication.translate("Rehearsal", "from")
    median_head = QCoreApplication.translate("Rehearsal", "median")
    assumptions = QCoreApplication.translate("Rehearsal", "Assumptions")
    body = [
        f"<h1>{escape(title)}</h1><p class='small'>{escape(runs_text)}</p>",
        f"<table class='grid'><tr><th></th>{head}</tr>{''.join(rows)}</table>",
    ]
    body += [f"<p><img src='{escape(name)}' width='500'></p>" for name in images]
    if images:
        body.append(f"<p class='small'>{escape(note)}</p>")
    for name, settings, summary in runs:
        body.append(f"<h2>{escape(name)}</h2>")
        days = day_rows(summary, settings, domain_text, chips)
        if days:  # a table, as wide as the page allows (a text block was cut at the margin)
            flights = flight_lines(summary, settings, domain_text, chips)
            if flights:
                body.append(f"<pre class='small'>{escape(chr(10).join(flights))}</pre>")
            head = "".join(f"<th>{escape(x)}</th>" for x in days[0])
            cells = "".join(
                "<tr>" + "".join(f"<td>{escape(x)}</td>" for x in row) + "</tr>" for row in days[1:]
            )
            needed = " ".join(days_needed_lines(summary, settings, domain_text))
            body.append(
                f"<p><b>{escape(domain_text(DAYS_HEAD))}</b></p>"
                f"<table class='grid small'><tr>{head}</tr>{cells}</table>"
                f"<p class='small'>{escape(needed)}</p>"
            )
        dealers = "".join(
            f"<tr><td>{escape(domain_text(when(settings, summary.start_ms, h)))}</td>"
            f"<td class='num'>{b.median:.0f}</td>"
            f"<td class='num'>{b.low:.0f}-{b.high:.0f}</td></tr>"
            for h, b in summary.dealers
            if b.high >= 0.5  # hours of play only: not the nights
        )
        body.append(
            f"<p><b>{escape(dealers_head)}</b></p>"
            f"<table class='grid'><tr><th>{escape(from_head)}</th>"
            f"<th>{escape(median_head)}</th><th>10-90 %</th></tr>{dealers}</table>"
        )
        levels = level_lines(summary, domain_text, chips)
        body.append(f"<pre class='small'>{escape(chr(10).join(levels))}</pre>")
        body.append(f"<p class='small'>{escape(domain_text(BAND_MEANING))}</p>")
        items = "".join(f"<li>{escape(x)}</li>" for x in describe(settings, domain_text))
        body.append(f"<p><b>{escape(assumptions)}</b></p><ul class='small'>{items}</ul>")
    style = (
        "<style>body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; }"
        " h1 { font-size: 20pt; } h2 { font-size: 14pt; }"
        " table.grid { border-collapse: collapse; }"
        " table.grid td, table.grid th { border: 1px solid #555; padding: 3px 8px; }"
        " th { background: #ddd; } td.num { text-align: right; }"
        " .small { font-size: 8pt; color: #444; }"
        " pre { white-space: pre-wrap; }</style>"  # a line too long wraps, it is not cut
    )
    return f"<html><head>{style}</head><body>{''.join(body)}</body></html>"
