"""The number on each bag (issue 30, days): typed in the bag form by keyboard only (Tab from a
bag's chips to its number, Tab again to the next seat; optional, a repeated number refused
with its reason and nothing recorded), then printed on the bag labels and the official
chip-count list (a real SQLite file, the app offscreen).

By hand: 3 players x 25,000 = 75,000 chips; Day 1 ends after level 1 (30 minutes).
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tournament.days import parse_days
from tournament.limits import MINUTE_MS
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings, Newcomer
from ui.app import AppParts
from ui.bag_dialog import BagDialog

MONEY = BuyInSettings(buy_in=50_000, fee=5_000, starting_stack=25_000, max_entries=2)
PEOPLE = [("Ana Silva", "PT", "P1"), ("Ben Okafor", "NG", "P2"), ("Chloé Martin", "FR", "P3")]


def _create(path: Path) -> None:
    from db.connect import open_store

    store = open_store(path, now_ms=START)
    event = c.CreateTournament("Festival Main", MONEY, nlhe_structure(), 1, 9)
    store.log.create_tournament(event, START, random.Random(3))
    store.close(START)


def _text(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return " ".join(doc.toPlainText().split())


def test_bag_numbers_are_typed_by_keyboard_and_printed(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "main.sqlite"
    _create(db)
    clock = FakeClock(START)
    parts = open_app(opened, qtbot, db, clock)
    f = parts.facade
    structure = f.t.structure
    assert structure is not None
    f.send(c.SetStructure(replace(structure, days=parse_days("12:00 L1, 12:00"))))
    f.send(c.RegisterAndBuyInMany(tuple(Newcomer(*p) for p in PEOPLE)))
    f.send(c.DrawSeats())
    f.toggle_clock()
    clock.now += 31 * MINUTE_MS
    console = parts.console
    order: list[str] = []

    def bag(typed: list[tuple[int, str]]) -> object:
        def answer(dialog: QDialog) -> bool:
            assert isinstance(dialog, BagDialog)
            dialog.show()
            dialog.activateWindow()
            qtbot.waitActive(dialog)
            order[:] = [r.player_id for r in dialog._rows]
            for i, (chips, number) in enumerate(typed):
                assert dialog.focusWidget() is dialog.spins[i]
                qtbot.wait(10)  # the focused bag is selected whole as the event loop runs
                QTest.keyClicks(dialog.spins[i], str(chips))
                QTest.keyClick(dialog.spins[i], Qt.Key.Key_Tab)
                if number:
                    assert dialog.focusWidget() is dialog.numbers[i]
                    QTest.keyClicks(dialog.numbers[i], number)
                    QTest.keyClick(dialog.numbers[i], Qt.Key.Key_Tab)
                else:  # no number: Enter in the empty field goes on to the next seat
                    QTest.keyClick(dialog.numbers[i], Qt.Key.Key_Return)
            return True

        return answer

    # the same number on two bags: refused with the reason, nothing recorded
    console.run_dialog = bag([(30_000, "101"), (25_000, "101"), (20_000, "")])
    assert not console.day_actions.bag_stacks()
    assert "101" in console.banner.text()
    assert not f.day_status().bagged
    assert {p.stack for p in f.players() if p.stack is not None} == {25_000}

    console.run_dialog = bag([(30_000, "101"), (25_000, "102"), (20_000, "")])
    assert console.day_actions.bag_stacks()
    assert f.day_status().bagged
    name = {pid: n for n, _country, pid in PEOPLE}
    labels = _text(f.bag_labels_sheet())
    assert f"{name[order[0]]} {order[0]} · " in labels
    assert "Bag 101 Chips 30,000" in labels
    assert "Bag 102 Chips 25,000" in labels
    assert labels.count("Bag ") == 2  # the third bag has no number: none printed
    sheet = _text(f.day_chip_count_sheet())
    assert "Rank Player Country Bag Table-Seat Chips" in sheet
    country = {pid: cc for _n, cc, pid in PEOPLE}
    assert f"1 {name[order[0]]} {country[order[0]]} 101 " in sheet
    assert f"2 {name[order[1]]} {country[order[1]]} 102 " in sheet
