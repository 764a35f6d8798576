"""A satellite through the service (issue 30): seats that follow the pool, the stop at as
many players as seats, the refusals after it, hand-for-hand at the seat bubble, no deal,
and one undo step for each.

By hand: entries of €200 + €20 fee put €200 each in the pool; a seat is worth €1,100.
23 entries make €4,600: 4 seats (€4,400) and €200 left over, paid by the stated rule.
"""

from __future__ import annotations

import random

import pytest

from tests.unit.service.helpers import NOW, new_tournament, run
from tournament.errors import DomainError
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.codec import command_from_dict, event_from_dict, to_dict
from tournament.service.records import BuyInSettings, SatelliteTerms, SeatEntry

EURO = 100
SEAT = 1_100 * EURO
MAIN = SatelliteTerms(SEAT, "next_place", "Main Event €1,100")


def _satellite(players: int, terms: SatelliteTerms = MAIN) -> Tournament:
    settings = BuyInSettings(buy_in=200 * EURO, fee=20 * EURO, starting_stack=10_000)
    t = new_tournament(0, buy_in=settings)
    run(t, c.SetSatellite(terms))
    for i in range(players):
        run(t, c.RegisterAndBuyIn(f"Player {i + 1}", "FR", player_id=f"P{i + 1:04d}"))
    return t


def _bust(t: Tournament, *numbers: int, stacks: tuple[int, ...] = ()) -> None:
    run(t, c.EliminatePlayers(tuple(f"P{n:04d}" for n in numbers), stacks), NOW + 1)


def test_the_seats_follow_the_pool_entry_by_entry() -> None:
    t = _satellite(5)  # €1,000: not one seat yet
    assert t.meta.payouts == ()
    assert t.summary().seats == 0
    run(t, c.RegisterAndBuyIn("Player 6", "FR", player_id="P0006"))  # €1,200
    assert t.meta.payouts == (SEAT, 100 * EURO)
    for n in range(7, 12):  # €2,200: two seats exactly, nothing left over
        run(t, c.RegisterAndBuyIn(f"Player {n}", "FR", player_id=f"P{n:04d}"))
    assert t.meta.payouts == (SEAT, SEAT)
    assert t.summary().seats == 2
    for n in range(12, 24):  # €4,600
        run(t, c.RegisterAndBuyIn(f"Player {n}", "FR", player_id=f"P{n:04d}"))
    assert t.meta.payouts == (SEAT, SEAT, SEAT, SEAT, 200 * EURO)
    assert t.summary().seats == 4
    assert t.summary().prize_pool == 4_600 * EURO
    assert t.payout_check() is not None
    assert t.payout_check().ok


def test_a_lock_stops_the_seats_following() -> None:
    t = _satellite(23)
    run(t, c.LockPayouts(True))
    run(t, c.RegisterAndBuyIn("Player 24", "FR", player_id="P0024"))
    assert t.meta.payouts == (SEAT, SEAT, SEAT, SEAT, 200 * EURO)
    run(t, c.LockPayouts(False))
    run(t, c.RegisterAndBuyIn("Player 25", "FR", player_id="P0025"))  # €5,000
    assert t.meta.payouts == (SEAT, SEAT, SEAT, SEAT, 600 * EURO)


def test_four_seats_stop_play_at_four_left_and_fifth_gets_the_remainder() -> None:
    t = _satellite(23)
    run(t, c.StartClock())
    for n in range(23, 6, -1):  # 17 busts, one at a time: 6 left
        _bust(t, n)
    assert t.players_left() == 6
    assert not t.summary().on_bubble
    _bust(t, 6)  # 5 left: the seat bubble
    summary = t.summary()
    assert summary.on_bubble
    assert not summary.in_the_money
    run(t, c.SetHandForHand(True), NOW + 2)  # no confirmation asked: the bubble is on
    assert t.clock_state.hand_for_hand
    outcome = run(t, c.EliminatePlayer("P0005"), NOW + 3)
    assert any(isinstance(x, e.SeatsWon) for x in outcome.events)
    assert t.meta.finished
    assert t.meta.seat_winners == ("P0001", "P0002", "P0003", "P0004")
    assert not t.clock_state.hand_for_hand
    assert not t.clock_state.running
    for n in range(1, 5):  # they share the finish: a seat each
        assert t.player(f"P{n:04d}").place == 1
        assert t.prize_for(f"P{n:04d}") == SEAT
    assert t.player("P0005").place == 5
    assert t.prize_for("P0005") == 200 * EURO
    assert t.prize_for("P0006") == 0
    with pytest.raises(DomainError, match="Seats won — the satellite is over: 4 players won"):
        t.handle(c.EliminatePlayer("P0001"), NOW + 4, random.Random(0))
    with pytest.raises(DomainError, match="no more busts or hands"):
        t.verify(c.RecordHand(1), NOW + 4)


