"""Rehearse this event… with starting flights: chosen in the dialog, read in its tabs and PDF."""

from __future__ import annotations

import os
from pathlib import Path

from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from tournament.rehearsal import EventPlan, RehearsalSettings, run_once, summarize
from tournament.rehearsal.days import parse_days
from tournament.rehearsal.flights import parse_flights
from tournament.structure_io import load_preset
from ui.rehearsal_dialog import RehearsalDialog

SHOTS = os.environ.get("POKERFLOOR_SCREENSHOTS")  # a folder to save pictures to, if set


def test_the_flights_are_chosen_in_the_dialog_and_a_bad_one_is_named(qtbot: QtBot) -> None:
    dialog = RehearsalDialog(load_preset("nlhe-regular"))
    qtbot.addWidget(dialog)
    dialog.plan.days.setText("12:00 L10, 12:00")
    dialog.plan.flights.setText("1A 12:00 100-120, 1B +1 12:00 80")
    ((_name, settings),) = dialog.plan.jobs()
    assert [(f.code, f.day, f.entries) for f in settings.plan.flights] == [
        ("1A", 0, (100, 120)),
        ("1B", 1, (80, 80)),
    ]
    dialog.plan.flights.setText("1A at noon")
    dialog.go.click()
    assert 'Flight 1: "1A at noon" is not CODE [+DAYS] HH:MM ENTRIES' in dialog.status.text()
    assert not dialog.is_running()


def test_a_three_flight_event_reads_by_flight_in_the_tab_and_the_pdf(
    qtbot: QtBot, tmp_path: Path
) -> None:
    plan = EventPlan(
        load_preset("nlhe-turbo"),
        flights=parse_flights("1A 12:00 20, 1B +1 12:00 25, 1C +2 18:00 15"),
        late_registration_level=0,
        max_entries=1,
    )
    settings = RehearsalSettings(plan, runs=2, seed=5, days=parse_days("12:00 L6, 12:00"))
    runs = [run_once(settings, 5), run_once(settings, 6)]
    dialog = RehearsalDialog(load_preset("nlhe-turbo"))
    qtbot.addWidget(dialog)
    dialog.show_outcome([("Main Event", settings, summarize(runs))])
    # the Players row: 20 + 25 + 15 entries in both runs
    assert dialog.summary.item(0, 1).text().startswith("60\n")
    text = dialog.by_day.toPlainText()
    bags = sorted(sum(f[4] for f in r.flights) for r in runs)
    assert "Flights (each bagged at the end of its Day 1):" in text
    assert "Day 1A  20       Day 1A 13:30" in text  # six 15-minute levels from 12:00
    assert "Day 1C  15       Day 1C 19:30" in text
    # the 10-90 % band of two runs lies a tenth of the way in from each (interpolated)
    low, high = bags[0] + 0.1 * (bags[1] - bags[0]), bags[0] + 0.9 * (bags[1] - bags[0])
    assert f"players from 3 flights ({low:.0f} to {high:.0f})" in text
    assert "from Day 2 12:00 at level 7." in text
    path = dialog.save_pdf(str(tmp_path / "flights.pdf"))
    assert path is not None
    pdf = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(path).pages)
    assert "Day 1B 12:00" in pdf  # the dealers of 1B's first hour
    assert "players from 3 flights" in pdf
    if SHOTS:
        dialog.resize(1280, 820)
        dialog.show()
        for index, name in ((0, "summary"), (1, "by-day"), (2, "players")):
            dialog.tabs.setCurrentIndex(index)
            qtbot.wait(50)
            dialog.grab().save(str(Path(SHOTS) / f"rehearsal-flights-{name}.png"))
