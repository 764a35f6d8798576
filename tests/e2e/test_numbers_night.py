"""Issue 10, "done means": a 40-player night played end to end in the real program.

Registrations, late entries, two re-entries, rebuys and add-ons, bounties (one bust without
a named eliminator), busts to a heads-up ICM deal rounded to 5.00 with 100.00 left to play
for, and the winner. After every step the clock screen's and the console's figures are
checked against values worked out by hand in the comments; at the end the exported results.
Screenshots of the clock screen at each phase go to ``$POKERFLOOR_SHOTS`` when it is set.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from db.exports import results
from tests.e2e.support import MINUTE, START, FakeClock, figures, open_app
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.records import BuyInSettings, ChipCount
from tournament.structure import Break, Level
from ui.app import AppParts
from ui.dialogs import DealDialog

# Buy-in 50.00 to the pool + 5.00 fee + 10.00 bounty, 10,000 chips; rebuy 50.00 for 10,000
# chips at or below 10,000 through level 4; add-on 50.00 for 15,000 chips through level 4
# (and the break after it); late registration and re-entry (one each) through level 4.
SETTINGS = BuyInSettings(
    buy_in=5_000,
    fee=500,
    starting_stack=10_000,
    bounty=1_000,
    max_entries=2,
    late_registration_level=4,
    rebuy_cost=5_000,
    rebuy_chips=10_000,
    max_rebuys=3,
    rebuy_until_level=4,
    rebuy_stack_limit=10_000,
    add_on_cost=5_000,
    add_on_chips=15_000,
    add_on_until_level=4,
)
LEVELS = (
    *(Level(("NT",), 20 * MINUTE, 50 * k, 100 * k) for k in (1, 2, 3, 4)),
    Break(10 * MINUTE),
    *(Level(("NT",), 20 * MINUTE, 100 * k, 200 * k) for k in (3, 4, 5, 6)),
)


def pid(n: int) -> str:
    return f"P{n:04d}"


def shoot(parts: AppParts, name: str) -> None:
    folder = os.environ.get("POKERFLOOR_SHOTS")
    if folder:
        parts.clock_screen.resize(1280, 720)
        parts.clock_screen.refresh()
        parts.clock_screen.grab().save(str(Path(folder) / f"night-{name}.png"))


def paid_total(parts: AppParts) -> int:
    return sum(parts.facade.payout_amounts())


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_a_forty_player_night_from_the_first_registration_to_the_winner(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    clock = FakeClock()
    parts = open_app(
        opened,
        qtbot,
        tmp_path / "night.sqlite",
        clock,
        lambda: c.CreateTournament("Tuesday Night", SETTINGS, LEVELS, 5, 9),
    )
    run = parts.uow.handle

    # 36 players register and buy in, draw for seats, the clock starts.
    for n in range(1, 37):
        run(c.RegisterPlayer(f"Player {n:02d}", "FR"))
        run(c.BuyIn(pid(n)))
    run(c.DrawSeats())
    run(c.StartClock())
    # 36 x 10,000 = 360,000 chips over 36 players; pool 36 x 50.00 = 1,800.00.
    figures(parts, 36, 36, 10_000, "€ 1,800")
    run(c.GeneratePayouts())
    assert paid_total(parts) == 180_000

    # Level 2: four late entries. 40 x 10,000 = 400,000 chips; pool 2,000.00, and the
    # generated payouts followed it.
    clock.now = START + 21 * MINUTE
    for n in range(37, 41):
        run(c.RegisterPlayer(f"Player {n:02d}", "FR"))
        run(c.BuyIn(pid(n)))
        run(c.SeatLateEntry(pid(n)))
    figures(parts, 40, 40, 10_000, "€ 2,000")
    assert paid_total(parts) == 200_000
    shoot(parts, "1-running")

    # Three rebuys: 430,000 chips, 430,000 // 40 = 10,750; pool 2,150.00.
    for n in (1, 2, 3):
        run(c.Rebuy(pid(n)))
    figures(parts, 40, 40, 10_750, "€ 2,150")
    assert paid_total(parts) == 215_000

    # Two busts: Player 40 by Player 01, Player 39 with nobody named (his 10.00 bounty is
    # unassigned). 430,000 / 38 = 11,315.8, to the nearest chip 11,316 (issue 27.3; the
    # chips stay in play: the winners hold them).
    run(c.EliminatePlayer(pid(40), busted_by=pid(1)))
    run(c.EliminatePlayer(pid(39)))
    figures(parts, 38, 40, 11_316, "€ 2,150")
    t = parts.uow.load()
    assert (t.player(pid(40)).place, t.player(pid(39)).place) == (40, 39)
    assert [p.player_id for p in t.unassigned_bounties()] == [pid(39)]
    b = t.bounties()
    # 40 x 10.00 collected; 10.00 paid to Player 01; 38 heads in play; 10.00 unassigned.
    assert (b.collected, b.paid, b.on_heads, b.unassigned) == (40_000, 1_000, 38_000, 1_000)

    # The director names Player 02 for that bounty; both busted players re-enter.
    run(c.AssignBounty(pid(39), pid(2)))
    for n in (40, 39):
        run(c.ReEnter(pid(n)))
        run(c.SeatLateEntry(pid(n)))
    # 42 entries: 420,000 + 30,000 rebuys = 450,000 chips, // 40 = 11,250; pool 2,250.00.
    figures(parts, 40, 42, 11_250, "€ 2,250")
    assert paid_total(parts) == 225_000
    t = parts.uow.load()
    assert all(p.place is None for p in t.player_records())  # both gave their place back

    # The break after level 4: Players 01-10 take the add-on. 450,000 + 10 x 15,000 =
    # 600,000 chips, // 40 = 15,000; pool 2,250.00 + 500.00 = 2,750.00.
    clock.now = START + 81 * MINUTE
    for n in range(1, 11):
        run(c.AddOn(pid(n)))
    figures(parts, 40, 42, 15_000, "€ 2,750")
    assert paid_total(parts) == 275_000
    assert parts.facade.clock_model().on_break
    assert parts.clock_screen.level.text() == "Break"  # named once, not "Break · Break"
    shoot(parts, "2-break")

    # Level 5: the director locks the table, then sets five places by hand (they add up
    # to the pool: 1,000 + 700 + 500 + 300 + 250 = 2,750).
    clock.now = START + 91 * MINUTE
    run(c.LockPayouts())
    run(c.SetPayouts((100_000, 70_000, 50_000, 30_000, 25_000)))
    assert parts.uow.load().summary().payouts_warning == ""

    # Busts down to the bubble: Players 40 to 07 (34 busts, all by Player 01). 6 left:
    # 600,000 // 6 = 100,000.
    for n in range(40, 6, -1):
        run(c.EliminatePlayer(pid(n), busted_by=pid(1)))
    figures(parts, 6, 42, 100_000, "€ 2,750")
    assert parts.facade.clock_model().notice == "On the bubble"
    run(c.SetHandForHand(True))
    shoot(parts, "3-hand-for-hand")
    assert parts.facade.clock_model().hand_for_hand
    run(c.EliminatePlayer(pid(6), busted_by=pid(1)))  # the bubble: 6th pays nothing
    assert not parts.facade.clock_model().hand_for_hand  # the bust that bursts it ends it
    figures(parts, 5, 42, 120_000, "€ 2,750")
    with pytest.raises(DomainError, match="The bubble has burst"):
        parts.facade.send(c.SetHandForHand(True))
    shoot(parts, "4-final-table")
    folder = os.environ.get("POKERFLOOR_SHOTS")
    if folder:  # the console's Payouts tab: the pool, the places, the bounties
        parts.console.tabs.setCurrentIndex(3)
        parts.console.resize(1280, 800)
        parts.console.refresh()
        parts.console.grab().save(str(Path(folder) / "night-console-payouts.png"))

    # 5th, 4th, 3rd: 250.00, 300.00, 500.00.
    for n in (5, 4, 3):
        run(c.EliminatePlayer(pid(n), busted_by=pid(1)))
    figures(parts, 2, 42, 300_000, "€ 2,750")

    # Heads-up counts that add up: 400,000 + 200,000 = 600,000 in play.
    run(c.RecordChipCounts((ChipCount(pid(1), 400_000), ChipCount(pid(2), 200_000))))
    parts.console.refresh()
    assert parts.console.players_tab.chips_label.text() == (
        "Chips issued: 600,000 · recorded stacks total 600,000 · the count matches."
    )

    # ICM deal in units of 5.00 with 100.00 left to play for. Prizes less the 100.00:
    # 900.00 and 700.00. Player 01 has 2/3 of the chips: ICM 2/3 x 900 + 1/3 x 700 =
    # 833.33, Player 02 1/3 x 900 + 2/3 x 700 = 766.67. In 5.00 units: 166.67 and 153.33
    # -> 166 and 153 (1,595.00), the unit left to the larger remainder: 835.00 and 765.00.
    # The director makes it in the Deal dialog, which shows each player's change against
    # the payout table by chip count (Player 01 would take 1st: 835 - 1,000 = -165;
    # Player 02 2nd: 765 - 700 = +65).
    seen: list[tuple[str, ...]] = []

    def answer(dialog: QDialog) -> bool:
        assert isinstance(dialog, DealDialog)
        dialog.choose("icm")
        dialog.choose_unit(500)
        dialog.play_for_spin.setValue(100)
        rows = dialog.model
        folder = os.environ.get("POKERFLOOR_SHOTS")
        if folder:
            dialog.resize(760, 420)
            dialog.grab().save(str(Path(folder) / "night-deal-dialog.png"))
        for r in range(rows.rowCount()):
            seen.append(tuple(rows.data(rows.index(r, col)) for col in range(5)))
        return True

    parts.console.run_dialog = answer
    parts.console.payouts_tab.money_actions.deal()
    assert seen == [
        ("Player 01", "400,000", "€ 835", "€ 1,000", "- € 165"),
        ("Player 02", "200,000", "€ 765", "€ 700", "+ € 65"),
    ]
    t = parts.uow.load()
    assert t.meta.deal is not None
    assert dict(t.meta.deal.amounts) == {
        pid(1): 83_500,
        pid(2): 76_500,
    }
    assert parts.facade.clock_model().notice == "Deal made: playing for € 100"

    # They play on; Player 01 wins the 100.00: 835.00 + 100.00 = 935.00.
    clock.now = START + 100 * MINUTE
    run(c.EliminatePlayer(pid(2), busted_by=pid(1)))
    model = parts.facade.clock_model()
    assert model.winner == "Player 01"
    assert not model.running
    assert model.payouts[:5] == (
        ("1st Player 01", "€ 935"),
        ("2nd Player 02", "€ 765"),
        ("3rd Player 03", "€ 500"),
        ("4th Player 04", "€ 300"),
        ("5th Player 05", "€ 250"),
    )
    frozen = model.time_left_ms
    clock.now += 30 * MINUTE
    assert parts.facade.clock_model().time_left_ms == frozen  # the clock stopped
    parts.clock_screen.refresh()
    assert parts.clock_screen.time.text() == "Player 01"
    # The winner holds every chip in play: 42 entries x 10,000 + 3 rebuys x 10,000 +
    # 10 add-ons x 15,000 = 600,000, the average over one player and his stack alike.
    side = parts.clock_screen.side_labels
    assert side["average"].text() == "600,000"
    assert model.chip_leader == "Player 01"
    assert model.chip_leader_stack == 600_000
    shoot(parts, "5-winner")

    # Bounties: 42 collected; Player 01 knocked out 40 players (Player 40's first entry,
    # Players 40-06 later, then 05, 04, 03, 02) and collects his own head as the winner:
    # 41 x 10.00; Player 02 got Player 39's first head: 10.00. Nothing outstanding.
    b = parts.uow.load().bounties()
    assert (b.collected, b.paid, b.outstanding) == (42_000, 42_000, 0)
    assert b.message == "Bounties: 420.00 collected, 420.00 paid, 0.00 outstanding"

    # The exported results: one place per player, 1 to 40 with no gap or repeat.
    rows = results(parts.store, parts.tournament_id)
    assert [r.place for r in rows] == list(range(1, 41))
    prizes = {r.place: r.prize_cents for r in rows}
    assert [prizes[p] for p in range(1, 7)] == [93_500, 76_500, 50_000, 30_000, 25_000, 0]
    assert sum(r.prize_cents for r in rows) == 275_000  # the whole pool, nothing more
    by_id = {r.player_id: r for r in rows}
    assert by_id[pid(1)].bounty_cents == 41_000
    assert by_id[pid(2)].bounty_cents == 1_000
    assert (by_id[pid(40)].entries, by_id[pid(39)].entries) == (2, 2)
