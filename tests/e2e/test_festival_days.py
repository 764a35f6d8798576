"""A three-day event from an empty database (issue 30, days): the structure file's day plan,
the clock stopping after level 2, the bags recorded as one batch by keyboard (a wrong total
kept apart, then fixed), the official chip-count list and the bag labels printed, Day 2
started with a redraw; the clock screen's figures after every step, and an undo of each.

The figures are worked out here by hand: 14 players x 20,000 = 280,000 chips in play; the
turbo structure's levels last 15 minutes, so Day 1 (to the end of level 2) stops 30 minutes
after the clock starts and Day 2 starts level 3 with its full 15 minutes.
"""

from __future__ import annotations

import json
import os
import unicodedata
from dataclasses import replace
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, START, FakeClock, open_app
from tournament.days import parse_days
from tournament.service import commands as c
from tournament.service.records import Newcomer
from tournament.structure_io import load_preset, save_structure
from ui.app import AppParts
from ui.bag_dialog import BagDialog
from ui.dialogs import ChoiceDialog
from ui.new_tournament import NewTournamentDialog

NAMES = [
    ("Ana Silva", "PT"), ("Ben Okafor", "NG"), ("Chloé Martin", "FR"), ("Dieter Braun", "DE"),
    ("Eva Novak", "CZ"), ("Femi Adeyemi", "NG"), ("Gianni Rossi", "IT"), ("Hana Sato", "JP"),
    ("Ivan Petrov", "BG"), ("Jana Horak", "CZ"), ("Kofi Mensah", "GH"), ("Lena Berg", "SE"),
    ("Marco Bianchi", "IT"), ("Nora Lund", "NO"),
]  # fmt: skip
# The bags typed at the end of Day 1, seat by seat in the form's order (12 players left):
# 279,000 in all, 1,000 short of the 280,000 in play; the last is then corrected to 15,000.
TYPED = [40_000, 35_000, 30_000, 25_000, 25_000, 22_000, 20_000, 20_000, 18_000, 15_000, 15_000]
SHOTS = os.environ.get("POKERFLOOR_SHOTS", "")


def _pages(path: Path) -> list[str]:
    return [
        " ".join(unicodedata.normalize("NFKC", page.extract_text()).split())
        for page in PdfReader(path).pages
    ]


def _shoot(parts: AppParts, name: str) -> None:
    """Screenshots of the clock screen at 1920x1080 and 1280x800 (POKERFLOOR_SHOTS=dir)."""
    if not SHOTS:
        return
    screen = parts.clock_screen
    for w, h in ((1920, 1080), (1280, 800)):
        screen.resize(w, h)
        screen.show()
        screen.refresh()
        screen.grab().save(str(Path(SHOTS) / f"{name}-{w}x{h}.png"))
    parts.console.resize(1280, 800)
    parts.console.show()
    parts.console.refresh()
    parts.console.grab().save(str(Path(SHOTS) / f"{name}-console-1280x800.png"))


def _new_event(structure_file: Path) -> c.CreateTournament | None:
    dialog = NewTournamentDialog()
    dialog.name_edit.setText("Festival Main")
    assert dialog.structure_box.load_structure_file(str(structure_file))
    dialog.tables.setValue(3)
    dialog.seats.setValue(6)
    assert dialog.try_accept(), dialog.error.text()
    command = dialog.command()
    dialog.deleteLater()
    return command


def _clock_screen(parts: AppParts) -> tuple[str, str, str, str, str, str]:
    screen = parts.clock_screen
    screen.refresh()
    side = screen.side_labels
    return (
        screen.title.text(),
        screen.level.text(),
        screen.time.text(),
        screen.status.text(),
        side["players"].text(),
        side["average"].text(),
    )


