"""The console's Tables → Flights and Day 2… (issue 30, Flights): the director types the
flights, starts each one, and forms Day 2 from the dialog; a refused plan keeps the
dialog open with the event's reason, the undo of Day 2 brings the flights back (a real
SQLite file, the app offscreen)."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.e2e.support import START, Answers, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings, Newcomer
from ui.app import AppParts
from ui.bag_dialog import BagDialog

MONEY = BuyInSettings(buy_in=50_000, fee=5_000, starting_stack=25_000, max_entries=2)


def _create(path: Path) -> None:
    from db.connect import open_store

    store = open_store(path, now_ms=START)
    event = c.CreateTournament("Mini Main", MONEY, nlhe_structure(), 2, 9)
    store.log.create_tournament(event, START, random.Random(3))
    store.close(START)


def _typed(bags: dict[str, int]):
    """Answers the bag form as the director types it: each player's bag, then OK."""

    def answer(dialog: object) -> bool:
        assert isinstance(dialog, BagDialog)
        for row, spin in zip(dialog._rows, dialog.spins, strict=True):
            spin.setValue(bags[row.player_id])
        return True

    return answer


def test_the_director_plans_starts_and_merges_flights_from_the_console(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "mini.sqlite"
    _create(db)
    parts = open_app(opened, qtbot, db, FakeClock(START))
    f = parts.facade
    dialog = parts.console.flight_desk.dialog()
    qtbot.addWidget(dialog)
    assert dialog.plan_box.isVisibleTo(dialog)
    dialog.plan_text.setPlainText("1A  2026-05-04  1-2\n1B  2026-13-01  1-2")
    assert not dialog.save_plan()
    assert "Day 1B's date '2026-13-01' is not a date (YYYY-MM-DD)" in dialog.error.text()
    dialog.plan_text.setPlainText("1A  2026-05-04  1-2\n1B  2026-05-05")
    assert not dialog.save_plan()
    assert "Cannot read the line “1B  2026-05-05”" in dialog.error.text()
    dialog.plan_text.setPlainText("1A  2026-05-04  1-2\n1B  2026-05-05  1, 2")
    assert dialog.save_plan()
    assert dialog.error.text() == ""
    assert [dialog.list.item(r, 0).text() for r in range(2)] == ["1A", "1B"]
    assert dialog.list.item(1, 2).text() == "1-2"
    assert dialog.start_button.text() == "Start Day 1A"
    assert dialog.start_next()
    assert dialog.list.item(0, 3).text() == "playing"
    assert not dialog.start_button.isVisibleTo(dialog)  # one flight at a time

    f.send(
        c.RegisterAndBuyInMany(
            tuple(Newcomer(*p) for p in [(f"Player A{n}", "FR", f"A{n}") for n in range(1, 5)])
        )
    )
    f.send(c.DrawSeats())
    f.send(c.EliminatePlayer("A4"))
    # 4 entries x 25,000 = 100,000 chips in three bags, typed in Clock → Days → Bag the
    # stacks (the flight's bag form: its players, the flight's chips)
    console = parts.console
    console.run_dialog = Answers(_typed({"A1": 50_000, "A2": 30_000, "A3": 10_000}))
    assert not console.day_actions.bag_stacks()  # 90,000: kept apart, the flight plays on
    assert "Bags kept apart" in console.banner.text()
    assert console.run_dialog.seen[0].windowTitle() == "End of Day 1A: bag the stacks"
    console.run_dialog = Answers(_typed({"A1": 50_000, "A2": 30_000, "A3": 20_000}))
    assert console.day_actions.bag_stacks()
    printed: list[str] = []
    console.day_actions.print_html = lambda html: printed.append(html) or True
    assert console.day_actions.chip_count_list()  # between flights: 1A's bags, ranked
    assert "3 players · 100,000 chips · average 33,333" in printed[0]
    dialog.refresh()
    assert dialog.list.item(0, 3).text() == "bagged"
    assert (dialog.list.item(0, 4).text(), dialog.list.item(0, 5).text()) == ("4", "3")
    assert dialog.start_next()  # Day 1B
    f.send(
        c.RegisterAndBuyInMany(
            tuple(Newcomer(*p) for p in [(f"Player B{n}", "FR", f"B{n}") for n in range(1, 4)])
        )
    )
    f.send(c.DrawSeats())
    console.run_dialog = Answers(_typed({"B1": 25_000, "B2": 25_000, "B3": 25_000}))
    assert console.day_actions.bag_stacks()
    dialog.refresh()
    assert dialog.day2_box.isVisibleTo(dialog)
    assert dialog.field.text() == "6 players go on to Day 2 · tables of 9 needed: 1"
    assert dialog.tables.value() == 1
    before = f.t.snapshot()
    dialog.draw.setCurrentIndex(dialog.draw.findData("by_stack"))
    assert dialog.form_day2()
    assert dialog.day2_line.text() == "Day 2 · 6 players from 2 flights"
    assert not dialog.day2_box.isVisibleTo(dialog)
    assert not dialog.form_day2()  # asked again: refused with the reason, nothing changes
    assert "Day 2 is already formed (6 players): nothing is merged twice" in dialog.error.text()
    parts.console.menus.undo_action.trigger()
    assert f.t.snapshot() == before
    dialog.refresh()
    assert dialog.day2_box.isVisibleTo(dialog)
