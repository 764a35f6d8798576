"""Issue 10: the figures a director reads, each against a value derived by hand here."""

from __future__ import annotations

import random

from tests.unit.service.helpers import NOW, new_tournament, run
from tournament.service import commands as c
from tournament.service.records import ChipCount

# new_tournament(): buy-in 10,000 to the pool (+1,000 fee, +2,000 bounty), 20,000 chips;
# rebuy 10,000 for 20,000 chips; add-on 10,000 for 30,000 chips; two entries per player.


def test_average_stack_is_chips_in_play_over_players_left_not_recorded_stacks() -> None:
    t = new_tournament(10)
    run(t, c.Rebuy("P0001"))
    run(t, c.AddOn("P0002"))
    run(t, c.EliminatePlayer("P0009"))
    run(t, c.EliminatePlayer("P0010"))
    s = t.summary()
    in_play = 10 * 20_000 + 20_000 + 30_000  # 250,000: entries, one rebuy, one add-on
    assert s.players_left == 8
    assert s.chips_in_play == in_play
    assert s.average_stack == 250_000 // 8 == 31_250
    # The busted players' stacks went to the others, whose counts are not recorded yet:
    # recorded = 250,000 - 2 x 20,000 = 210,000, which is 40,000 short (flagged, not used).
    assert s.recorded_chips == 210_000
    assert s.chip_difference == -40_000


def test_a_count_that_does_not_add_up_is_stored_but_flagged() -> None:
    t = new_tournament(3)
    run(t, c.RecordChipCounts((ChipCount("P0001", 25_000), ChipCount("P0002", 14_000))))
    s = t.summary()
    assert t.player("P0001").stack == 25_000  # stored
    assert s.recorded_chips == 25_000 + 14_000 + 20_000 == 59_000
    assert s.chips_in_play == 60_000
    assert s.chip_difference == -1_000
    assert s.average_stack == 60_000 // 3 == 20_000
    check = t.chip_check()
    assert not check.ok
    assert check.message == (
        "Chip counts total 59,000, 1,000 fewer than the 60,000 that should be in play"
    )


def test_colour_up_takes_the_raced_chips_into_the_chips_in_play() -> None:
    t = new_tournament(3)
    run(t, c.RecordChipCounts((ChipCount("P0001", 20_050),)))
    run(t, c.ColourUp(25, 100))
    # P0001's odd chips (two 25s = 50) are half a 100 chip: rounded up, he gets one 100
    # chip: 20,100. The race put 50 more in play: 60,000 + 50.
    assert t.player("P0001").stack == 20_100
    s = t.summary()
    assert s.chips_in_play == 60_050
    assert s.recorded_chips == 20_100 + 20_000 + 20_000 == 60_100
    assert s.chip_difference == 50
    assert s.average_stack == 20_017  # 60,050 / 3 = 20,016.67, to the nearest chip


def test_places_shared_by_a_bust_group_split_their_prizes_to_the_cent() -> None:
    t = new_tournament(4)  # pool 4 x 10,000 = 40,000
    run(t, c.SetPayouts((24_999, 10_001, 5_000)))
    run(t, c.EliminatePlayer("P0004"))
    run(t, c.EliminatePlayers(("P0002", "P0003"), (20_000, 20_000)))
    # Places 2 and 3 tie: 10,001 + 5,000 = 15,001, the odd cent to the earlier player.
    assert t.player("P0002").place == t.player("P0003").place == 2
    assert t.prize_for("P0002") == 7_501
    assert t.prize_for("P0003") == 7_500
    assert t.prize_for("P0001") == 24_999


def test_places_form_an_exact_sequence_with_re_entries() -> None:
    t = new_tournament(5)
    run(t, c.EliminatePlayer("P0001", busted_by="P0005"))  # 5th
    run(t, c.EliminatePlayer("P0002"))  # 4th
    run(t, c.ReEnter("P0001"))  # back in: P0002, who busted after him, is 5th now
    assert t.player("P0001").place is None
    assert t.player("P0002").place == 5
    run(t, c.EliminatePlayer("P0003"))  # 4 were left: 4th
    run(t, c.EliminatePlayer("P0004"))  # 3rd
    run(t, c.EliminatePlayer("P0001"))  # 2nd; P0005 wins
    places = {p.player_id: p.place for p in t.player_records()}
    assert places == {"P0005": 1, "P0001": 2, "P0004": 3, "P0003": 4, "P0002": 5}