def test_the_undo_of_the_stop_plays_on() -> None:
    t = _satellite(6)  # €1,200: one seat, €100 to 2nd
    before = t.snapshot()

    outcome = t.handle(
        c.EliminatePlayers(("P0002", "P0003", "P0004", "P0005")), NOW, random.Random(0)
    )
    assert t.players_left() == 2  # 4 busts of 10,000 each tie for places 3-6
    outcome = t.handle(c.EliminatePlayer("P0006"), NOW, random.Random(0))
    assert t.meta.seat_winners == ("P0001",)
    t.apply_all(outcome.inverse)
    assert t.meta.seat_winners == ()
    assert not t.meta.finished
    assert t.player("P0001").place is None
    t.apply_all(outcome.events)
    assert t.meta.seat_winners == ("P0001",)
    assert before["meta"]["satellite"] is not None


def test_a_bust_group_across_the_last_seat_gives_the_bigger_stack_the_seat() -> None:
    t = _satellite(23)
    for n in range(23, 6, -1):
        _bust(t, n)
    # 6 left; 3 bust in one hand: P0006 started with 30,000, P0005 20,000, P0004 10,000.
    _bust(t, 6, 5, 4, stacks=(30_000, 20_000, 10_000))
    assert t.meta.seat_winners == ("P0001", "P0002", "P0003", "P0006")
    assert t.player("P0006").place == 1
    assert t.prize_for("P0006") == SEAT
    assert t.player("P0005").place == 5
    assert t.prize_for("P0005") == 200 * EURO
    assert t.player("P0004").place == 6
    assert t.prize_for("P0004") == 0


def test_a_tie_across_the_last_seat_is_refused() -> None:
    t = _satellite(23)
    for n in range(23, 6, -1):
        _bust(t, n)
    with pytest.raises(DomainError, match="would share the last seat"):
        t.verify(c.EliminatePlayers(("P0006", "P0005", "P0004"), (20_000, 20_000, 10_000)), NOW)
    # Settled (a play-off): P0006 gets the seat; the two others are recorded as busted.
    _bust(t, 5, 4, stacks=(20_000, 10_000))
    assert t.meta.seat_winners == ("P0001", "P0002", "P0003", "P0006")
    assert t.player("P0005").place == 5


def test_split_rule_pays_each_seat_winner_a_share_of_the_remainder() -> None:
    t = _satellite(23, SatelliteTerms(SEAT, "split", "Main"))
    assert t.meta.payouts == (SEAT + 50 * EURO,) * 4  # €200 / 4 = €50 each
    for n in range(23, 4, -1):
        _bust(t, n)
    for n in range(1, 5):
        assert t.prize_for(f"P{n:04d}") == SEAT + 50 * EURO
    assert t.prize_for("P0005") == 0


def test_next_satellite_rule_holds_the_remainder_back() -> None:
    t = _satellite(23, SatelliteTerms(SEAT, "next_satellite", "Main"))
    assert t.meta.payouts == (SEAT,) * 4
    assert t.meta.payouts_held_back == 200 * EURO
    assert t.meta.payouts_note == "Added to the next satellite"
    check = t.payout_check()
    assert check is not None
    assert check.ok


def test_no_deal_and_no_place_payouts_in_a_satellite() -> None:
    t = _satellite(23)
    with pytest.raises(DomainError, match="deals do not apply to seat winners"):
        t.verify(c.MakeDeal("icm"), NOW)
    with pytest.raises(DomainError, match="This satellite pays seats"):
        t.verify(c.GeneratePayouts(), NOW)
    with pytest.raises(DomainError, match="This satellite pays seats"):
        t.verify(c.SetPayouts((4_600 * EURO,)), NOW)


def test_turning_the_satellite_off_clears_the_seats() -> None:
    t = _satellite(23)
    run(t, c.SetSatellite(None))
    assert t.meta.satellite is None
    assert t.meta.payouts == ()
    with pytest.raises(DomainError, match="not a satellite"):
        t.verify(c.SetSatellite(None), NOW)


@pytest.mark.parametrize(
    ("terms", "message"),
    [
        (SatelliteTerms(0), "A seat must be worth more than nothing"),
        (SatelliteTerms(SEAT, "next_place", "M" * 121), "at most 120"),
        (MAIN, "already set that way"),
    ],
)
def test_bad_terms_are_refused(terms: SatelliteTerms, message: str) -> None:
    t = _satellite(2)
    with pytest.raises(DomainError, match=message):
        t.verify(c.SetSatellite(terms), NOW)


