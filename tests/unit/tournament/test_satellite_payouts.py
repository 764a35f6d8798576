"""Seats and the cash remainder of a satellite, with figures worked out by hand."""

from __future__ import annotations

import pytest

from tournament.money.errors import MoneyError
from tournament.money.satellite import describe, seat_payouts, seat_winners_at


def test_four_seats_and_the_remainder_to_fifth() -> None:
    # 44 entries of €100 to the pool + 6 rebuys of €50 = €4,400 + €300 = €4,700.
    # Seats of €1,100: 4 × 1,100 = 4,400; 4,700 - 4,400 = €300 to 5th.
    p = seat_payouts(470_000, 110_000, "next_place")
    assert p.seats == 4
    assert p.remainder == 30_000
    assert p.amounts == (110_000, 110_000, 110_000, 110_000, 30_000)
    assert p.remainder_place == 5
    assert p.held_back == 0
    assert sum(p.amounts) == 470_000
    assert describe(p) == "4 seats of 1,100.00 · 300.00 to 5th"


def test_remainder_split_among_the_seat_winners() -> None:
    # €4,701 over 4 seats of €1,100: remainder €301 = 30,100 cents; 30,100 / 4 = 7,525
    # each, exactly: every winner gets 110,000 + 7,525 = 117,525.
    p = seat_payouts(470_100, 110_000, "split")
    assert p.amounts == (117_525,) * 4
    assert p.remainder_shares == (7_525,) * 4
    # €4,700.03: remainder 30,003 cents = 7,500 × 4 + 3 odd cents, to the first three.
    p = seat_payouts(470_003, 110_000, "split")
    assert p.remainder_shares == (7_501, 7_501, 7_501, 7_500)
    assert sum(p.amounts) == 470_003
    assert p.remainder_place == 0
    assert describe(p) == "4 seats of 1,100.00 · 300.03 shared by the seat winners"


def test_remainder_held_back_for_the_next_satellite() -> None:
    p = seat_payouts(470_000, 110_000, "next_satellite")
    assert p.amounts == (110_000,) * 4
    assert p.held_back == 30_000
    assert describe(p) == "4 seats of 1,100.00 · 300.00 to the next satellite"


def test_the_seats_follow_the_pool() -> None:
    # One more €100 entry at a time: €4,300 buys 3 seats (3,300) and €1,000 left;
    # €4,400 buys exactly 4 and nothing is left; €5,500 buys 5.
    assert seat_payouts(430_000, 110_000, "next_place").amounts == (110_000,) * 3 + (100_000,)
    exact = seat_payouts(440_000, 110_000, "next_place")
    assert exact.amounts == (110_000,) * 4
    assert exact.remainder_place == 0
    assert describe(exact) == "4 seats of 1,100.00"
    assert seat_payouts(550_000, 110_000, "next_place").seats == 5


def test_a_pool_below_one_seat_pays_nothing_yet() -> None:
    p = seat_payouts(80_000, 110_000, "next_place")
    assert (p.seats, p.remainder, p.amounts) == (0, 80_000, ())
    assert describe(p) == "No seat yet: 800.00 of 1,100.00"


def test_one_seat_says_seat() -> None:
    assert describe(seat_payouts(120_000, 110_000, "next_place")) == (
        "1 seat of 1,100.00 · 100.00 to 2nd"
    )
    many = seat_payouts(110_000 * 20 + 5_000, 110_000, "next_place")
    assert describe(many) == "20 seats of 1,100.00 · 50.00 to 21st"
    eleven = seat_payouts(110_000 * 10 + 5_000, 110_000, "next_place")
    assert describe(eleven) == "10 seats of 1,100.00 · 50.00 to 11th"


def test_play_stops_when_the_players_left_are_the_seats() -> None:
    assert not seat_winners_at(4, 5)
    assert seat_winners_at(4, 4)
    assert seat_winners_at(4, 3)
    assert not seat_winners_at(0, 2)  # no seat yet: nothing stops play


@pytest.mark.parametrize(
    ("pool", "seat", "rule", "message"),
    [
        (100, 0, "next_place", "A seat must be worth more than nothing"),
        (-1, 100, "next_place", "The prize pool cannot be negative"),
        (100, 100, "to_the_dealers", "Unknown rule for the remainder: 'to_the_dealers'"),
    ],
)
def test_bad_figures_are_refused_with_a_reason(
    pool: int, seat: int, rule: str, message: str
) -> None:
    with pytest.raises(MoneyError, match=message):
        seat_payouts(pool, seat, rule)  # type: ignore[arg-type]
