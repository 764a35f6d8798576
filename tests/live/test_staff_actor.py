"""Who sent an action from a staff phone (issue 29, floor staff): the log entry keeps the
actor, the console's Log tab shows it in its "By" column and the undo and redo labels name
it ("Undo: bust-out of Dmitri Dunaev — by Floor: Marco"), through undo, redo and a restart.
The console's own actions name nobody."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tests.live.conftest import NAMES, cup
from tournament.service import commands as c
from ui.app import AppParts
from ui.live.staff import StaffMember, actor_of


def _seeded(parts: AppParts) -> None:
    for i, name in enumerate(NAMES):
        parts.uow.handle(c.RegisterPlayer(name, "", f"P{i:02d}"))
        parts.uow.handle(c.BuyIn(f"P{i:02d}"))
    for command in (c.DrawSeats(), c.DrawButton(), c.StartClock()):
        parts.uow.handle(command)


def _top_of_log(parts: AppParts) -> tuple[str, str]:
    """The Log tab's newest line as the director reads it: what happened, by whom."""
    row = parts.console.log_model.row_at(0)
    return row[1], row[2]


def _labels(parts: AppParts) -> tuple[str, str]:
    menus = parts.console.menus
    return menus.undo_action.text(), menus.redo_action.text()


def test_a_staff_phones_bust_names_who_sent_it_through_undo_redo_and_a_restart(
    qtbot: QtBot, tmp_path: Path
) -> None:
    clock, apps, db = FakeClock(START), list[AppParts](), tmp_path / "staff.db"
    parts = open_app(apps, qtbot, db, clock, ask_new=cup)
    try:
        _seeded(parts)
        assert _top_of_log(parts)[1] == ""  # the console's own actions: nobody named

        parts.facade.acting("Floor: Marco").send(
            c.EliminatePlayer("P03")
        )  # Dmitri Dunaev, from a phone

        marco_bust = ("bust-out of Dmitri Dunaev", "Floor: Marco")
        assert _top_of_log(parts) == marco_bust
        assert _labels(parts)[0] == "Undo: bust-out of Dmitri Dunaev — by Floor: Marco"

        parts.console.menus.undo_action.trigger()  # the director undoes it at the console
        assert _top_of_log(parts) == ("Undo: bust-out of Dmitri Dunaev", "")
        assert _labels(parts)[1] == "Redo: bust-out of Dmitri Dunaev — by Floor: Marco"

        parts.console.menus.redo_action.trigger()
        assert _top_of_log(parts) == ("Redo: bust-out of Dmitri Dunaev", "")
        assert _labels(parts)[0] == "Undo: bust-out of Dmitri Dunaev — by Floor: Marco"

        parts.facade.send(c.EliminatePlayer("P04"))  # the director's own bust: no actor
        assert _top_of_log(parts) == ("bust-out of Emma Eriksen", "")
        assert _labels(parts)[0] == "Undo: bust-out of Emma Eriksen"
        parts.console.menus.undo_action.trigger()
        assert _labels(parts) == (
            "Undo: bust-out of Dmitri Dunaev — by Floor: Marco",
            "Redo: bust-out of Emma Eriksen",
        )

        parts.close(clock.now)
        clock.now += 60_000
        parts = open_app(apps, qtbot, db, clock)  # the program starts again on the file

        assert _labels(parts) == (
            "Undo: bust-out of Dmitri Dunaev — by Floor: Marco",
            "Redo: bust-out of Emma Eriksen",
        )
        log = [(row[1], row[2]) for row in parts.facade.log()]
        assert log[-5:] == [
            marco_bust,
            ("Undo: bust-out of Dmitri Dunaev", ""),
            ("Redo: bust-out of Dmitri Dunaev", ""),
            ("bust-out of Emma Eriksen", ""),
            ("Undo: bust-out of Emma Eriksen", ""),
        ]
        assert parts.console.log_model.rowCount() == len(log)
        assert _top_of_log(parts) == ("Undo: bust-out of Emma Eriksen", "")
        shown = [
            parts.console.log_model.row_at(i)[1:] for i in range(parts.console.log_model.rowCount())
        ]
        assert shown[4] == marco_bust  # the Log tab, newest first, after the restart
    finally:
        parts.close(clock.now)


def test_in_german_the_log_and_the_undo_label_name_the_staff_member_in_german(
    qtbot: QtBot, tmp_path: Path
) -> None:
    clock, apps = FakeClock(START), list[AppParts]()
    parts = open_app(apps, qtbot, tmp_path / "staff.db", clock, ask_new=cup, lang="de")
    try:
        _seeded(parts)
        marco = StaffMember(link_id=1, name="Marco", role="floor", write_secret="s", tables=(2,))
        parts.facade.acting(actor_of(marco)).send(c.EliminatePlayer("P03"))
        model = parts.console.log_model
        assert model.headerData(2, Qt.Orientation.Horizontal) == "Von"
        assert _top_of_log(parts) == ("Bust-out von Dmitri Dunaev", "Floor: Marco")
        assert _labels(parts)[0] == "Rückgängig: Bust-out von Dmitri Dunaev — von Floor: Marco"
    finally:
        parts.close(clock.now)