def test_a_day_ends_is_bagged_printed_and_the_next_day_redrawn(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    structure = replace(load_preset("nlhe-turbo"), days=parse_days("12:00 L2, 12:00 L4, 12:00"))
    structure_file = tmp_path / "festival.toml"
    save_structure(structure, structure_file)
    clock = FakeClock(START)
    db = tmp_path / "festival.sqlite"
    parts = open_app(opened, qtbot, db, clock, ask_new=lambda: _new_event(structure_file))
    facade, console = parts.facade, parts.console
    facade.send(
        c.RegisterAndBuyInMany(
            tuple(Newcomer(*p) for p in [(n, country, None) for n, country in NAMES])
        )
    )
    facade.send(c.DrawSeats())
    facade.toggle_clock()  # the clock starts at START
    ids = {p.name: p.player_id for p in facade.players()}
    clock.now = START + 5 * MINUTE
    facade.send(c.EliminatePlayer(ids["Marco Bianchi"]))
    facade.send(c.EliminatePlayer(ids["Nora Lund"]))
    # 12 left of 14 entries; 280,000 / 12 = 23,333 on average (whole chips, rounded down)
    assert _clock_screen(parts) == (
        "Festival Main · Day 1 · 12 players", "Level 1 · No-limit Texas hold'em", "10:00", "",
        "12 / 14", "23,333",
    )  # fmt: skip

    # --- the end of Day 1: after level 2, 30 minutes after the start
    clock.now = START + 30 * MINUTE - 1_000
    last_second = facade.clock_model()  # (the screen would flash "new level" since level 1)
    assert (last_second.level_label, last_second.time_left_ms) == ("Level 2", 1_000)
    clock.now = START + 30 * MINUTE + 3 * 60 * MINUTE  # hours later: still stopped
    assert _clock_screen(parts) == (
        "Festival Main · Day 1 · 12 players", "Level 3 · No-limit Texas hold'em", "15:00",
        "END OF DAY", "12 / 14", "23,333",
    )  # fmt: skip
    assert parts.clock_screen.message.text().startswith("End of Day 1 — bag the stacks")
    console.refresh_clock_bar()
    assert console.clock_bar.start_button.text() == "Day over"
    assert console.clock_bar.bag_button.isVisibleTo(console)
    assert not console.clock_bar.next_day_button.isVisibleTo(console)
    assert parts.live is not None  # the phones' page says the same
    phones = json.loads(parts.live.share.publish())
    assert phones["day"] == "Day 1 · 12 players"
    assert phones["clock"]["notice"] == "End of Day 1 — bag the stacks"
    assert (phones["players_left"], phones["average_stack"]) == (12, 23_333)
    console.clock.toggle_clock()  # the clock does not run into the night
    assert console.banner.text() == "Day 1 is over: record the bags, then start day 2"
    _shoot(parts, "day-end")

    # --- the bags, by keyboard: 1,000 short, kept apart
    order: list[str] = []

    def bag(values: list[int], expect_total: str, pending: str = "") -> object:
        def answer(dialog: QDialog) -> bool:
            assert isinstance(dialog, BagDialog)
            dialog.show()
            dialog.activateWindow()
            qtbot.waitActive(dialog)
            assert dialog.windowTitle() == "End of Day 1: bag the stacks"
            assert len(dialog.spins) == 12
            if pending:
                assert pending in " ".join(
                    w.text() for w in dialog.findChildren(type(dialog.total))
                )
            order[:] = [r.player_id for r in dialog._rows]
            for i, chips in enumerate(values):
                spin = dialog.spins[i]
                assert dialog.focusWidget() is spin
                qtbot.wait(10)  # the focused bag is selected whole as the event loop runs
                QTest.keyClicks(spin, str(chips))
                if i % 2:  # Enter: straight on to the next seat's bag
                    QTest.keyClick(spin, Qt.Key.Key_Return)
                else:  # Tab: to the bag's number (left empty), Tab again to the next seat
                    QTest.keyClick(spin, Qt.Key.Key_Tab)
                    assert dialog.focusWidget() is dialog.numbers[i]
                    QTest.keyClick(dialog.numbers[i], Qt.Key.Key_Tab)
            assert dialog.total.text() == expect_total
            if SHOTS:
                dialog.resize(640, 800)
                dialog.grab().save(str(Path(SHOTS) / f"bag-dialog-{len(pending) > 0}.png"))
            return True

        return answer

    console.run_dialog = bag(
        [*TYPED, 14_000],
        "Bags 12 · total 279,000 of 280,000 in play · 1,000 short: recorded like this, the "
        "bags are kept apart until they match.",
    )
    console.menus.bag_action.trigger()
    kept = "The bags hold 279,000 chips but 280,000 are in play: 1,000 short. Count again."
    assert console.banner.text() == f"Bags kept apart: {kept}"
    status = facade.day_status()
    assert (status.over, status.bagged, status.pending) == (True, False, kept)
    assert {p.stack for p in facade.players() if p.stack is not None} == {20_000}  # untouched
    console.menus.undo_action.trigger()  # the batch is one undo step
    assert facade.day_status().pending == ""
    console.menus.redo_action.trigger()
    assert facade.day_status().pending == kept

    console.run_dialog = bag(
        [*TYPED, 15_000],
        "Bags 12 · total 280,000 of 280,000 in play · the bags match the chips in play.",
        pending=kept,
    )
    console.menus.bag_action.trigger()
    status = facade.day_status()
    assert (status.bagged, status.pending) == (True, "")
    stacks = {p.player_id: p.stack for p in facade.players() if p.stack is not None}
    assert stacks == dict(zip(order, [*TYPED, 15_000], strict=True))
    assert parts.clock_screen.message.text().startswith("End of Day 1 — the bags are recorded")
    console.refresh_clock_bar()
    assert console.clock_bar.next_day_button.isVisibleTo(console)

    # --- the official chip-count list and the bag labels, printed to PDF
    target = tmp_path / "printed.pdf"

    def to_pdf(dialog: QDialog) -> bool:
        assert isinstance(dialog, QPrintDialog)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return True

    console.run_dialog = to_pdf
    console.menus.chip_list_action.trigger()
    text = " ".join(_pages(target))
    assert "Chip counts · End of Day 1" in text
    assert "12 players · 280,000 chips · average 23,333" in text
    name_of = {p.player_id: p.name for p in facade.players()}
    by_stack = sorted(zip(order, [*TYPED, 15_000], strict=True), key=lambda x: -x[1])
    leader, leader_chips = by_stack[0]
    assert leader_chips == 40_000
    lines = {p.player_id: p for p in facade.players()}
    country = dict(NAMES)[name_of[leader]]
    at = f"{lines[leader].table}-{lines[leader].seat}"
    assert f"1 {name_of[leader]} {country} {at} 40,000" in text  # rank, player, seat, chips
    by_name = sorted(name_of[pid] for pid in order)
    alphabetical = text[text.index("Alphabetical") :]
    assert sorted(by_name, key=alphabetical.index) == by_name  # listed in this order
    console.menus.bag_labels_action.trigger()
    labels = " ".join(_pages(target))
    assert labels.count("Day 1") == 12
    for pid, chips in zip(order, [*TYPED, 15_000], strict=True):
        assert f"{name_of[pid]} {pid} ·" in labels
        assert f"Chips {chips:,}" in labels

    # --- Day 2, the next afternoon: a redraw over 2 tables of 6, level 3 with its 15 minutes
    day_2 = START + 24 * 60 * MINUTE

    def redraw(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChoiceDialog)
        assert dialog.windowTitle() == "Start Day 2"
        dialog.choose(True)
        return True

    clock.now = day_2
    console.run_dialog = redraw
    before = [(t.number, [s.player for s in t.seats]) for t in facade.tables()]
    console.menus.next_day_action.trigger()
    seats_now = {p.name: f"{p.name} → Table {p.table}, Seat {p.seat}" for p in facade.players()}
    recent = facade.clock_model().recent_seats  # the room reads the new seats at once
    assert recent
    assert set(recent) <= set(seats_now.values())
    clock.now = day_2 + 5 * MINUTE
    assert _clock_screen(parts) == (
        "Festival Main · Day 2 · 12 players", "Level 3 · No-limit Texas hold'em", "10:00", "",
        "12 / 14", "23,333",
    )  # fmt: skip
    phones = json.loads(parts.live.share.publish())
    assert (phones["day"], phones["clock"]["notice"]) == ("Day 2 · 12 players", "")
    tables = [t for t in facade.tables() if any(s.player for s in t.seats)]
    assert [sum(1 for s in t.seats if s.player) for t in tables] == [6, 6]
    _shoot(parts, "day-2")
    console.menus.undo_action.trigger()  # Day 1 is over again, every seat as it was
    assert [(t.number, [s.player for s in t.seats]) for t in facade.tables()] == before
    assert _clock_screen(parts)[3] == "END OF DAY"
    console.menus.redo_action.trigger()
    assert _clock_screen(parts)[0] == "Festival Main · Day 2 · 12 players"
    # a restart reads it all back from the file: Day 2 on the clock, the bags in the list
    clock.now = day_2 + 6 * MINUTE
    parts.close(clock.now)
    again = open_app(opened, qtbot, db, clock)
    assert _clock_screen(again) == (
        "Festival Main · Day 2 · 12 players", "Level 3 · No-limit Texas hold'em", "09:00", "",
        "12 / 14", "23,333",
    )  # fmt: skip
    assert again.facade.day_status().day == 2
