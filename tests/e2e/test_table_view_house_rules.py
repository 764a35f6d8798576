"""House rules at the table (issue 26, item 11): the rules settings offer a live
straddle and the house's wrong-amount ruling beside TDA 43; the table view records a
straddle (S) and rules on one oversized chip ("1000 chip")."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.e2e.table_view_support import open_event, open_view, press, set_stacks
from tournament.engine.rules import Rules
from tournament.service import commands as c
from ui.app import AppParts
from ui.rules_dialog import RulesDialog

SHOTS = os.environ.get("POKERFLOOR_SHOTS")


def test_the_rules_dialog_offers_the_house_rules_beside_tda_43(qtbot: QtBot) -> None:
    dialog = RulesDialog(Rules())
    qtbot.addWidget(dialog)
    wrong = dialog._editors["wrong_amount"]
    assert dialog._labels["wrong_amount"].text() == ("Short of a raise, no word said")
    assert [wrong.itemText(i) for i in range(wrong.count())] == [  # type: ignore[union-attr]
        "TDA 43: the half-raise rule",
        "House rule: a call",
    ]
    assert dialog._labels["live_straddle"].text() == (
        "A live straddle left of the big blind allowed"
    )
    wrong.setCurrentIndex(1)  # type: ignore[union-attr]
    dialog._editors["live_straddle"].setChecked(True)  # type: ignore[union-attr]
    assert dialog.rules() == Rules(wrong_amount="call", live_straddle=True)
    if SHOTS:
        dialog.show()
        qtbot.wait(50)
        dialog.grab().save(f"{SHOTS}/rules-house.png")


def test_a_straddle_and_the_house_wrong_amount_at_the_table(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """Blinds 200/400. The player left of the big blind straddles 800 (S): the next
    player acts first and faces 800. He pushes out 1,000 without a word: under the house
    rule more than the bet but less than a raise (to 1,200) is a call of 800, 200 back.
    Then one 5,000 chip from the small blind, facing 800: a call (TDA 44)."""
    parts = open_event(qtbot, tmp_path, opened, "NT", 4)
    parts.facade.send(c.SetRules(Rules(wrong_amount="call", live_straddle=True)))
    window = open_view(parts)
    set_stacks(parts, window, [10_000] * 4)
    press(qtbot, window, "\n")
    assert window.hand is not None
    names = window.hand.setup.names
    assert window.keys.text().endswith("· S live straddle")
    press(qtbot, window, "s")
    assert window.error.text() == ""
    assert window.hand.hand.bets == [200, 400, 800, 0]
    assert window.picture is not None
    assert window.picture.log[0] == f"{names[2]} straddles 800"
    assert window.hand.need().player == 3
    assert "S live straddle" not in window.keys.text()
    press(qtbot, window, "w", "1000", "\n")
    assert window.error.text() == (
        "1,000 put in facing 800: more than the bet but not a raise, a call of 800; "
        "200 goes back (house rule)"
    )
    assert window.hand.hand.bets == [200, 400, 800, 800]
    press(qtbot, window, "w", "5000 chip", "\n")
    assert window.error.text() == (
        "one 5,000 chip put in facing 800 without a word: a call of 800; 4,200 goes back (TDA 44)"
    )
    assert window.hand.hand.bets == [800, 400, 800, 800]
    if SHOTS:
        for width, height in ((1280, 800), (1920, 1080)):
            window.resize(width, height)
            qtbot.wait(50)
            window.grab().save(f"{SHOTS}/house-rules-{width}.png")
    qtbot.keyClick(window.entry, Qt.Key.Key_Escape)
