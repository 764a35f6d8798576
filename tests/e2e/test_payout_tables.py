"""Payout tables to choose from in the payout editor (issue 27, item 13), used as a director
would: a table the event cannot pay is refused and the typed prizes stay; a steep table of
five places in €10 units fills the places, "Set payouts" sets them as one undo step. The
demo: 27 players × €100 = €2,700 in the pool (a real SQLite file, the app offscreen)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from tournament.money import PayoutCurve
from ui.app import AppParts
from ui.dialogs import PayoutsDialog

SHOTS = Path("/tmp/pokerfloor-shots")
EURO = 100


def test_a_steep_five_place_table_in_tens_fills_the_editor_and_is_one_undo_step(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    console = parts.console
    before = list(parts.facade.payout_amounts())
    seen: dict[str, object] = {}

    def choose_a_table(dialog: QDialog) -> bool:
        assert isinstance(dialog, PayoutsDialog)
        assert dialog.table_box is not None
        box = dialog.table_box
        dialog.show()
        dialog.set_amount(1, 1_000 * EURO)  # typed work
        typed = dialog.amounts()
        # A min cash of €3 in €10 units cannot be: refused, every typed prize kept.
        box.choose(PayoutCurve.STEEP, "fixed", 5, min_cash=3 * EURO, unit=10 * EURO)
        qtbot.mouseClick(box.fill_button, Qt.MouseButton.LeftButton)
        seen["refusal"] = dialog.error.text()
        seen["kept"] = dialog.amounts() == typed
        box.choose(PayoutCurve.STEEP, "fixed", 5, min_cash=0, unit=10 * EURO)
        qtbot.mouseClick(box.fill_button, Qt.MouseButton.LeftButton)
        seen["filled"] = dialog.amounts()
        seen["error"] = dialog.error.text()
        SHOTS.mkdir(exist_ok=True)
        dialog.grab().save(str(SHOTS / "payout-table-filled.png"))
        dialog.accept()  # "Set payouts"
        return dialog.result() == QDialog.DialogCode.Accepted

    console.run_dialog = choose_a_table
    console.payouts_tab.money_actions.edit_payouts()
    assert seen["refusal"] == "The min cash (3.00) must be at least one rounding unit (10.00)"
    assert seen["kept"] is True
    assert seen["error"] == ""
    filled = seen["filled"]
    assert isinstance(filled, list)
    # By hand: five places; €2,700 in whole tens; the steep curve gives 1st 42 % of the pool
    # with five paid (€1,134, to the nearest ten: within €10); the standard min cash is
    # 1.5 × €100 = €150; no place above the one before.
    assert len(filled) == 5
    assert sum(filled) == 2_700 * EURO
    assert all(prize % (10 * EURO) == 0 for prize in filled)
    assert abs(filled[0] - 1_134 * EURO) <= 10 * EURO
    assert filled[-1] >= 150 * EURO
    assert filled == sorted(filled, reverse=True)
    assert list(parts.facade.payout_amounts()) == filled
    console.menus.undo_action.trigger()  # the whole table: one step
    assert list(parts.facade.payout_amounts()) == before
