"""Issue 27, "done means": the director's night walked again from an empty database with the
new features together, in the real program (a SQLite file, the app offscreen).

A €100 + €10 night with a €20 bounty, 32 players and 35 entries: a steep payout table in €10
units chosen at the start and followed by the pool as late entries and add-ons come in; the
clock screen's late-registration countdown and bounty value; add-ons only at the break after
level 4 (one refused at level 2 with its message), two of them double; the 25s raced off at
that break; busts down to two tables, then 8-max with the moves; hand-for-hand at the bubble;
an undo checked on the clock screen; the money, the winner and the exported results. Every
figure is worked out by hand in the comments. Screenshots of the clock screen at each phase
go to ``$POKERFLOOR_SHOTS`` when it is set.

The steep table by hand (``tournament.money.payout_tables``'s stated rule): places paid are
15 % of the entries rounded half up (30 -> 4.5 -> 5; 35 -> 5.25 -> 5); first place takes
42 % of the pool (the steep curve's point for 5 places); the last place gets the min cash
exactly, the larger of buy-in + fee (€110) and 1.5 x buy-in (€150): €150; places 1-4 share
the money above the min cash along the tapered power law w_i = (i+1)^-a - 6^-a, with ``a``
such that first place's part is (0.42 x pool - 150) / (pool - 5 x 150); every prize is then
rounded down to €10 and the €10s left go to the largest fractions.

=======  ======  =========  ===================================  ============================
pool     target  a          places 1-4 above €150, in €10s      prizes
=======  ======  =========  ===================================  ============================
€ 3,000  0.4933  0.42532    111, 63.898, 35.076, 15.026  (225)   1,260 / 790 / 500 / 300 / 150
€ 3,500  0.4800  0.25107    132, 78.999, 44.535, 19.466  (275)   1,470 / 940 / 600 / 340 / 150
€ 4,000  0.4708  0.12637    153, 94.045, 54.011, 23.944  (325)   1,680 / 1,090 / 690 / 390 / 150
=======  ======  =========  ===================================  ============================

(€ 3,000: the floors 111 + 63 + 35 + 15 = 224 of 225 units, the one left to the largest
fraction, 0.898: 64. € 3,500: 273 of 275, to 0.999 and 0.535: 79 and 45. € 4,000: 324 of
325, to 0.944: 24. Each row adds up to its pool.)
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from db.exports import results
from tests.e2e.support import MINUTE, START, Answers, FakeClock, figures, open_app
from tournament.chip_set import Chip, ChipSet
from tournament.errors import DomainError
from tournament.money import PayoutCurve, PayoutTableChoice
from tournament.service import commands as c
from tournament.service.records import BuyInSettings, ChipCount
from tournament.structure import Break, Level, Structure
from ui.app import AppParts
from ui.table_size import TableSizeDialog

EURO = 100
# €100 to the pool + €10 fee + €20 on the player's head; 10,000 chips; one re-entry; late
# registration through level 4 (and the break after it); add-ons €50 for 10,000 chips only
# at the break after level 4, two a player at most (the double add-on).
SETTINGS = BuyInSettings(
    buy_in=100 * EURO,
    fee=10 * EURO,
    bounty=20 * EURO,
    starting_stack=10_000,
    max_entries=2,
    late_registration_level=4,
    add_on_cost=50 * EURO,
    add_on_chips=10_000,
    add_on_until_level=4,
    add_on_at_break=True,
    max_add_ons=2,
)
STEPS = (
    *(Level(("NT",), 20 * MINUTE, 25 * k, 50 * k) for k in (1, 2, 3, 4)),
    Break(10 * MINUTE, (25,)),  # the 25s race off at this break
    *(Level(("NT",), 20 * MINUTE, 100 * k, 200 * k) for k in (2, 3, 4, 5)),
)
CHIPS = ChipSet(
    tuple(Chip(d, k, 1_000) for d, k in ((25, "green"), (100, "black"), (500, "purple")))
)
STEEP_TENS = PayoutTableChoice(PayoutCurve.STEEP, unit=10 * EURO)


def pid(n: int) -> str:
    return f"P{n:04d}"


def shoot(parts: AppParts, name: str) -> None:
    folder = os.environ.get("POKERFLOOR_SHOTS")
    if folder:
        for width, height in ((1920, 1080), (1280, 800)):
            parts.clock_screen.resize(width, height)
            parts.clock_screen.refresh()
            QApplication.processEvents()  # the layout settles, as one clock tick later
            parts.clock_screen.refresh()
            parts.clock_screen.grab().save(str(Path(folder) / f"walk-{name}-{width}.png"))
        parts.clock_screen.resize(1920, 1080)


def clock_payouts(parts: AppParts) -> list[str]:
    """The payout lines on the clock screen, "place amount" each."""
    parts.clock_screen.refresh()
    return [f"{place} {amount}".strip() for place, amount in parts.clock_screen._payout_rows]


def tab_payouts(parts: AppParts) -> list[str]:
    """The Payouts tab's lines: place and prize (every place)."""
    parts.console.refresh()
    return [f"{line.place} {line.prize}" for line in parts.console.payouts_tab.results_model.rows()]


