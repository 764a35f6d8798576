"""Issue 10 in the console, as a director clicks it: a bust in the rebuy period offers the
rebuy, a bounty without a named eliminator waits on the Payouts tab until assigned,
payouts lock and unlock, and hand-for-hand after the bubble asks first. Every figure is
worked out by hand in the comments."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, Answers, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.records import BuyInSettings
from tournament.structure import Level
from ui.app import AppParts
from ui.dialogs import BustDialog, ChoiceDialog

# 50.00 to the pool + 10.00 bounty, 10,000 chips; rebuys of 50.00 for 10,000 chips at or
# below 10,000 during levels 1-2.
SETTINGS = BuyInSettings(
    buy_in=5_000,
    starting_stack=10_000,
    bounty=1_000,
    rebuy_cost=5_000,
    rebuy_chips=10_000,
    max_rebuys=2,
    rebuy_until_level=2,
    rebuy_stack_limit=10_000,
)
LEVELS = tuple(Level(("NT",), 20 * MINUTE, 50 * k, 100 * k) for k in (1, 2, 3))


def _choose(value: object) -> Callable[[QDialog], bool]:
    def answer(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChoiceDialog)
        dialog.choose(value)
        return True

    return answer


def _night(opened: list[AppParts], qtbot: QtBot, tmp_path: Path) -> AppParts:
    create = c.CreateTournament("Club night", SETTINGS, LEVELS, 1, 6)
    parts = open_app(opened, qtbot, tmp_path / "club.sqlite", FakeClock(), lambda: create)
    for n in range(1, 7):
        parts.uow.handle(c.RegisterAndBuyIn(f"Player {n}", player_id=f"P{n}"))
    parts.uow.handle(c.DrawSeats())
    parts.uow.handle(c.StartClock())
    parts.uow.handle(c.GeneratePayouts(50))  # 6 entries, half paid: 3 places
    parts.console.refresh()
    return parts


def _select(parts: AppParts, player_id: str) -> None:
    tab = parts.console.players_tab
    for row, r in enumerate(parts.facade.players()):
        if r.player_id == player_id:
            tab.players_view.selectRow(row)
            return
    raise AssertionError(player_id)


def test_a_bust_in_the_rebuy_period_offers_the_rebuy(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _night(opened, qtbot, tmp_path)
    console = parts.console
    _select(parts, "P1")
    answers = Answers(_choose(True))
    console.run_dialog = answers
    console.players_tab.bust_button.click()
    assert [d.windowTitle() for d in answers.seen] == ["Rebuy or bust?"]
    p1 = parts.facade.t.player("P1")
    # He lost every chip and rebought: 10,000 chips, one rebuy, still playing.
    assert (p1.status, p1.stack, p1.rebuys) == ("active", 10_000, 1)
    # The pool grew by the rebuy: 7 x 50.00 = 350.00; 7 x 10,000 chips over 6 players.
    parts.clock_screen.refresh()
    side = parts.clock_screen.side_labels
    assert side["pool"].text() == "€ 350"
    assert side["average"].text() == "11,667"  # 11,666.67 to the nearest chip
    assert parts.facade.undo_text() == "Undo: rebuy of Player 1"


def test_a_bounty_without_an_eliminator_waits_until_assigned(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _night(opened, qtbot, tmp_path)
    console = parts.console
    _select(parts, "P2")

    def not_recorded(dialog: QDialog) -> bool:
        assert isinstance(dialog, BustDialog)
        dialog.choose(None)
        return True

    console.run_dialog = Answers(_choose(False), not_recorded)  # bust, eliminator unknown
    console.players_tab.bust_button.click()
    assert parts.facade.t.player("P2").status == "eliminated"
    # 6 heads of 10.00 collected, none paid: 60.00 outstanding, of which P2's 10.00 is on
    # nobody's head (unassigned).
    assert parts.facade.bounty_line() == (
        "Bounties: € 60 collected · € 0 paid · € 60 outstanding · € 10 unassigned"
    )
    assert parts.facade.unassigned_bounties() == [("Player 2 · € 10", "P2")]
    console.tabs.setCurrentWidget(console.payouts_tab)
    console.run_dialog = Answers(_choose("P2"), _choose("P3"))
    console.payouts_tab.assign_bounty_button.click()
    assert parts.facade.t.player("P3").bounties_won == 1_000
    assert parts.facade.unassigned_bounties() == []
    assert parts.facade.bounty_line() == ("Bounties: € 60 collected · € 10 paid · € 50 outstanding")


def test_payouts_lock_and_unlock_from_the_payouts_tab(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _night(opened, qtbot, tmp_path)
    console = parts.console
    console.tabs.setCurrentWidget(console.payouts_tab)
    tab = console.payouts_tab
    assert tab.lock_payouts_button.text() == "Lock payouts"
    tab.lock_payouts_button.click()
    assert parts.facade.payouts_locked()
    assert tab.lock_payouts_button.text() == "Unlock payouts"
    before = parts.facade.payout_amounts()
    parts.facade.send(c.Rebuy("P4"))  # the pool grows to 350.00; locked payouts stay
    assert parts.facade.payout_amounts() == before
    assert sum(before) == 30_000  # 6 x 50.00
    assert "350" in parts.facade.payouts_warning()  # flagged: the table pays 300.00 of 350.00
    tab.lock_payouts_button.click()
    assert not parts.facade.payouts_locked()


def test_hand_for_hand_after_the_bubble_asks_first(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = _night(opened, qtbot, tmp_path)
    for pid in ("P6", "P5", "P4"):  # 3 left, 3 places paid: the bubble has burst
        parts.uow.handle(c.EliminatePlayer(pid, busted_by="P1"))
    console = parts.console
    console.run_dialog = Answers(lambda d: False)  # the director thinks again
    console.clock_bar.hfh_button.click()
    assert not parts.facade.clock_model().hand_for_hand
    answers = Answers(lambda d: True)
    console.run_dialog = answers
    console.clock_bar.hfh_button.click()
    assert [d.windowTitle() for d in answers.seen] == ["Hand-for-hand after the bubble"]
    assert parts.facade.clock_model().hand_for_hand