def test_the_commands_and_events_go_through_the_codec() -> None:
    cmd = c.SetSatellite(SatelliteTerms(SEAT, "split", "Main", "T-1"))
    assert command_from_dict(to_dict(cmd)) == cmd
    event = e.SeatsWon(("P0001", "P0002"))
    assert event_from_dict(to_dict(event)) == event
    assert event_from_dict(to_dict(e.SatelliteSet(None))) == e.SatelliteSet(None)


def _main_event() -> Tournament:
    settings = BuyInSettings(buy_in=1_000 * EURO, fee=100 * EURO, starting_stack=20_000)
    return new_tournament(0, buy_in=settings)


def _seat(name: str, satellite_player: str) -> SeatEntry:
    return SeatEntry("", name, "T-SAT", "Main Event Satellite", satellite_player, "FR")


def test_seats_entered_in_the_target_event_are_buy_ins_linked_to_the_satellite() -> None:
    t = _main_event()
    run(t, c.RegisterAndBuyIn("Walk In", "FR", player_id="P0001"))
    outcome = run(t, c.EnterSeats((_seat("Ana Lee", "P0001"), _seat("Bo Jensen", "P0002"))))
    # 3 entries of € 1,000 to the pool; the seat winners get the next ids here.
    assert t.prize_pool() == 3_000 * EURO
    assert [(p.player_id, p.name, p.entries) for p in t.player_records()] == [
        ("P0001", "Walk In", 1),
        ("P0002", "Ana Lee", 1),
        ("P0003", "Bo Jensen", 1),
    ]
    assert [(x.player_id, x.satellite_player_id) for x in t.meta.seats_entered] == [
        ("P0002", "P0001"),
        ("P0003", "P0002"),
    ]
    assert isinstance(outcome.events[-1], e.SeatsEntered)
    assert outcome.touched.seats


def test_a_seat_is_entered_once() -> None:
    t = _main_event()
    run(t, c.EnterSeats((_seat("Ana Lee", "P0001"),)))
    with pytest.raises(DomainError, match="Ana Lee's seat from Main Event Satellite is already"):
        t.verify(c.EnterSeats((_seat("Ana Lee", "P0001"),)), NOW)
    with pytest.raises(DomainError, match="already entered"):
        t.verify(c.EnterSeats((_seat("Cy Park", "P0003"), _seat("Cy Park", "P0003"))), NOW)
    with pytest.raises(DomainError, match="Choose the seat winners to enter first"):
        t.verify(c.EnterSeats(()), NOW)
    taken = SeatEntry("P0001", "Someone", "T-SAT", "Sat", "P0009")
    with pytest.raises(DomainError, match="Someone is already registered in this event"):
        t.verify(c.EnterSeats((taken,)), NOW)


def test_the_seats_follow_add_ons_and_start_from_the_guarantee() -> None:
    # € 200 entries, add-ons of € 100 (to the pool), a € 3,000 guarantee: 10 entries make
    # € 2,000, the pool is the guarantee € 3,000: 2 seats of € 1,100 and € 800 to 3rd.
    settings = BuyInSettings(
        buy_in=200 * EURO,
        fee=20 * EURO,
        starting_stack=10_000,
        add_on_cost=100 * EURO,
        add_on_chips=10_000,
        add_on_until_level=4,
        guarantee=3_000 * EURO,
    )
    t = new_tournament(10, buy_in=settings)
    run(t, c.SetSatellite(MAIN))
    assert t.meta.payouts == (SEAT, SEAT, 800 * EURO)
    for n in range(1, 11):  # 10 add-ons: € 3,000 collected, still the guarantee
        run(t, c.AddOn(f"P{n:04d}"))
    assert t.meta.payouts == (SEAT, SEAT, 800 * EURO)
    for n in range(11, 14):  # 3 more entries: € 3,600 collected, over the guarantee
        run(t, c.RegisterAndBuyIn(f"Player {n}", "FR", player_id=f"P{n:04d}"))
    assert t.prize_pool() == 3_600 * EURO
    assert t.meta.payouts == (SEAT, SEAT, SEAT, 300 * EURO)  # 3 × 1,100 = 3,300; € 300
    run(t, c.AddOn("P0011"))  # € 3,700
    assert t.meta.payouts == (SEAT, SEAT, SEAT, 400 * EURO)
