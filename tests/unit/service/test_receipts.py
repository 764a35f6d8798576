"""Receipts: what a player paid in (entry by entry) and the prize paid out, with figures
worked out by hand from the helpers' settings (buy-in 100.00 + fee 10.00 + bounty 20.00,
add-on 100.00 for 30,000 chips, re-entry at the full price)."""

from __future__ import annotations

import pytest

from tests.unit.service.helpers import NOW, new_tournament, run
from tournament.errors import DomainError
from tournament.limits import MINUTE_MS
from tournament.service import commands as c
from tournament.service.receipts import buy_in_receipt, payout_receipt


def test_a_buy_in_an_add_on_and_a_re_entry_are_each_on_the_receipt() -> None:
    t = new_tournament(3, seat=True)
    run(t, c.AddOn("P0001"), NOW + 5 * MINUTE_MS)
    run(t, c.EliminatePlayer("P0001", "P0002"), NOW + 30 * MINUTE_MS)
    run(t, c.ReEnter("P0001"), NOW + 31 * MINUTE_MS)
    receipt = buy_in_receipt(t, "P0001")
    assert receipt.player == "Player 1"
    lines = [(e.kind, e.at - NOW, e.amount, e.fee, e.bounty, e.chips) for e in receipt.entries]
    assert lines == [
        ("buy_in", 0, 10_000, 1_000, 2_000, 20_000),
        ("add_on", 5 * MINUTE_MS, 10_000, 0, 0, 30_000),
        ("re_entry", 31 * MINUTE_MS, 10_000, 1_000, 2_000, 20_000),
    ]
    assert [e.total for e in receipt.entries] == [13_000, 10_000, 13_000]
    assert receipt.total == 36_000  # 130 + 100 + 130
    assert buy_in_receipt(t, "P0002").total == 13_000  # the other players: their buy-in


def test_a_player_who_bought_nothing_gets_no_receipt() -> None:
    t = new_tournament(1)
    run(t, c.RegisterPlayer("Zoë", "DE"))
    with pytest.raises(DomainError, match="Zoë has not bought in"):
        buy_in_receipt(t, "P0002")


def test_the_prize_receipt_names_the_place_and_whether_it_is_paid() -> None:
    t = new_tournament(3, seat=True)
    # pool: 3 x 100.00 = 300.00, paid 200.00 and 100.00
    run(t, c.SetPayouts((20_000, 10_000)))
    run(t, c.EliminatePlayer("P0003", "P0001"))
    with pytest.raises(DomainError, match="Player 3 has no prize to pay"):
        payout_receipt(t, "P0003")
    run(t, c.EliminatePlayer("P0002", "P0001"))
    second = payout_receipt(t, "P0002")
    assert (second.player, second.place, second.prize, second.paid) == ("Player 2", 2, 10_000, 0)
    run(t, c.PayOut("P0002"))
    assert payout_receipt(t, "P0002").paid == 10_000
    winner = payout_receipt(t, "P0001")
    assert (winner.place, winner.prize) == (1, 20_000)