def payouts_shown(parts: AppParts, full: list[str]) -> None:
    """Every place on the Payouts tab; on the clock screen the first ones, and when the
    recent seatings take room, a last line "+ N more" counting the places not shown."""
    assert tab_payouts(parts) == full
    lines = clock_payouts(parts)
    if lines != full:
        shown = len(lines) - 1
        assert shown >= 2
        assert lines == [*full[:shown], f"+ {len(full) - shown} more"]


def prizes(*euros: int) -> list[str]:
    places = ("1st", "2nd", "3rd", "4th", "5th")
    return [f"{place} € {e:,}" for place, e in zip(places, euros, strict=True)]


def seats(parts: AppParts) -> dict[str, tuple[int, int]]:
    return {
        r.player_id: (r.table, r.seat)
        for r in parts.facade.players()
        if r.table is not None and r.seat is not None
    }


def message(parts: AppParts) -> str:
    parts.clock_screen.refresh()
    return parts.clock_screen.message.text()


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_a_steep_bounty_night_with_add_ons_at_the_break_a_chip_race_and_eight_max(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    structure = Structure("Night walk", STEPS, CHIPS, 10_000)
    parts = open_app(
        opened,
        qtbot,
        tmp_path / "walk.sqlite",
        clock,
        lambda: c.CreateTournament("Friday Night Walk", SETTINGS, structure, 4, 9),
    )
    parts.clock_screen.resize(1920, 1080)
    parts.clock_screen.show()
    run = parts.uow.handle

    # 30 players buy in; the director picks the steep table in €10s before the draw.
    for n in range(1, 31):
        run(c.RegisterAndBuyIn(f"Player {n:02d}", "FR", pid(n)))
    run(c.ChoosePayoutTable(STEEP_TENS))
    run(c.DrawSeats())
    # Not started: the window is levels 1-4 and the break after level 4, 4 x 20:00 + 10:00
    # = 90 minutes, shown as 1:30:00.
    assert "Late registration closes in 1:30:00" in message(parts)
    assert parts.clock_screen.money_line.text() == "Rebuys 0 · Add-ons 0 · Bounty € 20"
    # 30 x 10,000 chips over 30 players; pool 30 x €100 = €3,000 (fees and heads apart).
    figures(parts, 30, 30, 10_000, "€ 3,000")
    payouts_shown(parts, prizes(1_260, 790, 500, 300, 150))
    run(c.StartClock())
    shoot(parts, "1-start")

    by_seat = seats(parts)
    table_1 = sorted((s, p) for p, (t, s) in by_seat.items() if t == 1)
    winner = table_1[0][1]  # the night's winner sits in table 1's first seat taken
    racers = [p for _, p in table_1[1:4]]  # three neighbours whose 25s race off at the break
    outer = [p for p, (t, _) in sorted(by_seat.items()) if t in (3, 4)]
    returning = outer[:3]  # three players of tables 3 and 4 bust early and re-enter

    # Level 2 (minute 21): 1:30:00 - 21:00 = 1:09:00 left to register (hours shown).
    clock.now = START + 21 * MINUTE
    assert "Late registration closes in 1:09:00" in message(parts)
    # An add-on now is refused, the window named; nothing changes.
    with pytest.raises(DomainError, match=r"^Add-ons are taken at the break after level 4$"):
        run(c.AddOn(winner))
    figures(parts, 30, 30, 10_000, "€ 3,000")
    assert parts.clock_screen.money_line.text() == "Rebuys 0 · Add-ons 0 · Bounty € 20"
    # Three busts by the winner, the three re-enter; two newcomers. 35 entries x 10,000 =
    # 350,000 chips over 32 players: 10,937.5, half up 10,938; pool 35 x €100 = €3,500.
    for p in returning:
        run(c.EliminatePlayer(p, busted_by=winner))
    figures(parts, 27, 30, 11_111, "€ 3,000")  # 300,000 / 27 = 11,111.1
    for p in returning:
        run(c.ReEnter(p))
        run(c.SeatLateEntry(p))
    for n in (31, 32):
        run(c.RegisterAndBuyIn(f"Player {n:02d}", "FR", pid(n)))  # seated as they buy in
        assert pid(n) in seats(parts)
    figures(parts, 32, 35, 10_938, "€ 3,500")
    # The table followed the pool (see the module docstring's second row).
    payouts_shown(parts, prizes(1_470, 940, 600, 340, 150))
    shoot(parts, "2-late-entries")

    # The break after level 4 (minute 81): still 9:00 to register; "Add-ons now".
    clock.now = START + 81 * MINUTE
    assert message(parts) == "Add-ons now · Late registration closes in 09:00"
    parts.clock_screen._alert_left_ms = 0  # the "BREAK" alert's words have faded
    parts.clock_screen.refresh()
    assert parts.clock_screen.status.text() == "Colour-up: 25s race off · Then: Level 5"

    # Add-ons: the winner and Player 32 take the double, six more one each: 10 add-ons.
    # 350,000 + 10 x 10,000 = 450,000 chips, / 32 = 14,062.5, half up 14,063;
    # pool €3,500 + 10 x €50 = €4,000.
    run(c.DoubleAddOn(winner))
    run(c.DoubleAddOn(pid(32)))
    singles = [p for p in outer[3:] if p != pid(32)][:6]
    assert len(singles) == 6
    for p in singles:
        run(c.AddOn(p))
    with pytest.raises(DomainError, match="Add-on limit of 2 reached"):
        run(c.AddOn(winner))
    figures(parts, 32, 35, 14_063, "€ 4,000")
    assert parts.clock_screen.money_line.text() == "Rebuys 0 · Add-ons 10 · Bounty € 20"
    # The two double add-ons hold 10,000 + 2 x 10,000 = 30,000 each, the most: a tie, so
    # nobody is shown as the chip leader.
    assert parts.clock_screen.side_labels["leader"].text() == "-"
    payouts_shown(parts, prizes(1_680, 1_090, 690, 390, 150))

    # The chip race: the three racers counted with odd 25s (75, 50 and 75: 3 + 2 + 3 chips,
    # 200 in value, two chips of 100 raced for). 10,075 + 9,950 + 9,975 = 30,000, as
    # their three starting stacks. Each keeps his 100s (10,000, 9,900, 9,900) and two of
    # the three win one more 100: 30,000 again, and 450,000 chips in play unchanged.
    counted = dict(zip(racers, (10_075, 9_950, 9_975), strict=True))
    run(c.RecordChipCounts(tuple(ChipCount(p, s) for p, s in counted.items())))
    run(c.ColourUp(25, 100))
    after = {r.player_id: r.stack for r in parts.facade.count_rows(racers)}
    floors = dict(zip(racers, (10_000, 9_900, 9_900), strict=True))
    won = [p for p in racers if after[p] == floors[p] + 100]
    assert len(won) == 2
    assert all(after[p] == floors[p] for p in racers if p not in won)
    assert sum(s or 0 for s in after.values()) == 30_000
    figures(parts, 32, 35, 14_063, "€ 4,000")
    parts.clock_screen.refresh()
    assert parts.clock_screen.status.text() == "Colour-up done: 25s raced off · Then: Level 5"
    shoot(parts, "3-break-add-ons-colour-up")

    # Level 5 (minute 91): registration closed, add-ons too.
    clock.now = START + 91 * MINUTE
    assert "Late registration closed" in message(parts)
    assert "Add-ons now" not in message(parts)
    with pytest.raises(DomainError, match="Add-ons closed after the break after level 4"):
        run(c.AddOn(racers[0]))

    # Busts down to 18 players (14 busts, all from tables 3 and 4), then those two tables
    # break: 18 players at two tables of 9, every seat taken. 450,000 / 18 = 25,000.
    at_3_4 = [p for p, (t, _) in sorted(seats(parts).items()) if t in (3, 4)]
    assert len(at_3_4) >= 14
    for p in at_3_4[:14]:
        run(c.EliminatePlayer(p, busted_by=winner))
    for table in sorted({t for t, _ in seats(parts).values()} - {1, 2}, reverse=True):
        parts.facade.break_plan(table)
        parts.facade.apply_break_plan()
    figures(parts, 18, 35, 25_000, "€ 4,000")
    placed = seats(parts)
    assert sorted(t for t, _ in placed.values()) == [1] * 9 + [2] * 9

    # Two more busts (one a table, neither in seat 9 nor the winner): 16 players, 450,000
    # / 16 = 28,125. Then 8-max: the two players in seat 9 draw the two seats left free.
    for table in (1, 2):
        gone = next(
            p for p, (t, s) in sorted(placed.items()) if t == table and s != 9 and p != winner
        )
        run(c.EliminatePlayer(gone, busted_by=winner))
    figures(parts, 16, 35, 28_125, "€ 4,000")
    before = seats(parts)
    in_seat_9 = {p for p, (_, s) in before.items() if s == 9}
    assert len(in_seat_9) == 2

    def eight_max(dialog: QDialog) -> bool:  # Tables -> Seats per table..., every table
        assert isinstance(dialog, TableSizeDialog)
        assert dialog.size_spin.value() == 9
        dialog.size_spin.setValue(8)
        return dialog.try_accept()

    parts.console.run_dialog = Answers(eight_max)
    parts.console.menus.table_size_action.trigger()
    assert parts.console.menus.undo_action.text() == "Undo: 8 seats at every table"
    moved = seats(parts)
    assert {p for p in moved if moved[p] != before[p]} == in_seat_9
    assert max(s for _, s in moved.values()) == 8
    assert sorted(t for t, _ in moved.values()) == [1] * 8 + [2] * 8
    tables = parts.facade.t.table_records()
    assert [(r.number, r.size) for r in tables if not r.broken] == [(1, 8), (2, 8)]
    assert [r.number for r in tables if r.broken] == [3, 4]
    names = {r.player_id: r.name for r in parts.facade.players()}
    for p in in_seat_9:  # the console says where each goes, as does the clock screen
        table, seat = moved[p]
        line = f"{names[p]} → Table {table}, Seat {seat} (from table {before[p][0]})"
        assert line in parts.console.banner.text()
    parts.clock_screen.refresh()
    assert any(names[p] in parts.clock_screen.seats.text() for p in in_seat_9)
    figures(parts, 16, 35, 28_125, "€ 4,000")
    shoot(parts, "4-eight-max")
    folder = os.environ.get("POKERFLOOR_SHOTS")
    if folder:  # the console at 1280 with the moves in its banner
        parts.console.resize(1280, 800)
        parts.console.refresh()
        parts.console.grab().save(str(Path(folder) / "walk-4-eight-max-console-1280.png"))

    # Busts to the bubble: 10 more, 6 left for 5 places; 450,000 / 6 = 75,000.
    left = [p for p in sorted(moved) if p != winner]
    for p in left[:10]:
        run(c.EliminatePlayer(p, busted_by=winner))
    figures(parts, 6, 35, 75_000, "€ 4,000")
    assert parts.facade.clock_model().notice == "On the bubble"
    run(c.SetHandForHand(True))
    assert parts.facade.clock_model().hand_for_hand
    shoot(parts, "5-hand-for-hand")
    assert len(left) == 15  # the 6 left: the winner and these last five
    bubble, fifth, fourth, third, second = left[10:]
    run(c.EliminatePlayer(bubble, busted_by=winner))  # 6th: the bubble bursts, no prize
    assert not parts.facade.clock_model().hand_for_hand
    figures(parts, 5, 35, 90_000, "€ 4,000")  # 450,000 / 5

    # Undo the bubble bust on the clock screen: 6 / 35 and 75,000 again, the player back;
    # redo: 5 / 35 and 90,000.
    parts.console.menus.undo_action.trigger()
    figures(parts, 6, 35, 75_000, "€ 4,000")
    assert parts.uow.load().player(bubble).place is None
    parts.console.menus.redo_action.trigger()
    figures(parts, 5, 35, 90_000, "€ 4,000")
    assert parts.uow.load().player(bubble).place == 6

    # The money: 5th, 4th, 3rd, 2nd, and the winner.
    clock.now = START + 120 * MINUTE
    for p in (fifth, fourth, third, second):
        run(c.EliminatePlayer(p, busted_by=winner))
    model = parts.facade.clock_model()
    assert model.winner == names[winner]
    assert not model.running
    assert list(model.payouts[:5]) == [
        (f"1st {names[winner]}", "€ 1,680"),
        (f"2nd {names[second]}", "€ 1,090"),
        (f"3rd {names[third]}", "€ 690"),
        (f"4th {names[fourth]}", "€ 390"),
        (f"5th {names[fifth]}", "€ 150"),
    ]
    parts.clock_screen.refresh()
    assert parts.clock_screen.time.text() == names[winner]
    # The winner holds every chip: 35 entries x 10,000 + 10 add-ons x 10,000 = 450,000.
    side = parts.clock_screen.side_labels
    assert side["average"].text() == "450,000"
    assert side["leader"].text() == "450,000"
    assert side["leader_caption"].text() == f"Chip leader: {names[winner]}"
    shoot(parts, "6-winner")

    # Bounties: 35 heads of €20 = €700 collected; the winner knocked out every entry but
    # his own (3 + 14 + 2 + 10 + 1 + 4 = 34) and takes his own head: €700, none left.
    b = parts.uow.load().bounties()
    assert (b.collected, b.paid, b.outstanding) == (70_000, 70_000, 0)

    # The exported results: 32 players placed 1 to 32, the prizes the table's and the
    # whole pool (1,680 + 1,090 + 690 + 390 + 150 = 4,000), the knockouts and heads.
    rows = results(parts.store, parts.tournament_id)
    assert [r.place for r in rows] == list(range(1, 33))
    paid = {r.place: r.prize_cents for r in rows}
    assert [paid[p] for p in range(1, 7)] == [
        168_000, 109_000, 69_000, 39_000, 15_000, 0,
    ]  # fmt: skip
    assert sum(r.prize_cents for r in rows) == 400_000
    by_id = {r.player_id: r for r in rows}
    assert (by_id[winner].knockouts, by_id[winner].bounty_cents) == (34, 70_000)
    assert sum(r.knockouts for r in rows) == 34
    assert [by_id[p].entries for p in returning] == [2, 2, 2]
    assert (by_id[winner].add_ons, by_id[pid(32)].add_ons) == (2, 2)
    assert sum(r.add_ons for r in rows) == 10
    # Paid in: €110 an entry, €50 an add-on, €20 a head: the winner 110 + 100 + 20 = 230.
    assert by_id[winner].paid_in_cents == 23_000
