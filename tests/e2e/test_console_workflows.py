"""Director workflows in the console, end to end: real offscreen windows, a temporary
database, a fake clock. Dialogs are answered through ``console.run_dialog`` (no blocking
``exec()``): each answer inspects the dialog as the director would see it, then accepts or
cancels it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QMenu
from pytestqt.qtbot import QtBot

from tests.e2e.support import MINUTE, START, Answers, FakeClock, open_app
from tournament.service import commands as c
from tournament.service.demo import nlhe_structure
from tournament.service.records import BuyInSettings
from ui.app import AppParts
from ui.chip_count import ChipCountDialog
from ui.console.notice_line import NoticeKind
from ui.dialogs import (
    BustDialog,
    ChoiceDialog,
    DealDialog,
    PayoutsDialog,
    PlanDialog,
)


def accept(dialog: QDialog) -> bool:
    return True


def cancel(dialog: QDialog) -> bool:
    return False


def _demo(opened: list[AppParts], qtbot: QtBot, tmp_path: Path) -> tuple[AppParts, FakeClock]:
    clock = FakeClock()
    return open_app(opened, qtbot, tmp_path / "demo.sqlite", clock, demo="nlhe"), clock


def _seated(parts: AppParts) -> dict[str, tuple[int, int]]:
    return {
        r.player_id: (r.table, r.seat)
        for r in parts.facade.players()
        if r.table is not None and r.seat is not None
    }


def _bust_where(parts: AppParts, keep: Callable[[int], bool], count: int) -> None:
    """Bust ``count`` players sitting at tables for which ``keep(table)`` is False."""
    victims = [pid for pid, (table, _) in _seated(parts).items() if not keep(table)][:count]
    assert len(victims) == count
    for pid in victims:
        parts.facade.send(c.EliminatePlayer(pid))
    parts.console.refresh()


def test_break_table_shows_the_moves_then_moves_its_players(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    console = parts.console
    _bust_where(parts, lambda table: table == 3, 9)  # nine open seats at tables 1 and 2
    # The hint names the emptiest table (issue 10.8: table 1, emptied by the busts), never
    # a full one; the director may still choose to break another.
    assert "Break table 1" in console.tables_tab.tables_hint.text()
    at_three = {pid for pid, (table, _) in _seated(parts).items() if table == 3}
    assert len(at_three) == 9

    def choose_three(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChoiceDialog)
        dialog.choose(3)
        return True

    answers = Answers(choose_three, accept)
    console.run_dialog = answers
    console.tables_tab.break_button.click()

    plan = answers.seen[1]
    assert isinstance(plan, PlanDialog)
    assert plan.model.rowCount() == 9
    shown = {plan.model.row_at(i).player for i in range(9)}
    names = {r.player_id: r.name for r in parts.facade.players()}
    assert shown == {names[pid] for pid in at_three}
    assert all(plan.model.row_at(i).from_place.startswith("Table 3") for i in range(9))
    assert [t.number for t in parts.facade.tables()] == [1, 2]
    seated = _seated(parts)
    assert all(seated[pid][0] in (1, 2) for pid in at_three)
    # Issue 12: after a table breaks, the console says where each of its players sits now
    # (the banner was hidden before).
    said = console.banner.text().split("\n")
    assert sorted(said) == sorted(
        f"{names[pid]} → Table {seated[pid][0]}, Seat {seated[pid][1]} (from table 3)"
        for pid in at_three
    )
    assert "break" in (parts.facade.undo_text() or "").lower()


def test_cancelling_a_break_plan_changes_nothing(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    _bust_where(parts, lambda table: table == 3, 9)
    before = _seated(parts)
    parts.console.run_dialog = Answers(cancel)
    parts.console.tables_tab.table_actions.break_table(3)
    assert _seated(parts) == before
    assert len(parts.facade.tables()) == 3


def test_break_refused_when_the_players_do_not_fit_is_shown_and_changes_nothing(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    before = parts.facade.t.snapshot()
    answers = Answers(accept)
    parts.console.run_dialog = answers
    parts.console.tables_tab.table_actions.break_table(3)  # 27 players in 27 seats: nowhere to go
    assert parts.console.banner.kind() is NoticeKind.ERROR
    assert "seat" in parts.console.banner.text().lower()
    assert answers.seen == []  # no plan was shown
    assert parts.facade.t.snapshot() == before


def test_final_table_redraw_seats_everybody_left_at_one_table(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    _bust_where(parts, lambda table: False, 18)
    assert "final table" in parts.console.tables_tab.tables_hint.text().lower()
    answers = Answers(accept)
    parts.console.run_dialog = answers
    parts.console.tables_tab.final_button.click()
    plan = answers.seen[0]
    assert isinstance(plan, PlanDialog)
    tables = parts.facade.tables()
    assert len(tables) == 1
    assert tables[0].occupied == 9
    assert plan.model.rowCount() <= 9
    assert all(
        plan.model.row_at(i).to_place.startswith(f"Table {tables[0].number}")
        for i in range(plan.model.rowCount())
    )


def test_hand_for_hand_takes_each_hand_off_the_clock(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, clock = _demo(opened, qtbot, tmp_path)
    console = parts.console
    console.clock_bar.start_button.click()
    clock.now += 3 * MINUTE
    assert not console.clock_bar.hand_done_button.isVisibleTo(console)
    console.clock_bar.hfh_button.click()
    model = parts.facade.clock_model()
    assert model.hand_for_hand
    assert console.clock_bar.hand_done_button.isVisibleTo(console)
    left = model.time_left_ms
    clock.now += 90_000  # the hand takes as long as it takes: the clock does not run
    assert parts.facade.clock_model().time_left_ms == left
    console.clock_bar.hand_done_button.click()
    after = parts.facade.clock_model()
    assert after.time_left_ms == left - 2 * MINUTE
    assert after.hand_for_hand_hands == 1
    assert "hands played: 1" in console.clock_bar.hfh_label.text()
    console.clock_bar.hfh_button.click()
    assert not parts.facade.clock_model().hand_for_hand


def test_hand_done_without_hand_for_hand_is_refused_in_the_banner(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    before = parts.facade.t.snapshot()
    parts.console.clock.hand_done()
    assert parts.console.banner.kind() is NoticeKind.ERROR
    assert "hand-for-hand" in parts.console.banner.text().lower()
    assert parts.facade.t.snapshot() == before


def test_double_click_in_structure_jumps_to_that_level(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    console = parts.console
    index = console.structure_tab.structure_model.index(3, 0)
    console.structure_tab.structure_view.doubleClicked.emit(index)
    assert parts.facade.t.clock_view(START).level.index == 3
    assert console.structure_tab.structure_model.row_at(3)[0].startswith("▶")


def test_deal_shows_amounts_that_share_exactly_the_prize_money_left(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    console = parts.console
    console.payouts_tab.generate_button.click()
    payouts = list(parts.facade.payout_amounts())
    assert len(payouts) >= 3
    _bust_where(parts, lambda table: False, 27 - 3)
    left = [r.player_id for r in parts.facade.players() if r.status == "Playing"]
    issued = sum(x.chips for x in parts.facade.t.entry_records())
    counts = {left[0]: issued - 300_000, left[1]: 200_000, left[2]: 100_000}

    def count(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChipCountDialog)
        for pid, chips in counts.items():
            dialog.set_count(pid, chips)
        return True

    remaining = sum(payouts[:3])
    totals: dict[str, int] = {}

    def look_then_take_icm(dialog: QDialog) -> bool:
        assert isinstance(dialog, DealDialog)
        for method in ("chip_chop", "even", "icm"):
            dialog.choose(method)
            assert dialog.current is not None
            totals[method] = sum(s.amount_cents for s in dialog.current.shares)
        icm = dialog.current
        assert icm is not None
        assert icm.shares[0].chips == max(counts.values())  # the big stack gets the most
        return True

    console.run_dialog = Answers(count, look_then_take_icm)
    console.players_tab.player_actions.chip_counts()
    assert "the count matches" in console.players_tab.chips_label.text()
    preview = parts.facade.deal_preview("icm")
    console.payouts_tab.money_actions.deal()
    assert totals == {"chip_chop": remaining, "even": remaining, "icm": remaining}
    prizes = {r.player_id: r for r in parts.facade.t.players_view()}
    names = {s.player: s.amount_cents for s in preview.shares}
    assert {prizes[p].name: prizes[p].prize for p in left} == names
    # After a deal the clock says how it ended (issue 10.9: no winner is shown for a deal).
    assert parts.facade.clock_model().notice == "Tournament over: the players made a deal"


def test_pay_out_the_selected_winner(qtbot: QtBot, tmp_path: Path, opened: list[AppParts]) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    console = parts.console
    places = len(parts.facade.payout_amounts())  # the demo comes with its payouts
    assert places > 0
    _bust_where(parts, lambda table: False, 27 - places)
    last_out = [r for r in parts.facade.t.players_view() if r.place == places + 1]
    assert last_out
    assert last_out[0].prize == 0
    parts.facade.send(
        c.EliminatePlayer(
            next(r.player_id for r in parts.facade.players() if r.status == "Playing")
        )
    )
    console.refresh()
    rows = [
        console.payouts_tab.results_model.row_at(i)
        for i in range(console.payouts_tab.results_model.rowCount())
    ]
    paid_row = next(i for i, r in enumerate(rows) if r.player_id is not None)
    console.payouts_tab.results_view.selectRow(paid_row)
    console.payouts_tab.pay_button.click()
    winner = rows[paid_row].player_id
    assert winner is not None
    view = {p.player_id: p for p in parts.facade.t.players_view()}[winner]
    assert view.paid == view.prize > 0
    assert console.payouts_tab.results_model.row_at(paid_row).state == "Paid"
    console.payouts_tab.pay_button.click()  # twice: refused, nothing changes
    assert "already been paid" in console.banner.text()


def test_payouts_can_be_edited(qtbot: QtBot, tmp_path: Path, opened: list[AppParts]) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)

    def edit(dialog: QDialog) -> bool:
        assert isinstance(dialog, PayoutsDialog)
        while dialog.spins:
            dialog.remove_place()
        for cents in (150_000, 80_000, 40_000):
            dialog.add_place(cents)
        return True

    parts.console.run_dialog = Answers(edit)
    parts.console.payouts_tab.edit_payouts_button.click()
    assert list(parts.facade.payout_amounts()) == [150_000, 80_000, 40_000]
    assert parts.console.payouts_tab.results_model.row_at(0).prize == "€ 1,500"


def test_payouts_above_the_prize_pool_are_refused(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    before = list(parts.facade.payout_amounts())

    def too_much(dialog: QDialog) -> bool:
        assert isinstance(dialog, PayoutsDialog)
        while dialog.spins:
            dialog.remove_place()
        dialog.add_place(100_000_000)
        return True

    parts.console.run_dialog = Answers(too_much)
    parts.console.payouts_tab.money_actions.edit_payouts()
    assert "prize pool" in parts.console.banner.text()
    assert list(parts.facade.payout_amounts()) == before


def test_chip_counts_for_several_players_in_one_action(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    console = parts.console
    console.players_tab.players_view.selectRow(0)
    console.players_tab.players_view.selectionModel().select(
        console.players_tab.players_view.model().index(1, 0),
        console.players_tab.players_view.selectionModel().SelectionFlag.Select
        | console.players_tab.players_view.selectionModel().SelectionFlag.Rows,
    )
    ids = console.selected_player_ids()
    assert len(ids) == 2

    def count(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChipCountDialog)
        assert dialog.counts() == {}  # nothing typed yet
        dialog.set_count(ids[0], 41_000)
        dialog.set_count(ids[1], 19_000)
        assert set(dialog.counts()) == set(ids)
        assert "these counts 60,000" in dialog.total.text()
        return True

    console.run_dialog = Answers(count)
    console.players_tab.chips_button.click()
    stacks = {r.player_id: r.stack for r in parts.facade.players()}
    assert (stacks[ids[0]], stacks[ids[1]]) == (41_000, 19_000)
    assert "count matches" in console.players_tab.chips_label.text()  # 41,000 + 19,000 = 2 x 30,000
    console.menus.undo_action.trigger()  # one action for both counts
    stacks = {r.player_id: r.stack for r in parts.facade.players()}
    assert stacks[ids[0]] == stacks[ids[1]]


def test_seat_menu_locks_a_seat_and_moves_the_button(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    console = parts.console
    _bust_where(parts, lambda table: table != 1, 1)
    card = console.tables_tab.table_cards[0]
    empty = next(s for s in card.table.seats if s.player is None)

    def trigger(table: int, seat_number: int, text: str) -> None:
        card = next(c for c in console.tables_tab.table_cards if c.table.number == table)
        seat = next(s for s in card.table.seats if s.seat == seat_number)
        menu = QMenu()
        console.tables_tab.table_actions.seat_menu(table, seat, menu)
        action = next(a for a in menu.actions() if a.text().startswith(text))
        action.trigger()

    trigger(1, empty.seat, "Lock seat")
    seat = next(s for s in console.tables_tab.table_cards[0].table.seats if s.seat == empty.seat)
    assert "locked" in seat.marker
    trigger(1, empty.seat, "Unlock seat")
    seat = next(s for s in console.tables_tab.table_cards[0].table.seats if s.seat == empty.seat)
    assert "locked" not in seat.marker
    occupied = next(
        s for s in console.tables_tab.table_cards[1].table.seats if s.player and "D" not in s.marker
    )
    trigger(2, occupied.seat, "Put the button")
    assert parts.facade.t.tables_view()[1].button == occupied.seat


def _bounty_db(path: Path) -> None:
    """A database holding a knockout tournament: 6 players with a bounty, seated, clock ready."""
    import random

    from db.connect import open_store

    store = open_store(path, now_ms=START)
    rng = random.Random(3)
    buy_in = BuyInSettings(buy_in=10_000, bounty=2_000, starting_stack=20_000)
    tid = store.log.create_tournament(
        c.CreateTournament("Knockout", buy_in, nlhe_structure(), 1), START, rng
    )
    for i in range(6):
        store.log.execute(tid, c.RegisterPlayer(f"Player {i + 1}", "", f"K{i}"), START, rng)
        store.log.execute(tid, c.BuyIn(f"K{i}"), START, rng)
    store.log.execute(tid, c.DrawSeats(), START, rng)
    store.close(START)


def test_bust_dialog_gives_the_bounty_to_the_player_who_busted_them(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "ko.sqlite"
    _bounty_db(db)
    parts = open_app(opened, qtbot, db, FakeClock())
    console = parts.console
    rows = parts.facade.players()
    victim, winner = rows[0], rows[1]
    console.players_tab.players_view.selectRow(0)

    def who(dialog: QDialog) -> bool:
        assert isinstance(dialog, BustDialog)
        names = [dialog.combo.itemText(i) for i in range(dialog.combo.count())]
        # Each name with its table and seat (issue 10.6), the victim's table first.
        assert not any(n.startswith(f"{victim.name} ·") for n in names)
        assert any(n.startswith(f"{winner.name} · Table") for n in names)
        dialog.choose(winner.player_id)
        return True

    console.run_dialog = Answers(who)
    console.players_tab.bust_button.click()
    views = {p.player_id: p for p in parts.facade.t.players_view()}
    assert views[victim.player_id].status == "eliminated"
    assert views[winner.player_id].bounties_won > 0


def test_export_to_an_unwritable_place_is_reported(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    assert (
        parts.console.history_actions.export("results-csv", str(tmp_path / "missing" / "r.csv"))
        is None
    )
    assert "Could not export" in parts.console.banner.text()


def test_keyboard_space_starts_and_pauses_the_clock_and_delete_busts(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, clock = _demo(opened, qtbot, tmp_path)
    console = parts.console
    console.show()
    qtbot.waitExposed(console)
    console.activateWindow()
    qtbot.waitUntil(console.isActiveWindow, timeout=2000)  # shortcuts act in the active window
    console.tabs.setFocus()
    QTest.keyClick(console.tabs, Qt.Key.Key_Space)
    assert parts.facade.clock_model().running
    QTest.keyClick(console, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert not parts.facade.clock_model().running
    level = parts.facade.t.clock_view(clock.now).level.index
    console.menus.next_action.trigger()
    assert parts.facade.t.clock_view(clock.now).level.index == level + 1
    console.players_tab.players_view.setFocus()
    console.players_tab.players_view.selectRow(0)
    victim = console.selected_player_ids()[0]
    QTest.keyClick(console.players_tab.players_view, Qt.Key.Key_Delete)
    assert {r.player_id: r for r in parts.facade.players()}[victim].status.startswith("Out")
    console.players_tab.name_edit.setFocus()
    QTest.keyClick(console.players_tab.name_edit, Qt.Key.Key_Space)
    assert not parts.facade.clock_model().running  # typing a space in a name is just a space


def test_deal_without_payouts_is_refused_in_the_banner_and_changes_nothing(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts, _ = _demo(opened, qtbot, tmp_path)
    before = parts.facade.t.snapshot()
    answers = Answers(accept)
    parts.console.run_dialog = answers
    parts.console.payouts_tab.deal_button.click()
    assert answers.seen == []
    assert "payouts" in parts.console.banner.text().lower()
    assert parts.facade.t.snapshot() == before
