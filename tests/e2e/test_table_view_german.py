"""The table view in German (issue 23): the stacks, the bets and the raise range are
grouped as German groups numbers. They read "30,000" (thirty, to a German) beside
"Durchschnittsstack 30.000" on the console.

The demo event: 30,000 chips each, level 1 blinds 100/200 with a big-blind ante of 200."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tests.e2e.table_view_support import open_view, press
from ui.app import AppParts


def test_a_german_table_view_groups_stacks_bets_and_the_raise_range_the_german_way(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe", lang="de")
    window = open_view(parts)
    # between hands: nine players with 30.000 each
    stacks = [box.stack.text() for box in window.seats.boxes]
    assert stacks == ["30.000"] * 9
    press(qtbot, window, "\n")  # Record mode: the next hand starts
    # the small blind put in 100 (29.900 left), the big blind 200 and the ante 200
    # (29.600 left); the first to act may call 200 or raise to 400 up to all in, 30.000
    stacks = sorted(box.stack.text() for box in window.seats.boxes)
    assert stacks == ["29.600", "29.900"] + ["30.000"] * 7
    bets = sorted(b.bet.text() for b in window.seats.boxes if "Einsatz" in b.bet.text())
    assert bets == ["BB · Einsatz 200", "SB · Einsatz 100"]
    assert window.prompt.text().endswith("am Zug · mitgehen 200 · erhöhen auf 400–30.000")
    QApplication.processEvents()
