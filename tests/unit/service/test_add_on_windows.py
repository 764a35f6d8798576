"""Add-on windows as the event applies them: "only at the break after level N" or "during
levels 1 to N" (its break included), the double add-on as one command, and refusals that
name the window.

The structure is ``helpers.levels()``: levels 1-3 of 20 minutes from the start, then a
10-minute break, then level 4. So minute 45 is level 3, minute 61 the break after level 3,
minute 71 level 4."""

from __future__ import annotations

import random

import pytest

from tests.unit.service.helpers import NOW, new_tournament, run
from tournament.errors import DomainError
from tournament.limits import MINUTE_MS
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.records import BuyInSettings

LEVEL_3 = NOW + 45 * MINUTE_MS
BREAK_AFTER_3 = NOW + 61 * MINUTE_MS
LEVEL_4 = NOW + 71 * MINUTE_MS


def _event(at_break: bool, max_add_ons: int = 2, until: int = 3) -> Tournament:
    settings = BuyInSettings(
        buy_in=10_000,  # €100 to the pool, 20,000 chips
        starting_stack=20_000,
        add_on_cost=5_000,  # €50 to the pool, 10,000 chips
        add_on_chips=10_000,
        add_on_until_level=until,
        add_on_at_break=at_break,
        max_add_ons=max_add_ons,
    )
    t = new_tournament(3, buy_in=settings, seat=True)
    t.handle(c.StartClock(), NOW, random.Random(0))
    return t


def _refusal(t: Tournament, command: c.Command, now: int) -> str:
    with pytest.raises(DomainError) as refused:
        t.handle(command, now, random.Random(0))
    return str(refused.value)


def test_add_ons_only_at_the_break_after_level_3() -> None:
    t = _event(at_break=True)
    assert _refusal(t, c.AddOn("P0001"), LEVEL_3) == "Add-ons are taken at the break after level 3"
    assert not t.add_ons_now(LEVEL_3)
    assert t.add_ons_now(BREAK_AFTER_3)
    run(t, c.AddOn("P0002"), BREAK_AFTER_3)
    assert t.player("P0002").stack == 20_000 + 10_000
    assert _refusal(t, c.AddOn("P0003"), LEVEL_4) == (
        "Add-ons closed after the break after level 3"
    )
    assert not t.add_ons_now(LEVEL_4)


def test_the_double_add_on_is_one_command_with_two_add_ons() -> None:
    t = _event(at_break=True)
    outcome = run(t, c.DoubleAddOn("P0001"), BREAK_AFTER_3)  # run() undoes and redoes it whole
    bought = [ev for ev in outcome.events if isinstance(ev, e.EntryBought)]
    assert [(ev.kind, ev.amount, ev.chips) for ev in bought] == [
        ("add_on", 5_000, 10_000),
        ("add_on", 5_000, 10_000),
    ]
    p = t.player("P0001")
    assert (p.stack, p.add_ons) == (20_000 + 2 * 10_000, 2)
    # Pool: three buy-ins of €100 and two add-ons of €50 = €400.
    assert t.summary().prize_pool == 3 * 10_000 + 2 * 5_000
    assert _refusal(t, c.AddOn("P0001"), BREAK_AFTER_3) == (
        "Add-on limit of 2 reached for Player 1"
    )


def test_no_double_add_on_where_a_player_takes_one() -> None:
    t = _event(at_break=True, max_add_ons=1)
    assert _refusal(t, c.DoubleAddOn("P0001"), BREAK_AFTER_3) == (
        "This tournament has no double add-on: one add-on a player"
    )
    assert t.player("P0001").add_ons == 0


def test_during_levels_1_to_3_and_its_break() -> None:
    t = _event(at_break=False, max_add_ons=1)
    run(t, c.AddOn("P0001"), LEVEL_3)
    assert not t.add_ons_now(LEVEL_3)  # no break: the clock does not call for them
    assert t.add_ons_now(BREAK_AFTER_3)
    run(t, c.AddOn("P0002"), BREAK_AFTER_3)
    assert _refusal(t, c.AddOn("P0003"), LEVEL_4) == "Add-ons closed after level 3"


def test_a_player_takes_one_to_four_add_ons() -> None:
    with pytest.raises(DomainError, match="A player takes 1 to 4 add-ons"):
        BuyInSettings(add_on_chips=10_000, add_on_until_level=3, max_add_ons=0).check()
    BuyInSettings(add_on_chips=10_000, add_on_until_level=3, max_add_ons=4).check()


def test_rebuys_only_at_the_break_after_level_3() -> None:
    settings = BuyInSettings(
        buy_in=10_000,  # €100, 20,000 chips
        starting_stack=20_000,
        rebuy_cost=5_000,  # €50, 20,000 chips, with at most 20,000 in front
        rebuy_chips=20_000,
        max_rebuys=2,
        rebuy_until_level=3,
        rebuy_stack_limit=20_000,
        rebuy_at_break=True,
    )
    t = new_tournament(3, buy_in=settings, seat=True)
    t.handle(c.StartClock(), NOW, random.Random(0))
    assert _refusal(t, c.Rebuy("P0001"), LEVEL_3) == "Rebuys are taken at the break after level 3"
    run(t, c.Rebuy("P0001"), BREAK_AFTER_3)
    assert t.player("P0001").stack == 20_000 + 20_000
    # Pool: three buy-ins of €100 and one rebuy of €50 = €350.
    assert t.summary().prize_pool == 3 * 10_000 + 5_000
    assert _refusal(t, c.Rebuy("P0002"), LEVEL_4) == ("Rebuys closed after the break after level 3")