# ------------------------------------------------------------------ payouts and the pool


def test_generated_payouts_follow_the_pool_until_locked() -> None:
    t = new_tournament(10)
    run(t, c.GeneratePayouts(paid_percent=20))  # 2 of 10 entries paid
    first = t.summary().payouts
    assert sum(first) == 10 * 10_000  # the pool: ten buy-ins of 100.00
    run(t, c.RegisterPlayer("Late Larry", "FR"))
    run(t, c.BuyIn("P0011"))
    run(t, c.Rebuy("P0001"))
    s = t.summary()
    assert s.prize_pool == 11 * 10_000 + 10_000 == 120_000
    assert sum(s.payouts) == 120_000  # followed the pool
    assert t.payout_check() is not None
    assert t.payout_check().ok
    run(t, c.LockPayouts())
    locked = t.summary().payouts
    run(t, c.AddOn("P0002"))  # +10,000 to the pool, the locked table stays
    assert t.summary().payouts == locked
    check = t.payout_check()
    assert check is not None
    assert not check.ok
    assert check.message == (
        "The payouts total 1,200.00 but the prize pool is 1,300.00: 100.00 is not paid out"
    )


def test_payouts_stop_following_the_pool_once_the_bubble_bursts() -> None:
    t = new_tournament(4)
    run(t, c.GeneratePayouts(paid_percent=50))  # 2 places of 4 entries
    assert len(t.summary().payouts) == 2
    run(t, c.EliminatePlayer("P0004"))
    run(t, c.EliminatePlayer("P0003"))  # the bubble bursts: 2 left, 2 paid
    before = t.summary().payouts
    run(t, c.Rebuy("P0001"))  # pool 50,000 now
    assert t.summary().payouts == before
    assert t.payout_check() is not None
    assert t.payout_check().difference == 10_000


def test_set_payouts_may_keep_back_a_recorded_amount() -> None:
    t = new_tournament(3)  # pool 30,000
    run(t, c.SetPayouts((20_000, 9_000), held_back=1_000, note="next event's freeroll"))
    assert t.payout_check() is not None
    assert t.payout_check().ok
    assert t.meta.payouts_note == "next event's freeroll"


# ------------------------------------------------------------------ hand-for-hand


def test_hand_for_hand_after_the_bubble_needs_a_confirmation() -> None:
    import pytest

    from tournament.errors import DomainError

    t = new_tournament(4)
    run(t, c.StartClock())
    run(t, c.SetPayouts((25_000, 15_000)))
    run(t, c.EliminatePlayer("P0004"))
    run(t, c.SetHandForHand(True))  # on the bubble (3 left, 2 paid): fine
    run(t, c.SetHandForHand(False))
    run(t, c.EliminatePlayer("P0003"))
    with pytest.raises(DomainError, match=r"The bubble has burst \(2 players left, 2 places"):
        t.handle(c.SetHandForHand(True), NOW, random.Random(0))
    run(t, c.SetHandForHand(True, confirm=True))
    assert t.clock_state.hand_for_hand


# ------------------------------------------------------------------ deals


