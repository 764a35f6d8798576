"""Rehearse this event…: the dialog, its charts and its PDF report (real Qt, offscreen)."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCharts import QAreaSeries, QLineSeries
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from tournament.rehearsal import EventPlan, RehearsalSettings, RunResult, summarize
from tournament.rehearsal.days import parse_days
from tournament.structure_io import load_preset
from ui.rehearsal_dialog import RehearsalDialog

HOUR = 3_600_000
START = 1_767_290_400_000  # 18:00
SHOTS = os.environ.get("POKERFLOOR_SCREENSHOTS")  # a folder to save pictures to, if set


def _run(seed: int, end_h: float, left: tuple[int, ...]) -> RunResult:
    return RunResult(
        seed=seed,
        players=100,
        entries=110,
        paid=15,
        hands=2000,
        start_ms=START,
        end_ms=START + int(end_h * HOUR),
        bubble_ms=START + int((end_h - 3) * HOUR),
        final_table_ms=START + int((end_h - 2) * HOUR),
        end_level=12,
        sample_ms=HOUR,
        samples=tuple((p, -(-p // 9)) for p in left),
        level_stacks=((1, 150.0), (2, 100.0 + 10 * seed)),
        places=(),
        chips=0,
        starting_chips=0,
        most_seated=9,
        games=(),
    )


def _outcome() -> list[tuple[str, RehearsalSettings, object]]:
    regular, turbo = load_preset("nlhe-regular"), load_preset("nlhe-turbo")
    a = summarize([_run(1, 6.0, (100, 60, 30)), _run(2, 8.0, (100, 80, 50, 20))])
    b = summarize([_run(1, 4.0, (100, 40)), _run(2, 5.0, (100, 50, 10))])
    return [
        ("Regular", RehearsalSettings(EventPlan(regular), runs=2), a),
        ("Turbo", RehearsalSettings(EventPlan(turbo), runs=2), b),
    ]


def test_the_outcome_shows_as_a_table_and_charts_worked_out_by_hand(qtbot: QtBot) -> None:
    dialog = RehearsalDialog(load_preset("nlhe-regular"))
    qtbot.addWidget(dialog)
    dialog.show_outcome(_outcome())  # type: ignore[arg-type]
    table = dialog.summary
    assert [table.horizontalHeaderItem(i).text() for i in range(3)] == ["", "Regular", "Turbo"]
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    # end 6 h and 8 h after 18:00: median 7 h = 01:00 next day; 4 h and 5 h: 4.5 h = 22:30
    end = rows["End"]
    assert table.item(end, 1).text().splitlines()[0] == "01:00 +1 (7.0 h)"
    assert table.item(end, 2).text().splitlines()[0] == "22:30 (4.5 h)"
    # players left chart: a band and a median line per rehearsal; after 1 h the regular
    # runs have 60 and 80 left (median 70), the turbo runs 40 and 50 (45)
    chart = dialog.views["players"].chart()
    lines = [s for s in chart.series() if isinstance(s, QLineSeries)]
    areas = [s for s in chart.series() if isinstance(s, QAreaSeries)]
    assert len(lines) == 2
    assert len(areas) == 2
    assert [line.at(1).y() for line in lines] == [70.0, 45.0]
    assert [line.name() for line in lines] == ["Regular", "Turbo"]
    visible = [m.label() for m in chart.legend().markers() if m.isVisible()]
    assert visible == ["Regular", "Turbo"]  # the bands are explained under the charts
    # stack per level: level 2 had 110 and 120 big blinds (median 115) in both
    stack = [s for s in dialog.views["stack"].chart().series() if isinstance(s, QLineSeries)]
    assert (stack[0].at(1).x(), stack[0].at(1).y()) == (2.0, 115.0)
    assert dialog.pdf.isEnabled()
    if SHOTS:
        dialog.resize(1280, 820)
        dialog.show()
        for index, name in enumerate(("summary", "players", "tables", "stack")):
            dialog.tabs.setCurrentIndex(index)
            qtbot.wait(50)
            dialog.grab().save(str(Path(SHOTS) / f"rehearsal-{name}.png"))


def test_the_pdf_report_has_the_predictions_charts_and_assumptions(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = RehearsalDialog(load_preset("nlhe-regular"))
    qtbot.addWidget(dialog)
    dialog.show_outcome(_outcome())  # type: ignore[arg-type]
    path = dialog.save_pdf(str(tmp_path / "rehearsal.pdf"))
    assert path is not None
    reader = PdfReader(path)
    text = " ".join(" ".join(page.extract_text().split()) for page in reader.pages)
    assert "Rehearsal" in text
    assert "Regular" in text
    assert "Turbo" in text
    assert "01:00 +1 (7.0 h)" in text
    assert "22:30 (4.5 h)" in text
    assert "push or fold at 10 big blinds" in text
    assert sum(len(page.images) for page in reader.pages) == 3  # the three charts
    if SHOTS:
        path.replace(Path(SHOTS) / "rehearsal.pdf")


def test_rehearsing_reports_progress_keeps_the_loop_alive_and_can_be_cancelled(
    qtbot: QtBot,
) -> None:
    dialog = RehearsalDialog(load_preset("nlhe-turbo"))
    qtbot.addWidget(dialog)
    dialog.workers = 1  # runs in the worker thread (no processes to spawn in a test)
    dialog.plan.low.setValue(16)
    dialog.plan.high.setValue(20)
    dialog.plan.runs.setValue(2)
    dialog.plan.compare.setCurrentIndex(dialog.plan.compare.findData("nlhe-deep"))
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    with qtbot.waitSignal(dialog.done_rehearsing, timeout=120_000):
        dialog.go.click()
        assert dialog.is_running()
        assert not dialog.go.isEnabled()
        assert dialog.cancel.isEnabled()
    timer.stop()
    assert ticks, "the event loop ran while rehearsing"
    assert dialog.progress.value() == dialog.progress.maximum() == 4
    assert [name for name, _s, _r in dialog.outcome] == [
        "No-limit hold'em - turbo",
        "No-limit hold'em - deep stack",
    ]
    assert 16 <= dialog.outcome[0][2].players.median <= 20
    assert dialog.status.text() == "Done: 4 runs."

    dialog.plan.runs.setValue(500)  # long enough to be stopped half way
    with qtbot.waitSignal(dialog.done_rehearsing, timeout=60_000):
        dialog.go.click()
        qtbot.wait(200)
        dialog.cancel.click()
    assert dialog.status.text() == "The rehearsal was cancelled."
    assert dialog.go.isEnabled()
    assert dialog.progress.value() < 1000


def test_a_bad_plan_is_named_and_nothing_starts(qtbot: QtBot) -> None:
    dialog = RehearsalDialog(load_preset("horse"))
    qtbot.addWidget(dialog)
    dialog.plan.table_size.setValue(10)
    dialog.go.click()
    assert "at most 8 players" in dialog.status.text()
    assert not dialog.is_running()


def _two_day_run(seed: int) -> RunResult:
    # Day 1 18:00 to 02:00 (8 h), Day 2 from 12:00 the next day (hour 18) to 22:00 (hour 28)
    left = [100, 90, 80, 70, 60, 50, 40, 30] + [30] * 10 + [28, 25, 20, 16, 12, 9, 6, 4, 3, 2]
    tables = [12, 11, 10, 9, 7, 6, 5, 4] + [0] * 10 + [4, 3, 3, 2, 2, 1, 1, 1, 1, 1]
    return dataclasses.replace(
        _run(seed, 22.0 + seed, tuple(left)),
        samples=tuple(zip(left, tables, strict=True)),
        day_ends=((START + 8 * HOUR, 30, 10),),
        days=2,
        level_left=((9, 40), (10, 30)),
    )


def test_a_two_day_event_reads_by_day_in_the_charts_the_tab_and_the_pdf(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings = RehearsalSettings(
        EventPlan(load_preset("nlhe-regular")), runs=2, days=parse_days("18:00 L10, 12:00")
    )
    summary = summarize([_two_day_run(1), _two_day_run(2)])
    dialog = RehearsalDialog(load_preset("nlhe-regular"))
    qtbot.addWidget(dialog)
    dialog.show_outcome([("Main Event", settings, summary)])
    # 27 hours of samples: the clock axis labels every 4 hours from 18:00, past 24 h too
    # (18:00 the next day is "18:00 +1"), each label once; no table runs from hour 8 to
    # 17 (the night, from the last sample with tables, hour 7, to hour 18): Day 2's start
    # at hour 18 is labelled "Day 2 12:00" and the labels within 6 hours of it (hours 16
    # and 20: "10:00 +1", "14:00 +1") make room; 12 and 24 are 6 hours off: kept
    axis = dialog.views["players"].chart().axes()[0]
    labels = axis.categoriesLabels()
    assert len(labels) == len(set(labels))
    assert labels == ["18:00", "22:00", "02:00 +1", "06:00 +1", "Day 2 12:00", "18:00 +1"]
    # the day and level tab: Day 1 bags 30 players after level 10 (both runs)
    text = dialog.by_day.toPlainText()
    assert "Day 1  Day 1 02:00" in text
    assert "A Day 2 is needed in 100% of runs." in text
    path = dialog.save_pdf(str(tmp_path / "days.pdf"))
    assert path is not None
    pdf = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(path).pages)
    # the days as a table the page holds, a row per day: Day 1 ends at 02:00 in both runs
    # (the time once, not a range), 30 bagged (30 to 30), after level 10
    assert "Day 1 Day 1 02:00 Day 1 02:00 30 30 to 30 10" in pdf
    # dealers are listed for the hours of play only: 8 on Day 1, from 12:00 on Day 2
    assert "Day 1 01:00" in pdf
    assert "Day 2 12:00" in pdf
    assert "Day 1 05:00" not in pdf
    assert "Day 2 05:00" not in pdf
    if SHOTS:
        dialog.resize(1280, 820)
        dialog.show()
        for index, name in ((1, "by-day"), (2, "players-days")):
            dialog.tabs.setCurrentIndex(index)
            qtbot.wait(50)
            dialog.grab().save(str(Path(SHOTS) / f"rehearsal-{name}.png"))


def test_the_field_and_the_days_are_chosen_in_the_dialog(qtbot: QtBot) -> None:
    dialog = RehearsalDialog(load_preset("nlhe-regular"))
    qtbot.addWidget(dialog)
    dialog.plan.field.setCurrentIndex(dialog.plan.field.findData("reentry"))
    dialog.plan.counted.setChecked(True)
    dialog.plan.days.setText("12:00 L10, 11:00 P9, 14:00")
    ((_name, settings),) = dialog.plan.jobs()
    assert settings.bots.name == "local re-entry crowd"
    assert settings.plan.entries_include_re_entries
    assert [(d.start_h, d.to_level, d.to_players) for d in settings.days.days] == [
        (12.0, 10, 0),
        (11.0, 0, 9),
        (14.0, 0, 0),
    ]
    assert (settings.start_ms // HOUR) % 24 == 12  # Day 1's start replaces Start
    dialog.plan.days.setText("noon to level 10")
    dialog.go.click()
    assert 'Day 1: "noon to level 10" is not HH:MM' in dialog.status.text()
    assert not dialog.is_running()


def test_a_night_is_shaded_and_the_next_day_labelled_on_the_clock_axis(qtbot: QtBot) -> None:
    # two runs from 12:00, a sample an hour: tables run until 14:00 (hour 2), none from
    # 15:00 to 18:00 (the night), again from 19:00 (hour 7): the night is 14:00 to 19:00
    noon = START - 6 * HOUR
    tables = (10, 9, 8, 0, 0, 0, 0, 6, 5)
    left = (100, 90, 80, 70, 70, 70, 70, 60, 50)
    runs = [
        dataclasses.replace(
            _run(seed, 8.0, left), start_ms=noon, samples=tuple(zip(left, tables, strict=True))
        )
        for seed in (1, 2)
    ]
    summary = summarize(runs)
    settings = RehearsalSettings(EventPlan(load_preset("nlhe-deep")), runs=2)
    dialog = RehearsalDialog(load_preset("nlhe-deep"))
    qtbot.addWidget(dialog)
    dialog.show_outcome([("Deep", settings, summary)])
    for key in ("players", "tables"):
        chart = dialog.views[key].chart()
        nights = [s for s in chart.series() if s.name() == "night"]
        assert len(nights) == 1
        upper = nights[0].upperSeries()  # type: ignore[attr-defined]
        assert [upper.at(i).x() for i in range(upper.count())] == [2.0, 7.0]
        axis = chart.axes(Qt.Orientation.Horizontal)[0]
        labels = axis.categoriesLabels()  # type: ignore[attr-defined]
        # an 8-hour chart is labelled every hour from 12:00; the day's start is named,
        # and the hourly labels within 6 hours of it (14:00 to 20:00) make room
        assert labels == ["12:00", "13:00", "Day 2 19:00"]
        visible = [m.label() for m in chart.legend().markers() if m.isVisible()]
        assert visible == ["Deep"]  # the night is not a line of the legend
    if SHOTS:
        dialog.resize(1280, 820)
        dialog.show()
        dialog.tabs.setCurrentIndex(2)
        qtbot.wait(50)
        dialog.grab().save(str(Path(SHOTS) / "rehearsal-night.png"))


def test_in_german_the_predictions_charts_and_report_speak_german(qtbot: QtBot) -> None:
    """Issue 23: the charts' titles and axes, the report's headings and the predictions'
    labels were English in a German run (the chart texts were not in the .ts files).

    The same two rehearsals as above: the regular runs end 6 h and 8 h after 18:00
    (median 7 h: 01:00 the next day, band 00:12 to 01:48), each deals 2,000 hands."""
    from ui.app.translations import install_translators, remove_translators
    from ui.rehearsal_charts import report_html

    translators = install_translators("de")
    try:
        dialog = RehearsalDialog(load_preset("nlhe-regular"))
        qtbot.addWidget(dialog)
        dialog.show_outcome(_outcome())  # type: ignore[arg-type]
        table = dialog.summary
        rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
        assert {"Ende", "Finaltisch", "Spieler"} <= set(rows)
        assert "End" not in rows
        assert table.item(rows["Ende"], 1).text().splitlines() == [
            "01:00 +1 (7,0 h)",  # a German decimal comma (issue 23: it read "7.0 h")
            "00:12 +1 bis 01:48 +1",
        ]
        assert table.item(rows["Gespielte Hände"], 1).text().splitlines()[0] == "2.000"
        assert table.item(rows["Level der Bubble"], 1).text().splitlines()[1] == "nicht erreicht"
        players = dialog.views["players"].chart()
        assert players.title() == "Verbleibende Spieler"
        assert players.axes()[1].titleText() == "Spieler"
        assert dialog.views["stack"].chart().title() == "Durchschnittsstack in Big Blinds, je Level"
        html = report_html(_outcome(), ["players.png"])  # type: ignore[arg-type]
        for german in ("Probelauf", "Benötigte Dealer in jeder Spielstunde", "Annahmen"):
            assert german in html
        for english in ("Assumptions", "Dealers needed", "Lines: the median run"):
            assert english not in html
    finally:
        remove_translators(translators)


def test_in_german_the_day_and_level_tables_speak_german_with_german_numbers(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 23: the "By day and level" tab (and the same tables in the PDF) stayed English
    in a German run: "By day", "players left", "30 to 30", "A Day 2 is needed in 100% of
    runs.", counts grouped the English way; so did the PDF's assumptions.

    A field of 5,000: Day 1 runs 18:00 to 02:00 and bags 3,000 players after level 10 in
    both runs (so the band is one value: 3.000 bis 3.000); 4,000 are left at the end of
    level 9; both runs need a Day 2."""
    from ui.app.translations import install_translators, remove_translators

    runs = [
        dataclasses.replace(
            _two_day_run(seed),
            players=5_000,
            day_ends=((START + 8 * HOUR, 3_000, 10),),
            level_left=((9, 4_000), (10, 3_000)),
        )
        for seed in (1, 2)
    ]
    settings = RehearsalSettings(
        EventPlan(load_preset("nlhe-regular")), runs=2, days=parse_days("18:00 L10, 12:00")
    )
    translators = install_translators("de")
    try:
        dialog = RehearsalDialog(load_preset("nlhe-regular"))
        qtbot.addWidget(dialog)
        dialog.show_outcome([("Main Event", settings, summarize(runs))])
        lines = [" ".join(line.split()) for line in dialog.by_day.toPlainText().splitlines()]
        assert "Nach Tag (das Ende jedes Tages außer dem letzten):" in lines
        assert "Tag endet (Median) 10-90 % verbleibende Spieler (Beutel) 10-90 % Level" in lines
        assert "Tag 1 Tag 1 02:00 Tag 1 02:00 3.000 3.000 bis 3.000 10" in lines
        assert "Ein Tag 2 wird in 100 % der Durchläufe gebraucht." in lines
        assert "Nach Level:" in lines
        assert "9 4.000 4.000 bis 4.000" in lines
        assert "10 3.000 3.000 bis 3.000" in lines
        assert any(line.startswith("Das Band ist der Bereich") for line in lines)
        text = "\n".join(lines)
        for english in ("By day", "By level", "players left", " to ", "is needed", "The band"):
            assert english not in text
        path = dialog.save_pdf(str(tmp_path / "tage.pdf"))
        assert path is not None
        pdf = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(path).pages)
        assert "Tag 1 Tag 1 02:00 Tag 1 02:00 3.000 3.000 bis 3.000 10" in pdf
        assert "Ein Tag 2 wird in 100 % der Durchläufe gebraucht." in pdf
        # the assumptions: the nlhe-regular preset starts with 30,000 chips at 9-handed
        # tables; Day 1 from 18:00 to the end of level 10, Day 2 from 12:00 to the end
        assert "Struktur: No-limit hold'em - regular, 30.000 Chips, Tische mit 9 Plätzen." in pdf
        assert "Tage: Tag 1 ab 18:00 bis zum Ende von Level 10; Tag 2 ab 12:00 bis zum Ende" in pdf
        assert "2 Durchläufe ab Startwert 1." in pdf
        # the preset plan seats 70 % at the start; a German share has its space
        assert "70 % sitzen zu Beginn" in pdf
        for english in ("By day", "By level", "players left", "is needed", "The band"):
            assert english not in pdf
        for english in ("Structure:", "Days:", "runs from seed", "The bubble", "No deal"):
            assert english not in pdf
        if SHOTS:
            dialog.resize(1280, 820)
            dialog.show()
            dialog.tabs.setCurrentIndex(1)
            qtbot.wait(50)
            dialog.grab().save(str(Path(SHOTS) / "rehearsal-by-day-de.png"))
    finally:
        remove_translators(translators)
