"""Registering a name that is already in the event (issue 27, item 1): a player still in
is never bought in a second time by a stray Enter; the director says "a second player with
the same name" or, for a player who is out, "re-entry"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.errors import DomainError
from tournament.service import commands as c
from ui.app import AppParts
from ui.dialogs import ChoiceDialog


def _open(opened: list[AppParts], qtbot: QtBot, tmp_path: Path) -> AppParts:
    parts = open_app(opened, qtbot, tmp_path / "night.sqlite", FakeClock(), demo="nlhe")
    for row in parts.facade.players()[:3]:
        parts.facade.send(c.EliminatePlayer(row.player_id))  # three open seats for the newcomers
    return parts


def _annas(parts: AppParts) -> list[tuple[str, int]]:
    return [(r.status, r.entries) for r in parts.facade.players() if r.name == "Anna Berg"]


def test_a_name_still_in_the_event_is_asked_about_not_bought_in_again(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    console = parts.console
    field = console.players_tab.name_edit
    players_before = len(parts.facade.players())
    QTest.keyClicks(field, "Anna Berg")
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert _annas(parts) == [("Playing", 1)]
    assert field.text() == ""
    asked: list[tuple[str, list[str]]] = []

    def cancel(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChoiceDialog)
        items = [dialog.combo.itemText(i) for i in range(dialog.combo.count())]
        asked.append((dialog.windowTitle(), items))
        return False

    console.run_dialog = cancel
    QTest.keyClicks(field, "anna  berg")  # the same person but for case and spaces
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert asked == [("Already in this event", ["A second player named “Anna Berg”"])]
    assert _annas(parts) == [("Playing", 1)]  # nobody bought in twice
    assert len(parts.facade.players()) == players_before + 1
    assert field.text() == "anna  berg"  # kept, to correct

    def second(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChoiceDialog)
        dialog.choose(("second", ""))
        return True

    console.run_dialog = second
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert _annas(parts) == [("Playing", 1), ("Playing", 1)]  # two people, one entry each
    assert len(parts.facade.players()) == players_before + 2
    parts.facade.undo()  # the second player's registration and buy-in: one undo step
    assert _annas(parts) == [("Playing", 1)]
    assert len(parts.facade.players()) == players_before + 1

    # Whoever sends it: the command itself refuses a second live player of that name.
    with pytest.raises(DomainError, match="Anna Berg is already in the event"):
        parts.facade.send(c.RegisterAndBuyIn("ANNA BERG"))
    assert _annas(parts) == [("Playing", 1)]


def test_a_player_who_is_out_is_offered_his_re_entry(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    console = parts.console
    field = console.players_tab.name_edit
    parts.facade.send(c.RegisterAndBuyIn("Anna Berg"))
    anna = next(r for r in parts.facade.players() if r.name == "Anna Berg")
    parts.facade.send(c.EliminatePlayer(anna.player_id))
    remaining = sum(1 for r in parts.facade.players() if r.status == "Playing")
    asked: list[list[str]] = []

    def re_entry(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChoiceDialog)
        asked.append([dialog.combo.itemText(i) for i in range(dialog.combo.count())])
        dialog.combo.setCurrentIndex(0)
        return True

    console.run_dialog = re_entry
    QTest.keyClicks(field, "Anna Berg")
    QTest.keyClick(field, Qt.Key.Key_Return)
    # She busted with 25 players in (27 demo players, 3 out, + Anna): 25th place.
    place = remaining + 1
    assert place == 25
    assert asked == [["Re-entry for “Anna Berg” (Out · 25th)", "A second player named “Anna Berg”"]]
    assert _annas(parts) == [("Playing", 2)]  # one player, her second entry
    assert field.text() == ""


def test_the_enter_that_picks_a_name_does_not_leave_it_for_a_second_buy_in(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _open(opened, qtbot, tmp_path)
    console = parts.console
    assert console.people is not None
    console.people.add_people([("Zoë Müller", "DE", "")])
    tab = console.players_tab
    tab.name_completer.forget()
    field = tab.name_edit
    QTest.keyClicks(field, "zo")
    assert "Zoë Müller" in tab.name_completer.offered()
    # Enter on the highlighted name in the list: the field holds the name, the Enter
    # reaches the field, and then the completer writes the picked name in again.
    field.setText("Zoë Müller")
    field.returnPressed.emit()
    tab.name_completer.activated[str].emit("Zoë Müller")
    assert [r.entries for r in parts.facade.players() if r.name == "Zoë Müller"] == [1]
    assert field.text() == ""  # nothing left for the next Enter
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert [r.entries for r in parts.facade.players() if r.name == "Zoë Müller"] == [1]