def test_heads_up_icm_deal_rounded_to_a_unit_with_money_left_to_play_for() -> None:
    t = new_tournament(4)  # pool 40,000
    run(t, c.StartClock())
    run(t, c.SetPayouts((25_000, 15_000)))
    run(t, c.EliminatePlayer("P0004"))
    run(t, c.EliminatePlayer("P0003"))
    run(t, c.RecordChipCounts((ChipCount("P0001", 60_000), ChipCount("P0002", 20_000))))
    run(t, c.MakeDeal("icm", unit=500, play_for=5_000))
    # Prizes less the 5,000 played for: 20,000 and 15,000. P0001 wins with 60/80 = 3/4:
    # ICM P0001 = 3/4 x 20,000 + 1/4 x 15,000 = 18,750; P0002 = 16,250. In units of 500:
    # 37.5 and 32.5 units -> 37 and 32, the unit left to the earlier tie: 19,000 and 16,000.
    deal = t.meta.deal
    assert deal is not None
    assert dict(deal.amounts) == {"P0001": 19_000, "P0002": 16_000}
    assert not t.summary().finished  # they play on for the 5,000
    run(t, c.EliminatePlayer("P0002"))
    assert t.summary().finished
    assert t.prize_for("P0001") == 19_000 + 5_000
    assert t.prize_for("P0002") == 16_000
    assert t.prize_for("P0003") == 0


# ------------------------------------------------------------------ bounties


def test_a_bounty_without_a_named_eliminator_is_unassigned_until_assigned() -> None:
    t = new_tournament(4)  # fixed bounties of 2,000 per entry
    run(t, c.EliminatePlayer("P0004", busted_by="P0001"))
    run(t, c.EliminatePlayer("P0003"))  # nobody named
    b = t.bounties()
    # Collected 4 x 2,000 = 8,000; paid: P0001 won P0004's 2,000; on heads in play:
    # P0001, P0002 = 4,000; unassigned: P0003's 2,000.
    assert (b.collected, b.paid, b.on_heads, b.unassigned) == (8_000, 2_000, 4_000, 2_000)
    assert b.outstanding == 6_000
    assert b.ok
    assert [p.player_id for p in t.unassigned_bounties()] == ["P0003"]
    assert t.player("P0004").bounty == 0  # a knocked-out player's head is gone
    run(t, c.AssignBounty("P0003", "P0002"))
    b = t.bounties()
    assert (b.paid, b.on_heads, b.unassigned) == (4_000, 4_000, 0)
    assert t.unassigned_bounties() == ()
    assert t.player("P0002").bounties_won == 2_000
    assert b.message == "Bounties: 80.00 collected, 40.00 paid, 40.00 outstanding"


# ------------------------------------------------------------------ the end of the event


def test_the_clock_stops_when_the_last_bust_leaves_a_winner() -> None:
    t = new_tournament(3)
    run(t, c.StartClock())
    later = NOW + 5 * 60_000
    run(t, c.EliminatePlayer("P0003"), now=later)
    run(t, c.EliminatePlayer("P0002"), now=later)
    view = t.clock_view(later + 60 * 60_000)  # an hour after the win
    assert not view.running
    assert view.remaining_ms == 20 * 60_000 - 5 * 60_000  # frozen where it stopped


def test_the_clock_stops_when_a_deal_ends_the_event() -> None:
    t = new_tournament(3)
    run(t, c.StartClock())
    run(t, c.SetPayouts((20_000, 10_000)))
    run(t, c.EliminatePlayer("P0003"))
    run(t, c.MakeDeal("even"), now=NOW + 60_000)
    assert t.summary().finished
    assert not t.clock_view(NOW + 10 * 60_000).running
    # Even split of 20,000 + 10,000: 15,000 each.
    assert t.prize_for("P0001") == t.prize_for("P0002") == 15_000


def test_a_bust_in_the_rebuy_period_can_be_a_rebuy_instead() -> None:
    t = new_tournament(3)  # rebuys at or below 20,000 until level 4, 20,000 chips
    run(t, c.RecordChipCounts((ChipCount("P0001", 35_000),)))
    assert not t.can(c.Rebuy("P0001"), NOW)  # 35,000 recorded: above the threshold
    # He lost every chip in a hand: the director records a rebuy instead of the bust.
    run(t, c.Rebuy("P0001", busted=True))
    p = t.player("P0001")
    assert (p.status, p.stack, p.rebuys) == ("active", 20_000, 1)
    assert t.summary().chips_in_play == 3 * 20_000 + 20_000
