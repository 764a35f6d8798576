"""A payout table the director chose is the event's payout policy (issue 27, item 13): the
prizes follow the pool by it as buy-ins and add-ons come in, each a part of the entry's undo
step; prizes set by hand are fixed; a lock stops the following, an unlock resumes it; the
choice is stored in the log and the state (older logs, without it, still decode).

By hand: €100 buy-ins, no fee; the steep curve pays 70 % to first place when two places are
paid, and 15 % of 8 to 16 entries is two places (1.2 to 2.4, rounded half up). Prizes in €10
units; the units left after rounding down go to the larger fraction."""

from __future__ import annotations

import json

from tests.unit.service.helpers import new_tournament, run
from tournament.money import PayoutCurve, PayoutTableChoice
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.codec import command_from_dict, event_from_dict, to_dict
from tournament.service.records import BuyInSettings

EURO = 100
STEEP_TENS = PayoutTableChoice(PayoutCurve.STEEP, unit=10 * EURO)


def _event(players: int) -> Tournament:
    settings = BuyInSettings(
        buy_in=100 * EURO,
        starting_stack=20_000,
        max_entries=2,
        add_on_cost=60 * EURO,
        add_on_chips=10_000,
        add_on_until_level=4,
    )
    return new_tournament(players, buy_in=settings)


def _buy_in(t: Tournament, number: int) -> None:
    run(t, c.RegisterPlayer(f"Late {number}", "FR", player_id=f"L{number}"))
    run(t, c.BuyIn(f"L{number}"))


def test_the_chosen_table_follows_the_buy_ins_and_the_add_on() -> None:
    t = _event(10)  # €1,000: 70 % is €700, the rest €300
    run(t, c.ChoosePayoutTable(STEEP_TENS))
    assert t.meta.payouts == (700 * EURO, 300 * EURO)
    assert t.meta.payouts_table == STEEP_TENS
    expected = {
        11: (770, 330),  # €1,100
        12: (840, 360),
        13: (910, 390),
        14: (980, 420),
        15: (1_050, 450),  # €1,500
    }
    for number in range(11, 16):
        _buy_in(t, number)
        assert t.meta.payouts == tuple(x * EURO for x in expected[number])
    # An add-on of €60 (entries stay 15): €1,560; 70 % is €1,092 -> €1,090 and €468 -> €470
    # (the €10 left after rounding down goes to the larger fraction, 2nd place's .8).
    outcome = run(t, c.AddOn("L15"))
    assert t.meta.payouts == (1_090 * EURO, 470 * EURO)
    assert outcome.touched.payouts
    # 16 entries: 2.4 -> two places; €1,660 with the add-on: €1,162 -> €1,160, €498 -> €500.
    _buy_in(t, 16)
    assert t.meta.payouts == (1_160 * EURO, 500 * EURO)


def test_prizes_set_by_hand_are_fixed_and_a_lock_stops_the_table_until_unlocked() -> None:
    t = _event(10)
    run(t, c.ChoosePayoutTable(STEEP_TENS))
    run(t, c.LockPayouts(True))
    _buy_in(t, 11)
    assert t.meta.payouts == (700 * EURO, 300 * EURO)  # locked: as it was
    run(t, c.LockPayouts(False))
    _buy_in(t, 12)  # €1,200 by the table again
    assert t.meta.payouts == (840 * EURO, 360 * EURO)
    run(t, c.SetPayouts((900 * EURO, 300 * EURO)))
    assert t.meta.payouts_table is None
    _buy_in(t, 13)
    assert t.meta.payouts == (900 * EURO, 300 * EURO)  # fixed amounts stay


def test_the_same_table_twice_is_refused_and_an_empty_event_has_nothing_to_share() -> None:
    t = _event(0)
    assert not t.can(c.ChoosePayoutTable(STEEP_TENS), 0)
    t = _event(10)
    run(t, c.ChoosePayoutTable(STEEP_TENS))
    assert not t.can(c.ChoosePayoutTable(STEEP_TENS), 0)


def test_the_choice_is_stored_and_an_older_log_without_it_decodes() -> None:
    command = c.ChoosePayoutTable(PayoutTableChoice(PayoutCurve.FLAT, places=None, unit=500))
    stored = json.loads(json.dumps(to_dict(command)))
    assert stored["table"] == {
        "type": "PayoutTableChoice",
        "curve": "flat",
        "places": None,
        "paid_percent": None,
        "min_cash": None,
        "unit": 500,
    }
    assert command_from_dict(stored) == command
    old = {"type": "PayoutsSet", "amounts": [70_000, 30_000], "follow_percent": 0}
    assert event_from_dict(old) == e.PayoutsSet((70_000, 30_000))
    t = _event(10)
    run(t, c.ChoosePayoutTable(STEEP_TENS))
    again = Tournament.restore(json.loads(json.dumps(t.snapshot())))
    assert again.meta.payouts_table == STEEP_TENS
