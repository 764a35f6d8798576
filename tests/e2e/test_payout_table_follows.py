"""A payout table chosen in the payout editor follows the prize pool (issue 27, item 13), as a
director runs it on a real SQLite file: "Steep, €10 units" picked and set, then five more
buy-ins and an add-on; the clock screen and the Payouts tab show the table's prizes for each
pool; undo of the add-on and of the last buy-in bring the previous prizes back; a restart
keeps the table (the editor shows it in force), which goes on following the pool.

By hand: €100 buy-ins (+ €10 fee, not in the pool), the add-on €60. The steep curve pays
first place 70 % of the pool when two places are paid, and the places paid by entries are
15 % of the field rounded half up: two places for 10 to 16 entries (1.5 to 2.4). Prizes in
whole €10s; the €10 left after rounding both down goes to the larger fraction.

====================  =========  ==========================  =======================
moment                pool       70 % / 30 %                 prizes (€10 units)
====================  =========  ==========================  =======================
10 buy-ins            € 1,000    € 700 / € 300               € 700 / € 300
11 ... 15 buy-ins     € 1,100 ... € 1,500: 70 % and 30 % are whole tens
add-on (15 entries)   € 1,560    € 1,092 / € 468             € 1,090 / € 470
16 buy-ins            € 1,660    € 1,162 / € 498             € 1,160 / € 500
====================  =========  ==========================  =======================
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tournament.money import PayoutCurve
from tournament.service import commands as c
from ui.app import AppParts
from ui.dialogs import PayoutsDialog
from ui.new_tournament import NewTournamentDialog

SHOTS = Path("/tmp/pokerfloor-shots")
EURO = 100
NAMES = (
    "Ana Lee", "Bo Jensen", "Cy Park", "Di Rossi", "Ed Novak", "Fay Moreau", "Gus Tanaka",
    "Hal Okafor", "Ivy Schmidt", "Jon Alvarez", "Kim Dubois", "Lou Fischer", "Max Yamada",
    "Nia Costa", "Oscar Berg", "Pia Lindqvist",
)  # fmt: skip


def _set_up() -> c.CreateTournament | None:
    dialog = NewTournamentDialog()
    dialog.name_edit.setText("Tuesday Steep")
    dialog.add_on_cost.setValue(60)
    dialog.add_on_chips.setValue(10_000)
    dialog.add_on_until.setValue(6)
    assert dialog.try_accept(), dialog.error.text()
    command = dialog.command()
    dialog.deleteLater()
    return command


def _register(parts: AppParts, name: str) -> None:
    tab = parts.console.players_tab
    tab.name_edit.setText(name)
    tab.register_button.click()


def _clock_payouts(parts: AppParts) -> list[str]:
    """The payouts the clock screen shows, one "place amount" line each."""
    screen = parts.clock_screen
    screen.refresh()
    return [f"{place} {amount}" for place, amount in screen._payout_rows]


def _tab_payouts(parts: AppParts) -> list[str]:
    """The Payouts tab's lines: place and prize."""
    parts.console.refresh()
    model = parts.console.payouts_tab.results_model
    return [f"{line.place} {line.prize}" for line in model.rows()]


def _shown(first: int, second: int) -> list[str]:
    return [f"1st € {first:,}", f"2nd € {second:,}"]


def _both(parts: AppParts) -> tuple[list[str], list[str]]:
    return _clock_payouts(parts), _tab_payouts(parts)


def test_a_steep_table_in_tens_follows_buy_ins_and_the_add_on_through_undo_and_restart(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "steep.sqlite"
    parts = open_app(opened, qtbot, db, FakeClock(), ask_new=_set_up)
    console = parts.console
    console.show()
    parts.clock_screen.resize(1920, 1080)
    parts.clock_screen.show()
    for name in NAMES[:10]:
        _register(parts, name)

    def choose_steep_in_tens(dialog: QDialog) -> bool:
        assert isinstance(dialog, PayoutsDialog)
        assert dialog.table_box is not None
        box = dialog.table_box
        dialog.show()
        box.choose(PayoutCurve.STEEP, "entries", unit=10 * EURO)
        assert box.follow.isChecked()  # following the pool is what a table means by default
        qtbot.mouseClick(box.fill_button, Qt.MouseButton.LeftButton)
        assert dialog.amounts() == [700 * EURO, 300 * EURO]
        SHOTS.mkdir(exist_ok=True)
        dialog.resize(1920 // 3, 1080 - 80)
        dialog.grab().save(str(SHOTS / "payout-editor-steep-follows.png"))
        dialog.accept()  # "Set payouts"
        return dialog.result() == QDialog.DialogCode.Accepted

    console.run_dialog = choose_steep_in_tens
    console.payouts_tab.money_actions.edit_payouts()
    assert _both(parts) == (_shown(700, 300), _shown(700, 300))
    assert len(parts.facade.players()) == 10
    info = console.payouts_tab.payouts_info.text()
    assert "Steep payout table, prizes in units of € 10" in info
    assert "they follow the prize pool" in info
    assert parts.facade.undo_text() == "Undo: payouts"

    # Five more buy-ins: € 1,100 ... € 1,500, first place 70 %.
    for name, pool in zip(NAMES[10:15], (1_100, 1_200, 1_300, 1_400, 1_500), strict=True):
        _register(parts, name)
        first = pool * 70 // 100
        assert _both(parts) == (_shown(first, pool - first), _shown(first, pool - first))

    # The add-on (€60): € 1,560, € 1,092 -> € 1,090 and € 468 -> € 470.
    players = console.players_tab
    players.players_view.clearSelection()
    players.players_view.selectRow(0)
    players.addon_button.click()
    assert _both(parts) == (_shown(1_090, 470), _shown(1_090, 470))
    parts.clock_screen.grab().save(str(SHOTS / "clock-steep-follows-1920.png"))
    console.tabs.setCurrentWidget(console.payouts_tab)
    console.resize(1280, 800)
    console.grab().save(str(SHOTS / "payouts-tab-steep-follows-1280.png"))

    # Undo the add-on, then the last buy-in: the prizes before each come back.
    console.menus.undo_action.trigger()
    assert _both(parts) == (_shown(1_050, 450), _shown(1_050, 450))
    console.menus.undo_action.trigger()
    assert _both(parts) == (_shown(980, 420), _shown(980, 420))
    console.menus.redo_action.trigger()
    console.menus.redo_action.trigger()
    assert _both(parts) == (_shown(1_090, 470), _shown(1_090, 470))

    # A restart keeps the table: the prizes, and the next buy-in follows it (€ 1,660).
    parts.close(START)
    again = open_app(opened, qtbot, db, FakeClock(START))
    again.console.show()
    again.clock_screen.resize(1920, 1080)
    again.clock_screen.show()
    assert _both(again) == (_shown(1_090, 470), _shown(1_090, 470))

    # The editor opened again shows the table in force; "Set payouts" with nothing changed
    # keeps paying by it (no step, the prizes not fixed).
    def look_and_set(dialog: QDialog) -> bool:
        assert isinstance(dialog, PayoutsDialog)
        assert dialog.table_box is not None
        box = dialog.table_box
        assert box.curve.currentText() == "Steep, TDA / WSOP-like (1st about 34%)"
        assert box.places_kind.currentText() == "By the number of entries"
        assert box.unit.currentText() == "10.00"
        assert dialog.amounts() == [1_090 * EURO, 470 * EURO]
        dialog.accept()
        return dialog.result() == QDialog.DialogCode.Accepted

    undo_before = again.facade.undo_text()
    again.console.run_dialog = look_and_set
    again.console.payouts_tab.money_actions.edit_payouts()
    assert again.facade.undo_text() == undo_before
    _register(again, NAMES[15])
    assert _both(again) == (_shown(1_160, 500), _shown(1_160, 500))
